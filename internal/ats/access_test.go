package ats_test

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func titles(t *testing.T, ctx context.Context, svc *ats.Service) []string {
	t.Helper()
	page, err := svc.ListRequisitions(ctx, ats.ListQuery{Page: 1, PerPage: 50})
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, r := range page.Items {
		out = append(out, r.Title)
	}
	slices.Sort(out)
	return out
}

// TestJobRowRules checks each role sees the jobs docs/permissions.md says,
// in the list and in the detail alike.
func TestJobRowRules(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		managed := apptest.JobInput("Managed")
		hm := tm.Users[recruit.RoleHiringManager].ID
		managed.HiringManagerID = &hm
		managed.AgencyIDs = []int64{tm.AgencyID}
		m := apptest.MustCreateRequisition(t, admin, a, managed)
		panelled := apptest.JobInput("Panelled")
		panelled.PanelIDs = []int64{tm.Users[recruit.RolePanel].ID}
		apptest.MustCreateRequisition(t, admin, a, panelled)
		live := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Live"))
		if _, err := a.ATS.ChangeState(admin, live.ID, ats.ActionPublish, ""); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			role string
			want []string
		}{
			{recruit.RoleAdmin, []string{"Live", "Managed", "Panelled"}},
			{recruit.RoleTA, []string{"Live", "Managed", "Panelled"}},
			{recruit.RoleHiringManager, []string{"Managed"}},
			{recruit.RolePanel, []string{"Panelled"}},
			{recruit.RoleAgency, []string{"Managed"}},
			{recruit.RoleEmployee, []string{"Live"}},
		} {
			t.Run(tc.role, func(t *testing.T) {
				ctx := tm.Ctx(t, tc.role)
				if got := titles(t, ctx, a.ATS); !slices.Equal(got, tc.want) {
					t.Errorf("list: got %v, want %v", got, tc.want)
				}
				_, err := a.ATS.Requisition(ctx, m.ID)
				if seen := slices.Contains(tc.want, "Managed"); seen != (err == nil) {
					t.Errorf("detail of Managed: err %v, want seen=%v", err, seen)
				}
			})
		}
		t.Run("Applicant", func(t *testing.T) {
			ctx := recruit.WithActor(context.Background(), recruit.ApplicantActor(tm.Company.ID))
			if _, err := a.ATS.AddApplication(ctx, ats.ApplicationInput{RequisitionID: m.ID, Name: "N", Email: "n@x.test", Answers: apptest.AnswersFor(m)}); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("applying to a job that is not live: %v, want ENOTFOUND", err)
			}
			app, err := a.ATS.AddApplication(ctx, ats.ApplicationInput{RequisitionID: live.ID, Name: "N", Email: "n@x.test", Answers: apptest.AnswersFor(live)})
			if err != nil {
				t.Fatal(err)
			}
			if app.State != recruit.StateApplied && app.State != recruit.StateSourced {
				t.Errorf("state %s", app.State)
			}
		})
	})
}

// TestAllowedActions checks the job's allowed actions are what ChangeState
// accepts, per role and state.
func TestAllowedActions(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		if _, err := a.Auth.SetFeature(admin, "ats", recruit.FeatureRequisitionApproval, true); err != nil {
			t.Fatal(err)
		}
		in := apptest.JobInput("Pending")
		hm := tm.Users[recruit.RoleHiringManager].ID
		in.HiringManagerID = &hm
		in.PanelIDs = []int64{hm}
		job := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleTA), a, in)
		other := apptest.MustCreateRequisition(t, admin, a, func() ats.RequisitionInput {
			o := apptest.JobInput("Other")
			o.PanelIDs = []int64{hm}
			return o
		}())
		actions := func(ctx context.Context, id int64) []ats.Action {
			r, err := a.ATS.Requisition(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return r.AllowedActions
		}
		for _, tc := range []struct {
			name string
			ctx  context.Context
			id   int64
			want []ats.Action
		}{
			{"AdminPending", admin, job.ID, []ats.Action{ats.ActionEdit, ats.ActionApprove, ats.ActionReject}},
			{"TAPending", tm.Ctx(t, recruit.RoleTA), job.ID, []ats.Action{ats.ActionEdit}},
			{"ManagerPending", tm.Ctx(t, recruit.RoleHiringManager), job.ID, []ats.Action{ats.ActionEdit}},
			{"PanelOnlyHM", tm.Ctx(t, recruit.RoleHiringManager), other.ID, []ats.Action{}},
			{"AdminOpen", admin, other.ID, []ats.Action{ats.ActionEdit, ats.ActionPublish, ats.ActionArchive}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if got := actions(tc.ctx, tc.id); !slices.Equal(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
			})
		}
		t.Run("ErrRefusedActionMatchesList", func(t *testing.T) {
			_, err := a.ATS.ChangeState(tm.Ctx(t, recruit.RoleHiringManager), other.ID, ats.ActionArchive, "")
			if recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("archive by a panel-only hiring manager: %v, want EFORBIDDEN", err)
			}
			_, err = a.ATS.ChangeState(admin, other.ID, ats.ActionReopen, "")
			if recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("reopen of an open job: %v, want ECONFLICT", err)
			}
		})
		t.Run("Archived", func(t *testing.T) {
			if _, err := a.ATS.ChangeState(admin, other.ID, ats.ActionArchive, ""); err != nil {
				t.Fatal(err)
			}
			if got, want := actions(admin, other.ID), []ats.Action{ats.ActionEdit, ats.ActionReopen}; !slices.Equal(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	})
}

// TestNextStatesForActor checks next_states is what MoveApplication
// accepts: on hold returns only where it came from, an admin or TA
// reopens a closed application, others do not, a viewer who may not move
// is offered nothing.
func TestNextStatesForActor(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Backend")
		hm, panel := tm.Users[recruit.RoleHiringManager].ID, tm.Users[recruit.RolePanel].ID
		in.HiringManagerID, in.PanelIDs = &hm, []int64{panel}
		job := apptest.MustCreateRequisition(t, admin, a, in)
		app := apptest.MustAddApplication(t, admin, a, job, "Ada Lovelace", "ada@x.test")
		apptest.MustMove(t, admin, a, app.Slug, recruit.StateHMScreen)
		held := apptest.MustMove(t, admin, a, app.Slug, recruit.StateOnHold)
		if want := []recruit.State{recruit.StateHMScreen, recruit.StateCandidateDropoff, recruit.StateNotResponding, recruit.StateDuplicate}; !slices.Equal(held.NextStates, want) {
			t.Errorf("on hold offers %v, want %v", held.NextStates, want)
		}
		if _, err := a.ATS.MoveApplication(admin, ats.MoveInput{Slug: app.Slug, To: recruit.StateTAScreen}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("on hold to another state: %v, want EINVALID", err)
		}
		apptest.MustMove(t, admin, a, app.Slug, recruit.StateHMScreen)
		closed := apptest.MustMove(t, admin, a, app.Slug, recruit.StateScreenReject)
		if !slices.Contains(closed.NextStates, recruit.StateTAScreen) {
			t.Errorf("admin on a closed application: %v, want the reopen to ta_screen", closed.NextStates)
		}
		hmView, err := a.ATS.Application(tm.Ctx(t, recruit.RoleHiringManager), app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(hmView.NextStates, recruit.StateTAScreen) {
			t.Errorf("hiring manager offered the reopen: %v", hmView.NextStates)
		}
		if _, err := a.ATS.MoveApplication(tm.Ctx(t, recruit.RoleHiringManager), ats.MoveInput{Slug: app.Slug, To: recruit.StateTAScreen}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("hiring manager reopening: %v, want EFORBIDDEN", err)
		}
		panelView, err := a.ATS.Application(tm.Ctx(t, recruit.RolePanel), app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if len(panelView.NextStates) != 0 {
			t.Errorf("interviewer offered moves %v", panelView.NextStates)
		}
		reopened := apptest.MustMove(t, tm.Ctx(t, recruit.RoleTA), a, app.Slug, recruit.StateTAScreen)
		if reopened.State != recruit.StateTAScreen {
			t.Errorf("reopened to %s", reopened.State)
		}
	})
}

// TestAgencyScope checks an agency's candidates are its own in every use
// case: the source is the agency whatever it asks, the list and the
// detail show only its candidates.
func TestAgencyScope(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Shared")
		in.AgencyIDs = []int64{tm.AgencyID}
		job := apptest.MustCreateRequisition(t, admin, a, in)
		theirs := apptest.MustAddApplication(t, admin, a, job, "Company Find", "company@x.test")
		agency := tm.Ctx(t, recruit.RoleAgency)
		mine := apptest.MustAddApplication(t, agency, a, job, "Agency Find", "agency@x.test")
		if mine.Source != "agency" {
			t.Errorf("agency candidate's source %q, want agency", mine.Source)
		}
		page, err := a.ATS.ListApplications(agency, ats.ApplicationQuery{Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Rows) != 1 || page.Rows[0].Name != "Agency Find" {
			t.Errorf("agency lists %+v, want only its own", page.Rows)
		}
		if _, err := a.ATS.Application(agency, theirs.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("agency opening the company's candidate: %v, want ENOTFOUND", err)
		}
	})
}

// TestParseResume checks the parse job through the service: a parsed
// resume fills the candidate's empty links; a resume whose file is gone
// ends in error at once and the job is cancelled, not retried.
func TestParseResume(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		person := fixture.SamplePerson()
		add := func(email string) *ats.Application {
			f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(person)))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			app, err := a.ATS.AddApplication(admin, ats.ApplicationInput{RequisitionID: job.ID, Name: person.Name, Email: email,
				Answers: apptest.AnswersFor(job), Resume: f})
			if err != nil {
				t.Fatal(err)
			}
			return app
		}
		jobs := apptest.WatchJobs(t, a.Queue)
		ok := add("parsed@x.test")
		jobs.Wait(t, "parse_application_resume", 1)
		got, err := a.ATS.Application(admin, ok.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.ResumeStatus != recruit.ResumeParsed || got.Links()["linkedin"] == "" {
			t.Errorf("parsed: status %s links %v", got.ResumeStatus, got.Links())
		}

		// The file of a resume waiting to be parsed is gone: the service
		// records the error and the worker ends the job instead of retrying.
		if _, err := db.Write.NewRaw("UPDATE candidate_applications SET resume_status = ?, resume_key = ? WHERE slug = ?",
			recruit.ResumeProcessing, "resumes/0/missing.pdf", ok.Slug).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		w := &ats.ParseResumeWorker{ATS: a.ATS}
		err = w.Work(context.Background(), &river.Job[ats.ParseResumeArgs]{Args: ats.ParseResumeArgs{ApplicationID: got.ID, CompanyID: tm.Company.ID}})
		var cancel *river.JobCancelError
		if !errors.As(err, &cancel) {
			t.Errorf("missing file: worker returned %v, want a cancel", err)
		}
		got, err = a.ATS.Application(admin, ok.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.ResumeStatus != recruit.ResumeError || got.ResumeError != "The resume file is missing" {
			t.Errorf("missing file: status %s error %q", got.ResumeStatus, got.ResumeError)
		}
	})
}

// TestRefusedApplicationLeavesNoFile checks a refused application removes
// the resume it saved: nothing is half written.
func TestRefusedApplicationLeavesNoFile(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: func(context.Context, []byte, string) resume.Result { return resume.Result{} }})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		apptest.MustAddApplication(t, admin, a, job, "Ada", "ada@x.test")
		f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		_, err = a.ATS.AddApplication(admin, ats.ApplicationInput{RequisitionID: job.ID, Name: "Ada", Email: "ada@x.test", Answers: apptest.AnswersFor(job), Resume: f})
		if recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Fatalf("second application: %v, want ECONFLICT", err)
		}
		files, err := apptest.BlobKeys(a.Config.BlobURL)
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != 0 {
			t.Errorf("refused application left files %v", files)
		}
	})
}
