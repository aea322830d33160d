// Package mail sends Hirekit's outbound mail. Every message is stored and
// then sent by a queue job with retries: through SMTP when
// HIREKIT_SMTP_URL is set, else kept in the dev mailbox.
package mail

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/metrics"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Message is one stored mail.
type Message struct {
	ID        int64      `bun:"id" json:"id"`
	CompanyID *int64     `bun:"company_id" json:"company_id"`
	Kind      string     `bun:"kind" json:"kind"`
	To        string     `bun:"to_address" json:"to"`
	Subject   string     `bun:"subject" json:"subject"`
	Text      string     `bun:"text_body" json:"text"`
	HTML      string     `bun:"html_body" json:"html"`
	Status    string     `bun:"status" json:"status"`
	Error     string     `bun:"error" json:"error,omitempty"`
	CreatedAt time.Time  `bun:"created_at" json:"created_at"`
	SentAt    *time.Time `bun:"sent_at" json:"sent_at"`
	// ApplicationID is the application the mail is about, if any.
	ApplicationID *int64 `bun:"application_id" json:"application_id"`
	SentBy        *int64 `bun:"sent_by" json:"sent_by"`
	// Calendar is an iCalendar object sent as a text/calendar part and an
	// invite.ics attachment, with CalendarMethod (REQUEST, CANCEL); empty
	// for other mail.
	Calendar       string `bun:"calendar" json:"calendar,omitempty"`
	CalendarMethod string `bun:"calendar_method" json:"calendar_method,omitempty"`
	// Secrets are the values of the mail that work as credentials, as a
	// JSON list (see Secrets); empty once they are blanked.
	Secrets string `bun:"secrets" json:"-"`
	// ListUnsubscribe is the one-click unsubscribe link the delivery adds
	// as a List-Unsubscribe header (RFC 8058) to optional mail; never
	// stored, it is signed again at each delivery.
	ListUnsubscribe string `bun:"-" json:"-"`
}

// Secrets is implemented by the data of a mail whose values work as
// credentials: a candidate passcode, a self-scheduling link. The data
// marks them, not a pattern over the text, so a code is found whatever
// its form. Once the mail is delivered they are blanked in the stored copy
// (as links are); the dev mailbox keeps them while it keeps links, and
// the staff Emails tab never shows them.
type Secrets interface {
	MailSecrets() []string
}

// secretRemoved stands where a secret was.
const secretRemoved = "[removed after sending]"

// withoutSecrets returns m with its secrets blanked in subject, bodies and
// calendar.
func withoutSecrets(m Message) Message {
	var secrets []string
	if m.Secrets == "" || json.Unmarshal([]byte(m.Secrets), &secrets) != nil {
		return m
	}
	for _, v := range secrets {
		if v == "" {
			continue
		}
		m.Subject = strings.ReplaceAll(m.Subject, v, secretRemoved)
		m.Text = strings.ReplaceAll(m.Text, v, secretRemoved)
		m.HTML = strings.ReplaceAll(m.HTML, v, secretRemoved)
		m.Calendar = strings.ReplaceAll(m.Calendar, v, secretRemoved)
	}
	m.Secrets = ""
	return m
}

// Calendar is the iCalendar part of an invitation: the object's text and
// its iTIP method, which the part's Content-Type repeats (RFC 6047).
type Calendar struct {
	Method string
	Body   string
}

// Statuses of a message.
const (
	StatusQueued = "queued"
	StatusSent   = "sent"
	StatusKept   = "kept" // in the dev mailbox, not sent anywhere
	// StatusSuppressed: the recipient turned this kind of mail off (email
	// preferences); the message is kept as a record and never sent.
	StatusSuppressed = "suppressed"
)

// suppressedNote is the error a suppressed message shows staff.
const suppressedNote = "Not sent: the recipient turned off this kind of email"

// Sender delivers a message; SMTP in production.
type Sender interface {
	Send(ctx context.Context, from string, m *Message) error
}

// Enqueuer inserts a job (queue.Queue does, joining the ctx transaction).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Mailer stores and sends mail.
type Mailer struct {
	DB    *sqldb.DB
	Queue Enqueuer
	// Sender is nil when there is no SMTP server: mail is kept in the dev
	// mailbox instead.
	Sender Sender
	From   string
	// PrefsKey signs unsubscribe tokens (keys.MailPreferences) and BaseURL
	// prefixes their links; without a key optional mail carries no
	// unsubscribe link (opt-outs still hold).
	PrefsKey []byte
	BaseURL  string
	// Metrics counts deliveries by outcome (nil counts nothing).
	Metrics *metrics.Metrics
}

// Send renders the template kind with data, stores the message and
// enqueues its delivery, inside the caller's transaction if there is one,
// so a mail exists exactly when the change it announces does.
func (m *Mailer) Send(ctx context.Context, kind, to string, companyID int64, data any) error {
	return m.SendAbout(ctx, kind, to, companyID, 0, 0, data)
}

// SendAbout is Send for mail about an application (applicationID): it
// shows on the application's timeline, with who sent it (sentBy, 0 for
// Hirekit itself).
func (m *Mailer) SendAbout(ctx context.Context, kind, to string, companyID, applicationID, sentBy int64, data any) error {
	return m.SendCalendar(ctx, kind, to, companyID, applicationID, sentBy, data, Calendar{})
}

// SendCalendar is SendAbout for an invitation: the message also carries
// cal, as an alternative part and an attachment.
func (m *Mailer) SendCalendar(ctx context.Context, kind, to string, companyID, applicationID, sentBy int64, data any, cal Calendar) error {
	if (cal.Body == "") != (cal.Method == "") {
		return fmt.Errorf("mail %s: a calendar part needs both a method and a body", kind)
	}
	subject, text, html, err := render(kind, data)
	if err != nil {
		return fmt.Errorf("mail %s: %w", kind, err)
	}
	category := Category(kind)
	if category != "" && len(m.PrefsKey) > 0 && m.BaseURL != "" {
		text, html = withFooter(text, html, m.PreferencesURL(to, category))
	}
	secrets := ""
	if sd, ok := data.(Secrets); ok {
		raw, err := json.Marshal(sd.MailSecrets())
		if err != nil {
			return err
		}
		secrets = string(raw)
	}
	null := func(id int64) any {
		if id == 0 {
			return nil
		}
		return id
	}
	return m.DB.RunInTx(ctx, func(ctx context.Context) error {
		off, err := m.OptedOut(ctx, to, category)
		if err != nil {
			return err
		}
		status, note := StatusQueued, ""
		if off {
			// Recorded, not lost: staff see on the timeline that it was
			// not sent and why. It holds no live secret or link either.
			status, note, secrets = StatusSuppressed, suppressedNote, ""
			text, html = RedactLinks(text), RedactLinks(html)
		}
		var id int64
		err = m.DB.Conn(ctx).NewRaw(`INSERT INTO mail_messages (company_id, kind, to_address, subject, text_body, html_body, status, error, created_at,
			application_id, sent_by, calendar, calendar_method, secrets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, null(companyID), kind, to, subject, text, html,
			status, note, sqldb.NowIn(ctx), null(applicationID), null(sentBy), cal.Body, cal.Method, secrets).Scan(ctx, &id)
		if err != nil || off {
			if err == nil {
				m.Metrics.CountMail(kind, metrics.MailSuppressed)
			}
			return err
		}
		_, err = m.Queue.Insert(ctx, SendArgs{MessageID: id}, nil)
		return err
	})
}

// SendArgs is the job that delivers one stored message.
type SendArgs struct {
	MessageID int64 `json:"message_id"`
}

// Kind names the job.
func (SendArgs) Kind() string { return "send_mail" }

// InsertOpts retries delivery for a day: a mail server may be down a while.
func (SendArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{MaxAttempts: 12} }

// Worker delivers messages.
type Worker struct {
	river.WorkerDefaults[SendArgs]
	Mailer *Mailer
}

// Work sends the message once; a message already sent is left alone, so a
// retried job never mails twice after a recorded success.
func (w *Worker) Work(ctx context.Context, job *river.Job[SendArgs]) error {
	m := w.Mailer
	var msg Message
	if err := m.DB.Read.NewRaw("SELECT * FROM mail_messages WHERE id = ?", job.Args.MessageID).Scan(ctx, &msg); err != nil {
		return err
	}
	if msg.Status != StatusQueued {
		return nil
	}
	// Checked again at delivery: an opt-out made while the mail waited
	// (or between retries) still stops it.
	category := Category(msg.Kind)
	if off, err := m.OptedOut(ctx, msg.To, category); err != nil {
		return err
	} else if off {
		m.Metrics.CountMail(msg.Kind, metrics.MailSuppressed)
		return m.DB.RunInTx(ctx, func(ctx context.Context) error {
			_, err := m.DB.Conn(ctx).NewRaw(`UPDATE mail_messages SET status = ?, error = ?, secrets = '', text_body = ?, html_body = ? WHERE id = ?`,
				StatusSuppressed, suppressedNote, RedactLinks(withoutSecrets(msg).Text), RedactLinks(withoutSecrets(msg).HTML), msg.ID).Exec(ctx)
			return err
		})
	}
	msg.ListUnsubscribe = m.UnsubscribeURL(msg.To, category)
	status := StatusKept
	if m.Sender != nil {
		if err := m.Sender.Send(ctx, m.From, &msg); err != nil {
			m.Metrics.CountMail(msg.Kind, metrics.MailFailed)
			m.DB.RunInTx(ctx, func(ctx context.Context) error {
				_, e := m.DB.Conn(ctx).NewRaw("UPDATE mail_messages SET error = ? WHERE id = ?", err.Error(), msg.ID).Exec(ctx)
				return e
			})
			return err
		}
		status = StatusSent
	}
	// Counted once the server took it (or the dev mailbox kept it), even
	// if recording that fails below: the mail has left either way.
	if status == StatusSent {
		m.Metrics.CountMail(msg.Kind, metrics.MailSent)
	} else {
		m.Metrics.CountMail(msg.Kind, metrics.MailKept)
	}
	return m.DB.RunInTx(ctx, func(ctx context.Context) error {
		if status == StatusKept {
			// The dev mailbox is the only copy the developer has.
			_, err := m.DB.Conn(ctx).NewRaw("UPDATE mail_messages SET status = ?, sent_at = ?, error = '' WHERE id = ?", status, sqldb.NowIn(ctx), msg.ID).Exec(ctx)
			return err
		}
		// Delivered mail keeps no live link and no secret: reset, invite and
		// verification links and passcodes are as good as passwords while
		// they last, and the tokens are stored hashed for a reason.
		clean := withoutSecrets(msg)
		_, err := m.DB.Conn(ctx).NewRaw(`UPDATE mail_messages SET status = ?, sent_at = ?, error = '', subject = ?, text_body = ?, html_body = ?, calendar = ?,
			secrets = '' WHERE id = ?`, status, sqldb.NowIn(ctx), clean.Subject, RedactLinks(clean.Text), RedactLinks(clean.HTML), RedactLinks(clean.Calendar), msg.ID).Exec(ctx)
		return err
	})
}

// linkPattern matches the links Hirekit puts in mail.
var linkPattern = regexp.MustCompile(`https?://[^\s"'<>]+`)

// RedactLinks replaces every link in a mail body once it is delivered.
func RedactLinks(body string) string {
	return linkPattern.ReplaceAllString(body, "[link removed after sending]")
}

// PurgeArgs is the daily job that deletes old mail: kept (dev) messages and
// delivered ones after mailRetention.
type PurgeArgs struct{}

// Kind names the job.
func (PurgeArgs) Kind() string { return "purge_mail" }

// mailRetention is how long stored mail is kept; the timeline's Emails
// tab shows what is younger.
const mailRetention = 365 * 24 * time.Hour

// PurgeWorker runs Purge.
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Mailer *Mailer
}

// Work purges once.
func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	return w.Mailer.Purge(ctx, sqldb.NowIn(ctx))
}

// Purge deletes mail older than mailRetention, and the dev mailbox's after
// a week (its links are live).
func (m *Mailer) Purge(ctx context.Context, now time.Time) error {
	return m.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := m.DB.Conn(ctx).NewRaw(`DELETE FROM mail_messages WHERE created_at < ? OR (status = ? AND created_at < ?)`,
			now.Add(-mailRetention), StatusKept, now.Add(-7*24*time.Hour)).Exec(ctx)
		return err
	})
}

// Mailbox lists the newest messages, optionally only those to one address:
// the dev mailbox's view.
func (m *Mailer) Mailbox(ctx context.Context, to string, limit int) ([]Message, error) {
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	q := m.DB.Read.NewSelect().Table("mail_messages").Column("*").OrderExpr("id DESC").Limit(int64(limit))
	if to != "" {
		q = q.Where("to_address = ?", to)
	}
	msgs := []Message{}
	err := q.Scan(ctx, &msgs)
	return msgs, err
}

// MessageByID returns one stored message.
func (m *Mailer) MessageByID(ctx context.Context, id int64) (*Message, error) {
	var msg Message
	err := m.DB.Read.NewRaw("SELECT * FROM mail_messages WHERE id = ?", id).Scan(ctx, &msg)
	if errors.Is(err, errNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Message not found")
	}
	return &msg, err
}

// AboutApplication lists the mail about one application of a company,
// newest first (the timeline's Emails tab). Staff never see a secret, even
// of mail still queued or kept in the dev mailbox.
func (m *Mailer) AboutApplication(ctx context.Context, companyID, applicationID int64) ([]Message, error) {
	msgs := []Message{}
	err := m.DB.Conn(ctx).NewRaw(`SELECT * FROM mail_messages WHERE company_id = ? AND application_id = ? ORDER BY id DESC LIMIT 200`,
		companyID, applicationID).Scan(ctx, &msgs)
	for i := range msgs {
		msgs[i] = withoutSecrets(msgs[i])
	}
	return msgs, err
}
