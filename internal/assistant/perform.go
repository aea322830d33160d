// Package assistant is the assistant's side of the product: the one
// dispatcher of actions (the assistant modal and the action forms post
// them) and, later, turning prompts into actions. An action calls the same
// use case as its own page; the use case checks its permission.
package assistant

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
)

// Use cases the dispatcher calls; ats.Service and auth.Service are them.
type (
	Candidates interface {
		SendCandidateEmail(ctx context.Context, in ats.EmailInput) error
	}
	Team interface {
		InviteUser(ctx context.Context, in auth.InviteUserInput) (*auth.Invite, error)
		InviteAgency(ctx context.Context, agencyName, email string) (*auth.Invite, error)
	}
)

// Service dispatches actions.
type Service struct {
	Candidates Candidates
	Team       Team
}

// Request is one action with its fields, as the forms send it.
type Request struct {
	Action  string
	Fields  json.RawMessage
	Message string
}

// Result says what was done: the spec's success text and the page the
// confirmation panel links to.
type Result struct {
	Action  string
	Message string
	Link    string
}

// handler runs one kind of action.
type handler func(s *Service, ctx context.Context, fields json.RawMessage) (*Result, error)

// actions are the kinds of action the dispatcher knows; each issue adds
// its own (interviews add specific_schedule, self-scheduling self_schedule).
var actions = map[string]handler{
	"send_candidate_email": (*Service).sendCandidateEmail,
	"invite_user":          (*Service).inviteUser,
	"invite_agency_user":   (*Service).inviteAgency,
}

// Perform runs one action through the use case that owns it.
func (s *Service) Perform(ctx context.Context, req Request) (*Result, error) {
	if err := recruit.Require(ctx, recruit.PermPerformAction); err != nil {
		return nil, err
	}
	h, ok := actions[req.Action]
	if !ok {
		return nil, recruit.FieldError("action", "This action is not supported")
	}
	if len(bytes.TrimSpace(req.Fields)) == 0 || string(bytes.TrimSpace(req.Fields)) == "null" {
		req.Fields = json.RawMessage("{}")
	}
	res, err := h(s, ctx, req.Fields)
	if err != nil {
		return nil, err
	}
	res.Action = req.Action
	return res, nil
}

// decodeFields reads an action's fields strictly: a field of another kind
// is a wrong form, not an empty one.
func decodeFields(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return recruit.FieldError(typeErr.Field, "Invalid value for "+typeErr.Field)
		}
		return recruit.FieldError("fields", "Invalid fields")
	}
	return nil
}

// candidateRef is how forms name an application.
type candidateRef struct {
	Slug string `json:"slug"`
}

func (s *Service) sendCandidateEmail(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f struct {
		TemplateData struct {
			ID      int64  `json:"id"`
			Subject string `json:"subject"`
			Body    string `json:"body"`
		} `json:"template_data"`
		CandidateApplicationData candidateRef `json:"candidate_application_data"`
	}
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(f.CandidateApplicationData.Slug)
	if slug == "" {
		return nil, recruit.FieldError("candidate_application_data", "Please select a candidate")
	}
	if err := s.Candidates.SendCandidateEmail(ctx, ats.EmailInput{Slug: slug, TemplateID: f.TemplateData.ID,
		Subject: f.TemplateData.Subject, Body: f.TemplateData.Body}); err != nil {
		return nil, err
	}
	return &Result{Message: "Email sent successfully", Link: "/candidate-timeline/" + slug}, nil
}

func (s *Service) inviteUser(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f struct {
		Email           string   `json:"email"`
		Name            string   `json:"name"`
		Roles           []string `json:"roles"`
		DesignationData struct {
			Title string `json:"title"`
		} `json:"designation_data"`
	}
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if _, err := s.Team.InviteUser(ctx, auth.InviteUserInput{Email: f.Email, Name: f.Name, Designation: f.DesignationData.Title, Roles: f.Roles}); err != nil {
		return nil, err
	}
	return &Result{Message: "Invite sent successfully", Link: "/company-settings/users"}, nil
}

func (s *Service) inviteAgency(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f struct {
		Email      string `json:"email"`
		AgencyName string `json:"agency_name"`
	}
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if _, err := s.Team.InviteAgency(ctx, f.AgencyName, f.Email); err != nil {
		return nil, err
	}
	return &Result{Message: "Agency invite sent successfully", Link: "/company-settings/agencies"}, nil
}
