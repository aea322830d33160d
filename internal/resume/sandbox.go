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
	"sync"
	"syscall"
	"time"
)

// sandbox runs one external reader (pdftohtml, antiword, catdoc) on a file
// with as little authority as we can take away without slowing the parse:
// its own process group so a timeout kills grandchildren too; resource
// limits set before it starts (address space, CPU time, open files, no
// child processes, no core dump); no network, no file system beyond the
// system's programs and libraries and no privilege gains where the kernel
// allows (see spawner); an environment holding only PATH, HOME and LANG;
// an empty private working directory. The server itself is not dumpable
// (ProtectServer), so nothing of its user reads its memory.
type sandbox struct {
	path      string        // PATH searched for readers and wrappers
	timeout   time.Duration // per file
	memory    int64         // bytes of address space; 0 means no limit
	maxOutput int           // bytes of stdout kept; beyond that the run fails
	found     *sync.Map     // reader name → path
}

// SandboxStatus says which of the readers' isolation this machine gives.
// Each missing part is logged when a server starts.
type SandboxStatus struct {
	// NetworkIsolated: readers run in an empty network namespace.
	NetworkIsolated bool
	// FilesystemIsolated: readers read only the system's programs,
	// libraries and configuration (Landlock).
	FilesystemIsolated bool
	// LimitsBeforeExec: resource limits hold from a reader's first
	// instruction (set while it is stopped at its exec, or by prlimit(1));
	// otherwise they are set by prlimit(2) right after it starts.
	LimitsBeforeExec bool
}

// Sandbox starts the readers' spawn thread if needed and reports the
// isolation readers get.
func (e *Extractor) Sandbox() SandboxStatus {
	sp := spawnerFor(e.sb.path)
	_, wrapper := e.sb.lookPath("prlimit")
	return sp.statusWith(wrapper)
}

// ProtectServer makes the process not dumpable: no core dumps, and no
// ptrace or /proc access to its memory and environment by other processes
// of its user (a reader a hostile file took over included). Servers and
// workers call it at start.
func ProtectServer() error { return makeNotDumpable() }

// rlimit is one resource limit for a reader.
type rlimit struct {
	resource int
	flag     string // prlimit(1)'s option
	value    uint64
}

// limits are a reader's resource limits: its address space, CPU seconds
// (the timeout kills it sooner; this holds if the kill fails), a few open
// files, no child processes (for a user other than root) and no core dump
// (it would hold the resume).
func (s *sandbox) limits() []rlimit {
	l := []rlimit{
		{syscall.RLIMIT_CPU, "--cpu", uint64(s.timeout/time.Second) + 1},
		{syscall.RLIMIT_NOFILE, "--nofile", 64},
		{rlimitNPROC, "--nproc", 0},
		{syscall.RLIMIT_CORE, "--core", 0},
	}
	if s.memory > 0 {
		l = append(l, rlimit{syscall.RLIMIT_AS, "--as", uint64(s.memory)})
	}
	return l
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
	return s.runStreaming(ctx, name, args, data, nil)
}

// runStreaming is run with onOutput called, from the goroutine copying the
// reader's stdout, with all the output so far each time more arrives, so
// a caller can decode it while the reader still works. onOutput must not
// keep the slice. Its work is thrown away with the output when the run
// fails.
func (s *sandbox) runStreaming(ctx context.Context, name string, args []string, data []byte, onOutput func([]byte)) ([]byte, error) {
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
	prlimitPath, _ := s.lookPath("prlimit")
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	out := &cappedBuffer{limit: s.maxOutput, onWrite: onOutput}
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
	err = spawnerFor(s.path).start(ctx, cmd, s.limits(), prlimitPath)
	if err == nil {
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
	limit   int
	buf     bytes.Buffer
	over    bool
	onWrite func([]byte) // when set, called with all of buf after each write
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if c.buf.Len()+len(p) > c.limit {
		c.over = true
		return 0, errOutputTooLarge
	}
	n, err := c.buf.Write(p)
	if c.onWrite != nil {
		c.onWrite(c.buf.Bytes())
	}
	return n, err
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
