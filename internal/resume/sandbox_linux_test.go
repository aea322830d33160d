package resume

import (
	"context"
	"errors"
	"os/exec"
	"testing"
	"time"
)

// A spawn thread that is busy, or that took a request and never answers,
// must not hold a reader past its own time: every parse of the process
// goes through that one thread.
func TestStartGivesUpWhenTheSpawnThreadIsStuck(t *testing.T) {
	busy := &spawner{reqs: make(chan spawnReq)} // nobody receives
	taken := &spawner{reqs: make(chan spawnReq, 1)}
	for name, sp := range map[string]*spawner{"busy": busy, "took the request": taken} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		begun := time.Now()
		err := sp.start(ctx, exec.CommandContext(ctx, "/bin/true"), nil, "")
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: start returned %v, want the deadline", name, err)
		}
		if waited := time.Since(begun); waited > 5*time.Second {
			t.Errorf("%s: start returned after %v", name, waited)
		}
	}
	// The request the stuck thread took is still answered later without
	// anyone blocking on it.
	req := <-taken.reqs
	req.done <- errors.New("started late")
}
