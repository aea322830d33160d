package mail

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTP sends through an SMTP server named by a URL:
// smtp:// uses STARTTLS when offered (opportunistic), smtp+starttls://
// requires it, smtps:// is implicit TLS. go-mail defaults to mandatory TLS,
// which would fail against a plain test server, so each scheme sets its
// policy explicitly.
type SMTP struct {
	opts []gomail.Option
	host string
}

// NewSMTP parses rawURL into an SMTP sender.
func NewSMTP(rawURL string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Hostname() == "" {
		// Never echo the URL: it holds the SMTP password.
		return nil, fmt.Errorf("HIREKIT_SMTP_URL is not a URL like smtp://user:pass@host:port")
	}
	opts := []gomail.Option{gomail.WithTimeout(30 * time.Second)}
	port := 0
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("HIREKIT_SMTP_URL: bad port %q", p)
		}
	}
	switch u.Scheme {
	case "smtp":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
		port = cmpOr(port, 25)
	case "smtp+starttls":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
		port = cmpOr(port, 587)
	case "smtps":
		opts = append(opts, gomail.WithSSL())
		port = cmpOr(port, 465)
	default:
		return nil, fmt.Errorf("HIREKIT_SMTP_URL: scheme must be smtp, smtp+starttls or smtps")
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		// Autodiscovery never sends a password in the clear over an
		// unencrypted link; ?auth=plain|login forces a mechanism (go-mail
		// still allows that unencrypted only to localhost).
		authType := gomail.SMTPAuthAutoDiscover
		switch u.Query().Get("auth") {
		case "":
		case "plain":
			authType = gomail.SMTPAuthPlain
		case "login":
			authType = gomail.SMTPAuthLogin
		case "cram-md5":
			authType = gomail.SMTPAuthCramMD5
		default:
			return nil, fmt.Errorf("HIREKIT_SMTP_URL: auth must be plain, login or cram-md5")
		}
		opts = append(opts, gomail.WithSMTPAuth(authType),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	return &SMTP{opts: opts, host: u.Hostname()}, nil
}

func cmpOr(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

// Send delivers m with a text and an HTML part, and for an invitation a
// text/calendar part beside them (what calendar clients act on) and the
// same object as invite.ics (what the others let people open).
func (s *SMTP) Send(ctx context.Context, from string, m *Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(from); err != nil {
		return err
	}
	if err := msg.To(m.To); err != nil {
		return err
	}
	msg.Subject(m.Subject)
	if m.ListUnsubscribe != "" {
		// RFC 8058 one-click: a mail client POSTs
		// "List-Unsubscribe=One-Click" to the link, no page, no session.
		msg.SetGenHeader(gomail.HeaderListUnsubscribe, "<"+m.ListUnsubscribe+">")
		msg.SetGenHeader(gomail.HeaderListUnsubscribePost, "List-Unsubscribe=One-Click")
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	if m.Calendar != "" {
		msg.AddAlternativeString(gomail.ContentType("text/calendar; method="+m.CalendarMethod), m.Calendar)
		if err := msg.AttachReader("invite.ics", strings.NewReader(m.Calendar), gomail.WithFileContentType("application/ics")); err != nil {
			return err
		}
	}
	c, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return err
	}
	return c.DialAndSendWithContext(ctx, msg)
}
