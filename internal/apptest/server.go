package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"golang.org/x/crypto/bcrypt"

	"hirekit/internal/app"
	"hirekit/internal/config"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Server is a full Hirekit in process, on a real database, wired by
// internal/app exactly as cmd/hirekit wires it, with job workers running,
// mail kept in the dev mailbox and the HTTP API on a test listener.
type Server struct {
	*app.App
	HTTP *httptest.Server
}

// ServerOptions tweak NewServer.
type ServerOptions struct {
	AutoApprove *bool
	WandOrigins []string
	Now         func() time.Time
	// SMTPURL sends mail to a real SMTP server (one started by the test).
	SMTPURL string
	// NoDevMailbox leaves HIREKIT_DEV_MAILBOX off (it is on in tests, as
	// with make run).
	NoDevMailbox bool
	// TrustedProxies sets HIREKIT_TRUSTED_PROXIES.
	TrustedProxies []netip.Prefix
	// Parse replaces the resume parser.
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
	// ApplyRatePerIP sets HIREKIT_APPLY_RATE_PER_IP (nil: the default, 20).
	ApplyRatePerIP *int
	// Configure changes the config last (calendar providers pointed at
	// fakeproviders, …).
	Configure func(*config.Config)
	// NoWorkers leaves enqueued jobs waiting (tests of what is under way);
	// a test runs them itself.
	NoWorkers bool
	// WebhookBackoff replaces the wait between webhook delivery
	// attempts (nil: the real schedule).
	WebhookBackoff func(attempt int) time.Duration
	// SPA is the web build the server serves (nil: none, as go test
	// has).
	SPA fs.FS
}

// NewApp wires Hirekit on db with workers running (unless NoWorkers); it
// stops when the test ends. Domain tests call its services directly.
func NewApp(t testing.TB, db *sqldb.DB, opts ServerOptions) *app.App {
	t.Helper()
	cfg, _, err := config.Load("test", nil, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Secret = "test-secret-of-at-least-thirty-two-characters"
	cfg.BlobURL = "file://" + t.TempDir()
	cfg.MailFrom = "Hirekit <no-reply@hirekit.test>"
	cfg.QueuePollInterval = 50 * time.Millisecond
	cfg.SMTPURL = opts.SMTPURL
	cfg.WandReturnOrigins = opts.WandOrigins
	cfg.DevMailbox = !opts.NoDevMailbox
	cfg.TrustedProxies = opts.TrustedProxies
	if opts.ApplyRatePerIP != nil {
		cfg.ApplyRatePerIP = *opts.ApplyRatePerIP
	}
	if opts.AutoApprove != nil {
		cfg.AutoApproveCompanies = *opts.AutoApprove
	}
	if opts.Configure != nil {
		opts.Configure(&cfg)
	}
	ctx := context.Background()
	a, err := app.New(ctx, cfg, db, app.Options{Logger: Logger(t), Version: "test", Work: !opts.NoWorkers,
		BcryptCost: bcrypt.MinCost, Now: opts.Now, Parse: opts.Parse, SPA: opts.SPA,
		WebhookBackoff: opts.WebhookBackoff})
	if err != nil {
		t.Fatal(err)
	}
	lctx, stopListening := context.WithCancel(ctx)
	if err := a.Start(lctx, true); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stopListening()
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		a.Stop(sctx)
	})
	return a
}

// NewServer starts a Server on db; it stops when the test ends.
func NewServer(t testing.TB, db *sqldb.DB, opts ServerOptions) *Server {
	t.Helper()
	a := NewApp(t, db, opts)
	srv := &Server{App: a, HTTP: httptest.NewServer(a.Handler())}
	t.Cleanup(srv.HTTP.Close)
	return srv
}

// Response is a decoded answer.
type Response struct {
	Status int
	Body   string
	Header http.Header
}

// JSON decodes the body into v, failing the test on error.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(r.Body), v); err != nil {
		t.Fatalf("decode %q: %v", r.Body, err)
	}
}

// Do sends a request with an optional bearer token and a JSON body (a
// string is sent as is, anything else is marshalled).
func (s *Server) Do(t testing.TB, method, path, token string, body any) Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, s.HTTP.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := s.HTTP.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return Response{Status: resp.StatusCode, Body: string(raw), Header: resp.Header}
}

var linkRE = regexp.MustCompile(`https?://[^\s"<>]+`)

// WaitForMail waits until a message to `to` whose subject contains subject
// is stored, and returns the link in it that contains pathPart. Mail is
// stored in the transaction of the change it announces; between looks it
// waits for the next finished job, not for a timer.
func (s *Server) WaitForMail(t testing.TB, to, subject, pathPart string) string {
	t.Helper()
	events, stop := s.Queue.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed, river.EventKindJobCancelled)
	defer stop()
	deadline := time.After(15 * time.Second)
	for {
		msgs, err := s.Mailer.Mailbox(context.Background(), to, 20)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range msgs {
			if strings.Contains(m.Subject, subject) {
				for _, l := range linkRE.FindAllString(m.Text, -1) {
					if strings.Contains(l, pathPart) {
						return l
					}
				}
			}
		}
		select {
		case <-events:
		case <-deadline:
			t.Fatalf("no mail to %s with subject %q and a link containing %q", to, subject, pathPart)
			return ""
		}
	}
}

// Upload sends a multipart form with one file (skipped when file is nil).
func (s *Server) Upload(t testing.TB, path, token string, fields map[string]string, fileField, filename string, file []byte) Response {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		w.WriteField(k, v)
	}
	if file != nil {
		fw, err := w.CreateFormFile(fileField, filename)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(file)
	}
	w.Close()
	req, err := http.NewRequest("POST", s.HTTP.URL+path, &buf)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", w.FormDataContentType())
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := s.HTTP.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return Response{Status: resp.StatusCode, Body: string(raw), Header: resp.Header}
}
