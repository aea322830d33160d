package greenhouse_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/integrations"
	"hirekit/internal/integrations/greenhouse"
)

// client is a client of the fake whose waits move the fake's clock
// instead of sleeping, recording each wait.
func client(t *testing.T, f *fakeproviders.Fakes, key string) (*greenhouse.Client, *[]time.Duration) {
	t.Helper()
	c := greenhouse.New(f.Endpoints().GreenhouseURL, key, "")
	waits := &[]time.Duration{}
	c.Sleep = func(ctx context.Context, d time.Duration) error {
		*waits = append(*waits, d)
		f.Greenhouse.Advance(d)
		return ctx.Err()
	}
	return c, waits
}

// TestFetch300Candidates pages through 300 candidates 100 at a time, with
// one 429 on the way (waited out as Retry-After says) and one attachment
// link expired before its download (fetched afresh once): every resume is
// downloaded exactly once and every candidate seen once.
func TestFetch300Candidates(t *testing.T) {
	ctx := context.Background()
	f := fakeproviders.Start(t)
	f.Greenhouse.SetKnobs(fakeproviders.GreenhouseKnobs{Jobs: 1, CandidatesPerJob: 300})
	c, waits := client(t, f, fakeproviders.GreenhouseKey)
	c.PerPage = 100
	jobs, err := c.Jobs(ctx)
	if err != nil || len(jobs) != 1 {
		t.Fatalf("jobs: %v %v", jobs, err)
	}
	seen := map[string]bool{}
	q := integrations.Query{JobID: jobs[0].ID}
	for page := 1; ; page++ {
		if page == 2 {
			f.Greenhouse.Throttle(1)
		}
		p, err := c.Candidates(ctx, q)
		if err != nil {
			t.Fatalf("page %d: %v", page, err)
		}
		for i, cand := range p.Candidates {
			if seen[cand.ExternalID] {
				t.Fatalf("candidate %s seen twice", cand.ExternalID)
			}
			seen[cand.ExternalID] = true
			if cand.Name == "" || cand.Email == "" || cand.Stage == "" || cand.Source == "" || cand.Resume == nil {
				t.Fatalf("candidate %+v", cand)
			}
			if page == 2 && i == len(p.Candidates)-1 {
				// The page was read long ago: its links have expired.
				f.Greenhouse.Advance(8 * 24 * time.Hour)
			}
			r, err := c.Resume(ctx, cand)
			if err != nil {
				t.Fatalf("resume of %s: %v", cand.ExternalID, err)
			}
			data, _ := io.ReadAll(r)
			r.Close()
			if !bytes.HasPrefix(data, []byte("%PDF-")) && !bytes.HasPrefix(data, []byte("PK")) {
				t.Fatalf("resume of %s: %q…", cand.ExternalID, data[:min(len(data), 20)])
			}
		}
		if p.Next == "" {
			break
		}
		q.Cursor = p.Next
	}
	if len(seen) != 300 {
		t.Errorf("got %d candidates, want 300", len(seen))
	}
	downloads := f.Greenhouse.Downloads()
	if len(downloads) != 300 {
		t.Errorf("resumes of %d candidates downloaded, want 300", len(downloads))
	}
	for id, n := range downloads {
		if n != 1 {
			t.Errorf("candidate %d's resume downloaded %d times, want once", id, n)
		}
	}
	if got := f.Greenhouse.Expired(); got != 1 {
		t.Errorf("expired links refused: %d, want 1", got)
	}
	if len(*waits) != 1 || (*waits)[0] < time.Second || (*waits)[0] > 10*time.Second {
		t.Errorf("waits: %v, want one Retry-After wait of 1–10 s", *waits)
	}
}

// TestCandidatesFilteredByStageAndSource keeps only the candidates whose
// application is at a chosen stage and from a chosen source.
func TestCandidatesFilteredByStageAndSource(t *testing.T) {
	ctx := context.Background()
	f := fakeproviders.Start(t)
	f.Greenhouse.SetKnobs(fakeproviders.GreenhouseKnobs{Jobs: 2, CandidatesPerJob: 40})
	c, _ := client(t, f, fakeproviders.GreenhouseKey)
	jobs, _ := c.Jobs(ctx)
	stages, err := c.Stages(ctx, jobs[1].ID)
	if err != nil || len(stages) != 4 || stages[0].Name != "Application Review" {
		t.Fatalf("stages: %v %v", stages, err)
	}
	sources, err := c.Sources(ctx)
	if err != nil || len(sources) != 4 {
		t.Fatalf("sources: %v %v", sources, err)
	}
	all, err := c.Candidates(ctx, integrations.Query{JobID: jobs[1].ID})
	if err != nil || len(all.Candidates) != 40 || all.Next != "" {
		t.Fatalf("all: %d next %q %v", len(all.Candidates), all.Next, err)
	}
	q := integrations.Query{JobID: jobs[1].ID, Stages: []string{stages[1].ID}, Sources: []string{sources[0].ID, sources[1].ID}}
	some, err := c.Candidates(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, cand := range all.Candidates {
		if cand.Stage == stages[1].Name && (cand.Source == sources[0].Name || cand.Source == sources[1].Name) {
			want++
		}
	}
	if want == 0 || len(some.Candidates) != want {
		t.Fatalf("filtered: got %d, want %d", len(some.Candidates), want)
	}
	for _, cand := range some.Candidates {
		if cand.Stage != stages[1].Name || !slices.Contains([]string{sources[0].Name, sources[1].Name}, cand.Source) {
			t.Errorf("candidate outside the filter: %+v", cand)
		}
	}
}

// TestProbe classifies each permission as §1.7 says, and a bad key as
// unauthorized.
func TestProbe(t *testing.T) {
	ctx := context.Background()
	f := fakeproviders.Start(t)
	c, _ := client(t, f, fakeproviders.GreenhouseKey)
	perms, err := c.Probe(ctx)
	if err != nil || len(perms) != len(integrations.GreenhousePermissions) {
		t.Fatalf("probe: %v %v", perms, err)
	}
	for _, p := range integrations.GreenhousePermissions {
		if !perms[p] {
			t.Errorf("full key: %s missing", p)
		}
	}
	limited, _ := client(t, f, fakeproviders.GreenhouseLimitedKey)
	perms, err = limited.Probe(ctx)
	if err != nil || perms["sources"] || perms["custom_fields"] || !perms["jobs"] || !perms["users"] {
		t.Errorf("limited key: %v %v", perms, err)
	}
	f.Greenhouse.SetKey("no-stages", "job_stages")
	noStages, _ := client(t, f, "no-stages")
	if perms, err = noStages.Probe(ctx); err != nil || perms["job_stages"] || !perms["jobs"] {
		t.Errorf("key without job stages: %v %v", perms, err)
	}
	bad, _ := client(t, f, "not-a-key")
	if _, err := bad.Probe(ctx); !errors.Is(err, integrations.ErrUnauthorized) {
		t.Errorf("bad key: %v, want ErrUnauthorized", err)
	}
	if _, err := limited.Sources(ctx); !errors.Is(err, integrations.ErrUnauthorized) {
		t.Errorf("sources without the permission: %v, want ErrUnauthorized", err)
	}
}

// TestUsers lists enabled users only and checks one by id.
func TestUsers(t *testing.T) {
	ctx := context.Background()
	f := fakeproviders.Start(t)
	c, _ := client(t, f, fakeproviders.GreenhouseKey)
	users, err := c.Users(ctx)
	if err != nil || len(users) != 2 || users[0].Name != "Juliet Burke" {
		t.Fatalf("users: %v %v", users, err)
	}
	if u, err := c.User(ctx, users[1].ID); err != nil || u.Name != users[1].Name {
		t.Errorf("user: %v %v", u, err)
	}
	for _, id := range []string{"103", "999", "x"} { // disabled, unknown, not an id
		if _, err := c.User(ctx, id); !errors.Is(err, integrations.ErrNoUser) {
			t.Errorf("user %s: %v, want ErrNoUser", id, err)
		}
	}
}

// TestRateLimitWindow: past the per-key limit the fake answers 429 and
// the client waits for the window to end; a wait longer than MaxWait
// fails as throttled, and a cancelled context stops the wait.
func TestRateLimitWindow(t *testing.T) {
	ctx := context.Background()
	f := fakeproviders.Start(t)
	f.Greenhouse.SetKnobs(fakeproviders.GreenhouseKnobs{RateLimit: 2})
	c, waits := client(t, f, fakeproviders.GreenhouseKey)
	for range 3 {
		if _, err := c.Sources(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if len(*waits) != 1 {
		t.Errorf("waits: %v, want one", *waits)
	}
	c.MaxWait = 500 * time.Millisecond
	f.Greenhouse.Throttle(1)
	if _, err := c.Sources(ctx); !errors.Is(err, integrations.ErrThrottled) {
		t.Errorf("a wait over MaxWait: %v, want ErrThrottled", err)
	}
	real := greenhouse.New(f.Endpoints().GreenhouseURL, fakeproviders.GreenhouseKey, "")
	cctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	f.Greenhouse.Throttle(1)
	if _, err := real.Sources(cctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled wait: %v", err)
	}
}
