package layoffs

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// consentMail is the data of the layoff_consent and layoff_listed mails.
type consentMail struct {
	Name       string
	Company    string
	Role       string
	ConsentURL string
	DeclineURL string
	RemoveURL  string
	Days       int
}

// companyName is the actor's company's name.
func (s *Service) companyName(ctx context.Context, companyID int64) (string, error) {
	var name string
	err := s.DB.Conn(ctx).NewRaw("SELECT name FROM companies WHERE id = ?", companyID).Scan(ctx, &name)
	return name, err
}

// Add puts a person on the company's list as pending and mails them the
// consent request. A person the company listed before (whatever their
// state) cannot be added again: a "no" or a removal is theirs to undo.
func (s *Service) Add(ctx context.Context, in PersonInput) (*Person, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageLayoffs)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		var n int
		if err := db.NewRaw("SELECT count(*) FROM layoff_people WHERE company_id = ? AND email = ?", companyID, in.Email).Scan(ctx, &n); err != nil {
			return err
		}
		if n > 0 {
			return recruit.FieldError("email", "This person is already on your list")
		}
		company, err := s.companyName(ctx, companyID)
		if err != nil {
			return err
		}
		nonce := newNonce()
		token := s.token(nonce)
		now := sqldb.NowIn(ctx)
		if err := db.NewRaw(`INSERT INTO layoff_people (company_id, added_by, name, email, role, skills, location, linkedin_url, state,
			link_nonce, token_hash, consent_requested_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, actor.UserID, in.Name, in.Email, in.Role, strings.Join(in.Skills, "\n"), in.Location, in.LinkedInURL,
			StatePending, nonce, hashToken(token), now, now, now).Scan(ctx, &id); err != nil {
			if sqldb.IsUniqueViolation(err) {
				return recruit.FieldError("email", "This person is already on your list")
			}
			return err
		}
		return s.Mail.Send(ctx, "layoff_consent", in.Email, companyID, consentMail{Name: in.Name, Company: company, Role: in.Role,
			ConsentURL: s.link(token, "consent"), DeclineURL: s.link(token, "decline"), Days: int(consentWindow.Hours() / 24)})
	})
	if err != nil {
		return nil, err
	}
	return s.own(ctx, companyID, id)
}

// own is one person of the company, or not found.
func (s *Service) own(ctx context.Context, companyID, id int64) (*Person, error) {
	var out []Person
	if err := s.DB.Conn(ctx).NewRaw("SELECT "+personColumns+personFrom+`
		WHERE p.company_id = ? AND p.id = ?`, companyID, id).Scan(ctx, &out); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errNotFound
	}
	return &out[0], nil
}

// List is the company's people, newest first, in every state.
func (s *Service) List(ctx context.Context) ([]Person, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageLayoffs)
	if err != nil {
		return nil, err
	}
	out := []Person{}
	err = s.DB.Conn(ctx).NewRaw("SELECT "+personColumns+personFrom+`
		WHERE p.company_id = ? ORDER BY p.id DESC LIMIT 1000`, companyID).Scan(ctx, &out)
	return out, err
}

// Resend mails a pending person a fresh consent link (the old one stops
// working) and restarts the 30 days.
func (s *Service) Resend(ctx context.Context, id int64) (*Person, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageLayoffs)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		p, err := s.own(ctx, companyID, id)
		if err != nil {
			return err
		}
		if p.State != StatePending {
			return recruit.Errorf(recruit.ECONFLICT, "Only a pending request can be sent again")
		}
		nonce := newNonce()
		token := s.token(nonce)
		now := sqldb.NowIn(ctx)
		if _, err := s.DB.Conn(ctx).NewRaw(`UPDATE layoff_people SET link_nonce = ?, token_hash = ?, consent_requested_at = ?, updated_at = ?
			WHERE id = ?`, nonce, hashToken(token), now, now, p.ID).Exec(ctx); err != nil {
			return err
		}
		return s.Mail.Send(ctx, "layoff_consent", p.Email, companyID, consentMail{Name: p.Name, Company: p.CompanyName, Role: p.Role,
			ConsentURL: s.link(token, "consent"), DeclineURL: s.link(token, "decline"), Days: int(consentWindow.Hours() / 24)})
	})
	if err != nil {
		return nil, err
	}
	return s.own(ctx, companyID, id)
}

// Withdraw takes a person off the list for the company: a pending request
// stops working and a listed person leaves the page. Their public details
// are erased; name, email and role stay so the company knows who it was.
// Withdrawing twice changes nothing.
func (s *Service) Withdraw(ctx context.Context, id int64) (*Person, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageLayoffs)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		p, err := s.own(ctx, companyID, id)
		if err != nil {
			return err
		}
		if p.State == StateRemoved || p.State == StateDeclined {
			return nil
		}
		return s.remove(ctx, p.ID, RemovedByCompany)
	})
	if err != nil {
		return nil, err
	}
	return s.own(ctx, companyID, id)
}

// remove marks a person removed and erases what the page showed of them.
func (s *Service) remove(ctx context.Context, id int64, by string) error {
	now := sqldb.NowIn(ctx)
	_, err := s.DB.Conn(ctx).NewRaw(`UPDATE layoff_people SET state = ?, removed_at = ?, removed_by = ?, skills = '', location = '',
		linkedin_url = '', updated_at = ? WHERE id = ?`, StateRemoved, now, by, now, id).Exec(ctx)
	return err
}
