package httpapi_test

import (
	"net/url"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/config"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestGreenhouseWizardOverHTTP walks the wizard as /screeno/integrations
// does against the Greenhouse fake: a wrong key and a key lacking
// permissions are refused, the permission map and the users come from
// the key being tried, saving connects the company (and only it), the
// fetch dialog lists jobs, stages and sources, a key revoked at
// Greenhouse marks the connection errored, and Disconnect forgets it.
func TestGreenhouseWizardOverHTTP(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := fakeproviders.Start(t)
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: func(c *config.Config) {
			c.GreenhouseURL = f.Endpoints().GreenhouseURL
		}})
		a := apptest.MustTeam(t, srv.App, "ghalpha").Tokens[recruit.RoleAdmin]
		b := apptest.MustTeam(t, srv.App, "ghbeta").Tokens[recruit.RoleAdmin]
		test := func(token, key string) apptest.Response {
			return srv.Do(t, "POST", "/api/v1/screeno/test-greenhouse-connection", token, map[string]string{"harvest_api_key": key})
		}
		save := func(token, key, user string) apptest.Response {
			return srv.Do(t, "POST", "/api/v1/screeno/greenhouse/save-connection", token, map[string]string{"harvest_api_key": key, "user": user})
		}
		status := func(token string) apiv1.GreenhouseConnectionStatus {
			var s apiv1.Envelope[apiv1.GreenhouseConnectionStatus]
			srv.Do(t, "GET", "/api/v1/screeno/greenhouse/connection-status", token, nil).JSON(t, &s)
			return s.Data
		}

		wantAnswer(t, "cards before", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", a, nil), 200,
			`"external_ats_provider":null,"integrations":[{"kind":"greenhouse","name":"Greenhouse","status":"not_connected"}`)
		if s := status(a); s.GreenhouseIntegrated || s.Status != "not_connected" {
			t.Errorf("status before: %+v", s)
		}

		// Step 0 and 1: the key, then its permissions.
		wantAnswer(t, "no key", test(a, " "), 400, `"Please enter your Harvest API key!"`)
		wantAnswer(t, "a wrong key", test(a, "not-a-harvest-key"), 400, "Greenhouse refused this API key")
		wantAnswer(t, "a key with a newline", test(a, "abc\ndef"), 400, "Greenhouse refused this API key")
		wantAnswer(t, "the limited key", test(a, fakeproviders.GreenhouseLimitedKey), 200,
			`{"data":{"applications":true,"candidates":true,"tags":true,"users":true,"jobs":true,"job_posts":true,"job_stages":true,"sources":false,"custom_fields":false}}`)
		wantAnswer(t, "the full key", test(a, fakeproviders.GreenhouseKey), 200,
			`"sources":true,"custom_fields":true}}`)

		// Step 2: the user to act on behalf of.
		var users apiv1.Envelope[apiv1.GreenhouseUsers]
		r := srv.Do(t, "GET", "/api/v1/screeno/integrations/greenhouse/list-users?harvest_api_key="+url.QueryEscape(fakeproviders.GreenhouseKey), a, nil)
		r.JSON(t, &users)
		if r.Status != 200 || len(users.Data.Users) != 2 || users.Data.Users[0].Name != "Juliet Burke" {
			t.Fatalf("list-users: %d %s", r.Status, r.Body)
		}
		juliet := users.Data.Users[0].ID
		wantAnswer(t, "users of a wrong key", srv.Do(t, "GET", "/api/v1/screeno/integrations/greenhouse/list-users?harvest_api_key=nope", a, nil), 400, "refused")
		wantAnswer(t, "users without a key or a connection", srv.Do(t, "GET", "/api/v1/screeno/integrations/greenhouse/list-users", a, nil), 400, "Harvest API key")

		wantAnswer(t, "save without a user", save(a, fakeproviders.GreenhouseKey, ""), 400, `"Please select a user before saving"`)
		wantAnswer(t, "save the limited key", save(a, fakeproviders.GreenhouseLimitedKey, juliet), 400, "lacks permissions for: sources, custom fields.")
		wantAnswer(t, "save a disabled user", save(a, fakeproviders.GreenhouseKey, "103"), 400, "does not exist or is disabled")
		wantAnswer(t, "save a wrong key", save(a, "not-a-harvest-key", juliet), 400, "refused this API key")
		if s := status(a); s.GreenhouseIntegrated {
			t.Fatalf("connected after refusals: %+v", s)
		}
		wantAnswer(t, "save", save(a, fakeproviders.GreenhouseKey, juliet), 200, `"greenhouse_integrated":true,"status":"connected","user":"Juliet Burke"`)
		if r := srv.Do(t, "GET", "/api/v1/screeno/greenhouse/connection-status", a, nil); r.Status != 200 ||
			strings.Contains(r.Body, fakeproviders.GreenhouseKey) || !strings.Contains(r.Body, `"greenhouse_integrated":true`) {
			t.Errorf("connection-status: %d %s", r.Status, r.Body)
		}
		wantAnswer(t, "cards after", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", a, nil), 200,
			`"external_ats_provider":"greenhouse","integrations":[{"kind":"greenhouse","name":"Greenhouse","status":"connected"}`)

		// The fetch dialog's lists.
		var jobs apiv1.Envelope[apiv1.ATSJobs]
		srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", a, nil).JSON(t, &jobs)
		if len(jobs.Data.Jobs) != 3 || jobs.Data.Jobs[0].Title != "Backend Engineer" || jobs.Data.Jobs[0].State != "open" {
			t.Fatalf("list-jobs: %+v", jobs.Data)
		}
		wantAnswer(t, "stages", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-stages?ats_provider=greenhouse&ats_job_id="+jobs.Data.Jobs[0].ID, a, nil), 200,
			`"stages":[{"id":"40010","name":"Application Review"},{"id":"40011","name":"Phone Screen"}`)
		wantAnswer(t, "stages without a job", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-stages?ats_provider=greenhouse", a, nil), 400, `"Please select a job!"`)
		wantAnswer(t, "stages of a missing job", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-stages?ats_provider=greenhouse&ats_job_id=999", a, nil), 404, "Not found at Greenhouse")
		wantAnswer(t, "sources", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-sources?ats_provider=greenhouse", a, nil), 200,
			`{"id":"3","name":"LinkedIn"}`)
		wantAnswer(t, "an unknown provider", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=workday", a, nil), 400, "")

		// Company B sees nothing of A's connection, and its disconnect
		// touches nothing of A's.
		if s := status(b); s.GreenhouseIntegrated {
			t.Errorf("B sees a connection: %+v", s)
		}
		wantAnswer(t, "B's cards", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", b, nil), 200, `"external_ats_provider":null`)
		wantAnswer(t, "B's jobs", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", b, nil), 400, "Connect Greenhouse first")
		wantAnswer(t, "B's users without a key", srv.Do(t, "GET", "/api/v1/screeno/integrations/greenhouse/list-users", b, nil), 400, "Harvest API key")
		wantAnswer(t, "B disconnects", srv.Do(t, "DELETE", "/api/v1/screeno/integrations/disconnect?provider=greenhouse", b, nil), 200, "")
		if s := status(a); !s.GreenhouseIntegrated {
			t.Fatalf("A after B's disconnect: %+v", s)
		}

		// The saved key serves list-users without the key in the query.
		wantAnswer(t, "users with the saved key", srv.Do(t, "GET", "/api/v1/screeno/integrations/greenhouse/list-users", a, nil), 200, "Juliet Burke")

		// Greenhouse takes the jobs permission away: the connection is
		// errored and the card asks to connect again.
		f.Greenhouse.SetKey(fakeproviders.GreenhouseKey, "jobs")
		wantAnswer(t, "jobs with a revoked key", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", a, nil), 400, "connect Greenhouse again")
		if s := status(a); s.GreenhouseIntegrated || s.Status != "errored" {
			t.Errorf("status after the refusal: %+v", s)
		}
		wantAnswer(t, "cards when errored", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", a, nil), 200, `"status":"not_connected"`)
		f.Greenhouse.SetKey(fakeproviders.GreenhouseKey)

		wantAnswer(t, "disconnect an unknown provider", srv.Do(t, "DELETE", "/api/v1/screeno/integrations/disconnect?provider=workday", a, nil), 400, "")
		wantAnswer(t, "disconnect", srv.Do(t, "DELETE", "/api/v1/screeno/integrations/disconnect?provider=greenhouse", a, nil), 200,
			`"external_ats_provider":null`)
		if s := status(a); s.GreenhouseIntegrated || s.Status != "not_connected" {
			t.Errorf("status after disconnect: %+v", s)
		}
		wantAnswer(t, "jobs after disconnect", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", a, nil), 400, "Connect Greenhouse first")
	})
}
