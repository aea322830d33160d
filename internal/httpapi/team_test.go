package httpapi_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

func tokenOf(t *testing.T, link string) string {
	t.Helper()
	return link[strings.LastIndex(link, "/")+1:]
}

// acceptInvite accepts the invite mailed to email and returns the session.
func acceptInvite(t *testing.T, srv *apptest.Server, email string) apiv1.Session {
	t.Helper()
	token := tokenOf(t, srv.WaitForMail(t, email, "invited to join", "/accept-invite/"))
	resp := srv.Do(t, "POST", "/api/v1/users/create-from-invite?token="+token, "", map[string]any{"password": "invited pass", "privacy_policy": true})
	if resp.Status != 200 {
		t.Fatalf("accept invite of %s: %d %s", email, resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.Session]
	resp.JSON(t, &out)
	return out.Data
}

func TestInvites(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		admin := signUp(t, srv, "admin@a.test", "Company A")
		invite := func(token string, body any) apptest.Response {
			return srv.Do(t, "POST", "/api/v1/users/invite", token, body)
		}
		// Invite mail goes out in the inviter's name: it needs a verified
		// email (review M6).
		if resp := invite(admin.Token, map[string]any{"email": "x@a.test", "designation": "SDE", "roles": []string{"company_ta"}}); resp.Status != 403 || !strings.Contains(resp.Body, "Please verify your email!") {
			t.Errorf("unverified inviter: %d %s", resp.Status, resp.Body)
		}
		apptest.MustVerifyEmail(t, srv.App, "admin@a.test")
		for _, tc := range []apiCase{
			{"ErrMissingEmail", map[string]any{"designation": "SDE", "roles": []string{"company_ta"}}, 400, "Please enter an email"},
			{"ErrMissingDesignation", map[string]any{"email": "x@a.test", "roles": []string{"company_ta"}}, 400, "Please select a designation and roles"},
			{"ErrMissingRoles", map[string]any{"email": "x@a.test", "designation": "SDE"}, 400, "Please select a designation and roles"},
			{"ErrPlatformAdminRole", map[string]any{"email": "x@a.test", "designation": "SDE", "roles": []string{"platform_admin"}}, 400, "This role cannot be given by invite"},
			{"ErrAgencyRole", map[string]any{"email": "x@a.test", "designation": "SDE", "roles": []string{"agency"}}, 400, "This role cannot be given by invite"},
			{"ErrExistingUser", map[string]any{"email": "ADMIN@a.test", "designation": "SDE", "roles": []string{"company_ta"}}, 400, "User already exists"},
			{"ErrBadEmail", map[string]any{"email": "nope", "designation": "SDE", "roles": []string{"company_ta"}}, 400, "Please enter a valid email address"},
			{"OK", map[string]any{"email": "ta@a.test", "name": "Tara", "designation": "Talent Partner", "roles": []string{"company_ta"}}, 200, `"kind":"user"`},
			{"ErrAlreadyPending", map[string]any{"email": "ta@a.test", "designation": "SDE", "roles": []string{"company_ta"}}, 400, "already pending"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp := invite(admin.Token, tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
			})
		}
		t.Run("EmployeeNeedsReferral", func(t *testing.T) {
			off := srv.Do(t, "PUT", "/api/v1/company/features", admin.Token, map[string]any{"group": "ats", "feature": "referral", "enabled": false})
			if off.Status != 200 || !strings.Contains(off.Body, `"referral":false`) {
				t.Fatalf("turn referral off: %d %s", off.Status, off.Body)
			}
			body := map[string]any{"email": "emp@a.test", "designation": "SDE", "roles": []string{"company_employee"}}
			if resp := invite(admin.Token, body); resp.Status != 400 || !strings.Contains(resp.Body, "Upgrade plan") {
				t.Errorf("employee without referral: %d %s", resp.Status, resp.Body)
			}
			var ctx apiv1.Envelope[apiv1.UnreadCount]
			srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", admin.Token, nil).JSON(t, &ctx)
			if ctx.Data.FeatureDetails["ats"]["referral"] {
				t.Error("feature_details.ats.referral still true")
			}
			// The form learns which flag the role needs from the vocabulary.
			var vocab apiv1.Envelope[apiv1.Vocabulary]
			srv.Do(t, "GET", "/api/v1/vocabulary", admin.Token, nil).JSON(t, &vocab)
			for _, role := range vocab.Data.Roles {
				needs := role.FeatureGroup + "." + role.Feature
				if want := map[bool]string{true: "ats.referral", false: "."}[role.Value == "company_employee"]; needs != want {
					t.Errorf("vocabulary role %s needs %q, want %q", role.Value, needs, want)
				}
			}
			if !slices.Contains(ctx.Data.User.Permissions, apiv1.Permission("users.grant_roles")) || slices.Contains(ctx.Data.User.Permissions, apiv1.Permission("platform.manage")) {
				t.Errorf("admin permissions = %v", ctx.Data.User.Permissions)
			}
			srv.Do(t, "PUT", "/api/v1/company/features", admin.Token, map[string]any{"group": "ats", "feature": "referral", "enabled": true})
			if resp := invite(admin.Token, body); resp.Status != 200 {
				t.Errorf("employee with referral: %d %s", resp.Status, resp.Body)
			}
		})

		link := srv.WaitForMail(t, "ta@a.test", "invited to join Company A", "/accept-invite/")
		token := tokenOf(t, link)
		status := func(tok string) apiv1.InviteStatus {
			var out apiv1.Envelope[apiv1.InviteStatus]
			srv.Do(t, "GET", "/api/v1/invite-status?token="+tok, "", nil).JSON(t, &out)
			return out.Data
		}
		if st := status(token); st.InviteStatus != "user_password_required" || st.Email != "ta@a.test" || st.Designation != "Talent Partner" {
			t.Errorf("status = %+v", st)
		}
		if st := status("short"); st.InviteStatus != "invalid_token" {
			t.Errorf("junk token status = %q, want invalid_token", st.InviteStatus)
		}
		if st := status(strings.Repeat("A", 43)); st.InviteStatus != "invite_not_found" {
			t.Errorf("unknown token status = %q, want invite_not_found", st.InviteStatus)
		}
		accept := func(body any) apptest.Response {
			return srv.Do(t, "POST", "/api/v1/users/create-from-invite?token="+token, "", body)
		}
		for _, tc := range []apiCase{
			{"ErrNoPassword", map[string]any{"privacy_policy": true}, 400, "Please enter a password"},
			{"ErrNoPrivacy", map[string]any{"password": "invited pass"}, 400, "Please read and accept the privacy policy"},
			{"OK", map[string]any{"password": "invited pass", "privacy_policy": true}, 200, `"roles":["company_ta"]`},
			{"ErrAcceptedTwice", map[string]any{"password": "invited pass", "privacy_policy": true}, 409, "User already exists"},
		} {
			t.Run("Accept"+tc.name, func(t *testing.T) {
				resp := accept(tc.body)
				if resp.Status != tc.wantStatus || !strings.Contains(resp.Body, tc.wantBody) {
					t.Errorf("got %d %s, want %d with %s", resp.Status, resp.Body, tc.wantStatus, tc.wantBody)
				}
			})
		}
		if st := status(token); st.InviteStatus != "user_already_exists" {
			t.Errorf("status after accept = %q, want user_already_exists", st.InviteStatus)
		}

		t.Run("Agency", func(t *testing.T) {
			if resp := srv.Do(t, "POST", "/api/v1/agencies/invite", admin.Token, map[string]any{"email": "a@agency.test"}); resp.Status != 400 ||
				!strings.Contains(resp.Body, "Please enter the agency name and email") {
				t.Errorf("no name: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "POST", "/api/v1/agencies/invite", admin.Token, map[string]any{"agency_name": "Northwind", "email": "a@agency.test"}); resp.Status != 200 {
				t.Fatalf("agency invite: %d %s", resp.Status, resp.Body)
			}
			sess := acceptInvite(t, srv, "a@agency.test")
			if len(sess.User.Roles) != 1 || sess.User.Roles[0] != "agency" {
				t.Errorf("agency roles = %v", sess.User.Roles)
			}
			var users apiv1.Envelope[apiv1.Users]
			srv.Do(t, "GET", "/api/v1/users/list?roles=agency", admin.Token, nil).JSON(t, &users)
			if len(users.Data.Users) != 1 || users.Data.Users[0].AgencyName != "Northwind" {
				t.Errorf("agency list = %+v", users.Data.Users)
			}
		})
	})
}

func TestTeamRolesAndTenancy(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		admin := signUp(t, srv, "admin@a.test", "Company A")
		other := signUp(t, srv, "admin@b.test", "Company B")
		apptest.MustVerifyEmail(t, srv.App, "admin@a.test")
		for _, p := range []struct{ email, role string }{{"ta@a.test", "company_ta"}, {"panel@a.test", "company_panel"}} {
			if resp := srv.Do(t, "POST", "/api/v1/users/invite", admin.Token, map[string]any{"email": p.email, "designation": "X", "roles": []string{p.role}}); resp.Status != 200 {
				t.Fatalf("invite %s: %d %s", p.email, resp.Status, resp.Body)
			}
		}
		ta := acceptInvite(t, srv, "ta@a.test")
		panel := acceptInvite(t, srv, "panel@a.test")

		for _, tc := range []struct {
			name, who, method, path string
			body                    any
			want                    int
		}{
			{"PanelCannotInvite", panel.Token, "POST", "/api/v1/users/invite", map[string]any{"email": "z@a.test", "designation": "X", "roles": []string{"company_ta"}}, 403},
			{"TACanInviteAgency", ta.Token, "POST", "/api/v1/agencies/invite", map[string]any{"agency_name": "Acme Staffing", "email": "z@staff.test"}, 200},
			{"TACannotChangeRoles", ta.Token, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", panel.User.ID), map[string]any{"roles": []string{"company_admin"}}, 403},
			{"PanelCannotToggleFeatures", panel.Token, "PUT", "/api/v1/company/features", map[string]any{"group": "ats", "feature": "referral", "enabled": false}, 403},
			{"OtherCompanyUserIsNotFound", other.Token, "GET", fmt.Sprintf("/api/v1/users/%d", ta.User.ID), nil, 404},
			{"OtherCompanyCannotDeactivate", other.Token, "POST", fmt.Sprintf("/api/v1/users/%d/deactivate", ta.User.ID), nil, 404},
			{"OtherCompanyCannotChangeRoles", other.Token, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", ta.User.ID), map[string]any{"roles": []string{"company_admin"}}, 404},
			{"ErrCannotDropOwnAdmin", admin.Token, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", admin.User.ID), map[string]any{"roles": []string{"company_ta"}}, 400},
			{"ErrCannotDeactivateSelf", admin.Token, "POST", fmt.Sprintf("/api/v1/users/%d/deactivate", admin.User.ID), nil, 400},
			{"ErrUnknownFeature", admin.Token, "PUT", "/api/v1/company/features", map[string]any{"group": "ats", "feature": "teleport", "enabled": true}, 400},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if resp := srv.Do(t, tc.method, tc.path, tc.who, tc.body); resp.Status != tc.want {
					t.Errorf("%s %s = %d %s, want %d", tc.method, tc.path, resp.Status, resp.Body, tc.want)
				}
			})
		}
		t.Run("UsersListFiltersByRoleAndCompany", func(t *testing.T) {
			var out apiv1.Envelope[apiv1.Users]
			srv.Do(t, "GET", "/api/v1/users/list?roles=company_ta&roles=company_admin", admin.Token, nil).JSON(t, &out)
			var emails []string
			for _, u := range out.Data.Users {
				emails = append(emails, u.Email)
			}
			if strings.Join(emails, ",") != "admin@a.test,ta@a.test" && strings.Join(emails, ",") != "ta@a.test,admin@a.test" {
				t.Errorf("users = %v, want admin and ta of A only", emails)
			}
		})
		t.Run("ChangeRolesEndsSessions", func(t *testing.T) {
			resp := srv.Do(t, "PUT", fmt.Sprintf("/api/v1/users/%d/roles", panel.User.ID), admin.Token, map[string]any{"roles": []string{"company_panel", "company_hiring_manager"}})
			if resp.Status != 200 || !strings.Contains(resp.Body, "company_hiring_manager") {
				t.Fatalf("set roles: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", panel.Token, nil); resp.Status != 401 {
				t.Errorf("old token after role change: %d, want 401", resp.Status)
			}
		})
		t.Run("DeactivatedTokenStopsAtOnce", func(t *testing.T) {
			if resp := srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", ta.Token, nil); resp.Status != 200 {
				t.Fatalf("before: %d", resp.Status)
			}
			if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/users/%d/deactivate", ta.User.ID), admin.Token, nil); resp.Status != 200 {
				t.Fatalf("deactivate: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", ta.Token, nil); resp.Status != 401 {
				t.Errorf("deactivated user's token: %d, want 401", resp.Status)
			}
			if resp := srv.Do(t, "POST", "/api/v1/login", "", map[string]string{"email": "ta@a.test", "password": "invited pass"}); resp.Status != 403 {
				t.Errorf("deactivated login: %d %s, want 403", resp.Status, resp.Body)
			}
		})
	})
}

func TestDesignationsProfileFeedback(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		admin := signUp(t, srv, "admin@a.test", "Company A")
		other := signUp(t, srv, "admin@b.test", "Company B")
		var d apiv1.Envelope[apiv1.DesignationResult]
		resp := srv.Do(t, "POST", "/api/v1/designations", admin.Token, map[string]string{"title": "Staff Engineer"})
		resp.JSON(t, &d)
		if resp.Status != 200 || d.Data.Designation.Title != "Staff Engineer" {
			t.Fatalf("add: %d %s", resp.Status, resp.Body)
		}
		id := d.Data.Designation.ID
		for _, tc := range []struct {
			name, who, method, path string
			body                    any
			want                    int
		}{
			{"ErrDuplicate", admin.Token, "POST", "/api/v1/designations", map[string]string{"title": "Staff Engineer"}, 400},
			{"ErrEmpty", admin.Token, "POST", "/api/v1/designations", map[string]string{"title": " "}, 400},
			{"Rename", admin.Token, "PUT", fmt.Sprintf("/api/v1/designations/%d", id), map[string]string{"title": "Principal Engineer"}, 200},
			{"OtherCompanyRenameNotFound", other.Token, "PUT", fmt.Sprintf("/api/v1/designations/%d", id), map[string]string{"title": "Mine"}, 404},
			{"OtherCompanyDeleteNotFound", other.Token, "DELETE", fmt.Sprintf("/api/v1/designations/%d", id), nil, 404},
			{"ErrBadTimeZone", admin.Token, "PUT", "/api/v1/profile", map[string]string{"name": "Ada", "time_zone": "Mars/Olympus"}, 400},
			{"Profile", admin.Token, "PUT", "/api/v1/profile", map[string]string{"name": "Ada Lovelace", "time_zone": "Asia/Kolkata"}, 200},
			{"ErrWrongCurrentPassword", admin.Token, "POST", "/api/v1/profile/password", map[string]string{"current_password": "nope nope", "new_password": "a new password"}, 400},
			{"ErrFeedbackNoScore", admin.Token, "POST", "/api/v1/submit-product-feedback", map[string]any{"product_name": "ats", "description": "Nice"}, 400},
			{"ErrFeedbackScore11", admin.Token, "POST", "/api/v1/submit-product-feedback", map[string]any{"product_name": "ats", "score": 11}, 400},
			{"Feedback", admin.Token, "POST", "/api/v1/submit-product-feedback", map[string]any{"product_name": "ats", "description": "Nice", "score": 9}, 200},
			{"ErrFeedbackAnonymous", "", "POST", "/api/v1/submit-product-feedback", map[string]any{"score": 9}, 401},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if resp := srv.Do(t, tc.method, tc.path, tc.who, tc.body); resp.Status != tc.want {
					t.Errorf("%s %s = %d %s, want %d", tc.method, tc.path, resp.Status, resp.Body, tc.want)
				}
			})
		}
		if resp := srv.Do(t, "POST", "/api/v1/submit-product-feedback", admin.Token, map[string]any{"score": 0}); !strings.Contains(resp.Body, "Please select a score value") {
			t.Errorf("no score: %s", resp.Body)
		}
		var ctx apiv1.Envelope[apiv1.UnreadCount]
		srv.Do(t, "GET", "/api/v1/notifications/get-unread-count", admin.Token, nil).JSON(t, &ctx)
		if ctx.Data.User.Name != "Ada Lovelace" || ctx.Data.User.TimeZone != "Asia/Kolkata" {
			t.Errorf("context after profile change = %+v", ctx.Data.User)
		}
		t.Run("ChangePasswordKeepsThisSessionOnly", func(t *testing.T) {
			var out apiv1.Envelope[apiv1.TokenResult]
			resp := srv.Do(t, "POST", "/api/v1/profile/password", admin.Token, map[string]string{"current_password": "correct horse", "new_password": "a new password"})
			resp.JSON(t, &out)
			if resp.Status != 200 || out.Data.Token == "" {
				t.Fatalf("change password: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "GET", "/api/v1/profile", admin.Token, nil); resp.Status != 401 {
				t.Errorf("old token: %d, want 401", resp.Status)
			}
			if resp := srv.Do(t, "GET", "/api/v1/profile", out.Data.Token, nil); resp.Status != 200 {
				t.Errorf("new token: %d, want 200", resp.Status)
			}
			srv.Do(t, "POST", "/api/v1/profile/sign-out-everywhere", out.Data.Token, nil)
			if resp := srv.Do(t, "GET", "/api/v1/profile", out.Data.Token, nil); resp.Status != 401 {
				t.Errorf("after sign-out everywhere: %d, want 401", resp.Status)
			}
		})
	})
}

func TestPlatformAdmin(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		off := false
		srv := apptest.NewServer(t, db, apptest.ServerOptions{AutoApprove: &off})
		company := signUp(t, srv, "admin@a.test", "Company A")
		link, err := srv.Auth.CreatePlatformAdmin(context.Background(), "root@hirekit.test")
		if err != nil {
			t.Fatal(err)
		}
		if resp := srv.Do(t, "POST", "/api/v1/users/reset-password", "", map[string]string{"password": "platform pass", "reset_password_token": tokenOf(t, link)}); resp.Status != 200 {
			t.Fatalf("set password: %d %s", resp.Status, resp.Body)
		}
		var root apiv1.Envelope[apiv1.Session]
		srv.Do(t, "POST", "/api/v1/login", "", map[string]string{"email": "root@hirekit.test", "password": "platform pass"}).JSON(t, &root)
		path := "/api/v1/admin/companies"
		if resp := srv.Do(t, "GET", path, company.Token, nil); resp.Status != 403 {
			t.Errorf("company admin on platform page: %d, want 403", resp.Status)
		}
		var list apiv1.Page[apiv1.AdminCompanies]
		resp := srv.Do(t, "GET", path+"?per_page=10", root.Data.Token, nil)
		resp.JSON(t, &list)
		if resp.Status != 200 || list.Meta.Total != 1 || list.Data.Companies[0].Approved || list.Meta.PerPage != 10 {
			t.Fatalf("companies: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/admin/companies/%d/approve", company.Company.ID), root.Data.Token, nil); resp.Status != 200 || !strings.Contains(resp.Body, `"approved":true`) {
			t.Errorf("approve: %d %s", resp.Status, resp.Body)
		}
		// Tenant endpoints need a company: the platform admin names one.
		if resp := srv.Do(t, "GET", "/api/v1/users/list", root.Data.Token, nil); resp.Status != 400 {
			t.Errorf("users/list without company_id: %d, want 400", resp.Status)
		}
		if resp := srv.Do(t, "GET", fmt.Sprintf("/api/v1/users/list?company_id=%d", company.Company.ID), root.Data.Token, nil); resp.Status != 200 || !strings.Contains(resp.Body, "admin@a.test") {
			t.Errorf("users/list with company_id: %d %s", resp.Status, resp.Body)
		}
		t.Run("ActForCompany", func(t *testing.T) {
			if resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/login?admin=1&company_id=%d", company.Company.ID), "", map[string]string{"email": "admin@a.test", "password": "correct horse"}); resp.Status != 403 {
				t.Errorf("company admin acting: %d, want 403", resp.Status)
			}
			var acting apiv1.Envelope[apiv1.Session]
			resp := srv.Do(t, "POST", fmt.Sprintf("/api/v1/login?admin=1&company_id=%d", company.Company.ID), "", map[string]string{"email": "root@hirekit.test", "password": "platform pass"})
			resp.JSON(t, &acting)
			if resp.Status != 200 || acting.Data.Company == nil || acting.Data.Company.ID != company.Company.ID {
				t.Fatalf("act as: %d %s", resp.Status, resp.Body)
			}
			if resp := srv.Do(t, "GET", "/api/v1/users/list", acting.Data.Token, nil); resp.Status != 200 || !strings.Contains(resp.Body, "admin@a.test") {
				t.Errorf("acting token users/list: %d %s", resp.Status, resp.Body)
			}
			if n := count(t, db, "SELECT count(*) FROM audit_log WHERE action = 'company.act_as' AND company_id = ?", company.Company.ID); n != 1 {
				t.Errorf("audit rows = %d, want 1", n)
			}
		})
		t.Run("Feedback", func(t *testing.T) {
			srv.Do(t, "POST", "/api/v1/submit-product-feedback", company.Token, map[string]any{"product_name": "ats", "description": "Great", "score": 8})
			var fb apiv1.Page[apiv1.FeedbackEntries]
			resp := srv.Do(t, "GET", "/api/v1/admin/feedback", root.Data.Token, nil)
			resp.JSON(t, &fb)
			if resp.Status != 200 || fb.Meta.Total != 1 || fb.Data.Feedback[0].CompanyName != "Company A" || fb.Data.Feedback[0].Score != 8 {
				t.Errorf("feedback: %d %s", resp.Status, resp.Body)
			}
		})
	})
}
