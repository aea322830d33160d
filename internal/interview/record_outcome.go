package interview

import (
	"context"
	"slices"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// RecordOutcome records how a scheduled interview went, once it has
// started: completed, or no_show (the candidate did not come; the panel's
// scorecard reminders are cancelled, as there is nothing to score). Its
// panel, shadow panel included, or whoever manages the job's candidates
// may record it. Attendees' calendars are not told: the event happened as
// planned.
func (s *Service) RecordOutcome(ctx context.Context, id int64, state recruit.InterviewState) (*Interview, error) {
	if err := recruit.Require(ctx, recruit.PermRecordInterviewOutcome); err != nil {
		return nil, err
	}
	if state != recruit.InterviewCompleted && state != recruit.InterviewNoShow {
		return nil, recruit.FieldError("state", "An interview is recorded as completed or no_show")
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		iv, err := s.interview(ctx, id)
		if err != nil {
			return err
		}
		if iv.State != recruit.InterviewScheduled {
			return recruit.Errorf(recruit.ECONFLICT, "This interview is already %s", stateLabel(iv.State))
		}
		if sqldb.NowIn(ctx).Before(iv.StartsAt) {
			return recruit.Errorf(recruit.ECONFLICT, "You can record how the interview went once it has started")
		}
		if !slices.Contains(iv.Actions, ActionComplete) {
			return recruit.Errorf(recruit.EFORBIDDEN, "Only the panel or those who manage this job's candidates record how an interview went")
		}
		if err := s.setState(ctx, iv, state, "", false); err != nil {
			return err
		}
		if state == recruit.InterviewNoShow {
			return s.cancelReminders(ctx, iv.Panel)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.interview(ctx, id)
}

// stateLabel says what happened to an interview, for messages.
func stateLabel(s recruit.InterviewState) string {
	if s == recruit.InterviewNoShow {
		return "recorded as a no-show"
	}
	return string(s)
}
