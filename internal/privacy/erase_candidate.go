package privacy

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Neutral values an erased candidate is left with. The email stays
// unique per company (candidates' UNIQUE (company_id, email)) and can
// never be mailed (.invalid is reserved).
const (
	ErasedName   = "Erased candidate"
	erasedDomain = "@erased.invalid"
	erasedText   = "(erased)"
)

// ErasedEmail is the address an erased candidate keeps.
func ErasedEmail(candidateID int64) string {
	return fmt.Sprintf("erased-%d%s", candidateID, erasedDomain)
}

// Erasure is what one erasure did.
type Erasure struct {
	CandidateID  int64
	Applications int
	Files        int
}

// EraseCandidate anonymises the candidate of application slug, with all
// their applications in the company (see erase), records it in the audit
// log in the same transaction, and deletes their files once it commits.
func (s *Service) EraseCandidate(ctx context.Context, slug string) (*Erasure, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return nil, err
	}
	var out *Erasure
	var keys []string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		id, err := s.candidateOf(ctx, companyID, slug)
		if err != nil {
			return err
		}
		if out, keys, err = s.erase(ctx, companyID, id); err != nil {
			return err
		}
		return s.audit(ctx, companyID, actor.UserID, ActionErase, fmt.Sprintf("candidate %d: %d applications, %d files", id, out.Applications, out.Files))
	})
	if err != nil {
		return nil, err
	}
	s.afterErase(ctx, keys)
	return out, nil
}

var errCandidateNotFound = recruit.Errorf(recruit.ENOTFOUND, "Candidate not found")

// candidateOf is the candidate of the company's application slug.
func (s *Service) candidateOf(ctx context.Context, companyID int64, slug string) (int64, error) {
	if slug == "" || len(slug) > 64 {
		return 0, errCandidateNotFound
	}
	var id int64
	err := s.DB.Conn(ctx).NewRaw("SELECT candidate_id FROM candidate_applications WHERE slug = ? AND company_id = ?", slug, companyID).Scan(ctx, &id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errCandidateNotFound
	}
	return id, err
}

// erase anonymises candidate id of the company in the ctx transaction and
// returns the blob keys to delete once it commits. Kept, so every count
// stays true: the candidate row (neutral name and email), each
// application's job, state, source, agency, referrer, dates and reached
// stages, the state history (without its typed reasons), interviews,
// scorecards' ratings and recommendations, notes and emails as rows.
// Replaced or deleted: everything that names or describes the person.
func (s *Service) erase(ctx context.Context, companyID, id int64) (*Erasure, []string, error) {
	db := s.DB.Conn(ctx)
	var c struct {
		Email string `bun:"email"`
		Name  string `bun:"name"`
		Phone string `bun:"phone"`
	}
	err := db.NewRaw("SELECT email, name, phone FROM candidates WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, errCandidateNotFound
	} else if err != nil {
		return nil, nil, err
	}
	var apps []struct {
		ID        int64  `bun:"id"`
		Slug      string `bun:"slug"`
		Name      string `bun:"submitted_name"`
		Phone     string `bun:"submitted_phone"`
		ResumeKey string `bun:"resume_key"`
	}
	if err := db.NewRaw("SELECT id, slug, submitted_name, submitted_phone, resume_key FROM candidate_applications WHERE candidate_id = ? AND company_id = ? ORDER BY id",
		id, companyID).Scan(ctx, &apps); err != nil {
		return nil, nil, err
	}
	// What names the person, for the free text that may quote it anywhere
	// in the company (notifications, emails, the assistant's prompts).
	words := []string{c.Email, c.Name, c.Phone}
	var keys []string
	ids := make([]any, 0, len(apps))
	for _, a := range apps {
		ids = append(ids, a.ID)
		words = append(words, a.Name, a.Phone)
		if a.ResumeKey != "" {
			keys = append(keys, a.ResumeKey)
		}
	}
	var dups []struct {
		Name      string `bun:"submitted_name"`
		Email     string `bun:"submitted_email"`
		Phone     string `bun:"submitted_phone"`
		ResumeKey string `bun:"resume_key"`
	}
	if len(ids) > 0 {
		if err := db.NewRaw("SELECT submitted_name, submitted_email, submitted_phone, resume_key FROM duplicate_submissions WHERE company_id = ? AND application_id IN ("+marks(len(ids))+")",
			append([]any{companyID}, ids...)...).Scan(ctx, &dups); err != nil {
			return nil, nil, err
		}
	}
	for _, d := range dups {
		words = append(words, d.Name, d.Email, d.Phone)
		if d.ResumeKey != "" {
			keys = append(keys, d.ResumeKey)
		}
	}
	now := sqldb.NowIn(ctx)
	exec := func(q string, args ...any) error {
		_, err := db.NewRaw(q, args...).Exec(ctx)
		return err
	}
	if err := exec(`UPDATE candidates SET email = ?, name = ?, phone = '', phone_digits = '', links = '{}', experience_years = NULL,
		current_company = '', updated_at = ? WHERE id = ? AND company_id = ?`, ErasedEmail(id), ErasedName, now, id, companyID); err != nil {
		return nil, nil, err
	}
	if len(ids) > 0 {
		in := " IN (" + marks(len(ids)) + ")"
		steps := []string{
			`UPDATE candidate_applications SET submitted_name = '', submitted_phone = '', submitted_location = '', submitted_current_company = '',
				experience_years = NULL, current_ctc = NULL, expected_ctc = NULL, salary_currency = '', notice_period = '', graduation_year = NULL,
				resume_key = '', resume_name = '', resume_status = 'none', resume_error = '', resume_text = '', resume_tags = '[]', resume_tag_bits = 0,
				resume_roles = '[]', match_score = -1, match_reasons = '[]', source_raw = '', version = version + 1 WHERE company_id = ? AND id` + in,
			// The answers stay as rows (a question's answer count) with no value.
			`UPDATE application_answers SET answer = 'null' WHERE application_id` + in + ` AND EXISTS (SELECT 1 FROM candidate_applications a WHERE a.id = application_id AND a.company_id = ?)`,
			`UPDATE application_moves SET reason = '' WHERE company_id = ? AND application_id` + in,
			`DELETE FROM application_profile_edits WHERE company_id = ? AND application_id` + in,
			`DELETE FROM application_profiles WHERE company_id = ? AND application_id` + in,
			`DELETE FROM application_texts WHERE company_id = ? AND application_id` + in,
			`DELETE FROM candidate_passcodes WHERE company_id = ? AND application_id` + in,
			`UPDATE notes SET body = '` + erasedText + `' WHERE company_id = ? AND application_id` + in,
			`UPDATE scorecards SET notes = '' WHERE company_id = ? AND application_id` + in,
			`UPDATE interviews SET reason = '' WHERE company_id = ? AND application_id` + in,
			`UPDATE duplicate_submissions SET submitted_name = '', submitted_email = '', submitted_phone = '', answers = '{}', experience_years = NULL,
				current_ctc = NULL, expected_ctc = NULL, salary_currency = '', notice_period = '', resume_key = '', resume_name = '', resume_status = 'none',
				resume_error = '', source_raw = '' WHERE company_id = ? AND application_id` + in,
			// Emails about the applications: rows kept (counts, the
			// timeline's dates), addresses, subjects and bodies gone.
			`UPDATE mail_messages SET subject = '` + erasedText + `', text_body = '', html_body = '', secrets = '', calendar = '', calendar_method = ''
				WHERE company_id = ? AND application_id` + in,
		}
		for _, q := range steps {
			args := append([]any{companyID}, ids...)
			if strings.Contains(q, "EXISTS") {
				args = append(slices.Clone(ids), companyID)
			}
			if err := exec(q, args...); err != nil {
				return nil, nil, err
			}
		}
		for _, a := range apps {
			if err := exec(`UPDATE notifications SET title = ? WHERE company_id = ? AND link LIKE ?`,
				ErasedName, companyID, "%/"+a.Slug+"%"); err != nil {
				return nil, nil, err
			}
			// Every event names the application by its slug.
			if err := exec(`UPDATE webhook_deliveries SET payload = ? WHERE company_id = ? AND payload LIKE ?`,
				`{"erased":true}`, companyID, `%"`+a.Slug+`"%`); err != nil {
				return nil, nil, err
			}
		}
	}
	// Emails to or from them that no application names (a passcode,
	// a reply to the data request).
	if err := exec(`UPDATE mail_messages SET to_address = ?, subject = ?, text_body = '', html_body = '', secrets = '', calendar = '', calendar_method = ''
		WHERE company_id = ? AND lower(to_address) = ?`, ErasedEmail(id), erasedText, companyID, strings.ToLower(c.Email)); err != nil {
		return nil, nil, err
	}
	// Their other data requests keep no address either.
	if err := exec(`UPDATE data_requests SET email = '' WHERE company_id = ? AND email = ?`, companyID, strings.ToLower(c.Email)); err != nil {
		return nil, nil, err
	}
	if err := s.redact(ctx, companyID, words); err != nil {
		return nil, nil, err
	}
	return &Erasure{CandidateID: id, Applications: len(apps), Files: len(keys)}, keys, nil
}

// redacted are the company's free-text columns that may quote a person
// anywhere (a colleague's notification, an email to the panel, a prompt
// to the assistant, an event): each word found there is replaced.
var redacted = []struct{ table, column string }{
	{"notifications", "title"},
	{"mail_messages", "subject"}, {"mail_messages", "text_body"}, {"mail_messages", "html_body"}, {"mail_messages", "to_address"},
	{"notes", "body"},
	{"scorecards", "notes"},
	{"assistant_events", "prompt"}, {"assistant_events", "fields"},
	{"assistant_callback_requests", "prompt"},
	{"webhook_deliveries", "payload"},
}

// redact replaces each word (of three characters or more) wherever the
// company's free text quotes it.
func (s *Service) redact(ctx context.Context, companyID int64, words []string) error {
	seen := map[string]bool{}
	for _, w := range words {
		w = strings.TrimSpace(w)
		if len(w) < 3 || seen[w] {
			continue
		}
		seen[w] = true
		for _, r := range redacted {
			q := fmt.Sprintf(`UPDATE %[1]s SET %[2]s = REPLACE(%[2]s, ?, ?) WHERE company_id = ? AND %[2]s LIKE ? ESCAPE '\'`, r.table, r.column)
			if _, err := s.DB.Conn(ctx).NewRaw(q, w, erasedText, companyID, likeAnywhere(w)).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// afterErase runs once erasures commit: SQLite's full-text indexes are
// merged, so the deleted terms leave their segments too, and the files
// are deleted. A failure is logged: the rows are already anonymous.
func (s *Service) afterErase(ctx context.Context, keys []string) {
	ctx = context.WithoutCancel(ctx)
	if s.DB.Engine == sqldb.SQLite {
		// FTS5 marks a deleted row in a new segment; 'optimize' rewrites
		// the index into one segment without it.
		for _, t := range []string{"candidates_fts", "application_texts_fts"} {
			if _, err := s.DB.Write.ExecContext(ctx, "INSERT INTO "+t+" ("+t+") VALUES ('optimize')"); err != nil {
				s.log().ErrorContext(ctx, "privacy: merge the search index after an erasure", "table", t, "error", err)
			}
		}
	}
	if s.Blobs == nil {
		return
	}
	for _, k := range keys {
		if err := s.Blobs.Delete(ctx, k); err != nil {
			s.log().ErrorContext(ctx, "privacy: an erased candidate's file was not deleted", "key", k, "error", err)
		}
	}
}

// marks is n comma-separated placeholders.
func marks(n int) string { return strings.TrimSuffix(strings.Repeat("?,", n), ",") }

// likeAnywhere is a LIKE pattern matching v anywhere (ESCAPE '\').
func likeAnywhere(v string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(v) + "%"
}

// ApplicationTables are the tables whose rows belong to an application or
// a candidate (an application_id or candidate_id column), each with what
// erase does to it. TestEraseCoversEveryApplicationTable reads both
// engines' catalogues and fails for a table with such a column missing
// here, so a table added later is a decision for the erasure too.
var ApplicationTables = map[string]string{
	"candidate_applications":    "names, contact, resume and its derivations cleared; job, state, source, dates kept",
	"application_answers":       "answers set to null; rows kept",
	"application_moves":         "typed reasons cleared; the history kept",
	"application_profile_edits": "deleted",
	"application_profiles":      "deleted",
	"application_texts":         "deleted (and SQLite's index merged)",
	"application_tags":          "kept: the company's own tags",
	"candidate_passcodes":       "deleted",
	"duplicate_submissions":     "names, contact, answers and resume cleared",
	"interviews":                "cancellation reasons cleared; times, rounds and states kept",
	"scorecards":                "notes cleared; ratings and recommendations kept",
	"notes":                     "bodies replaced",
	"mail_messages":             "subjects, bodies and secrets cleared; to the person, the address too",
	"self_schedule_links":       "kept: times and places, nothing of the person",
}
