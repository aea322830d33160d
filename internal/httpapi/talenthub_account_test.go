package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	netmail "net/mail"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

type prefsAnswer struct {
	Data apiv1.EmailPreferences `json:"data"`
}

func offKinds(p apiv1.EmailPreferences) []string {
	var off []string
	for _, k := range p.Kinds {
		if !k.Subscribed {
			off = append(off, k.Kind)
		}
	}
	return off
}

// TestOneClickUnsubscribe: a recruiter's mail to an applicant arrives with
// the RFC 8058 headers; a POST of its link, with no session, turns off
// exactly that kind for that address: the next such mail is suppressed,
// a transactional one and another optional kind still arrive. The
// talenthub account of the same address sees the opt-out, and a tampered
// token is refused everywhere.
func TestOneClickUnsubscribe(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		smtp := apptest.NewSMTPServer(t)
		srv := apptest.NewServer(t, db, apptest.ServerOptions{SMTPURL: "smtp://" + apptest.SMTPUser + ":" + apptest.SMTPPassword + "@" + smtp.Addr + "?auth=plain"})
		ctx := context.Background()
		ada := apptest.MustHubCandidate(t, srv.App, "ada")
		note := map[string]any{"Subject": "Next steps", "Paragraphs": []string{"Hello Ada"}}
		if err := srv.Mailer.SendAbout(ctx, "candidate_email", ada.Email, 0, 0, 0, note); err != nil {
			t.Fatal(err)
		}
		got := smtp.Wait(t, 1, 20*time.Second)
		msg, err := netmail.ReadMessage(strings.NewReader(got[0].Data))
		if err != nil {
			t.Fatal(err)
		}
		if msg.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post = %q", msg.Header.Get("List-Unsubscribe-Post"))
		}
		link, err := url.Parse(strings.Trim(msg.Header.Get("List-Unsubscribe"), "<>"))
		if err != nil || link.Path != "/api/v1/talenthub/unsubscribe" || link.Query().Get("token") == "" {
			t.Fatalf("List-Unsubscribe = %q", msg.Header.Get("List-Unsubscribe"))
		}
		token := link.Query().Get("token")

		// Tampered: another address's payload under this signature.
		parts := strings.Split(token, ".")
		eve := strings.Split(srv.Mailer.UnsubscribeToken("eve@hub.test", mail.CategoryApplicationMessages), ".")
		forged := parts[0] + "." + eve[1] + "." + parts[2]
		for _, bad := range []string{forged, token + "x", "u1.e30.e30", "nonsense"} {
			if r := srv.Do(t, "POST", "/api/v1/talenthub/unsubscribe?token="+url.QueryEscape(bad), "", nil); r.Status != 404 {
				t.Errorf("one-click with a bad token: %d %s", r.Status, r.Body)
			}
			if r := srv.Do(t, "GET", "/api/v1/talenthub/email-preferences/"+url.PathEscape(bad), "", nil); r.Status != 404 || !strings.Contains(r.Body, "This link is not valid") {
				t.Errorf("preferences with a bad token: %d %s", r.Status, r.Body)
			}
			if r := srv.Do(t, "PUT", "/api/v1/talenthub/email-preferences/"+url.PathEscape(bad), "", map[string]any{"unsubscribed": []string{"job_alerts"}}); r.Status != 404 {
				t.Errorf("set preferences with a bad token: %d %s", r.Status, r.Body)
			}
		}
		if offs, _ := srv.Mailer.OptOuts(ctx, "eve@hub.test"); len(offs) != 0 {
			t.Errorf("a forged token changed eve's preferences: %v", offs)
		}

		// The one-click POST as a mail client sends it: a form, no session.
		req, _ := http.NewRequest("POST", srv.HTTP.URL+link.RequestURI(), strings.NewReader("List-Unsubscribe=One-Click"))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := srv.HTTP.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("one-click unsubscribe: %d", resp.StatusCode)
		}
		// Opened in a browser instead, the link leads to the page.
		noFollow := *srv.HTTP.Client()
		noFollow.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		resp, err = noFollow.Get(srv.HTTP.URL + link.RequestURI())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/talenthub/email-preferences/"+token {
			t.Errorf("GET of the link: %d → %q", resp.StatusCode, resp.Header.Get("Location"))
		}

		var byToken prefsAnswer
		r := srv.Do(t, "GET", "/api/v1/talenthub/email-preferences/"+token, "", nil)
		r.JSON(t, &byToken)
		if r.Status != 200 || byToken.Data.Email != ada.Email || byToken.Data.Kind != mail.CategoryApplicationMessages ||
			!slices.Equal(offKinds(byToken.Data), []string{mail.CategoryApplicationMessages}) || len(byToken.Data.Kinds) != len(mail.Categories) {
			t.Errorf("preferences by token: %d %+v", r.Status, byToken.Data)
		}
		// The talenthub account of that address sees the same opt-out.
		var signedIn prefsAnswer
		srv.Do(t, "GET", "/api/v1/talenthub/candidate/email-preferences", ada.Token, nil).JSON(t, &signedIn)
		if !slices.Equal(offKinds(signedIn.Data), []string{mail.CategoryApplicationMessages}) {
			t.Errorf("signed-in preferences: %+v", signedIn.Data)
		}

		// Exactly that kind stops.
		if err := srv.Mailer.SendAbout(ctx, "candidate_email", ada.Email, 0, 0, 0, note); err != nil {
			t.Fatal(err)
		}
		if err := srv.Mailer.Send(ctx, "layoff_contact", ada.Email, 0, map[string]any{"Name": "Ada"}); err != nil {
			t.Fatal(err)
		}
		if err := srv.Mailer.Send(ctx, "application_received", ada.Email, 0, map[string]any{"Name": "Ada", "Job": "Go developer", "Company": "Alpha"}); err != nil {
			t.Fatal(err)
		}
		got = smtp.Wait(t, 3, 20*time.Second)
		time.Sleep(500 * time.Millisecond)
		got = smtp.Wait(t, 3, time.Second)
		if len(got) != 3 {
			t.Fatalf("received %d mails, want 3 (the second recruiter mail suppressed)", len(got))
		}
		for _, g := range got[1:] {
			if strings.Contains(g.Data, "Next steps") {
				t.Error("the recruiter's mail went after the unsubscribe")
			}
		}
		box, _ := srv.Mailer.Mailbox(ctx, ada.Email, 10)
		var statuses []string
		for _, m := range box {
			statuses = append(statuses, m.Kind+":"+m.Status)
		}
		if !slices.Contains(statuses, "candidate_email:suppressed") {
			t.Errorf("statuses %v: the suppressed mail is not recorded", statuses)
		}

		// PUT by token sets the whole list; an unknown kind is a 400.
		if r := srv.Do(t, "PUT", "/api/v1/talenthub/email-preferences/"+token, "", map[string]any{"unsubscribed": []string{"spam"}}); r.Status != 400 {
			t.Errorf("unknown kind: %d %s", r.Status, r.Body)
		}
		r = srv.Do(t, "PUT", "/api/v1/talenthub/email-preferences/"+token, "", map[string]any{"unsubscribed": []string{mail.CategoryJobAlerts}})
		r.JSON(t, &byToken)
		if r.Status != 200 || !slices.Equal(offKinds(byToken.Data), []string{mail.CategoryJobAlerts}) {
			t.Errorf("PUT by token: %d %+v", r.Status, byToken.Data)
		}
	})
}

// TestHubAccountCallsArePrivate: every company user, the platform admin,
// an applicant's passcode session and no session are refused on the
// candidate's private calls; another candidate reaches only their own.
func TestHubAccountCallsArePrivate(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		team := apptest.MustTeam(t, srv.App, "alpha")
		ada := apptest.MustHubCandidate(t, srv.App, "ada")
		bob := apptest.MustHubCandidate(t, srv.App, "bob")
		if err := srv.Mailer.SetOptOuts(ctx, ada.Email, []string{mail.CategoryJobAlerts}); err != nil {
			t.Fatal(err)
		}
		job := apptest.MustCreateRequisition(t, team.Ctx(t, recruit.RoleAdmin), srv.App, apptest.JobInput("Go developer"))
		app := apptest.MustAddApplication(t, team.Ctx(t, recruit.RoleAdmin), srv.App, job, "Ada", ada.Email)
		passcode, err := srv.Auth.IssueCandidateToken(team.Company.ID, app.CandidateID, app.ID, app.Slug)
		if err != nil {
			t.Fatal(err)
		}
		callers := map[string]string{"no session": "", "applicant passcode session": passcode,
			"platform admin": apptest.MustPlatformAdmin(t, srv.App, "platform pass")}
		for role, tok := range team.Tokens {
			callers[role] = tok
		}
		calls := []struct {
			method, path string
			body         any
		}{
			{"GET", "/api/v1/talenthub/candidate/email-preferences", nil},
			{"PUT", "/api/v1/talenthub/candidate/email-preferences", map[string]any{"unsubscribed": []string{}}},
			{"GET", "/api/v1/talenthub/candidate/export", nil},
			{"DELETE", "/api/v1/talenthub/candidate/account?confirm=ada", nil},
		}
		for who, tok := range callers {
			for _, c := range calls {
				r := srv.Do(t, c.method, c.path, tok, c.body)
				want := []int{403, 404}
				if tok == "" {
					want = []int{401}
				}
				if !slices.Contains(want, r.Status) {
					t.Errorf("%s: %s %s = %d %.200s, want %v", who, c.method, c.path, r.Status, r.Body, want)
				}
			}
		}
		// Bob reaches only his own: his preferences, his export, and his
		// username does not delete Ada.
		r := srv.Do(t, "PUT", "/api/v1/talenthub/candidate/email-preferences", bob.Token, map[string]any{"unsubscribed": []string{mail.CategoryTalenthubNews}})
		var p prefsAnswer
		r.JSON(t, &p)
		if p.Data.Email != bob.Email {
			t.Errorf("bob's preferences are for %q", p.Data.Email)
		}
		if offs, _ := srv.Mailer.OptOuts(ctx, ada.Email); !slices.Equal(offs, []string{mail.CategoryJobAlerts}) {
			t.Errorf("bob's change reached ada's preferences: %v", offs)
		}
		r = srv.Do(t, "GET", "/api/v1/talenthub/candidate/export", bob.Token, nil)
		if r.Status != 200 || strings.Contains(r.Body, "ada") {
			t.Errorf("bob's export: %d, mentions ada: %v", r.Status, strings.Contains(r.Body, "ada"))
		}
		if r := srv.Do(t, "DELETE", "/api/v1/talenthub/candidate/account?confirm=ada", bob.Token, nil); r.Status != 400 {
			t.Errorf("bob confirming with ada's username: %d %s", r.Status, r.Body)
		}
		var n int
		db.Read.QueryRowContext(ctx, "SELECT count(*) FROM hub_candidates").Scan(&n)
		if n != 2 {
			t.Errorf("%d candidates left, want both", n)
		}
	})
}

// TestHubExportAndDelete: the export is a zip with every row held about
// the candidate and their files; the deletion removes rows, files and
// sessions, keeps the opt-outs and the application, and tells the company.
func TestHubExportAndDelete(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		team := apptest.MustTeam(t, srv.App, "alpha")
		ada := apptest.MustHubCandidate(t, srv.App, "ada")
		bob := apptest.MustHubCandidate(t, srv.App, "bob")
		files := map[string]string{"hub/avatars/ada.png": "PNG of ada", "hub/resumes/ada.pdf": "PDF of ada", "hub/resumes/bob.pdf": "PDF of bob"}
		for k, v := range files {
			if _, err := srv.Blobs.Put(ctx, k, strings.NewReader(v), "application/octet-stream"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET avatar_key = ?, resume_key = ?, resume_name = ?, headline = ? WHERE id = ?`,
			"hub/avatars/ada.png", "hub/resumes/ada.pdf", "Ada CV.pdf", "Engineer", ada.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET resume_key = ? WHERE id = ?`, "hub/resumes/bob.pdf", bob.ID); err != nil {
			t.Fatal(err)
		}
		if err := srv.Mailer.SetOptOuts(ctx, ada.Email, []string{mail.CategoryJobAlerts}); err != nil {
			t.Fatal(err)
		}
		job := apptest.MustCreateRequisition(t, team.Ctx(t, recruit.RoleAdmin), srv.App, apptest.JobInput("Go developer"))
		app := apptest.MustAddApplication(t, team.Ctx(t, recruit.RoleAdmin), srv.App, job, "Ada Lovelace", strings.ToUpper(ada.Email))

		r := srv.Do(t, "GET", "/api/v1/talenthub/candidate/export", ada.Token, nil)
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/zip" || !strings.Contains(r.Header.Get("Content-Disposition"), "talenthub-ada.zip") {
			t.Fatalf("export: %d %v", r.Status, r.Header)
		}
		zr, err := zip.NewReader(bytes.NewReader([]byte(r.Body)), int64(len(r.Body)))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, f := range zr.File {
			rc, _ := f.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			got[f.Name] = string(b)
		}
		var profile struct {
			Tables map[string][]map[string]any `json:"tables"`
		}
		if err := json.Unmarshal([]byte(got["profile.json"]), &profile); err != nil {
			t.Fatalf("profile.json: %v", err)
		}
		if c := profile.Tables["hub_candidates"]; len(c) != 1 || c[0]["headline"] != "Engineer" || c[0]["email"] != ada.Email {
			t.Errorf("hub_candidates = %v", c)
		}
		if o := profile.Tables["mail_opt_outs"]; len(o) != 1 || o[0]["kind"] != mail.CategoryJobAlerts {
			t.Errorf("mail_opt_outs = %v", o)
		}
		if got["files/avatar.png"] != "PNG of ada" || got["files/resume-Ada_CV.pdf"] != "PDF of ada" {
			t.Errorf("files in the zip: %v", slices.Sorted(func(yield func(string) bool) {
				for k := range got {
					if !yield(k) {
						return
					}
				}
			}))
		}

		// A wrong confirmation deletes nothing.
		if r := srv.Do(t, "DELETE", "/api/v1/talenthub/candidate/account?confirm=ad", ada.Token, nil); r.Status != 400 || !strings.Contains(r.Body, "Please type your username") {
			t.Errorf("wrong confirmation: %d %s", r.Status, r.Body)
		}
		if r := srv.Do(t, "DELETE", "/api/v1/talenthub/candidate/account?confirm=ada", ada.Token, nil); r.Status != 200 {
			t.Fatalf("delete: %d %s", r.Status, r.Body)
		}
		// The session is over.
		if r := srv.Do(t, "GET", "/api/v1/talenthub/candidate/email-preferences", ada.Token, nil); r.Status != 401 {
			t.Errorf("the deleted account's session: %d %s", r.Status, r.Body)
		}
		var n int
		db.Read.QueryRowContext(ctx, "SELECT count(*) FROM hub_candidates WHERE id = ?", ada.ID).Scan(&n)
		if n != 0 {
			t.Error("ada's row is still there")
		}
		blobs, err := apptest.BlobKeys(srv.Config.BlobURL)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range blobs {
			if strings.Contains(k, "ada") {
				t.Errorf("ada's file %s is still there", k)
			}
		}
		if !slices.Contains(blobs, "hub/resumes/bob.pdf") {
			t.Errorf("bob's resume went too: %v", blobs)
		}
		// Kept: the opt-outs (mail stays stopped) and the application,
		// whose company is told.
		if offs, _ := srv.Mailer.OptOuts(ctx, ada.Email); !slices.Equal(offs, []string{mail.CategoryJobAlerts}) {
			t.Errorf("opt-outs after deletion = %v", offs)
		}
		if _, err := srv.ATS.Application(team.Ctx(t, recruit.RoleAdmin), app.Slug); err != nil {
			t.Errorf("the application went with the account: %v", err)
		}
		var titles []string
		if err := db.Read.NewRaw("SELECT title FROM notifications WHERE company_id = ? AND kind = ? AND user_id = ?",
			team.Company.ID, "candidate_left_talenthub", team.Users[recruit.RoleAdmin].ID).Scan(ctx, &titles); err != nil {
			t.Fatal(err)
		}
		if len(titles) != 1 || !strings.Contains(titles[0], "Ada Lovelace deleted their talenthub account") || !strings.Contains(titles[0], "Go developer") {
			t.Errorf("admin's notifications = %q", titles)
		}
		// Bob is untouched.
		if r := srv.Do(t, "GET", "/api/v1/talenthub/candidate/email-preferences", bob.Token, nil); r.Status != 200 {
			t.Errorf("bob after ada's deletion: %d", r.Status)
		}
	})
}

// TestDeletedAccountTokenOpensNoOtherAccount: a session token names an id
// and a session version; after a deletion the next account must not get
// the same id (SQLite reuses the largest rowid without AUTOINCREMENT).
func TestDeletedAccountTokenOpensNoOtherAccount(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		ada := apptest.MustHubCandidate(t, srv.App, "ada")
		if r := srv.Do(t, "DELETE", "/api/v1/talenthub/candidate/account?confirm=ada", ada.Token, nil); r.Status != 200 {
			t.Fatalf("delete: %d %s", r.Status, r.Body)
		}
		eve := apptest.MustHubCandidate(t, srv.App, "eve")
		if eve.ID == ada.ID {
			t.Errorf("the next account got the deleted account's id %d", ada.ID)
		}
		if r := srv.Do(t, "GET", "/api/v1/talenthub/candidate/email-preferences", ada.Token, nil); r.Status != 401 {
			t.Errorf("the deleted account's token: %d %.200s", r.Status, r.Body)
		}
	})
}
