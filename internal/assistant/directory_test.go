package assistant_test

import (
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDirectoryRowRules checks the Directory answers under the caller's
// row rules: an interviewer finds candidates only on the jobs they are on
// the panel of, an admin finds all; typos, first names and initials match;
// and a candidate added after the index was built is found once the index
// notices the change.
func TestDirectoryRowRules(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		panelID := tm.Users[recruit.RolePanel].ID
		inA := apptest.JobInput("Backend")
		inA.PanelIDs = []int64{panelID}
		jobA := apptest.MustCreateRequisition(t, admin, a, inA)
		jobB := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Frontend"))
		apptest.MustAddApplication(t, admin, a, jobA, "Priya Raghavan", "priya.r@x.test")
		apptest.MustAddApplication(t, admin, a, jobB, "Priya Menon", "priya.m@x.test")
		apptest.MustAddApplication(t, admin, a, jobB, "Kiran Desai", "kiran@x.test")
		dir := assistant.NewDirectory(db)
		find := func(role, q string) []string {
			t.Helper()
			ps, err := dir.Candidates(tm.Ctx(t, role), q, 10)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, p := range ps {
				out = append(out, p.Name)
			}
			return out
		}
		if got := find(recruit.RoleAdmin, "priya"); len(got) != 2 {
			t.Errorf("admin finds %v for priya, want both", got)
		}
		if got := find(recruit.RolePanel, "priya"); len(got) != 1 || got[0] != "Priya Raghavan" {
			t.Errorf("interviewer finds %v for priya, want only the candidate of their job", got)
		}
		if got := find(recruit.RoleAdmin, "pryia menon"); len(got) == 0 || got[0] != "Priya Menon" {
			t.Errorf("typo: %v", got)
		}
		if got := find(recruit.RoleAdmin, "K. Desai"); len(got) != 1 || got[0] != "Kiran Desai" {
			t.Errorf("initial: %v", got)
		}
		apptest.MustAddApplication(t, admin, a, jobB, "Zoya Akhtar", "zoya@x.test")
		time.Sleep(2100 * time.Millisecond) // the index checks for changes every 2s
		if got := find(recruit.RoleAdmin, "zoya"); len(got) != 1 {
			t.Errorf("new candidate not found: %v", got)
		}
		// Concurrent lookups share one index (run with -race).
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := dir.Candidates(admin, "priya", 5); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		jobs, err := dir.Jobs(tm.Ctx(t, recruit.RolePanel))
		if err != nil {
			t.Fatal(err)
		}
		if len(jobs) != 1 || jobs[0].ID != jobA.ID {
			t.Errorf("interviewer sees jobs %v, want only Backend", jobs)
		}
		users, err := dir.Users(admin)
		if err != nil || len(users) == 0 {
			t.Fatalf("users %v, %v", users, err)
		}
	})
}
