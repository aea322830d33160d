package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

func wandGraph(t *testing.T, srv *apptest.Server, token string) apiv1.WandUsageGraph {
	t.Helper()
	r := srv.Do(t, "GET", "/api/v1/analytics/fetch-wand-usage-graph-data", "", nil)
	if r.Status != 401 {
		t.Errorf("graph without a token: %d, want 401", r.Status)
	}
	r = srv.Do(t, "GET", "/api/v1/analytics/fetch-wand-usage-graph-data", token, nil)
	if r.Status != 200 {
		t.Fatalf("graph: %d %s", r.Status, r.Body)
	}
	var out apiv1.Envelope[apiv1.WandUsageGraph]
	r.JSON(t, &out)
	return out.Data
}

// TestWandDownloads records the extension's downloads with the session
// token the /wand sign-in return hands it: each counts once per user,
// board, profile and day, bad reports are refused whole, a company sees
// only its own, and one user is throttled.
func TestWandDownloads(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := newTeam(t, srv, "wandco")
		admin, ta := tm.tokens[recruit.RoleAdmin], tm.tokens[recruit.RoleTA]
		post := func(token string, body map[string]any) apptest.Response {
			return srv.Do(t, "POST", "/api/v1/wand/downloads", token, body)
		}
		today := time.Now().UTC()
		twoDaysAgo := today.AddDate(0, 0, -2)

		wantAnswer(t, "first download", post(admin, map[string]any{"board": "linkedin", "profile_url": "https://www.linkedin.com/in/asha-rao/"}), 200, `"recorded":true`)
		wantAnswer(t, "same profile, tracking query and no slash", post(admin, map[string]any{"board": "linkedin", "profile_url": "https://linkedin.com/in/asha-rao?trk=abc#top"}), 200, `"recorded":false`)
		wantAnswer(t, "same profile by another user", post(ta, map[string]any{"board": "linkedin", "profile_url": "https://www.linkedin.com/in/asha-rao/"}), 200, `"recorded":true`)
		wantAnswer(t, "an id on another board", post(admin, map[string]any{"board": "naukri", "profile_id": "NK-1234"}), 200, `"recorded":true`)
		wantAnswer(t, "the id again", post(admin, map[string]any{"board": "naukri", "profile_id": "NK-1234"}), 200, `"recorded":false`)
		wantAnswer(t, "dated two days ago", post(admin, map[string]any{"board": "indeed", "profile_id": "ix9", "downloaded_at": twoDaysAgo.Format(time.RFC3339)}), 200, `"day":"`+twoDaysAgo.Format(time.DateOnly)+`"`)
		wantAnswer(t, "the same id on another day counts again", post(admin, map[string]any{"board": "indeed", "profile_id": "ix9"}), 200, `"recorded":true`)

		bad := []struct {
			what string
			body map[string]any
			text string
		}{
			{"no board", map[string]any{"profile_id": "x"}, "Please choose a supported job board"},
			{"unknown board", map[string]any{"board": "monster", "profile_id": "x"}, "Please choose a supported job board"},
			{"no profile", map[string]any{"board": "linkedin"}, "Please send the candidate's profile URL or id"},
			{"http", map[string]any{"board": "linkedin", "profile_url": "http://linkedin.com/in/x"}, "https://"},
			{"javascript", map[string]any{"board": "linkedin", "profile_url": "javascript:alert(1)"}, "https://"},
			{"another site", map[string]any{"board": "linkedin", "profile_url": "https://evil.test/linkedin.com/in/x"}, "The profile URL is not on LinkedIn"},
			{"look-alike host", map[string]any{"board": "naukri", "profile_url": "https://notnaukri.com/x"}, "The profile URL is not on Naukri"},
			{"huge URL", map[string]any{"board": "linkedin", "profile_url": "https://linkedin.com/in/" + strings.Repeat("a", 2000)}, "at most 2000 characters"},
			{"huge id", map[string]any{"board": "linkedin", "profile_id": strings.Repeat("a", 201)}, "at most 200 characters"},
			{"NUL in id", map[string]any{"board": "linkedin", "profile_id": "a\x00b"}, "NUL"},
			{"NUL in URL", map[string]any{"board": "linkedin", "profile_url": "https://linkedin.com/in/a\x00b"}, "NUL"},
			{"bad time", map[string]any{"board": "linkedin", "profile_id": "y", "downloaded_at": "yesterday"}, "RFC 3339"},
			{"a month ago", map[string]any{"board": "linkedin", "profile_id": "y", "downloaded_at": today.AddDate(0, -1, 0).Format(time.RFC3339)}, "within the last 7 days"},
			{"tomorrow", map[string]any{"board": "linkedin", "profile_id": "y", "downloaded_at": today.AddDate(0, 0, 1).Format(time.RFC3339)}, "within the last 7 days"},
		}
		for _, b := range bad {
			wantAnswer(t, b.what, post(admin, b.body), 400, b.text)
		}
		wantAnswer(t, "no token", post("", map[string]any{"board": "linkedin", "profile_id": "z"}), 401, "error")
		wantAnswer(t, "a panel member", post(tm.tokens[recruit.RolePanel], map[string]any{"board": "linkedin", "profile_id": "z"}), 403, "error_messages")
		if n := count(t, db, "SELECT count(*) FROM wand_downloads"); n != 5 {
			t.Errorf("%d rows stored, want 5", n)
		}

		g := wandGraph(t, srv, admin)
		if g.TotalDownloads != 5 || g.LastWeekCount != 5 || len(g.WandUsageData) != screening.WandDays || len(g.Boards) != 4 {
			t.Fatalf("graph: total %d, last week %d, %d points, %d boards; want 5, 5, 30, 4", g.TotalDownloads, g.LastWeekCount, len(g.WandUsageData), len(g.Boards))
		}
		last, twoBack := g.WandUsageData[29], g.WandUsageData[27]
		if last.Date != today.Format(time.DateOnly) || last.Downloads != 4 || last.Sample || twoBack.Date != twoDaysAgo.Format(time.DateOnly) || twoBack.Downloads != 1 {
			t.Errorf("points: today %+v, two days ago %+v; want 4 today and 1 two days ago, not sample", last, twoBack)
		}

		// Another company sees none of it: its chart is the marked sample.
		other := newTeam(t, srv, "otherco")
		o := wandGraph(t, srv, other.tokens[recruit.RoleAdmin])
		if o.TotalDownloads != 0 || o.LastWeekCount != 0 || len(o.WandUsageData) != screening.WandDays {
			t.Fatalf("other company: %+v", o)
		}
		for _, p := range o.WandUsageData {
			if !p.Sample || p.Downloads == 0 {
				t.Fatalf("other company's point %+v, want a non-zero sample", p)
			}
		}
		// An unverified owner still reads the chart (the page warns).
		fresh := signUp(t, srv, "owner@unverified-wand.test", "Unverified Wand")
		if g := wandGraph(t, srv, fresh.Token); g.TotalDownloads != 0 {
			t.Errorf("unverified company total %d", g.TotalDownloads)
		}

		// The throttle counts each user's calls, repeats included.
		srv.Auth.RateLimits[screening.WandRateBucket] = 3
		hm := other.tokens[recruit.RoleTA]
		for i := range 3 {
			wantAnswer(t, "within the limit", post(hm, map[string]any{"board": "wellfound", "profile_url": "https://wellfound.com/u/kim"}), 200, `"recorded":`+map[bool]string{true: "true", false: "false"}[i == 0])
		}
		wantAnswer(t, "over the limit", post(hm, map[string]any{"board": "wellfound", "profile_id": "kim2"}), 429, "Too many attempts")
		wantAnswer(t, "another user is not held back", post(other.tokens[recruit.RoleAdmin], map[string]any{"board": "wellfound", "profile_id": "kim2"}), 200, `"recorded":true`)
	})
}
