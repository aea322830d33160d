package metrics_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"hirekit/internal/apptest"
	"hirekit/internal/metrics"
)

// full is a registry with a series of every metric: each recorder called
// once, a queue that reports jobs and a database pool.
func full(t *testing.T) *metrics.Metrics {
	t.Helper()
	m := metrics.New()
	done := m.InFlight()
	m.ObserveHTTP("GET /healthz", 200, time.Millisecond)
	done()
	m.ObserveJob("send_mail", metrics.JobCompleted, time.Millisecond)
	m.ObserveParse("screening", "parsed", time.Millisecond)
	m.CountMail("invite", metrics.MailSent)
	err := m.RegisterQueue(func(context.Context) ([]metrics.QueueCount, []metrics.QueueOldest, error) {
		return []metrics.QueueCount{{Kind: "send_mail", State: "available", Count: 3}},
			[]metrics.QueueOldest{{Kind: "send_mail", Seconds: 12}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := m.RegisterDB("read", db); err != nil {
		t.Fatal(err)
	}
	return m
}

// exported matches the names of metrics in a PromQL expression: every
// metric Hirekit's registry holds starts so.
var exported = regexp.MustCompile(`\b(?:hirekit|go|process)_[a-zA-Z0-9_:]*`)

// TestMetricsDashboard checks that every metric each panel of the Grafana
// dashboard queries is one the registry exposes, so a renamed metric
// cannot leave a panel silently empty.
func TestMetricsDashboard(t *testing.T) {
	raw, err := os.ReadFile("../../docs/grafana-hirekit.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Title   string `json:"title"`
			Targets []struct {
				Expr string `json:"expr"`
			} `json:"targets"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatal(err)
	}
	names := apptest.MetricNames(apptest.Scrape(t, full(t).Handler()))
	if len(dash.Panels) == 0 {
		t.Fatal("the dashboard has no panels")
	}
	used := map[string]bool{}
	for _, p := range dash.Panels {
		n := 0
		for _, tg := range p.Targets {
			for _, name := range exported.FindAllString(tg.Expr, -1) {
				n++
				used[name] = true
				if !names[name] {
					t.Errorf("panel %q queries %s, which the registry does not expose", p.Title, name)
				}
			}
		}
		if n == 0 {
			t.Errorf("panel %q queries no Hirekit metric", p.Title)
		}
	}
	// Each of Hirekit's own metrics has a panel.
	for _, name := range []string{metrics.HTTPDuration, metrics.HTTPInFlight, metrics.QueueJobs, metrics.QueueOldestAge,
		metrics.JobsTotal, metrics.JobDuration, metrics.ResumeParses, metrics.ResumeParseTime, metrics.MailMessagesTotal} {
		found := false
		for u := range used {
			found = found || u == name || strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(u, "_bucket"), "_count"), "_sum") == name
		}
		if !found {
			t.Errorf("no panel shows %s", name)
		}
	}
}

// TestMetricsScrape checks the text format's series and that a failing
// queue query shows as a scrape error, not as an empty queue.
func TestMetricsScrape(t *testing.T) {
	got := apptest.Scrape(t, full(t).Handler())
	for series, want := range map[string]float64{
		`hirekit_http_request_duration_seconds_count{code="200",route="GET /healthz"}`: 1,
		`hirekit_http_requests_in_flight`:                                              0,
		`hirekit_queue_jobs{kind="send_mail",state="available"}`:                       3,
		`hirekit_queue_oldest_available_seconds{kind="send_mail"}`:                     12,
		`hirekit_jobs_total{kind="send_mail",outcome="completed"}`:                     1,
		`hirekit_resume_parses_total{outcome="parsed",source="screening"}`:             1,
		`hirekit_mail_messages_total{kind="invite",outcome="sent"}`:                    1,
		`go_sql_max_open_connections{db_name="read"}`:                                  0,
		`hirekit_queue_up`: 1,
	} {
		if v, ok := got[series]; !ok || v != want {
			t.Errorf("%s = %v (present %v), want %v", series, v, ok, want)
		}
	}

	m := metrics.New()
	m.RegisterQueue(func(context.Context) ([]metrics.QueueCount, []metrics.QueueOldest, error) {
		return nil, nil, errors.New("database is locked")
	})
	got = apptest.Scrape(t, m.Handler())
	if v, ok := got["hirekit_queue_up"]; !ok || v != 0 {
		t.Errorf("hirekit_queue_up = %v (present %v) after a failed query, want 0", v, ok)
	}
	if _, ok := got["go_goroutines"]; !ok {
		t.Error("a failed queue query dropped the rest of the scrape")
	}
}

// TestMetricsNil: a part built without metrics records nothing and does
// not panic.
func TestMetricsNil(t *testing.T) {
	var m *metrics.Metrics
	m.InFlight()()
	m.ObserveHTTP("spa", 200, time.Second)
	m.ObserveJob("k", metrics.JobFailed, time.Second)
	m.ObserveParse("ats", "error", time.Second)
	m.CountMail("k", metrics.MailFailed)
	if err := m.RegisterDB("read", nil); err != nil {
		t.Error(err)
	}
}
