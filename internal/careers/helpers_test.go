package careers_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// careersHost is the default HIREKIT_CAREERS_HOST the test server has.
const careersHost = "careers.localhost"

// world is a server with a company ("alpha") that has one live job
// asking salary and one required screening question.
type world struct {
	srv  *apptest.Server
	tm   *apptest.Team
	job  *ats.Requisition
	ctx  context.Context // alpha's admin
	db   *sqldb.DB
	slug string
}

func newWorld(t *testing.T, db *sqldb.DB, opts apptest.ServerOptions) *world {
	t.Helper()
	srv := apptest.NewServer(t, db, opts)
	tm := apptest.MustTeam(t, srv.App, "alpha")
	ctx := tm.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput("Platform Engineer")
	in.AskSalary = true
	in.RecruiterIDs = []int64{tm.Users[recruit.RoleTA].ID}
	job := apptest.MustCreateRequisition(t, ctx, srv.App, in)
	job = mustPublish(t, srv, ctx, job.ID)
	return &world{srv: srv, tm: tm, job: job, ctx: ctx, db: db, slug: tm.Company.Slug}
}

func mustPublish(t *testing.T, srv *apptest.Server, ctx context.Context, id int64) *ats.Requisition {
	t.Helper()
	job, err := srv.ATS.ChangeState(ctx, id, ats.ActionPublish, "")
	if err != nil {
		t.Fatalf("publish job %d: %v", id, err)
	}
	return job
}

// form is a careers application for the world's job, valid in full.
func (w *world) form(email string) map[string]string {
	answers := `{"` + itoa(w.job.Questions[0].ID) + `": 3}`
	return map[string]string{"company_slug": w.slug, "requisition_slug": w.job.Slug, "name": "Ada Lovelace", "email": email,
		"phone": "+44 20 7946 0000", "experience": "4.5", "current_ctc": "1000000", "expected_ctc": "1500000", "salary_currency": "INR",
		"notice_period": "30", "privacy_policy": "true", "answers": answers, "source": ""}
}

// answer is an HTTP answer.
type answer struct {
	status int
	header http.Header
	body   string
}

// apply posts a careers form; with pdf nil no file is sent.
func (w *world) apply(t *testing.T, fields map[string]string, filename string, file []byte, header http.Header) answer {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	if file != nil {
		fw, _ := mw.CreateFormFile("candidate_resume", filename)
		fw.Write(file)
	}
	mw.Close()
	req, _ := http.NewRequest("POST", w.srv.HTTP.URL+"/api/v1/candidate-application/apply", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	for k, v := range header {
		req.Header[k] = v
	}
	return do(t, w.srv, req)
}

// page gets a path from the careers host (or another Host).
func page(t *testing.T, srv *apptest.Server, host, path string) answer {
	t.Helper()
	req, _ := http.NewRequest("GET", srv.HTTP.URL+path, nil)
	req.Host = host
	return do(t, srv, req)
}

func do(t *testing.T, srv *apptest.Server, req *http.Request) answer {
	t.Helper()
	client := *srv.HTTP.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, resp.Header, string(raw)}
}

var pdf = fixture.ResumePDF(fixture.SamplePerson())

// pngImage is a small real PNG.
func pngImage() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	for x := range 8 {
		img.Set(x, 1, color.RGBA{29, 78, 216, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// count runs a count query.
func count(t *testing.T, db *sqldb.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Read.NewRaw(query, args...).Scan(context.Background(), &n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
