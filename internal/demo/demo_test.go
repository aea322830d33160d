package demo_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/demo"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDemoTellsSixMonths checks the demo is a past a person believes:
// candidates arrive over months, moves follow them days later, closed jobs
// made their hires, and nothing is stamped in the future.
func TestDemoTellsSixMonths(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		if err := demo.Load(context.Background(), demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers, Hub: a.Hub, Screening: a.Screening}, io.Discard); err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		var span struct {
			First time.Time `bun:"first"`
			Last  time.Time `bun:"last"`
		}
		if err := db.Read.NewRaw("SELECT min(created_at) AS first, max(created_at) AS last FROM candidate_applications").Scan(ctx, &span); err != nil {
			t.Fatal(err)
		}
		if days := span.Last.Sub(span.First).Hours() / 24; days < 150 {
			t.Errorf("applications arrive over %.0f days, want about six months", days)
		}
		var future, months, hiresInClosed int
		now := time.Now().UTC()
		db.Read.NewRaw("SELECT count(*) FROM application_moves WHERE created_at > ?", now).Scan(ctx, &future)
		if future != 0 {
			t.Errorf("%d moves stamped in the future", future)
		}
		var created []time.Time
		if err := db.Read.NewRaw("SELECT created_at FROM candidate_applications").Scan(ctx, &created); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, c := range created {
			seen[c.Format("2006-01")] = true
		}
		months = len(seen)
		if months < 6 {
			t.Errorf("applications in %d months, want at least 6", months)
		}
		if err := db.Read.NewRaw(`SELECT count(DISTINCT r.id) FROM requisitions r JOIN candidate_applications a ON a.requisition_id = r.id
			WHERE r.state = 'archived' AND a.state = 'joined'`).Scan(ctx, &hiresInClosed); err != nil {
			t.Fatal(err)
		}
		if hiresInClosed < 2 {
			t.Errorf("%d archived jobs with a hire, want a few", hiresInClosed)
		}
		var iv struct {
			Past      int `bun:"past"`
			Upcoming  int `bun:"upcoming"`
			Cards     int `bun:"cards"`
			Cancelled int `bun:"cancelled"`
		}
		if err := db.Read.NewRaw(`SELECT (SELECT count(*) FROM interviews WHERE ends_at < ? AND state = 'completed') AS past,
			(SELECT count(*) FROM interviews WHERE starts_at > ? AND state = 'scheduled') AS upcoming,
			(SELECT count(*) FROM scorecards) AS cards, (SELECT count(*) FROM interviews WHERE state = 'cancelled') AS cancelled`, now, now).Scan(ctx, &iv); err != nil {
			t.Fatal(err)
		}
		if iv.Past < 3 || iv.Upcoming < 3 || iv.Cards < iv.Past || iv.Cancelled != 1 {
			t.Errorf("demo interviews: %+v, want past ones with scorecards, upcoming ones and a cancelled one", iv)
		}
		var links []string
		if err := db.Read.NewRaw("SELECT state FROM self_schedule_links ORDER BY id").Scan(ctx, &links); err != nil {
			t.Fatal(err)
		}
		var linked int
		db.Read.NewRaw("SELECT count(*) FROM interviews i JOIN self_schedule_links l ON l.interview_id = i.id WHERE i.starts_at > ?", now).Scan(ctx, &linked)
		if len(links) != 2 || links[0] != "booked" || links[1] != "sent" || linked != 1 {
			t.Errorf("self-scheduling links %v with %d upcoming interview, want one booked (with it) and one sent", links, linked)
		}
		var before, after int
		db.Read.NewRaw("SELECT count(*) FROM interviews").Scan(ctx, &before)
		if err := demo.Load(ctx, demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers, Hub: a.Hub, Screening: a.Screening}, io.Discard); err != nil {
			t.Fatal(err)
		}
		db.Read.NewRaw("SELECT count(*) FROM interviews").Scan(ctx, &after)
		if after != before {
			t.Errorf("loading again made %d interviews more", after-before)
		}
		// Three of its live jobs on the talenthub board, once, the Go role
		// asking for Go proved by an assessment.
		var board []struct {
			Designation  string `bun:"designation"`
			Requirements string `bun:"requirements"`
		}
		if err := db.Read.NewRaw("SELECT designation, requirements FROM hub_board_jobs WHERE status = 'open' ORDER BY id").Scan(ctx, &board); err != nil {
			t.Fatal(err)
		}
		if len(board) != 3 || !strings.Contains(board[0].Requirements, `"go"`) {
			t.Errorf("board jobs %+v, want the three demo jobs with Go first", board)
		}
		// The screening batch of generated resumes, PDFs and Word files,
		// once: loading again added none.
		var pdfs, docxs int
		db.Read.NewRaw("SELECT count(*) FROM screening_resumes WHERE filename LIKE '%.pdf'").Scan(ctx, &pdfs)
		db.Read.NewRaw("SELECT count(*) FROM screening_resumes WHERE filename LIKE '%.docx'").Scan(ctx, &docxs)
		if pdfs != 8 || docxs != 4 {
			t.Errorf("screening resumes: %d PDFs and %d Word files, want 8 and 4", pdfs, docxs)
		}
		// The default templates, once: loading again adds none back.
		var templates int
		db.Read.NewRaw("SELECT count(*) FROM text_templates t JOIN companies c ON c.id = t.company_id WHERE c.slug = ?", demo.Slug).Scan(ctx, &templates)
		if templates != len(recruit.DefaultTemplates) {
			t.Errorf("the demo has %d templates, want the %d defaults", templates, len(recruit.DefaultTemplates))
		}
		var slowMoves int
		if err := db.Read.NewRaw(`SELECT count(*) FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id
			WHERE m.from_state <> '' AND m.created_at > a.created_at + interval '1 hour'`).Scan(ctx, &slowMoves); err != nil && db.Engine == sqldb.Postgres {
			t.Fatal(err)
		}
		if db.Engine == sqldb.Postgres && slowMoves == 0 {
			t.Error("every move happened within an hour of the application")
		}
	})
}

// TestDemoCareersPage: the demo company has a branded careers page with a
// logo, pictures and live jobs in several departments, and loading the
// demo again adds nothing.
func TestDemoCareersPage(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		svc := demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers, Hub: a.Hub, Screening: a.Screening}
		ctx := context.Background()
		if err := demo.Load(ctx, svc, io.Discard); err != nil {
			t.Fatal(err)
		}
		c, jobs, err := a.Careers.Landing(ctx, demo.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Configured || c.LogoKey == "" || c.Settings.Hero.Heading == "" || len(c.Settings.Values) == 0 || len(c.Settings.Benefits) != 6 ||
			len(c.Settings.Carousels) == 0 || len(c.Settings.LifeAt.Images) == 0 || c.Settings.PrivacyPolicyURL == "" {
			t.Errorf("the demo careers page is not fully branded: %+v", c)
		}
		departments := map[string]bool{}
		for _, j := range jobs {
			if j.Department != nil {
				departments[*j.Department] = true
			}
		}
		if len(jobs) < 8 || len(departments) < 5 {
			t.Errorf("%d live jobs in %d departments, want several of each", len(jobs), len(departments))
		}
		var before, files int
		db.Read.NewRaw("SELECT count(*) FROM requisitions").Scan(ctx, &before)
		keys, _ := apptest.BlobKeys(a.Config.BlobURL)
		files = len(keys)
		if err := demo.Load(ctx, svc, io.Discard); err != nil {
			t.Fatal(err)
		}
		var after int
		db.Read.NewRaw("SELECT count(*) FROM requisitions").Scan(ctx, &after)
		keys, _ = apptest.BlobKeys(a.Config.BlobURL)
		if after != before || len(keys) != files {
			t.Errorf("loading again: %d jobs (was %d), %d files (was %d)", after, before, len(keys), files)
		}
	})
}
