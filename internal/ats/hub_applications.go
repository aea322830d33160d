package ats

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// OwnApplication is an application as the person who made it sees it
// from talenthub: where and when, and the stage in plain words; never a
// note, a score or who moved it.
type OwnApplication struct {
	Slug        string
	JobTitle    string
	CompanyName string
	Stage       recruit.CandidateStage
	AppliedAt   time.Time
	UpdatedAt   time.Time
}

// hubApplicationsLimit bounds the list; nobody applies to more jobs than
// a dashboard can show.
const hubApplicationsLimit = 200

// ApplicationsOfHubCandidate lists, across companies, the applications the
// signed-in talenthub candidate made themselves with their verified email
// (careers pages, talenthub): not those a recruiter, an employee or an
// agency put them forward for, which the company may not have told them
// of. Newest first.
func (s *Service) ApplicationsOfHubCandidate(ctx context.Context) ([]OwnApplication, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	email := normaliseEmail(actor.Email)
	if email == "" || !actor.EmailVerified {
		return []OwnApplication{}, nil
	}
	var rows []struct {
		Slug      string        `bun:"slug"`
		Title     string        `bun:"title"`
		Company   string        `bun:"company"`
		State     recruit.State `bun:"state"`
		CreatedAt time.Time     `bun:"created_at"`
		UpdatedAt time.Time     `bun:"updated_at"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT a.slug, r.title, co.name AS company, a.state, a.created_at, a.updated_at
		FROM candidates c
		JOIN candidate_applications a ON a.candidate_id = c.id AND a.company_id = c.company_id
		JOIN requisitions r ON r.id = a.requisition_id
		JOIN companies co ON co.id = a.company_id
		WHERE c.email = ? AND a.added_by IS NULL AND a.agency_id IS NULL AND a.referred_by IS NULL AND a.source NOT IN (?)
		ORDER BY a.created_at DESC, a.id DESC LIMIT ?`, email, bun.In(internalSources), hubApplicationsLimit).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	out := make([]OwnApplication, 0, len(rows))
	for _, r := range rows {
		out = append(out, OwnApplication{Slug: r.Slug, JobTitle: r.Title, CompanyName: r.Company, Stage: recruit.StageFor(r.State),
			AppliedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt})
	}
	return out, nil
}
