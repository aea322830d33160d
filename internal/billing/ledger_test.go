package billing_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/billing"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// reserve holds credits for ids in a transaction of its own, as an upload
// does.
func reserve(ctx context.Context, l *billing.Ledger, companyID int64, ids ...int64) error {
	return l.DB.RunInTx(ctx, func(ctx context.Context) error { return l.Reserve(ctx, companyID, ids) })
}

func want(t *testing.T, l *billing.Ledger, companyID int64, available, used, reserved int) {
	t.Helper()
	c, err := l.Balance(context.Background(), companyID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Available != available || c.Used != used || c.Reserved != reserved {
		t.Errorf("credits available/used/reserved = %d/%d/%d, want %d/%d/%d", c.Available, c.Used, c.Reserved, available, used, reserved)
	}
	if c.Pending() < 0 {
		t.Errorf("pending credits %d, below zero", c.Pending())
	}
}

func TestLedger(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		l := a.Billing
		ctx := ctxT(t)
		company := apptest.MustTeam(t, a, "ledger").Company.ID

		t.Run("TrialOnce", func(t *testing.T) {
			want(t, l, company, 50, 0, 0)
			want(t, l, company, 50, 0, 0)
			entries, err := l.Entries(ctx, company)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 1 || entries[0].Kind != billing.KindGrant || *entries[0].GrantKey != billing.GrantTrial || entries[0].Credits != 50 {
				t.Errorf("entries %+v, want one trial grant of 50", entries)
			}
		})
		t.Run("CommitSpendsOnce", func(t *testing.T) {
			if err := reserve(ctx, l, company, 1, 2, 3); err != nil {
				t.Fatal(err)
			}
			want(t, l, company, 50, 0, 3)
			for i, wantDone := range []bool{true, false} {
				done, err := l.Commit(ctx, company, 1)
				if err != nil || done != wantDone {
					t.Errorf("commit %d: %v, %v; want %v", i+1, done, err, wantDone)
				}
			}
			want(t, l, company, 50, 1, 2)
		})
		t.Run("ReleaseAfterCommitChangesNothing", func(t *testing.T) {
			if done, err := l.Release(ctx, company, 1); err != nil || done {
				t.Errorf("release after commit: %v, %v; want false", done, err)
			}
			want(t, l, company, 50, 1, 2)
		})
		t.Run("ReleaseGivesBackOnce", func(t *testing.T) {
			for i, wantDone := range []bool{true, false} {
				if done, err := l.Release(ctx, company, 2); err != nil || done != wantDone {
					t.Errorf("release %d: %v, %v; want %v", i+1, done, err, wantDone)
				}
			}
			if done, err := l.Commit(ctx, company, 2); err != nil || done {
				t.Errorf("commit after release: %v, %v; want false", done, err)
			}
			want(t, l, company, 50, 1, 1)
		})
		t.Run("NothingForResumesNeverReserved", func(t *testing.T) {
			if done, err := l.Commit(ctx, company, 999); err != nil || done {
				t.Errorf("commit of an unreserved resume: %v, %v; want false", done, err)
			}
			other := apptest.MustTeam(t, a, "ledger-other").Company.ID
			if done, err := l.Commit(ctx, other, 3); err != nil || done {
				t.Errorf("another company committing resume 3: %v, %v; want false", done, err)
			}
			want(t, l, company, 50, 1, 1)
		})
		t.Run("ReserveTwiceIsRefused", func(t *testing.T) {
			if err := reserve(ctx, l, company, 3); err == nil {
				t.Error("reserving resume 3 again = nil error, want a refusal")
			}
			want(t, l, company, 50, 1, 1)
		})
		t.Run("ErrNotEnough", func(t *testing.T) {
			err := reserve(ctx, l, company, rangeIDs(100, 49)...)
			if recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Fatalf("reserving 49 of 48 = %v, want a conflict", err)
			}
			if msg := recruit.ErrorMessage(err); msg != "Not enough credits: this batch has 49 resumes and 48 credits are left. Buy credits or share Hirekit to earn 50 more." {
				t.Errorf("message %q", msg)
			}
			want(t, l, company, 50, 1, 1)
		})
		t.Run("ConcurrentBatchesNeverGoNegative", func(t *testing.T) {
			c := apptest.MustTeam(t, a, "ledger-race").Company.ID
			want(t, l, c, 50, 0, 0)
			var wg sync.WaitGroup
			errs := make([]error, 10)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[i] = reserve(ctx, l, c, rangeIDs(int64(1000+10*i), 7)...)
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				switch {
				case err == nil:
					ok++
				case recruit.ErrorCode(err) != recruit.ECONFLICT:
					t.Errorf("batch failed with %v, want success or not enough credits", err)
				}
			}
			if ok != 7 {
				t.Errorf("%d batches of 7 reserved out of 50 credits, want 7", ok)
			}
			want(t, l, c, 50, 0, 49)
		})
		t.Run("RacingSettlementsSettleOnce", func(t *testing.T) {
			c := apptest.MustTeam(t, a, "ledger-settle").Company.ID
			if err := reserve(ctx, l, c, 501, 502, 503, 504, 505); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			settled := map[int64]int{}
			for id := int64(501); id <= 505; id++ {
				for i := range 4 {
					wg.Add(1)
					go func() {
						defer wg.Done()
						settle := l.Commit
						if i%2 == 1 {
							settle = l.Release
						}
						done, err := settle(ctx, c, id)
						if err != nil {
							t.Error(err)
						}
						if done {
							mu.Lock()
							settled[id]++
							mu.Unlock()
						}
					}()
				}
			}
			wg.Wait()
			for id := int64(501); id <= 505; id++ {
				if settled[id] != 1 {
					t.Errorf("resume %d settled %d times, want once", id, settled[id])
				}
			}
			got, err := l.Balance(ctx, c)
			if err != nil || got.Reserved != 0 || got.Used > 5 || got.Pending() != 50-got.Used {
				t.Errorf("after settling: %+v, %v", got, err)
			}
		})
		t.Run("ShareCreditsOnce", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "ledger-share")
			actx := tm.Ctx(t, recruit.RoleAdmin)
			got, err := l.ClaimShareCredits(actx)
			if err != nil || got.Available != 100 || !got.ShareClaimed {
				t.Fatalf("claim: %+v, %v; want 100 available and claimed", got, err)
			}
			if _, err := l.ClaimShareCredits(actx); recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("second claim: %v, want a conflict", err)
			}
			want(t, l, tm.Company.ID, 100, 0, 0)
		})
		t.Run("GrantNeedsTheSystemOrAPlatformAdmin", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "ledger-grant")
			if _, err := l.GrantCredits(tm.Ctx(t, recruit.RoleAdmin), 10, ""); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("an admin granting credits: %v, want forbidden", err)
			}
			sys := recruit.WithActor(ctx, recruit.SystemActor(tm.Company.ID))
			if _, err := l.GrantCredits(sys, 0, ""); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("granting 0: %v, want invalid", err)
			}
			got, err := l.GrantCredits(sys, 200, "Invoice 7")
			if err != nil || got.Available != 250 || got.Pending() != 250 {
				t.Errorf("grant: %+v, %v; want 250 available", got, err)
			}
		})
	})
}

func rangeIDs(from int64, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = from + int64(i)
	}
	return out
}
