package layoffs_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/layoffs"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

type person struct {
	ID          int64    `json:"id"`
	Name        string   `json:"name"`
	Email       string   `json:"email"`
	State       string   `json:"state"`
	Skills      []string `json:"skills"`
	Location    string   `json:"location"`
	ConsentedAt *string  `json:"consented_at"`
	RemovedBy   string   `json:"removed_by"`
}

type world struct {
	srv   *apptest.Server
	alpha *apptest.Team
	beta  *apptest.Team
	db    *sqldb.DB
}

func newWorld(t *testing.T, db *sqldb.DB) *world {
	srv := apptest.NewServer(t, db, apptest.ServerOptions{})
	return &world{srv: srv, alpha: apptest.MustTeam(t, srv.App, "alpha"), beta: apptest.MustTeam(t, srv.App, "beta"), db: db}
}

func (w *world) add(t *testing.T, tm *apptest.Team, name, email string) person {
	t.Helper()
	r := w.srv.Do(t, http.MethodPost, "/api/v1/company/layoffs", tm.Tokens[recruit.RoleAdmin], map[string]any{
		"name": name, "email": email, "role": "Backend engineer", "skills": []string{"Go", "PostgreSQL", " go "},
		"location": "Pune, India", "linkedin_url": "https://www.linkedin.com/in/" + strings.ToLower(strings.Fields(name)[0])})
	if r.Status != http.StatusOK {
		t.Fatalf("add %s: %d %s", email, r.Status, r.Body)
	}
	var out struct {
		Data struct {
			Person person `json:"person"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	return out.Data.Person
}

// token is the person's link token from the mail with subject and a link
// with action.
func (w *world) token(t *testing.T, email, subject, action string) string {
	t.Helper()
	link := w.srv.WaitForMail(t, email, subject, "action="+action)
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimPrefix(u.Path, "/layoffs/consent/")
}

func (w *world) decide(t *testing.T, token, action string) (int, string) {
	t.Helper()
	r := w.srv.Do(t, http.MethodPost, "/api/v1/layoffs/link", "", map[string]string{"token": token, "action": action})
	return r.Status, r.Body
}

func (w *world) public(t *testing.T, query string) (string, []person) {
	t.Helper()
	r := w.srv.Do(t, http.MethodGet, "/api/v1/layoffs"+query, "", nil)
	if r.Status != http.StatusOK {
		t.Fatalf("public page: %d %s", r.Status, r.Body)
	}
	var out struct {
		Data struct {
			People []person `json:"people"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	return r.Body, out.Data.People
}

func (w *world) own(t *testing.T, tm *apptest.Team) []person {
	t.Helper()
	r := w.srv.Do(t, http.MethodGet, "/api/v1/company/layoffs", tm.Tokens[recruit.RoleAdmin], nil)
	if r.Status != http.StatusOK {
		t.Fatalf("own list: %d %s", r.Status, r.Body)
	}
	var out struct {
		Data struct {
			People []person `json:"people"`
		} `json:"data"`
	}
	r.JSON(t, &out)
	return out.Data.People
}

const consentSubject = "would like to help you"

func TestConsentListingAndRemoval(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		p := w.add(t, w.alpha, "Asha Rao", "Asha.Rao@Example.com")
		if p.State != "pending" || p.Email != "asha.rao@example.com" || len(p.Skills) != 2 {
			t.Fatalf("added: %+v", p)
		}
		// Pending: not on the public page.
		if _, people := w.public(t, ""); len(people) != 0 {
			t.Fatalf("listed before consent: %+v", people)
		}
		token := w.token(t, p.Email, consentSubject, "consent")
		r := w.srv.Do(t, http.MethodGet, "/api/v1/layoffs/link?token="+token, "", nil)
		if r.Status != http.StatusOK || !strings.Contains(r.Body, `"state":"pending"`) || !strings.Contains(r.Body, "alpha") {
			t.Fatalf("link: %d %s", r.Status, r.Body)
		}
		if status, body := w.decide(t, token, "consent"); status != http.StatusOK || !strings.Contains(body, `"state":"listed"`) {
			t.Fatalf("consent: %d %s", status, body)
		}
		// Recorded with time, address and the sentence.
		var rec struct {
			IP   string `bun:"consent_ip"`
			Text string `bun:"consent_text"`
		}
		if err := db.Read.NewRaw("SELECT consent_ip, consent_text FROM layoff_people WHERE id = ?", p.ID).Scan(context.Background(), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.IP == "" || !strings.HasPrefix(rec.Text, "I agree") {
			t.Fatalf("consent record: %+v", rec)
		}
		body, people := w.public(t, "")
		if len(people) != 1 || people[0].Name != "Asha Rao" {
			t.Fatalf("public after consent: %s", body)
		}
		if strings.Contains(strings.ToLower(body), "example.com") || strings.Contains(body, "@") || strings.Contains(body, "email") {
			t.Fatalf("public answer shows an email: %s", body)
		}
		// Filters.
		if _, people := w.public(t, "?skill=postgres&location=pune"); len(people) != 1 {
			t.Fatalf("filter match: %+v", people)
		}
		if _, people := w.public(t, "?skill=rust"); len(people) != 0 {
			t.Fatalf("filter miss: %+v", people)
		}
		if _, people := w.public(t, "?location=%25"); len(people) != 0 {
			t.Fatalf("a %% is a character, not a wildcard: %+v", people)
		}
		// The confirmation mail carries the removal link; it removes at once.
		remove := w.token(t, p.Email, "You are listed", "remove")
		if remove != token {
			t.Fatalf("removal token differs from the consent one")
		}
		for i := 0; i < 2; i++ { // idempotent
			if status, body := w.decide(t, remove, "remove"); status != http.StatusOK || !strings.Contains(body, `"state":"removed"`) {
				t.Fatalf("remove %d: %d %s", i, status, body)
			}
		}
		if _, people := w.public(t, ""); len(people) != 0 {
			t.Fatalf("listed after removal: %+v", people)
		}
		own := w.own(t, w.alpha)
		if len(own) != 1 || own[0].State != "removed" || own[0].RemovedBy != "person" || own[0].Location != "" || own[0].ConsentedAt == nil {
			t.Fatalf("company's view after removal: %+v", own)
		}
		// The old link cannot list them again, nor can the company re-add them.
		if status, _ := w.decide(t, token, "consent"); status != http.StatusConflict {
			t.Fatalf("consent after removal: %d", status)
		}
		r = w.srv.Do(t, http.MethodPost, "/api/v1/company/layoffs", w.alpha.Tokens[recruit.RoleAdmin], map[string]any{
			"name": "Asha Rao", "email": "asha.rao@example.com", "role": "Engineer"})
		if r.Status != http.StatusBadRequest || !strings.Contains(r.Body, "already on your list") {
			t.Fatalf("re-add: %d %s", r.Status, r.Body)
		}
	})
}

func TestDeclineAndCompanyWithdraw(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		p := w.add(t, w.alpha, "Ben Okafor", "ben@example.com")
		token := w.token(t, p.Email, consentSubject, "decline")
		if status, body := w.decide(t, token, "decline"); status != http.StatusOK || !strings.Contains(body, `"state":"declined"`) {
			t.Fatalf("decline: %d %s", status, body)
		}
		if status, _ := w.decide(t, token, "consent"); status != http.StatusConflict {
			t.Fatalf("consent after decline: %d", status)
		}
		// Resend only for pending.
		r := w.srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/layoffs/%d/resend", p.ID), w.alpha.Tokens[recruit.RoleAdmin], nil)
		if r.Status != http.StatusConflict {
			t.Fatalf("resend declined: %d %s", r.Status, r.Body)
		}
		// The company withdraws a listed person.
		q := w.add(t, w.alpha, "Chen Li", "chen@example.com")
		qt := w.token(t, q.Email, consentSubject, "consent")
		if status, _ := w.decide(t, qt, "consent"); status != http.StatusOK {
			t.Fatal("consent")
		}
		for i := 0; i < 2; i++ {
			r = w.srv.Do(t, http.MethodDelete, fmt.Sprintf("/api/v1/company/layoffs/%d", q.ID), w.alpha.Tokens[recruit.RoleAdmin], nil)
			if r.Status != http.StatusOK || !strings.Contains(r.Body, `"removed_by":"company"`) {
				t.Fatalf("withdraw %d: %d %s", i, r.Status, r.Body)
			}
		}
		if _, people := w.public(t, ""); len(people) != 0 {
			t.Fatalf("listed after withdrawal: %+v", people)
		}
	})
}

func TestOtherCompaniesAndRoles(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		p := w.add(t, w.alpha, "Dana Cruz", "dana@example.com")
		if own := w.own(t, w.beta); len(own) != 0 {
			t.Fatalf("beta sees alpha's people: %+v", own)
		}
		beta := w.beta.Tokens[recruit.RoleAdmin]
		for _, c := range []struct{ method, path string }{
			{http.MethodDelete, fmt.Sprintf("/api/v1/company/layoffs/%d", p.ID)},
			{http.MethodPost, fmt.Sprintf("/api/v1/company/layoffs/%d/resend", p.ID)},
		} {
			if r := w.srv.Do(t, c.method, c.path, beta, nil); r.Status != http.StatusNotFound {
				t.Fatalf("beta %s %s: %d %s", c.method, c.path, r.Status, r.Body)
			}
		}
		if own := w.own(t, w.alpha); len(own) != 1 || own[0].State != "pending" {
			t.Fatalf("alpha's person changed: %+v", own)
		}
		// Only admins manage the list; signed out is 401.
		for _, role := range []string{recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
			if r := w.srv.Do(t, http.MethodGet, "/api/v1/company/layoffs", w.alpha.Tokens[role], nil); r.Status != http.StatusForbidden {
				t.Fatalf("%s: %d", role, r.Status)
			}
		}
		if r := w.srv.Do(t, http.MethodGet, "/api/v1/company/layoffs", "", nil); r.Status != http.StatusUnauthorized {
			t.Fatalf("signed out: %d", r.Status)
		}
	})
}

func TestTamperedTokens(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		p := w.add(t, w.alpha, "Eva Novak", "eva@example.com")
		token := w.token(t, p.Email, consentSubject, "consent")
		flip := []byte(token)
		if flip[5] == 'A' {
			flip[5] = 'B'
		} else {
			flip[5] = 'A'
		}
		for _, bad := range []string{string(flip), token[:42], token + "A", "", "not-a-token"} {
			if status, body := w.decide(t, bad, "consent"); status != http.StatusNotFound && status != http.StatusBadRequest {
				t.Fatalf("tampered %q: %d %s", bad, status, body)
			}
			r := w.srv.Do(t, http.MethodGet, "/api/v1/layoffs/link?token="+url.QueryEscape(bad), "", nil)
			if r.Status != http.StatusNotFound && r.Status != http.StatusBadRequest {
				t.Fatalf("link %q: %d", bad, r.Status)
			}
		}
		if status, _ := w.decide(t, token, "publish"); status != http.StatusBadRequest {
			t.Fatalf("unknown action: %d", status)
		}
		// Resending replaces the link: the old one is refused.
		r := w.srv.Do(t, http.MethodPost, fmt.Sprintf("/api/v1/company/layoffs/%d/resend", p.ID), w.alpha.Tokens[recruit.RoleAdmin], nil)
		if r.Status != http.StatusOK {
			t.Fatalf("resend: %d %s", r.Status, r.Body)
		}
		if status, _ := w.decide(t, token, "consent"); status != http.StatusNotFound {
			t.Fatalf("old link after resend: %d", status)
		}
		if _, people := w.public(t, ""); len(people) != 0 {
			t.Fatalf("a refused link listed someone: %+v", people)
		}
	})
}

// TestContact is M5 of security review 3: anyone could mail a listed
// person in a name of their choosing, with live links. The message now
// waits until its sender confirms their address through a mailed link;
// the person's mail says who is unverified, and shows links as text.
func TestContact(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		p := w.add(t, w.alpha, "Femi Ade", "femi@example.com")
		msg := map[string]string{"name": "Famous CEO", "email": "gita@beta.test", "company": "BigCorp",
			"message": "We would like to interview you. Please confirm your identity at https://evil.test/login or www.evil.test."}
		path := fmt.Sprintf("/api/v1/layoffs/%d/contact", p.ID)
		// Pending people cannot be written to.
		if r := w.srv.Do(t, http.MethodPost, path, "", msg); r.Status != http.StatusNotFound {
			t.Fatalf("contact pending: %d %s", r.Status, r.Body)
		}
		token := w.token(t, p.Email, consentSubject, "consent")
		if status, _ := w.decide(t, token, "consent"); status != http.StatusOK {
			t.Fatal("consent")
		}
		bad := map[string]string{"name": "Gita", "email": "not an email", "company": "Beta", "message": "Hi"}
		if r := w.srv.Do(t, http.MethodPost, path, "", bad); r.Status != http.StatusBadRequest || !strings.Contains(r.Body, "valid email") {
			t.Fatalf("bad email: %d %s", r.Status, r.Body)
		}
		r := w.srv.Do(t, http.MethodPost, path, "", msg)
		if r.Status != http.StatusOK || !strings.Contains(r.Body, "confirm your address") || strings.Contains(r.Body, "femi@") {
			t.Fatalf("contact: %d %s", r.Status, r.Body)
		}
		// The sender is asked to confirm; the mail carries none of their words.
		link := w.srv.WaitForMail(t, "gita@beta.test", "Confirm your message to Femi Ade", "/layoffs/contact/")
		sent := func(to string) []string {
			t.Helper()
			msgs, err := w.srv.Mailer.Mailbox(context.Background(), to, 50)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, m := range msgs {
				out = append(out, m.Subject+"\n"+m.Text)
			}
			return out
		}
		for _, m := range sent("gita@beta.test") {
			if strings.Contains(m, "evil") || strings.Contains(m, "Famous CEO") {
				t.Errorf("the confirmation mail carries the sender's text:\n%s", m)
			}
		}
		for _, m := range sent(p.Email) {
			if strings.Contains(m, "BigCorp") {
				t.Fatalf("the person was mailed before the sender confirmed:\n%s", m)
			}
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		contactToken := strings.TrimPrefix(u.Path, "/layoffs/contact/")
		confirm := func(tok string) (int, string) {
			r := w.srv.Do(t, http.MethodPost, "/api/v1/layoffs/confirm-contact", "", map[string]string{"token": tok})
			return r.Status, r.Body
		}
		if status, body := confirm(strings.Repeat("A", 43)); status != http.StatusNotFound {
			t.Errorf("unknown token: %d %s", status, body)
		}
		for i := 0; i < 2; i++ { // a second click sends nothing more
			if status, body := confirm(contactToken); status != http.StatusOK || !strings.Contains(body, "on its way") {
				t.Fatalf("confirm %d: %d %s", i, status, body)
			}
		}
		remove := w.token(t, p.Email, "A message for you", "remove")
		if remove != token {
			t.Fatal("the contact mail's removal link differs")
		}
		var got []string
		for _, m := range sent(p.Email) {
			if strings.Contains(m, "BigCorp") {
				got = append(got, m)
			}
		}
		if len(got) != 1 {
			t.Fatalf("the person got %d messages, want 1", len(got))
		}
		for _, want := range []string{"not verified", "checked only that they read mail at gita@beta.test",
			"[external link: hxxps[:]//evil[.]test/login]", "[external link: www[.]evil[.]test[.]]"} {
			if !strings.Contains(got[0], want) {
				t.Errorf("the person's mail lacks %q:\n%s", want, got[0])
			}
		}
		if strings.Contains(got[0], "https://evil") || strings.HasPrefix(got[0], "Famous CEO") {
			t.Errorf("the person's mail has a live link or the sender's name first:\n%s", got[0])
		}
		// One sender address writes at most 5 a day, from any address.
		ctx := context.Background()
		in := layoffs.ContactInput{Name: "G", Email: "many@beta.test", Company: "Beta", Message: "Hi"}
		for i := 1; i <= 6; i++ {
			in.IP = fmt.Sprintf("192.0.2.%d", i)
			err := w.srv.App.Layoffs.Contact(ctx, p.ID, in)
			if want := i == 6; (recruit.ErrorCode(err) == recruit.ETHROTTLED) != want {
				t.Errorf("message %d from one sender: %v, throttled want %v", i, err, want)
			}
		}
		if status, _ := w.decide(t, remove, "remove"); status != http.StatusOK {
			t.Fatal("remove")
		}
		if status, body := confirm(contactToken); status != http.StatusOK {
			t.Errorf("confirming a sent message after removal: %d %s", status, body)
		}
	})
}

func TestValidation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db)
		admin := w.alpha.Tokens[recruit.RoleAdmin]
		ok := map[string]any{"name": "Hana", "email": "hana@example.com", "role": "Designer"}
		for _, c := range []struct {
			field string
			value any
			want  string
		}{
			{"name", "", "Please enter name"},
			{"name", strings.Repeat("n", 151), "Name is too long"},
			{"name", "Ha\x00na", ""},
			{"email", "", "Please enter email"},
			{"email", "hana@", "Please enter a valid email address"},
			{"role", "", "Please enter role"},
			{"role", "Design\ner", "control characters"},
			{"location", strings.Repeat("l", 151), "Location is too long"},
			{"skills", []string{strings.Repeat("s", 51)}, "Skill is too long"},
			{"linkedin_url", "http://linkedin.com/in/hana", "LinkedIn"},
			{"linkedin_url", "https://evil.test/linkedin.com", "LinkedIn"},
		} {
			body := map[string]any{}
			for k, v := range ok {
				body[k] = v
			}
			body[c.field] = c.value
			r := w.srv.Do(t, http.MethodPost, "/api/v1/company/layoffs", admin, body)
			if r.Status != http.StatusBadRequest || !strings.Contains(r.Body, c.want) {
				t.Fatalf("%s=%q: %d %s", c.field, c.value, r.Status, r.Body)
			}
		}
		many := make([]string, 21)
		for i := range many {
			many[i] = fmt.Sprint("skill", i)
		}
		ok["skills"] = many
		if r := w.srv.Do(t, http.MethodPost, "/api/v1/company/layoffs", admin, ok); r.Status != http.StatusBadRequest {
			t.Fatalf("21 skills: %d", r.Status)
		}
		if own := w.own(t, w.alpha); len(own) != 0 {
			t.Fatalf("a refused person was added: %+v", own)
		}
	})
}
