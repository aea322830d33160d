package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// ApplicationInput adds a candidate to a job.
type ApplicationInput struct {
	RequisitionID   int64
	Name            string
	Email           string
	Phone           string
	Source          string
	ExperienceYears *float64
	CurrentCTC      *int64
	ExpectedCTC     *int64
	SalaryCurrency  string
	NoticePeriod    string
	// Resume is the spooled file that came with the form, if any;
	// AddApplication saves it only when the application is accepted.
	Resume  *intake.File
	Links   map[string]string
	Answers map[int64]json.RawMessage
	// Location and CurrentCompany are the careers form's company-specific
	// fields, kept on the application as submitted.
	Location, CurrentCompany string
	// EmailVerified says the address was proved before the application
	// came (a signed-in talenthub candidate's quick apply): attached to a
	// candidate the company already had, it is not marked unconfirmed.
	EmailVerified bool
	// NoScreening: the channel asks no screening questions (talenthub's
	// quick apply has an empty body), so none are checked or stored; the
	// recruiters ask what they need later. Answers must then be empty.
	NoScreening bool
}

// normaliseEmail is how candidates are matched: trimmed, lower case.
func normaliseEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }

func phoneDigits(p string) string {
	var b strings.Builder
	for _, r := range p {
		if unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (in *ApplicationInput) clean() error {
	in.Name, in.Email, in.Phone = strings.TrimSpace(in.Name), normaliseEmail(in.Email), strings.TrimSpace(in.Phone)
	if in.Name == "" {
		return recruit.FieldError("name", "Please enter name")
	}
	if in.Email == "" {
		return recruit.FieldError("email", "Please enter email")
	}
	if a, err := mail.ParseAddress(in.Email); err != nil || a.Address != in.Email || len(in.Email) > 254 {
		return recruit.FieldError("email", "Please enter a valid email address")
	}
	// Names and the rest reach mail subjects and notifications: one line
	// of printable text each (review 3, L4).
	in.Location, in.CurrentCompany, in.Source = strings.TrimSpace(in.Location), strings.TrimSpace(in.CurrentCompany), strings.TrimSpace(in.Source)
	for _, f := range [][3]string{{"name", "name", in.Name}, {"phone", "phone", in.Phone}, {"location", "location", in.Location},
		{"current_company", "current company", in.CurrentCompany}, {"source", "source", in.Source}, {"salary_currency", "salary currency", in.SalaryCurrency},
		{"notice_period", "notice period", in.NoticePeriod}} {
		if err := recruit.CheckPlainText(f[0], f[1], f[2]); err != nil {
			return err
		}
	}
	if utf8.RuneCountInString(in.Name) > 150 || len(in.Phone) > 30 {
		return recruit.Errorf(recruit.EINVALID, "Name or phone is too long")
	}
	if utf8.RuneCountInString(in.Location) > 150 || utf8.RuneCountInString(in.CurrentCompany) > 150 {
		return recruit.Errorf(recruit.EINVALID, "Location or current company is too long")
	}
	if in.ExperienceYears != nil && !(*in.ExperienceYears >= 0 && *in.ExperienceYears <= 60) {
		return recruit.FieldError("experience", "Experience must be from 0 to 60 years")
	}
	for _, v := range []*int64{in.CurrentCTC, in.ExpectedCTC} {
		if v != nil && *v < 0 {
			return recruit.FieldError("salary", "Salary cannot be negative")
		}
	}
	if in.SalaryCurrency != "" && !slices.Contains(recruit.Currencies, in.SalaryCurrency) {
		return recruit.FieldError("salary_currency", "Please select a salary currency!")
	}
	if in.NoticePeriod != "" && !recruit.Contains(recruit.NoticePeriods, in.NoticePeriod) {
		return recruit.FieldError("notice_period", "Please choose a notice period")
	}
	return nil
}

// initialState is where an application starts, by how it came in.
func initialState(source string) recruit.State {
	switch source {
	case "referral":
		return recruit.StateReferred
	case "careers_page", "talenthub", "linkedin", "naukri", "indeed":
		return recruit.StateApplied
	}
	return recruit.StateSourced
}

// AddApplication adds a candidate to a job the actor may see. The
// candidate is found by email (never overwritten: what was submitted stays
// on the application) or created; a match by phone alone is only flagged
// as a possible duplicate. The resume, if any, is saved and then parsed by
// a job enqueued in the same transaction as the application; if the
// application is refused, the saved file is removed again.
//
// An agency, an employee or an applicant gets back only what it
// submitted: never the stored profile of a candidate the company already
// knows. Every check of the input runs before the candidate is looked up,
// and putting forward someone already in the job (through someone else,
// or an applicant applying again) is answered like any submission
// (repeat_submission.go), so the answer tells nothing about other
// people's applications.
func (s *Service) AddApplication(ctx context.Context, in ApplicationInput) (*Application, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermAddApplication)
	if err != nil {
		return nil, err
	}
	if err := s.checkReferrals(ctx, actor, companyID); err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	var resumeKey, resumeName string
	resumeStatus := recruit.ResumeNone
	if in.Resume != nil {
		if resumeKey, err = s.Files.Save(ctx, intake.ApplicationResume, companyID, in.Resume); err != nil {
			return nil, err
		}
		resumeName, resumeStatus = in.Resume.Name, recruit.ResumeProcessing
	}
	var slug string
	var shown *Application // what a submitter-only actor is answered
	kept := false          // the resume stays with a repeat submission
	add := func(ctx context.Context, raced bool) error {
		slug, kept = "", false
		// The file is referred to from here on (or deleted below when
		// nothing keeps it): committed with the rows, or not at all.
		if err := s.Files.Claim(ctx, resumeKey); err != nil {
			return err
		}
		job, err := s.requisition(ctx, in.RequisitionID)
		if err != nil {
			return err
		}
		if job.State == recruit.ReqArchived || job.State == recruit.ReqRejected {
			return recruit.Errorf(recruit.ECONFLICT, "This job is not accepting candidates")
		}
		source, raw, err := s.sourceOf(ctx, companyID, sourceFor(actor, in.Source))
		if err != nil {
			return err
		}
		if actor.Kind == recruit.KindApplicant && slices.Contains(internalSources, source) {
			// A careers link cannot make its applicant a referral or an
			// agency's candidate: kept as the raw value of a careers
			// application, like an unknown source.
			source, raw = "careers_page", source
		}
		// The answers are checked before anyone is looked up (review 3,
		// M4): a form missing a required answer is refused alike whether
		// or not the person is already in the job.
		answers := map[int64]any{}
		if !in.NoScreening || len(in.Answers) > 0 {
			if answers, err = checkAnswers(job, in.Answers, source == "referral"); err != nil {
				return err
			}
		}
		now := sqldb.NowIn(ctx)
		links, err := json.Marshal(cleanLinks(in.Links))
		if err != nil {
			return err
		}
		state := initialState(source)
		if submitterOnly(actor) {
			shown = &Application{CompanyID: companyID, RequisitionID: job.ID, RequisitionTitle: job.Title, State: state, Source: source,
				SubmittedName: in.Name, SubmittedPhone: in.Phone, ExperienceYears: in.ExperienceYears, NoticePeriod: in.NoticePeriod,
				CurrentCTC: in.CurrentCTC, ExpectedCTC: in.ExpectedCTC, SalaryCurrency: in.SalaryCurrency, Priority: int(recruit.NoPriority),
				MatchScore: int(recruit.MatchNone), ResumeName: resumeName, ResumeStatus: resumeStatus, CandidateName: in.Name,
				CandidateEmail: in.Email, CandidatePhone: in.Phone, LinksRaw: string(links), CandidateSince: now, CreatedAt: now, UpdatedAt: now,
				Moves: []Move{}, Answers: []Answer{}, TagIDs: []int64{}, NextStates: []recruit.State{}}
		}
		candidateID, existed, err := s.candidateFor(ctx, companyID, &in, string(links), now)
		if err != nil {
			return err
		}
		// Looked up on both paths, so a repeat costs what a new
		// application does up to here.
		dup, err := s.possibleDuplicate(ctx, companyID, candidateID, in.Phone)
		if err != nil {
			return err
		}
		if existed && shown != nil {
			sub := &submission{State: state, Source: source, SourceRaw: raw, Answers: answers, ResumeKey: resumeKey, ResumeName: resumeName,
				ResumeStatus: resumeStatus}
			handled, err := s.submittedAgain(ctx, actor, companyID, job, candidateID, &in, sub, now)
			kept = sub.Kept
			if err != nil || handled {
				return err
			}
		}
		var addedBy, referredBy, agency any
		if actor.UserID != 0 {
			addedBy = actor.UserID
		}
		if source == "referral" && actor.UserID != 0 {
			referredBy = actor.UserID
		}
		if actor.AgencyID != 0 {
			agency = actor.AgencyID
		}
		// An applicant's email is not proved: attached to a candidate the
		// company already had, the application says so until the person
		// signs in to it with a mailed passcode (review 3, M1).
		unconfirmed := existed && actor.Kind == recruit.KindApplicant && !in.EmailVerified
		slug = newSlug()
		var appID int64
		err = s.DB.Conn(ctx).NewRaw(`INSERT INTO candidate_applications (company_id, slug, candidate_id, requisition_id, state, source, source_raw,
			possible_duplicate_of, submitted_name, submitted_phone, experience_years, current_ctc, expected_ctc, salary_currency, notice_period,
			resume_key, resume_name, resume_status, referred_by, agency_id, added_by, job_open, submitted_location, submitted_current_company,
			email_unconfirmed, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, slug, candidateID, job.ID, state, source, raw, dup, in.Name, in.Phone, in.ExperienceYears, in.CurrentCTC,
			in.ExpectedCTC, in.SalaryCurrency, in.NoticePeriod, resumeKey, resumeName, resumeStatus, referredBy, agency, addedBy,
			job.State == recruit.ReqOpen || job.State == recruit.ReqLive, in.Location, in.CurrentCompany, unconfirmed, now, now).Scan(ctx, &appID)
		if sqldb.IsUniqueViolation(err) {
			if raced || shown == nil {
				return alreadyApplied(actor)
			}
			return errRaced
		} else if err != nil {
			return err
		}
		if err := recordMove(ctx, s.DB, companyID, appID, "", state, "Added ("+source+")", addedBy, now); err != nil {
			return err
		}
		if err := s.publishApplication(ctx, companyID, appID, recruit.EventApplicationCreated, ApplicationEvent{}); err != nil {
			return err
		}
		if err := s.storeAnswers(ctx, job, appID, answers); err != nil {
			return err
		}
		if err := s.announceApplication(ctx, job, appID, slug, &in, unconfirmed); err != nil {
			return err
		}
		if resumeKey != "" {
			if _, err := s.Queue.Insert(ctx, ParseResumeArgs{ApplicationID: appID, CompanyID: companyID}, nil); err != nil {
				return err
			}
		}
		return nil
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error { return add(ctx, false) })
	if errors.Is(err, errRaced) {
		// The same person's submission committed first (a double click):
		// once more, this one now meets it and is answered as a repeat.
		err = s.DB.RunInTx(ctx, func(ctx context.Context) error { return add(ctx, true) })
	}
	if err == nil && slug == "" && resumeKey != "" && !kept {
		// Submitted again: nothing was added, the file goes (an agency's
		// stays with its submission, which it may read like an application).
		err = s.Files.Delete(ctx, resumeKey)
		resumeKey = ""
	}
	if err != nil {
		if resumeKey != "" {
			if derr := s.Files.Delete(ctx, resumeKey); derr != nil {
				err = errors.Join(err, fmt.Errorf("remove refused resume: %w", derr))
			}
		}
		return nil, err
	}
	if shown != nil {
		// No submitter gets the slug back: an employee or applicant may
		// not open the application, and an agency's answer must read
		// the same whether the candidate was new or already someone
		// else's (then nothing was added and there is no slug to give).
		// The agency finds its candidates in the job's list.
		return shown, nil
	}
	return s.application(ctx, slug)
}

// candidateFor finds the company's candidate by email, or creates one from
// the form; existed says which.
func (s *Service) candidateFor(ctx context.Context, companyID int64, in *ApplicationInput, links string, now time.Time) (int64, bool, error) {
	var id int64
	err := s.DB.Conn(ctx).NewRaw("SELECT id FROM candidates WHERE company_id = ? AND email = ?", companyID, in.Email).Scan(ctx, &id)
	if err == nil {
		return id, true, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return 0, false, err
	}
	// Two applications from one new person at once (a double click) both
	// miss the row above; the second insert waits for the first and then
	// does nothing, and the candidate is read again (PostgreSQL: a new
	// statement sees the committed row; SQLite: one writer at a time).
	err = s.DB.Conn(ctx).NewRaw(`INSERT INTO candidates (company_id, email, name, phone, phone_digits, links, experience_years, current_company,
		created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (company_id, email) DO NOTHING RETURNING id`, companyID, in.Email, in.Name, in.Phone,
		phoneDigits(in.Phone), links, in.ExperienceYears, in.CurrentCompany, now, now).Scan(ctx, &id)
	if errors.Is(err, sql.ErrNoRows) {
		err = s.DB.Conn(ctx).NewRaw("SELECT id FROM candidates WHERE company_id = ? AND email = ?", companyID, in.Email).Scan(ctx, &id)
		return id, true, err
	}
	return id, false, err
}

// internalSources are sources only the company's own people give: an
// applicant naming one on a careers link is a careers application.
var internalSources = []string{"referral", "agency", "manual", "bulk_import"}

// checkReferrals refuses a referral when the company has the referral
// module off: an employee adds candidates only as referrals.
func (s *Service) checkReferrals(ctx context.Context, actor *recruit.Actor, companyID int64) error {
	if !referrerOnly(actor) {
		return nil
	}
	on, err := s.Features.FeatureEnabled(ctx, companyID, "ats", recruit.FeatureReferral)
	if err != nil {
		return err
	}
	if !on {
		return recruit.Errorf(recruit.EFORBIDDEN, "Upgrade plan")
	}
	return nil
}

// socialSites are the spec's 24 link keys.
var socialSites = []string{"linkedin", "facebook", "twitter", "instagram", "youtube", "github", "website", "dribbble", "behance",
	"stackoverflow", "calendly", "telegram", "angellist", "quora", "leetcode", "stopstalk", "geeksforgeeks", "codechef",
	"codeforces", "kaggle", "medium", "substack", "blogger", "wordpress"}

// cleanLinks keeps known sites with http(s) URLs only (the spec: links
// are valid only with http or https).
func cleanLinks(in map[string]string) map[string]string {
	out := map[string]string{}
	for _, site := range socialSites {
		u := strings.TrimSpace(in[site])
		if (strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")) && len(u) <= 500 && recruit.PlainText(u) {
			out[site] = u
		}
	}
	return out
}

// announceApplication tells the job's owners of a new candidate and mails
// the candidate a confirmation with the link to follow the application,
// both in the transaction that adds it. An unconfirmed application's mail
// says how to confirm it, and that nothing needs doing if it was not them.
func (s *Service) announceApplication(ctx context.Context, job *Requisition, appID int64, slug string, in *ApplicationInput, unconfirmed bool) error {
	owners, err := s.jobOwners(ctx, job.ID)
	if err != nil {
		return err
	}
	if err := s.notify(ctx, job.CompanyID, owners, NotifyNewApplication, fmt.Sprintf("New candidate %s for %s", in.Name, job.Title), timelineLink(slug)); err != nil {
		return err
	}
	company, err := s.People.CompanyName(ctx, job.CompanyID)
	if err != nil {
		return err
	}
	data := map[string]string{"Name": in.Name, "Job": job.Title, "Company": company, "Link": s.statusLink(slug)}
	if unconfirmed {
		data["Unconfirmed"] = "yes"
	}
	return s.Mail.SendAbout(ctx, "application_received", in.Email, job.CompanyID, appID, 0, data)
}

// possibleDuplicate is the first application of another of the company's
// candidates with the same phone (seven digits or more), flagged on a new
// application and never merged (DECISIONS.md); nil when there is none. The
// candidates by phone first (candidates_phone), then their first
// application (applications_candidate): ordering the join by a.id let
// SQLite walk every application of the company.
func (s *Service) possibleDuplicate(ctx context.Context, companyID, candidateID int64, phone string) (any, error) {
	digits := phoneDigits(phone)
	if len(digits) < 7 {
		return nil, nil
	}
	var other *int64
	if err := s.DB.Conn(ctx).NewRaw(`SELECT min(a.id) FROM candidate_applications a WHERE a.company_id = ? AND a.candidate_id IN
		(SELECT c.id FROM candidates c WHERE c.company_id = ? AND c.phone_digits = ? AND c.id <> ?)`,
		companyID, companyID, digits, candidateID).Scan(ctx, &other); err != nil {
		return nil, err
	}
	if other == nil {
		return nil, nil
	}
	return *other, nil
}
