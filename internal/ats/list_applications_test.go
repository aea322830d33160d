package ats_test

import (
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestListFollowsTheJobsState shows the list's default, open jobs only,
// following a job's state changes: its applications leave the list when
// it is archived and come back when it is reopened, and the spreadsheet
// view (every job) keeps them throughout.
func TestListFollowsTheJobsState(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		open := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Open"))
		closing := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Closing"))
		apptest.MustAddApplication(t, admin, a, open, "Ada Open", "ada@x.test")
		apptest.MustAddApplication(t, admin, a, closing, "Bo Closing", "bo@x.test")
		count := func(view string) int {
			t.Helper()
			page, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{View: view, Page: 1, PerPage: 20}, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if len(page.Rows) != page.Total {
				t.Fatalf("got %d rows of %d, want all on one page", len(page.Rows), page.Total)
			}
			return page.Total
		}
		if got := count(""); got != 2 {
			t.Fatalf("before: got %d applications, want 2", got)
		}
		if _, err := a.ATS.ChangeState(admin, closing.ID, ats.ActionArchive, ""); err != nil {
			t.Fatal(err)
		}
		if got := count(""); got != 1 {
			t.Errorf("after archiving: got %d applications, want 1", got)
		}
		if got := count("spreadsheet"); got != 2 {
			t.Errorf("spreadsheet after archiving: got %d applications, want 2", got)
		}
		if _, err := a.ATS.ChangeState(admin, closing.ID, ats.ActionReopen, ""); err != nil {
			t.Fatal(err)
		}
		if got := count(""); got != 2 {
			t.Errorf("after reopening: got %d applications, want 2", got)
		}
	})
}
