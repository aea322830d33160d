package assistant_test

import (
	"encoding/json"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestPerform runs each action through the dispatcher: it calls the same
// use case as the action's own page (whose permission holds), and unknown
// actions and wrong fields get their messages.
func TestPerform(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		app := apptest.MustAddApplication(t, admin, a, job, "Ada", "ada@x.test")
		rounds, err := a.Interview.Rounds(admin, job.ID)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now().UTC().Add(48 * time.Hour).Truncate(time.Hour)
		schedule := func(extra map[string]any) map[string]any {
			f := map[string]any{"candidate_application_data": map[string]any{"slug": app.Slug, "name": "Ada"},
				"round_data": map[string]any{"id": rounds[0].ID, "name": rounds[0].Name}, "interviewer_data": []any{map[string]any{"id": tm.Users[recruit.RoleTA].ID}},
				"start_time": start.Format(time.RFC3339), "timezone": "Asia/Kolkata", "video_link": "https://meet.example.com/x"}
			for k, v := range extra {
				f[k] = v
			}
			return f
		}
		// selfSchedule is the spec's self_schedule fields, with the IANA
		// zone beside the display offset.
		selfSchedule := func(extra map[string]any) map[string]any {
			f := map[string]any{"candidate_application_data": map[string]any{"slug": app.Slug}, "round_data": map[string]any{"id": rounds[1].ID},
				"interviewer_data": []any{map[string]any{"id": tm.Users[recruit.RoleTA].ID}}, "duration": 45,
				"working_hours_start": "09:00", "working_hours_end": "18:00", "timezone_offset": 330, "timezone": "Asia/Kolkata"}
			for k, v := range extra {
				f[k] = v
			}
			return f
		}
		fields := func(v any) json.RawMessage {
			b, _ := json.Marshal(v)
			return b
		}
		for _, tc := range []struct {
			name    string
			role    string
			req     assistant.Request
			code    string
			message string
		}{
			{"SendEmail", recruit.RoleAdmin, assistant.Request{Action: "send_candidate_email", Fields: fields(map[string]any{
				"template_data": map[string]any{"subject": "Hello", "body": "Hi {{candidate_name}}"}, "candidate_application_data": map[string]any{"slug": app.Slug}})},
				"", "Email sent successfully"},
			{"ErrNoCandidate", recruit.RoleAdmin, assistant.Request{Action: "send_candidate_email", Fields: fields(map[string]any{
				"template_data": map[string]any{"subject": "Hello", "body": "Hi"}})}, recruit.EINVALID, "Please select a candidate"},
			{"InviteUser", recruit.RoleTA, assistant.Request{Action: "invite_user", Fields: fields(map[string]any{
				"email": "new@alpha.test", "roles": []string{recruit.RolePanel}, "designation_data": map[string]any{"title": "Engineer"}})},
				"", "Invite sent successfully"},
			{"ErrInviteWithoutRoles", recruit.RoleTA, assistant.Request{Action: "invite_user", Fields: fields(map[string]any{"email": "x@alpha.test"})},
				recruit.EINVALID, "Please select a designation and roles"},
			{"ErrTAInvitesSuperuser", recruit.RoleTA, assistant.Request{Action: "invite_user", Fields: fields(map[string]any{
				"email": "boss@alpha.test", "roles": []string{recruit.RoleAdmin}, "designation_data": map[string]any{"title": "Boss"}})},
				recruit.EFORBIDDEN, ""},
			{"ErrHMInvites", recruit.RoleHiringManager, assistant.Request{Action: "invite_agency_user", Fields: fields(map[string]any{
				"email": "a@agency.test", "agency_name": "Agency"})}, recruit.EFORBIDDEN, ""},
			{"InviteAgency", recruit.RoleAdmin, assistant.Request{Action: "invite_agency_user", Fields: fields(map[string]any{
				"email": "a@agency.test", "agency_name": "Agency"})}, "", "Agency invite sent successfully"},
			{"ScheduleInterview", recruit.RoleTA, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(nil))}, "", "Interview scheduled successfully"},
			{"ScheduleOnePanelistAsObject", recruit.RoleAdmin, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(map[string]any{
				"interviewer_data": map[string]any{"id": tm.Users[recruit.RoleAdmin].ID}, "start_time": start.Add(2 * time.Hour).Format(time.RFC3339)}))},
				"", "Interview scheduled successfully"},
			{"ErrScheduleNoCandidate", recruit.RoleAdmin, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(map[string]any{
				"candidate_application_data": nil}))}, recruit.EINVALID, "Please select a candidate"},
			{"ErrScheduleClash", recruit.RoleAdmin, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(nil))}, recruit.ECONFLICT, ""},
			{"ErrScheduleEndBeforeStart", recruit.RoleAdmin, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(map[string]any{
				"end_time": start.Add(-time.Hour).Format(time.RFC3339)}))}, recruit.EINVALID, "The end time must be after the start time"},
			{"ErrSchedulePanelAsText", recruit.RoleAdmin, assistant.Request{Action: "specific_schedule", Fields: fields(schedule(map[string]any{
				"interviewer_data": "Tara"}))}, recruit.EINVALID, "Invalid value for interviewer_data"},
			{"SendSelfScheduleLink", recruit.RoleTA, assistant.Request{Action: "self_schedule", Fields: fields(selfSchedule(nil))}, "",
				"Self schedule link sent successfully!"},
			{"ErrSelfScheduleNoCandidate", recruit.RoleTA, assistant.Request{Action: "self_schedule", Fields: fields(selfSchedule(map[string]any{
				"candidate_application_data": nil}))}, recruit.EINVALID, "Please select a candidate!"},
			{"ErrSelfScheduleRange", recruit.RoleTA, assistant.Request{Action: "self_schedule", Fields: fields(selfSchedule(map[string]any{
				"working_hours_start": "18:00", "working_hours_end": "09:00"}))}, recruit.EINVALID, "Please select a proper availability range."},
			{"ErrSelfScheduleDuration", recruit.RoleTA, assistant.Request{Action: "self_schedule", Fields: fields(selfSchedule(map[string]any{
				"duration": 90}))}, recruit.EINVALID, "Please select a duration of 15, 30, 45 or 60 minutes."},
			{"ErrUnknownAction", recruit.RoleAdmin, assistant.Request{Action: "launch_rockets"}, recruit.EINVALID, "This action is not supported"},
			{"ErrWrongFieldKind", recruit.RoleAdmin, assistant.Request{Action: "invite_user", Fields: json.RawMessage(`{"roles": "company_ta"}`)},
				recruit.EINVALID, "Invalid value for roles"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res, err := a.Assistant.Perform(tm.Ctx(t, tc.role), tc.req)
				if code := recruit.ErrorCode(err); code != tc.code {
					t.Fatalf("got %v (%s), want %q", err, code, tc.code)
				}
				msg := recruit.ErrorMessage(err)
				if err == nil {
					msg = res.Message
					if (tc.req.Action == "specific_schedule" || tc.req.Action == "self_schedule") && res.Link != "/candidate-timeline/"+app.Slug {
						t.Errorf("link %q", res.Link)
					}
					if res.Action != tc.req.Action || res.Link == "" {
						t.Errorf("result %+v", res)
					}
				}
				if tc.message != "" && msg != tc.message {
					t.Errorf("message %q, want %q", msg, tc.message)
				}
			})
		}
	})
}
