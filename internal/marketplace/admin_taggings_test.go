package marketplace_test

import (
	"context"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestAdminTaggings: the review shows what the parser read, with its
// evidence, from the applications the candidate made with their email;
// not from one a recruiter added for them.
func TestAdminTaggings(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		acme := apptest.MustTeam(t, a, "acme")
		admin := acme.Ctx(t, recruit.RoleAdmin)
		ctx := context.Background()
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend Engineer"))
		if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionPublish, ""); err != nil {
			t.Fatal(err)
		}
		_, err := a.ATS.AddApplication(recruit.WithActor(ctx, recruit.ApplicantActor(acme.Company.ID)), ats.ApplicationInput{
			RequisitionID: job.ID, Name: "Asha", Email: "ASHA@hub.test", Phone: "+91 90000 00000", Source: "careers_page", Answers: apptest.AnswersFor(job)})
		if err != nil {
			t.Fatal(err)
		}
		other := apptest.MustCreateRequisition(t, acme.Ctx(t, recruit.RoleTA), a, apptest.JobInput("Sourced role"))
		sourced := apptest.MustAddApplication(t, acme.Ctx(t, recruit.RoleTA), a, other, "Asha", asha.Email)
		// An applicant is not told the application's id: read it.
		var ownID int64
		if err := db.Read.QueryRowContext(ctx, `SELECT id FROM candidate_applications WHERE requisition_id = ?`, job.ID).Scan(&ownID); err != nil {
			t.Fatal(err)
		}
		for _, app := range []int64{ownID, sourced.ID} {
			if _, err := db.Write.ExecContext(ctx, `INSERT INTO application_profiles (application_id, company_id, parsed, parsed_at) VALUES (?, ?, ?, ?)`,
				app, acme.Company.ID, `{"skills":["Go","SQL"],"tags":["Hackathon Winner"],"evidence":{"Hackathon Winner":"2nd Prize, Smart India Hackathon 2022"}}`,
				time.Now().UTC()); err != nil {
				t.Fatal(err)
			}
		}
		root := apptest.ActorCtx(t, a, apptest.MustPlatformAdmin(t, a, "root password"), 0)
		r, err := a.Hub.AdminProfile(root, asha.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Taggings) != 1 {
			t.Fatalf("got %d taggings %+v, want her own application's only", len(r.Taggings), r.Taggings)
		}
		tg := r.Taggings[0]
		if tg.JobTitle != "Backend Engineer" || len(tg.Skills) != 2 || len(tg.Tags) != 1 || tg.Evidence["Hackathon Winner"] == "" {
			t.Fatalf("tagging %+v", tg)
		}
		if _, err := a.ATS.TaggingsOfEmail(acme.Ctx(t, recruit.RoleAdmin), asha.Email); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Fatalf("company admin: %v", err)
		}
	})
}
