package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

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
				WantBody: "Please connect lever first"},
			{Name: "ErrDisconnectNothing", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 404},
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
				WantBody: "Lever refused the connection: please reconnect"},
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
				WantBody: "Lever refused the connection: please reconnect"},
			{Name: "RevokedErrored", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=ats&provider=lever", WantStatus: 200,
				WantBody: `"state":"errored"`},
		})
		srv.Run(t, other, []apptest.Scenario{
			{Name: "OtherCompanyNotConnected", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/status", WantStatus: 200,
				WantBody: `{"kind":"lever","name":"Lever","status":"not_connected"}`},
			{Name: "ErrOtherCompanyJobs", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/screeno/integrations/list-jobs?ats_provider=lever", WantStatus: 400},
			{Name: "ErrOtherCompanyDisconnect", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 404},
		})
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "Disconnect", Role: recruit.RoleTA, Method: "DELETE", Path: "/api/v1/screeno/integrations/disconnect?provider=lever", WantStatus: 200,
				WantBody: "Successfully disconnected!"},
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
