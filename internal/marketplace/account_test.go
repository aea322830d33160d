package marketplace_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// hubTables are the tables of the schema with a hub_candidate_id column,
// read from each engine's catalogue.
func hubTables(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	q := `SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'hub_candidate_id' ORDER BY m.name`
	if db.Engine == sqldb.Postgres {
		q = `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'hub_candidate_id' ORDER BY table_name`
	}
	var names []string
	if err := db.Read.NewRaw(q).Scan(context.Background(), &names); err != nil {
		t.Fatal(err)
	}
	return names
}

// TestCandidateTablesListEveryTable: a table that holds a candidate's rows
// (a hub_candidate_id column) and is missing from candidateTables would
// be left out of the export and out of the deletion. The catalogue query
// is shown to find such a table on each engine.
func TestCandidateTablesListEveryTable(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		for _, name := range hubTables(t, db) {
			if !slices.Contains(*marketplace.CandidateTables, name) {
				t.Errorf("table %s has a hub_candidate_id column but is not in marketplace.candidateTables: add it, so the candidate's export and deletion cover it", name)
			}
		}
		if _, err := db.Write.ExecContext(context.Background(), `CREATE TABLE hub_probe (id INTEGER PRIMARY KEY, hub_candidate_id BIGINT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(hubTables(t, db), "hub_probe") {
			t.Errorf("the catalogue query on %s does not see a new table with hub_candidate_id", db.Engine)
		}
	})
}

// TestExportAndDeleteCoverEveryTable: with a table of the candidate's
// beside hub_candidates (as the profile's lists are), the export holds its
// rows and the file it names, and the deletion removes rows and file, and
// leaves another candidate's alone.
func TestExportAndDeleteCoverEveryTable(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		if _, err := db.Write.ExecContext(ctx, `CREATE TABLE hub_notes (id INTEGER PRIMARY KEY, hub_candidate_id BIGINT NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
			body TEXT NOT NULL, attachment_key TEXT NOT NULL DEFAULT '')`); err != nil {
			t.Fatal(err)
		}
		saved := *marketplace.CandidateTables
		*marketplace.CandidateTables = append(slices.Clone(saved), "hub_notes")
		t.Cleanup(func() { *marketplace.CandidateTables = saved })

		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ada := apptest.MustHubCandidate(t, a, "ada")
		bob := apptest.MustHubCandidate(t, a, "bob")
		for i, c := range []*apptest.HubCandidate{ada, bob} {
			key := "hub/notes/" + c.Username + ".txt"
			if _, err := a.Blobs.Put(ctx, key, strings.NewReader("attachment of "+c.Username), "text/plain"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Write.ExecContext(ctx, `INSERT INTO hub_notes (id, hub_candidate_id, body, attachment_key) VALUES (?, ?, ?, ?)`,
				i+1, c.ID, "note of "+c.Username, key); err != nil {
				t.Fatal(err)
			}
		}
		adaCtx := recruit.WithActor(ctx, recruit.TalentCandidateActor(ada.ID, ada.Email, "Candidate ada", "ada"))
		var buf bytes.Buffer
		if err := a.Hub.Export(adaCtx, ada.ID, &buf); err != nil {
			t.Fatal(err)
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
		var profile struct {
			Tables map[string][]map[string]any `json:"tables"`
		}
		if err := json.Unmarshal([]byte(files["profile.json"]), &profile); err != nil {
			t.Fatalf("profile.json: %v\n%s", err, files["profile.json"])
		}
		if n := profile.Tables["hub_notes"]; len(n) != 1 || n[0]["body"] != "note of ada" {
			t.Errorf("hub_notes in the export = %v, want ada's one note", n)
		}
		if c := profile.Tables["hub_candidates"]; len(c) != 1 || c[0]["username"] != "ada" {
			t.Errorf("hub_candidates in the export = %v", c)
		}
		if got := files["files/hub_notes/1-attachment_key"]; got != "attachment of ada" {
			t.Errorf("the note's file in the export = %q (files %v)", got, keys(files))
		}
		if strings.Contains(buf.String(), "bob") {
			t.Error("ada's export mentions bob")
		}
		// Another candidate's id is refused.
		if err := a.Hub.Export(adaCtx, bob.ID, io.Discard); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("export of bob as ada: %v", err)
		}

		if err := a.Hub.DeleteAccount(adaCtx, "@ADA"); err != nil {
			t.Fatal(err)
		}
		var left int
		db.Read.QueryRowContext(ctx, "SELECT count(*) FROM hub_notes WHERE hub_candidate_id = ?", ada.ID).Scan(&left)
		if left != 0 {
			t.Errorf("%d notes of ada left", left)
		}
		db.Read.QueryRowContext(ctx, "SELECT count(*) FROM hub_notes").Scan(&left)
		if left != 1 {
			t.Errorf("bob's note went too (%d notes left)", left)
		}
		blobs, err := apptest.BlobKeys(a.Config.BlobURL)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(blobs, "hub/notes/ada.txt") || !slices.Contains(blobs, "hub/notes/bob.txt") {
			t.Errorf("files after ada's deletion: %v", blobs)
		}
	})
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
