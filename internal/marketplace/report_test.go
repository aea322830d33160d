package marketplace_test

import (
	"context"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestReportProfile(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		ravi := apptest.MustHubCandidate(t, a, "ravi")
		anon := context.Background()
		report := func(ctx context.Context, user, reason, details, ip string) error {
			_, err := a.Hub.ReportProfile(ctx, user, marketplace.ReportInput{Reason: reason, Details: details, IP: ip})
			return err
		}
		openReports := func(id int64) (n int) {
			t.Helper()
			if err := db.Read.QueryRowContext(anon, `SELECT COUNT(*) FROM hub_profile_reports WHERE hub_candidate_id = ? AND state = 'open'`, id).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}

		t.Run("Validation", func(t *testing.T) {
			for _, c := range []struct{ user, reason, details, code, text string }{
				{"asha", "rude", "", recruit.EINVALID, "choose a reason"},
				{"asha", "", "", recruit.EINVALID, "choose a reason"},
				{"asha", "spam", strings.Repeat("é", 1001), recruit.EINVALID, "at most 1000"},
				{"asha", "spam", "bad\x00byte", recruit.EINVALID, "not allowed"},
				{"asha", "spam", "\xff\xfe", recruit.EINVALID, "not allowed"},
				{"nobody-here", "spam", "", recruit.ENOTFOUND, "Profile not found"},
				{"admin", "spam", "", recruit.ENOTFOUND, "Profile not found"},
				{"../x", "spam", "", recruit.ENOTFOUND, "Profile not found"},
			} {
				if err := report(anon, c.user, c.reason, c.details, "192.0.2.1"); recruit.ErrorCode(err) != c.code || !strings.Contains(err.Error(), c.text) {
					t.Errorf("%s %q: got %v, want %s %q", c.user, c.reason, err, c.code, c.text)
				}
			}
			if n := openReports(asha.ID); n != 0 {
				t.Errorf("refused reports stored: %d", n)
			}
			// 1000 characters (not bytes) are allowed.
			if err := report(anon, "ASHA", "other", strings.Repeat("é", 1000), "192.0.2.2"); err != nil {
				t.Fatal(err)
			}
		})

		t.Run("OneOpenReportPerReporter", func(t *testing.T) {
			for _, reason := range []string{"spam", "fake", "offensive"} {
				if err := report(anon, "ravi", reason, "details "+reason, "198.51.100.20"); err != nil {
					t.Fatal(err)
				}
			}
			if n := openReports(ravi.ID); n != 1 {
				t.Fatalf("a repeat stacked: %d open reports", n)
			}
			var reason, details string
			db.Read.QueryRowContext(anon, `SELECT reason, details FROM hub_profile_reports WHERE hub_candidate_id = ?`, ravi.ID).Scan(&reason, &details)
			if reason != "offensive" || details != "details offensive" {
				t.Errorf("the repeat's words were not kept: %q %q", reason, details)
			}
			// Another address is another reporter; a signed-in candidate is
			// counted by their account whatever their address.
			if err := report(anon, "ravi", "spam", "", "198.51.100.21"); err != nil {
				t.Fatal(err)
			}
			ashaCtx := apptest.ActorCtx(t, a, asha.Token, 0)
			for _, ip := range []string{"198.51.100.30", "198.51.100.31"} {
				if err := report(ashaCtx, "ravi", "fake", "", ip); err != nil {
					t.Fatal(err)
				}
			}
			if n := openReports(ravi.ID); n != 3 {
				t.Fatalf("open reports: %d, want 3", n)
			}
			// The reporter is stored only as a keyed hash.
			var key string
			db.Read.QueryRowContext(anon, `SELECT reporter_key FROM hub_profile_reports WHERE hub_candidate_id = ? ORDER BY id LIMIT 1`, ravi.ID).Scan(&key)
			if len(key) != 64 || strings.Contains(key, "198.51") {
				t.Errorf("reporter key: %q", key)
			}
			if err := report(ashaCtx, "asha", "spam", "", "198.51.100.30"); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("own profile: %v", err)
			}
		})

		t.Run("RateLimitedPerAddress", func(t *testing.T) {
			const ip = "203.0.113.77"
			for i := range 10 {
				if err := report(anon, "asha", "spam", "", ip); err != nil {
					t.Fatalf("report %d: %v", i, err)
				}
			}
			wantCode(t, report(anon, "asha", "spam", "", ip), recruit.ETHROTTLED, "Too many attempts")
			// Unknown usernames count too: the limit also bounds probing.
			wantCode(t, report(anon, "nobody-here", "spam", "", ip), recruit.ETHROTTLED, "")
		})

		root := apptest.ActorCtx(t, a, apptest.MustPlatformAdmin(t, a, "root password"), 0)
		t.Run("AdminListAndDismiss", func(t *testing.T) {
			ps, total, err := a.Hub.AdminReports(root, false, 1, 50)
			if err != nil || total != 2 || len(ps) != 2 {
				t.Fatalf("list: %+v %d %v", ps, total, err)
			}
			var r *marketplace.ReportedProfile
			for i := range ps {
				if ps[i].Username == "ravi" {
					r = &ps[i]
				}
			}
			if r == nil || r.Total != 3 || r.Open != 3 || r.State != "open" || len(r.Reports) != 3 || r.Name != "Candidate ravi" ||
				r.FirstAt.IsZero() || r.LastAt.Before(r.FirstAt) {
				t.Fatalf("ravi's group: %+v", r)
			}
			d, err := a.Hub.DismissReports(root, "ravi")
			if err != nil || d.Open != 0 || d.Total != 3 || d.State != "dismissed" || d.Reports[0].State != "dismissed" {
				t.Fatalf("dismiss: %+v %v", d, err)
			}
			if ps, total, _ := a.Hub.AdminReports(root, false, 1, 50); total != 1 || ps[0].Username != "asha" {
				t.Fatalf("open after dismissal: %+v %d", ps, total)
			}
			if _, total, _ := a.Hub.AdminReports(root, true, 1, 50); total != 2 {
				t.Fatalf("all after dismissal: %d", total)
			}
			// Paged: one a page.
			if ps, total, err := a.Hub.AdminReports(root, true, 2, 1); err != nil || total != 2 || len(ps) != 1 {
				t.Fatalf("page 2: %+v %d %v", ps, total, err)
			}
			// A new report after a dismissal opens a new one.
			if err := report(anon, "ravi", "spam", "again", "198.51.100.20"); err != nil {
				t.Fatal(err)
			}
			if n := openReports(ravi.ID); n != 1 {
				t.Fatalf("after dismissal: %d open", n)
			}
			if _, err := a.Hub.DismissReports(root, "nobody-here"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("unknown: %v", err)
			}
			meera := apptest.MustHubCandidate(t, a, "meera")
			if _, err := a.Hub.DismissReports(root, meera.Username); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("never reported: %v", err)
			}
		})

		t.Run("UnlistClosesReports", func(t *testing.T) {
			if _, err := a.Hub.SetCandidateHidden(root, ravi.ID, true, "Impersonation"); err != nil {
				t.Fatal(err)
			}
			if n := openReports(ravi.ID); n != 0 {
				t.Fatalf("open after unlisting: %d", n)
			}
			ps, _, err := a.Hub.AdminReports(root, true, 1, 50)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				if p.Username == "ravi" && (p.State != "unlisted" || !p.Hidden || p.Listed) {
					t.Errorf("ravi after unlisting: %+v", p)
				}
			}
			// An unlisted profile cannot be reported: it is not found.
			wantCode(t, report(anon, "ravi", "spam", "", "198.51.100.40"), recruit.ENOTFOUND, "Profile not found")
		})

		t.Run("ErrNotPlatformAdmin", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			for _, ctx := range []context.Context{anon, apptest.ActorCtx(t, a, asha.Token, 0), tm.Ctx(t, recruit.RoleAdmin)} {
				if _, _, err := a.Hub.AdminReports(ctx, true, 1, 50); recruit.ErrorCode(err) != recruit.EFORBIDDEN && recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
					t.Errorf("list: %v", err)
				}
				if _, err := a.Hub.DismissReports(ctx, "asha"); recruit.ErrorCode(err) != recruit.EFORBIDDEN && recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
					t.Errorf("dismiss: %v", err)
				}
			}
		})
	})
}
