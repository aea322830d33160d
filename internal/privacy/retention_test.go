package privacy_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// clock is a test clock the app and the writes share.
type clock struct {
	mu sync.Mutex
	at time.Time
}

func (c *clock) now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.at }
func (c *clock) set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.at = t }

// TestRetentionErasesClosedCandidatesOnTime: with a six-month rule, the
// daily job erases a candidate rejected over six months ago, and keeps
// one rejected five months ago (until their time comes), one still in
// the pipeline and one with an open application beside a closed one.
// Each erasure is in the audit log, by Hirekit.
func TestRetentionErasesClosedCandidatesOnTime(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		t0 := time.Date(2025, 1, 10, 9, 0, 0, 0, time.UTC)
		c := &clock{at: t0}
		a := apptest.NewApp(t, db, apptest.ServerOptions{Now: c.now})
		tm := apptest.MustTeam(t, a, "alpha")
		beta := apptest.MustTeam(t, a, "beta")
		admin := sqldb.WithClock(tm.Ctx(t, recruit.RoleAdmin), c.now)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Go Engineer"))
		job2 := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Rust Engineer"))
		reject := func(slug string) {
			t.Helper()
			apptest.MustMove(t, admin, a, slug, recruit.StateTAScreen)
			apptest.MustMove(t, admin, a, slug, recruit.StateScreenReject)
		}
		early := apptest.MustAddApplication(t, admin, a, job, "Early Reject", "early@x.test")
		reject(early.Slug)
		open := apptest.MustAddApplication(t, admin, a, job, "Still Open", "open@x.test")
		mixed := apptest.MustAddApplication(t, admin, a, job, "Mixed Case", "mixed@x.test")
		reject(mixed.Slug)
		apptest.MustAddApplication(t, admin, a, job2, "Mixed Case", "mixed@x.test")
		// Beta has no rule: its old reject stays.
		betaAdmin := sqldb.WithClock(beta.Ctx(t, recruit.RoleAdmin), c.now)
		betaJob := apptest.MustCreateRequisition(t, betaAdmin, a, apptest.JobInput("Go Engineer"))
		betaOld := apptest.MustAddApplication(t, betaAdmin, a, betaJob, "Beta Reject", "early@x.test")
		apptest.MustMove(t, betaAdmin, a, betaOld.Slug, recruit.StateTAScreen)
		apptest.MustMove(t, betaAdmin, a, betaOld.Slug, recruit.StateScreenReject)
		c.set(t0.AddDate(0, 1, 0))
		late := apptest.MustAddApplication(t, admin, a, job, "Late Reject", "late@x.test")
		reject(late.Slug)

		if _, err := a.Privacy.SetRetention(admin, 6); err != nil {
			t.Fatal(err)
		}
		name := func(slug string) string {
			t.Helper()
			var n string
			if err := db.Read.NewRaw(`SELECT c.name FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id WHERE a.slug = ?`, slug).Scan(context.Background(), &n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		work := func() {
			t.Helper()
			if err := (&privacy.RetentionWorker{Privacy: a.Privacy}).Work(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
		}
		// Just under six months after the first reject: nothing yet.
		c.set(t0.AddDate(0, 6, -1))
		work()
		if got := name(early.Slug); got != "Early Reject" {
			t.Errorf("a day before its time, early = %q", got)
		}
		c.set(t0.AddDate(0, 6, 1))
		work()
		want := map[string]string{early.Slug: privacy.ErasedName, late.Slug: "Late Reject", open.Slug: "Still Open", mixed.Slug: "Mixed Case", betaOld.Slug: "Beta Reject"}
		for slug, w := range want {
			if got := name(slug); got != w {
				t.Errorf("after six months: %s = %q, want %q", slug, got, w)
			}
		}
		c.set(t0.AddDate(0, 7, 1))
		work()
		work() // twice: an erased candidate is not erased again
		if got := name(late.Slug); got != privacy.ErasedName {
			t.Errorf("after seven months: late = %q, want erased", got)
		}
		entries, _, err := a.Privacy.AuditLog(admin, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		var byJob int
		for _, e := range entries {
			if e.Action == privacy.ActionRetentionErase {
				byJob++
				if e.UserID != nil {
					t.Errorf("a retention erasure by user %d, want Hirekit", *e.UserID)
				}
			}
		}
		if byJob != 2 {
			t.Errorf("%d retention erasures in the log, want 2: %+v", byJob, entries)
		}
	})
}

// TestSetRetention: 1 to 120 months, 0 for none; anything else is refused
// with the field's message; a TA may not; the change is audited.
func TestSetRetention(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		for _, bad := range []int{-1, 121, 1000} {
			if _, err := a.Privacy.SetRetention(admin, bad); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("%d months: got %v, want EINVALID", bad, err)
			}
		}
		for _, months := range []int{1, 120, 0} {
			r, err := a.Privacy.SetRetention(admin, months)
			if err != nil || r.Months != months {
				t.Errorf("%d months: got %+v, %v", months, r, err)
			}
			if got, err := a.Privacy.Retention(admin); err != nil || got.Months != months {
				t.Errorf("read back %d: got %+v, %v", months, got, err)
			}
		}
		if _, err := a.Privacy.SetRetention(tm.Ctx(t, recruit.RoleTA), 6); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a TA: got %v, want EFORBIDDEN", err)
		}
		entries, total, err := a.Privacy.AuditLog(admin, 1, 20)
		if err != nil || total != 3 || entries[0].Action != privacy.ActionRetention || entries[0].Detail != "off" {
			t.Errorf("audit log = %+v (%d, %v), want three retention changes, the last off", entries, total, err)
		}
	})
}
