package httpapi_test

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestHubCreditsAPI: a referral that completes its profile shows on the
// referrer's referrals and credits pages as pending; the admin pages are
// a platform admin's only, and a double approve decides once.
func TestHubCreditsAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, srv.App, "asha")
		ravi := apptest.MustHubCandidate(t, srv.App, "ravi")
		if r := srv.Do(t, http.MethodPost, "/api/v1/talenthub/candidate/mark-referral", ravi.Token, map[string]string{"ref": "asha"}); r.Status != http.StatusOK {
			t.Fatalf("mark: %d %s", r.Status, r.Body)
		}
		steps := []struct {
			method, path string
			body         any
		}{
			{http.MethodPut, "/api/v1/talenthub/candidate/profile", map[string]string{"name": "Ravi", "headline": "Go developer",
				"phone": "+91 90000 00000", "city": "Pune", "career_start": "2019-07", "bio": "Builds things"}},
			{http.MethodPost, "/api/v1/talenthub/candidate/skills", map[string]string{"name": "Go"}},
			{http.MethodPost, "/api/v1/talenthub/candidate/skills", map[string]string{"name": "SQL"}},
			{http.MethodPost, "/api/v1/talenthub/candidate/skills", map[string]string{"name": "Docker"}},
			{http.MethodPost, "/api/v1/talenthub/candidate/experiences", map[string]string{"designation": "Engineer", "company": "Globex", "start": "2020-01"}},
			{http.MethodPost, "/api/v1/talenthub/candidate/experiences", map[string]string{"designation": "Intern", "company": "Globex", "start": "2019-07", "end": "2019-12"}},
		}
		for _, st := range steps {
			if r := srv.Do(t, st.method, st.path, ravi.Token, st.body); r.Status >= 300 {
				t.Fatalf("%s %s: %d %s", st.method, st.path, r.Status, r.Body)
			}
		}
		var refs struct{ Data apiv1.HubReferralsResult }
		r := srv.Do(t, http.MethodGet, "/api/v1/talenthub/referrals", asha.Token, nil)
		r.JSON(t, &refs)
		if r.Status != http.StatusOK || len(refs.Data.Referrals) != 1 || !refs.Data.Referrals[0].ProfileCompleted ||
			refs.Data.Referrals[0].CreditState != "pending" || refs.Data.Referrals[0].Credits != refs.Data.CreditsEach {
			t.Fatalf("referrals: %d %s", r.Status, r.Body)
		}
		var credits struct{ Data apiv1.HubCreditsResult }
		r = srv.Do(t, http.MethodGet, "/api/v1/talenthub/credits", asha.Token, nil)
		r.JSON(t, &credits)
		if r.Status != http.StatusOK || credits.Data.TotalCredits != 0 || credits.Data.PendingCredits != refs.Data.CreditsEach ||
			len(credits.Data.Entries) != 1 || credits.Data.Entries[0].CauseText == "" {
			t.Fatalf("credits: %d %s", r.Status, r.Body)
		}
		id := strconv.FormatInt(credits.Data.Entries[0].ID, 10)

		tm := apptest.MustTeam(t, srv.App, "acme")
		root := apptest.MustPlatformAdmin(t, srv.App, "root password")
		admin := []struct{ method, path string }{
			{http.MethodGet, "/api/v1/talenthub/admin/pending-credits"},
			{http.MethodPost, "/api/v1/talenthub/admin/pending-credits/" + id + "/approve"},
			{http.MethodPost, "/api/v1/talenthub/admin/pending-credits/" + id + "/refuse"},
		}
		for _, rt := range admin {
			for who, token := range map[string]string{"candidate": asha.Token, "company admin": tm.Tokens[recruit.RoleAdmin], "ta": tm.Tokens[recruit.RoleTA]} {
				if r := srv.Do(t, rt.method, rt.path, token, nil); r.Status != http.StatusForbidden {
					t.Errorf("%s %s as %s: %d, want 403", rt.method, rt.path, who, r.Status)
				}
			}
			if r := srv.Do(t, rt.method, rt.path, "", nil); r.Status != http.StatusUnauthorized {
				t.Errorf("%s %s anonymous: %d, want 401", rt.method, rt.path, r.Status)
			}
		}
		var pending struct{ Data apiv1.HubPendingCreditsResult }
		r = srv.Do(t, http.MethodGet, "/api/v1/talenthub/admin/pending-credits", root, nil)
		r.JSON(t, &pending)
		if r.Status != http.StatusOK || pending.Data.Total != 1 || pending.Data.Entries[0].Username != "asha" || pending.Data.Entries[0].ReferredUsername != "ravi" {
			t.Fatalf("pending: %d %s", r.Status, r.Body)
		}
		// A double click: both answered 200, one changed the entry.
		var wg sync.WaitGroup
		changed := make([]bool, 2)
		for i := range changed {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var out struct{ Data apiv1.HubDecideCreditResult }
				r := srv.Do(t, http.MethodPost, "/api/v1/talenthub/admin/pending-credits/"+id+"/approve", root, nil)
				if r.Status != http.StatusOK {
					t.Errorf("approve: %d %s", r.Status, r.Body)
					return
				}
				r.JSON(t, &out)
				changed[i] = out.Data.Changed
			}()
		}
		wg.Wait()
		if changed[0] == changed[1] {
			t.Fatalf("changed %v, want exactly one", changed)
		}
		if r := srv.Do(t, http.MethodPost, "/api/v1/talenthub/admin/pending-credits/"+id+"/refuse", root, nil); r.Status != http.StatusConflict {
			t.Fatalf("refuse after approve: %d %s", r.Status, r.Body)
		}
		var total struct{ Data apiv1.HubTotalCredits }
		srv.Do(t, http.MethodGet, "/api/v1/talenthub/credits/get-total-credits", asha.Token, nil).JSON(t, &total)
		if total.Data.TotalCredits != refs.Data.CreditsEach {
			t.Fatalf("total %d, want %d", total.Data.TotalCredits, refs.Data.CreditsEach)
		}
		var n int
		if err := db.Read.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM hub_credit_entries WHERE decided_by IS NOT NULL`).Scan(&n); err != nil || n != 1 {
			t.Fatalf("decided_by set on %d entries (%v), want 1", n, err)
		}
	})
}
