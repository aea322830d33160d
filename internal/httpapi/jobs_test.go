package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// team is a company with one signed-in user per role.
type team struct {
	company apiv1.SessionCompany
	tokens  map[string]string // role → token
	ids     map[string]int64  // role → user id
	agency  int64
}

func newTeam(t *testing.T, srv *apptest.Server, name string) *team {
	t.Helper()
	owner := signUp(t, srv, "owner@"+name+".test", name)
	apptest.MustVerifyEmail(t, srv.App, "owner@"+name+".test")
	tm := &team{company: *owner.Company, tokens: map[string]string{recruit.RoleAdmin: owner.Token}, ids: map[string]int64{recruit.RoleAdmin: owner.User.ID}}
	ctx := context.Background()
	for _, role := range []string{recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
		spec := auth.UserSpec{CompanyID: owner.Company.ID, Email: role + "@" + name + ".test", Name: role, Roles: []string{role}, Password: "role password", Verified: true}
		if role == recruit.RoleAgency {
			spec.AgencyName = name + " Staffing"
		}
		u, err := srv.Auth.EnsureUser(ctx, spec)
		if err != nil {
			t.Fatal(err)
		}
		tm.ids[role] = u.ID
		if u.AgencyID != nil {
			tm.agency = *u.AgencyID
		}
		tm.tokens[role] = login(t, srv, spec.Email, "role password")
	}
	return tm
}

func login(t *testing.T, srv *apptest.Server, email, password string) string {
	t.Helper()
	resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]string{"email": email, "password": password})
	if resp.Status != 200 {
		t.Fatalf("login %s: %d %s", email, resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.Session]
	resp.JSON(t, &out)
	return out.Data.Token
}

func jobBody(title string, extra map[string]any) map[string]any {
	b := map[string]any{
		"title": title, "department": "Engineering", "job_type": "full_time", "min_experience": 2, "max_experience": 5,
		"min_salary": 1000000, "max_salary": 2000000, "salary_currency": "INR", "openings": 2,
		"locations":   []map[string]any{{"city": "Bengaluru", "country": "India"}, {"country": "India", "remote": true}},
		"description": `<h2>About</h2><p>Build things.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
		"screening_questions": []map[string]any{
			{"title": "Years of Go?", "field_type": "number", "required": true},
			{"title": "Pick a stack", "field_type": "single_choice", "meta_data": map[string]any{"options": []string{"Go", "Rust", "Go"}}},
			{"title": "Willing to relocate?", "field_type": "yes_no"},
		},
	}
	for k, v := range extra {
		b[k] = v
	}
	return b
}

func createJob(t *testing.T, srv *apptest.Server, token string, body map[string]any) apiv1.Requisition {
	t.Helper()
	resp := srv.Do(t, "POST", "/api/v1/requisitions", token, body)
	if resp.Status != 200 {
		t.Fatalf("create job: %d %s", resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.RequisitionResult]
	resp.JSON(t, &out)
	return out.Data.Requisition
}

func TestRequisitions(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		admin, ta := a.tokens[recruit.RoleAdmin], a.tokens[recruit.RoleTA]

		for _, tc := range []apiCase{
			{"ErrNoTitle", jobBody(" ", nil), 400, "Please enter a job title"},
			{"ErrExperienceRange", jobBody("X", map[string]any{"min_experience": 6, "max_experience": 2}), 400, "Minimum experience cannot be more than the maximum"},
			{"ErrSalaryCurrency", jobBody("X", map[string]any{"salary_currency": "XYZ"}), 400, "Please select a salary currency!"},
			{"ErrJobType", jobBody("X", map[string]any{"job_type": "gig"}), 400, "Please choose a job type"},
			{"ErrLocation", jobBody("X", map[string]any{"locations": []map[string]any{{"city": "Pune"}}}), 400, "Each location needs a city and a country"},
			{"ErrQuestionType", jobBody("X", map[string]any{"screening_questions": []map[string]any{{"title": "Q", "field_type": "essay"}}}), 400, "Please choose the answer type"},
			{"ErrChoiceOptions", jobBody("X", map[string]any{"screening_questions": []map[string]any{{"title": "Q", "field_type": "multiple_choice", "meta_data": map[string]any{"options": []string{"only"}}}}}), 400, "2 to 50 different options"},
			{"ErrPanelFromNowhere", jobBody("X", map[string]any{"authorized_panel_ids": []int64{999999}}), 400, "Please choose people from your company"},
			{"ErrEmployeeAsPanel", jobBody("X", map[string]any{"authorized_panel_ids": []int64{a.ids[recruit.RoleEmployee]}}), 400, "cannot be given this job"},
			{"ErrMalformed", `{"title": 5}`, 400, "Invalid value for title"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp := srv.Do(t, "POST", "/api/v1/requisitions", ta, tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
			})
		}
		if n := count(t, db, "SELECT count(*) FROM requisitions"); n != 0 {
			t.Fatalf("%d jobs written by refused requests", n)
		}

		job := createJob(t, srv, ta, jobBody("Senior Go Engineer", map[string]any{
			"hiring_manager_id": a.ids[recruit.RoleHiringManager], "authorized_panel_ids": []int64{a.ids[recruit.RolePanel]},
		}))
		t.Run("Created", func(t *testing.T) {
			if job.State != "open" || job.Slug != fmt.Sprintf("senior-go-engineer-%d", job.ID) || job.Department != "Engineering" {
				t.Errorf("job = %+v", job)
			}
			if strings.Contains(job.Description, "script") || strings.Contains(job.Description, "javascript:") || !strings.Contains(job.Description, "<h2>About</h2>") {
				t.Errorf("description not sanitised: %q", job.Description)
			}
			if len(job.ScreeningQuestions) != 3 || job.ScreeningQuestions[1].MetaData.Options[1] != "Rust" || len(job.ScreeningQuestions[1].MetaData.Options) != 2 {
				t.Errorf("questions = %+v", job.ScreeningQuestions)
			}
			if len(job.Locations) != 2 || job.Locations[1].City != "Remote" {
				t.Errorf("locations = %+v", job.Locations)
			}
			var rounds apiv1.Envelope[apiv1.Rounds]
			srv.Do(t, "GET", fmt.Sprintf("/api/v1/rounds?requisition_id=%d", job.ID), ta, nil).JSON(t, &rounds)
			if len(rounds.Data.Rounds) != 5 || rounds.Data.Rounds[0].Name != "Phone screen" || len(rounds.Data.Rounds[0].Attributes) == 0 {
				t.Errorf("job rounds = %+v", rounds.Data.Rounds)
			}
		})
		t.Run("DepartmentsCarryTheirIDs", func(t *testing.T) {
			// The job form sends a department's title; analytics filters
			// take its id, so the list gives both.
			var out apiv1.Envelope[apiv1.Options]
			srv.Do(t, "GET", "/api/v1/departments", ta, nil).JSON(t, &out)
			id := int64(count(t, db, "SELECT id FROM departments WHERE title = 'Engineering'"))
			want := []apiv1.Option{{Value: "Engineering", Title: "Engineering", ID: id}}
			if fmt.Sprint(out.Data.Options) != fmt.Sprint(want) {
				t.Errorf("got %+v, want %+v", out.Data.Options, want)
			}
		})
		t.Run("EditKeepsAnsweredQuestionsRetired", func(t *testing.T) {
			qs := []map[string]any{
				{"id": job.ScreeningQuestions[2].ID, "title": "Willing to relocate to Bengaluru?", "field_type": "yes_no", "required": true},
				{"title": "Notice period?", "field_type": "short_answer"},
			}
			resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), ta, jobBody("Senior Go Engineer", map[string]any{
				"screening_questions": qs, "hiring_manager_id": a.ids[recruit.RoleHiringManager],
			}))
			var out apiv1.Envelope[apiv1.RequisitionResult]
			resp.JSON(t, &out)
			got := out.Data.Requisition.ScreeningQuestions
			if resp.Status != 200 || len(got) != 2 || got[0].ID != job.ScreeningQuestions[2].ID || got[0].Title != "Willing to relocate to Bengaluru?" {
				t.Fatalf("edit: %d %s", resp.Status, resp.Body)
			}
			if n := count(t, db, "SELECT count(*) FROM screening_questions WHERE requisition_id = ? AND active = ?", job.ID, false); n != 2 {
				t.Errorf("%d retired questions, want 2", n)
			}
			var q apiv1.Envelope[apiv1.QuestionPage]
			srv.Do(t, "GET", fmt.Sprintf("/api/v1/questions/%d", got[0].ID), ta, nil).JSON(t, &q)
			if q.Data.RequisitionTitle != "Senior Go Engineer" || q.Data.Question.Title != got[0].Title {
				t.Errorf("question page = %+v", q.Data)
			}
		})
		t.Run("StateMoves", func(t *testing.T) {
			path := func(action string) string { return fmt.Sprintf("/api/v1/requisitions/%d/%s", job.ID, action) }
			for _, step := range []struct {
				who, action string
				want        int
				state       string
			}{
				{ta, "approve", 403, ""},       // admins approve
				{admin, "approve", 409, ""},    // not waiting for approval
				{ta, "publish", 200, "live"},   // open → live
				{ta, "publish", 409, ""},       // already live
				{ta, "unpublish", 200, "open"}, // live → open
				{a.tokens[recruit.RoleHiringManager], "archive", 200, "archived"},
				{ta, "publish", 409, ""}, // archived cannot go live
				{ta, "reopen", 200, "open"},
				{a.tokens[recruit.RolePanel], "archive", 403, ""},
			} {
				resp := srv.Do(t, "POST", path(step.action), step.who, nil)
				if resp.Status != step.want || (step.state != "" && !strings.Contains(resp.Body, `"state":"`+step.state+`"`)) {
					t.Errorf("%s: %d %s, want %d %s", step.action, resp.Status, resp.Body, step.want, step.state)
				}
			}
		})
		t.Run("Approval", func(t *testing.T) {
			srv.Do(t, "PUT", "/api/v1/company/features", admin, map[string]any{"group": "ats", "feature": "requisition_approval", "enabled": true})
			draft := createJob(t, srv, ta, jobBody("Data Engineer", nil))
			if draft.State != "pending_approval" {
				t.Fatalf("TA's job state = %s, want pending_approval", draft.State)
			}
			own := createJob(t, srv, admin, jobBody("Admin's own job", nil))
			if own.State != "open" {
				t.Errorf("admin's own job state = %s, want open (skips approval)", own.State)
			}
			if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/publish", draft.ID), ta, nil); resp.Status != 409 {
				t.Errorf("publish pending job: %d, want 409", resp.Status)
			}
			resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/reject", draft.ID), admin, map[string]string{"reason": "Budget not approved"})
			if resp.Status != 200 || !strings.Contains(resp.Body, `"rejected_reason":"Budget not approved"`) {
				t.Errorf("reject: %d %s", resp.Status, resp.Body)
			}
			resp = srv.Do(t, "PUT", fmt.Sprintf("/api/v1/requisitions/%d", draft.ID), ta, jobBody("Data Engineer II", nil))
			if !strings.Contains(resp.Body, `"state":"pending_approval"`) {
				t.Errorf("edited rejected job: %s", resp.Body)
			}
			if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/approve", draft.ID), admin, nil); resp.Status != 200 || !strings.Contains(resp.Body, `"state":"open"`) {
				t.Errorf("approve: %d %s", resp.Status, resp.Body)
			}
		})
		t.Run("ListAndViews", func(t *testing.T) {
			var page apiv1.Page[apiv1.Requisitions]
			resp := srv.Do(t, "GET", "/api/v1/requisitions?page=1&per_page=2", admin, nil)
			resp.JSON(t, &page)
			if resp.Status != 200 || page.Meta.Total != 3 || len(page.Data.Requisitions) != 2 || page.Data.StateCounts["open"] != 3 {
				t.Errorf("list: %d %s", resp.Status, resp.Body)
			}
			srv.Do(t, "GET", "/api/v1/requisitions?page=ats-agent-modal", admin, nil).JSON(t, &page)
			if len(page.Data.Requisitions) != 3 || page.Meta.PerPage != 500 {
				t.Errorf("agent view: %+v", page.Meta)
			}
			srv.Do(t, "GET", "/api/v1/requisitions?q=data&state=open", admin, nil).JSON(t, &page)
			if page.Meta.Total != 1 || page.Data.Requisitions[0].Title != "Data Engineer II" {
				t.Errorf("search: %+v", page.Data.Requisitions)
			}
			for _, bad := range []string{"?page=zero", "?state=floating", "?page=-1"} {
				if resp := srv.Do(t, "GET", "/api/v1/requisitions"+bad, admin, nil); resp.Status != 400 {
					t.Errorf("GET requisitions%s = %d, want 400", bad, resp.Status)
				}
			}
		})
	})
}

// TestJobVisibility checks the row-level rules: who sees which job.
func TestJobVisibility(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		ta := a.tokens[recruit.RoleTA]
		job := createJob(t, srv, ta, jobBody("Platform Engineer", nil))
		seen := func(role string) int {
			return srv.Do(t, "GET", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), a.tokens[role], nil).Status
		}
		for role, want := range map[string]int{recruit.RoleHiringManager: 404, recruit.RolePanel: 404, recruit.RoleAgency: 404, recruit.RoleEmployee: 404} {
			if got := seen(role); got != want {
				t.Errorf("%s sees an unassigned open job: %d, want %d", role, got, want)
			}
		}
		body := jobBody("Platform Engineer", map[string]any{
			"hiring_manager_id": a.ids[recruit.RoleHiringManager], "authorized_panel_ids": []int64{a.ids[recruit.RolePanel]}, "agency_ids": []int64{a.agency},
		})
		if resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), ta, body); resp.Status != 200 {
			t.Fatalf("assign: %d %s", resp.Status, resp.Body)
		}
		for _, role := range []string{recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleAgency} {
			if got := seen(role); got != 200 {
				t.Errorf("%s after assignment: %d, want 200", role, got)
			}
		}
		if got := seen(recruit.RoleEmployee); got != 404 {
			t.Errorf("employee sees an open (not live) job: %d", got)
		}
		srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/publish", job.ID), ta, nil)
		if got := seen(recruit.RoleEmployee); got != 200 {
			t.Errorf("employee on a live job: %d, want 200", got)
		}
		srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/archive", job.ID), ta, nil)
		if got := seen(recruit.RoleAgency); got != 404 {
			t.Errorf("agency sees an archived job: %d, want 404", got)
		}
		var list apiv1.Page[apiv1.Requisitions]
		srv.Do(t, "GET", "/api/v1/requisitions", a.tokens[recruit.RolePanel], nil).JSON(t, &list)
		if list.Meta.Total != 1 {
			t.Errorf("panel's list total = %d, want 1", list.Meta.Total)
		}
		if resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), a.tokens[recruit.RoleHiringManager], body); resp.Status != 200 {
			t.Errorf("hiring manager edits the job they manage: %d %s", resp.Status, resp.Body)
		}
	})
}

// TestJobTeamStaysInternal: an agency and an employee read a shared job's
// page but not who works on it (security review 3, L8); its staff do.
func TestJobTeamStaysInternal(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		ta := a.tokens[recruit.RoleTA]
		job := createJob(t, srv, ta, jobBody("Platform Engineer", map[string]any{
			"hiring_manager_id": a.ids[recruit.RoleHiringManager], "recruiter_ids": []int64{a.ids[recruit.RoleTA]},
			"authorized_panel_ids": []int64{a.ids[recruit.RolePanel]}, "agency_ids": []int64{a.agency},
		}))
		if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/requisitions/%d/publish", job.ID), ta, nil); resp.Status != 200 {
			t.Fatalf("publish: %d %s", resp.Status, resp.Body)
		}
		team := []string{`"hiring_manager_id"`, `"recruiter_ids"`, `"authorized_panel_ids"`, `"agency_ids"`}
		for _, role := range []string{recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleAgency, recruit.RoleEmployee} {
			resp := srv.Do(t, "GET", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), a.tokens[role], nil)
			var out apiv1.Envelope[apiv1.RequisitionResult]
			resp.JSON(t, &out)
			got := out.Data.Requisition
			if resp.Status != 200 || got.Title != "Platform Engineer" || got.Description == "" || len(got.ScreeningQuestions) == 0 || len(got.Locations) == 0 {
				t.Errorf("%s: the job page lacks what it shows: %d %s", role, resp.Status, resp.Body)
			}
			external := role == recruit.RoleAgency || role == recruit.RoleEmployee
			for _, key := range team {
				if shown := strings.Contains(resp.Body, key); shown == external {
					t.Errorf("%s: %s shown %v, want %v", role, key, shown, !external)
				}
			}
		}
	})
}

// TestJobsAcrossCompanies checks that another company's job, question and
// rounds are not found everywhere.
func TestJobsAcrossCompanies(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		b := signUp(t, srv, "owner@beta.test", "Beta")
		job := createJob(t, srv, a.tokens[recruit.RoleTA], jobBody("Alpha Secret Job", nil))
		var rounds apiv1.Envelope[apiv1.Rounds]
		srv.Do(t, "GET", fmt.Sprintf("/api/v1/rounds?requisition_id=%d", job.ID), a.tokens[recruit.RoleTA], nil).JSON(t, &rounds)
		round := rounds.Data.Rounds[0].ID
		q := job.ScreeningQuestions[0].ID
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"GET", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), nil},
			{"PUT", fmt.Sprintf("/api/v1/requisitions/%d", job.ID), jobBody("Mine now", nil)},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/approve", job.ID), nil},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/reject", job.ID), nil},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/publish", job.ID), nil},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/unpublish", job.ID), nil},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/archive", job.ID), nil},
			{"POST", fmt.Sprintf("/api/v1/requisitions/%d/reopen", job.ID), nil},
			{"GET", fmt.Sprintf("/api/v1/questions/%d", q), nil},
			{"GET", fmt.Sprintf("/api/v1/rounds?requisition_id=%d", job.ID), nil},
			{"POST", "/api/v1/rounds", map[string]any{"requisition_id": job.ID, "name": "Sneaky"}},
			{"PUT", fmt.Sprintf("/api/v1/rounds/%d", round), map[string]any{"name": "Renamed"}},
			{"DELETE", fmt.Sprintf("/api/v1/rounds/%d", round), nil},
			{"POST", "/api/v1/rounds/reorder", map[string]any{"requisition_id": job.ID, "ids": []int64{round}}},
		} {
			if resp := srv.Do(t, c.method, c.path, b.Token, c.body); resp.Status != 404 {
				t.Errorf("company B: %s %s = %d %s, want 404", c.method, c.path, resp.Status, resp.Body)
			}
		}
		var list apiv1.Page[apiv1.Requisitions]
		srv.Do(t, "GET", "/api/v1/requisitions", b.Token, nil).JSON(t, &list)
		if list.Meta.Total != 0 {
			t.Errorf("company B lists %d jobs, want 0", list.Meta.Total)
		}
		if n := count(t, db, "SELECT count(*) FROM rounds WHERE name IN ('Sneaky', 'Renamed')"); n != 0 {
			t.Errorf("company B changed company A's rounds")
		}
	})
}

func TestRoundsTemplate(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		a := newTeam(t, srv, "alpha")
		admin := a.tokens[recruit.RoleAdmin]
		var rounds apiv1.Envelope[apiv1.Rounds]
		srv.Do(t, "GET", "/api/v1/rounds", admin, nil).JSON(t, &rounds)
		if len(rounds.Data.Rounds) != 5 {
			t.Fatalf("template = %+v", rounds.Data.Rounds)
		}
		var added apiv1.Envelope[apiv1.RoundResult]
		resp := srv.Do(t, "POST", "/api/v1/rounds", admin, map[string]any{"name": "Bar raiser", "attributes": []string{"Judgement", " ", "judgement", "Bar"}})
		resp.JSON(t, &added)
		if resp.Status != 200 || added.Data.Round.Position != 6 || len(added.Data.Round.Attributes) != 2 {
			t.Errorf("add: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "POST", "/api/v1/rounds", a.tokens[recruit.RolePanel], map[string]any{"name": "Nope"}); resp.Status != 403 {
			t.Errorf("panel adds a round: %d, want 403", resp.Status)
		}
		if resp := srv.Do(t, "POST", "/api/v1/rounds", admin, map[string]any{"name": ""}); resp.Status != 400 {
			t.Errorf("empty name: %d, want 400", resp.Status)
		}
		ids := []int64{added.Data.Round.ID}
		for _, r := range rounds.Data.Rounds {
			ids = append(ids, r.ID)
		}
		resp = srv.Do(t, "POST", "/api/v1/rounds/reorder", admin, map[string]any{"ids": ids})
		resp.JSON(t, &rounds)
		if resp.Status != 200 || rounds.Data.Rounds[0].Name != "Bar raiser" {
			t.Errorf("reorder: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "POST", "/api/v1/rounds/reorder", admin, map[string]any{"ids": ids[:2]}); resp.Status != 400 {
			t.Errorf("partial reorder: %d, want 400", resp.Status)
		}
		var next apiv1.Envelope[apiv1.NextStates]
		srv.Do(t, "GET", "/api/v1/candidate-application/get-next-states", a.tokens[recruit.RolePanel], nil).JSON(t, &next)
		if len(next.Data.NextStates) != 27 || len(next.Data.States) != 27 || len(next.Data.NextStates["joined"]) != 0 {
			t.Errorf("next states: %d rows", len(next.Data.NextStates))
		}
	})
}
