package hirekitats_test

import (
	"context"
	"io"
	"strconv"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/demo"
	"hirekit/internal/integrations"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// TestFetchFromHirekitATS screens the demo company's own applicants: the
// job with the most resumes is fetched through the real queue, first one
// stage, then all of it, and each applicant's resume is parsed and charged
// once, filed under the job's title as hirekit_ats.
func TestFetchFromHirekitATS(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		if err := demo.Load(ctx, demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers}, io.Discard); err != nil {
			t.Fatal(err)
		}
		var company int64
		if err := db.Read.NewRaw("SELECT id FROM companies WHERE slug = ?", demo.Slug).Scan(ctx, &company); err != nil {
			t.Fatal(err)
		}
		admin := apptest.ActorCtx(t, a, apptest.MustLogin(t, a, "admin@demo.hirekit.test", "hirekit-demo"), company)
		if _, err := a.Billing.Grant(ctx, company, 1000, "", "test"); err != nil {
			t.Fatal(err)
		}
		var top struct {
			Job   int64  `bun:"requisition_id"`
			Title string `bun:"title"`
			N     int    `bun:"n"`
			State string `bun:"state"`
		}
		if err := db.Read.NewRaw(`SELECT a.requisition_id, r.title, count(*) AS n, min(a.state) AS state
			FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id
			WHERE a.company_id = ? AND a.resume_key <> '' GROUP BY a.requisition_id, r.title ORDER BY n DESC, a.requisition_id LIMIT 1`,
			company).Scan(ctx, &top); err != nil {
			t.Fatal(err)
		}
		if top.N < 3 {
			t.Fatalf("the demo's best job has %d resumes", top.N)
		}
		var inStage int
		if err := db.Read.NewRaw(`SELECT count(*) FROM candidate_applications WHERE company_id = ? AND requisition_id = ? AND resume_key <> '' AND state = ?`,
			company, top.Job, top.State).Scan(ctx, &inStage); err != nil {
			t.Fatal(err)
		}
		jobID := strconv.FormatInt(top.Job, 10)

		jobs, err := a.Integrations.Jobs(admin, integrations.HirekitATS)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, j := range jobs {
			found = found || (j.ID == jobID && j.Name == top.Title && j.Status != "")
		}
		if !found {
			t.Errorf("list-jobs %+v lacks job %s %q", jobs, jobID, top.Title)
		}
		stages, err := a.Integrations.Stages(admin, integrations.HirekitATS, jobID)
		if err != nil || len(stages) < 10 {
			t.Errorf("stages: %d, %v; want the pipeline", len(stages), err)
		}
		sources, err := a.Integrations.Sources(admin, integrations.HirekitATS)
		if err != nil || len(sources) == 0 {
			t.Errorf("sources: %d, %v", len(sources), err)
		}

		watch := apptest.WatchJobs(t, a.Queue)
		run := func(t *testing.T, stages []string, wantAdded, wantSkipped int, parses int) {
			t.Helper()
			f, err := a.Integrations.StartFetch(admin, integrations.FetchInput{Provider: integrations.HirekitATS, JobID: jobID, Stages: stages})
			if err != nil {
				t.Fatal(err)
			}
			watch.Wait(t, integrations.FetchArgs{}.Kind(), 1)
			watch.Wait(t, screening.ParseResumeArgs{}.Kind(), parses)
			fs, err := a.Integrations.Fetches(admin)
			if err != nil {
				t.Fatal(err)
			}
			got := fs[0]
			if got.ID != f.ID || got.State != integrations.FetchDone || got.Added != wantAdded || got.Skipped != wantSkipped || got.Failed != 0 {
				t.Errorf("fetch: %+v; want done, %d added, %d skipped", got, wantAdded, wantSkipped)
			}
		}
		t.Run("OneStage", func(t *testing.T) { run(t, []string{top.State}, inStage, 0, inStage) })
		// The whole job: those of the stage are skipped, the rest added.
		watch = apptest.WatchJobs(t, a.Queue)
		t.Run("AllStages", func(t *testing.T) { run(t, nil, top.N-inStage, inStage, top.N-inStage) })

		var rows []struct {
			Provider string `bun:"ats_provider"`
			Title    string `bun:"title"`
			Status   string `bun:"status"`
		}
		if err := db.Read.NewRaw(`SELECT r.ats_provider, j.title, r.status FROM screening_resumes r JOIN screening_jobs j ON j.id = r.job_id
			WHERE r.company_id = ?`, company).Scan(ctx, &rows); err != nil {
			t.Fatal(err)
		}
		if len(rows) != top.N {
			t.Errorf("screening holds %d candidates, want %d", len(rows), top.N)
		}
		for _, r := range rows {
			if r.Provider != integrations.HirekitATS || r.Title != top.Title || r.Status == screening.StatusProcessing {
				t.Errorf("screening candidate %+v, want a settled one from hirekit_ats under %q", r, top.Title)
				break
			}
		}
		c, err := a.Billing.Balance(ctx, company)
		if err != nil {
			t.Fatal(err)
		}
		var parsed int
		if err := db.Read.NewRaw("SELECT count(*) FROM screening_resumes WHERE company_id = ? AND status = 'parsed'", company).Scan(ctx, &parsed); err != nil {
			t.Fatal(err)
		}
		if c.Used != parsed || c.Reserved != 0 {
			t.Errorf("credits used %d reserved %d, want %d (one per parsed resume) and 0", c.Used, c.Reserved, parsed)
		}
	})
}
