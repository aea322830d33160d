package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func addCandidate(t *testing.T, srv *apptest.Server, token string, fields map[string]string, file []byte, filename string) apptest.Response {
	t.Helper()
	return srv.Upload(t, "/api/v1/candidate-applications", token, fields, "candidate_resume", filename, file)
}

func appOf(t *testing.T, resp apptest.Response) apiv1.CandidateApplication {
	t.Helper()
	if resp.Status != 200 {
		t.Fatalf("application: %d %s", resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.ApplicationResult]
	resp.JSON(t, &out)
	return out.Data.CandidateApplication
}

func TestApplications(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		ta := a.tokens[recruit.RoleTA]
		job := createJob(t, srv, ta, jobBody("Backend Engineer", map[string]any{"screening_questions": []map[string]any{
			{"title": "Years of Go?", "field_type": "number", "required": true},
		}}))
		qid := job.ScreeningQuestions[0].ID
		person := fixture.SamplePerson()
		pdf := fixture.ResumePDF(person)
		base := func(extra map[string]string) map[string]string {
			m := map[string]string{"requisition_id": fmt.Sprint(job.ID), "name": person.Name, "email": person.Email, "phone": person.Phone,
				"source": "linkedin", "experience": "4.5", "answers": fmt.Sprintf(`{"%d": 3}`, qid), "notice_period": "immediate"}
			for k, v := range extra {
				m[k] = v
			}
			return m
		}
		for _, tc := range []struct {
			name     string
			fields   map[string]string
			file     []byte
			filename string
			want     int
			body     string
		}{
			{"ErrNoName", base(map[string]string{"name": ""}), nil, "", 400, "Please enter name"},
			{"ErrNoEmail", base(map[string]string{"email": ""}), nil, "", 400, "Please enter email"},
			{"ErrRequiredAnswer", base(map[string]string{"answers": "{}"}), nil, "", 400, "Please fill all the required fields"},
			{"ErrWrongAnswerType", base(map[string]string{"answers": fmt.Sprintf(`{"%d": "many"}`, qid)}), nil, "", 400, "correctly"},
			{"ErrExtension", base(nil), pdf, "cv.exe", 415, "Invalid file type! Please upload pdf/doc files."},
			{"ErrContentNotPDF", base(nil), []byte("MZ\x90\x00 not a pdf at all"), "cv.pdf", 415, "Invalid file type! Please upload pdf/doc files."},
			{"ErrTooLarge", base(nil), append([]byte("%PDF-1.4\n"), make([]byte, 5<<20)...), "big.pdf", 413, "Please upload a file smaller than 5 MB."},
			{"ErrNoJob", base(map[string]string{"requisition_id": "x"}), nil, "", 400, "Please select a job"},
			{"ErrOtherJob", base(map[string]string{"requisition_id": "999999"}), nil, "", 404, "Job not found"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp := addCandidate(t, srv, ta, tc.fields, tc.file, tc.filename)
				if resp.Status != tc.want || !strings.Contains(resp.Body, tc.body) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.want, tc.body)
				}
			})
		}
		if n := count(t, db, "SELECT count(*) FROM candidate_applications"); n != 0 {
			t.Fatalf("%d applications written by refused requests", n)
		}
		t.Run("ErrTwoFiles", func(t *testing.T) {
			var buf bytes.Buffer
			w := multipart.NewWriter(&buf)
			for k, v := range base(nil) {
				w.WriteField(k, v)
			}
			for _, name := range []string{"a.pdf", "b.pdf"} {
				fw, _ := w.CreateFormFile("candidate_resume", name)
				fw.Write(pdf)
			}
			w.Close()
			req, _ := http.NewRequest("POST", srv.HTTP.URL+"/api/v1/candidate-applications", &buf)
			req.Header.Set("Content-Type", w.FormDataContentType())
			req.Header.Set("Authorization", "Bearer "+ta)
			resp, err := srv.HTTP.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 400 || !strings.Contains(string(body), "Please upload only a single file.") {
				t.Errorf("two files: %d %s", resp.StatusCode, body)
			}
			if n := count(t, db, "SELECT count(*) FROM candidate_applications"); n != 0 {
				t.Errorf("two files wrote %d applications", n)
			}
		})
		t.Run("ErrNotMultipart", func(t *testing.T) {
			if resp := srv.Do(t, "POST", "/api/v1/candidate-applications", ta, map[string]string{"name": "x"}); resp.Status != 415 {
				t.Errorf("JSON body: %d, want 415", resp.Status)
			}
		})
		jobs := apptest.WatchJobs(t, srv.Queue)
		appOf(t, addCandidate(t, srv, ta, base(nil), pdf, "Asha Verma CV.pdf"))

		app := appOf(t, srv.Do(t, "GET", "/api/v1/candidate-applications/"+firstSlug(t, db), ta, nil))
		t.Run("Added", func(t *testing.T) {
			if app.State.State != "applied" || app.Source != "linkedin" || app.Candidate.Email != person.Email || len(app.Slug) != 12 {
				t.Errorf("application = %+v", app)
			}
			if app.NoticePeriod != "immediate" || app.NoticePeriodLabel != "Immediate joiner" {
				t.Errorf("notice period %q shown as %q, want its label", app.NoticePeriod, app.NoticePeriodLabel)
			}
			if len(app.History) != 1 || app.History[0].To != "applied" || len(app.Answers) != 1 {
				t.Errorf("history %+v answers %+v", app.History, app.Answers)
			}
			if !strings.HasPrefix(app.Resume.URL, "/files/resumes/") {
				t.Errorf("resume url = %q", app.Resume.URL)
			}
		})
		t.Run("ResumeParsedInBackground", func(t *testing.T) {
			jobs.Wait(t, "parse_application_resume", 1)
			got := appOf(t, srv.Do(t, "GET", "/api/v1/candidate-applications/"+app.Slug, ta, nil))
			if got.Resume.Status != "parsed" {
				t.Fatalf("resume status %q (%s)", got.Resume.Status, got.Resume.Error)
			}
			if got.Candidate.Links["linkedin"] == "" || got.Candidate.Links["github"] == "" {
				t.Errorf("parsed links = %v", got.Candidate.Links)
			}
		})
		t.Run("ErrDuplicate", func(t *testing.T) {
			resp := addCandidate(t, srv, ta, base(map[string]string{"email": strings.ToUpper(person.Email)}), nil, "")
			if resp.Status != 409 || !strings.Contains(resp.Body, "already applied") {
				t.Errorf("again: %d %s", resp.Status, resp.Body)
			}
		})
		t.Run("MoveThroughThreeStates", func(t *testing.T) {
			for _, to := range []string{"ta_screen", "hm_screen", "assignment_shared"} {
				resp := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/move", ta, map[string]string{"to": to, "reason": "Looks good for " + to})
				if got := appOf(t, resp); got.State.State != to {
					t.Fatalf("move to %s: %+v", to, got.State)
				}
			}
			resp := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/move", ta, map[string]string{"to": "ta_screen"})
			if resp.Status != 400 || !strings.Contains(resp.Body, "Cannot move from Assignment shared to TA screen") {
				t.Errorf("refused move: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/move", a.tokens[recruit.RolePanel], map[string]string{"to": "on_hold"}); resp.Status != 403 {
				t.Errorf("panel moves: %d, want 403", resp.Status)
			}
			got := appOf(t, srv.Do(t, "GET", "/api/v1/candidate-applications/"+app.Slug, ta, nil))
			if len(got.History) != 4 || got.History[3].Reason != "Looks good for assignment_shared" || got.History[3].By != recruit.RoleTA {
				t.Errorf("history = %+v", got.History)
			}
		})
		t.Run("ConcurrentMovesOneWins", func(t *testing.T) {
			var wg sync.WaitGroup
			statuses := make([]int, 2)
			targets := []string{"assignment_passed", "assignment_reject"}
			for i := range targets {
				wg.Add(1)
				go func(i int) {
					defer wg.Done()
					resp := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/move", ta,
						map[string]string{"to": targets[i], "from": "assignment_shared"})
					statuses[i] = resp.Status
				}(i)
			}
			wg.Wait()
			ok, conflict := 0, 0
			for _, s := range statuses {
				switch s {
				case 200:
					ok++
				case 409:
					conflict++
				}
			}
			if ok != 1 || conflict != 1 {
				t.Errorf("statuses %v, want one 200 and one 409", statuses)
			}
			if n := count(t, db, "SELECT count(*) FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id WHERE a.slug = ?", app.Slug); n != 5 {
				t.Errorf("history rows = %d, want 5 (no move lost, none doubled)", n)
			}
		})
		t.Run("ListFiltersAndToken", func(t *testing.T) {
			other := addCandidate(t, srv, ta, base(map[string]string{"email": "second@example.org", "name": "Second Person", "phone": "+1 555 0100", "source": "referral"}), nil, "")
			appOf(t, other)
			f := ats.Filter{Sources: []string{"referral"}}
			var list apiv1.Page[apiv1.Applications]
			resp := srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+f.Token(), ta, nil)
			resp.JSON(t, &list)
			if resp.Status != 200 || list.Meta.Total != 1 || list.Data.CandidateApplications[0].Candidate.Name != "Second Person" || list.Data.NavigationToken != f.Token() {
				t.Errorf("by source: %d %s", resp.Status, resp.Body)
			}
			f2 := ats.Filter{Statuses: []string{"referred"}, Sources: []string{"referral", "linkedin"}}
			srv.Do(t, "GET", "/api/v1/candidate-applications?with_state_counts=true&sort=name&navigation_token="+f2.Token(), ta, nil).JSON(t, &list)
			if list.Meta.Total != 1 || list.Data.StateCounts["referred"] != 1 {
				t.Errorf("by state and source: %+v %+v", list.Meta, list.Data.StateCounts)
			}
			tomorrow := time.Now().Add(48 * time.Hour).Format("2006-01-02")
			for _, bad := range []string{"garbage", "v1.!!!", (ats.Filter{StartDate: tomorrow}).Token(), (ats.Filter{Statuses: []string{"teleported"}}).Token()} {
				if resp := srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+bad, ta, nil); resp.Status != 400 {
					t.Errorf("token %q: %d, want 400", bad, resp.Status)
				}
			}
			// A token is any link's JSON: every value is checked as a
			// body's would be (the sweep's NUL answered 500 on PostgreSQL).
			rawToken := func(js string) string { return "v1." + base64.RawURLEncoding.EncodeToString([]byte(js)) }
			for _, bad := range []string{`{"sources":["a\u0000b"]}`, `{"sources":["a\u0007b"]}`, `{"sources":["` + strings.Repeat("s", 101) + `"]}`,
				`{"tas":[-1]}`, `{"requisitions":[0]}`, `{"round_filters":{"no_show":[-5]}}`, `{"min_experience":-1}`, `{"max_experience":1e300}`} {
				wantAnswer(t, "token "+bad, srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+rawToken(bad), ta, nil), 400, "error_messages")
			}
			wantAnswer(t, "an unknown view", srv.Do(t, "GET", "/api/v1/candidate-applications?view=kanban", ta, nil), 400, "View is candidates or spreadsheet")
			// The match score: its filter and sort are checked like the rest.
			wantAnswer(t, "a match score out of range", srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+rawToken(`{"match_scores":[7]}`), ta, nil),
				400, "Match score must be -1, 0, 1 or 2")
			wantAnswer(t, "a match score not a number", srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+rawToken(`{"match_scores":["good"]}`), ta, nil),
				400, "error_messages")
			wantAnswer(t, "an unknown sort", srv.Do(t, "GET", "/api/v1/candidate-applications?sort=best", ta, nil), 400, "error_messages")
			wantAnswer(t, "sorted by match", srv.Do(t, "GET", "/api/v1/candidate-applications?sort=match&navigation_token="+rawToken(`{"match_scores":[-1,2]}`), ta, nil),
				200, `"match_reasons":[`)
			old := time.Now().AddDate(-3, 0, 0).Format("2006-01-02")
			if resp := srv.Do(t, "GET", "/api/v1/candidate-applications?view=spreadsheet&navigation_token="+(ats.Filter{StartDate: old}).Token(), ta, nil); resp.Status != 400 {
				t.Errorf("spreadsheet 3 years back: %d, want 400", resp.Status)
			}
			if resp := srv.Do(t, "GET", "/api/v1/candidate-applications?navigation_token="+(ats.Filter{StartDate: old}).Token(), ta, nil); resp.Status != 200 {
				t.Errorf("candidates view 3 years back: %d, want 200", resp.Status)
			}
		})
		t.Run("PriorityTagsArchive", func(t *testing.T) {
			var tag apiv1.Envelope[apiv1.TagResult]
			srv.Do(t, "POST", "/api/v1/ats-tags", ta, map[string]string{"title": "Strong referral"}).JSON(t, &tag)
			resp := srv.Do(t, "PATCH", "/api/v1/candidate-applications/"+app.Slug, ta, map[string]any{"priority": 0, "tag_ids": []int64{tag.Data.Tag.ID}})
			got := appOf(t, resp)
			if got.PriorityLabel != "P0" || len(got.TagIDs) != 1 {
				t.Errorf("patch: %+v", got)
			}
			if resp := srv.Do(t, "PATCH", "/api/v1/candidate-applications/"+app.Slug, ta, map[string]any{"priority": 9}); resp.Status != 400 {
				t.Errorf("priority 9: %d", resp.Status)
			}
			srv.Do(t, "PATCH", "/api/v1/candidate-applications/"+app.Slug, ta, map[string]any{"archived": true})
			var list apiv1.Page[apiv1.Applications]
			srv.Do(t, "GET", "/api/v1/candidate-applications", ta, nil).JSON(t, &list)
			for _, r := range list.Data.CandidateApplications {
				if r.Slug == app.Slug {
					t.Error("archived application listed by default")
				}
			}
			var tags apiv1.Envelope[apiv1.Tags]
			srv.Do(t, "GET", "/api/v1/ats-tags?order_by=id", ta, nil).JSON(t, &tags)
			if len(tags.Data.Tags) != 1 || len(tags.Data.NoticePeriods) != 7 {
				t.Errorf("tags = %+v", tags.Data)
			}
			if resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/ats-tags/%d", tag.Data.Tag.ID), ta, map[string]string{"title": "Top referral"}); resp.Status != 200 {
				t.Errorf("rename tag: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "DELETE", fmt.Sprintf("/api/v1/ats-tags/%d", tag.Data.Tag.ID), ta, nil); resp.Status != 200 {
				t.Errorf("delete tag: %d %s", resp.Status, resp.Body)
			}
			if got := appOf(t, srv.Do(t, "GET", "/api/v1/candidate-applications/"+app.Slug, ta, nil)); len(got.TagIDs) != 0 {
				t.Errorf("deleted tag still on the application: %v", got.TagIDs)
			}
			var src apiv1.Envelope[apiv1.SourceResult]
			srv.Do(t, "POST", "/api/v1/sources", ta, map[string]string{"title": "Meetup Events"}).JSON(t, &src)
			if src.Data.Source.Value != "meetup_events" {
				t.Errorf("source = %+v", src.Data)
			}
			if resp := srv.Do(t, "PUT", "/api/v1/sources/meetup_events", ta, map[string]string{"title": "Meetups"}); resp.Status != 200 {
				t.Errorf("rename source: %d", resp.Status)
			}
			if resp := srv.Do(t, "DELETE", "/api/v1/sources/manual", ta, nil); resp.Status != 400 {
				t.Errorf("delete built-in source: %d, want 400", resp.Status)
			}
			if resp := srv.Do(t, "DELETE", "/api/v1/sources/meetup_events", ta, nil); resp.Status != 200 {
				t.Errorf("delete source: %d", resp.Status)
			}
		})
		t.Run("OtherCompanyNotFound", func(t *testing.T) {
			b := signUp(t, srv, "owner@beta.test", "Beta")
			for _, c := range []struct{ method, path string }{
				{"GET", "/api/v1/candidate-applications/" + app.Slug},
				{"POST", "/api/v1/candidate-applications/" + app.Slug + "/move"},
				{"PATCH", "/api/v1/candidate-applications/" + app.Slug},
				{"GET", "/api/v1/interview/allowed-rounds/" + app.Slug},
			} {
				if resp := srv.Do(t, c.method, c.path, b.Token, map[string]string{"to": "on_hold"}); resp.Status != 404 {
					t.Errorf("%s %s: %d, want 404", c.method, c.path, resp.Status)
				}
			}
			var list apiv1.Page[apiv1.Applications]
			srv.Do(t, "GET", "/api/v1/candidate-applications", b.Token, nil).JSON(t, &list)
			if list.Meta.Total != 0 {
				t.Errorf("company B lists %d applications", list.Meta.Total)
			}
			_ = json.Valid
		})
	})
}

func firstSlug(t *testing.T, db *sqldb.DB) string {
	t.Helper()
	var slug string
	if err := db.Read.NewRaw("SELECT slug FROM candidate_applications ORDER BY id LIMIT 1").Scan(t.Context(), &slug); err != nil {
		t.Fatal(err)
	}
	return slug
}
