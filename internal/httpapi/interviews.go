package httpapi

import (
	"context"
	"strconv"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

func interviewOut(iv *interview.Interview, loc *time.Location) apiv1.Interview {
	l := iv.In(loc)
	out := apiv1.Interview{ID: iv.ID, Slug: iv.Slug, CandidateName: iv.CandidateName, RequisitionID: iv.RequisitionID,
		RequisitionTitle: iv.RequisitionTitle, RoundID: iv.RoundID, RoundName: iv.RoundName, StartTime: rfc3339(iv.StartsAt),
		EndTime: rfc3339(iv.EndsAt), Timezone: iv.TimeZone, Local: apiv1.InterviewLocal{Timezone: l.Zone, Date: l.Date, Start: l.Start,
			End: l.End, Label: l.Label}, Location: iv.Location, VideoLink: iv.VideoLink, State: string(iv.State), Reason: iv.Reason,
		Sequence: iv.Sequence, Panel: []apiv1.InterviewPerson{}, ShadowPanel: []apiv1.InterviewPerson{}, AllowedActions: []string{},
		TimelineLink: "/candidate-timeline/" + iv.Slug, ScorecardLink: "/evaluation/" + iv.Slug + "/round/" + strconv.FormatInt(iv.RoundID, 10)}
	for _, o := range recruit.InterviewStates {
		if o.Value == string(iv.State) {
			out.StateLabel = o.Title
		}
	}
	for _, p := range iv.Panel {
		person := apiv1.InterviewPerson{ID: p.UserID, Name: p.Name, Email: p.Email}
		if p.Shadow {
			out.ShadowPanel = append(out.ShadowPanel, person)
		} else {
			out.Panel = append(out.Panel, person)
		}
	}
	for _, a := range iv.Actions {
		out.AllowedActions = append(out.AllowedActions, string(a))
	}
	return out
}

func interviewsOut(ivs []*interview.Interview, loc *time.Location) *apiv1.Interviews {
	out := &apiv1.Interviews{Interviews: []apiv1.Interview{}, Timezone: loc.String()}
	for _, iv := range ivs {
		out.Interviews = append(out.Interviews, interviewOut(iv, loc))
	}
	return out
}

func (s *Server) interviewers(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Interviewers, error) {
	us, err := s.deps.Interview.Interviewers(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Interviewers{Users: []apiv1.Interviewer{}}
	for _, u := range us {
		out.Users = append(out.Users, apiv1.Interviewer{ID: u.ID, Name: u.Name, Email: u.Email, Roles: u.Roles()})
	}
	return out, nil
}

func (s *Server) interviewCounts(ctx context.Context, req *apiv1.InterviewCountsRequest) (*apiv1.InterviewCounts, error) {
	counts, err := s.deps.Interview.Counts(ctx, req.CurrentDate, req.PanelIDs)
	if err != nil {
		return nil, err
	}
	out := &apiv1.InterviewCounts{Result: map[string]int{}}
	for id, n := range counts {
		out.Result[strconv.FormatInt(id, 10)] = n
	}
	return out, nil
}

func (s *Server) listInterviews(ctx context.Context, req *apiv1.InterviewsRequest) (*apiv1.Interviews, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	if req.Scope != "" && req.Scope != "upcoming" && req.Scope != "past" {
		return nil, apiv1.Meta{}, recruit.FieldError("scope", "Scope is upcoming or past")
	}
	loc, err := interview.ViewZone(ctx, req.Timezone)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	q := interview.ListQuery{Past: req.Scope == "past", Jobs: req.RequisitionIDs, Rounds: req.RoundIDs, Panel: req.PanelIDs, Page: page, PerPage: per}
	for _, st := range req.States {
		q.States = append(q.States, recruit.InterviewState(st))
	}
	res, err := s.deps.Interview.List(ctx, q)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	return interviewsOut(res.Items, loc), apiv1.Meta{Page: page, PerPage: per, Total: res.Total}, nil
}

func (s *Server) applicationInterviews(ctx context.Context, req *apiv1.ApplicationInterviewsRequest) (*apiv1.Interviews, error) {
	loc, err := interview.ViewZone(ctx, req.Timezone)
	if err != nil {
		return nil, err
	}
	ivs, err := s.deps.Interview.ApplicationInterviews(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return interviewsOut(ivs, loc), nil
}

func interviewResult(ctx context.Context, iv *interview.Interview) *apiv1.InterviewResult {
	loc, err := interview.ViewZone(ctx, "")
	if err != nil {
		loc = time.UTC
	}
	return &apiv1.InterviewResult{Interview: interviewOut(iv, loc)}
}

func refIDs(refs *[]apiv1.IDRef) *[]int64 {
	if refs == nil {
		return nil
	}
	ids := []int64{}
	for _, r := range *refs {
		ids = append(ids, r.ID)
	}
	return &ids
}

func (s *Server) rescheduleInterview(ctx context.Context, req *apiv1.RescheduleRequest) (*apiv1.InterviewResult, error) {
	iv, err := s.deps.Interview.Reschedule(ctx, interview.RescheduleInput{ID: req.ID, Start: req.StartTime, End: req.EndTime,
		TimeZone: req.Timezone, PanelIDs: refIDs(req.InterviewerData), ShadowIDs: refIDs(req.ShadowInterviewerData),
		Location: req.Location, VideoLink: req.VideoLink, Reason: req.Reason})
	if err != nil {
		return nil, err
	}
	return interviewResult(ctx, iv), nil
}

func (s *Server) cancelInterview(ctx context.Context, req *apiv1.CancelInterviewRequest) (*apiv1.InterviewResult, error) {
	iv, err := s.deps.Interview.Cancel(ctx, req.ID, req.Reason)
	if err != nil {
		return nil, err
	}
	return interviewResult(ctx, iv), nil
}

// recordOutcome answers POST interviews/{id}/complete and …/no-show.
func (s *Server) recordOutcome(state recruit.InterviewState) func(ctx context.Context, req *apiv1.IDPath) (*apiv1.InterviewResult, error) {
	return func(ctx context.Context, req *apiv1.IDPath) (*apiv1.InterviewResult, error) {
		iv, err := s.deps.Interview.RecordOutcome(ctx, req.ID, state)
		if err != nil {
			return nil, err
		}
		return interviewResult(ctx, iv), nil
	}
}

func scorecardOut(c *interview.Scorecard) apiv1.Scorecard {
	out := apiv1.Scorecard{ID: c.ID, RoundID: c.RoundID, InterviewID: c.InterviewID, UserID: c.UserID, UserName: c.UserName,
		Ratings: []apiv1.RatingValue{}, Recommendation: c.Recommendation, Notes: c.Notes, SubmittedAt: rfc3339(c.CreatedAt),
		UpdatedAt: rfc3339(c.UpdatedAt)}
	for _, r := range c.Ratings() {
		out.Ratings = append(out.Ratings, apiv1.RatingValue{Attribute: r.Attribute, Rating: r.Rating})
	}
	return out
}

func (s *Server) scorecardForm(ctx context.Context, req *apiv1.ScorecardPath) (*apiv1.ScorecardForm, error) {
	f, err := s.deps.Interview.ScorecardForm(ctx, req.Slug, req.RoundID)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ScorecardForm{Slug: f.Slug, CandidateName: f.CandidateName, RequisitionTitle: f.JobTitle, Round: roundOut(*f.Round),
		Editable: f.Editable, Reason: f.Reason, Recommendations: options(recruit.Recommendations), Ratings: options(recruit.Ratings)}
	if f.Interview != nil {
		iv := interviewResult(ctx, f.Interview).Interview
		out.Interview = &iv
	}
	if f.Mine != nil {
		c := scorecardOut(f.Mine)
		out.Scorecard = &c
	}
	return out, nil
}

func (s *Server) submitScorecard(ctx context.Context, req *apiv1.SubmitScorecardRequest) (*apiv1.ScorecardResult, error) {
	in := interview.ScorecardInput{Recommendation: req.Recommendation, Notes: req.Notes}
	for _, r := range req.Ratings {
		in.Ratings = append(in.Ratings, interview.Rating{Attribute: r.Attribute, Rating: r.Rating})
	}
	c, err := s.deps.Interview.SubmitScorecard(ctx, req.Slug, req.RoundID, in)
	if err != nil {
		return nil, err
	}
	return &apiv1.ScorecardResult{Scorecard: scorecardOut(c)}, nil
}

func (s *Server) applicationScorecards(ctx context.Context, req *apiv1.SlugPath) (*apiv1.ApplicationScorecards, error) {
	rounds, err := s.deps.Interview.Scorecards(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ApplicationScorecards{Rounds: []apiv1.RoundScorecards{}}
	for _, r := range rounds {
		rs := apiv1.RoundScorecards{Round: roundOut(r.Round), Expected: r.Expected, Submitted: r.Submitted, Hidden: r.Hidden,
			Averages: r.Averages, Recommendations: r.Recommendations, Scorecards: []apiv1.Scorecard{}}
		for i := range r.Cards {
			rs.Scorecards = append(rs.Scorecards, scorecardOut(&r.Cards[i]))
		}
		out.Rounds = append(out.Rounds, rs)
	}
	return out, nil
}
