package resume

import (
	"os"
	"syscall"
	"unsafe"
)

// isolateNetwork asks for the reader to start in a new network namespace.
func isolateNetwork(attr *syscall.SysProcAttr) {
	attr.Cloneflags |= syscall.CLONE_NEWNET
}

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
