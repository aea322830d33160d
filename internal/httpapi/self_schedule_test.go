package httpapi_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// selfScheduleWorld is a job whose panel holds the team's interviewer,
// and the round links are sent for.
type selfScheduleWorld struct {
	srv   *apptest.Server
	tm    *apptest.Team
	job   *ats.Requisition
	round interview.Round
	panel int64
}

func newSelfScheduleWorld(t *testing.T, db *sqldb.DB) *selfScheduleWorld {
	t.Helper()
	srv := apptest.NewServer(t, db, apptest.ServerOptions{})
	tm := apptest.MustTeam(t, srv.App, "alpha")
	w := &selfScheduleWorld{srv: srv, tm: tm, panel: tm.Users[recruit.RolePanel].ID}
	in := apptest.JobInput("Backend Engineer")
	in.PanelIDs = []int64{w.panel}
	w.job = apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), srv.App, in)
	rounds, err := srv.Interview.Rounds(tm.Ctx(t, recruit.RoleAdmin), w.job.ID)
	if err != nil {
		t.Fatal(err)
	}
	w.round = rounds[1]
	return w
}

// candidate adds a candidate waiting in schedule_round.
func (w *selfScheduleWorld) candidate(t *testing.T, name, email string) *ats.Application {
	t.Helper()
	admin := w.tm.Ctx(t, recruit.RoleAdmin)
	app := apptest.MustAddApplication(t, admin, w.srv.App, w.job, name, email)
	return apptest.MustMove(t, admin, w.srv.App, app.Slug, recruit.StateScheduleRound)
}

// action is the self_schedule action's body: an hour a slot, all day on
// weekdays in Kolkata, so slots exist whatever the time of the test.
func (w *selfScheduleWorld) action(slug string) map[string]any {
	return map[string]any{"action": "self_schedule", "fields": map[string]any{
		"candidate_application_data": map[string]any{"slug": slug}, "round_data": map[string]any{"id": w.round.ID},
		"interviewer_data": []any{map[string]any{"id": w.panel}}, "duration": 60, "working_hours_start": "00:00",
		"working_hours_end": "23:59", "timezone_offset": 330, "timezone": "Asia/Kolkata"}}
}

// sendLink sends a link through the dispatcher as the TA and returns the
// page's token, read from the candidate's mail.
func (w *selfScheduleWorld) sendLink(t *testing.T, slug, email string) string {
	t.Helper()
	resp := w.srv.Do(t, "POST", "/api/v1/ats-agent/perform-action", w.tm.Tokens[recruit.RoleTA], w.action(slug))
	if resp.Status != 200 || !strings.Contains(resp.Body, `"message":"Self schedule link sent successfully!","link":"/candidate-timeline/`+slug+`"`) {
		t.Fatalf("send link: %d %s", resp.Status, resp.Body)
	}
	link := w.srv.WaitForMail(t, email, "Pick a time for your interview", "/candidate-self-schedule/"+slug+"?scheduling_token=")
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("scheduling_token")
}

// weekday is a weekday in Kolkata two to four days ahead: clear of the
// 6-hour notice, inside the 14 days.
func weekday() string {
	loc, _ := time.LoadLocation("Asia/Kolkata")
	d := time.Now().In(loc).AddDate(0, 0, 2)
	for d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
		d = d.AddDate(0, 0, 1)
	}
	return d.Format("2006-01-02")
}

// slots lists the free slots of date in Kolkata.
func (w *selfScheduleWorld) slots(t *testing.T, token, date string) []apiv1.SelfScheduleSlot {
	t.Helper()
	var out apiv1.Envelope[apiv1.SelfScheduleSlots]
	resp := w.srv.Do(t, "GET", "/api/v1/candidate-application/get-self-schedule-slots?date="+date+"&timezone=Asia/Kolkata&scheduling_token="+token, "", nil)
	if resp.Status != 200 {
		t.Fatalf("slots: %d %s", resp.Status, resp.Body)
	}
	resp.JSON(t, &out)
	return out.Data.Slots
}

// confirm posts a confirmation of slot, with the token in the body (as
// the spec's client sends it) or in the query.
func (w *selfScheduleWorld) confirm(t *testing.T, token, slug string, slot apiv1.SelfScheduleSlot, inQuery bool) apptest.Response {
	t.Helper()
	body := map[string]any{"call_type": "interview", "start_time": slot.StartTime, "end_time": slot.EndTime, "timezone": "Europe/Berlin"}
	path := "/api/v1/candidate-application/confirm-self-schedule/" + slug
	if inQuery {
		path += "?scheduling_token=" + token
	} else {
		body["scheduling_token"] = token
	}
	return w.srv.Do(t, "POST", path, "", body)
}

// TestSelfScheduleAPI follows a link from the dispatcher to the booking
// over HTTP: the form's texts, the candidate's mail, the page's calls,
// 20 confirmations of one link at once (one interview, 19 times 409),
// the timeline's list, and refused tokens.
func TestSelfScheduleAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newSelfScheduleWorld(t, db)
		ada := w.candidate(t, "Ada Lovelace", "ada@x.test")
		noCandidate, badRange := w.action(ada.Slug), w.action(ada.Slug)
		noCandidate["fields"].(map[string]any)["candidate_application_data"] = nil
		badRange["fields"].(map[string]any)["working_hours_end"] = "00:00"
		w.srv.Run(t, w.tm, []apptest.Scenario{
			{Name: "ErrNoCandidate", Role: recruit.RoleTA, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: noCandidate,
				WantStatus: 400, WantBody: `"candidate_application_data":["Please select a candidate!"]`},
			{Name: "ErrRange", Role: recruit.RoleTA, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: badRange,
				WantStatus: 400, WantBody: "Please select a proper availability range."},
			{Name: "ErrInterviewerSends", Role: recruit.RolePanel, Method: "POST", Path: "/api/v1/ats-agent/perform-action", Body: w.action(ada.Slug),
				WantStatus: 403},
		})
		token := w.sendLink(t, ada.Slug, "ada@x.test")
		date := weekday()
		q := "?scheduling_token=" + token
		w.srv.Run(t, w.tm, []apptest.Scenario{
			{Name: "Details", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-details" + q, WantStatus: 200,
				WantBody: `"duration":60,"round_name":"` + w.round.Name + `","requisition_title":"Backend Engineer","company_name":"alpha"`},
			{Name: "DetailsWorkingHours", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-details" + q, WantStatus: 200,
				WantBody: `"start_time_range":"00:00","end_time_range":"23:59","company_logo_url":""`},
			{Name: "DetailsZone", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-details" + q, WantStatus: 200,
				WantBody: `"panel_timezone_offset":330,"panel_timezone":"Asia/Kolkata","state":"sent","message":""`},
			{Name: "DetailsWithASessionIgnoresIt", Role: recruit.RoleAdmin, Method: "GET",
				Path: "/api/v1/candidate-application/get-self-schedule-details" + q + "&company_id=999", WantStatus: 200, WantBody: `"candidate_name":"Ada Lovelace"`},
			{Name: "ErrDetailsWithASessionOnly", Role: recruit.RoleAdmin, Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-details",
				WantStatus: 401, WantBody: "This scheduling link is not valid. Please open the link from your email."},
			{Name: "Blocked", Method: "GET", Path: fmt.Sprintf("/api/v1/oauth/get-blocked-slots-self-schedule%s&panel_id=%d", q, w.panel),
				WantStatus: 200, WantBody: fmt.Sprintf(`{"data":{"panel_id":%d,"blocked_slots":[]}}`, w.panel)},
			{Name: "ErrBlockedOfSomeoneElse", Method: "GET", Path: fmt.Sprintf("/api/v1/oauth/get-blocked-slots-self-schedule%s&panel_id=%d", q, w.tm.Users[recruit.RoleAdmin].ID),
				WantStatus: 400, WantBody: "Please select a panel member of this link."},
			{Name: "ErrSlotsWithoutDate", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-slots" + q, WantStatus: 400,
				WantBody: "Please select a proper date."},
			{Name: "ErrConfirmWithoutSlot", Method: "POST", Path: "/api/v1/candidate-application/confirm-self-schedule/" + ada.Slug + q,
				Body: map[string]any{"call_type": "interview"}, WantStatus: 400, WantBody: "Please select a time slot"},
		})
		slots := w.slots(t, token, date)
		if len(slots) != 24 || slots[0].LocalStart != "00:00" || slots[23].LocalEnd != "00:00" {
			t.Fatalf("slots of %s: %d %+v, want 24 hours", date, len(slots), slots)
		}

		t.Run("TwentyConfirmationsBookOnce", func(t *testing.T) {
			const n = 20
			answers := make([]apptest.Response, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					answers[i] = w.confirm(t, token, ada.Slug, slots[i], i%2 == 0)
				}()
			}
			wg.Wait()
			won := 0
			for _, a := range answers {
				switch {
				case a.Status == 200 && strings.Contains(a.Body, `"message":"Successfully scheduled the interview. All the best!"`):
					won++
				case a.Status == 409 && strings.Contains(a.Body, `"error_messages":"Interview already scheduled"`):
				default:
					t.Errorf("a confirmation: %d %s", a.Status, a.Body)
				}
			}
			var booked int
			if err := db.Read.NewRaw("SELECT count(*) FROM interviews WHERE application_id = ?", ada.ID).Scan(context.Background(), &booked); err != nil {
				t.Fatal(err)
			}
			if won != 1 || booked != 1 {
				t.Errorf("%d confirmations won and %d interviews exist, want 1 and 1", won, booked)
			}
		})
		app, err := w.srv.ATS.Application(w.tm.Ctx(t, recruit.RoleTA), ada.Slug)
		if err != nil || app.State != recruit.StateRoundScheduled {
			t.Errorf("application after booking: %v %v, want round_scheduled", app.State, err)
		}
		w.srv.WaitForMail(t, "company_panel@alpha.test", "Interview: Ada Lovelace", "/candidate-timeline/"+ada.Slug)
		w.srv.Run(t, w.tm, []apptest.Scenario{
			{Name: "DetailsOnceBooked", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-details" + q, WantStatus: 200,
				WantBody: `"state":"booked","message":"Interview already scheduled","interview":{`},
			{Name: "ErrSlotsOnceBooked", Method: "GET", Path: "/api/v1/candidate-application/get-self-schedule-slots" + q + "&date=" + date, WantStatus: 409,
				WantBody: `"error_messages":"Interview already scheduled"`},
			{Name: "ErrLinksOfAJobNotSeen", Role: recruit.RoleHiringManager, Method: "GET", Path: "/api/v1/candidate-applications/" + ada.Slug + "/self-schedule-links",
				WantStatus: 404},
			{Name: "LinksOfTheTimeline", Role: recruit.RolePanel, Method: "GET", Path: "/api/v1/candidate-applications/" + ada.Slug + "/self-schedule-links",
				WantStatus: 200, WantBody: `"state":"booked"`},
			{Name: "ErrLinksOfAnEmployee", Role: recruit.RoleEmployee, Method: "GET", Path: "/api/v1/candidate-applications/" + ada.Slug + "/self-schedule-links",
				WantStatus: 403},
		})
	})
}

// TestSelfScheduleRefusals: a revoked, an expired and a tampered token are
// refused with their messages, and a slot another booking took after the
// page listed it is refused while the link stays usable.
func TestSelfScheduleRefusals(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newSelfScheduleWorld(t, db)
		details := "/api/v1/candidate-application/get-self-schedule-details?scheduling_token="

		grace := w.candidate(t, "Grace Hopper", "grace@x.test")
		revoked := w.sendLink(t, grace.Slug, "grace@x.test")
		var links apiv1.Envelope[apiv1.SelfScheduleLinks]
		w.srv.Do(t, "GET", "/api/v1/candidate-applications/"+grace.Slug+"/self-schedule-links", w.tm.Tokens[recruit.RoleTA], nil).JSON(t, &links)
		if len(links.Data.Links) != 1 || links.Data.Links[0].State != "sent" || strings.Join(links.Data.Links[0].AllowedActions, ",") != "revoke" {
			t.Fatalf("links: %+v", links.Data)
		}
		revoke := fmt.Sprintf("/api/v1/self-schedule-links/%d/revoke", links.Data.Links[0].ID)

		hedy := w.candidate(t, "Hedy Lamarr", "hedy@x.test")
		in := interview.LinkInput{Slug: hedy.Slug, RoundID: w.round.ID, PanelIDs: []int64{w.panel}, Minutes: 30, From: "09:00", To: "18:00",
			TimeZone: "Europe/London"}
		old, err := w.srv.Interview.SendSelfScheduleLink(sqldb.WithClock(w.tm.Ctx(t, recruit.RoleTA), func() time.Time {
			return time.Now().Add(-interview.SlotWindow - time.Hour)
		}), in)
		if err != nil {
			t.Fatal(err)
		}
		expired, _ := url.Parse(old.URL)
		parts := strings.Split(revoked, ".")
		w.srv.Run(t, w.tm, []apptest.Scenario{
			{Name: "ErrInterviewerRevokes", Role: recruit.RolePanel, Method: "POST", Path: revoke, WantStatus: 403},
			{Name: "Revoke", Role: recruit.RoleTA, Method: "POST", Path: revoke, WantStatus: 200, WantBody: `"state":"revoked"`},
			{Name: "ErrRevokeAgain", Role: recruit.RoleTA, Method: "POST", Path: revoke, WantStatus: 409, WantBody: "This link is already revoked"},
			{Name: "ErrRevoked", Method: "GET", Path: details + revoked, WantStatus: 403,
				WantBody: "This scheduling link has been revoked. Please ask the recruiter for a new one."},
			{Name: "ErrExpired", Method: "GET", Path: details + expired.Query().Get("scheduling_token"), WantStatus: 403,
				WantBody: "This scheduling link has expired. Please ask the recruiter for a new one."},
			{Name: "ErrExpiredInTheList", Role: recruit.RoleTA, Method: "GET", Path: "/api/v1/candidate-applications/" + hedy.Slug + "/self-schedule-links",
				WantStatus: 200, WantBody: `"state":"expired"`},
			{Name: "ErrTampered", Method: "GET", Path: details + parts[0] + "." + parts[1] + "x." + parts[2], WantStatus: 401,
				WantBody: "This scheduling link is not valid. Please open the link from your email."},
			{Name: "ErrSessionAsSchedulingToken", Method: "GET", Path: details + w.tm.Tokens[recruit.RoleTA], WantStatus: 401,
				WantBody: "This scheduling link is not valid. Please open the link from your email."},
			{Name: "ErrSchedulingTokenAsSession", Method: "GET", Path: "/api/v1/profile?scheduling_token=" + revoked, WantStatus: 401},
		})
		if resp := w.srv.Do(t, "GET", "/api/v1/interviews", revoked, nil); resp.Status != 401 {
			t.Errorf("a scheduling token as a bearer session: %d %s, want 401", resp.Status, resp.Body)
		}

		t.Run("SlotTakenMeanwhile", func(t *testing.T) {
			ada := w.candidate(t, "Ada Lovelace", "ada@x.test")
			token := w.sendLink(t, ada.Slug, "ada@x.test")
			slots := w.slots(t, token, weekday())
			start := time.Unix(slots[0].Start, 0).UTC()
			other := w.candidate(t, "Linus Torvalds", "linus@x.test")
			resp := w.srv.Do(t, "POST", "/api/v1/ats-agent/perform-action", w.tm.Tokens[recruit.RoleTA], map[string]any{"action": "specific_schedule",
				"fields": map[string]any{"candidate_application_data": map[string]any{"slug": other.Slug}, "round_data": map[string]any{"id": w.round.ID},
					"interviewer_data": []any{map[string]any{"id": w.panel}}, "start_time": start.Format(time.RFC3339)}})
			if resp.Status != 200 {
				t.Fatalf("the recruiter's booking: %d %s", resp.Status, resp.Body)
			}
			if a := w.confirm(t, token, ada.Slug, slots[0], false); a.Status != 409 ||
				!strings.Contains(a.Body, "This time slot is no longer available. Please select another.") {
				t.Errorf("the taken slot: %d %s", a.Status, a.Body)
			}
			if fresh := w.slots(t, token, weekday()); len(fresh) != len(slots)-1 || fresh[0].Start == slots[0].Start {
				t.Errorf("the refreshed list still offers the taken slot: %+v", fresh)
			}
			if a := w.confirm(t, token, ada.Slug, slots[1], false); a.Status != 200 {
				t.Errorf("another slot: %d %s", a.Status, a.Body)
			}
		})
	})
}
