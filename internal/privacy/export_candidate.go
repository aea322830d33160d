package privacy

import (
	"archive/zip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"hirekit/internal/blob"
	"hirekit/internal/recruit"
)

// exportReadme opens every candidate export.
const exportReadme = `Your data held by %s

data.json holds every row the company keeps about you in Hirekit: you as
a candidate (candidates), each of your applications with its answers,
its history, the parse of your resume, interviews, scorecards, notes and
the emails about it. files/ holds your resumes.
`

// exportSource is one table of the export: its rows for the candidate.
// Columns that are secrets (sign-in codes, mail secrets) are never read.
type exportSource struct {
	table, query string
}

// candidateSources are the export's tables; each query takes the company
// and the candidate, in that order, as its two arguments.
var candidateSources = []exportSource{
	{"candidates", `SELECT id, email, name, phone, links, experience_years, current_company, created_at, updated_at
		FROM candidates WHERE company_id = ? AND id = ?`},
	{"candidate_applications", `SELECT a.id, a.slug, r.title AS job, a.state, a.source, a.submitted_name, a.submitted_phone, a.submitted_location,
		a.submitted_current_company, a.experience_years, a.current_ctc, a.expected_ctc, a.salary_currency, a.notice_period, a.graduation_year,
		a.resume_key, a.resume_name, a.resume_status, a.resume_text, a.resume_tags, a.match_score, a.match_reasons, a.created_at, a.updated_at
		FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY a.id`},
	{"application_answers", `SELECT x.application_id, q.title AS question, x.answer FROM application_answers x
		JOIN candidate_applications a ON a.id = x.application_id JOIN screening_questions q ON q.id = x.question_id
		WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY x.application_id, q.position`},
	{"application_moves", `SELECT m.application_id, m.from_state, m.to_state, m.reason, m.created_at FROM application_moves m
		JOIN candidate_applications a ON a.id = m.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY m.id`},
	{"application_profiles", `SELECT p.application_id, p.parsed, p.parsed_at FROM application_profiles p
		JOIN candidate_applications a ON a.id = p.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY p.application_id`},
	{"application_profile_edits", `SELECT e.application_id, e.field, e.value, e.edited_at FROM application_profile_edits e
		JOIN candidate_applications a ON a.id = e.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY e.application_id, e.field`},
	{"interviews", `SELECT i.id, i.application_id, i.starts_at, i.ends_at, i.time_zone, i.location, i.state, i.reason, i.created_at FROM interviews i
		JOIN candidate_applications a ON a.id = i.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY i.id`},
	{"scorecards", `SELECT s.id, s.application_id, s.interview_id, s.ratings, s.recommendation, s.notes, s.created_at FROM scorecards s
		JOIN candidate_applications a ON a.id = s.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY s.id`},
	{"notes", `SELECT n.id, n.application_id, n.body, n.created_at FROM notes n
		JOIN candidate_applications a ON a.id = n.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY n.id`},
	{"mail_messages", `SELECT m.id, m.application_id, m.kind, m.to_address, m.subject, m.text_body, m.status, m.created_at, m.sent_at FROM mail_messages m
		WHERE m.company_id = ? AND (m.application_id IN (SELECT id FROM candidate_applications WHERE candidate_id = ?)) ORDER BY m.id`},
	{"duplicate_submissions", `SELECT d.id, d.application_id, d.submitted_name, d.submitted_email, d.submitted_phone, d.answers, d.resume_key, d.resume_name, d.created_at
		FROM duplicate_submissions d JOIN candidate_applications a ON a.id = d.application_id WHERE a.company_id = ? AND a.candidate_id = ? ORDER BY d.id`},
}

// ExportCandidate writes a zip of everything the company holds about the
// candidate of application slug to w as it reads it (data.json, then
// their resumes), and records the export in the audit log first. start
// is called once, before the first byte, with the zip's file name.
func (s *Service) ExportCandidate(ctx context.Context, slug string, start func(filename string), w io.Writer) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return err
	}
	id, err := s.candidateOf(ctx, companyID, slug)
	if err != nil {
		return err
	}
	if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		return s.audit(ctx, companyID, actor.UserID, ActionExport, fmt.Sprintf("candidate %d", id))
	}); err != nil {
		return err
	}
	start(fmt.Sprintf("candidate-%d.zip", id))
	return s.exportCandidate(ctx, companyID, id, w)
}

// exportCandidate streams the zip of candidate id of the company.
func (s *Service) exportCandidate(ctx context.Context, companyID, id int64, w io.Writer) error {
	var company string
	if err := s.DB.Conn(ctx).NewRaw("SELECT name FROM companies WHERE id = ?", companyID).Scan(ctx, &company); err != nil {
		return err
	}
	now := s.now()
	zw := zip.NewWriter(w)
	readme, err := zw.CreateHeader(&zip.FileHeader{Name: "README.txt", Method: zip.Deflate, Modified: now})
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(readme, exportReadme, company); err != nil {
		return err
	}
	jw, err := zw.CreateHeader(&zip.FileHeader{Name: "data.json", Method: zip.Deflate, Modified: now})
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(jw, `{"exported_at":%q,"tables":{`, now.Format(time.RFC3339)); err != nil {
		return err
	}
	type file struct{ name, key string }
	var files []file
	enc := json.NewEncoder(jw)
	for i, src := range candidateSources {
		sep := ","
		if i == 0 {
			sep = ""
		}
		if _, err := fmt.Fprintf(jw, "%s%q:[", sep, src.table); err != nil {
			return err
		}
		n := 0
		err := s.DB.EachRow(ctx, src.query, []any{companyID, id}, func(r map[string]any) error {
			if n > 0 {
				if _, err := io.WriteString(jw, ","); err != nil {
					return err
				}
			}
			n++
			if k, _ := r["resume_key"].(string); k != "" && blob.ValidKey(k) {
				name, _ := r["resume_name"].(string)
				files = append(files, file{fmt.Sprintf("files/%s-%v-%s", src.table, r["id"], blob.SafeName(name)), k})
			}
			delete(r, "resume_key")
			return enc.Encode(r)
		})
		if err != nil {
			return err
		}
		if _, err := io.WriteString(jw, "]"); err != nil {
			return err
		}
	}
	if _, err := io.WriteString(jw, "}}\n"); err != nil {
		return err
	}
	for _, f := range files {
		if err := s.addFile(ctx, zw, f.name, f.key, now); err != nil {
			return err
		}
	}
	return zw.Close()
}

// addFile copies one blob into the zip (blob.AddToZip); without a store
// there are no files to add.
func (s *Service) addFile(ctx context.Context, zw *zip.Writer, name, key string, now time.Time) error {
	if s.Blobs == nil {
		return nil
	}
	return blob.AddToZip(ctx, s.Blobs, zw, name, key, now)
}
