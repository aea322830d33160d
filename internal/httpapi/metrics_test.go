package httpapi_test

import (
	"context"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/queue"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// gateFS is a web build whose assets/slow.js is served only once the
// test opens the gate, so a request can be held in flight.
type gateFS struct {
	files   fstest.MapFS // not embedded: its Stat and ReadFile would pass the gate
	entered chan struct{}
	gate    chan struct{}
}

func (g gateFS) Open(name string) (fs.File, error) {
	if name == "assets/slow.js" {
		select {
		case g.entered <- struct{}{}:
		default:
		}
		<-g.gate
	}
	return g.files.Open(name)
}

// TestMetricsEndpoint scrapes the metrics handler of a full Hirekit after
// requests and a job run: requests by route pattern (never the raw path),
// in flight, the queue's depth, job outcomes, the pools and the runtime.
func TestMetricsEndpoint(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		spa := gateFS{files: fstest.MapFS{
			"index.html":     {Data: []byte("<html><head></head><body>app</body></html>")},
			"assets/slow.js": {Data: []byte("slow()")},
		}, entered: make(chan struct{}, 1), gate: make(chan struct{})}
		srv := apptest.NewServer(t, db, apptest.ServerOptions{SPA: spa,
			Parse: func(context.Context, []byte, string) resume.Result { return resume.Result{Error: "unreadable"} }})
		ctx := context.Background()

		jobs := apptest.WatchJobs(t, srv.Queue)
		if _, err := srv.Queue.Insert(ctx, queue.HeartbeatArgs{Worker: "metrics-test"}, nil); err != nil {
			t.Fatal(err)
		}
		// A mail through the outbox: the dev mailbox keeps it.
		if err := srv.Mailer.Send(ctx, "reset_password", "bob@example.com", 0, map[string]string{"Name": "Bob", "Link": "http://x/reset-password/abc"}); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "heartbeat", 1)
		jobs.Wait(t, "send_mail", 1)
		// The parser the app wired is the timed one.
		srv.ATS.Parse(ctx, []byte("x"), "cv.pdf")
		// Waits an hour: the depth shows it as scheduled.
		if _, err := srv.Queue.Insert(ctx, queue.HeartbeatArgs{Worker: "later"}, &river.InsertOpts{ScheduledAt: time.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/healthz", "/api/v1/talenthub/acme/jobs/dev", "/api/v1/talenthub/beta/jobs/qa", "/api/v1/nothing-here", "/jobs/12"} {
			srv.Do(t, "GET", path, "", nil)
		}

		got := apptest.Scrape(t, srv.MetricsHandler())
		for series, want := range map[string]float64{
			`hirekit_http_request_duration_seconds_count{code="200",route="GET /healthz"}`:                                       1,
			`hirekit_http_request_duration_seconds_count{code="404",route="GET /api/v1/talenthub/{companySlug}/jobs/{jobSlug}"}`: 2,
			`hirekit_http_request_duration_seconds_count{code="404",route="api_unmatched"}`:                                      1,
			`hirekit_http_request_duration_seconds_count{code="200",route="spa"}`:                                                1,
			`hirekit_http_requests_in_flight`:                                   0,
			`hirekit_queue_jobs{kind="heartbeat",state="scheduled"}`:            1,
			`hirekit_mail_messages_total{kind="reset_password",outcome="kept"}`: 1,
			`hirekit_resume_parses_total{outcome="error",source="ats"}`:         1,
			`hirekit_resume_parse_duration_seconds_count{source="ats"}`:         1,
			`hirekit_jobs_total{kind="heartbeat",outcome="completed"}`:          1,
		} {
			if v, ok := got[series]; !ok || v != want {
				t.Errorf("%s = %v (present %v), want %v", series, v, ok, want)
			}
		}
		names := apptest.MetricNames(got)
		for _, name := range []string{"go_sql_open_connections", "go_sql_wait_count_total", "go_goroutines", "process_cpu_seconds_total"} {
			if !names[name] {
				t.Errorf("no %s in the scrape", name)
			}
		}
		for series := range got {
			if strings.Contains(series, "acme") || strings.Contains(series, "/jobs/12") {
				t.Errorf("a raw path is a label: %s", series)
			}
		}

		t.Run("InFlight", func(t *testing.T) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				resp, err := http.Get(srv.HTTP.URL + "/assets/slow.js")
				if err == nil {
					resp.Body.Close()
				}
			}()
			select {
			case <-spa.entered:
			case <-done:
				t.Fatal("the request ended without reaching the gate")
			}
			if v := apptest.Scrape(t, srv.MetricsHandler())["hirekit_http_requests_in_flight"]; v != 1 {
				t.Errorf("in flight while a request is held = %v, want 1", v)
			}
			close(spa.gate)
			<-done
		})

		t.Run("ListenersApart", func(t *testing.T) {
			// The API's listener has no /metrics (the web app's index
			// answers it), and the metrics handler answers nothing else.
			if r := srv.Do(t, "GET", "/metrics", "", nil); strings.Contains(r.Body, "hirekit_http_requests_in_flight") {
				t.Errorf("the API listener serves the metrics: %d", r.Status)
			}
			for _, path := range []string{"/healthz", "/api/v1/openapi.json", "/"} {
				rec := httptest.NewRecorder()
				srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
				body, _ := io.ReadAll(rec.Body)
				if rec.Code != http.StatusNotFound {
					t.Errorf("metrics handler GET %s = %d %.60s, want 404", path, rec.Code, body)
				}
			}
		})
	})
}
