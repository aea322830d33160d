package httpapi_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestInterviewsAPI schedules through the action dispatcher, lists,
// counts, reschedules and cancels over HTTP, and reads the invitations in
// the dev mailbox.
func TestInterviewsAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		panel := tm.Users[recruit.RolePanel].ID
		in := apptest.JobInput("Backend Engineer")
		in.PanelIDs = []int64{panel}
		hm := tm.Users[recruit.RoleHiringManager].ID
		in.HiringManagerID = &hm
		job := apptest.MustCreateRequisition(t, admin, srv.App, in)
		app := apptest.MustAddApplication(t, admin, srv.App, job, "Ada Lovelace", "ada@x.test")
		apptest.MustMove(t, admin, srv.App, app.Slug, recruit.StateScheduleRound)
		rounds, err := srv.Interview.Rounds(admin, job.ID)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now().UTC().Add(48 * time.Hour).Truncate(time.Hour)
		action := map[string]any{"action": "specific_schedule", "fields": map[string]any{
			"candidate_application_data": map[string]any{"slug": app.Slug}, "round_data": map[string]any{"id": rounds[0].ID},
			"interviewer_data": []map[string]any{{"id": panel}}, "shadow_interviewer_data": []map[string]any{{"id": tm.Users[recruit.RoleTA].ID}},
			"start_time": start.Format(time.RFC3339), "timezone": "Asia/Kolkata", "location": "Room 4, Bengaluru"}}
		date := start.Format("2006-01-02")
		// JSON objects list their keys sorted as text.
		counts := fmt.Sprintf(`{"data":{"result":{"%d":0,"%d":1}}}`, tm.Users[recruit.RoleAdmin].ID, panel)
		if fmt.Sprint(panel) < fmt.Sprint(tm.Users[recruit.RoleAdmin].ID) {
			counts = fmt.Sprintf(`{"data":{"result":{"%d":1,"%d":0}}}`, panel, tm.Users[recruit.RoleAdmin].ID)
		}
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrInterviewerCannotSchedule", Role: recruit.RolePanel, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: action,
				WantStatus: 403, WantBody: "You cannot access this page."},
			{Name: "Schedule", Role: recruit.RoleTA, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: action,
				WantStatus: 200, WantBody: `"message":"Interview scheduled successfully","link":"/candidate-timeline/` + app.Slug + `"`},
			{Name: "ErrClash", Role: recruit.RoleAdmin, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: action,
				WantStatus: 409, WantBody: "already has an interview at that time: "},
			{Name: "ErrNoCandidate", Role: recruit.RoleAdmin, Method: "POST", Path: "/api/v1/ats-agent/perform-action",
				Body: map[string]any{"action": "specific_schedule", "fields": map[string]any{}}, WantStatus: 400, WantBody: `"candidate_application_data":["Please select a candidate"]`},
			{Name: "ListInKolkata", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/interviews?timezone=Asia/Kolkata", WantStatus: 200,
				WantBody: `"start":"` + start.In(kolkata(t)).Format("15:04") + `"`},
			{Name: "ListMeta", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/interviews?scope=upcoming&state=scheduled&panel_id=" + fmt.Sprint(panel),
				WantStatus: 200, WantBody: `"meta":{"page":1,"per_page":20,"total":1}`},
			{Name: "ErrBadScope", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/interviews?scope=someday", WantStatus: 400, WantBody: "Scope is upcoming or past"},
			{Name: "ErrBadZone", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/interviews?timezone=Nowhere/Land", WantStatus: 400, WantBody: "Please select a time zone"},
			{Name: "ErrAgencyList", Role: recruit.RoleAgency, Method: "GET", Path: "/api/v1/interviews", WantStatus: 403},
			{Name: "Counts", Role: recruit.RoleHiringManager, Method: "GET", Path: fmt.Sprintf("/api/v1/panel/interview-counts?current_date=%s&panel_ids=%d&panel_ids=%d",
				date, panel, tm.Users[recruit.RoleAdmin].ID), WantStatus: 200, WantBody: counts},
			{Name: "Interviewers", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/interview/interviewers/" + app.Slug, WantStatus: 200, WantBody: "company_panel@alpha.test"},
			{Name: "Timeline", Role: recruit.RoleHiringManager, Method: "GET", Path: "/api/v1/candidate-applications/" + app.Slug + "/interviews", WantStatus: 200,
				WantBody: `"location":"Room 4, Bengaluru"`},
			{Name: "DevMailboxCarriesTheCalendar", Method: "GET", Path: "/api/v1/dev/mailbox?to=" + url.QueryEscape("company_panel@alpha.test"), WantStatus: 200,
				WantBody: `"calendar_method":"REQUEST"`},
		})
		page, err := srv.Interview.List(admin, interview.ListQuery{})
		if err != nil || len(page.Items) != 1 {
			t.Fatalf("the booked interview: %+v %v", page, err)
		}
		id := page.Items[0].ID
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrInterviewerCannotCancel", Role: recruit.RolePanel, Method: "POST", Path: fmt.Sprintf("/api/v1/interviews/%d/cancel", id),
				Body: map[string]any{"reason": "x"}, WantStatus: 403},
			{Name: "ErrCancelWithoutReason", Role: recruit.RoleTA, Method: "POST", Path: fmt.Sprintf("/api/v1/interviews/%d/cancel", id),
				Body: map[string]any{}, WantStatus: 400, WantBody: "Please give a reason"},
			{Name: "ErrCompleteBeforeStart", Role: recruit.RolePanel, Method: "POST", Path: fmt.Sprintf("/api/v1/interviews/%d/complete", id),
				WantStatus: 409, WantBody: "once it has started"},
			{Name: "Reschedule", Role: recruit.RoleTA, Method: "POST", Path: fmt.Sprintf("/api/v1/interviews/%d/reschedule", id),
				Body:       map[string]any{"start_time": start.Add(2 * time.Hour).Format(time.RFC3339), "shadow_interviewer_data": []any{}, "reason": "Clash"},
				WantStatus: 200, WantBody: `"sequence":1`},
			{Name: "ScorecardBeforeTheInterview", Role: recruit.RolePanel, Method: "GET", Path: fmt.Sprintf("/api/v1/candidate-applications/%s/rounds/%d/scorecard", app.Slug, rounds[0].ID),
				WantStatus: 200, WantBody: `"editable":false,"reason":"You can submit the scorecard once the interview has started"`},
			{Name: "ErrScorecardBeforeTheInterview", Role: recruit.RolePanel, Method: "PUT", Path: fmt.Sprintf("/api/v1/candidate-applications/%s/rounds/%d/scorecard", app.Slug, rounds[0].ID),
				Body: map[string]any{"ratings": []any{}, "recommendation": "yes"}, WantStatus: 409},
			{Name: "Scorecards", Role: recruit.RoleHiringManager, Method: "GET", Path: "/api/v1/candidate-applications/" + app.Slug + "/scorecards",
				WantStatus: 200, WantBody: `"expected":1,"submitted":0`},
			{Name: "Cancel", Role: recruit.RoleTA, Method: "POST", Path: fmt.Sprintf("/api/v1/interviews/%d/cancel", id),
				Body: map[string]any{"reason": "Role on hold"}, WantStatus: 200, WantBody: `"state":"cancelled"`},
			{Name: "DevMailboxCancel", Method: "GET", Path: "/api/v1/dev/mailbox?to=ada%40x.test", WantStatus: 200, WantBody: `"calendar_method":"CANCEL"`},
		})
		var box apiv1.Envelope[apiv1.Mailbox]
		srv.Do(t, "GET", "/api/v1/dev/mailbox?to=company_ta%40alpha.test", "", nil).JSON(t, &box)
		methods := []string{}
		for _, m := range box.Data.Messages {
			if m.Calendar != "" {
				methods = append(methods, m.CalendarMethod)
			}
		}
		// Newest first: the shadow taken off got a cancellation.
		if strings.Join(methods, ",") != "CANCEL,REQUEST" {
			t.Errorf("the shadow's calendar mail: %v", methods)
		}
	})
}

func kolkata(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}
