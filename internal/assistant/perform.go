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
	"log/slog"
	"strings"
	"time"

	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
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
	Jobs interface {
		Requisition(ctx context.Context, id int64) (*ats.Requisition, error)
	}
	Interviews interface {
		Schedule(ctx context.Context, in interview.ScheduleInput) (*interview.Interview, error)
		SendSelfScheduleLink(ctx context.Context, in interview.LinkInput) (*interview.SentLink, error)
		List(ctx context.Context, q interview.ListQuery) (*interview.Page, error)
		AllowedRounds(ctx context.Context, slug string) ([]interview.Round, error)
		ApplicationInterviews(ctx context.Context, slug string) ([]*interview.Interview, error)
	}
)

// Service dispatches actions and reads prompts.
type Service struct {
	Candidates Candidates
	Team       Team
	Interviews Interviews
	Jobs       Jobs
	// Lists answer generic questions under the caller's row rules.
	Lists Lists
	// DB keeps the audit and the support requests.
	DB *sqldb.DB
	// Mail sends support requests to SupportEmail (empty: stored only).
	Mail         Mailer
	SupportEmail string
	// Directory is the caller's company as the grammar sees it.
	Directory grammar.Directory
	// Model, when set, is asked beside the grammar (HIREKIT_LLM_URL).
	Model *Model
	Log   *slog.Logger
	Now   func() time.Time
}

// Mailer queues a mail in the outbox.
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
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
	// NavigationToken is the filter actions' candidate-list filter.
	NavigationToken string
}

// handler runs one kind of action.
type handler func(s *Service, ctx context.Context, fields json.RawMessage) (*Result, error)

// actions are the kinds of action the dispatcher knows; each issue adds
// its own.
var actions = map[string]handler{
	"send_candidate_email":     (*Service).sendCandidateEmail,
	"invite_user":              (*Service).inviteUser,
	"invite_agency_user":       (*Service).inviteAgency,
	"specific_schedule":        (*Service).scheduleInterview,
	"self_schedule":            (*Service).sendSelfScheduleLink,
	action.FilterCandidates:    (*Service).filterCandidates,
	action.FilterJobCandidates: (*Service).filterJobCandidates,
}

// Perform runs one action through the use case that owns it, and
// audits it (fields without secrets).
func (s *Service) Perform(ctx context.Context, req Request) (*Result, error) {
	if err := recruit.Require(ctx, recruit.PermPerformAction); err != nil {
		return nil, err
	}
	res, err := s.perform(ctx, req)
	s.audit(ctx, event{Kind: "perform", Prompt: req.Message, Action: req.Action, Fields: req.Fields}, err)
	return res, err
}

func (s *Service) perform(ctx context.Context, req Request) (*Result, error) {
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
	var f action.Email
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
	var f action.Invite
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if _, err := s.Team.InviteUser(ctx, auth.InviteUserInput{Email: f.Email, Name: f.Name, Designation: f.DesignationData.Title, Roles: f.Roles}); err != nil {
		return nil, err
	}
	return &Result{Message: "Invite sent successfully", Link: "/company-settings/users"}, nil
}

func (s *Service) inviteAgency(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f action.AgencyInvite
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if _, err := s.Team.InviteAgency(ctx, f.AgencyName, f.Email); err != nil {
		return nil, err
	}
	return &Result{Message: "Agency invite sent successfully", Link: "/company-settings/agencies"}, nil
}

// scheduleInterview is 'Schedule an interview' (specific_schedule): the
// spec's fields, plus the shadow panel, the place and the time zone.
func (s *Service) scheduleInterview(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f action.Schedule
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(f.CandidateApplicationData.Slug)
	if _, err := s.Interviews.Schedule(ctx, interview.ScheduleInput{Slug: slug, RoundID: f.RoundData.ID, Start: f.StartTime, End: f.EndTime,
		TimeZone: f.Timezone, PanelIDs: f.InterviewerData.IDs(), ShadowIDs: f.ShadowInterviewerData.IDs(), Location: f.Location,
		VideoLink: f.VideoLink}); err != nil {
		return nil, err
	}
	return &Result{Message: "Interview scheduled successfully", Link: "/candidate-timeline/" + slug}, nil
}

// sendSelfScheduleLink is 'Send self-scheduling link' (self_schedule): the
// spec's fields, plus the shadow panel, the place and the IANA timezone
// the working hours are read in. timezone_offset is the spec's display
// value; the zone decides (the sender's profile zone when left out).
func (s *Service) sendSelfScheduleLink(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f action.SelfScheduleLink
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(f.CandidateApplicationData.Slug)
	if _, err := s.Interviews.SendSelfScheduleLink(ctx, interview.LinkInput{Slug: slug, RoundID: f.RoundData.ID,
		PanelIDs: f.InterviewerData.IDs(), ShadowIDs: f.ShadowInterviewerData.IDs(), Minutes: f.Duration,
		From: strings.TrimSpace(f.WorkingHoursStart), To: strings.TrimSpace(f.WorkingHoursEnd), TimeZone: f.Timezone,
		Location: f.Location, VideoLink: f.VideoLink}); err != nil {
		return nil, err
	}
	return &Result{Message: "Self schedule link sent successfully!", Link: "/candidate-timeline/" + slug}, nil
}
