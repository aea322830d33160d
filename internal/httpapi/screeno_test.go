package httpapi_test

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// upload is one file of a batch.
type upload struct {
	name string
	data []byte
}

// sendBatch posts a screening batch; title "" sends no title field.
func sendBatch(t *testing.T, srv *apptest.Server, token, title string, files ...upload) apptest.Response {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if title != "" {
		w.WriteField("screeno_job_title", title)
	}
	for _, f := range files {
		fw, err := w.CreateFormFile("resume_files[]", f.name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(f.data)
	}
	w.Close()
	req, err := http.NewRequest("POST", srv.HTTP.URL+"/api/v1/screeno/upload-resumes", &buf)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := srv.HTTP.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return apptest.Response{Status: resp.StatusCode, Body: string(raw), Header: resp.Header}
}

func wantAnswer(t *testing.T, what string, r apptest.Response, status int, body string) {
	t.Helper()
	if r.Status != status || !strings.Contains(r.Body, body) {
		t.Errorf("%s: %d %.300s, want %d with %q", what, r.Status, r.Body, status, body)
	}
}

// TestScreenoUploadChecks makes the spec's upload checks in its order:
// verified email and approved company, the number of files, their type,
// at least one file, a job title.
func TestScreenoUploadChecks(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		pdf := fixture.ResumePDF(fixture.SamplePerson())
		cv := upload{"cv.pdf", pdf}

		unverified := signUp(t, srv, "new@unverified.test", "Unverified")
		wantAnswer(t, "unverified, nothing sent", sendBatch(t, srv, unverified.Token, ""), 403, `"Please verify your email!"`)
		wantAnswer(t, "unverified, a batch", sendBatch(t, srv, unverified.Token, "Engineer", cv), 403, `"Please verify your email!"`)

		no := false
		// A database of its own: its workers must not take this one's jobs.
		pending := apptest.NewServer(t, apptest.OpenDB(t, db.Engine), apptest.ServerOptions{AutoApprove: &no})
		signUp(t, pending, "owner@waiting.test", "Waiting")
		apptest.MustVerifyEmail(t, pending.App, "owner@waiting.test")
		token := login(t, pending, "owner@waiting.test", "correct horse")
		wantAnswer(t, "company not approved", sendBatch(t, pending, token, "Engineer", cv), 403, `"Please verify your email!"`)

		tm := newTeam(t, srv, "checks")
		admin := tm.tokens[recruit.RoleAdmin]
		many := make([]upload, 101)
		for i := range many {
			many[i] = upload{fmt.Sprintf("cv%d.pdf", i), pdf}
		}
		wantAnswer(t, "101 files", sendBatch(t, srv, admin, "Engineer", many...), 400, `"Please upload upto 100 files at once"`)
		wantAnswer(t, "a text file named .pdf", sendBatch(t, srv, admin, "Engineer", cv, upload{"notes.pdf", []byte("plain text")}), 415, `"File type not allowed!"`)
		wantAnswer(t, "a PDF named .docx", sendBatch(t, srv, admin, "Engineer", upload{"cv.docx", pdf}), 415, `"File type not allowed!"`)
		wantAnswer(t, "a program", sendBatch(t, srv, admin, "Engineer", upload{"setup.exe", []byte("MZ\x90\x00")}), 415, `"File type not allowed!"`)
		wantAnswer(t, "no files and no title", sendBatch(t, srv, admin, ""), 400, `"Please upload resumes!"`)
		wantAnswer(t, "no title", sendBatch(t, srv, admin, "", cv), 400, `"Please add a Job title!"`)
		wantAnswer(t, "a blank title", sendBatch(t, srv, admin, "   ", cv), 400, `"Please add a Job title!"`)
		big := append(bytes.Clone(pdf), bytes.Repeat([]byte(" "), 10<<20)...)
		wantAnswer(t, "an 11 MB file", sendBatch(t, srv, admin, "Engineer", upload{"big.pdf", big}), 413, `"Please upload files smaller than 10 MB."`)
		wantAnswer(t, "a panel member", sendBatch(t, srv, tm.tokens[recruit.RolePanel], "Engineer", cv), 403, "error_messages")
		if n := count(t, db, "SELECT count(*) FROM screening_resumes"); n != 0 {
			t.Errorf("%d candidates after refused batches, want 0", n)
		}
		wantAnswer(t, "credits untouched", srv.Do(t, "GET", "/api/v1/screeno/get-available-credits", admin, nil), 200, `"pending_credits":50`)

		jobs := apptest.WatchJobs(t, srv.Queue)
		ok := sendBatch(t, srv, admin, "Engineer", cv, upload{"broken.pdf", []byte("%PDF-1.4 broken")})
		wantAnswer(t, "a good batch", ok, 200, `"status":"processing"`)
		var up apiv1.Envelope[apiv1.ScreeningUploaded]
		ok.JSON(t, &up)
		if len(up.Data.Candidates) != 2 || up.Data.PendingCredits != 48 {
			t.Errorf("uploaded %+v", up.Data)
		}
		jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 2)

		t.Run("ListAndCredits", func(t *testing.T) {
			var list apiv1.Page[apiv1.ScreeningList]
			r := srv.Do(t, "GET", "/api/v1/screeno/list-resumes", admin, nil)
			r.JSON(t, &list)
			if len(list.Data.Candidates) != 2 || list.Data.PendingCredits != 49 || list.Data.IsNewAccount || list.Data.Processing != 0 || list.Meta.PerPage != 50 {
				t.Errorf("list-resumes: %s", r.Body)
			}
			c := list.Data.Candidates[1]
			if c.Status != "parsed" || c.ResumeURL == "" || c.Score < 0 || c.ATSProvider != nil {
				t.Fatalf("parsed candidate %+v", c)
			}
			file, err := srv.HTTP.Client().Get(srv.HTTP.URL + c.ResumeURL)
			if err != nil {
				t.Fatal(err)
			}
			file.Body.Close()
			if file.StatusCode != 200 || file.Header.Get("Content-Type") != "application/pdf" {
				t.Errorf("signed resume URL: %d %s", file.StatusCode, file.Header.Get("Content-Type"))
			}
			wantAnswer(t, "credits", srv.Do(t, "GET", "/api/v1/screeno/get-available-credits", admin, nil), 200,
				`{"available_credits":50,"pending_credits":49,"used_credits":1,"reserved_credits":0,"share_claimed":false}`)
			wantAnswer(t, "share", srv.Do(t, "POST", "/api/v1/screeno/claim-share-credits", admin, nil), 200, `"available_credits":100,"pending_credits":99`)
			wantAnswer(t, "share again", srv.Do(t, "POST", "/api/v1/screeno/claim-share-credits", admin, nil), 409, "already claimed")
			fresh := newTeam(t, srv, "fresh")
			wantAnswer(t, "a new account", srv.Do(t, "GET", "/api/v1/screeno/list-resumes", fresh.tokens[recruit.RoleAdmin], nil), 200, `"is_new_account":true`)
		})
		t.Run("SearchAndJobs", func(t *testing.T) {
			wantAnswer(t, "a broken query", srv.Do(t, "GET", "/api/v1/screeno/smart-search?q=python+AND+(django", admin, nil), 400, `at position 12`)
			wantAnswer(t, "a search", srv.Do(t, "GET", "/api/v1/screeno/smart-search?q=python&tags=Top+Company&per_page=100", admin, nil), 200, `"per_page":100`)
			wantAnswer(t, "years", srv.Do(t, "GET", "/api/v1/screeno/smart-search?graduation_year_min=1999", admin, nil), 400, "Graduation year must be from 2000")
			wantAnswer(t, "basic jobs", srv.Do(t, "GET", "/api/v1/screeno/jobs?view=basic", admin, nil), 200, `{"jobs":[{"id":1,"title":"Engineer","ats_provider":null}]}`)
			wantAnswer(t, "table jobs", srv.Do(t, "GET", "/api/v1/screeno/jobs?view=table_view", admin, nil), 200, `"total_candidates":2`)
			wantAnswer(t, "one job", srv.Do(t, "GET", "/api/v1/screeno/jobs/1", admin, nil), 200, `"candidates":[{`)
			// Ids are positive: 0 named every job and answered the newest.
			wantAnswer(t, "job 0", srv.Do(t, "GET", "/api/v1/screeno/jobs/0", admin, nil), 404, "error_messages")
			wantAnswer(t, "job -1", srv.Do(t, "GET", "/api/v1/screeno/jobs/-1", admin, nil), 404, "error_messages")
			wantAnswer(t, "an unknown view", srv.Do(t, "GET", "/api/v1/screeno/jobs?view=everything", admin, nil), 400, "View is basic or table_view")
		})
		t.Run("DownloadXLSX", func(t *testing.T) {
			req, _ := http.NewRequest("POST", srv.HTTP.URL+"/api/v1/screeno/download-xlsx", strings.NewReader(`{"screeno_resume_ids":[]}`))
			req.Header.Set("Authorization", "Bearer "+admin)
			req.Header.Set("Content-Type", "application/json")
			resp, err := srv.HTTP.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			disp := resp.Header.Get("Content-Disposition")
			if resp.StatusCode != 200 || !regexp.MustCompile(`^attachment; filename="hirekit-screeno-\d{4}-\d{6}\.xlsx"$`).MatchString(disp) {
				t.Fatalf("download: %d %q", resp.StatusCode, disp)
			}
			f, err := excelize.OpenReader(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows("Candidates")
			if len(rows) != 3 || rows[1][5] != "broken.pdf" || rows[1][6] != "error" {
				t.Errorf("rows %q", rows)
			}
			empty := newTeam(t, srv, "empty")
			wantAnswer(t, "nothing to export", srv.Do(t, "POST", "/api/v1/screeno/download-xlsx", empty.tokens[recruit.RoleAdmin],
				map[string]any{"screeno_resume_ids": []int64{}}), 400, `"Not enough data!"`)
		})
		t.Run("RequestCallback", func(t *testing.T) {
			srv.Screening.SupportEmail = "support@hirekit.test"
			wantAnswer(t, "a plan", srv.Do(t, "POST", "/api/v1/screeno/request-callback?kind=pricing_page_100", admin, nil), 200, `"data":{}`)
			wantAnswer(t, "an integration", srv.Do(t, "POST", "/api/v1/screeno/request-callback", admin, map[string]string{"kind": "greenhouse"}), 200, `"data":{}`)
			wantAnswer(t, "the same again", srv.Do(t, "POST", "/api/v1/screeno/request-callback", admin, map[string]string{"kind": "greenhouse"}), 200, `"data":{}`)
			wantAnswer(t, "an unknown kind", srv.Do(t, "POST", "/api/v1/screeno/request-callback", admin, map[string]string{"kind": "pizza"}), 400, "error_messages")
			if n := count(t, db, "SELECT count(*) FROM screeno_callback_requests"); n != 3 {
				t.Errorf("%d requests stored, want 3", n)
			}
			msgs, err := srv.Mailer.Mailbox(t.Context(), "support@hirekit.test", 10)
			if err != nil || len(msgs) != 2 || !strings.Contains(msgs[0].Subject+msgs[1].Subject, "Callback request (greenhouse) from checks") {
				t.Errorf("support mail: %d messages %v", len(msgs), err)
			}
			wantAnswer(t, "integrations", srv.Do(t, "GET", "/api/v1/screeno/integrations/status", admin, nil), 200,
				`"external_ats_provider":null,"integrations":[{"kind":"greenhouse","name":"Greenhouse","status":"not_connected"},{"kind":"lever","name":"Lever","status":"disabled"}`)
		})
	})
}
