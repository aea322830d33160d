package interview_test

import (
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestScorecardsDue lists the ended interviews whose panel member still
// owes a scorecard: the panel, not the shadow; not an interview still to
// come; gone once the card is in; never another company's.
func TestScorecardsDue(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		admin := w.ctx(t, recruit.RoleAdmin)
		panelCtx, taCtx := w.ctx(t, recruit.RolePanel), w.ctx(t, recruit.RoleTA)
		start := time.Now().UTC().Add(-3 * time.Hour).Truncate(5 * time.Minute)
		iv := w.mustSchedule(t, at(admin, start.Add(-time.Hour)), w.app.Slug, start, []int64{w.panel, w.ta}, []int64{w.hm})
		bob := w.candidate(t, "Bob Later", "bob@x.test")
		w.mustSchedule(t, admin, bob.Slug, soon(), []int64{w.panel}, nil)

		for _, tc := range []struct {
			name string
			n    int
		}{{recruit.RolePanel, 1}, {recruit.RoleTA, 1}, {recruit.RoleHiringManager, 0}, {recruit.RoleAdmin, 0}} {
			items, n, err := w.a.Interview.ScorecardsDue(w.ctx(t, tc.name), 5)
			if err != nil || n != tc.n || len(items) != tc.n {
				t.Errorf("%s: got %d (%d items) %v, want %d", tc.name, n, len(items), err, tc.n)
			}
			if tc.n == 1 && (items[0].ID != iv.ID || items[0].Slug != w.app.Slug || items[0].RoundName == "") {
				t.Errorf("%s: %+v", tc.name, items[0])
			}
		}
		if _, err := w.a.Interview.SubmitScorecard(panelCtx, w.app.Slug, w.round.ID, card(w.round.Attributes(), 3, "yes")); err != nil {
			t.Fatal(err)
		}
		if _, n, err := w.a.Interview.ScorecardsDue(panelCtx, 5); err != nil || n != 0 {
			t.Errorf("after the card: %d %v", n, err)
		}
		if _, n, err := w.a.Interview.ScorecardsDue(taCtx, 5); err != nil || n != 1 {
			t.Errorf("the TA still owes theirs: %d %v", n, err)
		}

		beta := apptest.MustTeam(t, w.a, "beta")
		if _, n, err := w.a.Interview.ScorecardsDue(beta.Ctx(t, recruit.RoleTA), 5); err != nil || n != 0 {
			t.Errorf("another company's TA: %d %v", n, err)
		}
		if _, _, err := w.a.Interview.ScorecardsDue(w.ctx(t, recruit.RoleAgency), 5); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("an agency: %v", err)
		}
	})
}
