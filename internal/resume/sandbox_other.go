//go:build !linux

package resume

import (
	"context"
	"errors"
	"os"
	"os/exec"
)

// Outside Linux readers still get a process group, an empty environment,
// limits through prlimit(1) where installed, and a timeout, but no network
// or file system isolation and no in-memory input; Hirekit's servers run
// on Linux.

type spawner struct{ status SandboxStatus }

func spawnerFor(string) *spawner { return &spawner{} }

func (*spawner) start(_ context.Context, cmd *exec.Cmd, _ []rlimit, _ string) error {
	return cmd.Start()
}

func (sp *spawner) statusWith(bool) SandboxStatus { return sp.status }

func setLimits(int, []rlimit) {}

func makeNotDumpable() error { return nil }

func dumpable() bool { return true }

const rlimitNPROC = 6

func memFile(data []byte) (*os.File, error) { return nil, errors.ErrUnsupported }
