package interview

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// schedulingAudience is the scheduling token's audience. With its own key
// (keys.Schedule) it keeps a scheduling token from standing in for a
// session, a candidate's token or a file URL, and them for it.
const schedulingAudience = "hirekit-scheduling"

// maxTokenLength bounds what is parsed: a real token with ten people on
// each panel is under 1 kB.
const maxTokenLength = 4096

// schedulingClaims are a self-scheduling token's claims: the spec's
// (application, panel, shadow panel, round, duration, working hours, the
// panel's zone, issued_at as iat) and the link's id, by which the link can
// be revoked and booked only once. exp is issued_at plus SlotWindow.
type schedulingClaims struct {
	CompanyID     int64   `json:"company_id"`
	ApplicationID int64   `json:"application_id"`
	LinkID        int64   `json:"link_id"`
	RoundID       int64   `json:"round_id"`
	PanelIDs      []int64 `json:"panel_ids"`
	ShadowIDs     []int64 `json:"shadow_panel_ids"`
	Minutes       int     `json:"duration"`
	From          string  `json:"working_hours_start"`
	To            string  `json:"working_hours_end"`
	Zone          string  `json:"timezone"`
	jwt.RegisteredClaims
}

// signLink signs the token of a link (its panel loaded).
func (s *Service) signLink(l *Link) (string, error) {
	if len(s.ScheduleKey) == 0 {
		return "", errors.New("interview: no scheduling key")
	}
	panel, shadow := l.people()
	return jwt.NewWithClaims(jwt.SigningMethodHS256, schedulingClaims{
		CompanyID: l.CompanyID, ApplicationID: l.ApplicationID, LinkID: l.ID, RoundID: l.RoundID,
		PanelIDs: panel, ShadowIDs: shadow, Minutes: l.Minutes, From: l.From, To: l.To, Zone: l.TimeZone,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   strconv.FormatInt(l.ApplicationID, 10),
			Audience:  jwt.ClaimStrings{schedulingAudience},
			IssuedAt:  jwt.NewNumericDate(l.IssuedAt),
			ExpiresAt: jwt.NewNumericDate(l.ExpiresAt),
		},
	}).SignedString(s.ScheduleKey)
}

// SchedulerFromToken turns a scheduling token into its holder, the actor
// the self-schedule page's calls run as (httpapi authenticates with it as
// it does with sessions). A token that is not ours (tampered, another
// kind, another key) is EUNAUTHORIZED; one past its window or whose link
// was revoked is EFORBIDDEN, each with a message. A booked link still
// authenticates: its page says 'Interview already scheduled'.
func (s *Service) SchedulerFromToken(ctx context.Context, raw string) (*recruit.Actor, error) {
	invalid := recruit.Errorf(recruit.EUNAUTHORIZED, textLinkInvalid)
	if raw == "" || len(raw) > maxTokenLength || len(s.ScheduleKey) == 0 {
		return nil, invalid
	}
	var c schedulingClaims
	// Claims are checked below, against the request's clock; the
	// signature is checked first either way.
	tok, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return s.ScheduleKey, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}), jwt.WithoutClaimsValidation())
	if err != nil || !tok.Valid || !slices.Contains(c.Audience, schedulingAudience) || c.ExpiresAt == nil ||
		c.CompanyID <= 0 || c.ApplicationID <= 0 || c.LinkID <= 0 {
		return nil, invalid
	}
	if !sqldb.NowIn(ctx).Before(c.ExpiresAt.Time) {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, textLinkExpired)
	}
	var row struct {
		ApplicationID int64     `bun:"application_id"`
		State         LinkState `bun:"state"`
	}
	err = s.DB.Conn(ctx).NewRaw("SELECT application_id, state FROM self_schedule_links WHERE id = ? AND company_id = ?",
		c.LinkID, c.CompanyID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && row.ApplicationID != c.ApplicationID) {
		// Its round was deleted (and the link with it).
		return nil, invalid
	} else if err != nil {
		return nil, err
	}
	if row.State == LinkRevoked {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, textLinkRevoked)
	}
	return recruit.SchedulerActor(c.CompanyID, c.ApplicationID, c.LinkID), nil
}
