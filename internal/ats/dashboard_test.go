package ats_test

import (
	"context"
	"fmt"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDashboard shows Home per role: the open jobs each role sees with
// their pipeline counts by phase, what waits on each (TA screen on the
// jobs one recruits for, all of them for an admin; HM screen on the jobs
// one manages; approvals for admins) and the first steps each may take.
// Another company's jobs and candidates never count.
func TestDashboard(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		hm, panel, ta := tm.Users[recruit.RoleHiringManager].ID, tm.Users[recruit.RolePanel].ID, tm.Users[recruit.RoleTA].ID

		// Backend: the HM's, the panel member on it, the TA recruiting.
		in := apptest.JobInput("Backend")
		in.HiringManagerID, in.PanelIDs, in.RecruiterIDs = &hm, []int64{panel}, []int64{ta}
		backend := apptest.MustCreateRequisition(t, admin, a, in)
		apptest.MustAddApplication(t, admin, a, backend, "Ada New", "ada@x.test")
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, backend, "Bo TA", "bo@x.test").Slug, recruit.StateTAScreen)
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, backend, "Cy HM", "cy@x.test").Slug, recruit.StateHMScreen)
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, backend, "Di Offer", "di@x.test").Slug, recruit.StateOfferShared)
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, backend, "Ed Out", "ed@x.test").Slug, recruit.StateScreenReject)
		// Frontend: nobody's in particular; one candidate in TA screen.
		frontend := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Frontend"))
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, frontend, "Fay TA", "fay@x.test").Slug, recruit.StateTAScreen)
		// Archived: not open, not counted.
		old := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Old"))
		apptest.MustMove(t, admin, a, apptest.MustAddApplication(t, admin, a, old, "Gil Old", "gil@x.test").Slug, recruit.StateTAScreen)
		if _, err := a.ATS.ChangeState(admin, old.ID, ats.ActionArchive, ""); err != nil {
			t.Fatal(err)
		}

		// Another company, busy with candidates in both screens.
		beta := apptest.MustTeam(t, a, "beta")
		betaAdmin := beta.Ctx(t, recruit.RoleAdmin)
		betaHM := beta.Users[recruit.RoleHiringManager].ID
		bin := apptest.JobInput("Beta job")
		bin.HiringManagerID = &betaHM
		bjob := apptest.MustCreateRequisition(t, betaAdmin, a, bin)
		for i, st := range []recruit.State{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateHMScreen} {
			x := apptest.MustAddApplication(t, betaAdmin, a, bjob, "Beta "+string(st), string(st)+fmt.Sprint(i)+"@beta.test")
			apptest.MustMove(t, betaAdmin, a, x.Slug, st)
		}

		type want struct {
			jobs    []string
			waiting map[string]int
			steps   map[string]bool
		}
		backendPhases := map[recruit.Phase]int{recruit.PhaseEntry: 1, recruit.PhaseScreen: 2, recruit.PhaseOffer: 1}
		for _, tc := range []struct {
			role string
			want want
		}{
			{recruit.RoleAdmin, want{[]string{"Frontend", "Backend"}, map[string]int{ats.WaitTAScreen: 2, ats.WaitApproval: 0},
				map[string]bool{ats.StepCreateJob: true, ats.StepInviteTeam: true, ats.StepCareersPage: false}}},
			{recruit.RoleTA, want{[]string{"Frontend", "Backend"}, map[string]int{ats.WaitTAScreen: 1},
				map[string]bool{ats.StepCreateJob: true, ats.StepInviteTeam: true}}},
			{recruit.RoleHiringManager, want{[]string{"Backend"}, map[string]int{ats.WaitHMScreen: 1}, map[string]bool{}}},
			{recruit.RolePanel, want{[]string{"Backend"}, map[string]int{}, map[string]bool{}}},
		} {
			t.Run(tc.role, func(t *testing.T) {
				d, err := a.ATS.Dashboard(tm.Ctx(t, tc.role))
				if err != nil {
					t.Fatal(err)
				}
				var titles []string
				for _, j := range d.Jobs {
					titles = append(titles, j.Title)
					if j.Title == "Backend" {
						for _, p := range ats.DashboardPhases {
							if j.Phases[p] != backendPhases[p] {
								t.Errorf("Backend's %s: got %d, want %d", p, j.Phases[p], backendPhases[p])
							}
						}
					}
					if j.Title == "Frontend" && j.Phases[recruit.PhaseScreen] != 1 {
						t.Errorf("Frontend's screen: %v", j.Phases)
					}
				}
				if !equal(titles, tc.want.jobs) || d.OpenJobs != len(tc.want.jobs) {
					t.Errorf("jobs: got %v (%d open), want %v", titles, d.OpenJobs, tc.want.jobs)
				}
				if d.EveryJob != (tc.role == recruit.RoleAdmin || tc.role == recruit.RoleTA) {
					t.Errorf("every job: %v", d.EveryJob)
				}
				waiting := map[string]int{}
				for _, w := range d.Waiting {
					waiting[w.Key] = w.Count
				}
				if !equalMaps(waiting, tc.want.waiting) {
					t.Errorf("waiting: got %v, want %v", waiting, tc.want.waiting)
				}
				steps := map[string]bool{}
				for _, s := range d.FirstSteps {
					steps[s.Key] = s.Done
				}
				if !equalMaps(steps, tc.want.steps) {
					t.Errorf("first steps: got %v, want %v", steps, tc.want.steps)
				}
			})
		}

		for _, role := range []string{recruit.RoleEmployee, recruit.RoleAgency} {
			if _, err := a.ATS.Dashboard(tm.Ctx(t, role)); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s: got %v, want forbidden", role, err)
			}
		}

		// Beta's admin sees beta's job and counts only.
		d, err := a.ATS.Dashboard(betaAdmin)
		if err != nil || len(d.Jobs) != 1 || d.Jobs[0].ID != bjob.ID || d.Jobs[0].Phases[recruit.PhaseScreen] != 3 || d.Waiting[0].Count != 1 {
			t.Errorf("beta's Home: %+v %v", d, err)
		}
		for _, m := range d.Recent {
			if m.JobTitle != "Beta job" {
				t.Errorf("beta's recent activity shows %+v", m)
			}
		}

		// Recent activity: the newest moves first, under the row rules.
		d, err = a.ATS.Dashboard(admin)
		if err != nil || len(d.Recent) != ats.DashboardActivity {
			t.Fatalf("admin's recent activity: %+v %v", d.Recent, err)
		}
		if r := d.Recent[0]; r.CandidateName != "Gil Old" || r.To != recruit.StateTAScreen || r.From != recruit.StateApplied || r.By == nil {
			t.Errorf("the newest activity: %+v", r)
		}
		if r := d.Recent[1]; r.CandidateName != "Gil Old" || r.From != "" {
			t.Errorf("the add before it: %+v", r)
		}
		d, err = a.ATS.Dashboard(tm.Ctx(t, recruit.RolePanel))
		if err != nil || len(d.Recent) == 0 {
			t.Fatalf("the panel member's recent activity: %+v %v", d.Recent, err)
		}
		for _, m := range d.Recent {
			if m.JobTitle != "Backend" {
				t.Errorf("the panel member, on Backend's panel only, sees %+v", m)
			}
		}

		// A job pending approval waits on the admin.
		if _, err := a.Auth.SetFeature(admin, "ats", recruit.FeatureRequisitionApproval, true); err != nil {
			t.Fatal(err)
		}
		if pending := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleTA), a, apptest.JobInput("Pending")); pending.State != recruit.ReqPendingApproval {
			t.Fatalf("the TA's job is %s", pending.State)
		}
		if d, err := a.ATS.Dashboard(admin); err != nil || d.Waiting[len(d.Waiting)-1] != (ats.Waiting{Key: ats.WaitApproval, Count: 1}) || d.OpenJobs != 2 {
			t.Errorf("approvals: %+v %v", d, err)
		}
	})
}

// TestDashboardNewCompany shows a company just signed up: no jobs, and
// every first step still to do.
func TestDashboardNewCompany(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		apptest.MustTeam(t, a, "busy")
		owner, err := a.Auth.Register(context.Background(), auth.RegisterInput{Email: "owner@fresh.test", Password: apptest.OwnerPassword,
			PhoneNumber: "+91 98765 43210", CompanyName: "Fresh", Product: "ats"}, "")
		if err != nil {
			t.Fatal(err)
		}
		ctx := apptest.ActorCtx(t, a, owner.Token, 0)
		d, err := a.ATS.Dashboard(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := []ats.FirstStep{{Key: ats.StepCreateJob}, {Key: ats.StepInviteTeam}, {Key: ats.StepCareersPage}}
		if len(d.Jobs) != 0 || d.OpenJobs != 0 || len(d.FirstSteps) != 3 || d.FirstSteps[0] != want[0] || d.FirstSteps[1] != want[1] || d.FirstSteps[2] != want[2] {
			t.Errorf("a new company's Home: %+v", d)
		}
		if len(d.Waiting) != 2 || d.Waiting[0] != (ats.Waiting{Key: ats.WaitTAScreen}) || d.Waiting[1] != (ats.Waiting{Key: ats.WaitApproval}) {
			t.Errorf("waiting: %+v", d.Waiting)
		}
		apptest.MustCreateRequisition(t, ctx, a, apptest.JobInput("First"))
		if d, err = a.ATS.Dashboard(ctx); err != nil || !d.FirstSteps[0].Done || d.FirstSteps[1].Done || len(d.Jobs) != 1 {
			t.Errorf("after the first job: %+v %v", d, err)
		}
	})
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func equalMaps[V comparable](a, b map[string]V) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
