package auth

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Invite statuses, as GET invite-status answers them (spec texts in the
// client: 'Invalid token', 'Invite not found', 'User already exists').
const (
	StatusInvalidToken     = "invalid_token"
	StatusInviteNotFound   = "invite_not_found"
	StatusPasswordRequired = "user_password_required"
	StatusUserExists       = "user_already_exists"
)

// InviteStatus is what the accept page needs to know of a token.
type InviteStatus struct {
	Status      string
	Email       string
	Designation string
	CompanyName string
	Invite      *Invite
}

// CheckInvite tells what an invite token leads to.
func (s *Service) CheckInvite(ctx context.Context, token string) (*InviteStatus, error) {
	token = strings.TrimSpace(token)
	if len(token) < 20 || len(token) > 200 {
		return &InviteStatus{Status: StatusInvalidToken}, nil
	}
	var inv Invite
	err := s.DB.Conn(ctx).NewRaw("SELECT * FROM invites WHERE token_hash = ?", hashToken(token)).Scan(ctx, &inv)
	if errors.Is(err, sql.ErrNoRows) {
		return &InviteStatus{Status: StatusInviteNotFound}, nil
	} else if err != nil {
		return nil, err
	}
	st := &InviteStatus{Email: inv.Email, Designation: inv.Designation, Invite: &inv}
	if c, err := s.companyByID(ctx, inv.CompanyID); err == nil {
		st.CompanyName = c.Name
	}
	_, userErr := s.UserByEmail(ctx, inv.Email)
	switch {
	case inv.AcceptedAt != nil || userErr == nil:
		st.Status = StatusUserExists
	case inv.RevokedAt != nil || s.now().After(inv.ExpiresAt):
		st.Status = StatusInviteNotFound
	default:
		st.Status = StatusPasswordRequired
	}
	return st, nil
}

// AcceptInviteInput is the accept form.
type AcceptInviteInput struct {
	Token         string
	Name          string
	Password      string
	PrivacyPolicy bool
}

// AcceptInvite creates the invited user (email verified: the link proved
// the mailbox) and signs them in. A second acceptance of the same token
// finds the invite accepted and is refused.
func (s *Service) AcceptInvite(ctx context.Context, in AcceptInviteInput) (*Session, error) {
	if in.Password == "" {
		return nil, recruit.FieldError("password", "Please enter a password")
	}
	if !in.PrivacyPolicy {
		return nil, recruit.Errorf(recruit.EINVALID, "Please read and accept the privacy policy")
	}
	if err := checkPasswordRules(in.Password); err != nil {
		return nil, err
	}
	hash, err := s.hashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	var sess Session
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		st, err := s.CheckInvite(ctx, in.Token)
		if err != nil {
			return err
		}
		switch st.Status {
		case StatusInvalidToken:
			return recruit.Errorf(recruit.EINVALID, "Invalid token")
		case StatusInviteNotFound:
			return recruit.Errorf(recruit.ENOTFOUND, "Invite not found")
		case StatusUserExists:
			return recruit.Errorf(recruit.ECONFLICT, "User already exists")
		}
		inv := st.Invite
		now := sqldb.NowIn(ctx)
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE invites SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL", now, inv.ID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return recruit.Errorf(recruit.ECONFLICT, "User already exists")
		}
		// The name typed on the form wins; a user invite may carry one; an
		// agency invite's name is the agency's, not the person's.
		name := strings.TrimSpace(in.Name)
		if name == "" && inv.Kind == InviteUser {
			name = inv.Name
		}
		if name == "" {
			name, _, _ = strings.Cut(inv.Email, "@")
		}
		var id int64
		err = s.DB.Conn(ctx).NewRaw(`INSERT INTO users (company_id, agency_id, email, name, designation, password_hash, roles, email_verified_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, inv.CompanyID, inv.AgencyID, inv.Email, name, inv.Designation, hash,
			inv.RolesText, now, now, now).Scan(ctx, &id)
		if sqldb.IsUniqueViolation(err) {
			return recruit.Errorf(recruit.ECONFLICT, "User already exists")
		} else if err != nil {
			return err
		}
		if sess.User, err = s.UserByID(ctx, id); err != nil {
			return err
		}
		sess.Company, err = s.companyByID(ctx, inv.CompanyID)
		return err
	})
	if err != nil {
		return nil, err
	}
	if sess.Token, err = s.issueToken(sess.User, sessionTTL); err != nil {
		return nil, err
	}
	return &sess, nil
}
