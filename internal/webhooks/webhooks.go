// Package webhooks tells other systems what happened in a company:
// endpoints a company registers, events enqueued in the same transaction
// as the change they describe, and deliveries as River jobs signed by the
// Standard Webhooks scheme (sign.go), retried with backoff and logged.
package webhooks

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Enqueuer inserts a job in the ctx transaction (queue.Queue does).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// Service is the webhooks domain.
type Service struct {
	DB    *sqldb.DB
	Queue Enqueuer
	// Key seals endpoints' secrets at rest (keys.Webhooks).
	Key []byte
	// AllowPrivate lets endpoints be http and on private addresses
	// (HIREKIT_WEBHOOKS_ALLOW_PRIVATE).
	AllowPrivate bool
	// Backoff is the wait before retry attempt+1 after attempt failed;
	// nil means the Standard Webhooks schedule (tests wait nothing).
	Backoff func(attempt int) time.Duration
	// Now stamps payloads and headers; nil means time.Now.
	Now func() time.Time

	clientOnce sync.Once
	client     *http.Client
}

// MaxAttempts is how many times a delivery is tried, over about a day
// and a half with the default backoff.
const MaxAttempts = 8

// backoff follows the schedule the Standard Webhooks spec suggests:
// 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
var backoff = []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}

func (s *Service) wait(attempt int) time.Duration {
	if s.Backoff != nil {
		return s.Backoff(attempt)
	}
	return backoff[min(max(attempt, 1), len(backoff))-1]
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) httpClient() *http.Client {
	s.clientOnce.Do(func() { s.client = newClient(s.AllowPrivate) })
	return s.client
}

// Message is the JSON body of every delivery: the event's type, when it
// happened and what it is about.
type Message struct {
	Type      recruit.Event `json:"type"`
	Timestamp string        `json:"timestamp"`
	Data      any           `json:"data"`
}

// Publish enqueues event for every enabled endpoint of the company that
// subscribes to it. It joins the ctx transaction, so a delivery exists
// exactly when the change it reports commits. data builds the event's
// data, once, only when some endpoint wants it: a company without
// webhooks pays one indexed query. Any actor may cause an event: the
// permission was the use case's to check.
func (s *Service) Publish(ctx context.Context, companyID int64, event recruit.Event, data func(ctx context.Context) (any, error)) error {
	var eps []struct {
		ID     int64  `bun:"id"`
		Events string `bun:"events"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT id, events FROM webhook_endpoints WHERE company_id = ? AND enabled = ?",
		companyID, true).Scan(ctx, &eps); err != nil {
		return err
	}
	var payload any
	built := false
	for _, ep := range eps {
		if !slices.Contains(splitEvents(ep.Events), event) {
			continue
		}
		if !built {
			var err error
			if payload, err = data(ctx); err != nil {
				return err
			}
			built = true
		}
		if _, err := s.enqueue(ctx, companyID, ep.ID, event, payload); err != nil {
			return err
		}
	}
	return nil
}

// enqueue logs one delivery and inserts its job, in the ctx transaction.
func (s *Service) enqueue(ctx context.Context, companyID, endpointID int64, event recruit.Event, data any) (int64, error) {
	body, err := json.Marshal(Message{Type: event, Timestamp: s.now().UTC().Format(time.RFC3339), Data: data})
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO webhook_deliveries (company_id, endpoint_id, message_id, event_type, payload, state,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, endpointID, newMessageID(), event, string(body),
			StatePending, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		_, err := s.Queue.Insert(ctx, DeliverArgs{DeliveryID: id, CompanyID: companyID}, &river.InsertOpts{MaxAttempts: MaxAttempts})
		return err
	})
	return id, err
}

// newMessageID is a delivery's webhook-id: msg_ and 16 random bytes.
func newMessageID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return "msg_" + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

func splitEvents(s string) []recruit.Event {
	var out []recruit.Event
	for _, e := range strings.Split(s, ",") {
		if e != "" {
			out = append(out, recruit.Event(e))
		}
	}
	return out
}
