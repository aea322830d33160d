package resume

import (
	"os"
	"syscall"
	"unsafe"
)

// Landlock (Linux 5.13+) lets an unprivileged thread give up file system
// access for itself and every process it starts. The readers' spawn thread
// restricts itself to reading and executing the system's programs,
// libraries and configuration, so a reader compromised by a hostile file
// cannot read the data directory (the database, other people's resumes),
// the server's /proc (its environment, its memory) or anything else; its
// input comes as an already open descriptor. The system calls are the same
// numbers on every Linux architecture (they were added after the tables
// were unified).
const (
	sysLandlockCreateRuleset = 444
	sysLandlockAddRule       = 445
	sysLandlockRestrictSelf  = 446

	landlockCreateRulesetVersion = 1
	landlockRulePathBeneath      = 1

	prSetNoNewPrivs = 38
	oPath           = 0x200000 // O_PATH: a handle on a path, opening nothing
)

// File system rights, in the kernel's bit order.
const (
	llExecute    = 1 << 0
	llWriteFile  = 1 << 1
	llReadFile   = 1 << 2
	llReadDir    = 1 << 3
	llRemoveDir  = 1 << 4
	llRemoveFile = 1 << 5
	llMakeChar   = 1 << 6
	llMakeDir    = 1 << 7
	llMakeReg    = 1 << 8
	llMakeSock   = 1 << 9
	llMakeFifo   = 1 << 10
	llMakeBlock  = 1 << 11
	llMakeSym    = 1 << 12
	llRefer      = 1 << 13 // ABI 2
	llTruncate   = 1 << 14 // ABI 3
	llIoctlDev   = 1 << 15 // ABI 5
)

// landlockHandled is every right the kernel's ABI knows: a right left
// unhandled would stay allowed everywhere.
func landlockHandled(abi int) uint64 {
	rights := uint64(llExecute | llWriteFile | llReadFile | llReadDir | llRemoveDir | llRemoveFile |
		llMakeChar | llMakeDir | llMakeReg | llMakeSock | llMakeFifo | llMakeBlock | llMakeSym)
	if abi >= 2 {
		rights |= llRefer
	}
	if abi >= 3 {
		rights |= llTruncate
	}
	if abi >= 5 {
		rights |= llIoctlDev
	}
	return rights
}

// landlockABI is the kernel's Landlock version, 0 when it has none (or a
// security policy turned it off).
func landlockABI() int {
	v, _, errno := syscall.Syscall(sysLandlockCreateRuleset, 0, 0, landlockCreateRulesetVersion)
	if errno != 0 {
		return 0
	}
	return int(v)
}

// readerPaths are what a reader may read (and execute, for programs): the
// system's programs and libraries, /etc for the loader's cache and font
// configuration, shared data (fonts, poppler's and antiword's tables) and
// the font cache, plus the directories of the readers' PATH and their
// empty working directory. Nothing else: not /proc, /sys, /home, /tmp or
// the data directory.
func readerPaths(pathList []string, workDir string) []string {
	paths := []string{"/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/var/cache/fontconfig"}
	paths = append(paths, pathList...)
	if workDir != "" {
		paths = append(paths, workDir)
	}
	return paths
}

// restrictThread applies no_new_privs and a Landlock domain to the calling
// thread, which must be locked to its goroutine for good. It reports
// whether the domain was applied; where the kernel has no Landlock the
// thread keeps its access.
func restrictThread(readable []string) bool {
	abi := landlockABI()
	if abi < 1 {
		return false
	}
	attr := struct{ handledFS, handledNet, scoped uint64 }{handledFS: landlockHandled(abi)}
	size := unsafe.Sizeof(attr)
	if abi < 4 {
		size = 8 // before ABI 4 the attribute held only handled_access_fs
	}
	fd, _, errno := syscall.Syscall(sysLandlockCreateRuleset, uintptr(unsafe.Pointer(&attr)), size, 0)
	if errno != 0 {
		return false
	}
	defer syscall.Close(int(fd))
	read := uint64(llExecute | llReadFile | llReadDir)
	for _, p := range readable {
		allow(int(fd), p, read)
	}
	// /dev/null is opened by os/exec for a reader's unused standard input.
	allow(int(fd), "/dev/null", llReadFile|llWriteFile)
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0); errno != 0 {
		return false
	}
	_, _, errno = syscall.Syscall(sysLandlockRestrictSelf, fd, 0, 0)
	return errno == 0
}

// allow adds a rule: rights beneath path (or on it, for a file). A path
// that does not exist on this system is skipped.
func allow(rulesetFD int, path string, rights uint64) {
	f, err := os.OpenFile(path, oPath|syscall.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.IsDir() {
		// A rule on a file takes only the rights that apply to files.
		rights &= llExecute | llReadFile | llWriteFile | llTruncate | llIoctlDev
	}
	rule := struct {
		allowed  uint64
		parentFD int32
	}{rights, int32(f.Fd())}
	// The kernel reads the packed 12-byte struct landlock_path_beneath_attr.
	syscall.Syscall6(sysLandlockAddRule, uintptr(rulesetFD), landlockRulePathBeneath, uintptr(unsafe.Pointer(&rule)), 0, 0, 0)
}
