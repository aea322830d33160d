package apptest

import (
	"testing"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/queue"
)

// Jobs watches a queue's finished jobs, so tests wait on events instead of
// sleeping. Start watching before the action that enqueues the jobs.
type Jobs struct {
	events <-chan *river.Event
	done   map[string]int
}

// WatchJobs subscribes to jobs that complete, fail or are cancelled.
func WatchJobs(t testing.TB, q *queue.Queue) *Jobs {
	t.Helper()
	events, stop := q.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed, river.EventKindJobCancelled)
	t.Cleanup(stop)
	return &Jobs{events: events, done: map[string]int{}}
}

// Wait waits until n jobs of kind have finished (in any way) since the
// watch began, and returns the events' kinds by outcome for assertions.
func (j *Jobs) Wait(t testing.TB, kind string, n int) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for j.done[kind] < n {
		select {
		case ev := <-j.events:
			if ev != nil && ev.Job != nil {
				j.done[ev.Job.Kind]++
			}
		case <-deadline:
			t.Fatalf("%d of %d %s jobs finished in 20 s", j.done[kind], n, kind)
		}
	}
}
