package lever_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/integrations"
	"hirekit/internal/integrations/lever"
)

// connect runs the consent and the code exchange against the fake.
func connect(t *testing.T, f *fakeproviders.Fakes, tune func(*lever.Config)) (*lever.Config, lever.Token) {
	t.Helper()
	e := f.Endpoints()
	cfg := &lever.Config{ClientID: fakeproviders.LeverClientID, ClientSecret: fakeproviders.LeverClientSecret,
		AuthURL: e.LeverAuthURL, APIURL: e.LeverAPIURL, RedirectURI: "http://hirekit.test/api/v1/oauth/callback/lever"}
	if tune != nil {
		tune(cfg)
	}
	back := fakeproviders.Authorize(t, cfg.AuthCodeURL("st4te"))
	if back.Get("state") != "st4te" || back.Get("code") == "" {
		t.Fatalf("authorize: got %v, want a code and the state", back)
	}
	tok, err := cfg.Exchange(context.Background(), back.Get("code"))
	if err != nil {
		t.Fatalf("exchange: %v", err)
	}
	return cfg, tok
}

// saved records the tokens a client asked to store.
type saved struct {
	mu   sync.Mutex
	toks []lever.Token
}

func (s *saved) save(_ context.Context, t lever.Token) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.toks = append(s.toks, t)
	return nil
}

func (s *saved) last() lever.Token {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.toks[len(s.toks)-1]
}

func TestCandidates_120WithARefreshOnTheWay(t *testing.T) {
	f := fakeproviders.Start(t)
	f.Lever.SetRate(1000, 1000) // this test is about paging; the limit has its own
	posting := f.Lever.AddPosting("Backend Engineer", "")
	f.Lever.AddCandidates(posting, make([]fakeproviders.LeverCandidate, 120)...)
	other := f.Lever.AddPosting("Designer", "")
	f.Lever.AddCandidates(other, make([]fakeproviders.LeverCandidate, 5)...)
	cfg, tok := connect(t, f, func(c *lever.Config) { c.RatePerSecond, c.Burst = 1000, 100 })
	var store saved
	c := lever.New(cfg, tok)
	c.Save = store.save
	ctx := context.Background()

	seen := map[string]bool{}
	q := integrations.Query{JobID: posting}
	for pages := 1; ; pages++ {
		page, err := c.Candidates(ctx, q)
		if err != nil {
			t.Fatalf("page %d: %v", pages, err)
		}
		for _, cand := range page.Candidates {
			if seen[cand.ExternalID] {
				t.Fatalf("candidate %s twice", cand.ExternalID)
			}
			seen[cand.ExternalID] = true
			if cand.Resume == nil || cand.Resume.Filename == "" || cand.Email == "" || cand.Stage != "New applicant" || cand.Source != "Posting" {
				t.Fatalf("got candidate %+v, want a resume, an email, stage name and source", cand)
			}
			rc, err := c.Resume(ctx, cand)
			if err != nil {
				t.Fatalf("resume of %s: %v", cand.Name, err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			if !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Fatalf("resume of %s: got %q…, want a PDF", cand.Name, b[:min(len(b), 10)])
			}
		}
		if pages == 1 {
			// An hour passes mid-run: every access token dies.
			f.Lever.ExpireAccessTokens()
		}
		if page.Next == "" {
			if pages != 2 {
				t.Errorf("got %d pages, want 2 (100 + 20)", pages)
			}
			break
		}
		q.Cursor = page.Next
	}
	if len(seen) != 120 {
		t.Fatalf("got %d candidates, want 120", len(seen))
	}
	st := f.Lever.Stats()
	if len(st.Downloads) != 120 {
		t.Errorf("got %d resumes downloaded, want 120", len(st.Downloads))
	}
	for id, n := range st.Downloads {
		if n != 1 {
			t.Errorf("resume %s downloaded %d times, want once", id, n)
		}
	}
	if st.Refreshes != 1 || len(store.toks) != 1 {
		t.Fatalf("got %d refreshes and %d tokens stored, want 1 and 1", st.Refreshes, len(store.toks))
	}
	if got := store.last(); got.RefreshToken == tok.RefreshToken || got != c.Token() {
		t.Errorf("stored %+v, want the rotated token the client holds", got)
	}
	// The refresh token spent is dead: a client still holding it is refused.
	stale := lever.New(cfg, lever.Token{RefreshToken: tok.RefreshToken})
	if _, err := stale.Jobs(ctx); !errors.Is(err, integrations.ErrUnauthorized) {
		t.Errorf("old refresh token: got %v, want ErrUnauthorized", err)
	}
}

func TestRefresh_ConcurrentCallsSpendTheRefreshTokenOnce(t *testing.T) {
	f := fakeproviders.Start(t)
	f.Lever.SetRate(1000, 1000)
	cfg, tok := connect(t, f, func(c *lever.Config) { c.RatePerSecond, c.Burst = 1000, 100 })
	var store saved
	c := lever.New(cfg, tok)
	c.Save = store.save
	f.Lever.ExpireAccessTokens()
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Go(func() {
			if _, err := c.Stages(context.Background(), ""); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("stages: %v", err)
	}
	if st := f.Lever.Stats(); st.Refreshes != 1 || st.RefusedRefreshes != 0 {
		t.Errorf("got %d refreshes and %d refused, want 1 and 0", st.Refreshes, st.RefusedRefreshes)
	}
	if len(store.toks) != 1 {
		t.Errorf("got %d tokens stored, want 1", len(store.toks))
	}
}

func TestRefresh_BeforeExpiryAndAdoptingAStoredToken(t *testing.T) {
	f := fakeproviders.Start(t)
	now := time.Now()
	cfg, tok := connect(t, f, func(c *lever.Config) { c.Now = func() time.Time { return now } })
	var store saved
	a := lever.New(cfg, tok)
	a.Save = store.save
	now = now.Add(time.Hour) // the client sees its token expired and refreshes first
	if _, err := a.Jobs(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := f.Lever.Stats(); st.Refreshes != 1 || st.Unauthorized != 0 {
		t.Fatalf("got %d refreshes and %d 401s, want 1 and 0", st.Refreshes, st.Unauthorized)
	}
	// Another process's client still holds the first token: it adopts the
	// stored one instead of spending the dead refresh token.
	b := lever.New(cfg, tok)
	b.Load = func(context.Context) (lever.Token, error) { return store.last(), nil }
	if _, err := b.Jobs(context.Background()); err != nil {
		t.Fatalf("second client: %v", err)
	}
	if st := f.Lever.Stats(); st.RefusedRefreshes != 0 {
		t.Errorf("got %d refused refreshes, want 0", st.RefusedRefreshes)
	}
}

func TestRevoked_IsUnauthorized(t *testing.T) {
	f := fakeproviders.Start(t)
	cfg, tok := connect(t, f, nil)
	c := lever.New(cfg, tok)
	f.Lever.Revoke()
	if _, err := c.Jobs(context.Background()); !errors.Is(err, integrations.ErrUnauthorized) {
		t.Fatalf("got %v, want ErrUnauthorized", err)
	}
}

func TestRateLimit_StaysUnderLeversBucket(t *testing.T) {
	f := fakeproviders.Start(t) // 10 requests/s, bursts of 20
	cfg, tok := connect(t, f, nil)
	c := lever.New(cfg, tok)
	for i := range 32 {
		if _, err := c.Sources(context.Background()); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	if st := f.Lever.Stats(); st.Throttled != 0 {
		t.Errorf("got %d calls answered 429, want 0", st.Throttled)
	}
}

func TestRateLimit_429WaitsAsRetryAfterSays(t *testing.T) {
	f := fakeproviders.Start(t)
	cfg, tok := connect(t, f, nil)
	c := lever.New(cfg, tok)
	f.Lever.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 1, RetryAfter: "1"}})
	start := time.Now()
	if _, err := c.Jobs(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := f.Lever.Stats(); st.Throttled != 1 {
		t.Errorf("got %d throttled, want 1", st.Throttled)
	}
	if d := time.Since(start); d < time.Second {
		t.Errorf("retried after %v, want at least the 1 s Retry-After asked", d)
	}
}

func TestListings(t *testing.T) {
	f := fakeproviders.Start(t)
	p := f.Lever.AddPosting("Backend Engineer", "")
	f.Lever.AddPosting("Old role", "closed")
	stages := f.Lever.Stages()
	f.Lever.AddCandidates(p,
		fakeproviders.LeverCandidate{Name: "Ana", Source: "Referral", Stage: stages[2]},
		fakeproviders.LeverCandidate{Name: "Bo", Source: "LinkedIn", Stage: stages[2]},
		fakeproviders.LeverCandidate{Name: "Cy", Source: "Referral", Stage: stages[0]},
		fakeproviders.LeverCandidate{Name: "Di", Source: "Referral", Stage: stages[2], Archived: true},
		fakeproviders.LeverCandidate{Name: "Ed", Source: "Referral", Stage: stages[2], NoResume: true})
	cfg, tok := connect(t, f, nil)
	c := lever.New(cfg, tok)
	ctx := context.Background()
	jobs, err := c.Jobs(ctx)
	if err != nil || len(jobs) != 2 || jobs[0].Name != "Backend Engineer" || jobs[1].Status != "closed" {
		t.Fatalf("jobs: got %+v, %v", jobs, err)
	}
	ss, err := c.Stages(ctx, p)
	if err != nil || len(ss) != 6 || ss[2].Name != "Recruiter Screen" {
		t.Fatalf("stages: got %+v, %v", ss, err)
	}
	src, err := c.Sources(ctx)
	if err != nil || len(src) != 2 || src[0] != (integrations.Origin{ID: "LinkedIn", Name: "LinkedIn"}) {
		t.Fatalf("sources: got %+v, %v (want text as id)", src, err)
	}
	page, err := c.Candidates(ctx, integrations.Query{JobID: p, Stages: []string{stages[2]}, Sources: []string{"Referral"}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, cand := range page.Candidates {
		names = append(names, cand.Name)
	}
	if len(names) != 2 || names[0] != "Ana" || names[1] != "Ed" {
		t.Fatalf("got %v, want Ana and Ed (active, Recruiter Screen, Referral)", names)
	}
	if page.Candidates[1].Resume != nil {
		t.Errorf("Ed has no resume: got %+v", page.Candidates[1].Resume)
	}
	if _, err := c.Resume(ctx, page.Candidates[1]); !errors.Is(err, integrations.ErrNoResume) {
		t.Errorf("Ed's resume: got %v, want ErrNoResume", err)
	}
}

func TestExchange_RefusedGrants(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	cfg := &lever.Config{ClientID: fakeproviders.LeverClientID, ClientSecret: fakeproviders.LeverClientSecret,
		AuthURL: e.LeverAuthURL, APIURL: e.LeverAPIURL, RedirectURI: "http://hirekit.test/cb"}
	exchange := func() error {
		back := fakeproviders.Authorize(t, cfg.AuthCodeURL("s"))
		if back.Get("error") != "" {
			return errors.New(back.Get("error"))
		}
		_, err := cfg.Exchange(context.Background(), back.Get("code"))
		return err
	}
	t.Run("ErrScopeNotAccepted", func(t *testing.T) {
		f.Lever.SetKnobs(fakeproviders.Knobs{Scopes: []string{"offline_access", "postings:read:admin"}})
		if err := exchange(); !errors.Is(err, lever.ErrScopeNotAccepted) {
			t.Errorf("got %v, want ErrScopeNotAccepted", err)
		}
	})
	t.Run("ErrNoRefreshToken", func(t *testing.T) {
		f.Lever.SetKnobs(fakeproviders.Knobs{NoRefreshToken: true})
		if err := exchange(); !errors.Is(err, lever.ErrNoRefreshToken) {
			t.Errorf("got %v, want ErrNoRefreshToken", err)
		}
	})
	t.Run("AudienceWithoutTrailingSlash", func(t *testing.T) {
		f.Lever.SetKnobs(fakeproviders.Knobs{})
		bad := *cfg
		bad.APIURL = e.LeverAPIURL + "x"
		back := fakeproviders.Authorize(t, bad.AuthCodeURL("s"))
		if back.Get("error") != "access_denied" {
			t.Errorf("got %v, want access_denied", back)
		}
	})
}
