package webhooks

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"hirekit/internal/keys"
	"hirekit/internal/recruit"
)

// Endpoint is one receiver of a company's events. Its secret never leaves
// the store except in the answer that made or rotated it.
type Endpoint struct {
	ID             int64     `bun:"id"`
	CompanyID      int64     `bun:"company_id"`
	URL            string    `bun:"url"`
	Description    string    `bun:"description"`
	EventsRaw      string    `bun:"events"`
	Enabled        bool      `bun:"enabled"`
	DisabledReason string    `bun:"disabled_reason"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`
	sealed         string    `bun:"secret"`
}

// Events are the endpoint's subscribed events.
func (e *Endpoint) Events() []recruit.Event { return splitEvents(e.EventsRaw) }

// WithSecret is an endpoint just made or rotated, with its secret shown
// this once.
type WithSecret struct {
	Endpoint
	Secret string
}

// Input registers or changes an endpoint. On a change, nil fields are
// kept.
type Input struct {
	URL         *string
	Description *string
	Events      []recruit.Event
	Enabled     *bool
}

// Limits on what a company registers.
const (
	maxURL         = 2000
	maxDescription = 200
	maxEndpoints   = 20
)

// Reasons an endpoint was turned off, shown on the screen.
const (
	reasonManual = ""
	reasonGone   = "The receiver answered 410 Gone"
)

// checkURL refuses anything but an absolute https URL to a public host
// (http and private hosts too when the operator allows them). The host is
// resolved here to refuse an obviously internal receiver at once;
// delivery checks again after every resolution (guard.go).
func (s *Service) checkURL(ctx context.Context, raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	switch {
	case raw == "":
		return "", recruit.FieldError("url", "Please enter the endpoint's URL")
	case len(raw) > maxURL:
		return "", recruit.FieldError("url", fmt.Sprintf("The URL must be at most %d characters", maxURL))
	case !recruit.PlainText(raw) || strings.ContainsAny(raw, " \t"):
		return "", recruit.FieldError("url", "The URL must not contain spaces or control characters")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return "", recruit.FieldError("url", "Please enter a full URL, such as https://example.com/hooks/hirekit")
	}
	if u.Scheme != "https" && !(u.Scheme == "http" && s.AllowPrivate) {
		return "", recruit.FieldError("url", "The URL must start with https://")
	}
	if u.User != nil {
		return "", recruit.FieldError("url", "The URL must not carry a user name or password; verify the signature instead")
	}
	if u.Fragment != "" {
		return "", recruit.FieldError("url", "The URL must not have a #fragment")
	}
	if !s.AllowPrivate {
		host := u.Hostname()
		if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") {
			return "", recruit.FieldError("url", "Hirekit does not send webhooks to private, loopback or link-local addresses")
		}
		priv, err := resolvesPrivate(ctx, host)
		if err != nil {
			return "", recruit.FieldError("url", "The host "+host+" does not resolve; please check the URL")
		}
		if priv {
			return "", recruit.FieldError("url", "Hirekit does not send webhooks to private, loopback or link-local addresses")
		}
	}
	return u.String(), nil
}

func checkEvents(in []recruit.Event) (string, error) {
	if len(in) == 0 {
		return "", recruit.FieldError("events", "Please choose at least one event")
	}
	var out []string
	for _, e := range in {
		if !slices.Contains(recruit.Events, e) {
			return "", recruit.FieldError("events", fmt.Sprintf("Unknown event %q: choose from %s", truncate(string(e), 60), eventList()))
		}
		if !slices.Contains(out, string(e)) {
			out = append(out, string(e))
		}
	}
	return strings.Join(out, ","), nil
}

func eventList() string {
	names := make([]string, len(recruit.Events))
	for i, e := range recruit.Events {
		names[i] = string(e)
	}
	return strings.Join(names, ", ")
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func checkDescription(d string) (string, error) {
	d = strings.TrimSpace(d)
	if len(d) > maxDescription {
		return "", recruit.FieldError("description", fmt.Sprintf("The description must be at most %d characters", maxDescription))
	}
	if err := recruit.CheckPlainText("description", "description", d); err != nil {
		return "", err
	}
	return d, nil
}

const endpointColumns = "id, company_id, url, description, events, enabled, disabled_reason, created_at, updated_at"

// List returns the company's endpoints, newest first.
func (s *Service) List(ctx context.Context) ([]Endpoint, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, err
	}
	out := []Endpoint{}
	err = s.DB.Conn(ctx).NewRaw("SELECT "+endpointColumns+" FROM webhook_endpoints WHERE company_id = ? ORDER BY id DESC", companyID).Scan(ctx, &out)
	return out, err
}

var errNotFound = recruit.Errorf(recruit.ENOTFOUND, "Webhook endpoint not found")

// own loads one of the company's endpoints; another company's is not found.
func (s *Service) own(ctx context.Context, companyID, id int64) (*Endpoint, error) {
	var e Endpoint
	err := s.DB.Conn(ctx).NewRaw("SELECT "+endpointColumns+", secret FROM webhook_endpoints WHERE id = ? AND company_id = ?", id, companyID).
		Scan(ctx, &e.ID, &e.CompanyID, &e.URL, &e.Description, &e.EventsRaw, &e.Enabled, &e.DisabledReason, &e.CreatedAt, &e.UpdatedAt, &e.sealed)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNotFound
	}
	return &e, err
}

// Create registers an endpoint and returns it with its new secret.
func (s *Service) Create(ctx context.Context, in Input) (*WithSecret, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, err
	}
	if in.URL == nil {
		return nil, recruit.FieldError("url", "Please enter the endpoint's URL")
	}
	// The URL last: its check may wait on DNS.
	events, err := checkEvents(in.Events)
	if err != nil {
		return nil, err
	}
	u, err := s.checkURL(ctx, *in.URL)
	if err != nil {
		return nil, err
	}
	desc := ""
	if in.Description != nil {
		if desc, err = checkDescription(*in.Description); err != nil {
			return nil, err
		}
	}
	secret := NewSecret()
	sealed, err := s.seal(companyID, secret)
	if err != nil {
		return nil, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT COUNT(*) FROM webhook_endpoints WHERE company_id = ?", companyID).Scan(ctx, &n); err != nil {
			return err
		}
		if n >= maxEndpoints {
			return recruit.Errorf(recruit.ECONFLICT, "A company may have at most %d webhook endpoints", maxEndpoints)
		}
		var by any
		if actor.UserID != 0 {
			by = actor.UserID
		}
		now := time.Now().UTC()
		return s.DB.Conn(ctx).NewRaw(`INSERT INTO webhook_endpoints (company_id, url, description, events, secret, enabled, created_by, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, u, desc, events, sealed, in.Enabled == nil || *in.Enabled, by, now, now).Scan(ctx, &id)
	})
	if err != nil {
		return nil, err
	}
	e, err := s.own(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	return &WithSecret{Endpoint: *e, Secret: secret}, nil
}

// Update changes an endpoint's URL, description, events or whether it is
// on. Turning it on again clears why it was off.
func (s *Service) Update(ctx context.Context, id int64, in Input) (*Endpoint, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, err
	}
	e, err := s.own(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	if in.URL != nil {
		if e.URL, err = s.checkURL(ctx, *in.URL); err != nil {
			return nil, err
		}
	}
	if in.Events != nil {
		if e.EventsRaw, err = checkEvents(in.Events); err != nil {
			return nil, err
		}
	}
	if in.Description != nil {
		if e.Description, err = checkDescription(*in.Description); err != nil {
			return nil, err
		}
	}
	if in.Enabled != nil {
		e.Enabled, e.DisabledReason = *in.Enabled, reasonManual
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`UPDATE webhook_endpoints SET url = ?, description = ?, events = ?, enabled = ?, disabled_reason = ?,
			updated_at = ? WHERE id = ? AND company_id = ?`, e.URL, e.Description, e.EventsRaw, e.Enabled, e.DisabledReason, time.Now().UTC(),
			id, companyID).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.own(ctx, companyID, id)
}

// Delete removes an endpoint with its delivery log; its jobs still
// queued find nothing and end.
func (s *Service) Delete(ctx context.Context, id int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM webhook_endpoints WHERE id = ? AND company_id = ?", id, companyID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return errNotFound
		}
		return nil
	})
}

// RotateSecret gives an endpoint a new secret, shown this once; deliveries
// not yet sent are signed with the new one.
func (s *Service) RotateSecret(ctx context.Context, id int64) (*WithSecret, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, err
	}
	e, err := s.own(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	secret := NewSecret()
	sealed, err := s.seal(companyID, secret)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE webhook_endpoints SET secret = ?, updated_at = ? WHERE id = ? AND company_id = ?",
			sealed, time.Now().UTC(), id, companyID).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return &WithSecret{Endpoint: *e, Secret: secret}, nil
}

// SendTest enqueues a webhook.test message to one enabled endpoint,
// whatever it subscribes to, and returns its delivery.
func (s *Service) SendTest(ctx context.Context, id int64) (*Delivery, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageWebhooks)
	if err != nil {
		return nil, err
	}
	var did int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		e, err := s.own(ctx, companyID, id)
		if err != nil {
			return err
		}
		if !e.Enabled {
			return recruit.Errorf(recruit.ECONFLICT, "This endpoint is turned off: turn it on to send a test event")
		}
		did, err = s.enqueue(ctx, companyID, id, recruit.EventTest, map[string]any{
			"message": "A test event from Hirekit: your endpoint receives and verifies deliveries.", "endpoint_id": id})
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.delivery(ctx, companyID, did)
}

// seal encrypts a secret with AES-256-GCM; the company id is the
// additional data, so a sealed secret copied to another company's row
// does not open.
func (s *Service) seal(companyID int64, secret string) (string, error) {
	return keys.Seal(s.Key, []byte(secret), secretAD(companyID))
}

func (s *Service) open(companyID int64, sealed string) (string, error) {
	plain, err := keys.Open(s.Key, sealed, secretAD(companyID))
	if err != nil {
		return "", fmt.Errorf("webhooks: secret: %w", err)
	}
	return string(plain), nil
}

func secretAD(companyID int64) []byte {
	return fmt.Appendf(nil, "hirekit webhook secret company %d", companyID)
}
