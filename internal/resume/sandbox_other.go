//go:build !linux

package resume

import (
	"errors"
	"os"
	"os/exec"
)

// Outside Linux readers still get a process group, an empty environment
// and a timeout, but no network isolation, no memory limit and no
// in-memory input; Hirekit's servers run on Linux.

func startWithoutNetwork(cmd *exec.Cmd) error { return cmd.Start() }

// NetworkIsolated reports whether readers run without network: never here.
func NetworkIsolated() bool { return false }

func setAddressSpaceLimit(pid int, bytes int64) {}

func memFile(data []byte) (*os.File, error) { return nil, errors.ErrUnsupported }
