package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"golang.org/x/crypto/bcrypt"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/blob"
	"hirekit/internal/config"
	"hirekit/internal/feedback"
	"hirekit/internal/httpapi"
	"hirekit/internal/interview"
	"hirekit/internal/keys"
	"hirekit/internal/mail"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// Server is a full Hirekit API in process, on a real database, with job
// workers running and mail kept in the dev mailbox.
type Server struct {
	DB        *sqldb.DB
	Auth      *auth.Service
	Mailer    *mail.Mailer
	ATS       *ats.Service
	Interview *interview.Service
	Blobs     blob.Store
	Signer    *blob.Signer
	Queue     *queue.Queue
	HTTP      *httptest.Server
	Config    config.Config
}

// ServerOptions tweak NewServer.
type ServerOptions struct {
	AutoApprove *bool
	WandOrigins []string
	Now         func() time.Time
}

// NewServer starts a Server on db; it stops when the test ends.
func NewServer(t testing.TB, db *sqldb.DB, opts ServerOptions) *Server {
	t.Helper()
	autoApprove := true
	if opts.AutoApprove != nil {
		autoApprove = *opts.AutoApprove
	}
	srv := &Server{DB: db}
	cfg, _, err := config.Load("test", nil, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	srv.Mailer = &mail.Mailer{DB: db, From: "Hirekit <no-reply@hirekit.test>"}
	srv.Interview = &interview.Service{DB: db}
	secret := "test-secret-of-at-least-thirty-two-characters"
	srv.Auth = &auth.Service{DB: db, Options: auth.Options{
		Mailer: srv.Mailer, SessionKey: keys.Derive(secret, keys.Session), BaseURL: cfg.BaseURL,
		AutoApprove: autoApprove, BcryptCost: bcrypt.MinCost, Now: opts.Now,
	}}
	srv.ATS = &ats.Service{DB: db, Rounds: srv.Interview, Features: srv.Auth, People: srv.Auth}
	blobs, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv.Blobs = blobs
	workers := river.NewWorkers()
	river.AddWorker(workers, &mail.Worker{Mailer: srv.Mailer})
	river.AddWorker(workers, &ats.ParseResumeWorker{DB: db, Blobs: blobs})
	ctx := context.Background()
	srv.Queue, err = queue.New(ctx, db, workers, queue.Options{Work: true, PollInterval: 50 * time.Millisecond, Logger: Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	srv.Mailer.Queue = srv.Queue
	srv.ATS.Queue = srv.Queue
	if err := srv.Queue.Start(ctx); err != nil {
		t.Fatal(err)
	}
	lctx, stopListening := context.WithCancel(context.Background())
	t.Cleanup(stopListening)
	srv.Auth.ListenForChanges(lctx)
	cfg.WandReturnOrigins = opts.WandOrigins
	srv.Config = cfg
	srv.Signer = &blob.Signer{Key: keys.Derive(secret, keys.Files)}
	h := httpapi.NewServer(httpapi.Deps{Config: cfg, DB: db, Queue: srv.Queue, Auth: srv.Auth, Mailer: srv.Mailer, Blobs: blobs, Signer: srv.Signer,
		Feedback: &feedback.Service{DB: db}, ATS: srv.ATS, Interview: srv.Interview, Logger: Logger(t), Version: "test"})
	srv.HTTP = httptest.NewServer(h)
	t.Cleanup(func() {
		srv.HTTP.Close()
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Queue.Stop(sctx)
	})
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
// is stored, and returns the link in it that contains pathPart.
func (s *Server) WaitForMail(t testing.TB, to, subject, pathPart string) string {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
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
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no mail to %s with subject %q and a link containing %q", to, subject, pathPart)
	return ""
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
