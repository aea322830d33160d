// Package metrics holds a Hirekit process's Prometheus registry and the
// metrics its parts record: HTTP requests, jobs, resume parses, mail. One
// Metrics is made per process by internal/app and handed to each part;
// there is no global registry, so two test servers never share counts.
//
// Every method is safe on a nil *Metrics (it records nothing), so a part
// built without one (a unit test) needs no stand-in.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is the registry and the metrics recorded into it.
type Metrics struct {
	Registry *prometheus.Registry

	httpDuration *prometheus.HistogramVec
	httpInFlight prometheus.Gauge
	jobs         *prometheus.CounterVec
	jobDuration  *prometheus.HistogramVec
	parses       *prometheus.CounterVec
	parseTime    *prometheus.HistogramVec
	mail         *prometheus.CounterVec
}

// Names of the metrics this package defines (the dashboard test and the
// README list them).
const (
	HTTPDuration      = "hirekit_http_request_duration_seconds"
	HTTPInFlight      = "hirekit_http_requests_in_flight"
	QueueJobs         = "hirekit_queue_jobs"
	QueueOldestAge    = "hirekit_queue_oldest_available_seconds"
	QueueUp           = "hirekit_queue_up"
	JobsTotal         = "hirekit_jobs_total"
	JobDuration       = "hirekit_job_duration_seconds"
	ResumeParses      = "hirekit_resume_parses_total"
	ResumeParseTime   = "hirekit_resume_parse_duration_seconds"
	MailMessagesTotal = "hirekit_mail_messages_total"
)

// Job outcomes (JobsTotal's outcome label).
const (
	JobCompleted = "completed"
	JobFailed    = "failed"    // will be retried
	JobDiscarded = "discarded" // failed its last attempt
	JobCancelled = "cancelled"
	JobSnoozed   = "snoozed"
)

// Mail outcomes (MailMessagesTotal's outcome label).
const (
	MailSent       = "sent"
	MailKept       = "kept" // the dev mailbox: no SMTP server set
	MailFailed     = "failed"
	MailSuppressed = "suppressed"
)

// New makes a registry with the Go runtime and process collectors and
// every Hirekit metric.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		Registry: reg,
		httpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: HTTPDuration,
			Help: "Time to answer an HTTP request, by route pattern (never the raw path) and status code.",
			// From a cached read to a large upload.
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"route", "code"}),
		httpInFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: HTTPInFlight,
			Help: "HTTP requests being answered now.",
		}),
		jobs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: JobsTotal,
			Help: "Background job runs by kind and outcome (completed, failed, discarded, cancelled, snoozed).",
		}, []string{"kind", "outcome"}),
		jobDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    JobDuration,
			Help:    "Time one background job run took, by kind.",
			Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300},
		}, []string{"kind"}),
		parses: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: ResumeParses,
			Help: "Resumes parsed, by where they came from (ats, screening, talenthub) and outcome (parsed, error, aborted).",
		}, []string{"source", "outcome"}),
		parseTime: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    ResumeParseTime,
			Help:    "Time one resume parse took, by source.",
			Buckets: []float64{.05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"source"}),
		mail: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: MailMessagesTotal,
			Help: "Mail deliveries by template kind and outcome (sent, kept, failed, suppressed).",
		}, []string{"kind", "outcome"}),
	}
	reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.httpDuration, m.httpInFlight, m.jobs, m.jobDuration, m.parses, m.parseTime, m.mail,
	)
	return m
}

// Handler serves GET /metrics: the registry in the Prometheus text format.
// A collector that fails leaves its series out and the rest is served.
func (m *Metrics) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError}))
	return mux
}

// RegisterDB adds the connection-pool statistics of one database pool,
// labelled db_name.
func (m *Metrics) RegisterDB(name string, db *sql.DB) error {
	if m == nil {
		return nil
	}
	return m.Registry.Register(collectors.NewDBStatsCollector(db, name))
}

// InFlight counts a request as running; call the returned func when done.
func (m *Metrics) InFlight() func() {
	if m == nil {
		return func() {}
	}
	m.httpInFlight.Inc()
	return m.httpInFlight.Dec
}

// ObserveHTTP records one answered request.
func (m *Metrics) ObserveHTTP(route string, status int, d time.Duration) {
	if m == nil {
		return
	}
	m.httpDuration.WithLabelValues(route, strconv.Itoa(status)).Observe(d.Seconds())
}

// ObserveJob records one job run.
func (m *Metrics) ObserveJob(kind, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.jobs.WithLabelValues(kind, outcome).Inc()
	m.jobDuration.WithLabelValues(kind).Observe(d.Seconds())
}

// ObserveParse records one resume parse.
func (m *Metrics) ObserveParse(source, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.parses.WithLabelValues(source, outcome).Inc()
	m.parseTime.WithLabelValues(source).Observe(d.Seconds())
}

// CountMail records one mail outcome.
func (m *Metrics) CountMail(kind, outcome string) {
	if m == nil {
		return
	}
	m.mail.WithLabelValues(kind, outcome).Inc()
}

// QueueCount is how many jobs of a kind are in a state.
type QueueCount struct {
	Kind, State string
	Count       int64
}

// QueueOldest is how long the oldest available job of a kind has waited.
type QueueOldest struct {
	Kind    string
	Seconds float64
}

// QueueStats reads the queue's depth; queue.Queue.Stats does, over
// river_job.
type QueueStats func(ctx context.Context) ([]QueueCount, []QueueOldest, error)

// RegisterQueue adds a collector that reads the queue at each scrape, so
// the depth is the database's, whichever process enqueued or works.
func (m *Metrics) RegisterQueue(stats QueueStats) error {
	if m == nil {
		return nil
	}
	return m.Registry.Register(&queueCollector{stats: stats})
}

var (
	queueJobsDesc = prometheus.NewDesc(QueueJobs,
		"Jobs waiting in the queue, by kind and state (available, scheduled, retryable, running), read at scrape time.",
		[]string{"kind", "state"}, nil)
	queueOldestDesc = prometheus.NewDesc(QueueOldestAge,
		"Seconds the oldest available job of a kind has been ready to run, read at scrape time.",
		[]string{"kind"}, nil)
	queueUpDesc = prometheus.NewDesc(QueueUp,
		"1 when the queue's depth could be read at this scrape, 0 when the query failed (the depth series are then missing, not zero).",
		nil, nil)
)

// queueScrapeTimeout bounds the queue query so a locked database cannot
// hang the scrape.
const queueScrapeTimeout = 5 * time.Second

type queueCollector struct{ stats QueueStats }

func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- queueJobsDesc
	ch <- queueOldestDesc
	ch <- queueUpDesc
}

func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), queueScrapeTimeout)
	defer cancel()
	counts, oldest, err := c.stats(ctx)
	if err != nil {
		// The rest of the scrape still answers; this says the depth is
		// unknown rather than empty.
		ch <- prometheus.MustNewConstMetric(queueUpDesc, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(queueUpDesc, prometheus.GaugeValue, 1)
	for _, q := range counts {
		ch <- prometheus.MustNewConstMetric(queueJobsDesc, prometheus.GaugeValue, float64(q.Count), q.Kind, q.State)
	}
	for _, o := range oldest {
		ch <- prometheus.MustNewConstMetric(queueOldestDesc, prometheus.GaugeValue, max(o.Seconds, 0), o.Kind)
	}
}
