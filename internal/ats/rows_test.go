package ats_test

import (
	"context"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestSubmittersSeeOnlyWhatTheySubmitted is the review's M7: an agency
// naming a candidate the company already knew got back the stored profile,
// and 'already applied' told it who had applied where.
func TestSubmittersSeeOnlyWhatTheySubmitted(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Shared")
		in.AgencyIDs = []int64{tm.AgencyID}
		shared := apptest.MustCreateRequisition(t, admin, a, in)
		other := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Elsewhere"))
		known, err := a.ATS.AddApplication(admin, ats.ApplicationInput{RequisitionID: other.ID, Name: "Real Person", Email: "real@x.test",
			Phone: "+91 99999 88888", Links: map[string]string{"linkedin": "https://linkedin.com/in/real-person"}, Answers: apptest.AnswersFor(other)})
		if err != nil {
			t.Fatal(err)
		}
		agency := tm.Ctx(t, recruit.RoleAgency)
		got, err := a.ATS.AddApplication(agency, ats.ApplicationInput{RequisitionID: shared.ID, Name: "Probe", Email: "real@x.test", Answers: apptest.AnswersFor(shared)})
		if err != nil {
			t.Fatal(err)
		}
		if got.CandidateName != "Probe" || got.CandidatePhone != "" || got.Links()["linkedin"] != "" {
			t.Errorf("agency got back %q %q %v, want only what it submitted", got.CandidateName, got.CandidatePhone, got.Links())
		}
		if got.Slug != "" {
			t.Errorf("agency got back slug %q, want none (its answer reads the same for a candidate someone else has)", got.Slug)
		}
		page, err := a.ATS.ListApplications(agency, ats.ApplicationQuery{Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil || len(page.Rows) != 1 {
			t.Fatalf("agency's list: %+v %v, want its one candidate", page, err)
		}
		detail, err := a.ATS.Application(agency, page.Rows[0].Slug)
		if err != nil {
			t.Fatal(err)
		}
		if detail.CandidateName != "Probe" || detail.CandidatePhone != "" || detail.Links()["linkedin"] != "" {
			t.Errorf("agency's detail shows %q %q %v, want only what it submitted", detail.CandidateName, detail.CandidatePhone, detail.Links())
		}
		// The TA adds a candidate to the shared job; the agency names her
		// too: the answer is a submission like any other, the recruiters
		// are told, and the agency learns nothing.
		apptest.MustAddApplication(t, admin, a, shared, "Company Find", "find@x.test")
		dup, err := a.ATS.AddApplication(agency, ats.ApplicationInput{RequisitionID: shared.ID, Name: "Company Find", Email: "find@x.test", Answers: apptest.AnswersFor(shared)})
		if err != nil || dup.Slug != "" {
			t.Errorf("naming a candidate already put forward by the company: %+v %v, want a plain answer", dup, err)
		}
		var flagged int
		if err := db.Read.NewRaw("SELECT count(*) FROM duplicate_submissions WHERE agency_id = ?", tm.AgencyID).Scan(context.Background(), &flagged); err != nil || flagged != 1 {
			t.Errorf("duplicate submissions recorded: %d (%v), want 1", flagged, err)
		}
		_, err = a.ATS.AddApplication(agency, ats.ApplicationInput{RequisitionID: shared.ID, Name: "Probe", Email: "real@x.test", Answers: apptest.AnswersFor(shared)})
		if recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("the agency naming its own candidate again: %v, want ECONFLICT", err)
		}
		_ = known
	})
}

// TestPanelOnlyManagerCannotChangeCandidates is L5: a hiring manager who
// only sits on a job's panel moved and archived its candidates.
func TestPanelOnlyManagerCannotChangeCandidates(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin, hm := tm.Ctx(t, recruit.RoleAdmin), tm.Ctx(t, recruit.RoleHiringManager)
		in := apptest.JobInput("Panel only")
		in.PanelIDs = []int64{tm.Users[recruit.RoleHiringManager].ID}
		job := apptest.MustCreateRequisition(t, admin, a, in)
		app := apptest.MustAddApplication(t, admin, a, job, "Ada", "ada@x.test")
		view, err := a.ATS.Application(hm, app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if len(view.NextStates) != 0 {
			t.Errorf("panel-only hiring manager offered moves %v", view.NextStates)
		}
		if _, err := a.ATS.MoveApplication(hm, ats.MoveInput{Slug: app.Slug, To: recruit.StateTAScreen}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("move: %v, want EFORBIDDEN", err)
		}
		archived := true
		if _, err := a.ATS.UpdateApplication(hm, app.Slug, nil, &archived, nil); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("archive: %v, want EFORBIDDEN", err)
		}
		// As the job's recruiter the same manager may.
		in.RecruiterIDs = nil
		hmID := tm.Users[recruit.RoleHiringManager].ID
		in.HiringManagerID = &hmID
		if _, err := a.ATS.UpdateRequisition(admin, job.ID, in); err != nil {
			t.Fatal(err)
		}
		apptest.MustMove(t, hm, a, app.Slug, recruit.StateTAScreen)
	})
}

// TestEditingSendsBackForApproval is L6: with approval on, a TA got a
// harmless job approved and then rewrote it.
func TestEditingSendsBackForApproval(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		if _, err := a.Auth.SetFeature(admin, "ats", recruit.FeatureRequisitionApproval, true); err != nil {
			t.Fatal(err)
		}
		ta := tm.Ctx(t, recruit.RoleTA) // a session that knows approval is on
		in := apptest.JobInput("Harmless")
		job := apptest.MustCreateRequisition(t, ta, a, in)
		if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionApprove, ""); err != nil {
			t.Fatal(err)
		}
		in.PanelIDs = []int64{tm.Users[recruit.RolePanel].ID}
		r, err := a.ATS.UpdateRequisition(ta, job.ID, in)
		if err != nil || r.State != recruit.ReqOpen {
			t.Errorf("adding a panel member: %v %v, want still open", r.State, err)
		}
		in.Title, in.Description = "Something else entirely", "<p>Not what was approved.</p>"
		r, err = a.ATS.UpdateRequisition(ta, job.ID, in)
		if err != nil || r.State != recruit.ReqPendingApproval {
			t.Errorf("rewriting an approved job: %v %v, want pending approval", r.State, err)
		}
		r, err = a.ATS.UpdateRequisition(admin, job.ID, in)
		if err != nil || r.State != recruit.ReqPendingApproval {
			t.Errorf("state after an admin's edit: %v %v", r.State, err)
		}
	})
}

// TestReferralsNeedTheModule is L7: employees filed candidates with any
// source while the referral module was off.
func TestReferralsNeedTheModule(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Live job"))
		if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionPublish, ""); err != nil {
			t.Fatal(err)
		}
		employee := tm.Ctx(t, recruit.RoleEmployee)
		got, err := a.ATS.AddApplication(employee, ats.ApplicationInput{RequisitionID: job.ID, Name: "Friend", Email: "friend@x.test", Source: "linkedin"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Source != "referral" || got.Slug != "" {
			t.Errorf("employee's candidate: source %q slug %q, want a referral and no link to a page they cannot open", got.Source, got.Slug)
		}
		var referrer int64
		if err := db.Read.NewRaw("SELECT referred_by FROM candidate_applications WHERE submitted_name = 'Friend'").Scan(context.Background(), &referrer); err != nil || referrer != tm.Users[recruit.RoleEmployee].ID {
			t.Errorf("referred_by %d (%v), want the employee", referrer, err)
		}
		if _, err := a.Auth.SetFeature(admin, "ats", recruit.FeatureReferral, false); err != nil {
			t.Fatal(err)
		}
		_, err = a.ATS.AddApplication(tm.Ctx(t, recruit.RoleEmployee), ats.ApplicationInput{RequisitionID: job.ID, Name: "Other", Email: "other@x.test"})
		if recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("referral with the module off: %v, want EFORBIDDEN", err)
		}
	})
}

// TestDescriptionKeepsOnlyWhatTheEditorMakes is the second review's note:
// the description allowed remote images, ids and any link.
func TestDescriptionKeepsOnlyWhatTheEditorMakes(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		in := apptest.JobInput("Clean")
		in.Description = `<h2 id="x" class="y">About</h2><p>Hi <img src="https://tracker.example/p.gif"><a href="https://acme.example/team" onclick="x()">team</a>` +
			`<a href="javascript:alert(1)">bad</a></p><script>alert(1)</script>`
		r := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), a, in)
		for _, gone := range []string{"<img", "tracker", "id=", "class=", "onclick", "javascript:", "<script"} {
			if strings.Contains(r.Description, gone) {
				t.Errorf("description keeps %q: %s", gone, r.Description)
			}
		}
		for _, kept := range []string{"<h2>About</h2>", `href="https://acme.example/team"`, "nofollow", "noreferrer", "noopener"} {
			if !strings.Contains(r.Description, kept) {
				t.Errorf("description lacks %q: %s", kept, r.Description)
			}
		}
	})
}
