package marketplace_test

import (
	"context"
	"strconv"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestMarkReferral(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		ravi := apptest.MustHubCandidate(t, a, "ravi")
		apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, asha.Token, 0)
		referredBy := func() string {
			var r string
			if err := db.Read.QueryRowContext(context.Background(), "SELECT referred_by FROM hub_candidates WHERE id = ?", asha.ID).Scan(&r); err != nil {
				t.Fatal(err)
			}
			return r
		}
		for _, ref := range []string{"nobody", "../x", "", "ASHA"} {
			r, err := a.Hub.MarkReferral(ctx, ref)
			if err != nil || r.Recorded {
				t.Fatalf("ref %q: %+v, %v; want not recorded, no error", ref, r, err)
			}
		}
		if got := referredBy(); got != "" {
			t.Fatalf("referred_by %q after refused refs", got)
		}
		r, err := a.Hub.MarkReferral(ctx, " Ravi ")
		if err != nil || !r.Recorded {
			t.Fatalf("ravi: %+v, %v", r, err)
		}
		r, err = a.Hub.MarkReferral(ctx, "meera")
		if err != nil || r.Recorded {
			t.Fatalf("second referral: %+v, %v; want kept once", r, err)
		}
		if got, want := referredBy(), strconv.FormatInt(ravi.ID, 10); got != want {
			t.Fatalf("referred_by %q, want ravi's id %q", got, want)
		}
		t.Run("ErrCompanyUser", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			if _, err := a.Hub.MarkReferral(tm.Ctx(t, recruit.RoleAdmin), "ravi"); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Fatalf("company admin: %v, want forbidden", err)
			}
		})
	})
}

func TestApplications(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		ravi := apptest.MustHubCandidate(t, a, "ravi")
		acme, globex := apptest.MustTeam(t, a, "acme"), apptest.MustTeam(t, a, "globex")
		ctx := context.Background()
		apply := func(tm *apptest.Team, title, email string) {
			admin := tm.Ctx(t, recruit.RoleAdmin)
			job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput(title))
			if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionPublish, ""); err != nil {
				t.Fatal(err)
			}
			actx := recruit.WithActor(ctx, recruit.ApplicantActor(tm.Company.ID))
			_, err := a.ATS.AddApplication(actx, ats.ApplicationInput{RequisitionID: job.ID, Name: "Asha", Email: email,
				Phone: "+91 90000 00000", Source: "careers_page", Answers: apptest.AnswersFor(job)})
			if err != nil {
				t.Fatalf("apply to %s: %v", title, err)
			}
		}
		apply(acme, "Backend Engineer", "ASHA@hub.test")
		apply(globex, "Data Analyst", "asha@hub.test")
		apply(globex, "Designer", ravi.Email)
		// A recruiter's own addition of Asha is the company's, not hers.
		job := apptest.MustCreateRequisition(t, acme.Ctx(t, recruit.RoleTA), a, apptest.JobInput("Sourced role"))
		apptest.MustAddApplication(t, acme.Ctx(t, recruit.RoleTA), a, job, "Asha", asha.Email)
		// Globex closes one of hers: she reads "Closed", not who decided.
		// (an applicant is not told the slug: read it).
		var slug string
		if err := db.Read.QueryRowContext(ctx, `SELECT a.slug FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id
			WHERE r.title = 'Data Analyst'`).Scan(&slug); err != nil {
			t.Fatal(err)
		}
		apptest.MustMove(t, globex.Ctx(t, recruit.RoleTA), a, slug, recruit.StateScreenReject)

		apps, err := a.Hub.Applications(apptest.ActorCtx(t, a, asha.Token, 0))
		if err != nil {
			t.Fatalf("applications: %v", err)
		}
		if len(apps) != 2 {
			t.Fatalf("got %d applications %+v, want her 2 careers applications", len(apps), apps)
		}
		if apps[0].JobTitle != "Data Analyst" || apps[0].CompanyName == "" || apps[0].Stage.Title != "Closed" {
			t.Fatalf("newest: %+v, want Data Analyst, closed", apps[0])
		}
		if apps[1].JobTitle != "Backend Engineer" || apps[1].Stage.Title != "Application received" || apps[1].AppliedAt.IsZero() {
			t.Fatalf("oldest: %+v", apps[1])
		}
		if apps[0].CompanyName == apps[1].CompanyName {
			t.Fatalf("both at %q, want two companies", apps[0].CompanyName)
		}
		t.Run("OnlyOwn", func(t *testing.T) {
			apps, err := a.Hub.Applications(apptest.ActorCtx(t, a, ravi.Token, 0))
			if err != nil || len(apps) != 1 || apps[0].JobTitle != "Designer" {
				t.Fatalf("ravi: %+v, %v", apps, err)
			}
		})
		t.Run("ErrCompanyUser", func(t *testing.T) {
			if _, err := a.Hub.Applications(acme.Ctx(t, recruit.RoleAdmin)); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Fatalf("got %v, want forbidden", err)
			}
			if _, err := a.ATS.ApplicationsOfHubCandidate(ctx); recruit.ErrorCode(err) == "" {
				t.Fatal("nobody read a candidate's applications")
			}
		})
	})
}
