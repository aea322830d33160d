package assistant_test

import (
	"encoding/json"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestPerform runs each action through the dispatcher: it calls the same
// use case as the action's own page (whose permission holds), and unknown
// actions and wrong fields get their messages.
func TestPerform(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		app := apptest.MustAddApplication(t, admin, a, job, "Ada", "ada@x.test")
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
