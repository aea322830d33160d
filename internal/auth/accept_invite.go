package auth

import (
	"context"
	"database/sql"
	"errors"
	"slices"
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
	inviterOK, err := s.inviterMayStillInvite(ctx, &inv)
	if err != nil {
		return nil, err
	}
	switch {
	case inv.AcceptedAt != nil || userErr == nil:
		st.Status = StatusUserExists
	case inv.RevokedAt != nil || s.now().After(inv.ExpiresAt) || !inviterOK:
		st.Status = StatusInviteNotFound
	default:
		st.Status = StatusPasswordRequired
	}
	return st, nil
}

// inviterMayStillInvite reports whether the user who sent the invite could
// send it today: still active in the company, still holding the right to
// invite and to grant every role it gives. An invite from someone who has
// since been deactivated or demoted cannot be accepted.
func (s *Service) inviterMayStillInvite(ctx context.Context, inv *Invite) (bool, error) {
	if inv.InvitedBy == nil {
		return true, nil // sent by the system (a platform admin's tooling)
	}
	u, err := s.UserByID(ctx, *inv.InvitedBy)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return false, nil
	} else if err != nil {
		return false, err
	}
	if !u.Active || (u.CompanyID != nil && *u.CompanyID != inv.CompanyID) {
		return false, nil
	}
	// The right is the inviter's roles' (their email and company were
	// checked when the invite was sent).
	holds := func(p recruit.Permission) bool {
		return slices.ContainsFunc(u.Roles(), func(r string) bool { return recruit.RoleHolds(r, p) })
	}
	if inv.Kind == InviteAgency {
		return holds(recruit.PermInviteAgency), nil
	}
	return holds(recruit.PermInviteUser) && (&recruit.Actor{Roles: u.Roles()}).CheckGrant(inv.Roles(), "") == nil, nil
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
func (s *Service) AcceptInvite(ctx context.Context, in AcceptInviteInput, ip string) (*Session, error) {
	if in.Password == "" {
		return nil, recruit.FieldError("password", "Please enter a password")
	}
	if !in.PrivacyPolicy {
		return nil, recruit.Errorf(recruit.EINVALID, "Please read and accept the privacy policy")
	}
	if err := checkPasswordRules(in.Password); err != nil {
		return nil, err
	}
	if err := recruit.CheckPlainText("name", "name", in.Name); err != nil {
		return nil, err
	}
	if err := s.limitRate(ctx, "accept_invite", ip); err != nil {
		return nil, err
	}
	// The cheap checks first: no password is hashed for a bad token.
	if err := inviteUsable(s.CheckInvite(ctx, in.Token)); err != nil {
		return nil, err
	}
	hash, err := s.hashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	var sess Session
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		st, err := s.CheckInvite(ctx, in.Token)
		if err := inviteUsable(st, err); err != nil {
			return err
		}
		inv := st.Invite
		now := sqldb.NowIn(ctx)
		// Accepted once, and only while the invite still stands: a revoke
		// or a resend (a new token) that commits first wins.
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE invites SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL
			AND expires_at > ? AND token_hash = ?`, now, inv.ID, now, hashToken(strings.TrimSpace(in.Token))).Exec(ctx)
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

// inviteUsable turns an invite status into the error a user sees, or nil
// when the invite may be accepted.
func inviteUsable(st *InviteStatus, err error) error {
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
	return nil
}
