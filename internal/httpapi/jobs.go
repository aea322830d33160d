package httpapi

import (
	"context"
	"strconv"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

func requisitionIn(in apiv1.RequisitionInput) ats.RequisitionInput {
	out := ats.RequisitionInput{
		Title: in.Title, Designation: in.Designation, Department: in.Department, Remote: in.Remote, JobType: in.JobType,
		MinExperience: in.MinExperience, MaxExperience: in.MaxExperience, MinSalary: in.MinSalary, MaxSalary: in.MaxSalary,
		SalaryCurrency: in.SalaryCurrency, Openings: in.Openings, HiringManagerID: in.HiringManagerID,
		RecruiterIDs: in.RecruiterIDs, PanelIDs: in.AuthorizedPanelIDs, AgencyIDs: in.AgencyIDs,
		Description: in.Description, AskSalary: in.AskSalary,
	}
	for _, l := range in.Locations {
		out.Locations = append(out.Locations, ats.Location{City: l.City, Country: l.Country, Remote: l.Remote})
	}
	for _, q := range in.ScreeningQuestions {
		out.Questions = append(out.Questions, ats.QuestionInput{ID: q.ID, Title: q.Title, FieldType: q.FieldType,
			Options: q.MetaData.Options, Required: q.Required, ReferralQuestion: q.ReferralQuestion})
	}
	return out
}

func questionOut(q ats.Question) apiv1.ScreeningQuestion {
	return apiv1.ScreeningQuestion{ID: q.ID, Title: q.Title, FieldType: q.FieldType, MetaData: apiv1.QuestionMeta{Options: q.Options()},
		Required: q.Required, ReferralQuestion: q.ReferralQuestion}
}

func requisitionOut(r *ats.Requisition) *apiv1.RequisitionResult {
	out := apiv1.Requisition{
		ID: r.ID, Slug: r.Slug, Title: r.Title, State: string(r.State), Designation: r.Designation, Remote: r.Remote,
		JobType: r.JobType, JobTypeDisplay: recruit.TitleOf(recruit.JobTypes, r.JobType),
		MinExperience: r.MinExperience, MaxExperience: r.MaxExperience, MinSalary: r.MinSalary, MaxSalary: r.MaxSalary,
		SalaryCurrency: r.SalaryCurrency, Openings: r.Openings, HiringManagerID: r.HiringManagerID,
		RecruiterIDs: r.RecruiterIDs, AuthorizedPanelIDs: r.PanelIDs, AgencyIDs: r.AgencyIDs, Description: r.Description,
		AskSalary: r.AskSalary, OpenForCareersPage: r.State == recruit.ReqLive, RejectedReason: r.RejectedReason,
		AllowedActions: []apiv1.RequisitionAction{}, CreatedAt: rfc3339(r.CreatedAt), UpdatedAt: rfc3339(r.UpdatedAt),
		Locations: []apiv1.Location{}, ScreeningQuestions: []apiv1.ScreeningQuestion{},
	}
	for _, a := range r.AllowedActions {
		out.AllowedActions = append(out.AllowedActions, apiv1.RequisitionAction(a))
	}
	if r.Department != nil {
		out.Department = *r.Department
	}
	if r.PublishedAt != nil {
		out.PublishedAt = rfc3339(*r.PublishedAt)
	}
	for _, l := range r.Locations {
		out.Locations = append(out.Locations, apiv1.Location{ID: l.ID, City: l.City, Country: l.Country, Remote: l.Remote})
	}
	for _, q := range r.Questions {
		out.ScreeningQuestions = append(out.ScreeningQuestions, questionOut(q))
	}
	return &apiv1.RequisitionResult{Requisition: out}
}

func (s *Server) createRequisition(ctx context.Context, req *apiv1.RequisitionInput) (*apiv1.RequisitionResult, error) {
	r, err := s.deps.ATS.CreateRequisition(ctx, requisitionIn(*req))
	if err != nil {
		return nil, err
	}
	return requisitionOut(r), nil
}

func (s *Server) updateRequisition(ctx context.Context, req *apiv1.UpdateRequisitionRequest) (*apiv1.RequisitionResult, error) {
	r, err := s.deps.ATS.UpdateRequisition(ctx, req.ID, requisitionIn(req.RequisitionInput))
	if err != nil {
		return nil, err
	}
	return requisitionOut(r), nil
}

func (s *Server) getRequisition(ctx context.Context, req *apiv1.IDPath) (*apiv1.RequisitionResult, error) {
	r, err := s.deps.ATS.Requisition(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return requisitionOut(r), nil
}

func (s *Server) requisitionAction(action ats.Action) func(ctx context.Context, req *apiv1.RequisitionActionRequest) (*apiv1.RequisitionResult, error) {
	return func(ctx context.Context, req *apiv1.RequisitionActionRequest) (*apiv1.RequisitionResult, error) {
		r, err := s.deps.ATS.ChangeState(ctx, req.ID, action, req.Reason)
		if err != nil {
			return nil, err
		}
		return requisitionOut(r), nil
	}
}

// listRequisitions serves GET requisitions: a numeric page, or a view name
// (DECISIONS.md) for an unpaginated list capped at 500.
func (s *Server) listRequisitions(ctx context.Context, req *apiv1.RequisitionsRequest) (*apiv1.Requisitions, apiv1.Meta, error) {
	q := ats.ListQuery{Search: req.Q}
	for _, st := range req.State {
		q.States = append(q.States, recruit.RequisitionState(st))
	}
	meta := apiv1.Meta{}
	if n, err := strconv.Atoi(req.Page); err == nil || req.Page == "" {
		if req.Page != "" && n < 1 {
			return nil, meta, recruit.FieldError("page", "Invalid value for page")
		}
		page, per, err := pageOf(apiv1.PageRequest{Page: n, PerPage: req.PerPage})
		if err != nil {
			return nil, meta, err
		}
		q.Page, q.PerPage = page, per
		meta.Page, meta.PerPage = page, per
	} else {
		q.View = req.Page
		meta.PerPage = ats.ViewCap
	}
	res, err := s.deps.ATS.ListRequisitions(ctx, q)
	if err != nil {
		return nil, meta, err
	}
	meta.Total = res.Total
	out := &apiv1.Requisitions{Requisitions: []apiv1.RequisitionSummary{}, StateCounts: map[string]int{}}
	for st, n := range res.StateCounts {
		out.StateCounts[string(st)] = n
	}
	for _, r := range res.Items {
		out.Requisitions = append(out.Requisitions, apiv1.RequisitionSummary{
			ID: r.ID, Slug: r.Slug, Title: r.Title, State: string(r.State), Department: deref(r.Department), JobType: r.JobType,
			Openings: r.Openings, HiringManager: deref(r.HiringManager), Locations: deref(r.Locations), Remote: r.Remote,
			CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339),
		})
	}
	return out, meta, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (s *Server) getQuestion(ctx context.Context, req *apiv1.IDPath) (*apiv1.QuestionPage, error) {
	q, err := s.deps.ATS.QuestionByID(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.QuestionPage{Question: questionOut(q.Question), RequisitionID: q.RequisitionID, RequisitionTitle: q.RequisitionTitle,
		Answers: []apiv1.QuestionAnswer{}}, nil
}

func (s *Server) listDepartments(ctx context.Context, _ *apiv1.Empty) (*apiv1.Options, error) {
	ds, err := s.deps.ATS.Departments(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Options{Options: []apiv1.Option{}}
	for _, d := range ds {
		// The title is the value job forms send; the id is what analytics
		// filters take.
		out.Options = append(out.Options, apiv1.Option{Value: d.Title, Title: d.Title, ID: d.ID})
	}
	return out, nil
}

func options(in []recruit.Option) []apiv1.Option {
	out := []apiv1.Option{}
	for _, o := range in {
		out = append(out, apiv1.Option{Value: o.Value, Title: o.Title})
	}
	return out
}

// nextStates answers the whole moves table (the spec's map); an
// application's own detail carries the moves its viewer may make.
func (s *Server) nextStates(ctx context.Context, _ *apiv1.Empty) (*apiv1.NextStates, error) {
	out := &apiv1.NextStates{NextStates: map[string][]string{}}
	for from := range recruit.Moves {
		list := []string{}
		for _, t := range recruit.NextStates(from, recruit.MoveRule{}) {
			list = append(list, string(t))
		}
		out.NextStates[string(from)] = list
	}
	for _, si := range recruit.States {
		out.States = append(out.States, apiv1.StateInfo{State: string(si.State), Label: si.Label, Colour: si.Colour,
			TextColour: si.TextColour, Phase: string(si.Phase), Open: si.Open})
	}
	return out, nil
}

func (s *Server) vocabulary(ctx context.Context, _ *apiv1.Empty) (*apiv1.Vocabulary, error) {
	out := &apiv1.Vocabulary{NoticePeriods: options(recruit.NoticePeriods), Currencies: recruit.Currencies,
		JobTypes: options(recruit.JobTypes), FieldTypes: recruit.FieldTypes}
	out.Priorities = []apiv1.Option{{Value: "127", Title: "-"}}
	for p := recruit.Priority(0); p <= 5; p++ {
		out.Priorities = append(out.Priorities, apiv1.Option{Value: strconv.Itoa(int(p)), Title: p.Label()})
	}
	for _, m := range []recruit.MatchScore{recruit.MatchNone, recruit.MatchWeak, recruit.MatchModerate, recruit.MatchGood} {
		out.MatchScores = append(out.MatchScores, apiv1.Option{Value: strconv.Itoa(int(m)), Title: m.Label()})
	}
	for _, r := range recruit.CompanyRoles {
		role := apiv1.RoleOption{Value: r, Title: recruit.RoleLabels[r]}
		if need, ok := recruit.RoleFeatures[r]; ok {
			role.FeatureGroup, role.Feature = need[0], need[1]
		}
		out.Roles = append(out.Roles, role)
	}
	for _, v := range recruit.TemplateVariables {
		out.TemplateVariables = append(out.TemplateVariables, apiv1.TemplateVariable{Name: v.Name, Description: v.Description, Example: v.Example})
	}
	out.InterviewStates, out.Recommendations = options(recruit.InterviewStates), options(recruit.Recommendations)
	out.Ratings, out.TimeZones = options(recruit.Ratings), options(recruit.TimeZones)
	out.JobPeople = apiv1.JobPeople{HiringManager: recruit.JobPeople["hiring_manager"], Recruiters: recruit.JobPeople["recruiters"],
		AuthorizedPanel: recruit.JobPeople["authorized_panel"]}
	return out, nil
}

func roundOut(r interview.Round) apiv1.Round {
	return apiv1.Round{ID: r.ID, Name: r.Name, Position: r.Position, RequisitionID: r.RequisitionID, Attributes: r.Attributes()}
}

func roundsOut(rs []interview.Round) *apiv1.Rounds {
	out := &apiv1.Rounds{Rounds: []apiv1.Round{}}
	for _, r := range rs {
		out.Rounds = append(out.Rounds, roundOut(r))
	}
	return out
}

func (s *Server) listRounds(ctx context.Context, req *apiv1.RoundsRequest) (*apiv1.Rounds, error) {
	rs, err := s.deps.Interview.Rounds(ctx, req.RequisitionID)
	if err != nil {
		return nil, err
	}
	return roundsOut(rs), nil
}

func (s *Server) addRound(ctx context.Context, req *apiv1.RoundInput) (*apiv1.RoundResult, error) {
	r, err := s.deps.Interview.AddRound(ctx, req.RequisitionID, interview.RoundInput{Name: req.Name, Attributes: req.Attributes})
	if err != nil {
		return nil, err
	}
	return &apiv1.RoundResult{Round: roundOut(*r)}, nil
}

func (s *Server) updateRound(ctx context.Context, req *apiv1.UpdateRoundRequest) (*apiv1.RoundResult, error) {
	r, err := s.deps.Interview.UpdateRound(ctx, req.ID, interview.RoundInput{Name: req.Name, Attributes: req.Attributes})
	if err != nil {
		return nil, err
	}
	return &apiv1.RoundResult{Round: roundOut(*r)}, nil
}

func (s *Server) deleteRound(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if _, err := s.deps.Interview.DeleteRound(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Round deleted"}, nil
}

func (s *Server) reorderRounds(ctx context.Context, req *apiv1.ReorderRoundsRequest) (*apiv1.Rounds, error) {
	rs, err := s.deps.Interview.Reorder(ctx, req.RequisitionID, req.IDs)
	if err != nil {
		return nil, err
	}
	return roundsOut(rs), nil
}
