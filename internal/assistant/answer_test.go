package assistant_test

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/assistant/action"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestAnswer answers the generic questions with hand-counted numbers,
// under the caller's row rules: the hiring manager of Backend sees only
// Backend's candidates, jobs and interviews, and cannot ask about
// Frontend at all.
func TestAnswer(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		hm := tm.Ctx(t, recruit.RoleHiringManager)
		hmID := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("Backend")
		in.HiringManagerID = &hmID
		backend := apptest.MustCreateRequisition(t, admin, a, in)
		frontend := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Frontend"))
		ada := apptest.MustAddApplication(t, admin, a, backend, "Ada", "ada@x.test")
		bo := apptest.MustAddApplication(t, admin, a, backend, "Bo", "bo@x.test")
		apptest.MustAddApplication(t, admin, a, backend, "Cy", "cy@x.test")
		di := apptest.MustAddApplication(t, admin, a, frontend, "Di", "di@x.test")
		for _, app := range []*ats.Application{ada, bo, di} {
			apptest.MustMove(t, admin, a, app.Slug, recruit.StateHMScreen)
		}
		loc, _ := time.LoadLocation("Asia/Kolkata")
		now := time.Now().In(loc)
		today := now.Format(time.DateOnly)
		utcToday := now.UTC().Format(time.DateOnly)
		ask := func(ctx any, q action.Question) string {
			t.Helper()
			c := admin
			if ctx == "hm" {
				c = hm
			}
			got, err := a.Assistant.Answer(c, q, now, loc)
			if err != nil {
				t.Fatalf("%+v: %v", q, err)
			}
			return got
		}
		backendRef := &action.Ref{ID: backend.ID}
		for _, tc := range []struct {
			who  string
			q    action.Question
			want string
		}{
			{"admin", action.Question{Kind: assistant.CountInState, State: "hm_screen", Job: backendRef}, "2 candidates are in HM screen for Backend."},
			{"admin", action.Question{Kind: assistant.CountInState, State: "hm_screen"}, "3 candidates are in HM screen in your open jobs."},
			{"admin", action.Question{Kind: assistant.CountInState, State: "applied", Job: backendRef}, "1 candidate is in Applied for Backend."},
			{"hm", action.Question{Kind: assistant.CountInState, State: "hm_screen"}, "2 candidates are in HM screen in your open jobs."},
			{"hm", action.Question{Kind: assistant.CountInState, State: "hm_screen", Job: backendRef}, "2 candidates are in HM screen for Backend."},
			// A group word comes as several states; a period as the days applied.
			{"admin", action.Question{Kind: assistant.CountInState, State: "hm_screen,applied", Job: backendRef}, "3 candidates are in HM screen or Applied for Backend."},
			{"admin", action.Question{Kind: assistant.CountInState, State: "hm_screen", From: utcToday, To: utcToday}, "3 candidates are in HM screen in your open jobs who applied on " + utcToday + "."},
			{"admin", action.Question{Kind: assistant.OpenJobs}, "You have 2 open jobs: "},
			{"hm", action.Question{Kind: assistant.OpenJobs}, "You have 1 open job: Backend."},
			{"admin", action.Question{Kind: assistant.ApplicationsInPeriod, From: utcToday}, "4 candidates applied on " + utcToday + "."},
			{"hm", action.Question{Kind: assistant.ApplicationsInPeriod, From: utcToday}, "3 candidates applied on " + utcToday + "."},
			{"admin", action.Question{Kind: assistant.ApplicationsInPeriod, From: "2020-01-01", To: "2020-01-31"}, ""},
		} {
			got, err := a.Assistant.Answer(map[string]context.Context{"admin": admin, "hm": hm}[tc.who], tc.q, now, loc)
			if tc.want == "" {
				// More than two years back: the spreadsheet view's limit.
				if recruit.ErrorCode(err) != recruit.EINVALID {
					t.Errorf("%s %+v: got %q %v, want EINVALID", tc.who, tc.q, got, err)
				}
				continue
			}
			if err != nil || !strings.HasPrefix(got, tc.want) {
				t.Errorf("%s %+v: got %q %v, want %q", tc.who, tc.q, got, err, tc.want)
			}
		}
		if _, err := a.Assistant.Answer(hm, action.Question{Kind: assistant.CountInState, State: "hm_screen", Job: &action.Ref{ID: frontend.ID}}, now, loc); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("the HM asked about Frontend: %v, want ENOTFOUND", err)
		}
		for _, q := range []action.Question{{Kind: "weather"}, {Kind: assistant.CountInState, State: "dancing"}, {Kind: assistant.InterviewsOn, From: "tomorrow"}} {
			if _, err := a.Assistant.Answer(admin, q, now, loc); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("%+v: %v, want EINVALID", q, err)
			}
		}

		// Interviews tomorrow (in the user's zone): Ada for Backend and Di
		// for Frontend, with the TA on the panel.
		tomorrow := time.Date(now.Year(), now.Month(), now.Day()+1, 11, 0, 0, 0, loc)
		for i, app := range []*ats.Application{ada, di} {
			rounds, err := a.Interview.Rounds(admin, app.RequisitionID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := a.Interview.Schedule(admin, interview.ScheduleInput{Slug: app.Slug, RoundID: rounds[0].ID,
				Start: tomorrow.Add(time.Duration(i) * 2 * time.Hour).Format(time.RFC3339), TimeZone: "Asia/Kolkata",
				PanelIDs: []int64{tm.Users[recruit.RoleTA].ID}, VideoLink: "https://meet.example.com/x"}); err != nil {
				t.Fatal(err)
			}
		}
		day := tomorrow.Format(time.DateOnly)
		if got := ask("admin", action.Question{Kind: assistant.InterviewsOn, From: day}); !strings.HasPrefix(got, "2 interviews on "+day+": ") ||
			!strings.Contains(got, "Ada (Backend") || !strings.Contains(got, "Di (Frontend") || !strings.Contains(got, "with "+tm.Users[recruit.RoleTA].Name) {
			t.Errorf("admin: %q", got)
		}
		if got := ask("hm", action.Question{Kind: assistant.InterviewsOn, From: day}); !strings.HasPrefix(got, "1 interview on "+day+": ") || strings.Contains(got, "Di") {
			t.Errorf("hm: %q", got)
		}
		if got := ask("admin", action.Question{Kind: assistant.InterviewsOn, From: today}); got != "No interviews are scheduled on "+today+"." {
			t.Errorf("today: %q", got)
		}
		if got := ask("admin", action.Question{Kind: assistant.InterviewsOn, From: day, User: &action.Ref{ID: tm.Users[recruit.RoleAdmin].ID}}); !strings.HasPrefix(got, "No interviews") {
			t.Errorf("with the admin on the panel: %q", got)
		}
	})
}

// TestPerformFilters answers the filter actions with a navigation_token
// the candidate list reads back, on the list's or the job's page, and
// never for a job the caller cannot open.
func TestPerformFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		hmID := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("Backend")
		in.HiringManagerID = &hmID
		backend := apptest.MustCreateRequisition(t, admin, a, in)
		frontend := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Frontend"))
		fields := func(v string) json.RawMessage { return json.RawMessage(v) }
		res, err := a.Assistant.Perform(admin, assistant.Request{Action: action.FilterCandidates, Fields: fields(
			`{"filters": {"application_states": ["hm_screen"], "notice_periods": ["30", "immediate"], "min_current_ctc": 500000, "max_experience": 4},
			  "screeno_filters": {"score": [2], "tags": [], "graduation_year": [null, null], "post_graduation_year": [null, null]}, "search_query": ""}`)})
		if err != nil {
			t.Fatal(err)
		}
		tok := strings.TrimPrefix(res.Link, "/candidates?navigation_token=")
		if tok == res.Link || tok != res.NavigationToken || res.Action != action.FilterCandidates {
			t.Fatalf("got %+v", res)
		}
		f, err := ats.ParseToken(tok)
		if err != nil || len(f.Statuses) != 1 || len(f.NoticePeriods) != 2 || *f.MinCurrentCTC != 500000 || *f.MaxExperience != 4 || f.MatchScores[0] != 2 {
			t.Errorf("token reads %+v %v", f, err)
		}
		if _, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{NavigationToken: tok, Page: 1, PerPage: 20}, time.Now()); err != nil {
			t.Errorf("the list refuses the token: %v", err)
		}
		hm := tm.Ctx(t, recruit.RoleHiringManager)
		res, err = a.Assistant.Perform(hm, assistant.Request{Action: action.FilterJobCandidates, Fields: fields(
			`{"requisition_data": {"id": ` + jsonInt(backend.ID) + `}, "filters": {"notice_periods": ["15"], "` + jsonInt(backend.Questions[0].ID) + `": 3}}`)})
		if err != nil {
			t.Fatal(err)
		}
		u, _ := url.Parse(res.Link)
		if u.Path != "/jobs/"+jsonInt(backend.ID) {
			t.Errorf("link %q", res.Link)
		}
		f, err = ats.ParseToken(u.Query().Get("navigation_token"))
		if err != nil || len(f.Requisitions) != 1 || f.Requisitions[0] != backend.ID || string(f.Answers[jsonInt(backend.Questions[0].ID)]) != "3" {
			t.Errorf("job token reads %+v %v", f, err)
		}
		for _, tc := range []struct {
			name   string
			ctx    any
			fields string
			code   string
		}{
			{"HMOtherJob", "hm", `{"requisition_data": {"id": ` + jsonInt(frontend.ID) + `}}`, recruit.ENOTFOUND},
			{"NoJob", "admin", `{"filters": {}}`, recruit.EINVALID},
			{"BadNotice", "admin", `{"requisition_data": {"id": ` + jsonInt(frontend.ID) + `}, "filters": {"notice_periods": ["soon"]}}`, recruit.EINVALID},
			{"WrongType", "admin", `{"requisition_data": {"id": ` + jsonInt(frontend.ID) + `}, "filters": {"min_current_ctc": "lots"}}`, recruit.EINVALID},
		} {
			c := admin
			if tc.ctx == "hm" {
				c = hm
			}
			if _, err := a.Assistant.Perform(c, assistant.Request{Action: action.FilterJobCandidates, Fields: fields(tc.fields)}); recruit.ErrorCode(err) != tc.code {
				t.Errorf("%s: got %v, want %s", tc.name, err, tc.code)
			}
		}
		// An action reaches only what the caller reaches by hand: the
		// hiring manager of Backend cannot email Frontend's candidate.
		di := apptest.MustAddApplication(t, admin, a, frontend, "Di", "di@x.test")
		if _, err := a.Assistant.Perform(hm, assistant.Request{Action: action.SendEmail, Fields: fields(`{"template_data": {"subject": "Hi", "body": "Hello"},
			"candidate_application_data": {"slug": "` + di.Slug + `"}}`)}); err == nil {
			t.Error("the hiring manager emailed another job's candidate")
		}
		if n := count(t, db, "SELECT count(*) FROM mail_messages WHERE to_address = 'di@x.test' AND kind = 'candidate_email'"); n != 0 {
			t.Errorf("%d mails to Di", n)
		}
		// Each perform is audited, errors with their message.
		if n := count(t, db, "SELECT count(*) FROM assistant_events WHERE kind = 'perform' AND action = ? AND outcome = 'error'", action.FilterJobCandidates); n != 4 {
			t.Errorf("%d audited failures, want 4", n)
		}
	})
}

func jsonInt(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
