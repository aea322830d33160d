package ats

import (
	"context"

	"github.com/uptrace/bun"

	"hirekit/internal/auth"
	"hirekit/internal/recruit"
)

// This file holds what the interview package asks of jobs and
// applications: the row rules of this package, applied to its lists and
// checks, so that who sees and manages which candidates is decided here
// only. Each is a lookup under the calling use case's own permission.

// VisibleJobs returns a subquery selecting the ids of the jobs the actor
// sees, for another package's list to filter by the same row rule; it is
// "" when the actor sees every job of the company.
func (s *Service) VisibleJobs(ctx context.Context) (string, []any, error) {
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return "", nil, err
	}
	cond, args := visibility(actor)
	if cond == "1 = 1" {
		return "", nil, nil
	}
	return "SELECT r.id FROM requisitions r WHERE r.company_id = ? AND " + cond, append([]any{companyID}, args...), nil
}

// ManagedJobs reports which of jobs the actor manages the candidates of
// (managesCandidates): admins and TAs all, a hiring manager the jobs they
// manage or recruit for. Jobs of another company are never managed.
func (s *Service) ManagedJobs(ctx context.Context, jobs []int64) (map[int64]bool, error) {
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return nil, err
	}
	out := map[int64]bool{}
	if len(jobs) == 0 {
		return out, nil
	}
	var rows []struct {
		ID              int64  `bun:"id"`
		HiringManagerID *int64 `bun:"hiring_manager_id"`
		Recruiter       bool   `bun:"recruiter"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT r.id, r.hiring_manager_id, EXISTS (SELECT 1 FROM requisition_members m
		WHERE m.requisition_id = r.id AND m.kind = ? AND m.member_id = ?) AS recruiter
		FROM requisitions r WHERE r.company_id = ? AND r.id IN (?)`, memberRecruiter, actor.UserID, companyID, bun.In(jobs)).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		var recruiters []int64
		if r.Recruiter {
			recruiters = []int64{actor.UserID}
		}
		out[r.ID] = managesCandidates(actor, r.HiringManagerID, recruiters)
	}
	return out, nil
}

// Interviewers lists the colleagues who may sit on an interview panel of
// a job: the spec's interviewer roles (TA, admin, interviewer, hiring
// manager) among those who see the job.
func (s *Service) Interviewers(ctx context.Context, jobID int64) ([]auth.User, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	return s.colleagues(ctx, companyID, jobID, recruit.JobPeople["authorized_panel"])
}

// Notify stores notifications for users about something another package
// did, in the caller's transaction (see notify).
func (s *Service) Notify(ctx context.Context, companyID int64, users []int64, kind, title, link string) error {
	return s.notify(ctx, companyID, users, kind, title, link)
}
