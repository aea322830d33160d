package marketplace

import (
	"context"
	"fmt"
	"strings"

	"hirekit/internal/recruit"
)

// ReviewQuery narrows talenthub's listed candidates for a company: those
// holding every chosen skill at Proficiency or above.
type ReviewQuery struct {
	Skills      []string
	Proficiency int
	Page        int
}

// ReviewPage is a page of listed candidates as the public sees them.
type ReviewPage struct {
	Candidates []*Profile
	Page       int
	HasMore    bool
}

// ReviewCandidates lets a company browse listed candidates by skill and
// proficiency, newest profiles first, 20 a page. Each profile is exactly
// what its public page shows (Visibility hides the rest), and a skills
// filter only reads skills their owners made public: a candidate whose
// skills section is private never matches one (docs/decisions.md).
func (s *Service) ReviewCandidates(ctx context.Context, q ReviewQuery) (*ReviewPage, error) {
	if _, _, err := recruit.RequireCompany(ctx, recruit.PermHubReviewCandidates); err != nil {
		return nil, err
	}
	if q.Proficiency < 0 || q.Proficiency > 3 {
		return nil, recruit.FieldError("proficiency", "Proficiency is from 0 to 3")
	}
	if q.Page < 1 {
		q.Page = 1
	}
	if q.Page > 500 {
		return nil, recruit.FieldError("page", "Page is too far")
	}
	var skills []string
	for _, sk := range q.Skills {
		for _, one := range strings.Split(sk, ",") {
			if one = strings.TrimSpace(one); one != "" && !contains(skills, one) {
				skills = append(skills, one)
			}
		}
	}
	if len(skills) > MaxBoardSkills {
		return nil, recruit.FieldError("skills", "Choose at most 10 skills")
	}
	conds, args := []string{"c.listed = ?"}, []any{true}
	if len(skills) > 0 {
		// Stored by json.Marshal, so a private skills section reads
		// exactly so (checked again below with ParseVisibility).
		conds = append(conds, `c.visibility NOT LIKE '%"skills":false%'`)
	}
	for _, slug := range skills {
		conds = append(conds, "EXISTS (SELECT 1 FROM hub_skills k WHERE k.hub_candidate_id = c.id AND k.slug = ? AND k.proficiency >= ?)")
		args = append(args, slug, q.Proficiency)
	}
	var ids []int64
	err := s.DB.Conn(ctx).NewRaw(`SELECT c.id FROM hub_candidates c WHERE `+strings.Join(conds, " AND ")+
		` ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?`, append(args, BoardPageSize+1, (q.Page-1)*BoardPageSize)...).Scan(ctx, &ids)
	if err != nil {
		return nil, err
	}
	page := &ReviewPage{Candidates: []*Profile{}, Page: q.Page, HasMore: len(ids) > BoardPageSize}
	if page.HasMore {
		ids = ids[:BoardPageSize]
	}
	for _, id := range ids {
		p, err := s.profileWhere(ctx, "id = ?", id)
		if err != nil {
			return nil, fmt.Errorf("review candidate %d: %w", id, err)
		}
		if !p.Listed || (len(skills) > 0 && !p.Visibility.Public("skills")) {
			continue
		}
		p.Visibility.Hide(p)
		page.Candidates = append(page.Candidates, p)
	}
	return page, nil
}
