package httpapi

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

func chip(s recruit.State) apiv1.StateChip {
	si, _ := s.Info()
	return apiv1.StateChip{State: string(s), Label: si.Label, Colour: si.Colour, TextColour: si.TextColour}
}

func (s *Server) applicationOut(a *ats.Application) *apiv1.ApplicationResult {
	out := apiv1.CandidateApplication{
		TalenthubSkills: []apiv1.HubSkill{},
		ID:              a.ShownID, Slug: a.Slug, RequisitionID: a.RequisitionID, RequisitionTitle: a.RequisitionTitle, State: chip(a.State),
		Candidate: apiv1.ApplicationCandidate{ID: a.ShownCandidateID, Name: a.CandidateName, Email: a.CandidateEmail, Phone: a.CandidatePhone,
			Links: a.Links(), Since: rfc3339(a.CandidateSince)},
		Source: a.Source, SourceRaw: a.SourceRaw, Priority: a.Priority, PriorityLabel: recruit.Priority(a.Priority).Label(),
		MatchScore: a.MatchScore, MatchLabel: recruit.MatchScore(a.MatchScore).Label(), MatchReasons: a.MatchReasons(), ExperienceYears: a.ExperienceYears,
		CurrentCTC: a.CurrentCTC, ExpectedCTC: a.ExpectedCTC, SalaryCurrency: a.SalaryCurrency, NoticePeriod: a.NoticePeriod,
		NoticePeriodLabel: recruit.TitleOf(recruit.NoticePeriods, a.NoticePeriod),
		Archived:          a.Archived, Resume: apiv1.ApplicationResume{Name: a.ResumeName, Status: string(a.ResumeStatus), Error: a.ResumeError},
		History: []apiv1.HistoryEntry{}, Answers: []apiv1.AnswerOut{}, TagIDs: a.TagIDs, NextStates: []string{},
		CreatedAt: rfc3339(a.CreatedAt), ReferredByName: a.ReferrerName, AgencyName: a.AgencyName, OtherSubmissions: []apiv1.OtherSubmission{},
		EmailUnconfirmed: a.EmailUnconfirmed,
	}
	for _, o := range a.OtherSubmissions {
		out.OtherSubmissions = append(out.OtherSubmissions, apiv1.OtherSubmission{By: o.By, Name: o.Name, Email: o.Email, At: rfc3339(o.CreatedAt)})
	}
	if a.PossibleDupOf != nil {
		out.PossibleDuplicateOf = *a.PossibleDupOf
	}
	if a.ResumeKey != "" && s.deps.Signer != nil {
		out.Resume.URL = s.deps.Signer.URL(a.ResumeKey, 15*time.Minute)
	}
	for _, n := range a.NextStates {
		out.NextStates = append(out.NextStates, string(n))
	}
	for _, m := range a.Moves {
		out.History = append(out.History, apiv1.HistoryEntry{From: m.From, To: m.To, Reason: m.Reason, By: deref(m.MoverName), At: rfc3339(m.CreatedAt)})
	}
	for _, x := range a.Answers {
		// Answers are stored as JSON by the domain's own check; a value
		// that does not decode shows as none.
		var v any
		_ = json.Unmarshal([]byte(x.Answer), &v)
		out.Answers = append(out.Answers, apiv1.AnswerOut{QuestionID: x.QuestionID, Title: x.Title, FieldType: x.FieldType, Answer: v})
	}
	return &apiv1.ApplicationResult{CandidateApplication: out}
}

// maxApplicationForm bounds the whole add-candidate form: the resume and
// its fields.
const maxApplicationForm = intake.MaxApplicationResume + 1<<20

// addApplication takes the multipart form of POST candidate-applications.
func (s *Server) addApplication(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	f, err := readForm(r, maxApplicationForm, "candidate_resume", intake.ApplicationResume)
	if err != nil {
		return err
	}
	defer f.Close()
	v := f.values
	in := ats.ApplicationInput{Name: v["name"], Email: v["email"], Phone: v["phone"], Source: v["source"],
		SalaryCurrency: v["salary_currency"], NoticePeriod: v["notice_period"], Resume: f.file}
	if in.RequisitionID, err = strconv.ParseInt(v["requisition_id"], 10, 64); err != nil {
		return recruit.FieldError("requisition_id", "Please select a job")
	}
	if x := strings.TrimSpace(v["experience"]); x != "" {
		n, err := strconv.ParseFloat(x, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return recruit.FieldError("experience", "Please enter experience")
		}
		in.ExperienceYears = &n
	}
	for field, dst := range map[string]**int64{"current_ctc": &in.CurrentCTC, "expected_ctc": &in.ExpectedCTC} {
		if x := strings.TrimSpace(v[field]); x != "" {
			n, err := strconv.ParseInt(x, 10, 64)
			if err != nil {
				return recruit.FieldError(field, "Please enter the annual amount in whole units")
			}
			*dst = &n
		}
	}
	if x := v["answers"]; x != "" {
		raw := map[string]json.RawMessage{}
		if json.Unmarshal([]byte(x), &raw) != nil {
			return recruit.FieldError("answers", "Invalid answers")
		}
		in.Answers = map[int64]json.RawMessage{}
		for k, val := range raw {
			id, err := strconv.ParseInt(k, 10, 64)
			if err != nil {
				return recruit.FieldError("answers", "Invalid answers")
			}
			in.Answers[id] = val
		}
	}
	if x := v["links"]; x != "" && json.Unmarshal([]byte(x), &in.Links) != nil {
		return recruit.FieldError("links", "Invalid links")
	}
	a, err := s.deps.ATS.AddApplication(ctx, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.ApplicationResult]{Data: s.applicationOut(a)})
	return nil
}

func (s *Server) getApplication(ctx context.Context, req *apiv1.SlugPath) (*apiv1.ApplicationResult, error) {
	a, err := s.deps.ATS.Application(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := s.applicationOut(a)
	// ats allowed the read: the talenthub badges of the address it carries,
	// for those who read the candidate's profile (not agencies).
	if recruit.Require(ctx, recruit.PermViewProfile) != nil {
		return out, nil
	}
	username, skills, err := s.deps.Hub.ApplicantSkills(ctx, a.CandidateEmail)
	if err != nil {
		return nil, err
	}
	out.CandidateApplication.TalenthubUsername = username
	for _, sk := range skills {
		out.CandidateApplication.TalenthubSkills = append(out.CandidateApplication.TalenthubSkills, apiv1.HubSkill{Name: sk.Name, Slug: sk.Slug,
			Proficiency: sk.Proficiency, LastPassedCertificationSlug: sk.LastPassedCertificationSlug})
	}
	return out, nil
}

func (s *Server) moveApplication(ctx context.Context, req *apiv1.MoveRequest) (*apiv1.ApplicationResult, error) {
	a, err := s.deps.ATS.MoveApplication(ctx, ats.MoveInput{Slug: req.Slug, To: recruit.State(req.To), Reason: req.Reason, From: recruit.State(req.From)})
	if err != nil {
		return nil, err
	}
	return s.applicationOut(a), nil
}

func (s *Server) updateApplication(ctx context.Context, req *apiv1.UpdateApplicationRequest) (*apiv1.ApplicationResult, error) {
	var tags []int64
	if req.TagIDs != nil {
		tags = append([]int64{}, (*req.TagIDs)...)
	}
	a, err := s.deps.ATS.UpdateApplication(ctx, req.Slug, req.Priority, req.Archived, tags)
	if err != nil {
		return nil, err
	}
	return s.applicationOut(a), nil
}

func rowsOut(rows []ats.ApplicationRow) []apiv1.ApplicationRow {
	out := []apiv1.ApplicationRow{}
	for _, r := range rows {
		out = append(out, apiv1.ApplicationRow{ID: r.ID, Slug: r.Slug, Candidate: apiv1.NameOnly{Name: r.Name}, Email: r.Email,
			State: chip(r.State), Source: r.Source, RequisitionID: r.RequisitionID, RequisitionTitle: r.RequisitionTitle,
			Priority: r.Priority, PriorityLabel: recruit.Priority(r.Priority).Label(), MatchScore: r.MatchScore,
			MatchLabel: recruit.MatchScore(r.MatchScore).Label(), MatchReasons: r.MatchReasons(),
			ExperienceYears: r.ExperienceYears, Archived: r.Archived, CreatedAt: rfc3339(r.CreatedAt)})
	}
	return out
}

func (s *Server) listApplications(ctx context.Context, req *apiv1.ApplicationsRequest) (*apiv1.Applications, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	res, err := s.deps.ATS.ListApplications(ctx, ats.ApplicationQuery{NavigationToken: req.NavigationToken, View: req.View, Sort: req.Sort,
		Page: page, PerPage: per, WithStateCounts: req.WithStateCounts}, time.Now().UTC())
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	return &apiv1.Applications{CandidateApplications: rowsOut(res.Rows), StateCounts: res.StateCounts, NavigationToken: res.Filter.Token(),
			Filter: filterOut(res.Filter)},
		apiv1.Meta{Page: page, PerPage: per, Total: res.Total}, nil
}

func (s *Server) recentApplications(ctx context.Context, _ *apiv1.Empty) (*apiv1.RecentApplications, error) {
	rows, err := s.deps.ATS.RecentApplications(ctx, 20)
	if err != nil {
		return nil, err
	}
	return &apiv1.RecentApplications{CandidateApplications: rowsOut(rows)}, nil
}

func (s *Server) allowedSources(ctx context.Context, _ *apiv1.Empty) (*apiv1.Sources, error) {
	src, err := s.deps.ATS.Sources(ctx)
	if err != nil {
		return nil, err
	}
	return &apiv1.Sources{Sources: options(src)}, nil
}

func (s *Server) addSource(ctx context.Context, req *apiv1.TitleRequest) (*apiv1.SourceResult, error) {
	o, err := s.deps.ATS.AddSource(ctx, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.SourceResult{Source: apiv1.Option{Value: o.Value, Title: o.Title}}, nil
}

func (s *Server) listTags(ctx context.Context, req *apiv1.TagsRequest) (*apiv1.Tags, error) {
	if req.OrderBy != "" && req.OrderBy != "id" {
		return nil, recruit.FieldError("order_by", "Tags are ordered by id")
	}
	tags, err := s.deps.ATS.Tags(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Tags{Tags: []apiv1.Tag{}, NoticePeriods: options(recruit.NoticePeriods)}
	for _, t := range tags {
		out.Tags = append(out.Tags, apiv1.Tag{ID: t.ID, Title: t.Title})
	}
	return out, nil
}

func (s *Server) addTag(ctx context.Context, req *apiv1.TitleRequest) (*apiv1.TagResult, error) {
	t, err := s.deps.ATS.AddTag(ctx, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.TagResult{Tag: apiv1.Tag{ID: t.ID, Title: t.Title}}, nil
}

// allowedRounds answers GET interview/allowed-rounds/{slug}: the rounds of
// the application's job.
func (s *Server) allowedRounds(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Rounds, error) {
	rs, err := s.deps.Interview.AllowedRounds(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return roundsOut(rs), nil
}

func (s *Server) renameSource(ctx context.Context, req *apiv1.RenameSourceRequest) (*apiv1.SourceResult, error) {
	o, err := s.deps.ATS.RenameSource(ctx, req.Value, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.SourceResult{Source: apiv1.Option{Value: o.Value, Title: o.Title}}, nil
}

func (s *Server) deleteSource(ctx context.Context, req *apiv1.SourcePath) (*apiv1.Message, error) {
	if err := s.deps.ATS.DeleteSource(ctx, req.Value); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Source deleted"}, nil
}

func (s *Server) renameTag(ctx context.Context, req *apiv1.RenameTagRequest) (*apiv1.TagResult, error) {
	t, err := s.deps.ATS.RenameTag(ctx, req.ID, req.Title)
	if err != nil {
		return nil, err
	}
	return &apiv1.TagResult{Tag: apiv1.Tag{ID: t.ID, Title: t.Title}}, nil
}

func (s *Server) deleteTag(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.ATS.DeleteTag(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Tag deleted"}, nil
}

// filterOut is the canonical filter as the wire type.
func filterOut(f ats.Filter) apiv1.CandidateFilter {
	out := apiv1.CandidateFilter{Sources: f.Sources, Statuses: f.Statuses, TAs: f.TAs, Requisitions: f.Requisitions,
		CandidateApplicationTags: f.CandidateApplicationTags, MatchScores: f.MatchScores, MinExperience: f.MinExperience, MaxExperience: f.MaxExperience,
		StartDate: f.StartDate, EndDate: f.EndDate, IncludeArchived: f.IncludeArchived,
		NoticePeriods: f.NoticePeriods, MinCurrentCTC: f.MinCurrentCTC, MaxCurrentCTC: f.MaxCurrentCTC, Answers: f.Answers}
	if rf := f.RoundFilters; len(rf.Scheduled)+len(rf.Completed)+len(rf.Cancelled)+len(rf.NoShow) > 0 {
		out.RoundFilters = &apiv1.RoundFilters{Scheduled: rf.Scheduled, Completed: rf.Completed, Cancelled: rf.Cancelled, NoShow: rf.NoShow}
	}
	return out
}
