package assistant

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"hirekit/internal/assistant/action"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// JobFilter turns the spec's job filters into the candidate list's filter:
// states, notice periods, experience and current CTC ranges, answers, and
// screeno_filters' score as match scores. Tags, graduation years and the
// search query have no place in the candidate list's filter and are left
// out (the list and its chips show what applies).
func JobFilter(f action.Filter) ats.Filter {
	jf := f.Filters
	out := ats.Filter{Statuses: jf.ApplicationStates, NoticePeriods: jf.NoticePeriods,
		MinExperience: jf.MinExperience, MaxExperience: jf.MaxExperience,
		MinCurrentCTC: jf.MinCurrentCTC, MaxCurrentCTC: jf.MaxCurrentCTC}
	if len(jf.Answers) > 0 {
		out.Answers = map[string]json.RawMessage{}
		for k, v := range jf.Answers {
			out.Answers[k] = v
		}
	}
	for _, sc := range f.ScreenoFilters.Score {
		if sc >= int(recruit.MatchNone) && sc <= int(recruit.MatchGood) {
			out.MatchScores = append(out.MatchScores, sc)
		}
	}
	if f.RequisitionData != nil && f.RequisitionData.ID != 0 {
		out.Requisitions = []int64{f.RequisitionData.ID}
	}
	return out
}

// filterCandidates is 'Filter specific candidates': the filter's
// navigation_token and the candidate list that opens it.
func (s *Service) filterCandidates(ctx context.Context, raw json.RawMessage) (*Result, error) {
	if err := recruit.Require(ctx, recruit.PermListApplications); err != nil {
		return nil, err
	}
	var f action.Filter
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if f.RequisitionData != nil && f.RequisitionData.ID != 0 {
		if err := s.checkJob(ctx, f.RequisitionData.ID); err != nil {
			return nil, err
		}
	}
	tok, err := filterToken(JobFilter(f))
	if err != nil {
		return nil, err
	}
	return &Result{Message: "Candidates filtered successfully", Link: "/candidates?navigation_token=" + tok, NavigationToken: tok}, nil
}

// filterJobCandidates is 'Filter candidates of a job': the same token,
// opened on the job's own page.
func (s *Service) filterJobCandidates(ctx context.Context, raw json.RawMessage) (*Result, error) {
	if err := recruit.Require(ctx, recruit.PermListApplications); err != nil {
		return nil, err
	}
	var f action.Filter
	if err := decodeFields(raw, &f); err != nil {
		return nil, err
	}
	if f.RequisitionData == nil || f.RequisitionData.ID < 1 {
		return nil, recruit.FieldError("requisition_data", "Please select a job")
	}
	if err := s.checkJob(ctx, f.RequisitionData.ID); err != nil {
		return nil, err
	}
	tok, err := filterToken(JobFilter(f))
	if err != nil {
		return nil, err
	}
	return &Result{Message: "Candidates filtered successfully",
		Link: "/jobs/" + strconv.FormatInt(f.RequisitionData.ID, 10) + "?navigation_token=" + tok, NavigationToken: tok}, nil
}

// checkJob answers not found for a job the caller could not open by hand.
func (s *Service) checkJob(ctx context.Context, id int64) error {
	_, err := s.Jobs.Requisition(ctx, id)
	return err
}

// filterToken checks the filter as the list would and encodes it.
func filterToken(f ats.Filter) (string, error) {
	if err := f.Check(time.Now(), false); err != nil {
		return "", err
	}
	return f.Token(), nil
}
