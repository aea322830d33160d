package screening_test

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/app"
	"hirekit/internal/billing"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
)

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// heldQueue records jobs and never runs them: tests then run the parse
// themselves, as a retried or duplicated job would.
type heldQueue struct {
	mu   sync.Mutex
	jobs []screening.ParseResumeArgs
}

func (q *heldQueue) Insert(context.Context, river.JobArgs, *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	return &rivertype.JobInsertResult{}, nil
}

func (q *heldQueue) InsertMany(_ context.Context, params []river.InsertManyParams) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, p := range params {
		q.jobs = append(q.jobs, p.Args.(screening.ParseResumeArgs))
	}
	return nil
}

// heldService is the app's screening service whose jobs are held and
// whose parser reads results from a table by file name.
func heldService(a *app.App, results map[string]resume.Result) (*screening.Service, *heldQueue) {
	q := &heldQueue{}
	s := *a.Screening
	s.Queue = q
	s.Parse = func(ctx context.Context, data []byte, filename string) resume.Result {
		if r, ok := results[filename]; ok {
			return r
		}
		return resume.Result{Error: "Resume file is damaged or encrypted", Score: -1}
	}
	return &s, q
}

// spool turns bytes into an accepted upload.
func spool(t *testing.T, name string, data []byte) *intake.File {
	t.Helper()
	f, err := intake.Spool(intake.ScreeningResume, name, bytes.NewReader(data))
	if err != nil {
		t.Fatalf("spool %s: %v", name, err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// pdfs are n small real resumes named cv1.pdf … cvN.pdf.
func pdfs(t *testing.T, n int) []*intake.File {
	t.Helper()
	var out []*intake.File
	for i := 1; i <= n; i++ {
		p := fixture.SamplePerson()
		p.Name = fmt.Sprintf("Person Number%c", 'A'+rune(i%26))
		out = append(out, spool(t, fmt.Sprintf("cv%d.pdf", i), fixture.ResumePDF(p)))
	}
	return out
}

func system(ctx context.Context, companyID int64) context.Context {
	return recruit.WithActor(ctx, recruit.SystemActor(companyID))
}

func wantCredits(t *testing.T, l *billing.Ledger, companyID int64, used, reserved, pending int) {
	t.Helper()
	c, err := l.Balance(context.Background(), companyID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Used != used || c.Reserved != reserved || c.Pending() != pending {
		t.Errorf("credits used/reserved/pending = %d/%d/%d, want %d/%d/%d", c.Used, c.Reserved, c.Pending(), used, reserved, pending)
	}
}

func statusOf(t *testing.T, a *app.App, ctx context.Context, id int64) (status, reason string) {
	t.Helper()
	var row struct {
		Status string `bun:"status"`
		Error  string `bun:"error"`
	}
	if err := a.DB.Read.NewRaw("SELECT status, error FROM screening_resumes WHERE id = ?", id).Scan(ctx, &row); err != nil {
		t.Fatal(err)
	}
	return row.Status, row.Error
}
