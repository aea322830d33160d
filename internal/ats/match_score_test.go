package ats_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// TestMatchScoreRecomputed checks the score is computed after the parse,
// computed again when the job's requirements change, and that the list
// sorts and filters by it, on both engines.
func TestMatchScoreRecomputed(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		// The fake parser reads every file as an engineer's resume with
		// Go, PostgreSQL and Kubernetes.
		a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: func(context.Context, []byte, string) resume.Result {
			return resume.Result{Text: "Backend engineer 2019 – 2023. Go services on Kubernetes with PostgreSQL.", Tags: []string{},
				Experience: []resume.Experience{{Title: "Backend Engineer", StartYear: 2019, EndYear: 2023}}}
		}})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Backend Engineer (Go)")
		in.Description = "<ul><li>PostgreSQL</li><li>Kubernetes</li></ul>"
		job := apptest.MustCreateRequisition(t, admin, a, in)
		jobs := apptest.WatchJobs(t, a.Queue)
		withResume := addWithResume(t, a.ATS, admin, job, "cv@x.test")
		plain := apptest.MustAddApplication(t, admin, a, job, "No Resume", "plain@x.test")
		jobs.Wait(t, "match_application", 1)

		got, err := a.ATS.Application(admin, withResume.Slug)
		if err != nil {
			t.Fatal(err)
		}
		wantReasons := []string{"has 3 of 3 skills: Go, PostgreSQL, Kubernetes", "4 years against 2–5"}
		if got.MatchScore != int(recruit.MatchGood) || strings.Join(got.MatchReasons(), "|") != strings.Join(wantReasons, "|") {
			t.Errorf("after parse: score %d reasons %q, want Good %q", got.MatchScore, got.MatchReasons(), wantReasons)
		}

		// The job now asks for four more skills the resume lacks: 3 of 7
		// is Moderate, and the reasons say so.
		in.Questions[0].ID = job.Questions[0].ID // the same question, so the answer stands
		in.Description = "<ul><li>PostgreSQL</li><li>Kubernetes</li><li>Kafka</li><li>AWS</li><li>Terraform</li><li>Rust</li></ul>"
		if _, err := a.ATS.UpdateRequisition(admin, job.ID, in); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "match_requisition", 1)
		got, err = a.ATS.Application(admin, withResume.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.MatchScore != int(recruit.MatchModerate) || !strings.HasPrefix(got.MatchReasons()[0], "has 3 of 7 skills") {
			t.Errorf("after the job changed: score %d reasons %q, want Moderate with 3 of 7", got.MatchScore, got.MatchReasons())
		}

		// Sorted by match, the scored application comes first and the one
		// without a resume (-1) last; the filter keeps Moderate only.
		page, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Sort: "match", Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Rows) != 2 || page.Rows[0].Slug != withResume.Slug || page.Rows[1].MatchScore != int(recruit.MatchNone) {
			t.Errorf("sorted by match: %+v, want the scored one first and %s (-1) last", page.Rows, plain.Slug)
		}
		if len(page.Rows) > 0 && len(page.Rows[0].MatchReasons()) != 2 {
			t.Errorf("row reasons %q, want two", page.Rows[0].MatchReasons())
		}
		filtered, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Filter: ats.Filter{MatchScores: []int{int(recruit.MatchModerate)}}, Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil || filtered.Total != 1 || filtered.Rows[0].Slug != withResume.Slug {
			t.Errorf("match_scores [1]: %+v %v, want the one Moderate application", filtered, err)
		}

		// A recruiter's correction of the parsed skills scores it again:
		// the four missing skills added make it 7 of 7, Good; the
		// corrected total years win over the years counted from roles.
		skills := []string{"Go", "PostgreSQL", "Kubernetes", "Kafka", "AWS", "Terraform", "Rust"}
		years := 9
		if _, err := a.ATS.EditProfile(admin, withResume.Slug, ats.ProfileEdit{Skills: &skills, TotalYears: &years}); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "match_application", 2) // the parse's, then the edit's
		got, err = a.ATS.Application(admin, withResume.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.MatchScore != int(recruit.MatchGood) || !strings.HasPrefix(got.MatchReasons()[0], "has 7 of 7 skills") ||
			!strings.Contains(strings.Join(got.MatchReasons(), "|"), "9 years") {
			t.Errorf("after the recruiter's correction: score %d reasons %q, want Good with 7 of 7 and 9 years", got.MatchScore, got.MatchReasons())
		}

		// A change that cannot move a score (openings) queues nothing.
		before := countJobs(t, db, "match_requisition")
		in.Openings = 3
		if _, err := a.ATS.UpdateRequisition(admin, job.ID, in); err != nil {
			t.Fatal(err)
		}
		if n := countJobs(t, db, "match_requisition"); n != before {
			t.Errorf("openings changed: %d match jobs queued, want %d", n, before)
		}
	})
}

// TestMatchScoreTenants checks a company's system actor cannot score
// another company's job or application, and lists never mix companies.
func TestMatchScoreTenants(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: func(context.Context, []byte, string) resume.Result {
			return resume.Result{Text: "Go developer", Tags: []string{}}
		}})
		alpha, beta := apptest.MustTeam(t, a, "alpha"), apptest.MustTeam(t, a, "beta")
		admin := alpha.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Go Engineer"))
		jobs := apptest.WatchJobs(t, a.Queue)
		app := addWithResume(t, a.ATS, admin, job, "cv@x.test")
		jobs.Wait(t, "match_application", 1)

		betaSystem := recruit.WithActor(context.Background(), recruit.SystemActor(beta.Company.ID))
		if err := a.ATS.ScoreRequisition(betaSystem, job.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("beta scoring alpha's job: %v, want not found", err)
		}
		if err := a.ATS.ScoreApplication(betaSystem, app.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("beta scoring alpha's application: %v, want not found", err)
		}
		page, err := a.ATS.ListApplications(beta.Ctx(t, recruit.RoleAdmin), ats.ApplicationQuery{Sort: "match",
			Filter: ats.Filter{MatchScores: []int{0, 1, 2}}, Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil || page.Total != 0 {
			t.Errorf("beta's list by match: %+v %v, want nothing of alpha's", page, err)
		}
		for _, tc := range []struct {
			name string
			q    ats.ApplicationQuery
			msg  string
		}{
			{"ErrScoreOutOfRange", ats.ApplicationQuery{Filter: ats.Filter{MatchScores: []int{3}}}, "Match score must be -1, 0, 1 or 2"},
			{"ErrTooManyScores", ats.ApplicationQuery{Filter: ats.Filter{MatchScores: []int{0, 1, 2, -1, 0}}}, "Too many values in one filter"},
			{"ErrSort", ats.ApplicationQuery{Sort: "best"}, "Unknown sort"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				tc.q.Page, tc.q.PerPage = 1, 20
				_, err := a.ATS.ListApplications(admin, tc.q, sqldb.Now())
				if recruit.ErrorCode(err) != recruit.EINVALID || !strings.Contains(err.Error(), tc.msg) {
					t.Errorf("got %v, want EINVALID %q", err, tc.msg)
				}
			})
		}
	})
}

func addWithResume(t *testing.T, s *ats.Service, ctx context.Context, job *ats.Requisition, email string) *ats.Application {
	t.Helper()
	f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	app, err := s.AddApplication(ctx, ats.ApplicationInput{RequisitionID: job.ID, Name: "Jane Roe", Email: email,
		Answers: apptest.AnswersFor(job), Resume: f})
	if err != nil {
		t.Fatal(err)
	}
	return app
}

func countJobs(t *testing.T, db *sqldb.DB, kind string) int {
	t.Helper()
	var n int
	if err := db.Read.NewRaw("SELECT count(*) FROM river_job WHERE kind = ?", kind).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestMatchBackfill checks the daily backfill scores applications parsed
// before scores existed, in every company, each by its own job.
func TestMatchBackfill(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: func(context.Context, []byte, string) resume.Result {
			return resume.Result{Text: "Go developer 2018 – 2022", Tags: []string{}}
		}})
		ctx := context.Background()
		jobs := apptest.WatchJobs(t, a.Queue)
		var slugs []string
		for _, name := range []string{"alpha", "beta"} {
			tm := apptest.MustTeam(t, a, name)
			admin := tm.Ctx(t, recruit.RoleAdmin)
			job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Go Engineer"))
			slugs = append(slugs, addWithResume(t, a.ATS, admin, job, "cv@"+name+".test").Slug)
		}
		jobs.Wait(t, "match_application", 2)
		// As if parsed before match scores existed.
		if _, err := db.Write.NewRaw("UPDATE candidate_applications SET match_score = -1, match_reasons = '[]'").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if err := a.ATS.QueueUnscored(ctx); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "match_requisition", 2)
		var unscored int
		if err := db.Read.NewRaw("SELECT count(*) FROM candidate_applications WHERE match_score = -1 OR match_reasons = '[]'").Scan(ctx, &unscored); err != nil || unscored != 0 {
			t.Errorf("after the backfill %d applications unscored (%v), want 0 of %v", unscored, err, slugs)
		}
		// Nothing left to do: a second run queues nothing.
		before := countJobs(t, db, "match_requisition")
		if err := a.ATS.QueueUnscored(ctx); err != nil {
			t.Fatal(err)
		}
		if n := countJobs(t, db, "match_requisition"); n != before {
			t.Errorf("second backfill queued %d jobs, want none", n-before)
		}
	})
}
