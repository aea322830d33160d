package webhooks

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
)

// Delivery states.
const (
	StatePending   = "pending"
	StateRetrying  = "retrying"
	StateSucceeded = "succeeded"
	StateFailed    = "failed"
)

// DeliverArgs is the job that sends one delivery.
type DeliverArgs struct {
	DeliveryID int64 `json:"delivery_id"`
	CompanyID  int64 `json:"company_id"`
}

// Kind names the job.
func (DeliverArgs) Kind() string { return "webhook_deliver" }

// Worker sends deliveries. River retries a failed attempt after
// Service.Backoff; every attempt is logged.
type Worker struct {
	river.WorkerDefaults[DeliverArgs]
	Webhooks *Service
}

// Timeout bounds the job a little past the HTTP timeout.
func (w *Worker) Timeout(*river.Job[DeliverArgs]) time.Duration { return Timeout + 5*time.Second }

// NextRetry waits the Standard Webhooks backoff (or the test's).
func (w *Worker) NextRetry(job *river.Job[DeliverArgs]) time.Time {
	return time.Now().Add(w.Webhooks.wait(job.Attempt))
}

// Work sends the delivery once.
func (w *Worker) Work(ctx context.Context, job *river.Job[DeliverArgs]) error {
	return w.Webhooks.deliver(ctx, job.Args, job.Attempt, job.MaxAttempts)
}

// deliver makes one attempt. A 2xx answer succeeds; 410 Gone turns the
// endpoint off and ends the delivery; anything else (another status, no
// answer, a refused address) is a failed attempt that River retries until
// the last one.
func (s *Service) deliver(ctx context.Context, args DeliverArgs, attempt, maxAttempts int) error {
	var d struct {
		MessageID  string `bun:"message_id"`
		Payload    string `bun:"payload"`
		State      string `bun:"state"`
		URL        string `bun:"url"`
		Secret     string `bun:"secret"`
		Enabled    bool   `bun:"enabled"`
		EndpointID int64  `bun:"endpoint_id"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT d.message_id, d.payload, d.state, e.url, e.secret, e.enabled, e.id AS endpoint_id FROM webhook_deliveries d
		JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ? AND d.company_id = ?`, args.DeliveryID, args.CompanyID).Scan(ctx, &d)
	if errors.Is(err, sql.ErrNoRows) {
		// The endpoint was deleted with its log: nothing to send.
		return river.JobCancel(errors.New("webhook endpoint deleted"))
	} else if err != nil {
		return err
	}
	if d.State == StateSucceeded || d.State == StateFailed {
		return nil
	}
	if !d.Enabled {
		return s.finish(ctx, args.DeliveryID, attempt, 0, "The endpoint is turned off", 0, StateFailed, nil)
	}
	secret, err := s.open(args.CompanyID, d.Secret)
	if err != nil {
		return err
	}
	body := []byte(d.Payload)
	ts := s.now().Unix()
	sig, err := Sign(secret, d.MessageID, ts, body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(body))
	if err != nil {
		return s.finish(ctx, args.DeliveryID, attempt, 0, "Bad URL: "+err.Error(), 0, StateFailed, nil)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Hirekit-Webhooks/1")
	req.Header.Set(HeaderID, d.MessageID)
	req.Header.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
	req.Header.Set(HeaderSignature, sig)
	started := time.Now()
	resp, err := s.httpClient().Do(req)
	took := time.Since(started)
	status, msg := 0, ""
	if err != nil {
		msg = err.Error()
		if errors.Is(err, errPrivate) {
			msg = errPrivate.Error()
		}
	} else {
		// Read a little so the connection can be reused; the rest is
		// dropped.
		io.Copy(io.Discard, io.LimitReader(resp.Body, maxResponse))
		resp.Body.Close()
		status = resp.StatusCode
	}
	switch {
	case status >= 200 && status < 300:
		return s.finish(ctx, args.DeliveryID, attempt, status, "", took, StateSucceeded, nil)
	case status == http.StatusGone:
		// The receiver says it is gone for good: stop sending it anything.
		return s.finish(ctx, args.DeliveryID, attempt, status, reasonGone+"; the endpoint was turned off", took, StateFailed, func(ctx context.Context) error {
			_, err := s.DB.Conn(ctx).NewRaw("UPDATE webhook_endpoints SET enabled = ?, disabled_reason = ?, updated_at = ? WHERE id = ?",
				false, reasonGone, time.Now().UTC(), d.EndpointID).Exec(ctx)
			return err
		})
	}
	if status != 0 {
		msg = fmt.Sprintf("The receiver answered %d %s", status, http.StatusText(status))
	}
	state := StateRetrying
	if attempt >= maxAttempts {
		state = StateFailed
	}
	if errors.Is(err, errPrivate) {
		// Not worth retrying: the name resolves inside the network.
		state = StateFailed
	}
	if err := s.finish(ctx, args.DeliveryID, attempt, status, msg, took, state, nil); err != nil {
		return err
	}
	return errors.New(msg)
}

// finish logs an attempt and the delivery's new state in one transaction
// (with also, when given); a delivery that is over is not retried.
func (s *Service) finish(ctx context.Context, id int64, attempt, status int, msg string, took time.Duration, state string,
	also func(ctx context.Context) error) error {
	// The attempt is logged even when the job's context has just ended.
	ctx = context.WithoutCancel(ctx)
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := time.Now().UTC()
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO webhook_delivery_attempts (delivery_id, attempt, status, error, duration_ms, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, id, attempt, status, truncate(msg, 500), took.Milliseconds(), now).Exec(ctx); err != nil {
			return err
		}
		var delivered any
		if state == StateSucceeded {
			delivered = now
		}
		if _, err := s.DB.Conn(ctx).NewRaw(`UPDATE webhook_deliveries SET state = ?, attempts = ?, last_status = ?, last_error = ?, updated_at = ?,
			delivered_at = COALESCE(?, delivered_at) WHERE id = ?`, state, attempt, status, truncate(msg, 500), now, delivered, id).Exec(ctx); err != nil {
			return err
		}
		if also != nil {
			return also(ctx)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if state == StateFailed {
		// Over: River must not try it again.
		return river.JobCancel(errors.New(cmp.Or(msg, "failed")))
	}
	return nil
}

// Delivery is one line of the delivery log.
type Delivery struct {
	ID          int64         `bun:"id"`
	EndpointID  int64         `bun:"endpoint_id"`
	EndpointURL string        `bun:"endpoint_url"`
	MessageID   string        `bun:"message_id"`
	EventType   recruit.Event `bun:"event_type"`
	State       string        `bun:"state"`
	Attempts    int           `bun:"attempts"`
	LastStatus  int           `bun:"last_status"`
	LastError   string        `bun:"last_error"`
	CreatedAt   time.Time     `bun:"created_at"`
	UpdatedAt   time.Time     `bun:"updated_at"`
	DeliveredAt *time.Time    `bun:"delivered_at"`
}

const deliverySelect = `SELECT d.id, d.endpoint_id, e.url AS endpoint_url, d.message_id, d.event_type, d.state, d.attempts, d.last_status,
	d.last_error, d.created_at, d.updated_at, d.delivered_at FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id`

func (s *Service) delivery(ctx context.Context, companyID, id int64) (*Delivery, error) {
	var d Delivery
	err := s.DB.Conn(ctx).NewRaw(deliverySelect+" WHERE d.id = ? AND d.company_id = ?", id, companyID).Scan(ctx, &d)
	return &d, err
}

// DeliveryQuery pages the log, optionally of one endpoint.
type DeliveryQuery struct {
	EndpointID    int64
	Page, PerPage int
}

// Deliveries returns a page of the company's delivery log, newest first,
// and the total.
func (s *Service) Deliveries(ctx context.Context, q DeliveryQuery) ([]Delivery, int, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, 0, err
	}
	where, args := " WHERE d.company_id = ?", []any{companyID}
	if q.EndpointID != 0 {
		if _, err := s.own(ctx, companyID, q.EndpointID); err != nil {
			return nil, 0, err
		}
		where, args = where+" AND d.endpoint_id = ?", append(args, q.EndpointID)
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw("SELECT COUNT(*) FROM webhook_deliveries d"+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []Delivery{}
	err = s.DB.Conn(ctx).NewRaw(deliverySelect+where+" ORDER BY d.id DESC LIMIT ? OFFSET ?", append(args, q.PerPage, (q.Page-1)*q.PerPage)...).Scan(ctx, &out)
	return out, total, err
}
