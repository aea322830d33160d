package httpapi_test

import (
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDashboardAPI reads Home over HTTP: ats's jobs and counts composed
// with interview's upcoming interviews and scorecards due, per role.
func TestDashboardAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		panel := tm.Users[recruit.RolePanel].ID
		in := apptest.JobInput("Backend Engineer")
		in.PanelIDs = []int64{panel}
		job := apptest.MustCreateRequisition(t, admin, srv.App, in)
		apptest.MustCreateRequisition(t, admin, srv.App, apptest.JobInput("Not the panel's"))
		app := apptest.MustAddApplication(t, admin, srv.App, job, "Ada Lovelace", "ada@x.test")
		apptest.MustMove(t, admin, srv.App, app.Slug, recruit.StateScheduleRound)
		rounds, err := srv.Interview.Rounds(admin, job.ID)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now().UTC().Add(48 * time.Hour).Truncate(time.Hour)
		if _, err := srv.Interview.Schedule(admin, interview.ScheduleInput{Slug: app.Slug, RoundID: rounds[0].ID, Start: start.Format(time.RFC3339),
			TimeZone: "UTC", PanelIDs: []int64{panel}}); err != nil {
			t.Fatal(err)
		}
		for _, role := range []string{recruit.RolePanel, recruit.RoleAdmin} {
			res := srv.Do(t, "GET", "/api/v1/dashboard", tm.Tokens[role], nil)
			if res.Status != 200 {
				t.Fatalf("%s: %d %s", role, res.Status, res.Body)
			}
			var d apiv1.Envelope[apiv1.Dashboard]
			res.JSON(t, &d)
			jobs := 2
			if role == recruit.RolePanel {
				jobs = 1
			}
			if len(d.Data.OpenJobs) != jobs || d.Data.OpenJobsTotal != jobs || len(d.Data.UpcomingInterviews) != 1 ||
				d.Data.UpcomingInterviews[0].Slug != app.Slug || len(d.Data.OpenJobs[jobs-1].Phases) != 7 {
				t.Errorf("%s's Home: %s", role, res.Body)
			}
			if d.Data.OpenJobs[jobs-1].Total != 1 || d.Data.OpenJobs[jobs-1].Phases[3] != (apiv1.DashboardPhase{Phase: "interview", Count: 1, Colour: "#BF360C"}) {
				t.Errorf("%s: the job's pipeline: %+v", role, d.Data.OpenJobs[jobs-1])
			}
			waiting := map[string]int{}
			for _, w := range d.Data.Waiting {
				waiting[w.Key] = w.Count
			}
			if _, ok := waiting["scorecards"]; !ok || (role == recruit.RolePanel) != (len(waiting) == 1) {
				t.Errorf("%s waits on %v", role, waiting)
			}
			if (role == recruit.RolePanel) != (len(d.Data.GettingStarted) == 0) {
				t.Errorf("%s's first steps: %v", role, d.Data.GettingStarted)
			}
		}
		if res := srv.Do(t, "GET", "/api/v1/dashboard", tm.Tokens[recruit.RoleEmployee], nil); res.Status != 403 {
			t.Errorf("employee: %d", res.Status)
		}
	})
}
