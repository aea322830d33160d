package interview_test

import (
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestRoundEditRules checks who changes which rounds: a job's rounds by
// whoever may edit the job, the company's template by admins and TAs, and
// a job the actor does not see is not found.
func TestRoundEditRules(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		hmCtx := tm.Ctx(t, recruit.RoleHiringManager)
		hm := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("Managed")
		in.HiringManagerID = &hm
		managed := apptest.MustCreateRequisition(t, admin, a, in)
		in = apptest.JobInput("Panel only")
		in.PanelIDs = []int64{hm}
		panelOnly := apptest.MustCreateRequisition(t, admin, a, in)
		hidden := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Hidden"))

		rounds, err := a.Interview.Rounds(hmCtx, managed.ID)
		if err != nil || len(rounds) == 0 {
			t.Fatalf("the job's rounds: %v %v", rounds, err)
		}
		if _, err := a.Interview.AddRound(hmCtx, managed.ID, interview.RoundInput{Name: "Pairing"}); err != nil {
			t.Errorf("manager adding a round to their job: %v", err)
		}
		for _, tc := range []struct {
			name string
			id   int64
			want string
		}{
			{"ErrPanelOnlyJob", panelOnly.ID, recruit.EFORBIDDEN},
			{"ErrHiddenJob", hidden.ID, recruit.ENOTFOUND},
			{"ErrTemplate", 0, recruit.EFORBIDDEN},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := a.Interview.AddRound(hmCtx, tc.id, interview.RoundInput{Name: "Extra"})
				if code := recruit.ErrorCode(err); code != tc.want {
					t.Errorf("got %v, want %s", err, tc.want)
				}
			})
		}
		hiddenRounds, err := a.Interview.Rounds(admin, hidden.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.Interview.UpdateRound(hmCtx, hiddenRounds[0].ID, interview.RoundInput{Name: "Renamed"}); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("renaming a round of a job not seen: %v, want ENOTFOUND", err)
		}
		if _, err := a.Interview.AddRound(tm.Ctx(t, recruit.RoleTA), 0, interview.RoundInput{Name: "Template extra"}); err != nil {
			t.Errorf("TA adding a template round: %v", err)
		}
		other := apptest.MustTeam(t, a, "beta")
		if _, err := a.Interview.DeleteRound(other.Ctx(t, recruit.RoleAdmin), hiddenRounds[0].ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company deleting a round: %v, want ENOTFOUND", err)
		}
	})
}
