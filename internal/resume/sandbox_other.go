//go:build !linux

package resume

import (
	"errors"
	"os"
	"syscall"
)

// Outside Linux readers still get a process group, an empty environment
// and a timeout, but no network isolation, no memory limit and no
// in-memory input; Hirekit's servers run on Linux.

func isolateNetwork(attr *syscall.SysProcAttr) {}

func setAddressSpaceLimit(pid int, bytes int64) {}

func memFile(data []byte) (*os.File, error) { return nil, errors.ErrUnsupported }
