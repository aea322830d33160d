package webhooks_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/config"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/webhooks"
)

// received is one request a test receiver got.
type received struct {
	header http.Header
	body   []byte
}

// receiver is an HTTP server started in the test that records every
// request and answers with the status fail picks (200 when nil).
type receiver struct {
	*httptest.Server
	mu   sync.Mutex
	got  []received
	fail func(n int) int
}

func newReceiver(t *testing.T, fail func(n int) int) *receiver {
	r := &receiver{fail: fail}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, received{header: req.Header.Clone(), body: body})
		n := len(r.got)
		r.mu.Unlock()
		status := http.StatusOK
		if r.fail != nil {
			status = r.fail(n)
		}
		w.WriteHeader(status)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) requests() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.got...)
}

// newServer is Hirekit with private receivers allowed (the receiver is on
// 127.0.0.1) and retries at once, so no test waits River's backoff.
func newServer(t *testing.T, db *sqldb.DB, allowPrivate bool) *apptest.Server {
	return apptest.NewServer(t, db, apptest.ServerOptions{
		Configure:      func(c *config.Config) { c.WebhooksAllowPrivate = allowPrivate },
		WebhookBackoff: func(int) time.Duration { return 0 },
	})
}

type endpointOut struct {
	ID             int64    `json:"id"`
	URL            string   `json:"url"`
	Events         []string `json:"events"`
	Enabled        bool     `json:"enabled"`
	DisabledReason string   `json:"disabled_reason"`
}

// register adds an endpoint through the API and returns it with its secret.
func register(t *testing.T, srv *apptest.Server, token, url string, events []string) (endpointOut, string) {
	t.Helper()
	r := srv.Do(t, http.MethodPost, "/api/v1/company/webhooks", token, map[string]any{"url": url, "events": events, "description": "CRM"})
	if r.Status != http.StatusOK {
		t.Fatalf("register %s: %d %s", url, r.Status, r.Body)
	}
	var out struct {
		Data struct {
			Endpoint endpointOut `json:"endpoint"`
			Secret   string      `json:"secret"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	if !strings.HasPrefix(out.Data.Secret, "whsec_") {
		t.Fatalf("secret %q", out.Data.Secret)
	}
	return out.Data.Endpoint, out.Data.Secret
}

type deliveryOut struct {
	ID         int64  `json:"id"`
	EndpointID int64  `json:"endpoint_id"`
	MessageID  string `json:"message_id"`
	EventType  string `json:"event_type"`
	State      string `json:"state"`
	Attempts   int    `json:"attempts"`
	LastStatus int    `json:"last_status"`
	LastError  string `json:"last_error"`
}

func deliveries(t *testing.T, srv *apptest.Server, token string) []deliveryOut {
	t.Helper()
	r := srv.Do(t, http.MethodGet, "/api/v1/company/webhooks/deliveries?per_page=100", token, nil)
	if r.Status != http.StatusOK {
		t.Fatalf("deliveries: %d %s", r.Status, r.Body)
	}
	var out struct {
		Data struct {
			Deliveries []deliveryOut `json:"deliveries"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	return out.Data.Deliveries
}

func allEvents() []string {
	var out []string
	for _, e := range recruit.Events {
		out = append(out, string(e))
	}
	return out
}

// TestEventsAreDeliveredSigned registers a receiver for every event,
// makes each happen (an application added, moved, hired; an interview
// scheduled and cancelled; a scorecard submitted) and checks the receiver
// got each delivery once, verified with the secret the API showed.
func TestEventsAreDeliveredSigned(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := newServer(t, db, true)
		tm := apptest.MustTeam(t, srv.App, "alpha")
		rcv := newReceiver(t, nil)
		ep, secret := register(t, srv, tm.Tokens[recruit.RoleAdmin], rcv.URL+"/hooks", allEvents())
		jobs := apptest.WatchJobs(t, srv.Queue)

		admin, panelCtx := tm.Ctx(t, recruit.RoleAdmin), tm.Ctx(t, recruit.RolePanel)
		panel := tm.Users[recruit.RolePanel].ID
		in := apptest.JobInput("Backend Engineer")
		in.PanelIDs = []int64{panel}
		job := apptest.MustCreateRequisition(t, admin, srv.App, in)
		rounds, err := srv.Interview.Rounds(admin, job.ID)
		if err != nil || len(rounds) < 2 {
			t.Fatalf("rounds: %v %v", rounds, err)
		}
		round := rounds[1]
		schedule := func(ctx context.Context, slug string, start time.Time) *interview.Interview {
			t.Helper()
			iv, err := srv.Interview.Schedule(ctx, interview.ScheduleInput{Slug: slug, RoundID: round.ID, Start: start.Format(time.RFC3339),
				End: start.Add(time.Hour).Format(time.RFC3339), TimeZone: "Asia/Kolkata", PanelIDs: []int64{panel}})
			if err != nil {
				t.Fatal(err)
			}
			return iv
		}

		// Ada: interviewed two hours ago (booked back then) and scored.
		ada := apptest.MustAddApplication(t, admin, srv.App, job, "Ada Lovelace", "ada@x.test")
		apptest.MustMove(t, admin, srv.App, ada.Slug, recruit.StateScheduleRound)
		start := time.Now().UTC().Add(-2 * time.Hour).Truncate(5 * time.Minute)
		schedule(sqldb.WithClock(admin, func() time.Time { return start.Add(-time.Hour) }), ada.Slug, start)
		card := interview.ScorecardInput{Recommendation: "yes", Notes: "Private to the panel."}
		for _, a := range round.Attributes() {
			card.Ratings = append(card.Ratings, interview.Rating{Attribute: a, Rating: 3})
		}
		if _, err := srv.Interview.SubmitScorecard(panelCtx, ada.Slug, round.ID, card); err != nil {
			t.Fatal(err)
		}
		// Bob: an interview booked and cancelled.
		bob := apptest.MustAddApplication(t, admin, srv.App, job, "Bob Babbage", "bob@x.test")
		apptest.MustMove(t, admin, srv.App, bob.Slug, recruit.StateScheduleRound)
		iv := schedule(admin, bob.Slug, time.Now().UTC().Add(48*time.Hour).Truncate(time.Hour))
		if _, err := srv.Interview.Cancel(admin, iv.ID, "The candidate asked to move it"); err != nil {
			t.Fatal(err)
		}
		// Cy: hired.
		cy := apptest.MustAddApplication(t, admin, srv.App, job, "Cy Hopper", "cy@x.test")
		for _, to := range []recruit.State{recruit.StateTAScreen, recruit.StateOfferAccepted, recruit.StateJoined} {
			apptest.MustMove(t, admin, srv.App, cy.Slug, to)
		}

		logged := deliveries(t, srv, tm.Tokens[recruit.RoleAdmin])
		jobs.Wait(t, webhooks.DeliverArgs{}.Kind(), len(logged))
		byType := map[string]int{}
		for _, d := range logged {
			byType[d.EventType]++
		}
		for ev, n := range map[recruit.Event]int{recruit.EventApplicationCreated: 3, recruit.EventApplicationHired: 1,
			recruit.EventInterviewScheduled: 2, recruit.EventInterviewCancelled: 1, recruit.EventScorecardSubmitted: 1} {
			if byType[string(ev)] != n {
				t.Errorf("%s: %d deliveries, want %d (%v)", ev, byType[string(ev)], n, byType)
			}
		}
		if byType[string(recruit.EventApplicationMoved)] < 5 {
			t.Errorf("application.moved: %d deliveries, want at least 5", byType[string(recruit.EventApplicationMoved)])
		}

		got := rcv.requests()
		if len(got) != len(logged) {
			t.Fatalf("the receiver got %d requests for %d deliveries", len(got), len(logged))
		}
		seen := map[string]bool{}
		for _, r := range got {
			if err := webhooks.Verify(secret, r.header, r.body, time.Now()); err != nil {
				t.Errorf("delivery %s does not verify: %v", r.header.Get("webhook-id"), err)
			}
			id := r.header.Get("webhook-id")
			if seen[id] {
				t.Errorf("%s received twice", id)
			}
			seen[id] = true
			var msg struct {
				Type string          `json:"type"`
				Data json.RawMessage `json:"data"`
			}
			if err := json.Unmarshal(r.body, &msg); err != nil || msg.Type == "" {
				t.Errorf("body %s: %v", r.body, err)
			}
			if strings.Contains(string(r.body), "Private to the panel") {
				t.Errorf("a scorecard's notes left Hirekit: %s", r.body)
			}
			if msg.Type == string(recruit.EventApplicationHired) {
				var ev ats.ApplicationEvent
				if err := json.Unmarshal(msg.Data, &ev); err != nil || ev.Application.Slug != cy.Slug || ev.To != recruit.StateJoined {
					t.Errorf("hired: %s %v", msg.Data, err)
				}
			}
		}
		for _, d := range deliveries(t, srv, tm.Tokens[recruit.RoleAdmin]) {
			if d.State != webhooks.StateSucceeded || d.Attempts != 1 || d.LastStatus != 200 || !seen[d.MessageID] || d.EndpointID != ep.ID {
				t.Errorf("delivery %+v", d)
			}
		}

		// Tampered with, a delivery no longer verifies.
		r := got[0]
		tampered := []byte(strings.Replace(string(r.body), `"type":"`, `"type":"x`, 1))
		if err := webhooks.Verify(secret, r.header, tampered, time.Now()); err != webhooks.ErrSignature {
			t.Errorf("a tampered body: %v, want ErrSignature", err)
		}
		if err := webhooks.Verify(webhooks.NewSecret(), r.header, r.body, time.Now()); err != webhooks.ErrSignature {
			t.Errorf("another secret: %v, want ErrSignature", err)
		}
		if err := webhooks.Verify(secret, r.header, r.body, time.Now().Add(10*time.Minute)); err != webhooks.ErrTimestamp {
			t.Errorf("a replay ten minutes later: %v, want ErrTimestamp", err)
		}
	})
}
