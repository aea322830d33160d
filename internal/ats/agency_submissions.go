package ats

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// An agency that puts forward someone already in the job through someone
// else adds no application (submittedAgain), but it must not be able to
// tell that from anything it sees later (review 3, M4): its submission is
// a row of its own in its candidate list, with its own slug, counted,
// paged, searched and filtered like its other rows, and its read shows
// what it sent, in the state a new submission of theirs starts in, with
// one line of history (their own). Nothing of the application that was
// already there shows. Such a row never moves on: the recruiters work the
// application they had, and see the submission on it (OtherSubmissions).

// submission is what a repeat keeps of the form, so that its row reads
// like the application it would have been.
type submission struct {
	State        recruit.State
	Source       string
	SourceRaw    string
	Answers      map[int64]any
	ResumeKey    string
	ResumeName   string
	ResumeStatus recruit.ResumeStatus
	// Kept says the resume file stays with the submission (an agency's:
	// it may download what it sent); else AddApplication removes it.
	Kept bool
}

// recordSubmission stores a repeat for the recruiters and, for the
// submitter, as the row it reads later. An agency's resume is kept and
// parsed like an application's, for its status alone (a file that does
// not parse must end in the same error either way).
func (s *Service) recordSubmission(ctx context.Context, actor *recruit.Actor, companyID, applicationID int64, in *ApplicationInput, sub *submission,
	now time.Time) error {
	var by, agency any
	if actor.UserID != 0 {
		by = actor.UserID
	}
	if actor.AgencyID != 0 {
		agency = actor.AgencyID
	}
	answers, err := json.Marshal(sub.Answers)
	if err != nil {
		return err
	}
	key, name, status := "", "", recruit.ResumeNone
	if agencyScoped(actor) && sub.ResumeKey != "" {
		key, name, status, sub.Kept = sub.ResumeKey, sub.ResumeName, sub.ResumeStatus, true
	}
	var id int64
	err = s.DB.Conn(ctx).NewRaw(`INSERT INTO duplicate_submissions (company_id, application_id, submitted_by, agency_id, submitted_name, submitted_email,
		requisition_id, slug, state, source, source_raw, submitted_phone, experience_years, current_ctc, expected_ctc, salary_currency,
		notice_period, answers, resume_key, resume_name, resume_status, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		companyID, applicationID, by, agency, in.Name, in.Email, in.RequisitionID, newSlug(), sub.State, sub.Source, sub.SourceRaw, in.Phone, in.ExperienceYears,
		in.CurrentCTC, in.ExpectedCTC, in.SalaryCurrency, in.NoticePeriod, string(answers), key, name, status, now, now).Scan(ctx, &id)
	if err != nil || key == "" {
		return err
	}
	_, err = s.Queue.Insert(ctx, ParseResumeArgs{CompanyID: companyID, SubmissionID: id}, nil)
	return err
}

// agencySubmissions is an agency's repeat submissions as a table of the
// candidate list (alias a), with the columns its conditions and rows
// name. A submission's id there is negative, so the filters by tag or
// interview round (subqueries over application ids) never match it, as
// they would not match a new application; its job is open when the job is.
func agencySubmissions(companyID, agencyID int64) (string, []any) {
	return `(SELECT -d.id AS id, d.company_id, d.slug, d.submitted_name, d.submitted_email AS email, d.state, d.source, d.requisition_id,
			` + strconv.Itoa(int(recruit.NoPriority)) + ` AS priority, ` + strconv.Itoa(int(recruit.MatchNone)) + ` AS match_score, '[]' AS match_reasons,
			d.experience_years, d.notice_period, d.current_ctc, false AS archived, (j.state IN ('open', 'live')) AS job_open, d.agency_id,
			d.created_at, COALESCE(d.updated_at, d.created_at) AS updated_at
		FROM duplicate_submissions d JOIN requisitions j ON j.id = d.requisition_id WHERE d.company_id = ? AND d.agency_id = ?) a`,
		[]any{companyID, agencyID}
}

// agencyPage is the candidate list's page for an agency: its applications
// and its repeat submissions under the same conditions (where, args over
// alias a), counted apart and summed; each part is cut to the page's end
// in the list's order before the two are merged and the page is cut, so
// the applications are read through their own index (applications_agency).
// One table of both, a UNION ALL under the conditions, made SQLite build
// every row of both before sorting: 103 ms against 6 ms at 1,400 of each
// (bench/README.md).
func (s *Service) agencyPage(ctx context.Context, companyID, agencyID int64, q ApplicationQuery, order, where string, args []any,
	status string, statusArgs []any, out *ApplicationPage) (*ApplicationPage, error) {
	subs, subArgs := agencySubmissions(companyID, agencyID)
	parts := []struct {
		from  string
		args  []any
		email string
	}{
		{" FROM candidate_applications a" + where, args, applicationEmail},
		{" FROM " + subs + where, append(append([]any{}, subArgs...), args...), "a.email"},
	}
	db := s.DB.Conn(ctx)
	var selects []string
	var all []any
	end := q.Page * q.PerPage
	for i, p := range parts {
		if q.WithStateCounts {
			var counts []struct {
				State string `bun:"state"`
				N     int    `bun:"n"`
			}
			if err := db.NewRaw("SELECT a.state, count(*) AS n"+p.from+" GROUP BY a.state", p.args...).Scan(ctx, &counts); err != nil {
				return nil, err
			}
			for _, c := range counts {
				out.StateCounts[c.State] += c.N
			}
		}
		from, pargs := p.from+status, append(append([]any{}, p.args...), statusArgs...)
		var n int
		if err := db.NewRaw("SELECT count(*)"+from, pargs...).Scan(ctx, &n); err != nil {
			return nil, err
		}
		out.Total += n
		selects = append(selects, "SELECT * FROM (SELECT "+listColumns(p.email)+from+" ORDER BY "+order+" LIMIT ?) p"+strconv.Itoa(i))
		all = append(append(all, pargs...), end)
	}
	out.Rows = []ApplicationRow{}
	if out.Total == 0 {
		return out, nil
	}
	if err := db.NewRaw("SELECT * FROM ("+strings.Join(selects, " UNION ALL ")+") a ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(all, q.PerPage, (q.Page-1)*q.PerPage)...).Scan(ctx, &out.Rows); err != nil {
		return nil, err
	}
	for i := range out.Rows {
		out.Rows[i].ID = opaqueID(out.Rows[i].Slug)
		out.Rows[i].MatchScore, out.Rows[i].MatchReasonsRaw = int(recruit.MatchNone), "[]"
	}
	return out, nil
}

// opaqueID is the id an agency is shown for one of its rows: a number
// drawn from the slug (53 bits, so JavaScript reads it whole), unique
// like the slug and the same on every read. The applications' own ids
// are sequential, so they would say how many applications the company
// takes, and a repeat submission has none to show.
func opaqueID(slug string) int64 {
	sum := sha256.Sum256([]byte("hirekit application id\x00" + slug))
	return int64(binary.BigEndian.Uint64(sum[:8])>>11) | 1
}

// showExternal sets what an agency is shown of one of its rows (real or
// a repeat): the opaque id, no stored candidate (id 0, no links: those are
// the company's record, merged from resumes and other submissions, and
// would say whether the person was known before), the candidate as of the
// submission.
func showExternal(a *Application) {
	a.ShownID, a.ShownCandidateID = opaqueID(a.Slug), 0
	a.LinksRaw, a.CandidateSince = "{}", a.CreatedAt
}

// submissionRow reads an agency's repeat submission by slug, as an
// application of theirs: nil when there is none the actor may see (its
// job must be one the agency sees, as for its applications).
func (s *Service) submissionRow(ctx context.Context, actor *recruit.Actor, companyID int64, slug string) (*Application, error) {
	var row struct {
		Application
		Answers string `bun:"answers"`
		By      *int64 `bun:"submitted_by"`
		ByName  string `bun:"by_name"`
		Email   string `bun:"submitted_email"`
	}
	cond, args := visibility(actor)
	args = append([]any{slug, companyID, actor.AgencyID}, args...)
	err := s.DB.Conn(ctx).NewRaw(`SELECT d.id, d.company_id, d.slug, d.requisition_id, r.title AS requisition_title, r.hiring_manager_id AS job_hiring_manager_id,
		d.state, d.source, d.source_raw, d.submitted_name, d.submitted_phone, d.experience_years, d.current_ctc, d.expected_ctc, d.salary_currency,
		d.notice_period, d.resume_key, d.resume_name, d.resume_status, d.resume_error, d.agency_id, d.submitted_by, d.submitted_email, d.answers,
		COALESCE(u.name, '') AS by_name, (r.state IN ('open', 'live')) AS job_open, d.created_at, COALESCE(d.updated_at, d.created_at) AS updated_at
		FROM duplicate_submissions d JOIN requisitions r ON r.id = d.requisition_id LEFT JOIN users u ON u.id = d.submitted_by
		WHERE d.slug = ? AND d.company_id = ? AND d.agency_id = ? AND `+cond, args...).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errApplicationNotFound
	} else if err != nil {
		return nil, err
	}
	a := row.Application
	// Never an application's id: nothing may write through it.
	a.ID, a.AddedBy = 0, row.By
	a.Priority, a.MatchScore, a.MatchReasonsRaw = int(recruit.NoPriority), int(recruit.MatchNone), "[]"
	a.CandidateName, a.CandidateEmail, a.CandidatePhone = a.SubmittedName, row.Email, a.SubmittedPhone
	var mover *string
	if row.By != nil {
		mover = &row.ByName
	}
	// The one line a new application's history starts with (AddApplication).
	a.Moves = []Move{{To: string(a.State), Reason: "Added (" + a.Source + ")", MovedBy: row.By, MoverName: mover, CreatedAt: a.CreatedAt}}
	if a.Answers, err = s.submittedAnswers(ctx, row.Answers); err != nil {
		return nil, err
	}
	a.TagIDs, a.OtherSubmissions = []int64{}, []OtherSubmission{}
	a.NextStates = nextStates(actor, &a)
	showExternal(&a)
	return &a, nil
}

// submittedAnswers reads a submission's answers as an application's are
// read: with their questions' titles, in the job's order, leaving out a
// question deleted since.
func (s *Service) submittedAnswers(ctx context.Context, raw string) ([]Answer, error) {
	byID := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte(raw), &byID); err != nil {
		return nil, err
	}
	out := []Answer{}
	if len(byID) == 0 {
		return out, nil
	}
	ids := make([]int64, 0, len(byID))
	for k := range byID {
		id, err := strconv.ParseInt(k, 10, 64)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT q.id AS question_id, q.title, q.field_type FROM screening_questions q WHERE q.id IN (?) ORDER BY q.position",
		bun.In(ids)).Scan(ctx, &out); err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Answer = string(byID[strconv.FormatInt(out[i].QuestionID, 10)])
	}
	return out, nil
}

// ParseSubmissionResume parses the resume an agency sent with a repeat
// submission and stores how it went (parsed, or the parser's error), as
// ParseResume does for an application; the text and links it finds are
// not kept (the company has the application's).
func (s *Service) ParseSubmissionResume(ctx context.Context, submissionID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermStoreParsedResume)
	if err != nil {
		return err
	}
	var sub struct {
		Key    string               `bun:"resume_key"`
		Name   string               `bun:"resume_name"`
		Status recruit.ResumeStatus `bun:"resume_status"`
	}
	err = s.DB.Read.NewRaw("SELECT resume_key, resume_name, resume_status FROM duplicate_submissions WHERE id = ? AND company_id = ?",
		submissionID, companyID).Scan(ctx, &sub)
	if errors.Is(err, sql.ErrNoRows) {
		return errApplicationNotFound
	} else if err != nil {
		return err
	}
	if sub.Key == "" || sub.Status == recruit.ResumeParsed {
		return nil
	}
	res, gone, err := s.parseStored(ctx, sub.Key, sub.Name)
	if err != nil {
		return err
	}
	status := recruit.ResumeParsed
	if res.Error != "" {
		status = recruit.ResumeError
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE duplicate_submissions SET resume_status = ?, resume_error = ?, updated_at = ? WHERE id = ? AND company_id = ?",
			status, res.Error, sqldb.NowIn(ctx), submissionID, companyID).Exec(ctx)
		return err
	})
	return errors.Join(err, gone)
}
