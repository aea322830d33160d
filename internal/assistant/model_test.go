package assistant_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// fixedDirectory is the company as a grammar Directory, from records the
// test made (the grammar's own Directory replaces it once merged): a
// candidate matches a name it contains.
type fixedDirectory struct {
	people    []grammar.Person
	users     []grammar.Person
	templates []grammar.Template
	jobs      []grammar.Named
}

func (d fixedDirectory) Candidates(_ context.Context, name string, limit int) ([]grammar.Person, error) {
	out := []grammar.Person{}
	for _, p := range d.people {
		if strings.Contains(strings.ToLower(p.Name), strings.ToLower(name)) && len(out) < limit {
			out = append(out, p)
		}
	}
	return out, nil
}
func (d fixedDirectory) Users(context.Context) ([]grammar.Person, error)    { return d.users, nil }
func (d fixedDirectory) Agencies(context.Context) ([]grammar.Person, error) { return nil, nil }
func (d fixedDirectory) Rounds(context.Context) ([]grammar.Named, error)    { return nil, nil }
func (d fixedDirectory) Templates(context.Context) ([]grammar.Template, error) {
	return d.templates, nil
}
func (d fixedDirectory) Jobs(context.Context) ([]grammar.Named, error) { return d.jobs, nil }
func (d fixedDirectory) Designations(context.Context) ([]grammar.Named, error) {
	return nil, nil
}
func (d fixedDirectory) Questions(context.Context, int64) ([]grammar.ScreeningQuestion, error) {
	return nil, nil
}

// fakeModel is the chat-completions contract: it answers what answer
// returns and keeps the last request.
type fakeModel struct {
	mu     sync.Mutex
	last   map[string]any
	auth   string
	answer func() (int, string, time.Duration)
}

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	f.mu.Lock()
	_ = json.Unmarshal(b, &f.last)
	f.auth = r.Header.Get("Authorization")
	answer := f.answer
	f.mu.Unlock()
	status, body, wait := answer()
	select {
	case <-time.After(wait):
	case <-r.Context().Done():
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

// toolCall is a chat completion answering with calls of name(arguments).
func toolCall(calls ...[2]string) string {
	tc := []map[string]any{}
	for i, c := range calls {
		tc = append(tc, map[string]any{"id": "call_" + string(rune('a'+i)), "type": "function",
			"function": map[string]any{"name": c[0], "arguments": c[1]}})
	}
	b, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": "", "tool_calls": tc}}}})
	return string(b)
}

// TestModel asks an in-process fake of the chat-completions API: its tool
// call becomes the action when it fits the schema and names only records
// it was shown; an error, a timeout, a second call, an unknown function,
// a key outside the schema or an invented slug leave the grammar's answer.
// The request carries the schemas as tools and only the records the
// prompt's words name.
func TestModel(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		ada := apptest.MustAddApplication(t, admin, a, job, "Ada Lovelace", "ada@x.test")
		zed := apptest.MustAddApplication(t, admin, a, job, "Zed Shaw", "zed@x.test")
		templates, err := a.ATS.TextTemplates(admin)
		if err != nil {
			t.Fatal(err)
		}
		dir := fixedDirectory{jobs: []grammar.Named{{ID: job.ID, Name: job.Title}}}
		for _, app := range []struct{ slug, name string }{{ada.Slug, "Ada Lovelace"}, {zed.Slug, "Zed Shaw"}} {
			dir.people = append(dir.people, grammar.Person{Slug: app.slug, Name: app.name, RequisitionID: job.ID, RequisitionTitle: job.Title})
		}
		var rejection int64
		for _, tpl := range templates {
			dir.templates = append(dir.templates, grammar.Template{ID: tpl.ID, Name: tpl.Name, Subject: tpl.Subject, Body: tpl.Body})
			if tpl.Name == "Rejection after screen" {
				rejection = tpl.ID
			}
		}
		if rejection == 0 {
			t.Fatal("a new company has no 'Rejection after screen' template")
		}
		fake := &fakeModel{}
		srv := httptest.NewServer(fake)
		defer srv.Close()
		svc := *a.Assistant
		svc.Directory = dir
		svc.Model = assistant.NewModel(srv.URL+"/v1", "small-model", "k-1", 300*time.Millisecond)
		set := func(status int, body string, wait time.Duration) {
			fake.mu.Lock()
			fake.answer = func() (int, string, time.Duration) { return status, body, wait }
			fake.mu.Unlock()
		}
		const prompt = "send the rejection email to ada"
		email := `{"template_data": {"id": ` + jsonInt(rejection) + `, "subject": "", "body": ""}, "candidate_application_data": {"slug": "` + ada.Slug + `"}}`

		set(200, toolCall([2]string{action.SendEmail, email}), 0)
		p, err := svc.ParsePrompt(admin, prompt, "Asia/Kolkata")
		if err != nil {
			t.Fatal(err)
		}
		var f action.Email
		if err := json.Unmarshal(p.Fields, &f); err != nil || p.Action != action.SendEmail || p.Source != "model" ||
			f.CandidateApplicationData.Name != "Ada Lovelace" || f.TemplateData.ID != rejection {
			t.Fatalf("got %+v (%s) %v", p, p.Fields, err)
		}
		// What was sent: the key, the model, a tool per kind with an
		// object schema, Ada and the rejection template, not Zed nor Offer.
		fake.mu.Lock()
		last, auth := fake.last, fake.auth
		fake.mu.Unlock()
		if auth != "Bearer k-1" || last["model"] != "small-model" {
			t.Errorf("auth %q model %v", auth, last["model"])
		}
		tools, _ := last["tools"].([]any)
		if len(tools) != len(action.Kinds) {
			t.Fatalf("%d tools, want %d", len(tools), len(action.Kinds))
		}
		for i, tl := range tools {
			fn := tl.(map[string]any)["function"].(map[string]any)
			if fn["name"] != action.Kinds[i] || fn["parameters"].(map[string]any)["type"] != "object" {
				t.Errorf("tool %d: %v", i, fn)
			}
		}
		msgs, _ := json.Marshal(last["messages"])
		for _, want := range []string{ada.Slug, "Rejection after screen", prompt} {
			if !strings.Contains(string(msgs), want) {
				t.Errorf("the request lacks %q: %s", want, msgs)
			}
		}
		for _, never := range []string{zed.Slug, "Zed", "Offer", "Interview invitation"} {
			if strings.Contains(string(msgs), never) {
				t.Errorf("the request names %q, which the prompt does not: %s", never, msgs)
			}
		}
		// The parsed action performs: the rejection goes to Ada.
		res, err := svc.Perform(admin, assistant.Request{Action: p.Action, Fields: p.Fields, Message: prompt})
		if err != nil || res.Message != "Email sent successfully" {
			t.Fatalf("perform: %+v %v", res, err)
		}
		if n := count(t, db, "SELECT count(*) FROM mail_messages WHERE to_address = 'ada@x.test' AND subject = ?", "Your application for Backend at alpha"); n != 1 {
			t.Errorf("%d rejections mailed to Ada, want 1", n)
		}

		for _, tc := range []struct {
			name   string
			status int
			body   string
			wait   time.Duration
		}{
			{"ServerError", 500, `{"error": "boom"}`, 0},
			{"Slow", 200, toolCall([2]string{action.SendEmail, email}), 3 * time.Second},
			{"NoCall", 200, `{"choices": [{"message": {"role": "assistant", "content": "I cannot help."}}]}`, 0},
			{"TwoCalls", 200, toolCall([2]string{action.SendEmail, email}, [2]string{action.SendEmail, email}), 0},
			{"UnknownFunction", 200, toolCall([2]string{"delete_company", `{}`}), 0},
			{"KeyOutsideSchema", 200, toolCall([2]string{action.SendEmail, strings.Replace(email, `{"template_data"`, `{"urgent": true, "template_data"`, 1)}), 0},
			{"InventedSlug", 200, toolCall([2]string{action.SendEmail, strings.Replace(email, ada.Slug, "aaaaaaaaaaaa", 1)}), 0},
			{"NotShownCandidate", 200, toolCall([2]string{action.SendEmail, strings.Replace(email, ada.Slug, zed.Slug, 1)}), 0},
			{"InventedTemplate", 200, toolCall([2]string{action.SendEmail, strings.Replace(email, `"id": `+jsonInt(rejection), `"id": 999999`, 1)}), 0},
			{"NotJSON", 200, toolCall([2]string{action.SendEmail, `{"template_data":`}), 0},
			{"WrongType", 200, toolCall([2]string{action.SendEmail, `{"candidate_application_data": {"slug": 5}}`}), 0},
			{"Garbage", 200, `<html>`, 0},
		} {
			t.Run(tc.name, func(t *testing.T) {
				set(tc.status, tc.body, tc.wait)
				start := time.Now()
				p, err := svc.ParsePrompt(admin, prompt, "")
				if err != nil {
					t.Fatal(err)
				}
				// The grammar reads this prompt itself: the same action,
				// told apart from the model's by its source.
				if p.Source != "grammar" || p.Action != action.SendEmail || !strings.Contains(string(p.Fields), ada.Slug) {
					t.Errorf("got %s from %s (%s), want the grammar's send_candidate_email to Ada", p.Action, p.Source, p.Fields)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Errorf("took %v; the timeout is 300ms", d)
				}
			})
		}

		// A question through the model is answered from the data.
		set(200, toolCall([2]string{action.Generic, `{"question": {"kind": "count_in_state", "state": "applied"}}`}), 0)
		p, err = svc.ParsePrompt(admin, "how many candidates have applied?", "")
		if err != nil {
			t.Fatal(err)
		}
		var info action.Info
		_ = json.Unmarshal(p.Fields, &info)
		if p.Action != action.Generic || p.Message != "2 candidates are in Applied in your open jobs." || info.Answer != p.Message {
			t.Errorf("got %+v %s", p, p.Fields)
		}
		if n := count(t, db, "SELECT count(*) FROM assistant_events WHERE kind = 'parse' AND source = 'model' AND outcome = 'ok'"); n != 2 {
			t.Errorf("%d parses audited as the model's, want 2", n)
		}
	})
}
