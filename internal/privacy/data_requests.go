package privacy

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/mail"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Kinds and states of a data request.
const (
	KindExport = "export"
	KindErase  = "erase"

	StateUnverified = "unverified"
	StateVerified   = "verified"
	StateFulfilled  = "fulfilled"
	StateDeclined   = "declined"
)

// Limits: the mailed link to confirm a request lives two days; the link
// to a fulfilled export's zip a week.
const (
	VerifyFor   = 48 * time.Hour
	DownloadFor = 7 * 24 * time.Hour
)

// Rate buckets of the public calls (auth's throttle, per address).
const (
	RequestBucket = "data_request"
	VerifyBucket  = "data_request_verify"
)

// Texts the page shows.
const (
	TextRequested = "Thank you. If the address is right, a link to confirm your request is on its way: open it within 48 hours."
	TextBadEmail  = "Please enter a valid email"
	TextBadKind   = "Please choose a copy of your data or its erasure"
	TextBadLink   = "This link is invalid or has expired"
)

// Gate rate-limits public calls per address (auth.Service does).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
}

// DataRequest is one request as the admins' queue shows it.
type DataRequest struct {
	ID         int64      `bun:"id"`
	Kind       string     `bun:"kind"`
	Email      string     `bun:"email"`
	State      string     `bun:"state"`
	CreatedAt  time.Time  `bun:"created_at"`
	VerifiedAt *time.Time `bun:"verified_at"`
	ClosedAt   *time.Time `bun:"closed_at"`
	// Held says whether the company holds a candidate under the email.
	Held bool `bun:"held"`
}

func what(kind string) string {
	if kind == KindErase {
		return "the erasure"
	}
	return "a copy"
}

// RequestData records a visitor's request on the public page of company
// slug and mails the address a link to confirm it. The answer is the same
// whether or not the company holds anything under the address (nobody
// learns who applied); a filled honeypot is dropped silently.
func (s *Service) RequestData(ctx context.Context, companySlug, email, kind, honeypot, ip string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email || len(email) > 254 {
		return recruit.FieldError("email", TextBadEmail)
	}
	if kind != KindExport && kind != KindErase {
		return recruit.FieldError("kind", TextBadKind)
	}
	if s.Gate != nil {
		if err := s.Gate.LimitRate(ctx, RequestBucket, ip); err != nil {
			return err
		}
	}
	var c struct {
		ID   int64  `bun:"id"`
		Name string `bun:"name"`
	}
	err := s.DB.Conn(ctx).NewRaw("SELECT id, name FROM companies WHERE slug = ?", strings.TrimSpace(companySlug)).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) || len(companySlug) > 100 {
		return recruit.Errorf(recruit.ENOTFOUND, "Company not found")
	} else if err != nil {
		return err
	}
	if honeypot != "" {
		return nil
	}
	token, hash := newToken()
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO data_requests (company_id, kind, email, token_hash, state, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			c.ID, kind, email, hash, StateUnverified, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
		return s.Mail.Send(ctx, "data_request_verify", email, c.ID, map[string]any{"Company": c.Name, "What": what(kind),
			"Hours": int(VerifyFor.Hours()), "ConfirmURL": s.BaseURL + "/data-request-confirm?token=" + token})
	})
}

// newToken is a random link token and the hash kept of it.
func newToken() (token, hash string) {
	b := make([]byte, 32)
	rand.Read(b)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, tokenHash(token)
}

func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// VerifyRequest confirms the request of a mailed link (once; again is no
// error) and answers the company's name and the request's kind: the
// request then waits in the company's queue.
func (s *Service) VerifyRequest(ctx context.Context, token, ip string) (company, kind string, err error) {
	if s.Gate != nil {
		if err := s.Gate.LimitRate(ctx, VerifyBucket, ip); err != nil {
			return "", "", err
		}
	}
	bad := recruit.Errorf(recruit.ENOTFOUND, "%s", TextBadLink)
	if token == "" || len(token) > 100 {
		return "", "", bad
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var r struct {
			ID        int64     `bun:"id"`
			Kind      string    `bun:"kind"`
			State     string    `bun:"state"`
			CreatedAt time.Time `bun:"created_at"`
			Company   string    `bun:"company"`
		}
		err := s.DB.Conn(ctx).NewRaw(`SELECT r.id, r.kind, r.state, r.created_at, c.name AS company FROM data_requests r JOIN companies c ON c.id = r.company_id
			WHERE r.token_hash = ?`, tokenHash(token)).Scan(ctx, &r)
		if errors.Is(err, sql.ErrNoRows) {
			return bad
		} else if err != nil {
			return err
		}
		company, kind = r.Company, r.Kind
		if r.State != StateUnverified {
			return nil
		}
		now := sqldb.NowIn(ctx)
		if now.Sub(r.CreatedAt) > VerifyFor {
			return bad
		}
		_, err = s.DB.Conn(ctx).NewRaw("UPDATE data_requests SET state = ?, verified_at = ? WHERE id = ?", StateVerified, now, r.ID).Exec(ctx)
		return err
	})
	return company, kind, err
}

// DataRequests lists the company's confirmed requests in state (verified,
// the queue, by default; fulfilled or declined), oldest first for the
// queue and newest first for the rest, at most 200.
func (s *Service) DataRequests(ctx context.Context, state string) ([]DataRequest, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return nil, err
	}
	order := "DESC"
	switch state {
	case "", StateVerified:
		state, order = StateVerified, "ASC"
	case StateFulfilled, StateDeclined:
	default:
		return nil, recruit.FieldError("state", "Please choose verified, fulfilled or declined")
	}
	out := []DataRequest{}
	err = s.DB.Conn(ctx).NewRaw(`SELECT r.id, r.kind, r.email, r.state, r.created_at, r.verified_at, r.closed_at,
		EXISTS (SELECT 1 FROM candidates c WHERE c.company_id = r.company_id AND c.email = r.email AND r.email <> '') AS held
		FROM data_requests r WHERE r.company_id = ? AND r.state = ? ORDER BY r.id `+order+` LIMIT 200`, companyID, state).Scan(ctx, &out)
	return out, err
}

// request is one of the company's requests, locked for the change.
func (s *Service) request(ctx context.Context, companyID, id int64) (*DataRequest, string, error) {
	var r DataRequest
	var company string
	err := s.DB.Conn(ctx).NewRaw(`SELECT r.id, r.kind, r.email, r.state, r.created_at, r.verified_at, r.closed_at FROM data_requests r
		WHERE r.id = ? AND r.company_id = ?`, id, companyID).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", recruit.Errorf(recruit.ENOTFOUND, "Request not found")
	} else if err != nil {
		return nil, "", err
	}
	if r.State != StateVerified {
		return nil, "", recruit.Errorf(recruit.ECONFLICT, "This request is not waiting: it is %s", r.State)
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT name FROM companies WHERE id = ?", companyID).Scan(ctx, &company); err != nil {
		return nil, "", err
	}
	return &r, company, nil
}

// FulfilRequest answers a confirmed request: an export mails the person a
// week-long link to the zip of their data; an erasure erases the
// candidate under the address (as EraseCandidate) and tells them. The
// request, its audit line and the mail commit together; an erasure's
// request keeps no address.
func (s *Service) FulfilRequest(ctx context.Context, id int64) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return err
	}
	var keys []string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		keys = nil
		r, company, err := s.request(ctx, companyID, id)
		if err != nil {
			return err
		}
		var candidateID int64
		err = s.DB.Conn(ctx).NewRaw("SELECT id FROM candidates WHERE company_id = ? AND email = ?", companyID, r.Email).Scan(ctx, &candidateID)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		data := map[string]any{"Company": company, "What": what(r.Kind), "Days": int(DownloadFor.Hours() / 24)}
		detail := fmt.Sprintf("request %d (%s): no candidate under the address", r.ID, r.Kind)
		email := r.Email
		if candidateID != 0 {
			detail = fmt.Sprintf("request %d (%s): candidate %d", r.ID, r.Kind, candidateID)
			if r.Kind == KindExport {
				data["DownloadURL"] = s.BaseURL + "/api/v1/data-requests/download?token=" + s.downloadToken(r.ID, sqldb.NowIn(ctx).Add(DownloadFor))
			} else {
				if _, keys, err = s.erase(ctx, companyID, candidateID); err != nil {
					return err
				}
				data["Erased"] = true
				email = ""
			}
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE data_requests SET state = ?, email = ?, closed_at = ?, closed_by = ? WHERE id = ?",
			StateFulfilled, email, sqldb.NowIn(ctx), actor.UserID, r.ID).Exec(ctx); err != nil {
			return err
		}
		if err := s.audit(ctx, companyID, actor.UserID, ActionRequestDone, detail); err != nil {
			return err
		}
		return s.Mail.Send(ctx, "data_request_done", r.Email, companyID, data)
	})
	if err != nil {
		return err
	}
	s.afterErase(ctx, keys)
	return nil
}

// DeclineRequest closes a confirmed request unanswered and tells the person.
func (s *Service) DeclineRequest(ctx context.Context, id int64) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, company, err := s.request(ctx, companyID, id)
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE data_requests SET state = ?, closed_at = ?, closed_by = ? WHERE id = ?",
			StateDeclined, sqldb.NowIn(ctx), actor.UserID, r.ID).Exec(ctx); err != nil {
			return err
		}
		if err := s.audit(ctx, companyID, actor.UserID, ActionRequestDecline, fmt.Sprintf("request %d (%s)", r.ID, r.Kind)); err != nil {
			return err
		}
		return s.Mail.Send(ctx, "data_request_declined", r.Email, companyID, map[string]any{"Company": company, "What": what(r.Kind)})
	})
}

// downloadToken signs "id.expiry" with the data requests' key.
func (s *Service) downloadToken(id int64, until time.Time) string {
	payload := strconv.FormatInt(id, 10) + "." + strconv.FormatInt(until.Unix(), 10)
	return payload + "." + base64.RawURLEncoding.EncodeToString(s.mac(payload))
}

func (s *Service) mac(payload string) []byte {
	m := hmac.New(sha256.New, s.Key)
	m.Write([]byte("download:" + payload))
	return m.Sum(nil)
}

// DownloadRequest streams the zip of a fulfilled export request's data to
// the holder of its signed link, until the link expires. start gets the
// file name before the first byte.
func (s *Service) DownloadRequest(ctx context.Context, token string, start func(filename string), w io.Writer) error {
	bad := recruit.Errorf(recruit.ENOTFOUND, "%s", TextBadLink)
	parts := strings.Split(token, ".")
	if len(parts) != 3 || len(token) > 200 {
		return bad
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(sig, s.mac(parts[0]+"."+parts[1])) {
		return bad
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	until, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil || s.now().Unix() > until {
		return bad
	}
	var r struct {
		CompanyID   int64  `bun:"company_id"`
		Kind        string `bun:"kind"`
		State       string `bun:"state"`
		CandidateID int64  `bun:"candidate_id"`
	}
	err = s.DB.Conn(ctx).NewRaw(`SELECT r.company_id, r.kind, r.state, COALESCE(c.id, 0) AS candidate_id FROM data_requests r
		LEFT JOIN candidates c ON c.company_id = r.company_id AND c.email = r.email WHERE r.id = ?`, id).Scan(ctx, &r)
	if err != nil || r.Kind != KindExport || r.State != StateFulfilled || r.CandidateID == 0 {
		return bad
	}
	start(fmt.Sprintf("data-%d.zip", id))
	return s.exportCandidate(ctx, r.CompanyID, r.CandidateID, w)
}
