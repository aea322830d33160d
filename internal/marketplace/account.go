package marketplace

import (
	"archive/zip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path"
	"slices"
	"strings"
	"time"

	"hirekit/internal/blob"
	"hirekit/internal/recruit"
)

// candidateTables are the tables whose rows belong to one hub candidate,
// each with a hub_candidate_id column (ON DELETE CASCADE), in the order the
// export lists them. TestCandidateTablesListEveryTable reads the schema of
// both engines and fails for a table with that column missing here, so a
// table added later is exported and deleted too.
var candidateTables = []string{
	"hub_experiences", "hub_projects", "hub_educations", "hub_skills", "hub_resume_drafts", "hub_credit_entries",
	"hub_assessment_attempts", "hub_certificates",
	// The quick applies (board_apply.go): the applications stay the companies'.
	"hub_board_applications",
	// The job alerts sent (job_alerts.go).
	"hub_job_alert_digests", "hub_job_alerts_sent",
	// Reports of the profile (report.go), exported without their
	// reporter or details (exportSelect).
	"hub_profile_reports",
}

// exportSelect overrides a table's export query: an open attempt's drawn
// questions carry the right answers, so they are exported only once it
// is finished.
var exportSelect = map[string]string{
	"hub_assessment_attempts": `SELECT id, public_id, hub_candidate_id, skill_slug, skill_name,
		CASE WHEN state = 'finished' THEN questions ELSE '' END AS questions, state, started_at, deadline, finished_at, score, total, result, level
		FROM hub_assessment_attempts WHERE hub_candidate_id = ? ORDER BY 1`,
	// A report's reporter is never told to the candidate, and its details
	// are the reporter's words (they may name them): the candidate gets
	// the reason, the state and the dates.
	"hub_profile_reports": `SELECT id, hub_candidate_id, reason, state, created_at, closed_at
		FROM hub_profile_reports WHERE hub_candidate_id = ? ORDER BY 1`,
}

// row is one database row as the export writes it.
type row map[string]any

// blobKeys are the files a row names: its non-empty *_key columns
// (avatar_key, resume_key, and any a later table adds).
func blobKeys(r row) map[string]string {
	out := map[string]string{}
	for c, v := range r {
		if k, ok := v.(string); ok && strings.HasSuffix(c, "_key") && k != "" && blob.ValidKey(k) {
			out[c] = k
		}
	}
	return out
}

// exportReadme opens every export.
const exportReadme = `Your talenthub data

profile.json holds every row Hirekit keeps about your talenthub account:
your account and profile (hub_candidates), each list of your profile, and
the kinds of email you turned off (mail_opt_outs). files/ holds the files
you uploaded (avatar, resume).

Applications you sent to companies are held by those companies; ask them
for a copy or its deletion.
`

// Export writes a zip of everything held about hub candidate id to w as it
// reads it: the rows as profile.json, then their files. Nothing is built
// in memory beyond one row at a time.
func (s *Service) Export(ctx context.Context, id int64, w io.Writer) error {
	actor := recruit.ActorFrom(ctx)
	if actor == nil || actor.Kind != recruit.KindTalentCandidate || actor.HubCandidateID != id {
		return recruit.Errorf(recruit.ENOTFOUND, "Not found")
	}
	var email string
	if err := s.DB.Read.QueryRowContext(ctx, "SELECT email FROM hub_candidates WHERE id = ?", id).Scan(&email); errors.Is(err, sql.ErrNoRows) {
		return recruit.Errorf(recruit.ENOTFOUND, "Not found")
	} else if err != nil {
		return err
	}
	zw := zip.NewWriter(w)
	now := s.now().UTC()
	readme, err := zw.CreateHeader(&zip.FileHeader{Name: "README.txt", Method: zip.Deflate, Modified: now})
	if err != nil {
		return err
	}
	if _, err := io.WriteString(readme, exportReadme); err != nil {
		return err
	}
	jw, err := zw.CreateHeader(&zip.FileHeader{Name: "profile.json", Method: zip.Deflate, Modified: now})
	if err != nil {
		return err
	}
	type file struct{ name, key string }
	var files []file
	enc := json.NewEncoder(jw)
	// One table at a time, one row at a time: {"exported_at":…,"tables":{"t":[…],…}}.
	if _, err := fmt.Fprintf(jw, `{"exported_at":%q,"tables":{`, now.Format(time.RFC3339)); err != nil {
		return err
	}
	type source struct {
		table, query string
		arg          any
	}
	sources := []source{{"hub_candidates", "SELECT * FROM hub_candidates WHERE id = ?", id}}
	for _, t := range candidateTables {
		q := "SELECT * FROM " + t + " WHERE hub_candidate_id = ? ORDER BY 1"
		if o, ok := exportSelect[t]; ok {
			q = o
		}
		sources = append(sources, source{t, q, id})
	}
	sources = append(sources, source{"hub_assessment_answers", `SELECT a.* FROM hub_assessment_answers a JOIN hub_assessment_attempts t ON t.id = a.attempt_id
		WHERE t.hub_candidate_id = ? ORDER BY a.attempt_id, a.position`, id})
	sources = append(sources, source{"mail_opt_outs", "SELECT email, kind, created_at FROM mail_opt_outs WHERE email = ? ORDER BY kind", strings.ToLower(email)})
	for i, src := range sources {
		sep := ","
		if i == 0 {
			sep = ""
		}
		if _, err := fmt.Fprintf(jw, "%s%q:[", sep, src.table); err != nil {
			return err
		}
		n := 0
		err := s.DB.EachRow(ctx, src.query, []any{src.arg}, func(m map[string]any) error {
			r := row(m)
			if n > 0 {
				if _, err := io.WriteString(jw, ","); err != nil {
					return err
				}
			}
			n++
			for col, key := range blobKeys(r) {
				name := blob.SafeName(strings.TrimSuffix(col, "_key") + path.Ext(key))
				if col == "resume_key" && src.table == "hub_candidates" {
					if rn, _ := r["resume_name"].(string); rn != "" {
						name = "resume-" + blob.SafeName(rn)
					}
				}
				if src.table != "hub_candidates" {
					name = src.table + "/" + blob.SafeName(fmt.Sprintf("%v-%s", r["id"], col))
				}
				files = append(files, file{"files/" + name, key})
			}
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
	slices.SortFunc(files, func(a, b file) int { return strings.Compare(a.name, b.name) })
	for _, f := range files {
		if err := s.addFile(ctx, zw, f.name, f.key, now); err != nil {
			return err
		}
	}
	return zw.Close()
}

// DeleteAccount deletes the signed-in candidate's talenthub account once
// they typed their username as confirm: every row of theirs (the
// candidate tables, then hub_candidates) and, after the commit, their
// files. Every session ends with the row. Kept: their email opt-outs (mail
// stays stopped), and the applications they sent, which belong to the
// companies; each of those is told (Applications).
func (s *Service) DeleteAccount(ctx context.Context, confirm string) error {
	actor := recruit.ActorFrom(ctx)
	if actor == nil || actor.Kind != recruit.KindTalentCandidate || actor.HubCandidateID == 0 {
		return recruit.Errorf(recruit.EFORBIDDEN, "Forbidden")
	}
	id := actor.HubCandidateID
	var keys []string
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var email, username string
		err := s.DB.Conn(ctx).NewRaw("SELECT email, username FROM hub_candidates WHERE id = ?", id).Scan(ctx, &email, &username)
		if errors.Is(err, sql.ErrNoRows) {
			return recruit.Errorf(recruit.ENOTFOUND, "Not found")
		} else if err != nil {
			return err
		}
		if !strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(confirm), "@")), username) {
			return recruit.FieldError("confirm", "Please type your username to confirm")
		}
		tables := append([]string{"hub_candidates"}, candidateTables...)
		for _, t := range tables {
			where := "hub_candidate_id = ?"
			if t == "hub_candidates" {
				where = "id = ?"
			}
			var rs []map[string]any
			if err := s.DB.Conn(ctx).NewRaw("SELECT * FROM "+t+" WHERE "+where, id).Scan(ctx, &rs); err != nil {
				return err
			}
			for _, r := range rs {
				for _, k := range blobKeys(textRow(r)) {
					keys = append(keys, k)
				}
			}
		}
		if s.ATS != nil {
			if _, err := s.ATS.TellCandidateLeftTalenthub(ctx); err != nil {
				return err
			}
		}
		// Children first, so the deletion holds even where a foreign key
		// is not enforced; the cascade covers the rest.
		for _, t := range slices.Backward(candidateTables) {
			if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM "+t+" WHERE hub_candidate_id = ?", id).Exec(ctx); err != nil {
				return err
			}
		}
		_, err = s.DB.Conn(ctx).NewRaw("DELETE FROM hub_candidates WHERE id = ?", id).Exec(ctx)
		return err
	})
	if err != nil {
		return err
	}
	// After the commit: a failed deletion leaves the account whole, files
	// included. A file that fails to go now is logged, not hidden.
	for _, k := range keys {
		if s.Blobs == nil {
			break
		}
		if err := s.Blobs.Delete(context.WithoutCancel(ctx), k); err != nil {
			slog.ErrorContext(ctx, "talenthub account deletion: a file was not deleted", "key", k, "error", err)
		}
	}
	return nil
}

// textRow turns a bun map row's bytes into text.
func textRow(m map[string]any) row {
	r := row{}
	for k, v := range m {
		if b, ok := v.([]byte); ok {
			v = string(b)
		}
		r[k] = v
	}
	return r
}

// addFile copies one blob into the zip (blob.AddToZip); without a store
// there are no files to add.
func (s *Service) addFile(ctx context.Context, zw *zip.Writer, name, key string, now time.Time) error {
	if s.Blobs == nil {
		return nil
	}
	return blob.AddToZip(ctx, s.Blobs, zw, name, key, now)
}
