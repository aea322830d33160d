package interview

import (
	"context"
	"time"

	"hirekit/internal/recruit"
)

// Events tells other systems what happened (webhooks.Service does); it
// joins the ctx transaction and calls data only when some endpoint
// subscribes.
type Events interface {
	Publish(ctx context.Context, companyID int64, event recruit.Event, data func(ctx context.Context) (any, error)) error
}

// InterviewEvent is the data of interview.* events.
type InterviewEvent struct {
	Interview EventInterview `json:"interview"`
}

// EventInterview is an interview as events describe it.
type EventInterview struct {
	ID            int64                  `json:"id"`
	ApplicationID string                 `json:"application_id"`
	JobID         int64                  `json:"job_id"`
	JobTitle      string                 `json:"job_title"`
	CandidateName string                 `json:"candidate_name"`
	Round         string                 `json:"round"`
	StartsAt      time.Time              `json:"starts_at"`
	EndsAt        time.Time              `json:"ends_at"`
	TimeZone      string                 `json:"time_zone"`
	State         recruit.InterviewState `json:"state"`
	Reason        string                 `json:"reason,omitempty"`
}

// ScorecardEvent is the data of scorecard.submitted: never the notes or
// ratings, which stay with the panel.
type ScorecardEvent struct {
	Scorecard struct {
		ID             int64  `json:"id"`
		ApplicationID  string `json:"application_id"`
		InterviewID    int64  `json:"interview_id"`
		Round          string `json:"round"`
		Recommendation string `json:"recommendation"`
		SubmittedBy    int64  `json:"submitted_by"`
	} `json:"scorecard"`
}

func (s *Service) publishInterview(ctx context.Context, companyID, id int64, event recruit.Event) error {
	if s.Events == nil {
		return nil
	}
	return s.Events.Publish(ctx, companyID, event, func(ctx context.Context) (any, error) {
		iv, err := s.interview(ctx, id)
		if err != nil {
			return nil, err
		}
		return InterviewEvent{Interview: EventInterview{ID: iv.ID, ApplicationID: iv.Slug, JobID: iv.RequisitionID, JobTitle: iv.RequisitionTitle,
			CandidateName: iv.CandidateName, Round: iv.RoundName, StartsAt: iv.StartsAt.UTC(), EndsAt: iv.EndsAt.UTC(), TimeZone: iv.TimeZone,
			State: iv.State, Reason: iv.Reason}}, nil
	})
}

func (s *Service) publishScorecard(ctx context.Context, companyID int64, iv *Interview, id int64, round, recommendation string, by int64) error {
	if s.Events == nil {
		return nil
	}
	return s.Events.Publish(ctx, companyID, recruit.EventScorecardSubmitted, func(ctx context.Context) (any, error) {
		var ev ScorecardEvent
		ev.Scorecard.ID, ev.Scorecard.ApplicationID, ev.Scorecard.InterviewID = id, iv.Slug, iv.ID
		ev.Scorecard.Round, ev.Scorecard.Recommendation, ev.Scorecard.SubmittedBy = round, recommendation, by
		return ev, nil
	})
}
