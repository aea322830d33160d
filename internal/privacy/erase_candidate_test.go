package privacy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"hirekit/internal/analytics"
	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// The person erased: every string is distinctive, so finding one
// anywhere after the erasure is a trace left. needles are what the dump
// is searched for, case-insensitively (the search indexes lower-case).
const (
	personName  = "Zanzibar Quokkafeather"
	personEmail = "xylomancer.vex@quill.test"
	personPhone = "+91 77712 34599"
	resumeWords = "Blorptastic hyperlattice wrangler"
)

var needles = []string{"Zanzibar", "Quokkafeather", "xylomancer", "77712", "34599", "Blorptastic", "hyperlattice"}

// fakeParse reads the resume as a parser would, naming the person
// throughout the parse.
func fakeParse(context.Context, []byte, string) resume.Result {
	return resume.Result{Name: personName, Email: personEmail, PhoneNumber: personPhone, Emails: []string{personEmail},
		Text: personName + "\n" + personEmail + "\n" + personPhone + "\n" + resumeWords, Tags: []string{}, Skills: []string{resumeWords},
		Evidence: map[string]string{"name": personName}, Links: map[string]string{}}
}

// seeded is a company with the person in every place that can hold them,
// and a second candidate who must stay whole.
type seeded struct {
	a     *app.App
	tm    *apptest.Team
	admin context.Context
	slug  string
	other string
}

func seed(t *testing.T, db *sqldb.DB) *seeded {
	t.Helper()
	ctx := context.Background()
	a := apptest.NewApp(t, db, apptest.ServerOptions{Parse: fakeParse})
	jobs := apptest.WatchJobs(t, a.Queue)
	tm := apptest.MustTeam(t, a, "alpha")
	admin := tm.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput("Go Engineer")
	in.Questions = append(in.Questions, ats.QuestionInput{Title: "Why us?", FieldType: recruit.FieldLongAnswer})
	job := apptest.MustCreateRequisition(t, admin, a, in)
	answers := apptest.AnswersFor(job)
	answers[job.Questions[1].ID] = json.RawMessage(fmt.Sprintf("%q", "I am "+personName+", "+resumeWords))
	f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.Person{Name: personName, Email: personEmail, Phone: personPhone,
		Sections: []fixture.Section{{Heading: "Experience", Lines: []string{resumeWords}}}})))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ctc := int64(1234567)
	application, err := a.ATS.AddApplication(admin, ats.ApplicationInput{RequisitionID: job.ID, Name: personName, Email: personEmail, Phone: personPhone,
		Source: "linkedin", Resume: f, Answers: answers, Links: map[string]string{"linkedin": "https://www.linkedin.com/in/quokkafeather"},
		Location: "Zanzibar City", CurrentCompany: "Quokkafeather Labs", NoticePeriod: "30", CurrentCTC: &ctc, SalaryCurrency: "INR"})
	if err != nil {
		t.Fatal(err)
	}
	jobs.Wait(t, "parse_application_resume", 1)
	other := apptest.MustAddApplication(t, admin, a, job, "Other Person", "other@alpha.test")
	apptest.MustMove(t, admin, a, application.Slug, recruit.StateTAScreen)
	if _, err := a.ATS.MoveApplication(admin, ats.MoveInput{Slug: application.Slug, To: recruit.StateScreenReject, Reason: "Zanzibar Quokkafeather asked for too much"}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.ATS.AddNote(admin, application.Slug, ats.NoteInput{Body: "Called " + personName + " on " + personPhone,
		MentionIDs: []int64{tm.Users[recruit.RoleTA].ID}}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.ATS.SendPasscode(ctx, application.Slug, personEmail, "10.0.0.1"); err != nil {
		t.Fatal(err)
	}
	var appID, roundID int64
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.Write.NewRaw(q, args...).Exec(ctx); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	scan := func(q string, dest any, args ...any) {
		t.Helper()
		if err := db.Read.NewRaw(q, args...).Scan(ctx, dest); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	scan("SELECT id FROM candidate_applications WHERE slug = ?", &appID, application.Slug)
	scan("SELECT id FROM rounds WHERE requisition_id = ? ORDER BY position LIMIT 1", &roundID, job.ID)
	now := sqldb.Now()
	// What the use cases of other packages write about them, as they write it.
	exec(`INSERT INTO interviews (company_id, application_id, requisition_id, round_id, starts_at, ends_at, time_zone, location, video_link, state, reason, uid, sequence, scheduled_by, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, 'UTC', '', '', 'cancelled', ?, 'uid-1', 0, ?, ?, ?)`, tm.Company.ID, appID, job.ID, roundID, now, now, personName+" moved house", tm.Users[recruit.RoleAdmin].ID, now, now)
	var ivID int64
	scan("SELECT id FROM interviews WHERE application_id = ?", &ivID, appID)
	exec(`INSERT INTO scorecards (company_id, application_id, round_id, interview_id, user_id, ratings, recommendation, notes, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, '{}', 'yes', ?, ?, ?)`, tm.Company.ID, appID, roundID, ivID, tm.Users[recruit.RolePanel].ID, personName+" knows hyperlattice", now, now)
	exec(`INSERT INTO mail_messages (company_id, kind, to_address, subject, text_body, html_body, status, error, created_at, application_id)
		VALUES (?, 'interview_invite', 'panel@alpha.test', ?, ?, ?, 'kept', '', ?, ?)`, tm.Company.ID, "Interview with "+personName, "Meet "+personName+" ("+personEmail+")",
		"<p>"+personName+"</p>", now, appID)
	exec(`INSERT INTO application_profile_edits (application_id, company_id, field, value, edited_by, edited_at) VALUES (?, ?, 'name', ?, ?, ?)`,
		appID, tm.Company.ID, personName, tm.Users[recruit.RoleAdmin].ID, now)
	exec(`INSERT INTO duplicate_submissions (company_id, application_id, submitted_by, agency_id, submitted_name, submitted_email, submitted_phone, answers, created_at, slug, requisition_id, state, source, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'dupdupdupdup', ?, 'applied', 'agency', ?)`, tm.Company.ID, appID, tm.Users[recruit.RoleAgency].ID, tm.AgencyID,
		personName, personEmail, personPhone, `{"1":"`+resumeWords+`"}`, now, job.ID, now)
	exec(`INSERT INTO assistant_events (company_id, user_id, kind, prompt, action, source, fields, outcome, error, created_at)
		VALUES (?, ?, 'parse', ?, 'email', 'model', ?, 'ok', '', ?)`, tm.Company.ID, tm.Users[recruit.RoleTA].ID, "email "+personName+" about the offer",
		`{"to":"`+personEmail+`"}`, now)
	exec(`INSERT INTO webhook_endpoints (company_id, url, events, secret, enabled, created_at, updated_at) VALUES (?, 'https://hooks.alpha.test/x', 'application.created', 'sealed', ?, ?, ?)`,
		tm.Company.ID, false, now, now)
	var epID int64
	scan("SELECT id FROM webhook_endpoints WHERE company_id = ?", &epID, tm.Company.ID)
	exec(`INSERT INTO webhook_deliveries (company_id, endpoint_id, message_id, event_type, payload, created_at, updated_at) VALUES (?, ?, 'msg-1', 'application.created', ?, ?, ?)`,
		tm.Company.ID, epID, `{"type":"application.created","data":{"application":{"id":"`+application.Slug+`","candidate_name":"`+personName+`","candidate_email":"`+personEmail+`"}}}`, now, now)
	return &seeded{a: a, tm: tm, admin: admin, slug: application.Slug, other: other.Slug}
}

// dump is every value of every row of every table, as text, one line per
// row, prefixed by its table.
func dump(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	ctx := context.Background()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`
	if db.Engine == sqldb.Postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
	}
	var tables []string
	if err := db.Read.NewRaw(q).Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	if len(tables) < 50 {
		t.Fatalf("only %d tables found: %v", len(tables), tables)
	}
	var out []string
	for _, table := range tables {
		rows, err := db.Read.QueryContext(ctx, `SELECT * FROM "`+table+`"`)
		if err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			b.WriteString(table + ":")
			for i, v := range vals {
				if bs, ok := v.([]byte); ok {
					v = string(bs)
				}
				fmt.Fprintf(&b, " %s=%v", cols[i], v)
			}
			out = append(out, b.String())
		}
		rows.Close()
	}
	return out
}

// files is every file of the blob store: key and contents.
func files(t *testing.T, store blob.Store) map[string]string {
	t.Helper()
	ctx := context.Background()
	out := map[string]string{}
	err := store.(blob.Lister).List(ctx, func(key string) error {
		rc, _, err := store.Open(ctx, key)
		if err != nil {
			return err
		}
		defer rc.Close()
		b, err := io.ReadAll(rc)
		out[key] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// traces are the lines of the dump and the files naming the person.
func traces(t *testing.T, s *seeded, db *sqldb.DB) []string {
	t.Helper()
	var found []string
	for _, line := range dump(t, db) {
		for _, n := range needles {
			if strings.Contains(strings.ToLower(line), strings.ToLower(n)) {
				found = append(found, fmt.Sprintf("%q in %.300s", n, line))
				break
			}
		}
	}
	for key, body := range files(t, s.a.Blobs) {
		for _, n := range needles {
			if strings.Contains(strings.ToLower(key+body), strings.ToLower(n)) {
				found = append(found, fmt.Sprintf("%q in the file %s", n, key))
				break
			}
		}
	}
	return found
}

// funnel is the company's funnel and applications metrics, as JSON.
func funnel(t *testing.T, s *seeded) string {
	t.Helper()
	var out []string
	for _, m := range []string{"funnel", "applications", "funnel_conversion"} {
		d, err := s.a.Analytics.Run(s.admin, analytics.Query{Metric: m})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(d)
		out = append(out, string(b))
	}
	return strings.Join(out, "\n")
}

// TestEraseCandidateLeavesNoTrace: the person is found in many tables and
// in the blob store before; after the erasure no table, row or file names
// them, the funnel counts are the same, the other candidate is whole, and
// the audit log says who erased whom by id.
func TestEraseCandidateLeavesNoTrace(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		s := seed(t, db)
		before := traces(t, s, db)
		// The seed reaches every place the erasure must clean: the test
		// would see a trace left there.
		for _, place := range []string{"candidates:", "candidate_applications:", "application_answers:", "application_moves:", "application_profiles:",
			"application_texts:", "application_profile_edits:", "notes:", "notifications:", "mail_messages:", "scorecards:", "interviews:",
			"duplicate_submissions:", "assistant_events:", "webhook_deliveries:", "the file"} {
			if !slices.ContainsFunc(before, func(l string) bool { return strings.Contains(l, " in "+place) }) {
				t.Errorf("before the erasure, nothing in %s names the person: the seed does not reach it", place)
			}
		}
		counts := funnel(t, s)

		out, err := s.a.Privacy.EraseCandidate(s.admin, s.slug)
		if err != nil {
			t.Fatal(err)
		}
		if out.Applications != 1 || out.Files != 1 {
			t.Errorf("erasure = %+v, want 1 application and 1 file", out)
		}
		for _, l := range traces(t, s, db) {
			t.Errorf("after the erasure: %s", l)
		}
		if got := funnel(t, s); got != counts {
			t.Errorf("the metrics changed:\nbefore %s\nafter  %s", counts, got)
		}
		// The other candidate is untouched.
		var name string
		if err := db.Read.NewRaw(`SELECT c.name FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id WHERE a.slug = ?`, s.other).Scan(context.Background(), &name); err != nil || name != "Other Person" {
			t.Errorf("the other candidate's name = %q (%v)", name, err)
		}
		// The rows analytics counts are there: the application and its moves.
		var moves int
		if err := db.Read.NewRaw(`SELECT count(*) FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id WHERE a.slug = ?`, s.slug).Scan(context.Background(), &moves); err != nil || moves < 2 {
			t.Errorf("moves kept = %d (%v), want the history", moves, err)
		}
		entries, _, err := s.a.Privacy.AuditLog(s.admin, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) == 0 || entries[0].Action != "candidate.erase" || entries[0].UserID == nil || *entries[0].UserID != s.tm.Users[recruit.RoleAdmin].ID {
			t.Errorf("audit log = %+v, want the erasure by the admin first", entries)
		}
	})
}

// TestEraseCandidateIsTheCompanysOwn: another company's admin cannot
// erase (not found), nor can a TA (forbidden); nothing changes.
func TestEraseCandidateIsTheCompanysOwn(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		s := seed(t, db)
		beta := apptest.MustTeam(t, s.a, "beta")
		if _, err := s.a.Privacy.EraseCandidate(beta.Ctx(t, recruit.RoleAdmin), s.slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company's admin: got %v, want ENOTFOUND", err)
		}
		if _, err := s.a.Privacy.EraseCandidate(s.tm.Ctx(t, recruit.RoleTA), s.slug); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a TA: got %v, want EFORBIDDEN", err)
		}
		if _, err := s.a.Privacy.EraseCandidate(s.admin, "nope"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("an unknown slug: got %v, want ENOTFOUND", err)
		}
		var name string
		if err := db.Read.NewRaw(`SELECT c.name FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id WHERE a.slug = ?`, s.slug).Scan(context.Background(), &name); err != nil || name != personName {
			t.Errorf("the candidate's name = %q (%v), want it unchanged", name, err)
		}
	})
}

// TestEraseCoversEveryApplicationTable: a table holding rows of an
// application or a candidate (an application_id or candidate_id column)
// must be listed in privacy.ApplicationTables with what the erasure does
// to it. The catalogue query is shown to find a new such table.
func TestEraseCoversEveryApplicationTable(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		tables := func() []string {
			q := `SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name IN ('application_id', 'candidate_id') ORDER BY 1`
			if db.Engine == sqldb.Postgres {
				q = `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('application_id', 'candidate_id') ORDER BY 1`
			}
			var names []string
			if err := db.Read.NewRaw(q).Scan(ctx, &names); err != nil {
				t.Fatal(err)
			}
			return names
		}
		for _, name := range tables() {
			if _, ok := privacy.ApplicationTables[name]; !ok {
				t.Errorf("table %s holds an application's or candidate's rows but is not in privacy.ApplicationTables: decide what erase does to it", name)
			}
		}
		if _, err := db.Write.ExecContext(ctx, `CREATE TABLE application_probe (id INTEGER PRIMARY KEY, application_id BIGINT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(tables(), "application_probe") {
			t.Errorf("the catalogue query on %s does not see a new table with application_id", db.Engine)
		}
	})
}
