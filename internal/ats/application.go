package ats

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base32"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// Application is a candidate's application to a job, with the candidate.
type Application struct {
	ID               int64         `bun:"id"`
	CompanyID        int64         `bun:"company_id"`
	Slug             string        `bun:"slug"`
	CandidateID      int64         `bun:"candidate_id"`
	RequisitionID    int64         `bun:"requisition_id"`
	RequisitionTitle string        `bun:"requisition_title"`
	State            recruit.State `bun:"state"`
	HeldFrom         recruit.State `bun:"held_from"`
	Source           string        `bun:"source"`
	SourceRaw        string        `bun:"source_raw"`
	Priority         int           `bun:"priority"`
	MatchScore       int           `bun:"match_score"`
	MatchReasonsRaw  string        `bun:"match_reasons"`
	// ResumeRolesRaw is the parser's dated roles (JSON), for the match score.
	ResumeRolesRaw  string               `bun:"resume_roles"`
	PossibleDupOf   *int64               `bun:"possible_duplicate_of"`
	ExperienceYears *float64             `bun:"experience_years"`
	CurrentCTC      *int64               `bun:"current_ctc"`
	ExpectedCTC     *int64               `bun:"expected_ctc"`
	SalaryCurrency  string               `bun:"salary_currency"`
	NoticePeriod    string               `bun:"notice_period"`
	ResumeKey       string               `bun:"resume_key"`
	ResumeName      string               `bun:"resume_name"`
	ResumeStatus    recruit.ResumeStatus `bun:"resume_status"`
	ResumeError     string               `bun:"resume_error"`
	Archived        bool                 `bun:"archived"`
	// JobOpen copies whether the job is open or live (markJobOpen).
	JobOpen bool `bun:"job_open"`
	// Reached is the furthest funnel milestone the history reached, kept
	// for the analytics (recordMove).
	Reached int `bun:"reached"`
	Version int `bun:"version"`
	// EmailUnconfirmed marks a careers application made with the email of
	// a candidate the company already had, until the person signs in to
	// it with a mailed passcode: the name, phone and resume are as an
	// anonymous visitor typed them.
	EmailUnconfirmed bool   `bun:"email_unconfirmed"`
	SubmittedName    string `bun:"submitted_name"`
	SubmittedPhone   string `bun:"submitted_phone"`
	// SubmittedLocation and SubmittedCurrentCompany are the careers
	// form's company-specific fields.
	SubmittedLocation       string `bun:"submitted_location"`
	SubmittedCurrentCompany string `bun:"submitted_current_company"`
	ResumeText              string `bun:"resume_text"`
	// GraduationYear and the resume tags are what the parser found (smart
	// search filters on them).
	GraduationYear *int      `bun:"graduation_year"`
	ResumeTagsJSON string    `bun:"resume_tags"`
	ResumeTagBits  int64     `bun:"resume_tag_bits"`
	ReferredBy     *int64    `bun:"referred_by"`
	AgencyID       *int64    `bun:"agency_id"`
	AddedBy        *int64    `bun:"added_by"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`

	CandidateName  string    `bun:"candidate_name"`
	CandidateEmail string    `bun:"candidate_email"`
	CandidatePhone string    `bun:"candidate_phone"`
	LinksRaw       string    `bun:"candidate_links"`
	CandidateSince time.Time `bun:"candidate_created_at"`

	Moves   []Move   `bun:"-"`
	Answers []Answer `bun:"-"`
	TagIDs  []int64  `bun:"-"`
	// NextStates are the moves the actor who loaded it may make.
	NextStates []recruit.State `bun:"-"`
	// JobHiringManagerID is the job's hiring manager, for the row rule.
	JobHiringManagerID *int64 `bun:"job_hiring_manager_id"`
	// Manageable says the actor who loaded it may change it (managesCandidates).
	Manageable bool `bun:"-"`
	// ReferrerName and AgencyName say who put the candidate forward, and
	// OtherSubmissions who named them again later: loaded only for an
	// actor who sees the whole pipeline (never a submitter).
	ReferrerName     string            `bun:"-"`
	AgencyName       string            `bun:"-"`
	OtherSubmissions []OtherSubmission `bun:"-"`
	// ShownID and ShownCandidateID are the ids the actor who loaded it is
	// shown: the real ones for the company's people; for an agency, an
	// opaque id and no stored candidate (showExternal).
	ShownID          int64 `bun:"-"`
	ShownCandidateID int64 `bun:"-"`
}

// OtherSubmission is a later submission of a candidate already in the
// job (putForwardElsewhere), as the recruiters see it.
type OtherSubmission struct {
	By        string    `bun:"by_name"`
	Name      string    `bun:"submitted_name"`
	Email     string    `bun:"submitted_email"`
	CreatedAt time.Time `bun:"created_at"`
}

// MatchReasons returns why the application has its match score. The
// column is written only by this package as a JSON list.
func (a *Application) MatchReasons() []string {
	return matchReasons(a.MatchReasonsRaw)
}

// MatchReasons returns why the row has its match score.
func (r *ApplicationRow) MatchReasons() []string {
	return matchReasons(r.MatchReasonsRaw)
}

func matchReasons(raw string) []string {
	out := []string{}
	_ = json.Unmarshal([]byte(raw), &out)
	if out == nil {
		out = []string{}
	}
	return out
}

// Links returns the candidate's social links by site. The column is
// written only by this package as a JSON object, so a decoding error can
// only mean an empty value.
func (a *Application) Links() map[string]string {
	out := map[string]string{}
	_ = json.Unmarshal([]byte(a.LinksRaw), &out)
	return out
}

// Move is one line of an application's history.
type Move struct {
	ID        int64     `bun:"id"`
	From      string    `bun:"from_state"`
	To        string    `bun:"to_state"`
	Reason    string    `bun:"reason"`
	MovedBy   *int64    `bun:"moved_by"`
	MoverName *string   `bun:"mover_name"`
	CreatedAt time.Time `bun:"created_at"`
}

// Answer is a screening answer with its question.
type Answer struct {
	QuestionID int64  `bun:"question_id"`
	Title      string `bun:"title"`
	FieldType  string `bun:"field_type"`
	Answer     string `bun:"answer"`
}

// applicationSelect reads an application with its candidate and job; the
// caller appends WHERE conditions.
const applicationSelect = `SELECT a.*, r.title AS requisition_title, r.hiring_manager_id AS job_hiring_manager_id, c.name AS candidate_name, c.email AS candidate_email,
	c.phone AS candidate_phone, c.links AS candidate_links, c.created_at AS candidate_created_at
	FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id JOIN requisitions r ON r.id = a.requisition_id`

var errApplicationNotFound = recruit.Errorf(recruit.ENOTFOUND, "Candidate not found")

// Application returns an application the actor may see, with its history,
// answers, tags and the moves the actor may make; anything else is not
// found.
func (s *Service) Application(ctx context.Context, slug string) (*Application, error) {
	if err := recruit.Require(ctx, recruit.PermViewApplication); err != nil {
		return nil, err
	}
	return s.application(ctx, slug)
}

// application loads an application with its details under the actor's row
// rules, for use cases that have checked their own permission.
func (s *Service) application(ctx context.Context, slug string) (*Application, error) {
	actor := recruit.ActorFrom(ctx)
	a, err := s.applicationRow(ctx, slug)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND && agencyScoped(actor) && len(slug) == slugLen {
		// One of the agency's own repeat submissions (agency_submissions.go).
		companyID, err := actor.Company()
		if err != nil {
			return nil, err
		}
		return s.submissionRow(ctx, actor, companyID, slug)
	}
	if err != nil {
		return nil, err
	}
	a.ShownID, a.ShownCandidateID = a.ID, a.CandidateID
	a.Moves = []Move{}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT m.id, m.from_state, m.to_state, m.reason, m.moved_by, u.name AS mover_name, m.created_at
		FROM application_moves m LEFT JOIN users u ON u.id = m.moved_by WHERE m.application_id = ? ORDER BY m.id`, a.ID).Scan(ctx, &a.Moves); err != nil {
		return nil, err
	}
	a.Answers = []Answer{}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT x.question_id, q.title, q.field_type, x.answer FROM application_answers x
		JOIN screening_questions q ON q.id = x.question_id WHERE x.application_id = ? ORDER BY q.position`, a.ID).Scan(ctx, &a.Answers); err != nil {
		return nil, err
	}
	a.TagIDs = []int64{}
	if err := s.DB.Conn(ctx).NewRaw("SELECT tag_id FROM application_tags WHERE application_id = ? ORDER BY tag_id", a.ID).Scan(ctx, &a.TagIDs); err != nil {
		return nil, err
	}
	a.OtherSubmissions = []OtherSubmission{}
	if agencyScoped(actor) {
		showSubmitted(a)
	}
	if submitterOnly(actor) {
		return a, nil
	}
	return a, s.loadSubmitters(ctx, a)
}

// loadSubmitters names who put the candidate forward and who named them
// again later, for the recruiters.
func (s *Service) loadSubmitters(ctx context.Context, a *Application) error {
	db := s.DB.Conn(ctx)
	if a.ReferredBy != nil {
		if err := db.NewRaw("SELECT name FROM users WHERE id = ?", *a.ReferredBy).Scan(ctx, &a.ReferrerName); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	if a.AgencyID != nil {
		if err := db.NewRaw("SELECT name FROM agencies WHERE id = ? AND company_id = ?", *a.AgencyID, a.CompanyID).Scan(ctx, &a.AgencyName); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	return db.NewRaw(`SELECT COALESCE(g.name, u.name, '') AS by_name, d.submitted_name, d.submitted_email, d.created_at
		FROM duplicate_submissions d LEFT JOIN agencies g ON g.id = d.agency_id LEFT JOIN users u ON u.id = d.submitted_by
		WHERE d.application_id = ? AND d.company_id = ? ORDER BY d.id`, a.ID, a.CompanyID).Scan(ctx, &a.OtherSubmissions)
}

// showSubmitted narrows an agency's view of its candidate to what it
// submitted: the name and phone on the application, never the stored
// candidate's id, links or age (showExternal), which would tell whether
// the company knew the person before; a row of theirs reads the same
// whether it is an application or a repeat submission.
func showSubmitted(a *Application) {
	a.CandidateName, a.CandidatePhone = a.SubmittedName, a.SubmittedPhone
	// The match score is the company's reading of the person, computed
	// for applications only: a repeat submission has none (M4).
	a.MatchScore, a.MatchReasonsRaw, a.ResumeRolesRaw = int(recruit.MatchNone), "[]", ""
	// A phone match names another candidate of the company: the
	// recruiters' flag, not the agency's to see.
	a.PossibleDupOf = nil
	showExternal(a)
}

// applicationRow loads one application with its candidate, no details:
// what a write needs inside its transaction.
func (s *Service) applicationRow(ctx context.Context, slug string) (*Application, error) {
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return nil, err
	}
	if len(slug) != slugLen {
		return nil, errApplicationNotFound
	}
	cond, args := visibility(actor)
	where := " WHERE a.slug = ? AND a.company_id = ? AND " + cond
	args = append([]any{slug, companyID}, args...)
	if scope, scopeArgs := applicationScope(actor); scope != "" {
		where += " AND " + scope
		args = append(args, scopeArgs...)
	}
	var a Application
	err = s.DB.Conn(ctx).NewRaw(applicationSelect+where, args...).Scan(ctx, &a)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errApplicationNotFound
	} else if err != nil {
		return nil, err
	}
	a.Manageable = managesCandidates(actor, a.JobHiringManagerID, nil)
	if !a.Manageable && actor.Can(recruit.PermMoveApplication) {
		// A hiring manager may recruit for the job without managing it.
		var recruiters []int64
		if err := s.DB.Conn(ctx).NewRaw("SELECT member_id FROM requisition_members WHERE requisition_id = ? AND kind = ?",
			a.RequisitionID, memberRecruiter).Scan(ctx, &recruiters); err != nil {
			return nil, err
		}
		a.Manageable = managesCandidates(actor, a.JobHiringManagerID, recruiters)
	}
	a.NextStates = nextStates(actor, &a)
	return &a, nil
}

// slugLen is the length of an application slug: 12 base32 characters,
// 60 random bits, so candidate links cannot be guessed.
const slugLen = 12

var slugEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

func newSlug() string {
	b := make([]byte, 8)
	rand.Read(b)
	return strings.ToLower(slugEncoding.EncodeToString(b))[:slugLen]
}
