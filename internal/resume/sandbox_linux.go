package resume

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// Readers are started from an OS thread that has given up, for itself
// and every process it starts, what a reader must not have:
//   - the network: the thread leaves the process's network namespace for a
//     new, empty one (a child inherits the namespace of the thread that
//     forks it). A namespace per reader (CLONE_NEWNET) costs about a
//     millisecond of kernel time per file and as much to tear down; one
//     shared namespace costs that once. Readers reach only each other's
//     loopback, where nothing listens.
//   - the file system beyond the system's programs and libraries
//     (Landlock; see restrictThread), so a reader reads its input through
//     the descriptor it is given and nothing of the server's;
//   - privilege gains (no_new_privs: no setuid programs).
//
// Each restriction is per thread, so the server's other threads keep
// theirs. Spawners differ only by the readers' PATH (tests use their own),
// so there is one per PATH.
var (
	spawnersMu sync.Mutex
	spawners   = map[string]*spawner{}
)

type spawner struct {
	reqs   chan spawnReq
	status SandboxStatus
	// noTrace is set once the kernel (or a seccomp policy) refused to let
	// the thread trace its readers; limits then go through prlimit(1).
	noTrace atomic.Bool
}

type spawnReq struct {
	cmd     *exec.Cmd
	limits  []rlimit
	prlimit string // prlimit(1)'s path, "" when missing
	done    chan error
}

// spawnerFor returns the spawn thread for readers searched in path,
// starting it on first use.
func spawnerFor(path string) *spawner {
	spawnersMu.Lock()
	defer spawnersMu.Unlock()
	if sp, ok := spawners[path]; ok {
		return sp
	}
	sp := &spawner{reqs: make(chan spawnReq)}
	ready := make(chan struct{})
	go func() {
		// The thread is never unlocked: once its namespace and Landlock
		// domain differ from the process's, Go must not run other
		// goroutines on it.
		runtime.LockOSThread()
		sp.status.NetworkIsolated = syscall.Unshare(syscall.CLONE_NEWNET) == nil
		workDir, _ := emptyDir()
		sp.status.FilesystemIsolated = restrictThread(readerPaths(filepath.SplitList(path), workDir))
		close(ready)
		for r := range sp.reqs {
			r.done <- sp.startLimited(r)
		}
	}()
	<-ready
	spawners[path] = sp
	return sp
}

// start starts cmd from the restricted thread with limits in force from
// its first instruction where this machine allows (see startLimited).
// Every reader goes through that one thread, so a wait there must never
// outlast the reader's own time: when ctx ends first, start returns and
// whatever the thread later starts for this request is killed by cmd's
// context and reaped here. Without this, one stuck start held every parse
// of the process until the job timeout (minutes), not the reader's 20 s.
func (sp *spawner) start(ctx context.Context, cmd *exec.Cmd, limits []rlimit, prlimitPath string) error {
	done := make(chan error, 1)
	select {
	case sp.reqs <- spawnReq{cmd, limits, prlimitPath, done}:
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		go func() {
			if err := <-done; err == nil {
				_ = cmd.Wait()
			}
		}()
		return ctx.Err()
	}
}

// statusWith is the spawner's status, knowing whether prlimit(1) exists.
func (sp *spawner) statusWith(prlimitInstalled bool) SandboxStatus {
	st := sp.status
	st.LimitsBeforeExec = !sp.noTrace.Load() || prlimitInstalled
	return st
}

// startLimited starts a reader with its resource limits, on the spawn
// thread. The reader asks to be traced (PTRACE_TRACEME) before its exec,
// so the kernel stops it right after the exec, before its first
// instruction; the thread, its tracer, sets the limits with prlimit(2) and
// lets it go (PTRACE_DETACH). That costs a few system calls where running
// it under prlimit(1) costs an exec of another program (0.8 ms a file, a
// twentieth of a parse). Where tracing is refused, prlimit(1) is used, and
// without it the limits are set just after the start.
func (sp *spawner) startLimited(r spawnReq) error {
	if !sp.noTrace.Load() {
		r.cmd.SysProcAttr.Ptrace = true
		err := r.cmd.Start()
		if err == nil {
			return limitAtExec(r.cmd.Process.Pid, r.limits)
		}
		if !errors.Is(err, syscall.EPERM) && !errors.Is(err, syscall.ENOSYS) {
			return err
		}
		sp.noTrace.Store(true)
		r.cmd.SysProcAttr.Ptrace = false
		r.cmd.Process = nil
	}
	if r.prlimit != "" {
		// prlimit(1) sets the limits and then becomes the reader.
		pre := []string{r.prlimit}
		for _, l := range r.limits {
			pre = append(pre, l.flag+"="+strconv.FormatUint(l.value, 10))
		}
		r.cmd.Args = append(append(pre, "--"), r.cmd.Args...)
		r.cmd.Path = r.prlimit
		return r.cmd.Start()
	}
	if err := r.cmd.Start(); err != nil {
		return err
	}
	setLimits(r.cmd.Process.Pid, r.limits)
	return nil
}

// limitAtExec waits for a traced reader's stop at its exec, sets its
// limits and detaches from it.
func limitAtExec(pid int, limits []rlimit) error {
	var ws syscall.WaitStatus
	if _, err := syscall.Wait4(pid, &ws, syscall.WALL, nil); err != nil {
		return fmt.Errorf("resume: reader stop: %w", err)
	}
	if !ws.Stopped() {
		// Killed before its first instruction (a cancelled request): the
		// wait above reaped it, so report it as the failure it is.
		return fmt.Errorf("resume: reader ended at its start (%v)", ws)
	}
	setLimits(pid, limits)
	return syscall.PtraceDetach(pid)
}

// setLimits applies resource limits to a running process through the
// prlimit(2) system call (the standard library has no wrapper for it): the
// fallback where prlimit(1) is missing.
func setLimits(pid int, limits []rlimit) {
	for _, l := range limits {
		lim := syscall.Rlimit{Cur: l.value, Max: l.value}
		syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(l.resource),
			uintptr(unsafe.Pointer(&lim)), 0, 0, 0)
	}
}

// makeNotDumpable forbids core dumps of the process and ptrace and /proc
// access to it by other processes of its user (PR_SET_DUMPABLE 0).
func makeNotDumpable() error {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_DUMPABLE, 0, 0); errno != 0 {
		return errno
	}
	return nil
}

// dumpable reports PR_GET_DUMPABLE.
func dumpable() bool {
	v, _, _ := syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_GET_DUMPABLE, 0, 0)
	return v != 0
}

// memFile returns an in-memory file holding data (memfd_create(2)).
func memFile(data []byte) (*os.File, error) {
	if sysMemfdCreate == 0 {
		return nil, syscall.ENOSYS
	}
	name := []byte("resume\x00")
	const mfdCloexec = 1
	fd, _, errno := syscall.Syscall(sysMemfdCreate, uintptr(unsafe.Pointer(&name[0])), mfdCloexec, 0)
	if errno != 0 {
		return nil, errno
	}
	f := os.NewFile(fd, "resume")
	if _, err := f.Write(data); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// rlimitNPROC is RLIMIT_NPROC (the syscall package has no name for it).
const rlimitNPROC = 6
