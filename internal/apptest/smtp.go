package apptest

import (
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Received is one message taken by the test SMTP server.
type Received struct {
	From string
	To   []string
	Data string
}

// SMTPServer is a real SMTP server on a loopback port (no TLS, so smtp://
// with opportunistic TLS must work against it).
type SMTPServer struct {
	Addr string
	mu   sync.Mutex
	msgs []Received
	got  chan struct{}
}

// NewSMTPServer starts an SMTP server that keeps what it receives; it stops
// when the test ends.
func NewSMTPServer(t testing.TB) *SMTPServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &SMTPServer{Addr: ln.Addr().String(), got: make(chan struct{}, 100)}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &smtpSession{srv: s}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

// Wait returns the received messages once there are at least n, or fails
// the test after timeout.
func (s *SMTPServer) Wait(t testing.TB, n int, timeout time.Duration) []Received {
	t.Helper()
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		if len(s.msgs) >= n {
			out := append([]Received(nil), s.msgs...)
			s.mu.Unlock()
			return out
		}
		s.mu.Unlock()
		select {
		case <-s.got:
		case <-deadline:
			t.Fatalf("SMTP server got fewer than %d messages within %s", n, timeout)
			return nil
		}
	}
}

// SMTPUser and SMTPPassword are the credentials the server accepts (AUTH
// PLAIN); a session may also send without authenticating.
const (
	SMTPUser     = "hirekit"
	SMTPPassword = "secret-pass"
)

type smtpSession struct {
	srv  *SMTPServer
	from string
	to   []string
}

func (s *smtpSession) Reset()        { s.from, s.to = "", nil }
func (s *smtpSession) Logout() error { return nil }
func (s *smtpSession) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}
func (s *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = append(s.to, to)
	return nil
}
func (s *smtpSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.srv.mu.Lock()
	s.srv.msgs = append(s.srv.msgs, Received{From: s.from, To: s.to, Data: string(b)})
	s.srv.mu.Unlock()
	s.srv.got <- struct{}{}
	return nil
}

func (s *smtpSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *smtpSession) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != SMTPUser || password != SMTPPassword {
			return errors.New("invalid credentials")
		}
		return nil
	}), nil
}
