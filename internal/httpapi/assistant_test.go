package httpapi_test

import (
	"strconv"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestAssistantRoutes: the three ats-agent calls answer their wire
// shapes with the spec's texts; panel, employee, agency and hiring
// manager get 403 from them (the assistant is admin and TA's).
func TestAssistantRoutes(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		admin, ta := a.tokens[recruit.RoleAdmin], a.tokens[recruit.RoleTA]
		job := createJob(t, srv, admin, jobBody("Backend", nil))
		id := strconv.FormatInt(job.ID, 10)

		// Plain messages: the modal shows the server's message when it is
		// a string (spec).
		wantAnswer(t, "empty prompt", srv.Do(t, "POST", "/api/v1/ats-agent/parse-prompt", ta, map[string]any{"prompt": " "}), 400, `"error_messages":"Please enter a prompt"`)
		wantAnswer(t, "long prompt", srv.Do(t, "POST", "/api/v1/ats-agent/parse-prompt", ta, map[string]any{"prompt": strings.Repeat("a", 501)}),
			400, `"error_messages":"Please write a shorter prompt (Up to 500 characters)"`)
		wantAnswer(t, "bad zone", srv.Do(t, "POST", "/api/v1/ats-agent/parse-prompt", ta, map[string]any{"prompt": "hi", "timezone": "Nowhere/Land"}), 400, "Unknown time zone")
		resp := srv.Do(t, "POST", "/api/v1/ats-agent/parse-prompt", ta, map[string]any{"prompt": "do a barrel roll", "timezone": "Europe/Berlin"})
		var parsed apiv1.Envelope[apiv1.ParsedAction]
		resp.JSON(t, &parsed)
		if resp.Status != 200 || parsed.Data.Action != "" || parsed.Data.Source != "grammar" || parsed.Data.Fields == nil || parsed.Data.Choices == nil ||
			parsed.Data.Message != "Sorry, we could not find the result you were looking for! Please click on Contact Support if you would like us to implement this feature." {
			t.Errorf("parse-prompt: %d %s", resp.Status, resp.Body)
		}

		resp = srv.Do(t, "POST", "/api/v1/ats-agent/parse-job-filters", admin, map[string]any{"prompt": "notice under a month", "requisition_id": job.ID})
		var jf apiv1.Envelope[apiv1.JobFiltersResult]
		resp.JSON(t, &jf)
		if resp.Status != 200 || len(jf.Data.ScreeningQuestions) != 3 || jf.Data.ScreeningQuestions[1].FieldType != "single_choice" ||
			len(jf.Data.ScreeningQuestions[1].MetaData.Options) == 0 || len(jf.Data.ScreenoFilters.GraduationYear) != 2 ||
			!strings.HasPrefix(jf.Data.Link, "/jobs/"+id+"?navigation_token=") {
			t.Errorf("parse-job-filters: %d %s", resp.Status, resp.Body)
		}
		wantAnswer(t, "unknown job", srv.Do(t, "POST", "/api/v1/ats-agent/parse-job-filters", admin, map[string]any{"prompt": "x", "requisition_id": 999999}), 404, "")

		wantAnswer(t, "callback", srv.Do(t, "POST", "/api/v1/ats-agent/request-callback", ta, map[string]any{"kind": "ats_generic", "prompt": "do a barrel roll"}),
			200, "We have been notified and will reach out shortly!")
		wantAnswer(t, "callback kind", srv.Do(t, "POST", "/api/v1/ats-agent/request-callback", ta, map[string]any{"kind": "pizza", "prompt": "x"}), 400, "")

		resp = srv.Do(t, "POST", "/api/v1/ats-agent/perform-action", admin, map[string]any{"action": "filter_job_specific_candidates",
			"fields": map[string]any{"requisition_data": map[string]any{"id": job.ID}, "filters": map[string]any{"notice_periods": []string{"30"}}}})
		wantAnswer(t, "filter action", resp, 200, `"link":"/jobs/`+id+`?navigation_token=v1.`)

		for _, role := range []string{recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
			for _, call := range []struct {
				path string
				body map[string]any
			}{
				{"parse-prompt", map[string]any{"prompt": "email Ada"}},
				{"parse-job-filters", map[string]any{"prompt": "notice 30", "requisition_id": job.ID}},
				{"request-callback", map[string]any{"kind": "ats_generic", "prompt": "x"}},
			} {
				wantAnswer(t, role+" "+call.path, srv.Do(t, "POST", "/api/v1/ats-agent/"+call.path, a.tokens[role], call.body), 403, "")
			}
		}
		for _, role := range []string{recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
			wantAnswer(t, role+" perform", srv.Do(t, "POST", "/api/v1/ats-agent/perform-action", a.tokens[role], map[string]any{"action": "filter_candidates", "fields": map[string]any{}}), 403, "")
		}
	})
}
