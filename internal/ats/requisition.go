// Package ats owns requisitions (jobs), candidate applications and the
// pipeline. This part holds requisitions, their screening questions and
// who may see and change them.
package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Requisition is a job with everything a real job needs.
type Requisition struct {
	ID              int64                    `bun:"id"`
	CompanyID       int64                    `bun:"company_id"`
	Slug            string                   `bun:"slug"`
	Title           string                   `bun:"title"`
	Designation     string                   `bun:"designation"`
	DepartmentID    *int64                   `bun:"department_id"`
	Department      *string                  `bun:"department"`
	State           recruit.RequisitionState `bun:"state"`
	Remote          bool                     `bun:"remote"`
	JobType         string                   `bun:"job_type"`
	MinExperience   *float64                 `bun:"min_experience"`
	MaxExperience   *float64                 `bun:"max_experience"`
	MinSalary       *int64                   `bun:"min_salary"`
	MaxSalary       *int64                   `bun:"max_salary"`
	SalaryCurrency  string                   `bun:"salary_currency"`
	Openings        int                      `bun:"openings"`
	HiringManagerID *int64                   `bun:"hiring_manager_id"`
	Description     string                   `bun:"description"`
	AskSalary       bool                     `bun:"ask_salary"`
	RejectedReason  string                   `bun:"rejected_reason"`
	CreatedBy       *int64                   `bun:"created_by"`
	ApprovedBy      *int64                   `bun:"approved_by"`
	ApprovedAt      *time.Time               `bun:"approved_at"`
	PublishedAt     *time.Time               `bun:"published_at"`
	ArchivedAt      *time.Time               `bun:"archived_at"`
	CreatedAt       time.Time                `bun:"created_at"`
	UpdatedAt       time.Time                `bun:"updated_at"`

	Locations    []Location `bun:"-"`
	RecruiterIDs []int64    `bun:"-"`
	PanelIDs     []int64    `bun:"-"` // authorized_panel_ids
	AgencyIDs    []int64    `bun:"-"`
	Questions    []Question `bun:"-"`
	// AllowedActions are what the actor who loaded the job may do with it.
	AllowedActions []Action `bun:"-"`
}

// Location is where a job is; a remote location names the country only.
type Location struct {
	ID      int64  `bun:"id" json:"id"`
	City    string `bun:"city" json:"city"`
	Country string `bun:"country" json:"country"`
	Remote  bool   `bun:"remote" json:"remote"`
}

// Question is a screening question of a job.
type Question struct {
	ID               int64     `bun:"id"`
	CompanyID        int64     `bun:"company_id"`
	RequisitionID    int64     `bun:"requisition_id"`
	Position         int       `bun:"position"`
	Title            string    `bun:"title"`
	FieldType        string    `bun:"field_type"`
	OptionsRaw       string    `bun:"options"`
	Required         bool      `bun:"required"`
	ReferralQuestion bool      `bun:"referral_question"`
	Active           bool      `bun:"active"`
	CreatedAt        time.Time `bun:"created_at"`
}

// Options returns a choice question's options.
func (q *Question) Options() []string {
	var out []string
	json.Unmarshal([]byte(q.OptionsRaw), &out)
	if out == nil {
		out = []string{}
	}
	return out
}

// Member kinds of requisition_members.
const (
	memberRecruiter = "recruiter"
	memberPanel     = "panel"
	memberAgency    = "agency"
)

// Rounds is what ats needs of the interview package.
type Rounds interface {
	CopyTemplate(ctx context.Context, companyID, requisitionID int64) error
	// InterviewedIn returns a subquery selecting the ids of the company's
	// applications with an interview in state in one of rounds: the
	// candidate list's round_filters.
	InterviewedIn(companyID int64, state recruit.InterviewState, rounds []int64) (string, []any)
}

// Features is what ats needs of the auth package's feature flags.
type Features interface {
	FeatureEnabled(ctx context.Context, companyID int64, group, feature string) (bool, error)
}

// Service is the ats domain.
type Service struct {
	DB       *sqldb.DB
	Rounds   Rounds
	Features Features
	People   People
	// Queue enqueues follow-up jobs (resume parsing).
	Queue Enqueuer
	// Events tells webhooks what happened to applications; nil: no one.
	Events Events
	// Files saves uploaded resumes and opens them for parsing.
	Files *intake.Store
	// Mail sends mail about applications; BaseURL starts links in it.
	Mail    Mailer
	BaseURL string
	// Gate rate-limits public calls and signs candidates' tokens.
	Gate Gate
	// Parse reads a resume; nil means resume.Parse (tests pass their own).
	Parse func(ctx context.Context, data []byte, filename string) resume.Result

	// live keeps each company's live jobs for its careers page (LiveJobs).
	live liveLists
}

var errJobNotFound = recruit.Errorf(recruit.ENOTFOUND, "Job not found")

// Requisition returns one job the actor may see, with its locations,
// members, active screening questions and what the actor may do with it;
// any other job is not found.
func (s *Service) Requisition(ctx context.Context, id int64) (*Requisition, error) {
	if err := recruit.Require(ctx, recruit.PermViewRequisitions); err != nil {
		return nil, err
	}
	r, err := s.requisition(ctx, id)
	if err != nil {
		return nil, err
	}
	return viewFor(recruit.ActorFrom(ctx), r), nil
}

// requisition loads a job under the actor's row rule, for use cases that
// have checked their own permission.
func (s *Service) requisition(ctx context.Context, id int64) (*Requisition, error) {
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return nil, err
	}
	cond, args := visibility(actor)
	var r Requisition
	err = s.DB.Conn(ctx).NewRaw(`SELECT r.*, d.title AS department FROM requisitions r LEFT JOIN departments d ON d.id = r.department_id
		WHERE r.id = ? AND r.company_id = ? AND `+cond, append([]any{id, companyID}, args...)...).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errJobNotFound
	} else if err != nil {
		return nil, err
	}
	if err := s.loadDetails(ctx, &r); err != nil {
		return nil, err
	}
	r.AllowedActions = allowedActions(actor, &r)
	return &r, nil
}

func (s *Service) loadDetails(ctx context.Context, r *Requisition) error {
	r.Locations = []Location{}
	if err := s.DB.Conn(ctx).NewRaw("SELECT id, city, country, remote FROM requisition_locations WHERE requisition_id = ? ORDER BY position, id", r.ID).Scan(ctx, &r.Locations); err != nil {
		return err
	}
	var members []struct {
		Kind     string `bun:"kind"`
		MemberID int64  `bun:"member_id"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT kind, member_id FROM requisition_members WHERE requisition_id = ? ORDER BY member_id", r.ID).Scan(ctx, &members); err != nil {
		return err
	}
	r.RecruiterIDs, r.PanelIDs, r.AgencyIDs = []int64{}, []int64{}, []int64{}
	for _, m := range members {
		switch m.Kind {
		case memberRecruiter:
			r.RecruiterIDs = append(r.RecruiterIDs, m.MemberID)
		case memberPanel:
			r.PanelIDs = append(r.PanelIDs, m.MemberID)
		case memberAgency:
			r.AgencyIDs = append(r.AgencyIDs, m.MemberID)
		}
	}
	r.Questions = []Question{}
	return s.DB.Conn(ctx).NewRaw("SELECT * FROM screening_questions WHERE requisition_id = ? AND active = ? ORDER BY position, id", r.ID, true).Scan(ctx, &r.Questions)
}

// Slugify makes the kebab-case part of a job's slug.
func Slugify(title string) string {
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(title) {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(c)
		} else {
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "job"
	}
	return b.String()
}

// JobAccess tells another package what the actor may do with a job: it is
// not found unless the actor sees it, and editable when the actor may edit
// it. The interview package asks it before touching a job's rounds.
func (s *Service) JobAccess(ctx context.Context, id int64) (editable bool, err error) {
	if err := recruit.Require(ctx, recruit.PermViewRequisitions); err != nil {
		return false, err
	}
	r, err := s.requisition(ctx, id)
	if err != nil {
		return false, err
	}
	return canEdit(recruit.ActorFrom(ctx), r), nil
}

// ApplicationJob returns the job of an application the actor may see.
func (s *Service) ApplicationJob(ctx context.Context, slug string) (int64, error) {
	if err := recruit.Require(ctx, recruit.PermViewApplication); err != nil {
		return 0, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil {
		return 0, err
	}
	return a.RequisitionID, nil
}
