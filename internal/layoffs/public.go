package layoffs

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Query filters the public page: words of a skill (or role) and of a
// location, matched anywhere, case-insensitively.
type Query struct {
	Skill    string
	Location string
	Page     int
	PerPage  int
}

// Listed is the public page: consented people of approved companies, by
// company name, then newest consent first. No email address is read.
func (s *Service) Listed(ctx context.Context, q Query) ([]Person, int, error) {
	q.Skill, q.Location = strings.TrimSpace(q.Skill), strings.TrimSpace(q.Location)
	if err := checkLine("skill", "skill", q.Skill, false, 100); err != nil {
		return nil, 0, err
	}
	if err := checkLine("location", "location", q.Location, false, 100); err != nil {
		return nil, 0, err
	}
	where := "p.state = ? AND c.approved_at IS NOT NULL"
	args := []any{StateListed}
	if q.Skill != "" {
		where += ` AND (lower(p.skills) LIKE ? ESCAPE '\' OR lower(p.role) LIKE ? ESCAPE '\')`
		args = append(args, likePattern(q.Skill), likePattern(q.Skill))
	}
	if q.Location != "" {
		where += ` AND lower(p.location) LIKE ? ESCAPE '\'`
		args = append(args, likePattern(q.Location))
	}
	db := s.DB.Conn(ctx)
	from := personFrom + " WHERE " + where
	var total int
	if err := db.NewRaw("SELECT count(*)"+from, args...).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []Person{}
	cols := strings.NewReplacer("p.email,", "'' AS email,", "p.link_nonce,", "'' AS link_nonce,").Replace(personColumns)
	err := db.NewRaw("SELECT "+cols+from+" ORDER BY c.name, c.id, p.consented_at DESC, p.id DESC LIMIT ? OFFSET ?",
		append(args, q.PerPage, (q.Page-1)*q.PerPage)...).Scan(ctx, &out)
	return out, total, err
}

// Landing is what a person's link shows them.
type Landing struct {
	Person *Person
	// Expired is true for a pending request older than 30 days.
	Expired bool
}

// byToken finds the person a link token names. A wrong, tampered or
// replaced token names nobody.
func (s *Service) byToken(ctx context.Context, token string) (*Person, error) {
	if len(token) != 43 || !recruit.PlainText(token) {
		return nil, errBadLink
	}
	var out []Person
	if err := s.DB.Conn(ctx).NewRaw("SELECT "+personColumns+personFrom+`
		WHERE p.token_hash = ?`, hashToken(token)).Scan(ctx, &out); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errBadLink
	}
	return &out[0], nil
}

var errBadLink = recruit.Errorf(recruit.ENOTFOUND, "This link is not valid. Please use the latest link we mailed you.")

// Link reads a person's link: who they are, for which company, and their
// state. Limited per address.
func (s *Service) Link(ctx context.Context, token, ip string) (*Landing, error) {
	if err := s.Gate.LimitRate(ctx, "layoff_link", ip); err != nil {
		return nil, err
	}
	p, err := s.byToken(ctx, token)
	if err != nil {
		return nil, err
	}
	return &Landing{Person: p, Expired: p.Expired(sqldb.NowIn(ctx))}, nil
}

// Actions a person's link takes.
const (
	ActionConsent = "consent"
	ActionDecline = "decline"
	ActionRemove  = "remove"
)

// Decide answers the consent request or removes the person. Consent is
// recorded with the time, ip and ConsentText, and the person is mailed
// their removal link. Declining after consenting is removing. Removing is
// at once and idempotent; a removed or declined person's "no" stands: the
// old link cannot list them again, and their company cannot add them
// again.
func (s *Service) Decide(ctx context.Context, token, action, ip string) (*Landing, error) {
	if action != ActionConsent && action != ActionDecline && action != ActionRemove {
		return nil, recruit.FieldError("action", "Please choose consent, decline or remove")
	}
	if err := s.Gate.LimitRate(ctx, "layoff_link", ip); err != nil {
		return nil, err
	}
	var out *Landing
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		p, err := s.byToken(ctx, token)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		db := s.DB.Conn(ctx)
		switch {
		case action == ActionConsent && p.State == StatePending:
			if p.Expired(now) {
				return recruit.Errorf(recruit.ECONFLICT, "This link has expired. Please ask %s to send it again.", p.CompanyName)
			}
			if _, err := db.NewRaw(`UPDATE layoff_people SET state = ?, consented_at = ?, consent_ip = ?, consent_text = ?, updated_at = ?
				WHERE id = ?`, StateListed, now, ip, ConsentText, now, p.ID).Exec(ctx); err != nil {
				return err
			}
			if err := s.Mail.Send(ctx, "layoff_listed", p.Email, p.CompanyID, consentMail{Name: p.Name, Company: p.CompanyName,
				Role: p.Role, RemoveURL: s.link(token, ActionRemove)}); err != nil {
				return err
			}
		case action == ActionConsent && p.State == StateListed:
			// Already listed: nothing to do.
		case action == ActionConsent:
			return recruit.Errorf(recruit.ECONFLICT, "You are no longer on %s's list, so this link cannot list you.", p.CompanyName)
		case action == ActionDecline && p.State == StatePending:
			if _, err := db.NewRaw(`UPDATE layoff_people SET state = ?, declined_at = ?, skills = '', location = '', linkedin_url = '',
				updated_at = ? WHERE id = ?`, StateDeclined, now, now, p.ID).Exec(ctx); err != nil {
				return err
			}
		case p.State == StateListed:
			// Decline after consent, or remove: off the page at once.
			if err := s.remove(ctx, p.ID, RemovedByPerson); err != nil {
				return err
			}
		case action == ActionRemove && p.State == StatePending:
			if err := s.remove(ctx, p.ID, RemovedByPerson); err != nil {
				return err
			}
		default:
			// Declined or removed already: nothing to do.
		}
		p, err = s.byToken(ctx, token)
		if err != nil {
			return err
		}
		out = &Landing{Person: p, Expired: p.Expired(now)}
		return nil
	})
	return out, err
}
