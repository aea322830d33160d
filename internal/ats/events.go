package ats

import (
	"context"
	"time"

	"hirekit/internal/recruit"
)

// Events tells other systems what happened (webhooks.Service does). It
// joins the ctx transaction; data is called only when some endpoint
// subscribes, so a company without webhooks pays one indexed query.
type Events interface {
	Publish(ctx context.Context, companyID int64, event recruit.Event, data func(ctx context.Context) (any, error)) error
}

// ApplicationEvent is the data of application.* events: what a receiver
// needs to find the application again, and the move when there is one.
type ApplicationEvent struct {
	Application EventApplication `json:"application"`
	From        recruit.State    `json:"from_state,omitempty"`
	To          recruit.State    `json:"to_state,omitempty"`
	Reason      string           `json:"reason,omitempty"`
}

// EventApplication is an application as events describe it.
type EventApplication struct {
	Slug           string        `json:"id" bun:"slug"`
	JobID          int64         `json:"job_id" bun:"requisition_id"`
	JobTitle       string        `json:"job_title" bun:"requisition_title"`
	State          recruit.State `json:"state" bun:"state"`
	Source         string        `json:"source" bun:"source"`
	CandidateName  string        `json:"candidate_name" bun:"candidate_name"`
	CandidateEmail string        `json:"candidate_email" bun:"candidate_email"`
	CreatedAt      time.Time     `json:"created_at" bun:"created_at"`
}

// publishApplication publishes event about application appID, in the ctx
// transaction; ev carries the move, if any.
func (s *Service) publishApplication(ctx context.Context, companyID, appID int64, event recruit.Event, ev ApplicationEvent) error {
	if s.Events == nil {
		return nil
	}
	return s.Events.Publish(ctx, companyID, event, func(ctx context.Context) (any, error) {
		var row EventApplication
		err := s.DB.Conn(ctx).NewRaw(`SELECT a.slug, a.requisition_id, r.title AS requisition_title, a.state, a.source,
			COALESCE(NULLIF(a.submitted_name, ''), c.name) AS candidate_name, c.email AS candidate_email, a.created_at
			FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id JOIN candidates c ON c.id = a.candidate_id
			WHERE a.id = ? AND a.company_id = ?`, appID, companyID).Scan(ctx, &row)
		if err != nil {
			return nil, err
		}
		row.CreatedAt = row.CreatedAt.UTC()
		ev.Application = row
		return ev, nil
	})
}

// publishMove publishes application.moved, and application.hired when the
// move enters the hired phase.
func (s *Service) publishMove(ctx context.Context, companyID, appID int64, from, to recruit.State, reason string) error {
	ev := ApplicationEvent{From: from, To: to, Reason: reason}
	if err := s.publishApplication(ctx, companyID, appID, recruit.EventApplicationMoved, ev); err != nil {
		return err
	}
	fi, _ := from.Info()
	ti, _ := to.Info()
	if ti.Phase == recruit.PhaseHired && fi.Phase != recruit.PhaseHired {
		return s.publishApplication(ctx, companyID, appID, recruit.EventApplicationHired, ev)
	}
	return nil
}
