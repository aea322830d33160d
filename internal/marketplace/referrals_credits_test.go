package marketplace_test

import (
	"context"
	"sync"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// almostComplete fills a profile to 55%: one more experience passes 60%.
func almostComplete(t *testing.T, a interface {
	UpdateBasics(context.Context, marketplace.BasicsInput) (*marketplace.Profile, error)
	AddSkill(context.Context, string) (*marketplace.Skill, error)
}, ctx context.Context) {
	t.Helper()
	if _, err := a.UpdateBasics(ctx, marketplace.BasicsInput{Name: "Ravi", Headline: "Go developer", Phone: "+91 90000 00000",
		City: "Pune", CareerStart: "2019-07", Bio: "Builds things"}); err != nil {
		t.Fatal(err)
	}
	for _, sk := range []string{"Go", "SQL", "Docker"} {
		if _, err := a.AddSkill(ctx, sk); err != nil {
			t.Fatal(err)
		}
	}
}

func TestReferralCredits(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		ravi := apptest.MustHubCandidate(t, a, "ravi")
		ashaCtx, raviCtx := apptest.ActorCtx(t, a, asha.Token, 0), apptest.ActorCtx(t, a, ravi.Token, 0)
		if r, err := a.Hub.MarkReferral(raviCtx, "asha"); err != nil || !r.Recorded {
			t.Fatalf("mark: %+v %v", r, err)
		}
		entries := func() int {
			var n int
			if err := db.Read.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM hub_credit_entries WHERE hub_candidate_id = ?`, asha.ID).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		almostComplete(t, a.Hub, raviCtx)
		if n := entries(); n != 0 {
			t.Fatalf("%d entries at 55%%, want none", n)
		}
		// Two writes that each pass 60% at once credit the referrer once.
		var wg sync.WaitGroup
		for _, title := range []string{"Engineer", "Developer"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := a.Hub.AddExperience(raviCtx, marketplace.Experience{Designation: title, Company: "Globex", Start: "2020-01"}); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		// Retries and later writes add nothing more.
		for range 3 {
			if _, err := a.Hub.AddEducation(raviCtx, marketplace.Education{Degree: "B.Tech", Institute: "IIT"}); err != nil {
				t.Fatal(err)
			}
		}
		if n := entries(); n != 1 {
			t.Fatalf("%d entries, want 1", n)
		}
		refs, err := a.Hub.MyReferrals(ashaCtx)
		if err != nil {
			t.Fatal(err)
		}
		if len(refs.People) != 1 || refs.People[0].Username != "ravi" || !refs.People[0].Passed ||
			refs.People[0].Credits != marketplace.ReferralCredits || refs.People[0].State != marketplace.CreditPending {
			t.Fatalf("referrals %+v", refs.People)
		}
		if want := "/talenthub/register?ref=asha"; len(refs.Link) < len(want) || refs.Link[len(refs.Link)-len(want):] != want {
			t.Fatalf("link %q", refs.Link)
		}
		// Pending credits do not count until approved.
		if total, _ := a.Hub.TotalCredits(ashaCtx); total != 0 {
			t.Fatalf("total %d before approval", total)
		}
		ledger, err := a.Hub.CreditLedger(ashaCtx)
		if err != nil || ledger.Pending != marketplace.ReferralCredits || ledger.Total != 0 || len(ledger.Entries) != 1 {
			t.Fatalf("ledger %+v %v", ledger, err)
		}
		if other, err := a.Hub.MyReferrals(raviCtx); err != nil || len(other.People) != 0 {
			t.Fatalf("ravi's referrals %+v %v", other, err)
		}

		root := apptest.ActorCtx(t, a, apptest.MustPlatformAdmin(t, a, "root password"), 0)
		pending, total, err := a.Hub.PendingCredits(root)
		if err != nil || total != 1 || len(pending) != 1 || pending[0].Username != "asha" || pending[0].ReferredUsername != "ravi" ||
			pending[0].ReferredJoinedAt == nil {
			t.Fatalf("pending %+v %d %v", pending, total, err)
		}
		// A double click approves once.
		changed := make([]bool, 2)
		for i := range changed {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, ok, err := a.Hub.DecideCredit(root, pending[0].ID, true)
				if err != nil {
					t.Error(err)
				}
				changed[i] = ok
			}()
		}
		wg.Wait()
		if changed[0] == changed[1] {
			t.Fatalf("changed %v, want exactly one", changed)
		}
		if total, _ := a.Hub.TotalCredits(ashaCtx); total != marketplace.ReferralCredits {
			t.Fatalf("total %d after approval, want %d", total, marketplace.ReferralCredits)
		}
		if _, _, err := a.Hub.DecideCredit(root, pending[0].ID, false); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Fatalf("refuse after approve: %v, want conflict", err)
		}
		if _, _, err := a.Hub.DecideCredit(root, 99999, true); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Fatalf("unknown entry: %v", err)
		}
		t.Run("ErrNotPlatformAdmin", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			for _, ctx := range []context.Context{ashaCtx, tm.Ctx(t, recruit.RoleAdmin)} {
				if _, _, err := a.Hub.PendingCredits(ctx); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
					t.Errorf("pending: %v", err)
				}
				if _, _, err := a.Hub.DecideCredit(ctx, pending[0].ID, true); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
					t.Errorf("decide: %v", err)
				}
			}
		})
	})
}
