package httpapi_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// hubBoardWorld is two companies with live jobs and a candidate.
type hubBoardWorld struct {
	srv          *apptest.Server
	acme, globex *apptest.Team
	jobs         map[string]*ats.Requisition
}

func newHubBoardWorld(t *testing.T, db *sqldb.DB) *hubBoardWorld {
	srv := apptest.NewServer(t, db, apptest.ServerOptions{})
	w := &hubBoardWorld{srv: srv, acme: apptest.MustTeam(t, srv.App, "acme"), globex: apptest.MustTeam(t, srv.App, "globex"),
		jobs: map[string]*ats.Requisition{}}
	ctx := w.acme.Ctx(t, recruit.RoleAdmin)
	exp := func(v float64) *float64 { return &v }
	for _, j := range []struct {
		title  string
		lo, hi *float64
	}{{"Go Engineer", exp(2), exp(5)}, {"Intern", exp(0), exp(1)}, {"Principal", exp(6), nil}} {
		in := apptest.JobInput(j.title) // with a required screening question: quick apply asks none
		in.MinExperience, in.MaxExperience = j.lo, j.hi
		job := apptest.MustCreateRequisition(t, ctx, srv.App, in)
		job, err := srv.ATS.ChangeState(ctx, job.ID, ats.ActionPublish, "")
		if err != nil {
			t.Fatal(err)
		}
		w.jobs[j.title] = job
	}
	return w
}

func (w *hubBoardWorld) post(t *testing.T, token string, body map[string]any) apptest.Response {
	t.Helper()
	return w.srv.Do(t, "POST", "/api/v1/talenthub/company/jobs", token, body)
}

func boardSlugs(t *testing.T, w *hubBoardWorld, token, query string) []string {
	t.Helper()
	resp := w.srv.Do(t, "GET", "/api/v1/talenthub/jobs"+query, token, nil)
	if resp.Status != 200 {
		t.Fatalf("jobs%s: %d %s", query, resp.Status, resp.Body)
	}
	var got apiv1.Envelope[apiv1.HubJobsResult]
	resp.JSON(t, &got)
	out := []string{}
	for _, j := range got.Data.Jobs {
		out = append(out, j.Designation)
	}
	slices.Sort(out)
	return out
}

func errText(t *testing.T, resp apptest.Response) string {
	t.Helper()
	var body apiv1.ErrorBody
	resp.JSON(t, &body)
	s, _ := body.ErrorMessages.(string)
	return s
}

func TestHubBoardPublishAndFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newHubBoardWorld(t, db)
		admin := w.acme.Tokens[recruit.RoleAdmin]
		skill := func(slug string, p int) map[string]any { return map[string]any{"slug": slug, "proficiency": p} }
		goJob := map[string]any{"requisition_id": w.jobs["Go Engineer"].ID, "job_type": "full_time", "experience_required": true,
			"skills": []any{skill("go", 2), skill("python", 0)}, "salary_min": 1000000, "salary_max": 2000000, "salary_currency": "INR"}
		// Another company cannot post acme's requisition; roles without
		// the permission cannot post at all.
		for _, who := range []struct {
			token string
			want  int
		}{{w.globex.Tokens[recruit.RoleAdmin], 404}, {w.acme.Tokens[recruit.RoleHiringManager], 403}, {"", 401}} {
			if resp := w.post(t, who.token, goJob); resp.Status != who.want {
				t.Fatalf("post by %q: %d %s, want %d", who.token, resp.Status, resp.Body, who.want)
			}
		}
		if n := boardSlugs(t, w, "", ""); len(n) != 0 {
			t.Fatalf("nothing posted yet: %v", n)
		}
		for _, bad := range []map[string]any{
			{"requisition_id": w.jobs["Intern"].ID, "job_type": "part_time"},
			{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship", "skills": []any{skill("no-such-skill", 1)}},
			{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship", "skills": []any{skill("go", 4)}},
			{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship", "salary_min": 5, "salary_max": 1, "salary_currency": "INR"},
		} {
			if resp := w.post(t, admin, bad); resp.Status != 400 {
				t.Fatalf("bad post %v: %d %s", bad, resp.Status, resp.Body)
			}
		}
		if resp := w.post(t, admin, goJob); resp.Status != 200 {
			t.Fatalf("post go job: %d %s", resp.Status, resp.Body)
		}
		// A TA posts too.
		if resp := w.post(t, w.acme.Tokens[recruit.RoleTA], map[string]any{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship",
			"skills": []any{skill("python", 0)}}); resp.Status != 200 {
			t.Fatalf("post intern: %d %s", resp.Status, resp.Body)
		}
		if resp := w.post(t, admin, map[string]any{"requisition_id": w.jobs["Principal"].ID, "job_type": "full_time",
			"skills": []any{skill("go", 1), skill("java", 0), skill("python", 0)}}); resp.Status != 200 {
			t.Fatalf("post principal: %d %s", resp.Status, resp.Body)
		}
		for q, want := range map[string][]string{
			"":                                       {"Go Engineer", "Intern", "Principal"},
			"?type=all":                              {"Go Engineer", "Intern", "Principal"},
			"?type=internship":                       {"Intern"},
			"?type=full_time":                        {"Go Engineer", "Principal"},
			"?experience=6":                          {"Principal"},
			"?experience=3":                          {"Go Engineer"},
			"?experience=0":                          {"Intern"},
			"?skills=go&skills=python":               {"Go Engineer", "Principal"},
			"?skills=go,java,python":                 {"Principal"},
			"?skills=python&type=internship":         {"Intern"},
			"?skills=go&experience=6&type=full_time": {"Principal"},
		} {
			if got := boardSlugs(t, w, "", q); !slices.Equal(got, want) {
				t.Fatalf("jobs%s = %v, want %v", q, got, want)
			}
		}
		for _, bad := range []string{"?type=contract", "?experience=7", "?experience=-1"} {
			if resp := w.srv.Do(t, "GET", "/api/v1/talenthub/jobs"+bad, "", nil); resp.Status != 400 {
				t.Fatalf("jobs%s: %d", bad, resp.Status)
			}
		}
		// The job's page, for anyone: the spec's fields.
		resp := w.srv.Do(t, "GET", "/api/v1/talenthub/acme/jobs/"+w.jobs["Go Engineer"].Slug, "", nil)
		var page apiv1.Envelope[apiv1.HubJobResult]
		resp.JSON(t, &page)
		j := page.Data.Job
		if resp.Status != 200 || j.Designation != "Go Engineer" || j.TalenthubCompany == "" || j.JobTypeDisplay != "Full-time" ||
			j.SalaryRangeDisplay != "INR 1,000,000 – 2,000,000" || j.Status != "open" || !strings.Contains(j.JobDescription, "Build things") ||
			len(j.RequirementList) != 3 || j.RequirementList[0].Data.Text != "2–5 years" || j.RequirementList[1].Data.Slug != "go" ||
			*j.RequirementList[1].Data.Proficiency != 2 || j.RequirementList[1].Met != nil || !strings.Contains(j.ExternalLink, w.jobs["Go Engineer"].Slug) {
			t.Fatalf("job page: %d %+v", resp.Status, j)
		}
		if resp := w.srv.Do(t, "GET", "/api/v1/talenthub/globex/jobs/"+w.jobs["Go Engineer"].Slug, "", nil); resp.Status != 404 {
			t.Fatalf("acme's job under globex: %d", resp.Status)
		}
		// A platform admin posts for any company it names.
		root := apptest.MustPlatformAdmin(t, w.srv.App, "Root-Password-1")
		if resp := w.srv.Do(t, "POST", fmt.Sprintf("/api/v1/talenthub/company/jobs?company_id=%d", w.acme.Company.ID), root,
			map[string]any{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship", "skills": []any{skill("python", 0)}}); resp.Status != 200 {
			t.Fatalf("platform admin posts for acme: %d %s", resp.Status, resp.Body)
		}
		// The company's dashboard; another company sees none of it.
		resp = w.srv.Do(t, "GET", "/api/v1/talenthub/company/jobs", admin, nil)
		var dash apiv1.Envelope[apiv1.HubCompanyJobsResult]
		resp.JSON(t, &dash)
		if resp.Status != 200 || len(dash.Data.Jobs) != 3 || len(dash.Data.Requisitions) != 3 || *dash.Data.Jobs[0].Applicants != 0 {
			t.Fatalf("dashboard: %d %s", resp.Status, resp.Body)
		}
		resp = w.srv.Do(t, "GET", "/api/v1/talenthub/company/jobs", w.globex.Tokens[recruit.RoleAdmin], nil)
		resp.JSON(t, &dash)
		if len(dash.Data.Jobs) != 0 {
			t.Fatalf("globex sees acme's board jobs: %s", resp.Body)
		}
		if resp := w.srv.Do(t, "DELETE", fmt.Sprintf("/api/v1/talenthub/company/jobs/%d", w.jobs["Intern"].ID), w.globex.Tokens[recruit.RoleAdmin], nil); resp.Status != 404 {
			t.Fatalf("globex unposts acme's job: %d", resp.Status)
		}
		// Unposted, or its requisition no longer live: closed, off the board.
		if resp := w.srv.Do(t, "DELETE", fmt.Sprintf("/api/v1/talenthub/company/jobs/%d", w.jobs["Intern"].ID), admin, nil); resp.Status != 200 {
			t.Fatalf("unpost: %d %s", resp.Status, resp.Body)
		}
		if _, err := w.srv.ATS.ChangeState(w.acme.Ctx(t, recruit.RoleAdmin), w.jobs["Principal"].ID, ats.ActionUnpublish, ""); err != nil {
			t.Fatal(err)
		}
		if got := boardSlugs(t, w, "", ""); !slices.Equal(got, []string{"Go Engineer"}) {
			t.Fatalf("after closing two: %v", got)
		}
		resp = w.srv.Do(t, "GET", "/api/v1/talenthub/acme/jobs/"+w.jobs["Principal"].Slug, "", nil)
		resp.JSON(t, &page)
		if page.Data.Job.Status != "closed" || page.Data.Job.JobDescription != "" {
			t.Fatalf("closed job's page: %s", resp.Body)
		}
	})
}

func TestHubQuickApply(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newHubBoardWorld(t, db)
		admin := w.acme.Tokens[recruit.RoleAdmin]
		skill := func(slug string, p int) map[string]any { return map[string]any{"slug": slug, "proficiency": p} }
		for _, body := range []map[string]any{
			{"requisition_id": w.jobs["Go Engineer"].ID, "job_type": "full_time", "experience_required": true, "skills": []any{skill("go", 2), skill("python", 0)}},
			{"requisition_id": w.jobs["Principal"].ID, "job_type": "full_time", "skills": []any{skill("go", 1)}},
			{"requisition_id": w.jobs["Intern"].ID, "job_type": "internship"},
		} {
			if resp := w.post(t, admin, body); resp.Status != 200 {
				t.Fatalf("post: %d %s", resp.Status, resp.Body)
			}
		}
		c := apptest.MustHubCandidate(t, w.srv.App, "meera")
		apply := func(job string) apptest.Response {
			return w.srv.Do(t, "POST", "/api/v1/talenthub/acme/jobs/"+w.jobs[job].Slug+"/submit-application", c.Token, nil)
		}
		refused := func(job, want string) {
			t.Helper()
			resp := apply(job)
			if resp.Status < 400 || resp.Status >= 500 || errText(t, resp) != want {
				t.Fatalf("apply %s: %d %s, want %q", job, resp.Status, resp.Body, want)
			}
		}
		if resp := w.srv.Do(t, "POST", "/api/v1/talenthub/acme/jobs/"+w.jobs["Go Engineer"].Slug+"/submit-application", "", nil); resp.Status != 401 {
			t.Fatalf("anonymous apply: %d", resp.Status)
		}
		if resp := w.srv.Do(t, "POST", "/api/v1/talenthub/acme/jobs/"+w.jobs["Go Engineer"].Slug+"/submit-application", admin, nil); resp.Status != 403 {
			t.Fatalf("a company user applies: %d", resp.Status)
		}
		refused("Go Engineer", "Please match all requirements to apply")
		base := "/api/v1/talenthub/candidate/"
		for _, name := range []string{"Go", "Python"} {
			if resp := w.srv.Do(t, "POST", base+"skills", c.Token, map[string]any{"name": name}); resp.Status != 200 {
				t.Fatalf("add skill: %d %s", resp.Status, resp.Body)
			}
		}
		refused("Go Engineer", "Please match all requirements to apply") // go at 0 < 2, no career start
		if _, err := db.Write.ExecContext(context.Background(), "UPDATE hub_skills SET proficiency = 2 WHERE hub_candidate_id = ? AND slug = 'go'", c.ID); err != nil {
			t.Fatal(err)
		}
		if resp := w.srv.Do(t, "PUT", base+"profile", c.Token, map[string]any{"name": "Meera Rao", "career_start": "2025-06-01", "headline": "Engineer"}); resp.Status != 200 {
			t.Fatalf("profile: %d %s", resp.Status, resp.Body)
		}
		refused("Go Engineer", "Please match all requirements to apply") // under 2 years
		// The page marks each requirement for the candidate.
		resp := w.srv.Do(t, "GET", "/api/v1/talenthub/acme/jobs/"+w.jobs["Go Engineer"].Slug, c.Token, nil)
		var page apiv1.Envelope[apiv1.HubJobResult]
		resp.JSON(t, &page)
		if r := page.Data.Job.RequirementList; *r[0].Met || !*r[1].Met || !*r[2].Met || page.Data.Blockers[0] != "Please match all requirements to apply" {
			t.Fatalf("marks: %s", resp.Body)
		}
		w.srv.Do(t, "PUT", base+"profile", c.Token, map[string]any{"name": "Meera Rao", "career_start": "2019-07-01", "headline": "Engineer"})
		refused("Go Engineer", "Please add your phone number to your profile to apply")
		w.srv.Do(t, "PUT", base+"profile", c.Token, map[string]any{"name": "Meera Rao", "career_start": "2019-07-01", "headline": "Engineer", "phone": "+91 98450 12345"})
		refused("Go Engineer", "Please upload your resume to your profile to apply")
		if resp := w.srv.Upload(t, base+"resume", c.Token, nil, "resume", "cv.pdf", fixture.ResumePDF(fixture.SamplePerson())); resp.Status != 200 {
			t.Fatalf("resume: %d %s", resp.Status, resp.Body)
		}
		refused("Go Engineer", "Please complete more than 60% of your profile to apply") // 10+10+10+5+15 = 50
		w.srv.Do(t, "POST", base+"skills", c.Token, map[string]any{"name": "Java"})
		w.srv.Do(t, "POST", base+"experiences", c.Token, map[string]any{"designation": "Engineer", "company": "Zoho", "start": "2020-01"})
		if resp := apply("Go Engineer"); resp.Status != 200 || !strings.Contains(resp.Body, "Your application is submitted!") {
			t.Fatalf("apply: %d %s", resp.Status, resp.Body)
		}
		refused("Go Engineer", "You have already applied for this job.")

		// A double submit adds one application.
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		for i := range statuses {
			wg.Add(1)
			go func() { defer wg.Done(); statuses[i] = apply("Principal").Status }()
		}
		wg.Wait()
		slices.Sort(statuses)
		if statuses[0] != 200 || statuses[1] != 409 {
			t.Fatalf("double submit: %v", statuses)
		}
		for title, want := range map[string]int{"Go Engineer": 1, "Principal": 1, "Intern": 0} {
			var n, withResume int
			if err := db.Write.QueryRowContext(context.Background(), `SELECT count(*), count(CASE WHEN a.resume_name <> '' THEN 1 END)
				FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
				WHERE a.requisition_id = ? AND a.source = 'talenthub' AND c.email = ? AND a.email_unconfirmed = ?`,
				w.jobs[title].ID, c.Email, false).Scan(&n, &withResume); err != nil {
				t.Fatal(err)
			}
			if n != want || withResume != want {
				t.Fatalf("%s: %d talenthub applications (%d with the resume), want %d", title, n, withResume, want)
			}
		}
		// The candidate follows them; the board says applied.
		resp = w.srv.Do(t, "GET", base+"applications", c.Token, nil)
		var apps apiv1.Envelope[apiv1.HubApplications]
		resp.JSON(t, &apps)
		if len(apps.Data.Applications) != 2 {
			t.Fatalf("candidate's applications: %s", resp.Body)
		}
		resp = w.srv.Do(t, "GET", "/api/v1/talenthub/jobs", c.Token, nil)
		var board apiv1.Envelope[apiv1.HubJobsResult]
		resp.JSON(t, &board)
		for _, j := range board.Data.Jobs {
			if j.Applied != (j.Designation != "Intern") {
				t.Fatalf("applied marks: %s", resp.Body)
			}
		}
		resp = w.srv.Do(t, "GET", "/api/v1/talenthub/company/jobs", admin, nil)
		var dash apiv1.Envelope[apiv1.HubCompanyJobsResult]
		resp.JSON(t, &dash)
		for _, j := range dash.Data.Jobs {
			if *j.Applicants != map[string]int{"Go Engineer": 1, "Principal": 1, "Intern": 0}[j.Designation] {
				t.Fatalf("applicants: %s", resp.Body)
			}
		}
		// A closed job takes no application.
		if _, err := w.srv.ATS.ChangeState(w.acme.Ctx(t, recruit.RoleAdmin), w.jobs["Intern"].ID, ats.ActionArchive, "filled"); err != nil {
			t.Fatal(err)
		}
		refused("Intern", "Not accepting applications right now!")
	})
}

func TestHubReviewCandidates(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "acme")
		ctx := context.Background()
		made := map[string]*apptest.HubCandidate{}
		for _, c := range []struct {
			name, visibility string
			listed           bool
			goLevel          int
		}{{"shown", `{"skills":true}`, true, 2}, {"private-skills", `{"skills":false}`, true, 3}, {"unlisted", `{}`, false, 3}, {"beginner", `{}`, true, 1}} {
			hc := apptest.MustHubCandidate(t, srv.App, c.name)
			made[c.name] = hc
			if resp := srv.Do(t, "POST", "/api/v1/talenthub/candidate/skills", hc.Token, map[string]any{"name": "Go"}); resp.Status != 200 {
				t.Fatalf("skill: %d %s", resp.Status, resp.Body)
			}
			if _, err := db.Write.ExecContext(ctx, "UPDATE hub_skills SET proficiency = ? WHERE hub_candidate_id = ?", c.goLevel, hc.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Write.ExecContext(ctx, "UPDATE hub_candidates SET listed = ?, visibility = ? WHERE id = ?", c.listed, c.visibility, hc.ID); err != nil {
				t.Fatal(err)
			}
		}
		path := "/api/v1/talenthub/company/candidates?skills=go&proficiency=2"
		resp := srv.Do(t, "GET", path, tm.Tokens[recruit.RoleTA], nil)
		var got apiv1.Envelope[apiv1.HubReviewResult]
		resp.JSON(t, &got)
		if resp.Status != 200 || len(got.Data.Candidates) != 1 || got.Data.Candidates[0].Username != "shown" || got.Data.Candidates[0].Email != "" {
			t.Fatalf("review by go ≥ 2: %d %s", resp.Status, resp.Body)
		}
		resp = srv.Do(t, "GET", "/api/v1/talenthub/company/candidates", tm.Tokens[recruit.RoleAdmin], nil)
		resp.JSON(t, &got)
		names := []string{}
		for _, c := range got.Data.Candidates {
			names = append(names, c.Username)
		}
		slices.Sort(names)
		if !slices.Equal(names, []string{"beginner", "private-skills", "shown"}) {
			t.Fatalf("all listed: %v", names)
		}
		for _, c := range got.Data.Candidates {
			if c.Username == "private-skills" && len(c.Skills) != 0 {
				t.Fatalf("private skills shown: %s", resp.Body)
			}
		}
		for who, want := range map[string]int{tm.Tokens[recruit.RoleHiringManager]: 403, made["shown"].Token: 403, "": 401} {
			if resp := srv.Do(t, "GET", path, who, nil); resp.Status != want {
				t.Fatalf("review by %q: %d, want %d", who, resp.Status, want)
			}
		}
		if resp := srv.Do(t, "GET", "/api/v1/talenthub/company/candidates?proficiency=9", tm.Tokens[recruit.RoleAdmin], nil); resp.Status != 400 {
			t.Fatalf("proficiency 9: %d", resp.Status)
		}
	})
}
