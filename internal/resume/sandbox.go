package resume

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// sandbox runs one external reader (pdftohtml, antiword, catdoc) on a file
// with as little authority as we can cheaply take away: its own process
// group so a timeout kills grandchildren too, an address-space limit, no
// network when the kernel lets us create a network namespace (see
// startWithoutNetwork), an environment holding only
// PATH and HOME, and a private temporary working directory.
type sandbox struct {
	path      string        // PATH searched for readers and wrappers
	timeout   time.Duration // per file
	memory    int64         // bytes of address space; 0 means no limit
	maxOutput int           // bytes of stdout kept; beyond that the run fails
	// prlimitWrapper runs readers under prlimit(1), which sets the limit
	// before the reader starts. Without it the limit is set by prlimit(2)
	// right after the reader starts: one exec less per file (about 1 ms of
	// a 20 ms parse), at the cost of the reader's first instants running
	// unlimited, too short to exhaust memory.
	prlimitWrapper bool
	found          *sync.Map // reader name → path
}

// errOutputTooLarge stops a reader that prints more than we are willing to hold.
var errOutputTooLarge = errors.New("reader output too large")

// lookPath finds an executable in the sandbox's PATH rather than the
// process's, so tests can simulate a machine without the readers. Found
// paths are remembered; a missing reader is looked for again each time, so
// installing it needs no restart.
func (s *sandbox) lookPath(name string) (string, bool) {
	if p, ok := s.found.Load(name); ok {
		return p.(string), true
	}
	for _, dir := range filepath.SplitList(s.path) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			s.found.Store(name, p)
			return p, true
		}
	}
	return "", false
}

// has reports whether a reader is installed.
func (s *sandbox) has(name string) bool {
	_, ok := s.lookPath(name)
	return ok
}

// run gives the reader data as its input and returns its stdout. In args,
// the word "in" names the input. The input is an anonymous in-memory file
// passed as descriptor 3 (no file system traffic per resume), or, where
// memfd_create is missing, a file in a fresh temporary directory. The
// reader's working directory and HOME are an empty private directory.
func (s *sandbox) run(ctx context.Context, name string, args []string, data []byte) ([]byte, error) {
	bin, ok := s.lookPath(name)
	if !ok {
		return nil, ErrReaderNotInstalled
	}
	dir, err := emptyDir()
	if err != nil {
		return nil, fmt.Errorf("resume: working dir: %w", err)
	}
	input := "/dev/fd/3"
	in, err := memFile(data)
	if err != nil {
		tmp, err := os.MkdirTemp("", "hirekit-resume-")
		if err != nil {
			return nil, fmt.Errorf("resume: temp dir: %w", err)
		}
		defer os.RemoveAll(tmp)
		input = filepath.Join(tmp, "in")
		if err := os.WriteFile(input, data, 0o600); err != nil {
			return nil, fmt.Errorf("resume: temp file: %w", err)
		}
	} else {
		defer in.Close()
	}
	args = append([]string(nil), args...)
	for i, a := range args {
		if a == "in" {
			args[i] = input
		}
	}

	argv := append([]string{bin}, args...)
	if s.memory > 0 && s.prlimitWrapper {
		if p, ok := s.lookPath("prlimit"); ok {
			argv = append([]string{p, "--as=" + strconv.FormatInt(s.memory, 10), "--"}, argv...)
		}
	}

	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	out := &cappedBuffer{limit: s.maxOutput}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	// Never hand the server's environment (secrets, proxies) to a reader.
	// antiword refuses to start without HOME.
	cmd.Env = []string{"PATH=" + s.path, "HOME=" + dir, "LANG=C.UTF-8"}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	cmd.Stdout = out
	cmd.Stderr = io.Discard
	if in != nil {
		cmd.ExtraFiles = []*os.File{in}
	}
	err = startWithoutNetwork(cmd)
	if err == nil {
		if s.memory > 0 && !s.prlimitWrapper {
			setAddressSpaceLimit(cmd.Process.Pid, s.memory)
		}
		err = cmd.Wait()
	}
	if ctx.Err() == context.DeadlineExceeded {
		return nil, ErrTimeout
	}
	if out.over {
		return nil, errOutputTooLarge
	}
	if err != nil {
		return out.buf.Bytes(), fmt.Errorf("resume: %s: %w", name, err)
	}
	return out.buf.Bytes(), nil
}

// cappedBuffer keeps at most limit bytes and remembers that it overflowed,
// so a hostile file cannot make a reader fill our memory.
type cappedBuffer struct {
	limit int
	buf   bytes.Buffer
	over  bool
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if c.buf.Len()+len(p) > c.limit {
		c.over = true
		return 0, errOutputTooLarge
	}
	return c.buf.Write(p)
}

var (
	emptyDirOnce sync.Once
	emptyDirPath string
	emptyDirErr  error
)

// emptyDir is a private directory, made once per process, that readers run
// in; they write nothing, so it stays empty.
func emptyDir() (string, error) {
	emptyDirOnce.Do(func() {
		emptyDirPath, emptyDirErr = os.MkdirTemp("", "hirekit-resume-wd-")
	})
	return emptyDirPath, emptyDirErr
}
