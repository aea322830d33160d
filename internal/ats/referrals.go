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
//
// A referral of someone already in the job through someone else added no
// application (submittedAgain) but is listed all the same, as received
// and not moving on from there: whether a referral became an application
// is the company's to know, and a referral that vanished from the list
// would tell the employee the person was already a candidate (review 3,
// M4). It shows the submission's own slug (never the application's that
// was there), which an employee cannot open, like any referral's.
func (s *Service) MyReferrals(ctx context.Context, page, perPage int) (*ReferralPage, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewOwnReferrals)
	if err != nil {
		return nil, err
	}
	out := &ReferralPage{Items: []Referral{}}
	db := s.DB.Conn(ctx)
	// The state of a repeat is a constant of the vocabulary, written into
	// the query: PostgreSQL cannot type a parameter that stands alone in
	// a UNION's column.
	const mine = `SELECT a.slug, a.submitted_name, r.title AS job_title, a.state, a.created_at, a.updated_at
		FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id WHERE a.company_id = ? AND a.referred_by = ?
		UNION ALL
		SELECT d.slug, d.submitted_name, r.title AS job_title, '` + string(recruit.StateReferred) + `' AS state, d.created_at, d.created_at AS updated_at
		FROM duplicate_submissions d JOIN candidate_applications a ON a.id = d.application_id JOIN requisitions r ON r.id = a.requisition_id
		WHERE d.company_id = ? AND d.submitted_by = ? AND d.agency_id IS NULL`
	args := []any{companyID, actor.UserID, companyID, actor.UserID}
	if err := db.NewRaw("SELECT count(*) FROM ("+mine+") m", args...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	if out.Total == 0 {
		return out, nil
	}
	if err := db.NewRaw("SELECT * FROM ("+mine+") m ORDER BY created_at DESC, slug LIMIT ? OFFSET ?",
		append(args, perPage, (page-1)*perPage)...).Scan(ctx, &out.Items); err != nil {
		return nil, err
	}
	for i := range out.Items {
		out.Items[i].Progress = ReferralProgress(out.Items[i].State)
	}
	return out, nil
}
