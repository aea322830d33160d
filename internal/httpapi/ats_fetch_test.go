package httpapi_test

import (
	"strconv"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestFetchATSCandidatesAPI: the fetch dialog's calls with the spec's
// texts, against Hirekit's own ATS (no connection needed).
func TestFetchATSCandidatesAPI(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{NoWorkers: true})
		tm := apptest.MustTeam(t, srv.App, "fetchapi")
		admin := tm.Tokens[recruit.RoleAdmin]
		job := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), srv.App, apptest.JobInput("Data Engineer"))

		wantAnswer(t, "jobs", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=hirekit_ats", admin, nil), 200,
			`"title":"Data Engineer"`)
		wantAnswer(t, "stages", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-stages?ats_provider=hirekit_ats&ats_job_id=1", admin, nil), 200,
			`{"id":"applied","name":"Applied"}`)
		wantAnswer(t, "sources", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-sources?ats_provider=hirekit_ats", admin, nil), 200,
			`{"id":"linkedin","name":"LinkedIn"}`)
		wantAnswer(t, "an unknown provider", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=workday", admin, nil), 400,
			`"error_messages"`)
		wantAnswer(t, "greenhouse before it is connected", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", admin, nil), 400,
			`"error_messages"`)

		const path = "/api/v1/screeno/integrations/fetch-ats-candidates"
		wantAnswer(t, "no job", srv.Do(t, "POST", path, admin, map[string]any{"external_ats_provider": "hirekit_ats", "ats_job_id": ""}), 400,
			`{"error_messages":"Please select a job!"}`)
		wantAnswer(t, "no provider", srv.Do(t, "POST", path, admin, map[string]any{"ats_job_id": "1"}), 400, `"error_messages"`)
		wantAnswer(t, "the panel may not", srv.Do(t, "POST", path, tm.Tokens[recruit.RolePanel], map[string]any{"external_ats_provider": "hirekit_ats", "ats_job_id": "1"}), 403, `"error_messages"`)
		wantAnswer(t, "a fetch", srv.Do(t, "POST", path, admin, map[string]any{"external_ats_provider": "hirekit_ats", "ats_job_id": strconv.FormatInt(job.ID, 10),
			"stages": []string{"applied"}, "sources": []string{}}), 200, `"message":"Fetching task submitted, will be ready in seconds!"`)
		wantAnswer(t, "the fetches", srv.Do(t, "GET", "/api/v1/screeno/integrations/fetches", admin, nil), 200,
			`"external_ats_provider":"hirekit_ats","ats_job_id":"`+strconv.FormatInt(job.ID, 10)+`","ats_job_name":"","stages":["applied"],"sources":[],"state":"queued"`)
	})
}
