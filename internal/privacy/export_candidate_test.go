package privacy_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestExportCandidate: the zip holds the candidate's rows of every table
// the export lists (their name, answers, resume text, notes) and their
// resume file, nothing of another candidate, and the audit log records it.
func TestExportCandidate(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		s := seed(t, db)
		var buf bytes.Buffer
		var name string
		if err := s.a.Privacy.ExportCandidate(s.admin, s.slug, func(n string) { name = n }, &buf); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(name, "candidate-") || !strings.HasSuffix(name, ".zip") {
			t.Errorf("file name = %q", name)
		}
		zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		files := map[string]string{}
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			files[f.Name] = string(b)
		}
		var data struct {
			Tables map[string][]map[string]any `json:"tables"`
		}
		if err := json.Unmarshal([]byte(files["data.json"]), &data); err != nil {
			t.Fatalf("data.json: %v\n%s", err, files["data.json"])
		}
		if c := data.Tables["candidates"]; len(c) != 1 || c[0]["name"] != personName || c[0]["email"] != personEmail {
			t.Errorf("candidates = %v", c)
		}
		if a := data.Tables["candidate_applications"]; len(a) != 1 || !strings.Contains(a[0]["resume_text"].(string), resumeWords) {
			t.Errorf("candidate_applications = %v", a)
		}
		for _, table := range []string{"application_answers", "application_moves", "application_profiles", "notes", "scorecards", "interviews", "mail_messages", "duplicate_submissions"} {
			if len(data.Tables[table]) == 0 {
				t.Errorf("%s: no rows exported", table)
			}
		}
		resumes := 0
		for n := range files {
			if strings.HasPrefix(n, "files/candidate_applications-") {
				resumes++
			}
		}
		if resumes != 1 {
			t.Errorf("files = %v, want the one resume", keys(files))
		}
		if strings.Contains(files["data.json"], "Other Person") || strings.Contains(files["data.json"], "resume_key") {
			t.Error("the export holds another candidate or a storage key")
		}
		entries, _, err := s.a.Privacy.AuditLog(s.admin, 1, 20)
		if err != nil || len(entries) == 0 || entries[0].Action != "candidate.export" {
			t.Errorf("audit log = %+v (%v), want the export first", entries, err)
		}

		beta := apptest.MustTeam(t, s.a, "beta")
		if err := s.a.Privacy.ExportCandidate(beta.Ctx(t, recruit.RoleAdmin), s.slug, func(string) {}, io.Discard); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company's admin: got %v, want ENOTFOUND", err)
		}
		if err := s.a.Privacy.ExportCandidate(s.tm.Ctx(t, recruit.RoleTA), s.slug, func(string) {}, io.Discard); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a TA: got %v, want EFORBIDDEN", err)
		}
	})
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
