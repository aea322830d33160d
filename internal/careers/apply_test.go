package careers_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/careers"
	"hirekit/internal/sqldb"
)

func errorText(t *testing.T, a answer) string {
	t.Helper()
	var body struct {
		ErrorMessages any `json:"error_messages"`
	}
	if err := json.Unmarshal([]byte(a.body), &body); err != nil {
		t.Fatalf("answer %d %q is not JSON", a.status, a.body)
	}
	s, _ := body.ErrorMessages.(string)
	return s
}

// TestApplyChecksInTheSpecsOrder sends the form with one more field filled
// each time and reads the spec's next message, in its order; the last one
// is accepted and stored once.
func TestApplyChecksInTheSpecsOrder(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		full := w.form("ada@example.test")
		fields := map[string]string{"company_slug": w.slug, "requisition_slug": w.job.Slug}
		steps := []struct {
			add  []string
			file bool
			want string
		}{
			{nil, false, "Please enter name"},
			{[]string{"name"}, false, "Please enter email"},
			{[]string{"email"}, false, "Please enter phone"},
			{[]string{"phone"}, false, "Please enter experience"},
			{[]string{"experience", "current_ctc"}, false, "Please select a salary currency!"},
			{[]string{"expected_ctc"}, false, "Please fill all the required fields!"},
			{[]string{"salary_currency"}, false, "Please fill all the required fields!"},
			{[]string{"notice_period"}, false, "Please upload resume"},
			{nil, true, "Please accept the terms!"},
			{[]string{"privacy_policy"}, true, "Please fill all the required fields"},
		}
		for _, step := range steps {
			for _, k := range step.add {
				fields[k] = full[k]
			}
			var file []byte
			if step.file {
				file = pdf
			}
			a := w.apply(t, fields, "cv.pdf", file, nil)
			if a.status != http.StatusBadRequest || errorText(t, a) != step.want {
				t.Fatalf("with %v: %d %s, want 400 %q", step.add, a.status, a.body, step.want)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID); n != 0 {
			t.Fatalf("%d applications stored by refused forms", n)
		}
		fields["answers"] = full["answers"]
		if a := w.apply(t, fields, "cv.pdf", pdf, nil); a.status != http.StatusOK || !strings.Contains(a.body, "Application submitted!") {
			t.Fatalf("the full form: %d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID); n != 1 {
			t.Fatalf("%d applications, want 1", n)
		}
	})
}

// TestApplyReportsABadFileAtItsTurn: a mislabelled or oversized file is
// refused, but only after the checks that come before the resume.
func TestApplyReportsABadFileAtItsTurn(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		full := w.form("ada@example.test")
		noName := maps.Clone(full)
		delete(noName, "name")
		for _, tc := range []struct {
			name     string
			fields   map[string]string
			filename string
			file     []byte
			status   int
			want     string
		}{
			{"TextNamedPDF", full, "cv.pdf", []byte("plain text, not a PDF at all"), http.StatusUnsupportedMediaType, "Invalid file type! Please upload pdf/doc files."},
			{"PDFNamedDOCX", full, "cv.docx", pdf, http.StatusUnsupportedMediaType, "Invalid file type! Please upload pdf/doc files."},
			{"PDFNamedTXT", full, "cv.txt", pdf, http.StatusUnsupportedMediaType, "Invalid file type! Please upload pdf/doc files."},
			{"Over5MB", full, "cv.pdf", append(append([]byte{}, pdf...), make([]byte, 5<<20)...), http.StatusRequestEntityTooLarge, "Please upload a file smaller than 5 MB."},
			{"BadFileButNoName", noName, "cv.pdf", []byte("plain text"), http.StatusBadRequest, "Please enter name"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				a := w.apply(t, tc.fields, tc.filename, tc.file, nil)
				if a.status != tc.status || errorText(t, a) != tc.want {
					t.Errorf("%d %s, want %d %q", a.status, a.body, tc.status, tc.want)
				}
			})
		}
		t.Run("TwoFiles", func(t *testing.T) {
			fields := maps.Clone(full)
			a := applyFiles(t, w, fields, map[string][]byte{"a.pdf": pdf, "b.pdf": pdf})
			if a.status != http.StatusBadRequest || errorText(t, a) != "Please upload only a single file." {
				t.Errorf("%d %s", a.status, a.body)
			}
		})
		if n := count(t, db, "SELECT count(*) FROM candidates WHERE company_id = ?", w.tm.Company.ID); n != 0 {
			t.Errorf("%d candidates stored by refused files", n)
		}
		keys, err := apptest.BlobKeys(w.srv.Config.BlobURL)
		if err != nil {
			t.Fatal(err)
		}
		if len(keys) != 0 {
			t.Errorf("refused files left blobs: %v", keys)
		}
	})
}

// TestApplyAgainAnswersLikeAFirstApplication is review 3's M1: the same
// email applying to the same job again (or the email of anyone already in
// the job, whoever added them) gets the answer a first application gets;
// nothing is stored for the job, and the address's owner is mailed.
func TestApplyAgainAnswersLikeAFirstApplication(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		first := w.apply(t, w.form("Ada@Example.test"), "cv.pdf", pdf, nil)
		if first.status != http.StatusOK {
			t.Fatalf("first: %d %s", first.status, first.body)
		}
		sourced := apptest.MustAddApplication(t, w.ctx, w.srv.App, w.job, "Omar Gupta", "omar@example.test")
		tables := []string{"candidates", "candidate_applications", "application_moves", "application_answers", "notifications", "duplicate_submissions"}
		before := map[string]int{}
		for _, tb := range tables {
			before[tb] = count(t, db, "SELECT count(*) FROM "+tb)
		}
		keys, _ := apptest.BlobKeys(w.srv.Config.BlobURL)
		for _, email := range []string{" ada@example.TEST ", "omar@example.test"} {
			again := w.form(email)
			again["name"] = "Someone Else"
			a := w.apply(t, again, "cv.pdf", pdf, nil)
			if a.status != first.status || a.body != first.body || a.header.Get("Content-Type") != first.header.Get("Content-Type") {
				t.Errorf("again as %s: %d %s, want the first answer %d %s", email, a.status, a.body, first.status, first.body)
			}
		}
		for _, tb := range tables {
			if n := count(t, db, "SELECT count(*) FROM "+tb); n != before[tb] {
				t.Errorf("%s: %d rows, was %d", tb, n, before[tb])
			}
		}
		if after, _ := apptest.BlobKeys(w.srv.Config.BlobURL); len(after) != len(keys) {
			t.Errorf("blobs %d, were %d", len(after), len(keys))
		}
		// The owners of the addresses hear of it, on their application.
		w.srv.WaitForMail(t, "ada@example.test", "Someone applied again for Platform Engineer", "/candidate-application-status/")
		w.srv.WaitForMail(t, "omar@example.test", "Someone applied again for Platform Engineer", "/candidate-application-status/"+sourced.Slug)
	})
}

// TestApplyIntoTheATS: the candidate, application (with its source),
// answers and resume land together; a known candidate is reused without
// overwriting the profile; the team is notified; the candidate is mailed
// the status link; the resume is parsed in the background.
func TestApplyIntoTheATS(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		other := apptest.JobInput("Data Engineer")
		otherJob := mustPublish(t, w.srv, w.ctx, apptest.MustCreateRequisition(t, w.ctx, w.srv.App, other).ID)
		known := apptest.MustAddApplication(t, w.ctx, w.srv.App, otherJob, "Grace Hopper", "grace@example.test")

		jobs := apptest.WatchJobs(t, w.srv.Queue)
		form := w.form("grace@example.test")
		form["name"], form["phone"], form["source"] = "Grace B. Hopper", "+1 555 0100", "spring-fair"
		if a := w.apply(t, form, "grace.pdf", pdf, nil); a.status != http.StatusOK {
			t.Fatalf("apply: %d %s", a.status, a.body)
		}
		var app struct {
			Slug          string `bun:"slug"`
			CandidateID   int64  `bun:"candidate_id"`
			Source        string `bun:"source"`
			SourceRaw     string `bun:"source_raw"`
			SubmittedName string `bun:"submitted_name"`
			State         string `bun:"state"`
			ResumeKey     string `bun:"resume_key"`
		}
		if err := db.Read.NewRaw(`SELECT slug, candidate_id, source, source_raw, submitted_name, state, resume_key FROM candidate_applications
			WHERE requisition_id = ?`, w.job.ID).Scan(t.Context(), &app); err != nil {
			t.Fatal(err)
		}
		if app.CandidateID != known.CandidateID {
			t.Errorf("candidate %d, want the known %d", app.CandidateID, known.CandidateID)
		}
		if app.Source != "careers_page" || app.SourceRaw != "spring-fair" || app.State != "applied" || app.SubmittedName != "Grace B. Hopper" {
			t.Errorf("application %+v", app)
		}
		var name string
		db.Read.NewRaw("SELECT name FROM candidates WHERE id = ?", known.CandidateID).Scan(t.Context(), &name)
		if name != "Grace Hopper" {
			t.Errorf("the profile's name became %q", name)
		}
		if n := count(t, db, "SELECT count(*) FROM application_answers x JOIN candidate_applications a ON a.id = x.application_id WHERE a.slug = ?", app.Slug); n != 1 {
			t.Errorf("%d answers stored", n)
		}
		if n := count(t, db, "SELECT count(*) FROM notifications WHERE company_id = ? AND link LIKE ?", w.tm.Company.ID, "%"+app.Slug+"%"); n == 0 {
			t.Error("no notification for the recruiting team")
		}
		w.srv.WaitForMail(t, "grace@example.test", "", "/candidate-application-status/")
		jobs.Wait(t, ats.ParseResumeArgs{}.Kind(), 1)
		var status string
		db.Read.NewRaw("SELECT resume_status FROM candidate_applications WHERE slug = ?", app.Slug).Scan(t.Context(), &status)
		if status != "parsed" {
			t.Errorf("resume %s after the parse job, want parsed", status)
		}

		t.Run("Sources", func(t *testing.T) {
			for n, tc := range []struct{ asked, source, raw string }{
				{"", "careers_page", ""},
				{"linkedin", "linkedin", ""},
				{"referral", "careers_page", "referral"},
				{"agency", "careers_page", "agency"},
			} {
				f := w.form(fmt.Sprintf("source%d@example.test", n))
				f["source"] = tc.asked
				if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != http.StatusOK {
					t.Fatalf("source %q: %d %s", tc.asked, a.status, a.body)
				}
				var got struct {
					Source string `bun:"source"`
					Raw    string `bun:"source_raw"`
				}
				db.Read.NewRaw(`SELECT a.source, a.source_raw AS source_raw FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
					WHERE c.email = ?`, fmt.Sprintf("source%d@example.test", n)).Scan(t.Context(), &got)
				if got.Source != tc.source || got.Raw != tc.raw {
					t.Errorf("source %q stored as %q (raw %q), want %q (raw %q)", tc.asked, got.Source, got.Raw, tc.source, tc.raw)
				}
			}
		})
	})
}

// TestApplyToAClosedJob: a job taken off the careers page answers with
// the closed text and takes nothing.
func TestApplyToAClosedJob(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		if _, err := w.srv.ATS.ChangeState(w.ctx, w.job.ID, ats.ActionUnpublish, ""); err != nil {
			t.Fatal(err)
		}
		a := w.apply(t, w.form("late@example.test"), "cv.pdf", pdf, nil)
		if a.status != http.StatusConflict || errorText(t, a) != "Not accepting applications right now!" {
			t.Errorf("%d %s", a.status, a.body)
		}
		f := w.form("nojob@example.test")
		f["requisition_slug"] = "no-such-job-1"
		if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != http.StatusNotFound {
			t.Errorf("unknown job: %d %s", a.status, a.body)
		}
	})
}

// TestApplyHoneypot: a form whose hidden field is filled is answered like
// a success and nothing is stored.
func TestApplyHoneypot(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		f := w.form("bot@example.test")
		f["website"] = "http://spam.example"
		if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != http.StatusOK {
			t.Fatalf("%d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidates WHERE email = ?", "bot@example.test"); n != 0 {
			t.Errorf("the honeypot stored %d candidates", n)
		}
		if keys, _ := apptest.BlobKeys(w.srv.Config.BlobURL); len(keys) != 0 {
			t.Errorf("the honeypot stored files %v", keys)
		}
	})
}

// TestApplyRateLimit: with the default limit, the 21st application from
// one address in ten minutes is refused with 429; another address (named
// by a trusted proxy) still applies.
func TestApplyRateLimit(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		proxy := netip.MustParsePrefix("127.0.0.1/32")
		w := newWorld(t, db, apptest.ServerOptions{TrustedProxies: []netip.Prefix{proxy}})
		from := func(ip string) http.Header { return http.Header{"X-Forwarded-For": {ip}} }
		for i := range 20 {
			a := w.apply(t, w.form(fmt.Sprintf("a%d@example.test", i)), "cv.pdf", pdf, from("203.0.113.7"))
			if a.status != http.StatusOK {
				t.Fatalf("application %d: %d %s", i+1, a.status, a.body)
			}
		}
		a := w.apply(t, w.form("a20@example.test"), "cv.pdf", pdf, from("203.0.113.7"))
		if a.status != http.StatusTooManyRequests || a.header.Get("Retry-After") == "" {
			t.Errorf("the 21st: %d %s (Retry-After %q), want 429", a.status, a.body, a.header.Get("Retry-After"))
		}
		if a := w.apply(t, w.form("b@example.test"), "cv.pdf", pdf, from("198.51.100.4")); a.status != http.StatusOK {
			t.Errorf("another address: %d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID); n != 21 {
			t.Errorf("%d applications, want 21", n)
		}
	})
}

// TestApplyConcurrently: 200 applications to one job at once (limit off)
// are each stored exactly once, and five submissions of one person store
// one, each answered alike.
func TestApplyConcurrently(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		off := 0
		w := newWorld(t, db, apptest.ServerOptions{ApplyRatePerIP: &off})
		const n = 200
		statuses := make([]int, n+5)
		var wg sync.WaitGroup
		for i := range n + 5 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				email := fmt.Sprintf("c%d@example.test", i)
				if i >= n {
					email = "twice@example.test" // five submissions of one person
				}
				statuses[i] = w.apply(t, w.form(email), "cv.pdf", pdf, nil).status
			}()
		}
		wg.Wait()
		// Each is answered as accepted (review 3, M1: a repeat is not told).
		for i, s := range statuses {
			if s != http.StatusOK {
				t.Errorf("application %d: %d", i, s)
			}
		}
		if got := count(t, db, "SELECT count(*) FROM candidate_applications WHERE requisition_id = ?", w.job.ID); got != n+1 {
			t.Errorf("%d applications stored, want %d", got, n+1)
		}
		if got := count(t, db, `SELECT count(DISTINCT c.email) FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
			WHERE a.requisition_id = ?`, w.job.ID); got != n+1 {
			t.Errorf("%d distinct candidates, want %d", got, n+1)
		}
	})
}

// applyFiles posts a careers form with several files.
func applyFiles(t *testing.T, w *world, fields map[string]string, files map[string][]byte) answer {
	t.Helper()
	var body strings.Builder
	boundary := "careerstestboundary"
	for k, v := range fields {
		fmt.Fprintf(&body, "--%s\r\nContent-Disposition: form-data; name=%q\r\n\r\n%s\r\n", boundary, k, v)
	}
	for name, data := range files {
		fmt.Fprintf(&body, "--%s\r\nContent-Disposition: form-data; name=\"candidate_resume\"; filename=%q\r\nContent-Type: application/pdf\r\n\r\n%s\r\n", boundary, name, data)
	}
	fmt.Fprintf(&body, "--%s--\r\n", boundary)
	req, _ := http.NewRequest("POST", w.srv.HTTP.URL+"/api/v1/candidate-application/apply", strings.NewReader(body.String()))
	req.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
	return do(t, w.srv, req)
}

// TestApplyRefusesControlCharacters is review 3's L4: a name (or other
// one-line field) holding CR/LF or another control character is refused
// with a 400 naming the field, and nothing is stored.
func TestApplyRefusesControlCharacters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		st := careers.DefaultSettings()
		st.Options.AskLocationAndCompany = true
		if _, err := w.srv.Careers.SavePage(w.ctx, st); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct{ field, value, want string }{
			{"name", "Bob\r\nSubject: urgent\r\n\r\nPlease re-enter your password at https://evil.test", "Please enter name without control characters"},
			{"phone", "123\n456", "Please enter phone without control characters"},
			{"location", "Pune\x1b[2J", "Please enter location without control characters"},
			{"current_company", "Acme\a", "Please enter current company without control characters"},
			{"source", "fa\r\nir", "Please enter source without control characters"},
		} {
			f := w.form("ctrl@example.test")
			f[tc.field] = tc.value
			a := w.apply(t, f, "cv.pdf", pdf, nil)
			var body struct {
				ErrorMessages map[string][]string `json:"error_messages"`
			}
			json.Unmarshal([]byte(a.body), &body)
			if a.status != http.StatusBadRequest || len(body.ErrorMessages[tc.field]) != 1 || body.ErrorMessages[tc.field][0] != tc.want {
				t.Errorf("%s %q: %d %s, want 400 %q", tc.field, tc.value, a.status, a.body, tc.want)
			}
		}
		if n := count(t, db, "SELECT count(*) FROM candidates WHERE email = ?", "ctrl@example.test"); n != 0 {
			t.Errorf("%d candidates stored", n)
		}
		// A long answer may span lines; a name with accents is fine.
		f := w.form("ctrl@example.test")
		f["name"], f["location"] = "Zoë Núñez", "Pune"
		if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != http.StatusOK {
			t.Errorf("a plain form: %d %s", a.status, a.body)
		}
	})
}

// TestApplyWithTheSpecsPayload: the spec's form names the company by
// company_id (with requisition_id and requisition_slug), not by slug. Ids
// must agree with the slug, and never reach another company's job, an
// unapproved company or a job never published.
func TestApplyWithTheSpecsPayload(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		byID := func(email string) map[string]string {
			f := w.form(email)
			delete(f, "company_slug")
			f["company_id"], f["requisition_id"] = itoa(w.tm.Company.ID), itoa(w.job.ID)
			return f
		}
		if a := w.apply(t, byID("spec@example.test"), "cv.pdf", pdf, nil); a.status != http.StatusOK || !strings.Contains(a.body, "Application submitted!") {
			t.Fatalf("the spec's payload: %d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidates WHERE email = ? AND company_id = ?", "spec@example.test", w.tm.Company.ID); n != 1 {
			t.Errorf("%d candidates stored, want 1", n)
		}

		other := apptest.MustTeam(t, w.srv.App, "beta")
		otherCtx := other.Ctx(t, "company_admin")
		otherJob := mustPublish(t, w.srv, otherCtx, apptest.MustCreateRequisition(t, otherCtx, w.srv.App, apptest.JobInput("Beta job")).ID)
		draft := apptest.MustCreateRequisition(t, w.ctx, w.srv.App, apptest.JobInput("Draft job"))
		for _, tc := range []struct {
			name   string
			change map[string]string
			want   string
		}{
			{"AnotherCompanysID", map[string]string{"company_id": itoa(other.Company.ID)}, "Job not found"},
			{"AnotherCompanysJob", map[string]string{"requisition_slug": otherJob.Slug, "requisition_id": itoa(otherJob.ID)}, "Job not found"},
			{"IDThatDisagreesWithTheSlug", map[string]string{"company_slug": w.slug, "company_id": itoa(other.Company.ID)}, "Company not found"},
			{"SlugAndIDThatDisagree", map[string]string{"company_slug": other.Company.Slug}, "Job not found"},
			{"JobIDThatDisagrees", map[string]string{"requisition_id": itoa(otherJob.ID)}, "Job not found"},
			{"ADraft", map[string]string{"requisition_slug": draft.Slug, "requisition_id": itoa(draft.ID)}, "Job not found"},
			{"NoSuchCompany", map[string]string{"company_id": "999999"}, "Company not found"},
			{"NotANumber", map[string]string{"company_id": "1 OR 1=1"}, "Company not found"},
			{"NoCompany", map[string]string{"company_id": ""}, "Company not found"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				f := byID("probe@example.test")
				for k, v := range tc.change {
					f[k] = v
				}
				if a := w.apply(t, f, "cv.pdf", pdf, nil); a.status != http.StatusNotFound || errorText(t, a) != tc.want {
					t.Errorf("%d %s, want 404 %q", a.status, a.body, tc.want)
				}
			})
		}
		if _, err := db.Write.NewRaw("UPDATE companies SET approved_at = NULL WHERE id = ?", w.tm.Company.ID).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		if a := w.apply(t, byID("late@example.test"), "cv.pdf", pdf, nil); a.status != http.StatusNotFound || errorText(t, a) != "Company not found" {
			t.Errorf("an unapproved company by id: %d %s", a.status, a.body)
		}
		if n := count(t, db, "SELECT count(*) FROM candidates WHERE email IN (?, ?)", "probe@example.test", "late@example.test"); n != 0 {
			t.Errorf("%d candidates stored by refused forms", n)
		}
	})
}
