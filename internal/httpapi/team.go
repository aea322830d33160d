package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/auth"
)

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func inviteOut(i *auth.Invite) apiv1.Invite {
	return apiv1.Invite{ID: i.ID, Kind: i.Kind, Email: i.Email, Name: i.Name, Designation: i.Designation, Roles: i.Roles(),
		ExpiresAt: rfc3339(i.ExpiresAt), CreatedAt: rfc3339(i.CreatedAt)}
}

func teamUserOut(m auth.TeamMember) apiv1.TeamUser {
	out := apiv1.TeamUser{ID: m.ID, Name: m.Name, Email: m.Email, Designation: m.Designation, Roles: m.Roles(), Active: m.Active,
		EmailVerified: m.EmailVerifiedAt != nil, CreatedAt: rfc3339(m.CreatedAt)}
	if m.AgencyID != nil {
		out.AgencyID = *m.AgencyID
	}
	if m.AgencyName != nil {
		out.AgencyName = *m.AgencyName
	}
	return out
}

func userOut(u *auth.User) apiv1.TeamUser {
	return teamUserOut(auth.TeamMember{ID: u.ID, Email: u.Email, Name: u.Name, Designation: u.Designation, RolesText: u.RolesText,
		Active: u.Active, EmailVerifiedAt: u.EmailVerifiedAt, CreatedAt: u.CreatedAt})
}

func (s *Server) inviteUser(ctx context.Context, req *apiv1.InviteUserRequest) (*apiv1.InviteResult, error) {
	inv, err := s.deps.Auth.InviteUser(ctx, auth.InviteUserInput{Email: req.Email, Name: req.Name, Designation: req.Designation, Roles: req.Roles})
	if err != nil {
		return nil, err
	}
	return &apiv1.InviteResult{Invite: inviteOut(inv)}, nil
}

func (s *Server) inviteAgency(ctx context.Context, req *apiv1.InviteAgencyRequest) (*apiv1.InviteResult, error) {
	inv, err := s.deps.Auth.InviteAgency(ctx, req.AgencyName, req.Email)
	if err != nil {
		return nil, err
	}
	return &apiv1.InviteResult{Invite: inviteOut(inv)}, nil
}

func (s *Server) listInvites(ctx context.Context, req *apiv1.InvitesRequest) (*apiv1.Invites, error) {
	invs, err := s.deps.Auth.PendingInvites(ctx, req.Kind)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Invites{Invites: []apiv1.Invite{}}
	for i := range invs {
		out.Invites = append(out.Invites, inviteOut(&invs[i]))
	}
	return out, nil
}

func (s *Server) resendInvite(ctx context.Context, req *apiv1.IDPath) (*apiv1.InviteResult, error) {
	inv, err := s.deps.Auth.ResendInvite(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.InviteResult{Invite: inviteOut(inv)}, nil
}

func (s *Server) revokeInvite(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.Auth.RevokeInvite(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Invite cancelled"}, nil
}

func (s *Server) inviteStatus(ctx context.Context, req *apiv1.InviteStatusRequest) (*apiv1.InviteStatus, error) {
	st, err := s.deps.Auth.CheckInvite(ctx, req.Token)
	if err != nil {
		return nil, err
	}
	return &apiv1.InviteStatus{InviteStatus: st.Status, Email: st.Email, Designation: st.Designation, CompanyName: st.CompanyName}, nil
}

func (s *Server) createFromInvite(ctx context.Context, req *apiv1.CreateFromInviteRequest) (*apiv1.Session, error) {
	sess, err := s.deps.Auth.AcceptInvite(ctx, auth.AcceptInviteInput{Token: req.Token, Name: req.Name, Password: req.Password, PrivacyPolicy: req.PrivacyPolicy}, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return sessionOut(sess), nil
}

func (s *Server) listUsers(ctx context.Context, req *apiv1.UsersListRequest) (*apiv1.Users, error) {
	members, err := s.deps.Auth.ListUsers(ctx, req.Roles, req.IncludeInactive)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Users{Users: []apiv1.TeamUser{}}
	for _, m := range members {
		out.Users = append(out.Users, teamUserOut(m))
	}
	return out, nil
}

func (s *Server) getUser(ctx context.Context, req *apiv1.IDPath) (*apiv1.UserResult, error) {
	u, err := s.deps.Auth.Member(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.UserResult{User: userOut(u)}, nil
}

func (s *Server) setRoles(ctx context.Context, req *apiv1.SetRolesRequest) (*apiv1.UserResult, error) {
	u, err := s.deps.Auth.SetRoles(ctx, req.ID, req.Roles)
	if err != nil {
		return nil, err
	}
	return &apiv1.UserResult{User: userOut(u)}, nil
}

func (s *Server) deactivateUser(ctx context.Context, req *apiv1.IDPath) (*apiv1.UserResult, error) {
	u, err := s.deps.Auth.SetActive(ctx, req.ID, false)
	if err != nil {
		return nil, err
	}
	return &apiv1.UserResult{User: userOut(u)}, nil
}

func (s *Server) activateUser(ctx context.Context, req *apiv1.IDPath) (*apiv1.UserResult, error) {
	u, err := s.deps.Auth.SetActive(ctx, req.ID, true)
	if err != nil {
		return nil, err
	}
	return &apiv1.UserResult{User: userOut(u)}, nil
}

func (s *Server) listDesignations(ctx context.Context, _ *apiv1.Empty) (*apiv1.Designations, error) {
	ds, err := s.deps.Auth.Designations(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Designations{Designations: []apiv1.Designation{}}
	for _, d := range ds {
		out.Designations = append(out.Designations, apiv1.Designation{ID: d.ID, Title: d.Title})
	}
	return out, nil
}

func (s *Server) addDesignation(ctx context.Context, req *apiv1.NewDesignationRequest) (*apiv1.DesignationResult, error) {
	d, err := s.deps.Auth.AddDesignation(ctx, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.DesignationResult{Designation: apiv1.Designation{ID: d.ID, Title: d.Title}}, nil
}

func (s *Server) saveDesignation(ctx context.Context, req *apiv1.DesignationRequest) (*apiv1.DesignationResult, error) {
	d, err := s.deps.Auth.RenameDesignation(ctx, req.ID, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.DesignationResult{Designation: apiv1.Designation{ID: d.ID, Title: d.Title}}, nil
}

func (s *Server) deleteDesignation(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.Auth.DeleteDesignation(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Designation deleted"}, nil
}

func (s *Server) getFeatures(ctx context.Context, _ *apiv1.Empty) (*apiv1.Features, error) {
	fs, err := s.deps.Auth.CompanyFeatures(ctx)
	if err != nil {
		return nil, err
	}
	return &apiv1.Features{FeatureDetails: fs}, nil
}

func (s *Server) setFeature(ctx context.Context, req *apiv1.SetFeatureRequest) (*apiv1.Features, error) {
	fs, err := s.deps.Auth.SetFeature(ctx, req.Group, req.Feature, req.Enabled)
	if err != nil {
		return nil, err
	}
	return &apiv1.Features{FeatureDetails: fs}, nil
}
