package analytics_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/analytics"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

const chartsPath = "/api/v1/analytics/charts"

type wireChart struct {
	Slug      string         `json:"slug"`
	Title     string         `json:"title"`
	ChartType string         `json:"chart_type"`
	Query     map[string]any `json:"query"`
	Position  int            `json:"position"`
	Owned     bool           `json:"owned"`
	ShareURL  string         `json:"share_url"`
}

type wireView struct {
	Data struct {
		Chart wireChart `json:"chart"`
		Data  struct {
			Labels []string    `json:"labels"`
			Data   [][]float64 `json:"data"`
		} `json:"data"`
	} `json:"data"`
}

func list(t *testing.T, srv *apptest.Server, token string) []wireChart {
	t.Helper()
	r := srv.Do(t, http.MethodGet, chartsPath, token, nil)
	if r.Status != http.StatusOK {
		t.Fatalf("list: %d %s", r.Status, r.Body)
	}
	var out struct {
		Data struct {
			Charts []wireChart `json:"charts"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	return out.Data.Charts
}

func chartBody(title, chartType, metric string) map[string]any {
	return map[string]any{"title": title, "chart_type": chartType, "query": map[string]any{"metric": metric, "filters": map[string]any{}}}
}

func mustSave(t *testing.T, srv *apptest.Server, token string, body map[string]any) wireChart {
	t.Helper()
	r := srv.Do(t, http.MethodPost, chartsPath, token, body)
	if r.Status != http.StatusOK {
		t.Fatalf("save: %d %s", r.Status, r.Body)
	}
	var out struct {
		Data wireChart `json:"data"`
	}
	r.JSON(t, &out)
	return out.Data
}

// view opens a chart, with a share token when one is given.
func view(t *testing.T, srv *apptest.Server, token, slug, shareToken string) (int, wireView, string) {
	t.Helper()
	p := chartsPath + "/" + slug
	if shareToken != "" {
		p += "?share_token=" + url.QueryEscape(shareToken)
	}
	r := srv.Do(t, http.MethodGet, p, token, nil)
	var v wireView
	if r.Status == http.StatusOK {
		r.JSON(t, &v)
	}
	return r.Status, v, r.Body
}

func shareTokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("share_token")
}

func TestDefaultSetOnce(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		alpha := apptest.MustTeam(t, srv.App, "alpha")
		ta := alpha.Tokens[recruit.RoleTA]

		first := list(t, srv, ta)
		if len(first) != len(analytics.DefaultCharts) {
			t.Fatalf("first visit: %d charts, want the %d defaults", len(first), len(analytics.DefaultCharts))
		}
		for i, c := range first {
			want := analytics.DefaultCharts[i]
			if c.Title != want.Title || c.ChartType != want.ChartType || c.Query["metric"] != want.Query.Metric || !c.Owned || c.ShareURL != "" {
				t.Errorf("default %d: got %+v, want %q %s %s, owned, unshared", i, c, want.Title, want.ChartType, want.Query.Metric)
			}
			if i > 0 && c.Position <= first[i-1].Position {
				t.Errorf("positions not increasing: %d after %d", c.Position, first[i-1].Position)
			}
		}
		if got := first[2].Query["group_by"]; got != "source" {
			t.Errorf("applications chart groups by %v, want source", got)
		}
		again := list(t, srv, ta)
		if len(again) != len(first) || again[0].Slug != first[0].Slug {
			t.Fatalf("second visit: %d charts (first %s), want the same %d (first %s)", len(again), again[0].Slug, len(first), first[0].Slug)
		}

		// Every user has a dashboard of their own.
		hm := list(t, srv, alpha.Tokens[recruit.RoleHiringManager])
		if len(hm) != len(first) || hm[0].Slug == first[0].Slug {
			t.Fatalf("hiring manager: %d charts starting %s, want their own defaults", len(hm), hm[0].Slug)
		}

		// A user who deleted every chart does not get the defaults back.
		for _, c := range first {
			if r := srv.Do(t, http.MethodDelete, chartsPath+"/"+c.Slug, ta, nil); r.Status != http.StatusOK {
				t.Fatalf("delete %s: %d %s", c.Slug, r.Status, r.Body)
			}
		}
		if got := list(t, srv, ta); len(got) != 0 {
			t.Fatalf("after deleting all: %d charts, want none", len(got))
		}

		// A first save before any visit starts the dashboard with the
		// defaults, and the new chart after them.
		admin := alpha.Tokens[recruit.RoleAdmin]
		saved := mustSave(t, srv, admin, chartBody("Mine", "line", "funnel"))
		got := list(t, srv, admin)
		if len(got) != len(analytics.DefaultCharts)+1 || got[len(got)-1].Slug != saved.Slug {
			t.Fatalf("save before first visit: %d charts, last %v; want the defaults then %s", len(got), got[len(got)-1], saved.Slug)
		}

		// Concurrent first visits save one default set.
		beta := apptest.MustTeam(t, srv.App, "beta")
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				ctx := beta.Ctx(t, recruit.RoleTA)
				if _, err := srv.Analytics.Charts(ctx); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if got := list(t, srv, beta.Tokens[recruit.RoleTA]); len(got) != len(analytics.DefaultCharts) {
			t.Fatalf("after concurrent first visits: %d charts, want %d", len(got), len(analytics.DefaultCharts))
		}
	})
}

func TestChartCRUD(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		alpha := apptest.MustTeam(t, srv.App, "alpha")
		ta, hm := alpha.Tokens[recruit.RoleTA], alpha.Tokens[recruit.RoleHiringManager]

		body := chartBody("  Applications by week  ", "bar", "applications")
		body["query"].(map[string]any)["period"] = "week"
		body["query"].(map[string]any)["filters"] = map[string]any{"sources": []string{"linkedin"}, "from": "2026-01-01", "to": "2026-03-31"}
		c := mustSave(t, srv, ta, body)
		if c.Title != "Applications by week" || c.ChartType != "bar" || !c.Owned || c.ShareURL != "" || len(c.Slug) != 16 {
			t.Fatalf("saved %+v, want the trimmed title, bar, owned, unshared, a 16-character slug", c)
		}
		all := list(t, srv, ta)
		if last := all[len(all)-1]; last.Slug != c.Slug || last.Position <= all[len(all)-2].Position {
			t.Fatalf("the new chart is not last: %+v", all)
		}

		t.Run("Read", func(t *testing.T) {
			status, v, body := view(t, srv, ta, c.Slug, "")
			if status != http.StatusOK {
				t.Fatalf("read own: %d %s", status, body)
			}
			q := v.Data.Chart.Query
			f, _ := q["filters"].(map[string]any)
			if q["period"] != "week" || f["from"] != "2026-01-01" || f["to"] != "2026-03-31" || fmt.Sprint(f["sources"]) != "[linkedin]" {
				t.Errorf("query read back as %v", q)
			}
			// Thirteen weeks of the first quarter, none with an application.
			if len(v.Data.Data.Data) != 1 || len(v.Data.Data.Data[0]) != 14 || slices.ContainsFunc(v.Data.Data.Data[0], func(n float64) bool { return n != 0 }) {
				t.Errorf("data %v, want one series of 14 weeks (Monday starts) with no application", v.Data.Data.Data)
			}
		})

		t.Run("Update", func(t *testing.T) {
			r := srv.Do(t, http.MethodPut, chartsPath+"/"+c.Slug, ta, chartBody("Time to hire", "number", "time_to_hire"))
			if r.Status != http.StatusOK {
				t.Fatalf("update: %d %s", r.Status, r.Body)
			}
			_, v, _ := view(t, srv, ta, c.Slug, "")
			got := v.Data.Chart
			if got.Title != "Time to hire" || got.ChartType != "number" || got.Query["metric"] != "time_to_hire" || got.Query["period"] != nil ||
				got.Position != c.Position {
				t.Errorf("after update: %+v", got)
			}
		})

		t.Run("OwnerOnly", func(t *testing.T) {
			before, _, _ := view(t, srv, ta, c.Slug, "")
			for _, call := range []struct {
				method, path string
				body         any
			}{
				{http.MethodGet, chartsPath + "/" + c.Slug, nil},
				{http.MethodPut, chartsPath + "/" + c.Slug, chartBody("Taken over", "bar", "funnel")},
				{http.MethodDelete, chartsPath + "/" + c.Slug, nil},
				{http.MethodPost, chartsPath + "/" + c.Slug + "/share", nil},
				{http.MethodDelete, chartsPath + "/" + c.Slug + "/share", nil},
			} {
				for _, tok := range []string{hm, alpha.Tokens[recruit.RoleAdmin]} {
					r := srv.Do(t, call.method, call.path, tok, call.body)
					if r.Status != http.StatusNotFound || !strings.Contains(r.Body, "Chart not found") {
						t.Errorf("another user's %s %s: %d %s, want 404 Chart not found", call.method, call.path, r.Status, r.Body)
					}
				}
			}
			status, v, _ := view(t, srv, ta, c.Slug, "")
			if status != before || v.Data.Chart.Title != "Time to hire" || v.Data.Chart.ShareURL != "" {
				t.Errorf("another user's calls changed the chart: %d %+v", status, v.Data.Chart)
			}
		})

		t.Run("Delete", func(t *testing.T) {
			if r := srv.Do(t, http.MethodDelete, chartsPath+"/"+c.Slug, ta, nil); r.Status != http.StatusOK {
				t.Fatalf("delete: %d %s", r.Status, r.Body)
			}
			for _, call := range []string{http.MethodGet, http.MethodDelete, http.MethodPut} {
				r := srv.Do(t, call, chartsPath+"/"+c.Slug, ta, chartBody("Back", "bar", "funnel"))
				if r.Status != http.StatusNotFound {
					t.Errorf("%s after delete: %d %s, want 404", call, r.Status, r.Body)
				}
			}
			if got := list(t, srv, ta); slices.ContainsFunc(got, func(x wireChart) bool { return x.Slug == c.Slug }) {
				t.Errorf("deleted chart still listed")
			}
		})
	})
}

func TestChartValidation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		alpha := apptest.MustTeam(t, srv.App, "alpha")
		ta := alpha.Tokens[recruit.RoleTA]
		target := mustSave(t, srv, ta, chartBody("Target", "bar", "funnel"))
		withQuery := func(q map[string]any) map[string]any {
			b := chartBody("A chart", "bar", "funnel")
			for k, v := range q {
				b["query"].(map[string]any)[k] = v
			}
			return b
		}
		tooMany := make([]int64, 101)
		cases := []struct {
			name string
			body any
			want string
		}{
			{"NoTitle", chartBody("", "bar", "funnel"), "Please enter a title"},
			{"BlankTitle", chartBody(" \u00a0 ", "bar", "funnel"), "Please enter a title"},
			{"LongTitle", chartBody(strings.Repeat("é", 121), "bar", "funnel"), "Please enter a title of at most 120 characters"},
			{"TabInTitle", chartBody("a\tb", "bar", "funnel"), "Please enter a title without control characters"},
			{"EscapeInTitle", chartBody("a\x1bb", "bar", "funnel"), "Please enter a title without control characters"},
			{"NULInTitle", `{"title":"a\u0000b","chart_type":"bar","query":{"metric":"funnel","filters":{}}}`, ""},
			{"ChartType", chartBody("A chart", "donut", "funnel"), "Please choose a chart type"},
			{"NoMetric", chartBody("A chart", "bar", ""), "Please choose a metric"},
			{"UnknownMetric", chartBody("A chart", "bar", "vibes"), `"query.metric":["Unknown metric"]`},
			{"Period", withQuery(map[string]any{"period": "year"}), "Please choose a period: day, week or month"},
			{"BadDate", withQuery(map[string]any{"filters": map[string]any{"from": "2026-13-01"}}), "Please give a date as YYYY-MM-DD"},
			{"ToBeforeFrom", withQuery(map[string]any{"filters": map[string]any{"from": "2026-02-01", "to": "2026-01-01"}}), "on or after the start date"},
			{"TooManyJobs", withQuery(map[string]any{"filters": map[string]any{"jobs": tooMany}}), "at most 100"},
			{"ControlInSource", withQuery(map[string]any{"filters": map[string]any{"sources": []string{"linked\nin"}}}), "Please choose sources from the list"},
		}
		for _, c := range cases {
			for _, call := range []struct{ method, path string }{{http.MethodPost, chartsPath}, {http.MethodPut, chartsPath + "/" + target.Slug}} {
				r := srv.Do(t, call.method, call.path, ta, c.body)
				if r.Status < 400 || r.Status >= 500 || !strings.Contains(r.Body, c.want) {
					t.Errorf("%s %s: %d %s, want 4xx %q", c.name, call.method, r.Status, r.Body, c.want)
				}
			}
		}
		// 120 characters (not bytes) is the longest title.
		long := strings.Repeat("é", 120)
		if c := mustSave(t, srv, ta, chartBody(long, "table", "funnel")); c.Title != long {
			t.Errorf("120-character title saved as %q", c.Title)
		}
		_, v, _ := view(t, srv, ta, target.Slug, "")
		if v.Data.Chart.Title != "Target" {
			t.Errorf("refused updates changed the chart: %+v", v.Data.Chart)
		}
		if got := list(t, srv, ta); len(got) != len(analytics.DefaultCharts)+2 {
			t.Errorf("refused saves stored charts: %d listed, want %d", len(got), len(analytics.DefaultCharts)+2)
		}
	})
}

func TestChartLimit(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		alpha := apptest.MustTeam(t, a, "alpha")
		ctx := alpha.Ctx(t, recruit.RoleTA)
		chart := analytics.Chart{Title: "Another", ChartType: "bar", Query: analytics.Query{Metric: "funnel"}}
		// The defaults count: 4 of them, then 46 of the user's own.
		for i := len(analytics.DefaultCharts); i < analytics.MaxCharts; i++ {
			if _, err := a.Analytics.SaveChart(ctx, "", chart); err != nil {
				t.Fatalf("chart %d: %v", i+1, err)
			}
		}
		_, err := a.Analytics.SaveChart(ctx, "", chart)
		if recruit.ErrorCode(err) != recruit.ECONFLICT || !strings.Contains(recruit.ErrorMessage(err), "at most 50 charts") {
			t.Fatalf("chart 51: %v, want a conflict naming the limit of 50", err)
		}
		charts, err := a.Analytics.Charts(ctx)
		if err != nil || len(charts) != analytics.MaxCharts {
			t.Fatalf("%d charts (%v), want %d", len(charts), err, analytics.MaxCharts)
		}
		// Changing one is not adding one; deleting one makes room.
		if _, err := a.Analytics.SaveChart(ctx, charts[0].Slug, chart); err != nil {
			t.Fatalf("update at the limit: %v", err)
		}
		if err := a.Analytics.DeleteChart(ctx, charts[0].Slug); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Analytics.SaveChart(ctx, "", chart); err != nil {
			t.Fatalf("save after a delete: %v", err)
		}
		// The limit is per user, and holds when saves race: from 48
		// charts, six saves at once leave exactly 50.
		admin := alpha.Ctx(t, recruit.RoleAdmin)
		for i := len(analytics.DefaultCharts); i < analytics.MaxCharts-2; i++ {
			if _, err := a.Analytics.SaveChart(admin, "", chart); err != nil {
				t.Fatalf("another user's chart %d: %v", i+1, err)
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		saved := 0
		for range 6 {
			wg.Go(func() {
				_, err := a.Analytics.SaveChart(admin, "", chart)
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					saved++
				} else if recruit.ErrorCode(err) != recruit.ECONFLICT {
					t.Errorf("racing save: %v", err)
				}
			})
		}
		wg.Wait()
		if got, err := a.Analytics.Charts(admin); saved != 2 || err != nil || len(got) != analytics.MaxCharts {
			t.Fatalf("racing saves: %d saved, %d charts (%v); want 2 and %d", saved, len(got), err, analytics.MaxCharts)
		}
	})
}

func TestShareLinks(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		alpha, beta := apptest.MustTeam(t, srv.App, "alpha"), apptest.MustTeam(t, srv.App, "beta")
		ta, hm := alpha.Tokens[recruit.RoleTA], alpha.Tokens[recruit.RoleHiringManager]
		// Two jobs with a candidate each; the hiring manager has one of them.
		admin, hmID := alpha.Ctx(t, recruit.RoleAdmin), alpha.Users[recruit.RoleHiringManager].ID
		for i, title := range []string{"Backend", "Sales"} {
			in := apptest.JobInput(title)
			if i == 0 {
				in.HiringManagerID = &hmID
			}
			job := apptest.MustCreateRequisition(t, admin, srv.App, in)
			apptest.MustAddApplication(t, admin, srv.App, job, "Candidate "+title, fmt.Sprintf("c%d@alpha.test", i))
		}
		c := mustSave(t, srv, ta, chartBody("Shared applications", "number", "applications"))

		share := func(t *testing.T) string {
			t.Helper()
			r := srv.Do(t, http.MethodPost, chartsPath+"/"+c.Slug+"/share", ta, nil)
			var out struct {
				Data struct {
					ShareURL string `json:"share_url"`
				} `json:"data"`
			}
			if r.Status != http.StatusOK {
				t.Fatalf("share: %d %s", r.Status, r.Body)
			}
			r.JSON(t, &out)
			return out.Data.ShareURL
		}
		notFound := func(t *testing.T, what, token, shareToken string) {
			t.Helper()
			status, _, body := view(t, srv, token, c.Slug, shareToken)
			if status != http.StatusNotFound || !strings.Contains(body, "Chart not found") {
				t.Errorf("%s: %d %s, want 404 Chart not found", what, status, body)
			}
		}

		link := share(t)
		want := srv.App.Config.BaseURL + "/analytics/charts?chartSlug=" + c.Slug + "&share_token="
		if !strings.HasPrefix(link, want) || len(shareTokenOf(t, link)) < 40 {
			t.Fatalf("share link %q, want %q and a token", link, want)
		}
		token := shareTokenOf(t, link)

		t.Run("AnotherUserOfTheCompanyReads", func(t *testing.T) {
			status, v, body := view(t, srv, hm, c.Slug, token)
			if status != http.StatusOK {
				t.Fatalf("hiring manager with the link: %d %s", status, body)
			}
			got := v.Data.Chart
			if got.Title != "Shared applications" || got.Owned || got.ShareURL != "" {
				t.Errorf("shared chart as seen by another user: %+v, want not owned and no share_url", got)
			}
			// Counted as the viewer (their one job), not as the owner (both).
			if d := v.Data.Data.Data; len(d) != 1 || len(d[0]) != 1 || d[0][0] != 1 {
				t.Errorf("data for the hiring manager %v, want the one application of their job", d)
			}
			if _, own, _ := view(t, srv, ta, c.Slug, ""); fmt.Sprint(own.Data.Data.Data) != "[[2]]" {
				t.Errorf("data for the owner %v, want both applications", own.Data.Data.Data)
			}
			if status, _, body := view(t, srv, alpha.Tokens[recruit.RoleAdmin], c.Slug, token); status != http.StatusOK {
				t.Errorf("admin with the link: %d %s", status, body)
			}
			// The owner sees the live link on the chart and in the list.
			_, own, _ := view(t, srv, ta, c.Slug, "")
			if !own.Data.Chart.Owned || own.Data.Chart.ShareURL != link {
				t.Errorf("owner's chart: owned %v share_url %q, want the live link %q", own.Data.Chart.Owned, own.Data.Chart.ShareURL, link)
			}
			listed := list(t, srv, ta)
			if i := slices.IndexFunc(listed, func(x wireChart) bool { return x.Slug == c.Slug }); i < 0 || listed[i].ShareURL != link {
				t.Errorf("owner's list does not show the live link")
			}
		})

		t.Run("WithoutTheRightTokenNotFound", func(t *testing.T) {
			notFound(t, "no token", hm, "")
			notFound(t, "a made-up token", hm, strings.Repeat("A", len(token)))
			notFound(t, "a short token", hm, token[:10])
			// Another company's user holding the link learns nothing: the
			// same answer as for a chart that never existed.
			notFound(t, "another company's admin with the link", beta.Tokens[recruit.RoleAdmin], token)
			status, _, missing := view(t, srv, beta.Tokens[recruit.RoleAdmin], "aaaaaaaaaaaaaaaa", "")
			_, _, theirs := view(t, srv, beta.Tokens[recruit.RoleAdmin], c.Slug, token)
			if status != http.StatusNotFound || missing != theirs {
				t.Errorf("another company: %q for the chart, %q for none", theirs, missing)
			}
			// Roles without analytics are refused at the door.
			for _, role := range []string{recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
				if status, _, body := view(t, srv, alpha.Tokens[role], c.Slug, token); status != http.StatusForbidden {
					t.Errorf("%s with the link: %d %s, want 403", role, status, body)
				}
			}
		})

		t.Run("SharingAgainRotates", func(t *testing.T) {
			second := share(t)
			if second == link {
				t.Fatalf("sharing again gave the same link")
			}
			notFound(t, "the previous link", hm, token)
			if status, _, body := view(t, srv, hm, c.Slug, shareTokenOf(t, second)); status != http.StatusOK {
				t.Errorf("the new link: %d %s", status, body)
			}
			link, token = second, shareTokenOf(t, second)
		})

		t.Run("RevokeEndsIt", func(t *testing.T) {
			if r := srv.Do(t, http.MethodDelete, chartsPath+"/"+c.Slug+"/share", ta, nil); r.Status != http.StatusOK {
				t.Fatalf("revoke: %d %s", r.Status, r.Body)
			}
			notFound(t, "the revoked link", hm, token)
			status, own, _ := view(t, srv, ta, c.Slug, "")
			if status != http.StatusOK || own.Data.Chart.ShareURL != "" {
				t.Errorf("owner after revoking: %d share_url %q, want 200 and none", status, own.Data.Chart.ShareURL)
			}
			// Sharing after a revoke gives a link unlike any before.
			again := share(t)
			if again == link {
				t.Errorf("a new share after revoking gave the revoked link again")
			}
			if status, _, body := view(t, srv, hm, c.Slug, shareTokenOf(t, again)); status != http.StatusOK {
				t.Errorf("the link after revoking and sharing again: %d %s", status, body)
			}
		})

		t.Run("DeletedChartsLinkDies", func(t *testing.T) {
			link := share(t)
			if r := srv.Do(t, http.MethodDelete, chartsPath+"/"+c.Slug, ta, nil); r.Status != http.StatusOK {
				t.Fatalf("delete: %d %s", r.Status, r.Body)
			}
			notFound(t, "a deleted chart's link", hm, shareTokenOf(t, link))
		})
	})
}
