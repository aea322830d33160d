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
// network when the kernel lets us unshare it, an environment holding only
// PATH and HOME, and a private temporary working directory.
type sandbox struct {
	path      string        // PATH searched for readers and wrappers
	timeout   time.Duration // per file
	memory    int64         // bytes of address space; 0 means no limit
	maxOutput int           // bytes of stdout kept; beyond that the run fails
}

// errOutputTooLarge stops a reader that prints more than we are willing to hold.
var errOutputTooLarge = errors.New("reader output too large")

// lookPath finds an executable in the sandbox's PATH rather than the
// process's, so tests can simulate a machine without the readers.
func (s *sandbox) lookPath(name string) (string, bool) {
	for _, dir := range filepath.SplitList(s.path) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
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

// run writes data into a fresh temporary directory as input file "in" and
// runs the reader there; args may name the input as "in". It returns stdout.
func (s *sandbox) run(ctx context.Context, name string, args []string, data []byte) ([]byte, error) {
	bin, ok := s.lookPath(name)
	if !ok {
		return nil, ErrReaderNotInstalled
	}
	dir, err := os.MkdirTemp("", "hirekit-resume-")
	if err != nil {
		return nil, fmt.Errorf("resume: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "in"), data, 0o600); err != nil {
		return nil, fmt.Errorf("resume: temp file: %w", err)
	}

	argv := append([]string{bin}, args...)
	if s.memory > 0 {
		if p, ok := s.lookPath("prlimit"); ok {
			argv = append([]string{p, "--as=" + strconv.FormatInt(s.memory, 10), "--"}, argv...)
		}
	}
	if p, ok := s.lookPath("unshare"); ok && netUnshareWorks(p) != "" {
		argv = append([]string{p, netUnshareWorks(p), "--"}, argv...)
	}

	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	// Never hand the server's environment (secrets, proxies) to a reader.
	// antiword refuses to start without HOME.
	cmd.Env = []string{"PATH=" + s.path, "HOME=" + dir, "LANG=C.UTF-8"}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	out := &cappedBuffer{limit: s.maxOutput}
	cmd.Stdout = out
	cmd.Stderr = io.Discard
	err = cmd.Run()
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
	unshareOnce sync.Once
	unshareFlag string
)

// netUnshareWorks probes once whether "unshare -n" (as root) or "unshare -rn"
// (through a user namespace) may run here; containers often forbid both.
// It returns the flag to use, or "" when neither works.
func netUnshareWorks(bin string) string {
	unshareOnce.Do(func() {
		for _, flag := range []string{"-n", "-rn"} {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			cmd := exec.CommandContext(ctx, bin, flag, "--", "true")
			cmd.Env = []string{}
			err := cmd.Run()
			cancel()
			if err == nil {
				unshareFlag = flag
				return
			}
		}
	})
	return unshareFlag
}
