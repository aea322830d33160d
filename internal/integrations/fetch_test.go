package integrations_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/integrations"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// fakeATS is a provider at the interface level: candidates in pages of
// pageSize, a cursor that is the next index, pages that fail once, and
// counters of what was downloaded.
type fakeATS struct {
	mu           sync.Mutex
	candidates   []integrations.Candidate
	pageSize     int
	failOnce     map[string]bool // cursor → fail the first read of that page
	unauthorized bool
	refuse       error
	// onDownload runs before each download (a test stops a run there).
	onDownload func(n int)
	downloads  map[string]int
	resume     []byte
}

func newFakeATS(n, pageSize int) *fakeATS {
	f := &fakeATS{pageSize: pageSize, failOnce: map[string]bool{}, downloads: map[string]int{}, resume: fixture.ResumePDF(fixture.SamplePerson())}
	for i := range n {
		f.candidates = append(f.candidates, integrations.Candidate{ExternalID: fmt.Sprintf("gh-%d", i), Name: fmt.Sprintf("Candidate %d", i),
			Resume: &integrations.ResumeRef{Filename: fmt.Sprintf("cand-%03d.pdf", i), Ref: strconv.Itoa(i)}})
	}
	return f
}

func (f *fakeATS) Jobs(context.Context) ([]integrations.Job, error) {
	return []integrations.Job{{ID: "42", Name: "Platform Engineer", Status: "open"}}, nil
}

func (f *fakeATS) Stages(context.Context, string) ([]integrations.Stage, error) {
	return []integrations.Stage{{ID: "1", Name: "Application Review"}}, nil
}

func (f *fakeATS) Sources(context.Context) ([]integrations.Origin, error) {
	return []integrations.Origin{{ID: "7", Name: "Referral"}}, nil
}

func (f *fakeATS) Candidates(_ context.Context, q integrations.Query) (*integrations.Page, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.unauthorized {
		return nil, fmt.Errorf("greenhouse: 401: %w", integrations.ErrUnauthorized)
	}
	if f.refuse != nil {
		return nil, f.refuse
	}
	if f.failOnce[q.Cursor] {
		delete(f.failOnce, q.Cursor)
		return nil, errors.New("greenhouse: 503 Service Unavailable")
	}
	start := 0
	if q.Cursor != "" {
		start, _ = strconv.Atoi(q.Cursor)
	}
	end := min(start+f.pageSize, len(f.candidates))
	p := &integrations.Page{Candidates: append([]integrations.Candidate(nil), f.candidates[start:end]...)}
	if end < len(f.candidates) {
		p.Next = strconv.Itoa(end)
	}
	return p, nil
}

func (f *fakeATS) Resume(_ context.Context, c integrations.Candidate) (io.ReadCloser, error) {
	f.mu.Lock()
	f.downloads[c.ExternalID]++
	n := 0
	for _, d := range f.downloads {
		n += d
	}
	hook := f.onDownload
	f.mu.Unlock()
	if hook != nil {
		hook(n)
	}
	return io.NopCloser(bytes.NewReader(f.resume)), nil
}

func (f *fakeATS) downloaded() (total int, most int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, d := range f.downloads {
		total += d
		most = max(most, d)
	}
	return total, most
}

// heldFetches records fetch jobs and never runs them: the tests run each
// fetch themselves, as the queue would, and can stop and restart it.
type heldFetches struct {
	mu   sync.Mutex
	jobs []integrations.FetchArgs
}

func (q *heldFetches) Insert(_ context.Context, args river.JobArgs, _ *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.jobs = append(q.jobs, args.(integrations.FetchArgs))
	return &rivertype.JobInsertResult{}, nil
}

func (q *heldFetches) count() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.jobs)
}

// parses counts the parser's calls by file name.
type parses struct {
	mu sync.Mutex
	n  map[string]int
}

func (p *parses) parse(_ context.Context, _ []byte, filename string) resume.Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n[filename]++
	return resume.Result{Name: strings.TrimSuffix(filename, ".pdf"), Tags: []string{resume.TagNone}, Score: 0, Text: "resume " + filename}
}

func (p *parses) each() (files, most int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, n := range p.n {
		most = max(most, n)
	}
	return len(p.n), most
}

// fixedProvider opens the same client whatever the credential.
type fixedProvider struct{ c integrations.Client }

func (p fixedProvider) Open([]byte, integrations.Store) integrations.Client { return p.c }

// fetchEnv is an app whose screening parses run on the real queue, and an
// integrations service whose Greenhouse is fake and whose fetch jobs are
// held.
type fetchEnv struct {
	a       *app.App
	svc     *integrations.Service
	held    *heldFetches
	fake    *fakeATS
	parses  *parses
	company int64
	admin   context.Context
	jobs    *apptest.Jobs
}

func newFetchEnv(t *testing.T, db *sqldb.DB, fake *fakeATS, credits int) *fetchEnv {
	t.Helper()
	p := &parses{n: map[string]int{}}
	a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: p.parse})
	tm := apptest.MustTeam(t, a, "fetch")
	e := &fetchEnv{a: a, fake: fake, parses: p, company: tm.Company.ID, admin: tm.Ctx(t, recruit.RoleAdmin), held: &heldFetches{},
		jobs: apptest.WatchJobs(t, a.Queue)}
	ctx := context.Background()
	if _, err := a.Billing.Balance(ctx, e.company); err != nil { // the trial grant
		t.Fatal(err)
	}
	if credits > 50 {
		if _, err := a.Billing.Grant(ctx, e.company, credits-50, "", "test"); err != nil {
			t.Fatal(err)
		}
	}
	svc := integrations.Service{DB: a.Integrations.DB, Connections: a.Integrations.Connections, Screening: a.Integrations.Screening,
		RunBudget: a.Integrations.RunBudget, Log: a.Integrations.Log, Queue: e.held}
	svc.Providers = map[string]integrations.Provider{}
	for name, p := range a.Integrations.Providers {
		svc.Providers[name] = p
	}
	svc.Providers[integrations.Greenhouse] = fixedProvider{fake}
	e.svc = &svc
	if err := svc.Connections.Save(ctx, integrations.Connection{CompanyID: e.company, Provider: integrations.Greenhouse, Secret: []byte("harvest-key")}); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *fetchEnv) start(t *testing.T) *integrations.Fetch {
	t.Helper()
	f, err := e.svc.StartFetch(e.admin, integrations.FetchInput{Provider: integrations.Greenhouse, JobID: "42", Stages: []string{"1"}})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (e *fetchEnv) system() context.Context {
	ctx, cancel := context.WithTimeout(recruit.WithActor(context.Background(), recruit.SystemActor(e.company)), 2*time.Minute)
	_ = cancel // ends with the test process; each run is bounded by the timeout
	return ctx
}

// runAll runs the fetch the way the queue would: again after each error
// and each hand-over, until it ends.
func (e *fetchEnv) runAll(t *testing.T, id int64) {
	t.Helper()
	for range 50 {
		_ = e.svc.RunFetch(e.system(), id)
		if f := e.fetch(t, id); f.State == integrations.FetchDone || f.State == integrations.FetchFailed {
			return
		}
	}
	t.Fatalf("fetch %d did not end in 50 runs", id)
}

func (e *fetchEnv) fetch(t *testing.T, id int64) integrations.Fetch {
	t.Helper()
	fs, err := e.svc.Fetches(e.admin)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		if f.ID == id {
			return f
		}
	}
	t.Fatalf("fetch %d not listed", id)
	return integrations.Fetch{}
}

func (e *fetchEnv) wantCredits(t *testing.T, used int) {
	t.Helper()
	c, err := e.a.Billing.Balance(context.Background(), e.company)
	if err != nil {
		t.Fatal(err)
	}
	if c.Used != used || c.Reserved != 0 {
		t.Errorf("credits used %d, reserved %d; want %d and 0", c.Used, c.Reserved, used)
	}
}

func (e *fetchEnv) screened(t *testing.T) (total int, providers string) {
	t.Helper()
	var rows []struct {
		Provider string `bun:"ats_provider"`
		N        int    `bun:"n"`
	}
	if err := e.a.DB.Read.NewRaw("SELECT ats_provider, count(*) AS n FROM screening_resumes WHERE company_id = ? GROUP BY ats_provider",
		e.company).Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range rows {
		total += r.N
		names = append(names, r.Provider)
	}
	return total, strings.Join(names, ",")
}

func wantProgress(t *testing.T, f integrations.Fetch, state string, seen, added, skipped, failed int) {
	t.Helper()
	if f.State != state || f.Seen != seen || f.Added != added || f.Skipped != skipped || f.Failed != failed {
		t.Errorf("fetch %d: %s seen %d added %d skipped %d failed %d (%q); want %s %d %d %d %d", f.ID, f.State, f.Seen, f.Added, f.Skipped,
			f.Failed, f.Error, state, seen, added, skipped, failed)
	}
}

// TestFetchBringsEachCandidateOnce fetches 300 candidates over 8 pages,
// one of which fails once on the way: every resume is stored, parsed
// and charged once; the same fetch again brings nothing and charges
// nothing.
func TestFetchBringsEachCandidateOnce(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(300, 40)
		fake.failOnce["120"] = true
		e := newFetchEnv(t, db, fake, 1000)
		f := e.start(t)
		if f.State != integrations.FetchQueued || e.held.count() != 1 {
			t.Fatalf("started: %s with %d jobs queued, want queued with 1", f.State, e.held.count())
		}

		// The page at 120 fails: the run stops there, its cursor saved.
		if err := e.svc.RunFetch(e.system(), f.ID); err == nil {
			t.Fatal("the run went through a failing page")
		}
		got := e.fetch(t, f.ID)
		wantProgress(t, got, integrations.FetchRunning, 120, 120, 0, 0)
		if got.Cursor != "120" {
			t.Errorf("cursor %q, want 120", got.Cursor)
		}
		// The queue runs it again: it goes on from the page it was on.
		if err := e.svc.RunFetch(e.system(), f.ID); err != nil {
			t.Fatal(err)
		}
		got = e.fetch(t, f.ID)
		wantProgress(t, got, integrations.FetchDone, 300, 300, 0, 0)
		if got.FinishedAt == nil || got.ATSJobName != "Platform Engineer" {
			t.Errorf("finished at %v, job name %q", got.FinishedAt, got.ATSJobName)
		}
		e.jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 300)
		if total, most := fake.downloaded(); total != 300 || most != 1 {
			t.Errorf("downloads: %d, at most %d of one; want 300, 1", total, most)
		}
		if files, most := e.parses.each(); files != 300 || most != 1 {
			t.Errorf("parsed %d files, one at most %d times; want 300 once each", files, most)
		}
		e.wantCredits(t, 300)
		if n, providers := e.screened(t); n != 300 || providers != "greenhouse" {
			t.Errorf("screening holds %d candidates from %q, want 300 from greenhouse", n, providers)
		}
		jobs, err := e.a.Screening.Jobs(e.admin, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(jobs) != 1 || jobs[0].Title != "Platform Engineer" || jobs[0].ATSProvider != "greenhouse" || jobs[0].TotalCandidates != 300 {
			t.Errorf("screening jobs: %+v, want Platform Engineer from greenhouse with 300", jobs)
		}

		t.Run("TheSameFetchAgainChargesNothing", func(t *testing.T) {
			again := e.start(t)
			e.runAll(t, again.ID)
			wantProgress(t, e.fetch(t, again.ID), integrations.FetchDone, 300, 0, 300, 0)
			if total, _ := fake.downloaded(); total != 300 {
				t.Errorf("downloads: %d, want still 300", total)
			}
			e.wantCredits(t, 300)
			if n, _ := e.screened(t); n != 300 {
				t.Errorf("screening holds %d candidates, want 300", n)
			}
		})
	})
}

// TestConcurrentFetchesChargeOnce runs two fetches of the same job at
// once: between them each candidate is brought in once.
func TestConcurrentFetchesChargeOnce(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(120, 30)
		e := newFetchEnv(t, db, fake, 500)
		one, two := e.start(t), e.start(t)
		var wg sync.WaitGroup
		for _, id := range []int64{one.ID, two.ID} {
			wg.Go(func() {
				for range 20 {
					if err := e.svc.RunFetch(e.system(), id); err == nil {
						return
					}
				}
			})
		}
		wg.Wait()
		a, b := e.fetch(t, one.ID), e.fetch(t, two.ID)
		if a.State != integrations.FetchDone || b.State != integrations.FetchDone || a.Added+b.Added != 120 || a.Skipped+b.Skipped != 120 {
			t.Errorf("fetches: %+v and %+v; want both done, 120 added and 120 skipped between them", a, b)
		}
		e.jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 120)
		if files, most := e.parses.each(); files != 120 || most != 1 {
			t.Errorf("parsed %d files, one at most %d times; want 120 once each", files, most)
		}
		e.wantCredits(t, 120)
		if n, _ := e.screened(t); n != 120 {
			t.Errorf("screening holds %d candidates, want 120", n)
		}
	})
}

// TestFetchRestartsFromItsCursor stops a run in the middle of a page (a
// crash, a deploy) and hands over between runs: the next run starts at
// the saved page and the counters stay exact.
func TestFetchRestartsFromItsCursor(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(100, 25)
		e := newFetchEnv(t, db, fake, 500)
		f := e.start(t)
		ctx, stop := context.WithCancel(e.system())
		fake.onDownload = func(n int) {
			if n == 60 { // the 10th candidate of the third page
				stop()
			}
		}
		if err := e.svc.RunFetch(ctx, f.ID); err == nil {
			t.Fatal("the stopped run reported success")
		}
		fake.onDownload = nil
		got := e.fetch(t, f.ID)
		wantProgress(t, got, integrations.FetchRunning, 50, 50, 0, 0)
		if got.Cursor != "50" {
			t.Fatalf("cursor %q, want 50", got.Cursor)
		}
		// From here each run does one page and queues the next.
		e.svc.RunBudget = time.Nanosecond
		queued := e.held.count()
		e.runAll(t, f.ID)
		wantProgress(t, e.fetch(t, f.ID), integrations.FetchDone, 100, 100, 0, 0)
		if n := e.held.count() - queued; n != 1 {
			t.Errorf("runs queued: %d, want 1 (after the third page; the fourth is the last)", n)
		}
		e.jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 100)
		if files, most := e.parses.each(); files != 100 || most != 1 {
			t.Errorf("parsed %d files, one at most %d times; want 100 once each", files, most)
		}
		e.wantCredits(t, 100)
	})
}

// TestFetchStopsWhenCreditsRunOut fetches 80 candidates with the 50
// trial credits.
func TestFetchStopsWhenCreditsRunOut(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(80, 20)
		e := newFetchEnv(t, db, fake, 50)
		f := e.start(t)
		e.runAll(t, f.ID)
		got := e.fetch(t, f.ID)
		wantProgress(t, got, integrations.FetchFailed, 50, 50, 0, 0)
		if !strings.HasPrefix(got.Error, "Not enough credits: 50 candidates were brought in") {
			t.Errorf("error %q, want the not-enough-credits text", got.Error)
		}
		e.jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 50)
		e.wantCredits(t, 50)
		if n, _ := e.screened(t); n != 50 {
			t.Errorf("screening holds %d candidates, want 50", n)
		}
	})
}

// TestFetchRefusedCredentials: the provider refuses the key; the
// connection is marked errored and the fetch fails with the reason.
func TestFetchRefusedCredentials(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(10, 5)
		fake.unauthorized = true
		e := newFetchEnv(t, db, fake, 50)
		f := e.start(t)
		e.runAll(t, f.ID)
		got := e.fetch(t, f.ID)
		if got.State != integrations.FetchFailed || !strings.Contains(got.Error, "Greenhouse refused the saved API key") {
			t.Errorf("fetch: %s %q, want failed for refused credentials", got.State, got.Error)
		}
		c, err := e.svc.Connections.Load(context.Background(), e.company, integrations.Greenhouse)
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != integrations.StatusErrored {
			t.Errorf("connection %s, want errored", c.Status)
		}
		if _, err := e.svc.StartFetch(e.admin, integrations.FetchInput{Provider: integrations.Greenhouse, JobID: "42"}); !strings.Contains(recruit.ErrorMessage(err), "connect Greenhouse again") {
			t.Errorf("a fetch on the errored connection: %v, want to connect again", err)
		}
		e.wantCredits(t, 0)
	})
}

// TestStartFetchChecks makes the request's checks.
func TestStartFetchChecks(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		e := newFetchEnv(t, db, newFakeATS(1, 1), 50)
		for _, tc := range []struct {
			name string
			in   integrations.FetchInput
			want string
		}{
			{"ErrNoJob", integrations.FetchInput{Provider: integrations.Greenhouse, JobID: "  "}, "Please select a job!"},
			{"ErrBadProvider", integrations.FetchInput{Provider: "workday", JobID: "42"}, "Please choose an ATS: greenhouse, lever or hirekit_ats"},
			{"ErrNotConnected", integrations.FetchInput{Provider: integrations.Lever, JobID: "42"}, "Lever is not offered on this Hirekit"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := e.svc.StartFetch(e.admin, tc.in)
				if recruit.ErrorMessage(err) != tc.want {
					t.Errorf("got %v, want %q", err, tc.want)
				}
			})
		}
		if e.held.count() != 0 {
			t.Errorf("%d jobs queued by refused requests", e.held.count())
		}
	})
}

// TestFetchWorkerEndsARefusedFetch runs a fetch through the real queue
// whose provider refuses the job: the fetch ends failed with the reason
// instead of staying running.
func TestFetchWorkerEndsARefusedFetch(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		fake := newFakeATS(10, 5)
		fake.refuse = recruit.Errorf(recruit.ENOTFOUND, "That job is closed to the API key")
		e := newFetchEnv(t, db, fake, 50)
		e.a.Integrations.Providers[integrations.Greenhouse] = e.svc.Providers[integrations.Greenhouse]
		f, err := e.a.Integrations.StartFetch(e.admin, integrations.FetchInput{Provider: integrations.Greenhouse, JobID: "42"})
		if err != nil {
			t.Fatal(err)
		}
		e.jobs.Wait(t, integrations.FetchArgs{}.Kind(), 1)
		got := e.fetch(t, f.ID)
		if got.State != integrations.FetchFailed || got.Error != "That job is closed to the API key" {
			t.Errorf("fetch: %s %q, want failed with the provider's reason", got.State, got.Error)
		}
	})
}
