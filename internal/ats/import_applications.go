package ats

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Check cleans and validates an application as AddApplication would (name,
// email, lengths, numbers, currency, notice period), without the job: a
// bulk import checks every row of a sheet with it before anything is
// written.
func (in *ApplicationInput) Check() error { return in.clean() }

// PhoneDigits is how candidates' phones are compared (digits only).
func PhoneDigits(p string) string { return phoneDigits(p) }

// ImportableJob returns a job the actor may bulk import candidates into:
// one it sees and manages the candidates of (admins and TAs: any; a hiring
// manager: the jobs they manage or recruit for), that still accepts
// candidates. Any other job is not found.
func (s *Service) ImportableJob(ctx context.Context, id int64) (*Requisition, error) {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermImportCandidates)
	if err != nil {
		return nil, err
	}
	job, err := s.requisition(ctx, id)
	if err != nil {
		return nil, err
	}
	if !managesCandidates(actor, job.HiringManagerID, job.RecruiterIDs) {
		return nil, errJobNotFound
	}
	if job.State == recruit.ReqArchived || job.State == recruit.ReqRejected {
		return nil, recruit.Errorf(recruit.ECONFLICT, "This job is not accepting candidates")
	}
	return job, nil
}

// Known is what the company already knows of some emails and phones: the
// candidates by email, those of them who applied to one job, and the phone
// digits some candidate has.
type Known struct {
	Candidates map[string]bool
	Applied    map[string]bool
	Phones     map[string]bool
}

// KnownCandidates looks up a batch of a sheet's emails (normalised) and
// phone digits in the company, for the preview's duplicates.
func (s *Service) KnownCandidates(ctx context.Context, jobID int64, emails, phones []string) (*Known, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermImportCandidates)
	if err != nil {
		return nil, err
	}
	out := &Known{Candidates: map[string]bool{}, Applied: map[string]bool{}, Phones: map[string]bool{}}
	if len(emails) > 0 {
		var rows []struct {
			Email   string `bun:"email"`
			Applied bool   `bun:"applied"`
		}
		if err := s.DB.Read.NewRaw(`SELECT c.email, EXISTS (SELECT 1 FROM candidate_applications a WHERE a.candidate_id = c.id AND a.requisition_id = ?) AS applied
			FROM candidates c WHERE c.company_id = ? AND c.email IN (?)`, jobID, companyID, bun.In(emails)).Scan(ctx, &rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			out.Candidates[r.Email] = true
			out.Applied[r.Email] = r.Applied
		}
	}
	if len(phones) > 0 {
		var found []string
		if err := s.DB.Read.NewRaw(`SELECT DISTINCT phone_digits FROM candidates WHERE company_id = ? AND phone_digits IN (?)`,
			companyID, bun.In(phones)).Scan(ctx, &found); err != nil {
			return nil, err
		}
		for _, p := range found {
			out.Phones[p] = true
		}
	}
	return out, nil
}

// ImportRow is one checked row of a bulk import, with its resume already
// saved (ResumeKey) when the zip held it.
type ImportRow struct {
	Input      ApplicationInput
	ResumeKey  string
	ResumeName string
}

// Outcome is what importing one row did.
type Outcome string

const (
	// Imported: a new candidate and application.
	OutcomeImported Outcome = "imported"
	// Linked: a candidate the company knew by email, newly applied.
	OutcomeLinked Outcome = "linked"
	// AlreadyApplied: the candidate had applied to the job; nothing added.
	OutcomeAlreadyApplied Outcome = "already_applied"
)

// ImportApplications adds a batch of a bulk import to a job by the rules
// of AddApplication (candidates matched by email in the company, never
// overwritten; a match by phone alone flagged as a possible duplicate;
// the resume parsed by a job), with source bulk_import, added by the
// import's author. A candidate who already applied to the job is counted,
// not doubled. No mail goes to the candidates (they did not apply) and no
// notification per row (the import's summary is the news). It runs in the
// caller's transaction, which also moves the import's cursor.
func (s *Service) ImportApplications(ctx context.Context, jobID, addedBy int64, rows []ImportRow) ([]Outcome, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermRunImport)
	if err != nil {
		return nil, err
	}
	if _, ok := sqldb.TxFrom(ctx); !ok {
		return nil, errors.New("ats: ImportApplications outside a transaction")
	}
	db := s.DB.Conn(ctx)
	var job struct {
		State recruit.RequisitionState `bun:"state"`
	}
	if err := db.NewRaw("SELECT state FROM requisitions WHERE id = ? AND company_id = ?", jobID, companyID).Scan(ctx, &job); errors.Is(err, sql.ErrNoRows) {
		return nil, errJobNotFound
	} else if err != nil {
		return nil, err
	}
	if job.State == recruit.ReqArchived || job.State == recruit.ReqRejected {
		return nil, recruit.Errorf(recruit.ECONFLICT, "This job is not accepting candidates")
	}
	source, raw, err := s.sourceOf(ctx, companyID, "bulk_import")
	if err != nil {
		return nil, err
	}
	state := initialState(source)
	open := job.State == recruit.ReqOpen || job.State == recruit.ReqLive
	var by any
	if addedBy != 0 {
		by = addedBy
	}
	out := make([]Outcome, 0, len(rows))
	for i := range rows {
		in := &rows[i].Input
		now := sqldb.NowIn(ctx)
		o, err := s.importOne(ctx, companyID, jobID, by, source, raw, state, open, &rows[i], in, now)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func (s *Service) importOne(ctx context.Context, companyID, jobID int64, by any, source, raw string, state recruit.State, open bool,
	row *ImportRow, in *ApplicationInput, now time.Time) (Outcome, error) {
	db := s.DB.Conn(ctx)
	candidateID, existed, err := s.candidateFor(ctx, companyID, in, "{}", now)
	if err != nil {
		return "", err
	}
	if existed {
		var n int
		if err := db.NewRaw("SELECT count(*) FROM candidate_applications WHERE requisition_id = ? AND candidate_id = ?", jobID, candidateID).Scan(ctx, &n); err != nil {
			return "", err
		}
		if n > 0 {
			return OutcomeAlreadyApplied, nil
		}
	}
	dup, err := s.possibleDuplicate(ctx, companyID, candidateID, in.Phone)
	if err != nil {
		return "", err
	}
	resumeStatus := recruit.ResumeNone
	if row.ResumeKey != "" {
		resumeStatus = recruit.ResumeProcessing
	}
	var appID int64
	err = db.NewRaw(`INSERT INTO candidate_applications (company_id, slug, candidate_id, requisition_id, state, source, source_raw,
		possible_duplicate_of, submitted_name, submitted_phone, experience_years, current_ctc, expected_ctc, salary_currency, notice_period,
		resume_key, resume_name, resume_status, added_by, job_open, submitted_location, submitted_current_company, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		companyID, newSlug(), candidateID, jobID, state, source, raw, dup, in.Name, in.Phone, in.ExperienceYears, in.CurrentCTC,
		in.ExpectedCTC, in.SalaryCurrency, in.NoticePeriod, row.ResumeKey, row.ResumeName, resumeStatus, by, open, in.Location,
		in.CurrentCompany, now, now).Scan(ctx, &appID)
	if err != nil {
		return "", err
	}
	if err := recordMove(ctx, s.DB, companyID, appID, "", state, "Added ("+source+")", by, now); err != nil {
		return "", err
	}
	if err := s.publishApplication(ctx, companyID, appID, recruit.EventApplicationCreated, ApplicationEvent{}); err != nil {
		return "", err
	}
	if row.ResumeKey != "" {
		if _, err := s.Queue.Insert(ctx, ParseResumeArgs{ApplicationID: appID, CompanyID: companyID}, nil); err != nil {
			return "", err
		}
	}
	if existed {
		return OutcomeLinked, nil
	}
	return OutcomeImported, nil
}
