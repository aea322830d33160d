package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestAnalyticsQueryAPI charts over HTTP: the catalogue per role, a query
// answered as the spec's chart data under the caller's row rule, field
// errors for a bad query, and 403 for those without analytics.
func TestAnalyticsQueryAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		hm := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("The HM's")
		in.HiringManagerID = &hm
		mine := apptest.MustCreateRequisition(t, admin, srv.App, in)
		other := apptest.MustCreateRequisition(t, admin, srv.App, apptest.JobInput("Not the HM's"))
		apptest.MustAddApplication(t, admin, srv.App, mine, "Ada", "ada@x.test")
		apptest.MustAddApplication(t, admin, srv.App, other, "Bo", "bo@x.test")
		apptest.MustAddApplication(t, admin, srv.App, other, "Cy", "cy@x.test")

		res := srv.Do(t, "GET", "/api/v1/analytics/metrics", tm.Tokens[recruit.RoleTA], nil)
		var cat apiv1.Envelope[apiv1.AnalyticsMetrics]
		res.JSON(t, &cat)
		var ks []string
		for _, m := range cat.Data.Metrics {
			ks = append(ks, m.Key)
		}
		if res.Status != 200 || cat.Data.ReportMode != "combined" || !slices.Contains(ks, "funnel") || slices.Contains(ks, "product_usage") {
			t.Errorf("the TA's catalogue: %d %s", res.Status, res.Body)
		}

		for _, tc := range []struct {
			role   string
			body   map[string]any
			status int
			want   string
		}{
			{recruit.RoleAdmin, map[string]any{"metric": "applications"},
				200, `{"data":{"labels":["Applications"],"xAxis":[""],"data":[[3]],"response_type":"single_value","dataType":"counts"}}`},
			{recruit.RoleHiringManager, map[string]any{"metric": "applications", "group_by": "job"},
				200, `{"data":{"labels":["The HM's"],"xAxis":["Applications"],"data":[[1]],"response_type":"series","dataType":"counts"}}`},
			{recruit.RoleHiringManager, map[string]any{"metric": "applications", "filters": map[string]any{"jobs": []int64{other.ID}}},
				200, `{"data":{"labels":["Applications"],"xAxis":[""],"data":[[0]],"response_type":"single_value","dataType":"counts"}}`},
			{recruit.RoleAdmin, map[string]any{"metric": "happiness"}, 400, `{"error_messages":{"metric":["Unknown metric"]}}`},
			{recruit.RoleAdmin, map[string]any{"metric": "applications", "filters": map[string]any{"from": "2024-06-02", "to": "2024-06-01"}},
				400, `{"error_messages":{"filters.from":["The start date must be before the end date"]}}`},
			{recruit.RoleAdmin, map[string]any{"metric": "applications", "filters": map[string]any{"from": "June"}},
				400, `{"error_messages":{"filters.from":["Please give a date as YYYY-MM-DD"]}}`},
			{recruit.RoleTA, map[string]any{"metric": "product_usage"}, 403, ""},
			{recruit.RoleAgency, map[string]any{"metric": "applications"}, 403, ""},
			{recruit.RoleEmployee, map[string]any{"metric": "applications"}, 403, ""},
		} {
			res := srv.Do(t, "POST", "/api/v1/analytics/query", tm.Tokens[tc.role], tc.body)
			if res.Status != tc.status || (tc.want != "" && strings.TrimSpace(res.Body) != tc.want) {
				t.Errorf("%s %v: %d %s, want %d %s", tc.role, tc.body, res.Status, res.Body, tc.status, tc.want)
			}
		}
	})
}
