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
	"hirekit/internal/interview"
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
	Interviews interface {
		Schedule(ctx context.Context, in interview.ScheduleInput) (*interview.Interview, error)
		SendSelfScheduleLink(ctx context.Context, in interview.LinkInput) (*interview.SentLink, error)
	}
)

// Service dispatches actions.
type Service struct {
	Candidates Candidates
	Team       Team
	Interviews Interviews
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
// its own.
var actions = map[string]handler{
	"send_candidate_email": (*Service).sendCandidateEmail,
	"invite_user":          (*Service).inviteUser,
	"invite_agency_user":   (*Service).inviteAgency,
	"specific_schedule":    (*Service).scheduleInterview,
	"self_schedule":        (*Service).sendSelfScheduleLink,
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

// ref is how forms name a person, a round or another record: an object
// with an id (the pickers' option, other keys ignored).
type ref struct {
	ID int64 `json:"id"`
}

// refs reads a picker's value: one object, a list of them, or null.
type refs []ref

// UnmarshalJSON accepts an object or a list of objects.
func (r *refs) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || string(b) == "null" {
		*r = nil
		return nil
	}
	if b[0] == '{' {
		var one ref
		if err := json.Unmarshal(b, &one); err != nil {
			return err
		}
		*r = refs{one}
		return nil
	}
	var many []ref
	if err := json.Unmarshal(b, &many); err != nil {
		return err
	}
	*r = many
	return nil
}

func (r refs) ids() []int64 {
	out := []int64{}
	for _, x := range r {
		if x.ID != 0 {
			out = append(out, x.ID)
		}
	}
	return out
}

// scheduleInterview is 'Schedule an interview' (specific_schedule): the
// spec's fields, plus the shadow panel, the place and the time zone.
func (s *Service) scheduleInterview(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var f struct {
		StartTime                string       `json:"start_time"`
		EndTime                  string       `json:"end_time"`
		Timezone                 string       `json:"timezone"`
		InterviewerData          refs         `json:"interviewer_data"`
		ShadowInterviewerData    refs         `json:"shadow_interviewer_data"`
		RoundData                ref          `json:"round_data"`
		CandidateApplicationData candidateRef `json:"candidate_application_data"`
		Location                 string       `json:"location"`
		VideoLink                string       `json:"video_link"`
	}
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(f.CandidateApplicationData.Slug)
	if _, err := s.Interviews.Schedule(ctx, interview.ScheduleInput{Slug: slug, RoundID: f.RoundData.ID, Start: f.StartTime, End: f.EndTime,
		TimeZone: f.Timezone, PanelIDs: f.InterviewerData.ids(), ShadowIDs: f.ShadowInterviewerData.ids(), Location: f.Location,
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
	var f struct {
		InterviewerData          refs         `json:"interviewer_data"`
		ShadowInterviewerData    refs         `json:"shadow_interviewer_data"`
		RoundData                ref          `json:"round_data"`
		CandidateApplicationData candidateRef `json:"candidate_application_data"`
		Duration                 int          `json:"duration"`
		WorkingHoursStart        string       `json:"working_hours_start"`
		WorkingHoursEnd          string       `json:"working_hours_end"`
		TimezoneOffset           *int         `json:"timezone_offset"`
		Timezone                 string       `json:"timezone"`
		Location                 string       `json:"location"`
		VideoLink                string       `json:"video_link"`
	}
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(f.CandidateApplicationData.Slug)
	if _, err := s.Interviews.SendSelfScheduleLink(ctx, interview.LinkInput{Slug: slug, RoundID: f.RoundData.ID,
		PanelIDs: f.InterviewerData.ids(), ShadowIDs: f.ShadowInterviewerData.ids(), Minutes: f.Duration,
		From: strings.TrimSpace(f.WorkingHoursStart), To: strings.TrimSpace(f.WorkingHoursEnd), TimeZone: f.Timezone,
		Location: f.Location, VideoLink: f.VideoLink}); err != nil {
		return nil, err
	}
	return &Result{Message: "Self schedule link sent successfully!", Link: "/candidate-timeline/" + slug}, nil
}
