package assistant

import (
	"context"
	"encoding/json"

	"hirekit/internal/assistant/action"
	"hirekit/internal/recruit"
)

// fillDueRound gives a scheduling action that names no round the round the
// candidate is due for: the first of the job's rounds with no interview
// that is not cancelled. Recruiters say "schedule an interview with Neil
// tomorrow at 4", not which round; the form shows the round for review and
// it can be changed there. Nothing changes when a round was named, the
// candidate is not settled, or every round has been held.
func (s *Service) fillDueRound(ctx context.Context, p *action.Parsed) {
	if s.Interviews == nil || len(p.Choices) > 0 || (p.Action != action.ScheduleInterview && p.Action != action.SelfSchedule) {
		return
	}
	// Both actions' fields name the candidate and the round alike.
	var f struct {
		CandidateApplicationData action.Candidate `json:"candidate_application_data"`
		RoundData                action.Ref       `json:"round_data"`
	}
	var all map[string]json.RawMessage
	if json.Unmarshal(p.Fields, &f) != nil || json.Unmarshal(p.Fields, &all) != nil || f.RoundData.ID != 0 || f.CandidateApplicationData.Slug == "" {
		return
	}
	if r, ok := s.dueRound(ctx, f.CandidateApplicationData.Slug); ok {
		all["round_data"], _ = json.Marshal(r)
		p.Fields, _ = json.Marshal(all)
	}
}

func (s *Service) dueRound(ctx context.Context, slug string) (action.Ref, bool) {
	rounds, err := s.Interviews.AllowedRounds(ctx, slug)
	if err != nil {
		return action.Ref{}, false
	}
	held, err := s.Interviews.ApplicationInterviews(ctx, slug)
	if err != nil {
		return action.Ref{}, false
	}
	had := map[int64]bool{}
	for _, iv := range held {
		if iv.State != recruit.InterviewCancelled {
			had[iv.RoundID] = true
		}
	}
	for _, r := range rounds {
		if !had[r.ID] {
			return action.Ref{ID: r.ID, Name: r.Name}, true
		}
	}
	return action.Ref{}, false
}
