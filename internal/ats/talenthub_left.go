package ats

import (
	"context"
	"fmt"
	"strings"

	"hirekit/internal/recruit"
)

// NotifyCandidateLeftTalenthub: a candidate deleted their talenthub
// account; the application they sent stays with the company.
const NotifyCandidateLeftTalenthub = "candidate_left_talenthub"

// TellCandidateLeftTalenthub notifies, for each application sent with
// email (the deleted talenthub account's verified address), the people who
// follow it and the company's admins and TAs: the candidate deleted their
// talenthub account, and the application stays with the company (it is
// theirs to keep or delete under their own policy). It runs in the
// caller's transaction and returns how many applications it found.
//
// The address is the signed-in candidate's own (the actor's), so nobody can
// have companies told about another person's applications.
func (s *Service) TellCandidateLeftTalenthub(ctx context.Context) (int, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return 0, err
	}
	email := strings.ToLower(recruit.ActorFrom(ctx).Email)
	type row struct {
		ID            int64  `bun:"id"`
		CompanyID     int64  `bun:"company_id"`
		RequisitionID int64  `bun:"requisition_id"`
		Slug          string `bun:"slug"`
		AddedBy       *int64 `bun:"added_by"`
		Name          string `bun:"name"`
		Title         string `bun:"title"`
	}
	var apps []row
	err := s.DB.Conn(ctx).NewRaw(`SELECT a.id, a.company_id, a.requisition_id, a.slug, a.added_by, c.name, r.title
		FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id JOIN requisitions r ON r.id = a.requisition_id
		WHERE lower(c.email) = ? ORDER BY a.id`, email).Scan(ctx, &apps)
	if err != nil {
		return 0, err
	}
	for _, a := range apps {
		users, err := s.followers(ctx, &Application{ID: a.ID, RequisitionID: a.RequisitionID, AddedBy: a.AddedBy})
		if err != nil {
			return 0, err
		}
		var leads []int64
		if err := s.DB.Conn(ctx).NewRaw(`SELECT id FROM users WHERE company_id = ? AND active = ?
			AND (',' || roles || ',' LIKE ? OR ',' || roles || ',' LIKE ?)`, a.CompanyID, true,
			"%,"+recruit.RoleAdmin+",%", "%,"+recruit.RoleTA+",%").Scan(ctx, &leads); err != nil {
			return 0, err
		}
		title := fmt.Sprintf("%s deleted their talenthub account; their application for %s stays with you", a.Name, a.Title)
		if err := s.notify(ctx, a.CompanyID, append(users, leads...), NotifyCandidateLeftTalenthub, title, timelineLink(a.Slug)); err != nil {
			return 0, err
		}
	}
	return len(apps), nil
}
