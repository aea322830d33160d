package ats

import (
	"context"
	"time"

	"hirekit/internal/recruit"
)

// A referrer follows their referrals in plain words: the pipeline's states
// are the company's working vocabulary (hm_screen, schedule_debrief,
// salary_reject), and a rejection's reason is the company's to give. So a
// referral's progress is its phase, said once for people outside the
// hiring team.
var referralProgress = map[recruit.Phase]string{
	recruit.PhaseEntry:      "Received: the team will look at it soon",
	recruit.PhaseScreen:     "Being reviewed by the team",
	recruit.PhaseAssignment: "Working on an assignment",
	recruit.PhaseInterview:  "Interviewing",
	recruit.PhaseSalary:     "Discussing an offer",
	recruit.PhaseOffer:      "Discussing an offer",
	recruit.PhaseHired:      "Hired",
	recruit.PhaseClosed:     "Not moving forward",
	recruit.PhasePaused:     "On hold",
}

// ReferralProgress says where a referral stands in plain words.
func ReferralProgress(s recruit.State) string {
	info, ok := s.Info()
	if !ok {
		return referralProgress[recruit.PhaseEntry]
	}
	if s == recruit.StateJoined {
		return referralProgress[recruit.PhaseHired]
	}
	return referralProgress[info.Phase]
}

// Referral is one candidate the actor referred, as the actor gave it: the
// name they typed, never the stored candidate's (another referrer or the
// company may know more about the person).
type Referral struct {
	Slug     string        `bun:"slug"`
	Name     string        `bun:"submitted_name"`
	JobTitle string        `bun:"job_title"`
	State    recruit.State `bun:"state"`
	// Progress is State in plain words (ReferralProgress).
	Progress  string    `bun:"-"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// ReferralPage is a page of the actor's referrals, newest first.
type ReferralPage struct {
	Items []Referral
	Total int
}

// MyReferrals lists the candidates the actor referred, newest first, with
// their progress in plain words. Only the actor's own: another employee's
// referrals and the company's own candidates never show.
func (s *Service) MyReferrals(ctx context.Context, page, perPage int) (*ReferralPage, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewOwnReferrals)
	if err != nil {
		return nil, err
	}
	out := &ReferralPage{Items: []Referral{}}
	db := s.DB.Conn(ctx)
	const where = " FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id WHERE a.company_id = ? AND a.referred_by = ?"
	if err := db.NewRaw("SELECT count(*)"+where, companyID, actor.UserID).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	if out.Total == 0 {
		return out, nil
	}
	if err := db.NewRaw("SELECT a.slug, a.submitted_name, r.title AS job_title, a.state, a.created_at, a.updated_at"+where+
		" ORDER BY a.id DESC LIMIT ? OFFSET ?", companyID, actor.UserID, perPage, (page-1)*perPage).Scan(ctx, &out.Items); err != nil {
		return nil, err
	}
	for i := range out.Items {
		out.Items[i].Progress = ReferralProgress(out.Items[i].State)
	}
	return out, nil
}
