package httpapi_test

import (
	"net/http"
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
		wantAnswer(t, "B's jobs", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", b, nil), 400, "Please connect Greenhouse first!")
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
		wantAnswer(t, "cards when errored", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", a, nil), 200, `{"kind":"greenhouse","name":"Greenhouse","status":"errored"}`)
		f.Greenhouse.SetKey(fakeproviders.GreenhouseKey)

		wantAnswer(t, "disconnect an unknown provider", srv.Do(t, "DELETE", "/api/v1/screeno/integrations/disconnect?provider=workday", a, nil), 400, "")
		wantAnswer(t, "disconnect", srv.Do(t, "DELETE", "/api/v1/screeno/integrations/disconnect?provider=greenhouse", a, nil), 200,
			`"external_ats_provider":null`)
		if s := status(a); s.GreenhouseIntegrated || s.Status != "not_connected" {
			t.Errorf("status after disconnect: %+v", s)
		}
		wantAnswer(t, "jobs after disconnect", srv.Do(t, "GET", "/api/v1/screeno/integrations/list-jobs?ats_provider=greenhouse", a, nil), 400, "Please connect Greenhouse first!")
	})
}

type leverStart struct {
	Data struct {
		State         string  `json:"state"`
		RedirectURL   *string `json:"redirect_url"`
		TransactionID string  `json:"transaction_id"`
	} `json:"data"`
}

// leverConnect runs the popup: generate-redirect-url, the consent at the
// fake, and the callback; it returns the callback's Location.
func leverConnect(t *testing.T, srv *apptest.Server, token string) (leverStart, string) {
	t.Helper()
	st, loc, _ := leverConnectReplay(t, srv, token)
	return st, loc
}

// leverConnectReplay is leverConnect that also returns a function sending
// the provider's return again (a replayed state).
func leverConnectReplay(t *testing.T, srv *apptest.Server, token string) (leverStart, string, func() string) {
	t.Helper()
	var st leverStart
	r := srv.Do(t, "GET", "/api/v1/oauth/generate-redirect-url?kind=ats&provider=lever&redirect_url=/oauth-redirect-callback", token, nil)
	r.JSON(t, &st)
	if r.Status != 200 || st.Data.RedirectURL == nil || st.Data.TransactionID == "" {
		t.Fatalf("generate-redirect-url: %d %s", r.Status, r.Body)
	}
	if !strings.Contains(*st.Data.RedirectURL, "audience=") {
		t.Errorf("consent URL %s has no audience", *st.Data.RedirectURL)
	}
	q := fakeproviders.Authorize(t, *st.Data.RedirectURL)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	back := func() string {
		resp, err := client.Get(srv.HTTP.URL + "/api/v1/oauth/callback/lever?" + q.Encode())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusFound {
			t.Fatalf("callback: got HTTP %d, want 302", resp.StatusCode)
		}
		return resp.Header.Get("Location")
	}
	return st, back(), back
}

// TestLeverAPI connects Lever through the popup's routes, lists the fetch
// dialog's jobs, stages and sources through a token refresh (the old
// refresh token refused afterwards), turns errored when Lever revokes the
// grant, and disconnects; another company sees none of it.
func TestLeverAPI(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := fakeproviders.Start(t)
		posting := f.Lever.AddPosting("Backend Engineer", "")
		f.Lever.AddCandidates(posting, fakeproviders.LeverCandidate{Source: "Referral"}, fakeproviders.LeverCandidate{Source: "LinkedIn"})
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: apptest.WithFakeLever(f)})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		other := apptest.MustTeam(t, srv.App, "beta")
		token := tm.Tokens[recruit.RoleTA]

		srv.Run(t, tm, []apptest.Scenario{
			{Name: "NotConnected", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
			{Name: "ErrJobsBeforeConnecting", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 400,
				WantBody: "Please connect Lever first!"},
			{Name: "DisconnectNothing", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
			{Name: "ErrOtherProvider", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=ats&provider=workday", WantStatus: 400},
			{Name: "ErrForeignRedirect", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=ats&provider=lever&redirect_url=https://evil.test/",
				WantStatus: 400, WantBody: "Please use a page of this Hirekit as redirect_url"},
		})

		st, loc, replay := leverConnectReplay(t, srv, token)
		want := srv.App.Config.BaseURL + "/oauth-redirect-callback?status=success&transaction_id=" + st.Data.TransactionID
		if loc != want {
			t.Fatalf("callback: got %s, want %s", loc, want)
		}
		if loc := replay(); !strings.HasSuffix(loc, "/oauth-redirect-callback?status=jwt_error") {
			t.Errorf("replayed state: got %s, want jwt_error without a transaction", loc)
		}
		conn, err := srv.App.Integrations.Connections.Load(t.Context(), tm.Company.ID, "lever")
		if err != nil || conn.Status != "connected" || conn.ConnectedBy != tm.Users[recruit.RoleTA].ID {
			t.Fatalf("connection: got %+v, %v", conn, err)
		}
		first := string(conn.Secret)

		f.Lever.ExpireAccessTokens()
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "Connected", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `"external_ats_provider":"lever"`},
			{Name: "Jobs", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 200,
				WantBody: `{"jobs":[{"id":"` + posting + `","title":"Backend Engineer","state":"published"}]}`},
			{Name: "Stages", Role: recruit.RoleAdmin, Method: "GET", Path: "/api/v1/screeno/integrations/list-stages?ats_provider=lever&ats_job_id=" + posting, WantStatus: 200,
				WantBody: `{"id":"a42482ff-00ac-4cb2-a698-4b4436885b0c","name":"Recruiter Screen"}`},
			{Name: "ErrStagesWithoutJob", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-stages?ats_provider=lever", WantStatus: 400,
				WantBody: "Please select a job!"},
			{Name: "SourcesAsText", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-sources?ats_provider=lever", WantStatus: 200,
				WantBody: `{"sources":[{"id":"LinkedIn","name":"LinkedIn"},{"id":"Referral","name":"Referral"}]}`},
			{Name: "ErrEmployee", Role: recruit.RoleEmployee, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 403},
		})
		conn, err = srv.App.Integrations.Connections.Load(t.Context(), tm.Company.ID, "lever")
		if err != nil || string(conn.Secret) == first {
			t.Fatalf("after the refresh: got %v, want the rotated token stored", err)
		}
		if s := f.Lever.Stats(); s.Refreshes != 1 {
			t.Errorf("got %d refreshes, want 1", s.Refreshes)
		}
		// The spent refresh token is dead: putting it back fails at Lever.
		if err := srv.App.Integrations.Connections.UpdateSecret(t.Context(), tm.Company.ID, "lever", []byte(first)); err != nil {
			t.Fatal(err)
		}
		f.Lever.ExpireAccessTokens()
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrOldRefreshToken", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 400,
				WantBody: "Lever refused the saved connection: connect again on Integrations."},
			{Name: "Errored", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"errored"}`},
		})
		if s := f.Lever.Stats(); s.RefusedRefreshes != 1 {
			t.Errorf("got %d refused refreshes, want 1", s.RefusedRefreshes)
		}

		// Reconnect, then Lever revokes the grant: errored again.
		if _, loc := leverConnect(t, srv, token); !strings.Contains(loc, "status=success") {
			t.Fatalf("reconnect: %s", loc)
		}
		f.Lever.Revoke()
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrRevoked", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-sources?ats_provider=lever", WantStatus: 400,
				WantBody: "Lever refused the saved connection: connect again on Integrations."},
			{Name: "RevokedErrored", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=ats&provider=lever", WantStatus: 200,
				WantBody: `"state":"errored"`},
		})
		srv.Run(t, other, []apptest.Scenario{
			{Name: "OtherCompanyNotConnected", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
			{Name: "ErrOtherCompanyJobs", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 400},
			{Name: "OtherCompanyDisconnect", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
		})
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "UntouchedByOtherCompany", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"errored"}`},
			{Name: "Disconnect", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
			{Name: "Disconnected", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
		})
	})
}

// TestLeverReturnStatuses: the callback's statuses for a refused consent,
// missing scopes, a replayed state; and Lever disabled without a client.
func TestLeverReturnStatuses(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := fakeproviders.Start(t)
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: apptest.WithFakeLever(f)})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		token := tm.Tokens[recruit.RoleAdmin]
		for _, c := range []struct {
			knobs fakeproviders.Knobs
			want  string
		}{
			{fakeproviders.Knobs{Consent: fakeproviders.ConsentDeny}, "status=access_denied"},
			{fakeproviders.Knobs{Scopes: []string{"offline_access"}}, "status=scope_not_accepted"},
			{fakeproviders.Knobs{NoRefreshToken: true}, "status=refresh_token_not_present"},
		} {
			f.Lever.SetKnobs(c.knobs)
			if _, loc := leverConnect(t, srv, token); !strings.Contains(loc, c.want) {
				t.Errorf("knobs %+v: got %s, want %s", c.knobs, loc, c.want)
			}
		}
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := client.Get(srv.HTTP.URL + "/api/v1/oauth/callback/lever?code=x&state=forged")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if loc := resp.Header.Get("Location"); !strings.HasSuffix(loc, "?status=jwt_error") {
			t.Errorf("forged state: got %s", loc)
		}

		bare := apptest.NewServer(t, db, apptest.ServerOptions{})
		bare.Run(t, tm, []apptest.Scenario{
			{Name: "Disabled", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=ats&provider=lever", WantStatus: 200,
				WantBody: `"state":"disabled"`},
			{Name: "DisabledCard", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"disabled"}`},
		})
	})
}
