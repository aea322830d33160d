package ats

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// HubTagging is what the parser read from the resume of one application a
// person made themselves (careers pages, talenthub) with an email: its
// tags and skills, each with the line that earned it. A platform admin
// reviewing a talenthub profile's skills compares them.
type HubTagging struct {
	CompanyName string
	JobTitle    string
	AppliedAt   time.Time
	Tags        []string
	Skills      []string
	Evidence    map[string]string
}

// hubTaggingsLimit bounds the review: the newest applications say enough.
const hubTaggingsLimit = 20

// TaggingsOfEmail is the parser's tags with evidence of the applications
// a person made with email, newest first, for platform admins (the
// talenthub review of a candidate's taggings). Applications others made
// for them (referrals, agencies, recruiters) are left out, as on the
// candidate's dashboard.
func (s *Service) TaggingsOfEmail(ctx context.Context, email string) ([]HubTagging, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	email = normaliseEmail(email)
	out := []HubTagging{}
	if email == "" {
		return out, nil
	}
	var rows []struct {
		Title     string    `bun:"title"`
		Company   string    `bun:"company"`
		CreatedAt time.Time `bun:"created_at"`
		Parsed    string    `bun:"parsed"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT r.title, co.name AS company, a.created_at, p.parsed
		FROM candidates c
		JOIN candidate_applications a ON a.candidate_id = c.id AND a.company_id = c.company_id
		JOIN requisitions r ON r.id = a.requisition_id
		JOIN companies co ON co.id = a.company_id
		JOIN application_profiles p ON p.application_id = a.id AND p.company_id = a.company_id
		WHERE c.email = ? AND a.added_by IS NULL AND a.agency_id IS NULL AND a.referred_by IS NULL AND a.source NOT IN (?)
		ORDER BY a.created_at DESC, a.id DESC LIMIT ?`, email, bun.In(internalSources), hubTaggingsLimit).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		v := emptyProfile()
		if err := json.Unmarshal([]byte(r.Parsed), &v); err != nil {
			continue // a profile not parsed yet has nothing to compare
		}
		out = append(out, HubTagging{CompanyName: r.Company, JobTitle: r.Title, AppliedAt: r.CreatedAt.UTC(), Tags: v.Tags,
			Skills: v.Skills, Evidence: v.Evidence})
	}
	return out, nil
}
