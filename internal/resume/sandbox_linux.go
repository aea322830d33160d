package resume

import (
	"os"
	"os/exec"
	"runtime"
	"sync"
	"syscall"
	"unsafe"
)

// Readers are started from one OS thread that has left the process's
// network namespace for a new, empty one: a child inherits the namespace
// of the thread that forks it. Creating a namespace per reader (CLONE_NEWNET)
// costs about a millisecond of kernel time per file, and as much again to
// tear it down; one shared namespace costs that once. Readers can reach
// only each other's loopback, where nothing listens.
var (
	spawnOnce  sync.Once
	spawnReqs  chan spawnReq
	isolatedOK bool
)

type spawnReq struct {
	cmd  *exec.Cmd
	done chan error
}

// startWithoutNetwork starts cmd in the shared empty network namespace, or,
// where namespaces are not allowed (many containers), like cmd.Start.
func startWithoutNetwork(cmd *exec.Cmd) error {
	spawnOnce.Do(func() {
		ready := make(chan bool)
		spawnReqs = make(chan spawnReq)
		go func() {
			// The thread is never unlocked: once its namespace differs from
			// the process's, Go must not run other goroutines on it. If
			// unshare fails, returning while locked retires the thread.
			runtime.LockOSThread()
			if err := syscall.Unshare(syscall.CLONE_NEWNET); err != nil {
				ready <- false
				return
			}
			ready <- true
			for r := range spawnReqs {
				r.done <- r.cmd.Start()
			}
		}()
		isolatedOK = <-ready
	})
	if !isolatedOK {
		return cmd.Start()
	}
	done := make(chan error, 1)
	spawnReqs <- spawnReq{cmd, done}
	return <-done
}

// NetworkIsolated reports whether readers run without network. It is
// known after the first reader has started.
func NetworkIsolated() bool { return isolatedOK }

// setAddressSpaceLimit applies RLIMIT_AS to a running process through the
// prlimit(2) system call (the standard library has no wrapper for it).
func setAddressSpaceLimit(pid int, bytes int64) {
	lim := syscall.Rlimit{Cur: uint64(bytes), Max: uint64(bytes)}
	syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(syscall.RLIMIT_AS),
		uintptr(unsafe.Pointer(&lim)), 0, 0, 0)
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
