package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/config"
	"hirekit/internal/export"
	"hirekit/internal/httpapi"
	"hirekit/internal/intake"
	"hirekit/internal/interview"
	"hirekit/internal/layoffs"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
	"hirekit/internal/webhooks"
)

// The route-table sweeps: every route of routes.go, whatever it is, gets
// the calls below. A new route is swept the day it is added; a route whose
// path names a new kind of object fails until tenantObjects says how to
// make one.

// tenantObjects makes one real object of each kind a path can name, in the
// team's company, and returns the path value for each path prefix (the
// segment before the {placeholder}).
func tenantObjects(t *testing.T, srv *apptest.Server, tm *apptest.Team) map[string]string {
	t.Helper()
	ctx := tm.Ctx(t, recruit.RoleAdmin)
	a := srv.App
	in := apptest.JobInput("Sweep job")
	in.Questions = append(in.Questions, ats.QuestionInput{Title: "Why us?", FieldType: recruit.FieldShortAnswer})
	panel := tm.Users[recruit.RolePanel].ID
	in.PanelIDs = []int64{panel}
	job := apptest.MustCreateRequisition(t, ctx, a, in)
	app := apptest.MustAddApplication(t, ctx, a, job, "Sweep Candidate", "sweep@"+tm.Company.Slug+".test")
	round, err := a.Interview.AddRound(ctx, job.ID, interview.RoundInput{Name: "Sweep round"})
	if err != nil {
		t.Fatal(err)
	}
	tag, err := a.ATS.AddTag(ctx, "Sweep tag")
	if err != nil {
		t.Fatal(err)
	}
	src, err := a.ATS.AddSource(ctx, "Sweep source "+tm.Company.Slug)
	if err != nil {
		t.Fatal(err)
	}
	des, err := a.Auth.AddDesignation(ctx, "Sweep grade")
	if err != nil {
		t.Fatal(err)
	}
	inv, err := a.Auth.InviteUser(ctx, auth.InviteUserInput{Email: "invited@" + tm.Company.Slug + ".test", Designation: "X", Roles: []string{recruit.RolePanel}})
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := a.ATS.CreateTemplate(ctx, ats.TemplateInput{Name: "Sweep template", Subject: "Hello {{candidate_name}}", Body: "Hi"})
	if err != nil {
		t.Fatal(err)
	}
	note, err := a.ATS.AddNote(ctx, app.Slug, ats.NoteInput{Body: "Sweep note"})
	if err != nil {
		t.Fatal(err)
	}
	iv, err := a.Interview.Schedule(ctx, interview.ScheduleInput{Slug: app.Slug, RoundID: round.ID, PanelIDs: []int64{panel},
		Start: time.Now().UTC().Add(72 * time.Hour).Truncate(time.Hour).Format(time.RFC3339)})
	if err != nil {
		t.Fatal(err)
	}
	// Two self-scheduling links: one for the revoke route, and one whose
	// token the page's routes are swept with (on another candidate, so
	// revoking the first leaves it alone).
	linkIn := interview.LinkInput{Slug: app.Slug, RoundID: round.ID, PanelIDs: []int64{panel}, Minutes: 30, From: "09:00", To: "18:00",
		TimeZone: "Asia/Kolkata"}
	link, err := a.Interview.SendSelfScheduleLink(ctx, linkIn)
	if err != nil {
		t.Fatal(err)
	}
	paged := apptest.MustAddApplication(t, ctx, a, job, "Sweep Scheduler", "scheduler@"+tm.Company.Slug+".test")
	linkIn.Slug = paged.Slug
	pageLink, err := a.Interview.SendSelfScheduleLink(ctx, linkIn)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(pageLink.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Public careers routes name the job by slug; publishing it puts it there.
	if _, err := a.ATS.ChangeState(ctx, job.ID, ats.ActionPublish, ""); err != nil {
		t.Fatal(err)
	}
	// The talenthub board's routes name it by the company's and its slug.
	if _, err := a.Hub.PublishBoardJob(ctx, marketplace.PublishInput{RequisitionID: job.ID, JobType: marketplace.BoardFullTime}); err != nil {
		t.Fatal(err)
	}
	cv, err := intake.Spool(intake.ScreeningResume, "sweep.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
	if err != nil {
		t.Fatal(err)
	}
	defer cv.Close()
	// The parse ends before the sweeps begin, so it cannot pass for a
	// change another company's call made.
	parsed := apptest.WatchJobs(t, srv.Queue)
	batch, err := a.Screening.UploadResumes(ctx, screening.UploadInput{JobTitle: "Sweep screening", Files: []*intake.File{cv}})
	if err != nil {
		t.Fatal(err)
	}
	parsed.Wait(t, screening.ParseResumeArgs{}.Kind(), 1)
	// A real download, so the /wand chart answers counted points, not
	// only the sample.
	if _, err := a.Screening.RecordWandDownload(ctx, screening.WandDownload{Board: "linkedin", ProfileURL: "https://www.linkedin.com/in/sweep-" + tm.Company.Slug}); err != nil {
		t.Fatal(err)
	}
	laidOff, err := a.Layoffs.Add(ctx, layoffs.PersonInput{Name: "Sweep Person", Email: "laid-off@" + tm.Company.Slug + ".test", Role: "Engineer"})
	if err != nil {
		t.Fatal(err)
	}
	// A webhook endpoint on a loopback address, registered with the
	// operator's allowance; off again for the sweep, every delivery to it
	// is refused at dial time, so the sweep posts nowhere.
	a.Webhooks.AllowPrivate = true
	hookURL := "https://127.0.0.1:9/sweep"
	hook, err := a.Webhooks.Create(ctx, webhooks.Input{URL: &hookURL, Events: recruit.Events})
	a.Webhooks.AllowPrivate = false
	if err != nil {
		t.Fatal(err)
	}
	// Confirmed data requests in the company's queue (privacy): one for
	// the {id} routes, one fulfilled for its signed download link.
	dataRequests := map[string]int64{}
	for _, who := range []string{"sweep", "download"} {
		var id int64
		if err := a.DB.Write.NewRaw(`INSERT INTO data_requests (company_id, kind, email, token_hash, state, created_at, verified_at)
			VALUES (?, 'export', ?, ?, 'verified', ?, ?) RETURNING id`, tm.Company.ID, who+"@"+tm.Company.Slug+".test", who+"-"+tm.Company.Slug,
			time.Now().UTC(), time.Now().UTC()).Scan(context.Background(), &id); err != nil {
			t.Fatal(err)
		}
		dataRequests[who] = id
	}
	apptest.MustAddApplication(t, ctx, a, job, "Download Candidate", "download@"+tm.Company.Slug+".test")
	if err := a.Privacy.FulfilRequest(ctx, dataRequests["download"]); err != nil {
		t.Fatal(err)
	}
	download, err := url.Parse(srv.WaitForMail(t, "download@"+tm.Company.Slug+".test", "is done", "/data-requests/download"))
	if err != nil {
		t.Fatal(err)
	}
	consent := srv.WaitForMail(t, "laid-off@"+tm.Company.Slug+".test", "would like to help you", "action=consent")
	cu, err := url.Parse(consent)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := intake.Spool(intake.Sheet, "sweep.csv", strings.NewReader("Name,Email\nSweep Import,import@"+tm.Company.Slug+".test\n"))
	if err != nil {
		t.Fatal(err)
	}
	defer sheet.Close()
	imp, err := a.Imports.Create(ctx, job.ID, sheet, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The admin's dashboard starts with the default set; the first chart
	// stands for every chart route.
	charts, err := a.Analytics.Charts(ctx)
	if err != nil || len(charts) == 0 {
		t.Fatalf("charts: %d, %v", len(charts), err)
	}
	exported := apptest.WatchJobs(t, srv.Queue)
	exp, err := a.Exports.Create(ctx, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name", "email"}})
	if err != nil {
		t.Fatal(err)
	}
	exported.Wait(t, export.RunArgs{}.Kind(), 1)
	id := func(n int64) string { return fmt.Sprint(n) }
	// A talenthub candidate with one row of each profile list and a
	// resume draft: the own-profile routes are swept as them.
	hub := apptest.MustHubCandidate(t, a, "sweep-"+id(tm.Company.ID))
	hubCtx := apptest.ActorCtx(t, a, hub.Token, 0)
	hubExp, err := a.Hub.AddExperience(hubCtx, marketplace.Experience{Designation: "Engineer", Company: "Sweep", Start: "2020-01"})
	if err != nil {
		t.Fatal(err)
	}
	hubProject, err := a.Hub.AddProject(hubCtx, marketplace.Project{Title: "Sweep project"})
	if err != nil {
		t.Fatal(err)
	}
	hubEdu, err := a.Hub.AddEducation(hubCtx, marketplace.Education{Degree: "B.Sc", Institute: "Sweep University"})
	if err != nil {
		t.Fatal(err)
	}
	hubSkill, err := a.Hub.AddSkill(hubCtx, "Go")
	if err != nil {
		t.Fatal(err)
	}
	hubCV, err := intake.Spool(intake.HubResume, "sweep.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
	if err != nil {
		t.Fatal(err)
	}
	defer hubCV.Close()
	if _, err := a.Hub.UploadResume(hubCtx, hubCV); err != nil {
		t.Fatal(err)
	}
	// An assessment attempt in progress, and a certificate of a skill
	// verified at level 2.
	hubAttempt, err := a.Hub.StartAssessment(hubCtx, "sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Write.ExecContext(context.Background(), `UPDATE hub_skills SET proficiency = 2 WHERE hub_candidate_id = ? AND slug = ?`, hub.ID, hubSkill.Slug); err != nil {
		t.Fatal(err)
	}
	hubCert, err := a.Hub.ClaimCertificate(hubCtx, hubSkill.Slug)
	if err != nil {
		t.Fatal(err)
	}
	// A pending credit entry of that candidate (talenthub admin routes).
	var hubEntry int64
	if err := a.DB.Write.QueryRowContext(ctx, `INSERT INTO hub_credit_entries (hub_candidate_id, cause, cause_key, credits, state, created_at)
		VALUES (?, 'admin', 'sweep', 5, 'pending', ?) RETURNING id`, hub.ID, time.Now().UTC()).Scan(&hubEntry); err != nil {
		t.Fatal(err)
	}
	return map[string]string{
		"assessments":         hubSkill.Slug,
		"certifications":      hubSkill.Slug,
		"assessment-attempts": hubAttempt.ID,
		"certificate":         hubCert.Slug,
		hubTokenKey:           hub.Token,
		"pending-credits":     id(hubEntry),
		"candidates":          id(hub.ID),
		"review-taggings":     id(hub.ID),
		"experiences":         id(hubExp.ID),
		"projects":            id(hubProject.ID),
		"educations":          id(hubEdu.ID),
		"skills":              hubSkill.Slug,
		"charts":              charts[0].Slug,
		"exports":             exp.Slug,
		"bulk-imports":        id(imp.ID),
		"layoffs":             id(laidOff.ID),
		"webhooks":            id(hook.ID),
		"data-requests":       id(dataRequests["sweep"]),
		dataDownloadKey:       download.Query().Get("token"),
		"jobs":                id(batch.Candidates[0].JobID),
		"from-slug":           job.Slug,
		"company_slug":        tm.Company.Slug,
		"self-schedule-links": id(link.ID),
		// The caller's own calendar, and a provider's return.
		"calendar-connections":  "google",
		"callback":              "google",
		"confirm-self-schedule": paged.Slug,
		// Not a path prefix: the token of the page's routes.
		schedulingTokenKey:       u.Query().Get("scheduling_token"),
		layoffTokenKey:           strings.TrimPrefix(cu.Path, "/layoffs/consent/"),
		"requisitions":           id(job.ID),
		"questions":              id(job.Questions[0].ID),
		"rounds":                 id(round.ID),
		"ats-tags":               id(tag.ID),
		"sources":                src.Value,
		"designations":           id(des.ID),
		"users":                  id(tm.Users[recruit.RolePanel].ID),
		"invites":                id(inv.ID),
		"companies":              id(tm.Company.ID),
		"candidate-applications": app.Slug,
		"allowed-rounds":         app.Slug,
		"status":                 app.Slug,
		"text-templates":         id(tmpl.ID),
		"notes":                  id(note.ID),
		"interviewers":           app.Slug,
		"interviews":             id(iv.ID),
		// A talenthub candidate's public profile (no tenant: anyone's).
		"profile": hub.Username,
		// Its reports, as the platform admins dismiss them.
		"reports": hub.Username,
		// The jobs board's job of this company (names looked up by the
		// parameter itself: "jobs" is screeno's).
		"{companySlug}":   tm.Company.Slug,
		"{jobSlug}":       job.Slug,
		"{requisitionId}": id(job.ID),
		// A mailed unsubscribe link's token (no sign-in).
		"email-preferences": a.Mailer.UnsubscribeToken("prefs@"+tm.Company.Slug+".test", ""),
	}
}

// dataDownloadKey holds, among tenantObjects' values, the signed token
// of a fulfilled data request's download link.
const dataDownloadKey = "data download token"

// schedulingTokenKey holds, among tenantObjects' values, the token the
// self-schedule page's routes are called with.
const schedulingTokenKey = "?scheduling_token"

// hubTokenKey holds the session token of tenantObjects' talenthub
// candidate, who owns its profile rows.
const hubTokenKey = "?hub_token"

// layoffTokenKey holds the token of the laid-off person's mailed link.
const layoffTokenKey = "?layoff_token"

// withSchedulingToken adds a scheduling token to a path's query.
func withSchedulingToken(path, token string) string {
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	return path + sep + "scheduling_token=" + url.QueryEscape(token)
}

// fillPath puts the objects' values into a route's path; ok is false when
// the path names an object tenantObjects does not know.
func fillPath(path string, objects map[string]string) (string, bool) {
	parts := strings.Split(path, "/")
	for i, p := range parts {
		if strings.HasPrefix(p, "{") {
			v, ok := objects[p]
			if !ok {
				v, ok = objects[parts[i-1]]
			}
			if !ok {
				return "", false
			}
			parts[i] = v
		}
	}
	return strings.Join(parts, "/"), true
}

// formFileField is the file field of a multipart route's form, "" for
// routes that take no file.
func formFileField(req any) string {
	if req == nil {
		return ""
	}
	t := reflect.TypeOf(req).Elem()
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.Type == reflect.TypeFor[*multipart.FileHeader]() {
			return f.Tag.Get("formData")
		}
	}
	return ""
}

// plausibleBody is a JSON body for the route's request type with a value
// of the right kind in every field, so a write reaches its lookup.
func plausibleBody(req any) map[string]any {
	out := map[string]any{}
	if req == nil {
		return out
	}
	t := reflect.TypeOf(req).Elem()
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				walk(f.Type)
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" || name == "-" {
				continue
			}
			out[name] = sampleOf(f.Type, name)
		}
	}
	walk(t)
	return out
}

func sampleOf(t reflect.Type, name string) any {
	switch t.Kind() {
	case reflect.Pointer:
		return sampleOf(t.Elem(), name)
	case reflect.String:
		if strings.Contains(name, "email") {
			return "someone@sweep.test"
		}
		return "Sweep " + name
	case reflect.Bool:
		return true
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Float64:
		return 1
	case reflect.Slice:
		return []any{}
	case reflect.Map:
		return map[string]any{}
	case reflect.Struct:
		return map[string]any{}
	}
	return nil
}

// wrongType is a JSON value of another kind than the field's.
func wrongType(t reflect.Type) any {
	switch t.Kind() {
	case reflect.Pointer:
		return wrongType(t.Elem())
	case reflect.String:
		return 12
	case reflect.Bool, reflect.Int, reflect.Int64, reflect.Float64:
		return "twelve"
	case reflect.Slice:
		return "not a list"
	}
	return []int{1}
}

// fingerprint sums a company's rows so a sweep can prove it changed
// nothing there.
func fingerprint(t *testing.T, db *sqldb.DB, companyID int64) string {
	t.Helper()
	var b strings.Builder
	for _, table := range []string{"requisitions", "candidate_applications", "application_moves", "rounds", "ats_tags", "sources",
		"designations", "users", "invites", "screening_questions", "candidates", "interviews", "scorecards", "self_schedule_links",
		"screening_jobs", "screening_resumes", "credit_entries", "screeno_callback_requests", "layoff_people", "bulk_imports",
		"analytics_charts", "exports"} {
		var row struct {
			N    int    `bun:"n"`
			Last string `bun:"last"`
		}
		q := "SELECT count(*) AS n, COALESCE(max(" + changedColumn(table) + ")::text, '') AS last FROM " + table + " WHERE company_id = ?"
		if db.Engine == sqldb.SQLite {
			q = strings.ReplaceAll(q, "::text", "")
		}
		if err := db.Read.NewRaw(q, companyID).Scan(context.Background(), &row); err != nil {
			t.Fatalf("fingerprint %s: %v", table, err)
		}
		fmt.Fprintf(&b, "%s=%d/%s;", table, row.N, row.Last)
	}
	return b.String()
}

func changedColumn(table string) string {
	switch table {
	case "requisitions", "candidate_applications", "users", "candidates", "interviews", "scorecards", "screening_jobs", "screening_resumes",
		"layoff_people", "bulk_imports", "analytics_charts", "exports":
		return "updated_at"
	case "self_schedule_links":
		return "COALESCE(revoked_at, used_at, issued_at)"
	}
	return "id"
}

// answer is one call's outcome.
type answer struct {
	status int
	body   string
	header http.Header
}

func (a answer) jsonError() bool {
	var v struct {
		ErrorMessages any `json:"error_messages"`
	}
	return json.Unmarshal([]byte(a.body), &v) == nil && v.ErrorMessages != nil
}

// send makes one raw request.
func send(t *testing.T, srv *apptest.Server, method, path, token, ctype string, body io.Reader) answer {
	t.Helper()
	req, err := http.NewRequest(method, srv.HTTP.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	// Redirects are answers (the OAuth callback's 302 leads to the web
	// app at HIREKIT_BASE_URL, which no test serves).
	client := *srv.HTTP.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, string(raw), resp.Header}
}

func jsonBody(v any) io.Reader {
	b, _ := json.Marshal(v)
	return bytes.NewReader(b)
}

// TestRouteSweeps sends every route the calls the security review and the
// bad-input sweep asked for, on both engines, and counts them.
func TestRouteSweeps(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		// The careers form's per-address limit would answer the sweep's
		// many calls from one address with 429 before any check ran.
		off := 0
		// The Greenhouse and Lever fakes answer for alpha's connections.
		gh := fakeproviders.Start(t)
		gh.Greenhouse.SetKnobs(fakeproviders.GreenhouseKnobs{RateLimit: -1})
		gh.Lever.AddCandidates(gh.Lever.AddPosting("Backend Engineer", ""), fakeproviders.LeverCandidate{})
		ghURL := gh.Endpoints().GreenhouseURL
		srv := apptest.NewServer(t, db, apptest.ServerOptions{ApplyRatePerIP: &off,
			Configure: func(c *config.Config) { c.GreenhouseURL = ghURL; apptest.WithFakeLever(gh)(c) }})
		alpha := apptest.MustTeam(t, srv.App, "alpha")
		// alpha's Lever is connected, so the fetch dialog's lists answer.
		leverConnect(t, srv, alpha.Tokens[recruit.RoleAdmin])
		beta := apptest.MustTeam(t, srv.App, "beta")
		alphaObjects := tenantObjects(t, srv, alpha)
		if err := srv.Integrations.SaveGreenhouseConnection(alpha.Ctx(t, recruit.RoleAdmin), fakeproviders.GreenhouseKey, "101"); err != nil {
			t.Fatal(err)
		}
		betaObjects := tenantObjects(t, srv, beta)
		betaApp, err := srv.ATS.Application(beta.Ctx(t, recruit.RoleAdmin), betaObjects["candidate-applications"])
		if err != nil {
			t.Fatal(err)
		}
		betaCandidate, err := srv.Auth.IssueCandidateToken(beta.Company.ID, betaApp.CandidateID, betaApp.ID, betaApp.Slug)
		if err != nil {
			t.Fatal(err)
		}
		routes := httpapi.NewServer(httpapi.Deps{}).Routes()
		requests := 0
		// Every answer is held to docs/openapi.json, as the route being
		// swept (current) declares it.
		doc := newContract(t)
		var current *httpapi.Route
		call := func(method, path, token, ctype string, body io.Reader) answer {
			requests++
			a := send(t, srv, method, path, token, ctype, body)
			if current != nil {
				doc.check(*current, a.status, a.header, a.body)
			}
			return a
		}
		never500 := func(t *testing.T, what string, a answer) {
			t.Helper()
			if a.status >= 500 || a.status == 401 {
				// A 401 means the sweep lost its session and proved nothing.
				t.Errorf("%s: %d %.300s", what, a.status, a.body)
			}
		}
		refused := func(t *testing.T, what string, a answer) {
			t.Helper()
			if a.status < 400 || a.status >= 500 || !a.jsonError() {
				t.Errorf("%s: %d %.300s, want a 4xx with error_messages", what, a.status, a.body)
			}
		}

		// First every GET route answers its success, so the document's
		// 2xx schemas meet real data before the bad input below (which may
		// delete what these read).
		t.Run("Answers", func(t *testing.T) {
			admin := alpha.Tokens[recruit.RoleAdmin]
			root := apptest.MustPlatformAdmin(t, srv.App, "platform pass")
			alphaApp, err := srv.ATS.Application(alpha.Ctx(t, recruit.RoleAdmin), alphaObjects["candidate-applications"])
			if err != nil {
				t.Fatal(err)
			}
			candidate, err := srv.Auth.IssueCandidateToken(alpha.Company.ID, alphaApp.CandidateID, alphaApp.ID, alphaApp.Slug)
			if err != nil {
				t.Fatal(err)
			}
			for _, rt := range routes {
				if rt.Method != http.MethodGet {
					continue
				}
				current = &rt
				path, ok := fillPath(rt.Path, alphaObjects)
				if !ok {
					t.Errorf("%s names an object the sweep cannot make", rt.Path)
					continue
				}
				token := admin
				switch {
				case rt.Access.IsPublic():
					token = ""
				case rt.Access.Permission() == recruit.PermManagePlatform:
					token = root
				case (&recruit.Actor{Kind: recruit.KindCandidate}).Can(rt.Access.Permission()):
					token = candidate
				case (&recruit.Actor{Kind: recruit.KindTalentCandidate}).Can(rt.Access.Permission()):
					token = alphaObjects[hubTokenKey]
				case !recruit.RoleHolds(recruit.RoleAdmin, rt.Access.Permission()):
					// A route of another role (an employee's referrals).
					for _, role := range recruit.TableRoles {
						if tok, ok := alpha.Tokens[role]; ok && recruit.RoleHolds(role, rt.Access.Permission()) {
							token = tok
							break
						}
					}
				}
				if q := successQuery(rt.Path, alphaObjects); q != "" {
					path += "?" + q
				}
				if rt.Access.BySchedulingToken() {
					path, token = withSchedulingToken(path, alphaObjects[schedulingTokenKey]), ""
				}
				call(rt.Method, path, token, "", nil)
			}
		})
		current = nil

		// The rest of this company stays as it was whatever beta sends.
		before := fingerprint(t, db, alpha.Company.ID)
		t.Run("AnotherCompanysObjects", func(t *testing.T) {
			found := 0
			for _, rt := range routes {
				if rt.Access.IsPublic() || !strings.Contains(rt.Path, "{") {
					continue
				}
				current = &rt
				path, ok := fillPath(rt.Path, alphaObjects)
				if !ok {
					t.Errorf("%s %s names an object the sweep cannot make: teach tenantObjects", rt.Method, rt.Path)
					continue
				}
				var body io.Reader
				if rt.Method != "GET" && rt.Method != "DELETE" {
					body = jsonBody(plausibleBody(rt.RequestType()))
				}
				token := beta.Tokens[recruit.RoleAdmin]
				if (&recruit.Actor{Kind: recruit.KindCandidate}).Can(rt.Access.Permission()) {
					// A route of candidates: beta's own candidate asks.
					token = betaCandidate
				}
				if rt.Access.BySchedulingToken() {
					// The self-schedule page: beta's candidate's link asks.
					path, token = withSchedulingToken(path, betaObjects[schedulingTokenKey]), ""
				}
				a := call(rt.Method, path, token, "application/json", body)
				switch {
				case a.status == 404:
					found++
				case a.status == 403 && !recruit.RoleHolds(recruit.RoleAdmin, rt.Access.Permission()) && token != betaCandidate && token != "":
				case a.status == 400 && a.jsonError():
					// Refused on its form before the lookup: still nothing changed.
				default:
					t.Errorf("beta's admin on alpha's %s %s: %d %.200s, want 404", rt.Method, path, a.status, a.body)
				}
			}
			if found < 20 {
				t.Errorf("only %d cross-company calls answered 404", found)
			}
		})
		if after := fingerprint(t, db, alpha.Company.ID); after != before {
			t.Errorf("another company's calls changed alpha's data:\nbefore %s\nafter  %s", before, after)
		}

		t.Run("NoOrTamperedToken", func(t *testing.T) {
			parts := strings.Split(alpha.Tokens[recruit.RoleAdmin], ".")
			tampered := parts[0] + "." + parts[1] + "." + strings.Repeat("A", len(parts[2]))
			for _, rt := range routes {
				if rt.Access.IsPublic() {
					continue
				}
				current = &rt
				path, _ := fillPath(rt.Path, alphaObjects)
				for _, token := range []string{"", tampered, "not.a.token"} {
					if a := call(rt.Method, path, token, "application/json", jsonBody(map[string]any{})); a.status != 401 || !a.jsonError() {
						t.Errorf("%s %s with token %.10q: %d %s, want 401", rt.Method, path, token, a.status, a.body)
					}
				}
				if rt.Access.BySchedulingToken() {
					// Neither a tampered scheduling token nor a session
					// token is a scheduling token.
					parts := strings.Split(alphaObjects[schedulingTokenKey], ".")
					for _, token := range []string{parts[0] + "." + parts[1] + "." + strings.Repeat("A", len(parts[2])), alpha.Tokens[recruit.RoleAdmin]} {
						a := call(rt.Method, withSchedulingToken(path, token), "", "application/json", jsonBody(map[string]any{"scheduling_token": token}))
						if a.status != 401 || !strings.Contains(a.body, "This scheduling link is not valid.") {
							t.Errorf("%s %s with scheduling_token %.10q: %d %s, want 401", rt.Method, path, token, a.status, a.body)
						}
					}
				}
			}
		})

		t.Run("BadInput", func(t *testing.T) {
			ownerEmail := alpha.Users[recruit.RoleAdmin].Email
			root := apptest.MustPlatformAdmin(t, srv.App, "platform pass")
			for _, rt := range routes {
				if rt.Path == "/api/v1/openapi.json" {
					continue
				}
				current = &rt
				// A fresh session per route: a route may end sessions
				// (sign out everywhere) and the next must still be swept
				// signed in.
				token := apptest.MustLogin(t, srv.App, ownerEmail, apptest.OwnerPassword)
				if rt.Access.Permission() == recruit.PermManagePlatform {
					token = root
				}
				if rt.Access.IsPublic() {
					token = ""
				}
				// A route that ends sessions (sign out everywhere) ends the
				// sweep's too: sign in again and send the same call once more.
				call := func(method, path, tok, ctype string, body io.Reader) answer {
					var raw []byte
					if body != nil {
						raw, _ = io.ReadAll(body)
					}
					a := call(method, path, tok, ctype, bytes.NewReader(raw))
					if a.status == 401 && tok != "" && tok != root {
						token = apptest.MustLogin(t, srv.App, ownerEmail, apptest.OwnerPassword)
						a = call(method, path, token, ctype, bytes.NewReader(raw))
					}
					return a
				}
				path, _ := fillPath(rt.Path, alphaObjects)
				what := rt.Method + " " + rt.Path
				sep := "?"
				scheduling := ""
				if rt.Access.BySchedulingToken() {
					// The page's routes: alpha's candidate's link, in the
					// query of every call below.
					scheduling, token = alphaObjects[schedulingTokenKey], ""
					path, sep = withSchedulingToken(path, scheduling), "&"
				}
				// Path values: NUL, broken UTF-8, huge, negative.
				if strings.Contains(rt.Path, "{") {
					for _, bad := range []string{"%00", "%FF%FE", strings.Repeat("9", 5000), "-1", "0"} {
						everywhere := map[string]string{}
						for k := range alphaObjects {
							everywhere[k] = bad
						}
						p, _ := fillPath(rt.Path, everywhere)
						if scheduling != "" {
							p = withSchedulingToken(p, scheduling)
						}
						never500(t, what+" path "+bad[:min(len(bad), 8)], call(rt.Method, p, token, "application/json", jsonBody(map[string]any{})))
					}
				}
				// Every query field, and paging, with values no field takes.
				var queries []string
				if req := rt.RequestType(); req != nil {
					rtyp := reflect.TypeOf(req).Elem()
					for i := 0; i < rtyp.NumField(); i++ {
						if q := rtyp.Field(i).Tag.Get("query"); q != "" {
							queries = append(queries, q)
						}
					}
				}
				queries = append(queries, "page", "per_page", "navigation_token", "company_id")
				for _, q := range queries {
					for _, bad := range []string{"%00", "%FF", "9223372036854775807", "-9223372036854775808", "NaN", "1e309", "v1.%%%", "v1." + strings.Repeat("A", 9000), strings.Repeat("x", 70000)} {
						a := call(rt.Method, path+sep+q+"="+bad, token, "application/json", jsonBody(map[string]any{}))
						never500(t, what+" ?"+q+"="+bad[:min(len(bad), 12)], a)
					}
				}
				if rt.Method == "GET" || rt.Method == "DELETE" || len(plausibleBody(rt.RequestType())) == 0 {
					// No body is read: whatever is sent is ignored.
					continue
				}
				// Bodies: broken, wrong kinds, NUL, out of range, deep, huge,
				// unknown fields, another media type.
				refused(t, what+" broken JSON", call(rt.Method, path, token, "application/json", strings.NewReader(`{"a":`)))
				refused(t, what+" text/plain", call(rt.Method, path, token, "text/plain", strings.NewReader("hello")))
				refused(t, what+" deep JSON", call(rt.Method, path, token, "application/json", strings.NewReader(strings.Repeat("[", 100000)+strings.Repeat("]", 100000))))
				refused(t, what+" 2 MB", call(rt.Method, path, token, "application/json", strings.NewReader(`{"x":"`+strings.Repeat("a", 2<<20)+`"}`)))
				never500(t, what+" unknown fields", call(rt.Method, path, token, "application/json", strings.NewReader(`{"no_such_field": {"deep": [1, 2, 3]}}`)))
				if req := rt.RequestType(); req != nil && !strings.Contains(fmt.Sprint(reflect.TypeOf(req)), "Form") {
					base := plausibleBody(req)
					rtyp := reflect.TypeOf(req).Elem()
					fields := map[string]reflect.Type{}
					var walk func(t reflect.Type)
					walk = func(t reflect.Type) {
						for i := 0; i < t.NumField(); i++ {
							f := t.Field(i)
							if f.Anonymous && f.Type.Kind() == reflect.Struct {
								walk(f.Type)
							} else if n, _, _ := strings.Cut(f.Tag.Get("json"), ","); n != "" && n != "-" {
								fields[n] = f.Type
							}
						}
					}
					walk(rtyp)
					for name, typ := range fields {
						body := map[string]any{}
						for k, v := range base {
							body[k] = v
						}
						body[name] = wrongType(typ)
						refused(t, what+" "+name+" of the wrong kind", call(rt.Method, path, token, "application/json", jsonBody(body)))
						for _, raw := range []string{`"a\u0000b"`, `1e999`, `-1e999`, `"` + strings.Repeat("é", 100000) + `"`} {
							body := map[string]any{}
							for k, v := range base {
								body[k] = v
							}
							body[name] = json.RawMessage(raw)
							never500(t, what+" "+name+"="+raw[:min(len(raw), 10)], call(rt.Method, path, token, "application/json", jsonBody(body)))
						}
					}
				}
			}
		})

		t.Run("BadUploads", func(t *testing.T) {
			// The sweep above signed the admin out everywhere, among others.
			admin := apptest.MustLogin(t, srv.App, alpha.Users[recruit.RoleAdmin].Email, apptest.OwnerPassword)
			pdf := fixture.ResumePDF(fixture.SamplePerson())
			uploads := 0
			for _, rt := range routes {
				fileField := formFileField(rt.RequestType())
				if fileField == "" {
					continue
				}
				uploads++
				current = &rt
				token := admin
				if rt.Access.IsPublic() {
					token = ""
				}
				form := func(fields map[string]string, files map[string][]byte) (string, io.Reader) {
					var buf bytes.Buffer
					w := multipart.NewWriter(&buf)
					for k, v := range fields {
						w.WriteField(k, v)
					}
					for name, data := range files {
						fw, _ := w.CreateFormFile(fileField, name)
						fw.Write(data)
					}
					w.Close()
					return w.FormDataContentType(), &buf
				}
				// Every field of the form with a plausible value: the bad
				// part of each case is what reaches the checks.
				with := func(over map[string]string) map[string]string {
					out := map[string]string{"requisition_id": alphaObjects["requisitions"], "requisition_slug": alphaObjects["from-slug"],
						"company_slug": alphaObjects["company_slug"], "name": "Upload Sweep", "email": "upload@sweep.test", "phone": "+1 555 0100",
						"experience": "3", "privacy_policy": "true"}
					for k, v := range over {
						out[k] = v
					}
					return out
				}
				fields := with(nil)
				for _, tc := range []struct {
					name   string
					fields map[string]string
					files  map[string][]byte
				}{
					{"NoFile", fields, nil},
					{"EmptyFile", fields, map[string][]byte{"cv.pdf": {}}},
					{"PDFNamedDOCX", fields, map[string][]byte{"cv.docx": pdf}},
					{"TextNamedPDF", fields, map[string][]byte{"cv.pdf": []byte("just some text, not a PDF")}},
					{"ZipNamedDOCX", fields, map[string][]byte{"cv.docx": []byte("PK\x03\x04 not really a zip")}},
					{"TextNamedPNG", fields, map[string][]byte{"logo.png": []byte("just some text, not a picture")}},
					{"SVG", fields, map[string][]byte{"logo.svg": []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)}},
					{"TwoFiles", fields, map[string][]byte{"a.pdf": []byte("x"), "b.pdf": []byte("y")}},
					{"Over6MB", fields, map[string][]byte{"cv.pdf": append(append([]byte{}, pdf...), make([]byte, 6<<20)...)}},
					{"NULInName", with(map[string]string{"name": "A\x00B"}), nil},
					{"NULInFileName", fields, map[string][]byte{"c\x00v.pdf": pdf}},
					{"NaNExperience", with(map[string]string{"experience": "NaN"}), nil},
					{"InfiniteExperience", with(map[string]string{"experience": "Infinity"}), nil},
					{"HugeField", with(map[string]string{"name": strings.Repeat("n", 70000)}), nil},
					{"BrokenAnswers", with(map[string]string{"answers": `{"1": `}), map[string][]byte{"cv.pdf": pdf}},
					{"BrokenUTF8", with(map[string]string{"name": "\xff\xfe"}), nil},
					{"AnotherCompanysJob", with(map[string]string{"company_slug": "beta"}), map[string][]byte{"cv.pdf": pdf}},
				} {
					ctype, body := form(tc.fields, tc.files)
					refused(t, rt.Method+" "+rt.Path+" "+tc.name, call(rt.Method, rt.Path, token, ctype, body))
				}
			}
			if uploads < 4 {
				t.Errorf("only %d upload routes swept", uploads)
			}
			// The same files as a screening batch.
			current = routeOf(routes, "POST", "/api/v1/screeno/upload-resumes")
			for _, tc := range []struct {
				name  string
				title string
				files map[string][]byte
			}{
				{"EmptyFile", "Sweep", map[string][]byte{"cv.pdf": {}}},
				{"PDFNamedDOCX", "Sweep", map[string][]byte{"cv.docx": pdf}},
				{"ZipNamedDOCX", "Sweep", map[string][]byte{"cv.docx": []byte("PK\x03\x04 not really a zip")}},
				{"NULInFileName", "Sweep", map[string][]byte{"c\x00v.pdf": pdf}},
				{"NULInTitle", "Sw\x00eep", map[string][]byte{"cv.pdf": pdf}},
				{"BrokenUTF8Title", "\xff\xfe", map[string][]byte{"cv.pdf": pdf}},
				{"HugeTitle", strings.Repeat("t", 70000), map[string][]byte{"cv.pdf": pdf}},
			} {
				var buf bytes.Buffer
				w := multipart.NewWriter(&buf)
				w.WriteField("screeno_job_title", tc.title)
				for name, data := range tc.files {
					fw, _ := w.CreateFormFile("resume_files[]", name)
					fw.Write(data)
				}
				w.Close()
				refused(t, "screeno upload "+tc.name, call("POST", "/api/v1/screeno/upload-resumes", admin, w.FormDataContentType(), &buf))
			}
			// The list and the recent list still answer in full.
			for _, p := range []string{"/api/v1/candidate-applications", "/api/v1/candidate-application/recent-list"} {
				current = routeOf(routes, "GET", p)
				if a := call("GET", p, admin, "", nil); a.status != 200 || !strings.Contains(a.body, `"candidate_applications"`) {
					t.Errorf("%s after the bad uploads: %d %.200s", p, a.status, a.body)
				}
			}
		})
		_ = betaObjects
		doc.report(t, routes, string(db.Engine))
		t.Logf("route sweep on %s: %d routes, %d requests", db.Engine, len(routes), requests)
		if requests < 2000 {
			t.Errorf("only %d requests", requests)
		}
	})
}

// routeOf finds a route of the table.
func routeOf(routes []httpapi.Route, method, path string) *httpapi.Route {
	for i := range routes {
		if routes[i].Method == method && routes[i].Path == path {
			return &routes[i]
		}
	}
	panic("no route " + method + " " + path)
}

// successQuery is the query a GET route needs to answer its success with
// the sweep's objects.
func successQuery(path string, objects map[string]string) string {
	slug := "company_slug=" + objects["company_slug"]
	switch path {
	case "/api/v1/company/get-careers-page-details", "/api/v1/requisitions/get-open-requisitions", "/api/v1/requisitions/from-slug/{slug}":
		return slug
	case "/api/v1/requisitions/get-other-jobs":
		return slug + "&requisition_slug=" + objects["from-slug"]
	case "/api/v1/layoffs/link":
		return "token=" + url.QueryEscape(objects[layoffTokenKey])
	case "/api/v1/screeno/integrations/list-jobs", "/api/v1/screeno/integrations/list-sources":
		// alpha's Greenhouse is connected (Hirekit's own ATS, needing no
		// connection, is listed in TestFetchATSCandidatesAPI).
		return "ats_provider=greenhouse"
	case "/api/v1/screeno/integrations/list-stages":
		return "ats_provider=greenhouse&ats_job_id=4001"
	case "/api/v1/screeno/integrations/greenhouse/list-users":
		return "harvest_api_key=" + fakeproviders.GreenhouseKey
	case "/api/v1/talenthub/unsubscribe":
		return "token=" + url.QueryEscape(objects["email-preferences"])
	case "/api/v1/data-requests/download":
		return "token=" + url.QueryEscape(objects[dataDownloadKey])
	case "/api/v1/candidate-application/get-self-schedule-slots":
		// A weekday inside the link's 14 days, past the 6-hour notice.
		day := time.Now().UTC().AddDate(0, 0, 2)
		for day.Weekday() == time.Saturday || day.Weekday() == time.Sunday {
			day = day.AddDate(0, 0, 1)
		}
		return "date=" + day.Format("2006-01-02") + "&timezone=Asia/Kolkata"
	}
	return ""
}
