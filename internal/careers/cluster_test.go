package careers_test

import (
	"fmt"
	"net/http"
	"net/netip"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

// TestApplyRateLimitAcrossProcesses: two servers on one database (each with
// its own handle, as two processes behind a proxy) share the careers
// limit per address: four applications split across both use it up, and
// the fifth is refused by either.
func TestApplyRateLimitAcrossProcesses(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		limit := 4
		opts := apptest.ServerOptions{ApplyRatePerIP: &limit, TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}
		w := newWorld(t, db, opts)
		opts.NoWorkers = true
		other := *w
		other.srv = apptest.NewServer(t, apptest.OpenAgain(t, db), opts)
		worlds := []*world{w, &other}
		from := http.Header{"X-Forwarded-For": {"203.0.113.9"}}
		for i := range limit {
			if a := worlds[i%2].apply(t, w.form(fmt.Sprintf("c%d@example.test", i)), "cv.pdf", pdf, from); a.status != http.StatusOK {
				t.Fatalf("application %d: %d %s", i+1, a.status, a.body)
			}
		}
		for n, wd := range worlds {
			if a := wd.apply(t, w.form(fmt.Sprintf("late%d@example.test", n)), "cv.pdf", pdf, from); a.status != http.StatusTooManyRequests {
				t.Errorf("server %d after %d applications split across both: %d %s, want 429", n, limit, a.status, a.body)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID); n != limit {
			t.Errorf("%d applications, want %d", n, limit)
		}
	})
}
