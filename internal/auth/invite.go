package auth

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Invite kinds.
const (
	InviteUser   = "user"
	InviteAgency = "agency"
)

// inviteTTL is how long an invite link works.
const inviteTTL = 14 * 24 * time.Hour

// Invite is a pending or settled invitation.
type Invite struct {
	ID          int64      `bun:"id"`
	CompanyID   int64      `bun:"company_id"`
	Kind        string     `bun:"kind"`
	Email       string     `bun:"email"`
	Name        string     `bun:"name"`
	Designation string     `bun:"designation"`
	RolesText   string     `bun:"roles"`
	AgencyID    *int64     `bun:"agency_id"`
	TokenHash   string     `bun:"token_hash"`
	InvitedBy   *int64     `bun:"invited_by"`
	ExpiresAt   time.Time  `bun:"expires_at"`
	AcceptedAt  *time.Time `bun:"accepted_at"`
	RevokedAt   *time.Time `bun:"revoked_at"`
	CreatedAt   time.Time  `bun:"created_at"`
}

// Roles returns the roles the invite grants.
func (i *Invite) Roles() []string { return recruit.SplitRoles(i.RolesText) }

// InviteUserInput is the invite-user form.
type InviteUserInput struct {
	Email       string
	Name        string
	Designation string
	Roles       []string
}

// InviteUser invites someone to the actor's company and mails the link.
func (s *Service) InviteUser(ctx context.Context, in InviteUserInput) (*Invite, error) {
	if err := recruit.Require(ctx, recruit.PermInviteUser); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	in.Email = NormalizeEmail(in.Email)
	in.Designation = strings.TrimSpace(in.Designation)
	in.Name = strings.TrimSpace(in.Name)
	if in.Email == "" {
		return nil, recruit.FieldError("email", "Please enter an email")
	}
	if !validEmail(in.Email) {
		return nil, recruit.FieldError("email", "Please enter a valid email address")
	}
	if in.Designation == "" || len(in.Roles) == 0 {
		return nil, recruit.Errorf(recruit.EINVALID, "Please select a designation and roles")
	}
	if err := recruit.ActorFrom(ctx).CheckGrant(in.Roles, "This role cannot be given by invite"); err != nil {
		return nil, err
	}
	if err := s.checkRoleFeatures(ctx, companyID, in.Roles); err != nil {
		return nil, err
	}
	return s.createInvite(ctx, companyID, Invite{Kind: InviteUser, Email: in.Email, Name: in.Name, Designation: in.Designation,
		RolesText: recruit.JoinRoles(in.Roles)}, "")
}

// InviteAgency invites an agency (a name and its contact's email) and
// mails the link; the agency exists from now on, so jobs can be assigned
// to it before it accepts.
func (s *Service) InviteAgency(ctx context.Context, agencyName, email string) (*Invite, error) {
	if err := recruit.Require(ctx, recruit.PermInviteAgency); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	agencyName, email = strings.TrimSpace(agencyName), NormalizeEmail(email)
	if agencyName == "" || email == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please enter the agency name and email")
	}
	if !validEmail(email) {
		return nil, recruit.FieldError("email", "Please enter a valid email address")
	}
	if len(agencyName) > 100 {
		return nil, recruit.FieldError("agency_name", "Agency name must be at most 100 characters")
	}
	return s.createInvite(ctx, companyID, Invite{Kind: InviteAgency, Email: email, Name: agencyName, RolesText: recruit.RoleAgency}, agencyName)
}

// createInvite stores the invite (and the agency, for an agency invite)
// and mails the link, all in one transaction.
func (s *Service) createInvite(ctx context.Context, companyID int64, inv Invite, agencyName string) (*Invite, error) {
	actor := recruit.ActorFrom(ctx)
	var out *Invite
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		// A user of this company is known to the inviter anyway; a user of
		// another company is not told apart from a new address (no
		// enumeration of the install's users): the invite is made and the
		// mail says it cannot be accepted with that address.
		existing, err := s.UserByEmail(ctx, inv.Email)
		elsewhere := false
		switch {
		case err == nil && existing.Company() == companyID:
			return recruit.FieldError("email", "User already exists")
		case err == nil:
			elsewhere = true
		case recruit.ErrorCode(err) != recruit.ENOTFOUND:
			return err
		}
		now := sqldb.NowIn(ctx)
		var pending int
		if err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) FROM invites WHERE company_id = ? AND email = ? AND accepted_at IS NULL
			AND revoked_at IS NULL AND expires_at > ?`, companyID, inv.Email, now).Scan(ctx, &pending); err != nil {
			return err
		}
		if pending > 0 {
			return recruit.FieldError("email", "An invite to this email is already pending; resend it from the list")
		}
		if agencyName != "" {
			var agencyID int64
			if err := s.DB.Conn(ctx).NewRaw("INSERT INTO agencies (company_id, name, created_at) VALUES (?, ?, ?) RETURNING id",
				companyID, agencyName, now).Scan(ctx, &agencyID); err != nil {
				return err
			}
			inv.AgencyID = &agencyID
		}
		token, err := randomToken()
		if err != nil {
			return err
		}
		var invitedBy any
		if actor.UserID != 0 {
			invitedBy = actor.UserID
		}
		var id int64
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO invites (company_id, kind, email, name, designation, roles, agency_id, token_hash, invited_by, expires_at, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, inv.Kind, inv.Email, inv.Name, inv.Designation, inv.RolesText,
			inv.AgencyID, hashToken(token), invitedBy, now.Add(inviteTTL), now).Scan(ctx, &id); err != nil {
			return err
		}
		if out, err = s.inviteByID(ctx, companyID, id); err != nil {
			return err
		}
		if elsewhere {
			return s.mailInvite(ctx, out, "")
		}
		return s.mailInvite(ctx, out, token)
	})
	return out, err
}

// mailInvite mails the invite's link; without a token (the address has an
// account elsewhere) it mails why the invite cannot be accepted.
func (s *Service) mailInvite(ctx context.Context, inv *Invite, token string) error {
	c, err := s.companyByID(ctx, inv.CompanyID)
	if err != nil {
		return err
	}
	inviter := ""
	if a := recruit.ActorFrom(ctx); a != nil {
		inviter = a.Name
	}
	agency := ""
	if inv.Kind == InviteAgency {
		agency = inv.Name
	}
	data := map[string]string{"Company": c.Name, "Inviter": inviter, "Agency": agency, "Link": s.BaseURL + "/accept-invite/" + token}
	if token == "" {
		return s.Mailer.Send(ctx, "invite_existing", inv.Email, inv.CompanyID, data)
	}
	return s.Mailer.Send(ctx, "invite", inv.Email, inv.CompanyID, data)
}

func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *Service) inviteByID(ctx context.Context, companyID, id int64) (*Invite, error) {
	var inv Invite
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM invites WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &inv)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Invite not found")
	}
	return &inv, err
}

// ResendInvite mails a pending invite again with a fresh link (the old one
// stops working) and a fresh expiry.
func (s *Service) ResendInvite(ctx context.Context, id int64) (*Invite, error) {
	if err := recruit.Require(ctx, recruit.PermManageInvites); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	var out *Invite
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		inv, err := s.inviteByID(ctx, companyID, id)
		if err != nil {
			return err
		}
		if inv.AcceptedAt != nil || inv.RevokedAt != nil {
			return recruit.Errorf(recruit.ECONFLICT, "This invite is no longer pending")
		}
		token, err := randomToken()
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE invites SET token_hash = ?, expires_at = ? WHERE id = ?",
			hashToken(token), sqldb.NowIn(ctx).Add(inviteTTL), id).Exec(ctx); err != nil {
			return err
		}
		if out, err = s.inviteByID(ctx, companyID, id); err != nil {
			return err
		}
		return s.mailInvite(ctx, out, token)
	})
	return out, err
}

// RevokeInvite cancels a pending invite.
func (s *Service) RevokeInvite(ctx context.Context, id int64) error {
	if err := recruit.Require(ctx, recruit.PermManageInvites); err != nil {
		return err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE invites SET revoked_at = ? WHERE id = ? AND company_id = ? AND accepted_at IS NULL AND revoked_at IS NULL",
			sqldb.NowIn(ctx), id, companyID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Invite not found")
		}
		return nil
	})
}

// PendingInvites lists the company's invites not yet accepted or revoked,
// of one kind ("" for both), newest first.
func (s *Service) PendingInvites(ctx context.Context, kind string) ([]Invite, error) {
	if err := recruit.Require(ctx, recruit.PermManageInvites); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	if kind != "" && kind != InviteUser && kind != InviteAgency {
		return nil, recruit.FieldError("kind", "Invalid value for kind")
	}
	q := s.DB.Conn(ctx).NewSelect().Table("invites").Column("*").
		Where("company_id = ?", companyID).Where("accepted_at IS NULL").Where("revoked_at IS NULL").OrderExpr("id DESC")
	if kind != "" {
		q = q.Where("kind = ?", kind)
	}
	out := []Invite{}
	err = q.Scan(ctx, &out)
	return out, err
}
