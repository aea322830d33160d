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

// TestCalendarsAPI connects a Google calendar over HTTP: the consent URLs,
// the provider's return answering 302 to the OAuth return page, the
// connection listed and disconnected.
func TestCalendarsAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := fakeproviders.Start(t)
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: apptest.WithFakeCalendars(f)})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		token := tm.Tokens[recruit.RolePanel]

		r := srv.Do(t, "GET", "/api/v1/oauth/generate-redirect-url?kind=calendar&redirect_url=/oauth-redirect-callback", token, nil)
		var start struct {
			Data struct {
				State         string  `json:"state"`
				GoogleURL     *string `json:"google_url"`
				OutlookURL    *string `json:"outlook_url"`
				TransactionID string  `json:"transaction_id"`
			} `json:"data"`
		}
		r.JSON(t, &start)
		if r.Status != 200 || start.Data.GoogleURL == nil || start.Data.OutlookURL == nil || start.Data.TransactionID == "" || start.Data.State != "" {
			t.Fatalf("generate-redirect-url: %d %s", r.Status, r.Body)
		}
		q := fakeproviders.Authorize(t, *start.Data.GoogleURL)
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		callback := func() *http.Response {
			resp, err := client.Get(srv.HTTP.URL + "/api/v1/oauth/callback/google?" + q.Encode())
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp
		}
		resp := callback()
		want := srv.App.Config.BaseURL + "/oauth-redirect-callback?status=success&transaction_id=" + start.Data.TransactionID
		if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != want {
			t.Errorf("callback: %d %s, want %s", resp.StatusCode, resp.Header.Get("Location"), want)
		}
		if resp := callback(); resp.StatusCode != http.StatusFound || !strings.HasSuffix(resp.Header.Get("Location"), "?status=jwt_error") {
			t.Errorf("replayed callback: %d %s", resp.StatusCode, resp.Header.Get("Location"))
		}

		srv.Run(t, tm, []apptest.Scenario{
			{Name: "Connections", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/oauth/calendar-connections", WantStatus: 200,
				WantBody: `"state":"google_connected","connections":[{"provider":"google","account_email":"` + tm.Users[recruit.RolePanel].Email + `","state":"connected","error":"","permissions_url":"https://myaccount.google.com/permissions"`},
			{Name: "ProvidersAndDurations", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/oauth/calendar-connections", WantStatus: 200,
				WantBody: `"providers":[{"name":"google","available":true,"durations":[15,30,45,60]},{"name":"outlook","available":true,"durations":[30,60]}]`},
			{Name: "ErrEmployee", Role: recruit.RoleEmployee, Method: "GET", Path: "/api/v1/oauth/calendar-connections", WantStatus: 403},
			{Name: "ErrForeignRedirect", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=calendar&redirect_url=https://evil.test/",
				WantStatus: 400, WantBody: "Please use a page of this Hirekit as redirect_url"},
			{Name: "ErrDisconnectOther", Role: recruit.RolePanel, Method: "DELETE", Path: "/api/v1/oauth/calendar-connections/outlook", WantStatus: 404},
			{Name: "Disconnect", Role: recruit.RolePanel, Method: "DELETE", Path: "/api/v1/oauth/calendar-connections/google", WantStatus: 200,
				WantBody: `"state":"","connections":[]`},
		})
		if f.Google.Connected(tm.Users[recruit.RolePanel].Email) {
			t.Error("still connected at Google")
		}
	})
}

// TestCalendarsNotConfigured: without client ids neither provider is
// offered.
func TestCalendarsNotConfigured(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "URLs", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/oauth/generate-redirect-url?kind=calendar", WantStatus: 200,
				WantBody: `"google_url":null,"outlook_url":null`},
			{Name: "Providers", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/oauth/calendar-connections", WantStatus: 200,
				WantBody: `{"name":"google","available":false,"durations":[15,30,45,60]}`},
		})
	})
}
