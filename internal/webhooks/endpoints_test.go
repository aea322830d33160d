package webhooks_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/webhooks"
)

func errorMessage(t *testing.T, r apptest.Response) string {
	t.Helper()
	var out struct {
		ErrorMessages any `json:"error_messages"`
	}
	r.JSON(t, &out)
	return fmt.Sprint(out.ErrorMessages)
}

// TestRetriesAndGone: a receiver that fails twice gets the delivery on
// the third attempt (the same webhook-id each time, every attempt
// logged); one that answers 410 Gone turns its endpoint off.
func TestRetriesAndGone(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := newServer(t, db, true)
		tm := apptest.MustTeam(t, srv.App, "alpha")
		token := tm.Tokens[recruit.RoleAdmin]
		flaky := newReceiver(t, func(n int) int {
			if n <= 2 {
				return http.StatusServiceUnavailable
			}
			return http.StatusNoContent
		})
		ep, secret := register(t, srv, token, flaky.URL, []string{string(recruit.EventApplicationCreated)})
		jobs := apptest.WatchJobs(t, srv.Queue)
		r := srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/webhooks/%d/test", ep.ID), token, nil)
		if r.Status != http.StatusOK {
			t.Fatalf("send test: %d %s", r.Status, r.Body)
		}
		// Two failed attempts and the one that succeeds.
		jobs.Wait(t, webhooks.DeliverArgs{}.Kind(), 3)
		got := flaky.requests()
		if len(got) != 3 {
			t.Fatalf("%d requests, want 3", len(got))
		}
		for _, g := range got {
			if g.header.Get("webhook-id") != got[0].header.Get("webhook-id") {
				t.Errorf("webhook-id changed between attempts")
			}
			if err := webhooks.Verify(secret, g.header, g.body, time.Now()); err != nil {
				t.Error(err)
			}
		}
		ds := deliveries(t, srv, token)
		if len(ds) != 1 || ds[0].State != webhooks.StateSucceeded || ds[0].Attempts != 3 || ds[0].LastStatus != http.StatusNoContent ||
			ds[0].EventType != string(recruit.EventTest) {
			t.Fatalf("the log: %+v", ds)
		}
		var attempts []int
		if err := srv.DB.Read.NewRaw("SELECT status FROM webhook_delivery_attempts WHERE delivery_id = ? ORDER BY attempt", ds[0].ID).
			Scan(t.Context(), &attempts); err != nil || fmt.Sprint(attempts) != "[503 503 204]" {
			t.Errorf("attempts %v %v", attempts, err)
		}

		gone := newReceiver(t, func(int) int { return http.StatusGone })
		ep2, _ := register(t, srv, token, gone.URL, []string{string(recruit.EventApplicationCreated)})
		srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/webhooks/%d/test", ep2.ID), token, nil)
		jobs.Wait(t, webhooks.DeliverArgs{}.Kind(), 4)
		if n := len(gone.requests()); n != 1 {
			t.Errorf("410 Gone was tried %d times, want once", n)
		}
		var list struct {
			Data struct {
				Endpoints []endpointOut `json:"endpoints"`
			} `json:"data"`
		}
		srv.Do(t, http.MethodGet, "/api/v1/company/webhooks", token, nil).JSON(t, &list)
		for _, e := range list.Data.Endpoints {
			if e.ID == ep2.ID && (e.Enabled || !strings.Contains(e.DisabledReason, "410")) {
				t.Errorf("after 410: %+v", e)
			}
		}
		r = srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/webhooks/%d/test", ep2.ID), token, nil)
		if r.Status != http.StatusConflict {
			t.Errorf("test to a turned-off endpoint: %d %s", r.Status, r.Body)
		}
		// Turned on again, it clears the reason.
		r = srv.Do(t, http.MethodPatch, fmt.Sprintf("/api/v1/company/webhooks/%d", ep2.ID), token, map[string]any{"enabled": true})
		if r.Status != http.StatusOK || !strings.Contains(r.Body, `"enabled":true`) || !strings.Contains(r.Body, `"disabled_reason":""`) {
			t.Errorf("enable: %d %s", r.Status, r.Body)
		}
	})
}

// TestBadEndpoints: what a company may not register answers 400 with a
// clear message and stores nothing.
func TestBadEndpoints(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := newServer(t, db, false)
		tm := apptest.MustTeam(t, srv.App, "alpha")
		token := tm.Tokens[recruit.RoleAdmin]
		created := []string{string(recruit.EventApplicationCreated)}
		for _, tc := range []struct {
			name, url string
			events    []string
			want      string
		}{
			{"http", "http://hooks.example.com/x", created, "The URL must start with https://"},
			{"NUL", "https://hooks.example.com/\x00", created, "NUL"},
			{"tab", "https://hooks.example.com/\tx", created, "spaces or control characters"},
			{"huge", "https://hooks.example.com/" + strings.Repeat("a", 3000), created, "at most 2000 characters"},
			{"unknown event", "https://127.0.0.1/x", []string{"application.deleted"}, "Unknown event"},
			{"no event", "https://127.0.0.1/x", []string{}, "Please choose at least one event"},
			{"loopback", "https://127.0.0.1/x", created, "private, loopback or link-local"},
			{"private", "https://10.1.2.3/x", created, "private, loopback or link-local"},
			{"metadata", "https://169.254.169.254/latest", created, "private, loopback or link-local"},
			{"ipv6 loopback", "https://[::1]/x", created, "private, loopback or link-local"},
			{"localhost", "https://localhost:8443/x", created, "private, loopback or link-local"},
			{"user info", "https://user:pw@hooks.example.com/x", created, "user name or password"},
			{"relative", "/hooks", created, "full URL"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				r := srv.Do(t, http.MethodPost, "/api/v1/company/webhooks", token, map[string]any{"url": tc.url, "events": tc.events})
				if r.Status != http.StatusBadRequest || !strings.Contains(errorMessage(t, r), tc.want) {
					t.Errorf("%d %s, want 400 with %q", r.Status, r.Body, tc.want)
				}
			})
		}
		var n int
		if err := srv.DB.Read.NewRaw("SELECT COUNT(*) FROM webhook_endpoints").Scan(t.Context(), &n); err != nil || n != 0 {
			t.Errorf("%d endpoints stored (%v)", n, err)
		}
	})
}

// TestWebhooksAreTheCompanys: another company never sees, changes, tests
// or deletes an endpoint or its deliveries, and only admins manage them.
func TestWebhooksAreTheCompanys(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := newServer(t, db, true)
		alpha, beta := apptest.MustTeam(t, srv.App, "alpha"), apptest.MustTeam(t, srv.App, "beta")
		rcv := newReceiver(t, nil)
		ep, secret := register(t, srv, alpha.Tokens[recruit.RoleAdmin], rcv.URL, allEvents())
		jobs := apptest.WatchJobs(t, srv.Queue)
		srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/webhooks/%d/test", ep.ID), alpha.Tokens[recruit.RoleAdmin], nil)
		jobs.Wait(t, webhooks.DeliverArgs{}.Kind(), 1)

		other := beta.Tokens[recruit.RoleAdmin]
		r := srv.Do(t, http.MethodGet, "/api/v1/company/webhooks", other, nil)
		if r.Status != http.StatusOK || strings.Contains(r.Body, rcv.URL) {
			t.Errorf("beta's list: %d %s", r.Status, r.Body)
		}
		if ds := deliveries(t, srv, other); len(ds) != 0 {
			t.Errorf("beta sees deliveries %+v", ds)
		}
		path := fmt.Sprintf("/api/v1/company/webhooks/%d", ep.ID)
		for _, c := range []struct{ method, path string }{{http.MethodPatch, path}, {http.MethodDelete, path},
			{http.MethodPost, path + "/test"}, {http.MethodPost, path + "/rotate-secret"},
			{http.MethodGet, fmt.Sprintf("/api/v1/company/webhooks/deliveries?endpoint_id=%d", ep.ID)}} {
			r := srv.Do(t, c.method, c.path, other, map[string]any{"enabled": false})
			if r.Status != http.StatusNotFound {
				t.Errorf("beta %s %s: %d %s", c.method, c.path, r.Status, r.Body)
			}
		}
		for _, role := range []string{recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel} {
			if r := srv.Do(t, http.MethodGet, "/api/v1/company/webhooks", alpha.Tokens[role], nil); r.Status != http.StatusForbidden {
				t.Errorf("%s lists webhooks: %d", role, r.Status)
			}
		}
		// Alpha's endpoint is untouched, and still signs with its secret
		// until rotated.
		if ds := deliveries(t, srv, alpha.Tokens[recruit.RoleAdmin]); len(ds) != 1 {
			t.Fatalf("alpha's log: %+v", ds)
		}
		if err := webhooks.Verify(secret, rcv.requests()[0].header, rcv.requests()[0].body, time.Now()); err != nil {
			t.Error(err)
		}
		r = srv.Do(t, http.MethodPost, path+"/rotate-secret", alpha.Tokens[recruit.RoleAdmin], nil)
		if r.Status != http.StatusOK || strings.Contains(r.Body, secret) || !strings.Contains(r.Body, "whsec_") {
			t.Errorf("rotate: %d %s", r.Status, r.Body)
		}
		// The daily purge keeps a month of finished deliveries.
		if err := srv.Webhooks.Purge(t.Context(), time.Now().Add(webhooks.Retention-time.Hour)); err != nil {
			t.Fatal(err)
		}
		if ds := deliveries(t, srv, alpha.Tokens[recruit.RoleAdmin]); len(ds) != 1 {
			t.Errorf("a delivery younger than a month was purged")
		}
		if err := srv.Webhooks.Purge(t.Context(), time.Now().Add(webhooks.Retention+time.Hour)); err != nil {
			t.Fatal(err)
		}
		if ds := deliveries(t, srv, alpha.Tokens[recruit.RoleAdmin]); len(ds) != 0 {
			t.Errorf("a delivery older than a month is kept: %+v", ds)
		}
		if r := srv.Do(t, http.MethodDelete, path, alpha.Tokens[recruit.RoleAdmin], nil); r.Status != http.StatusOK {
			t.Errorf("delete: %d %s", r.Status, r.Body)
		}
		if ds := deliveries(t, srv, alpha.Tokens[recruit.RoleAdmin]); len(ds) != 0 {
			t.Errorf("deliveries outlive their endpoint: %+v", ds)
		}
	})
}
