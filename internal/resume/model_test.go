package resume_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

// fakeLLM is an in-process server following the OpenAI chat-completions
// contract: POST /v1/chat/completions with a bearer key, answering
// choices[0].message.content. It answers what answer returns for the
// fields asked, and records each request.
type fakeLLM struct {
	mu       sync.Mutex
	requests []map[string]any
	answer   func(fields []string) string
	status   int
}

func (f *fakeLLM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer test-key" {
		http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusUnauthorized)
		return
	}
	var req map[string]any
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	f.mu.Unlock()
	if f.status != 0 {
		http.Error(w, `{"error":{"message":"overloaded"}}`, f.status)
		return
	}
	msgs := req["messages"].([]any)
	user := msgs[len(msgs)-1].(map[string]any)["content"].(string)
	line, _, _ := strings.Cut(strings.TrimPrefix(user, "Fields: "), "\n")
	content := f.answer(strings.Split(line, ", "))
	json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "model": req["model"],
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content}}},
	})
}

// aResume is a DOCX whose name is only in a sentence, which the rules do
// not take as a name, and whose university entry names no degree, so the
// rules are unsure of its year.
func aResume() []byte {
	return fixture.DOCX(fixture.Word{Body: []fixture.Paragraph{
		{Text: "My name is Pat Example and I build payment systems for banks."},
		{Text: "pat.example@example.org | +44 20 7946 0958"},
		{Text: "EXPERIENCE", Bold: true},
		{Text: "Backend engineer, Example Payments Ltd\t2019 – 2024"},
		{Text: "Built the ledger and settlement services in Go and PostgreSQL for two million customers."},
		{Text: "EDUCATION", Bold: true},
		{Text: "Riverside State University, computer science	2014 – 2018"},
		{Text: "Final examinations passed with honours."},
	}})
}

func newModel(t *testing.T, f *fakeLLM) *resume.Model {
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return resume.NewModel(srv.URL+"/v1", "test-model", "test-key")
}

func TestModelAnswersFoundInTheTextAreKept(t *testing.T) {
	f := &fakeLLM{answer: func([]string) string {
		return "```json\n{\"name\": \"Pat Example\", \"email\": null, \"phone_number\": \"+44 20 7946 0958\", \"graduation_year\": 2018, \"post_graduation_year\": null}\n```"
	}}
	ctx := context.Background()
	without := resume.NewExtractor().Parse(ctx, aResume(), "cv.docx")
	if without.Name == "Pat Example" || without.Confidence["name"] >= resume.DefaultModelThreshold {
		t.Fatalf("the fixture should defeat the name rules, got %q (confidence %v)", without.Name, without.Confidence["name"])
	}
	r := resume.NewExtractor(resume.WithModel(newModel(t, f))).Parse(ctx, aResume(), "cv.docx")
	if r.Name != "Pat Example" || r.Confidence["name"] != 0.6 || !strings.Contains(r.Evidence["name"], "My name is Pat Example") {
		t.Errorf("name: got %q (confidence %v, evidence %q)", r.Name, r.Confidence["name"], r.Evidence["name"])
	}
	if len(f.requests) != 1 {
		t.Fatalf("got %d requests, want 1", len(f.requests))
	}
	req := f.requests[0]
	if req["model"] != "test-model" {
		t.Errorf("model: got %v", req["model"])
	}
	// Only the uncertain fields are asked: the email and the phone the
	// rules read surely are not.
	user := req["messages"].([]any)[1].(map[string]any)["content"].(string)
	if !strings.HasPrefix(user, "Fields: name, ") || strings.Contains(user, "email") || strings.Contains(user, "phone_number") {
		t.Errorf("asked %q", strings.SplitN(user, "\n", 2)[0])
	}
	if r.PhoneNumber != without.PhoneNumber || r.Email != "pat.example@example.org" {
		t.Errorf("sure fields changed: phone %q email %q", r.PhoneNumber, r.Email)
	}
	if without.Confidence["graduation_year"] >= resume.DefaultModelThreshold {
		t.Errorf("the rules should be unsure of the year: confidence %v", without.Confidence["graduation_year"])
	}
	if !reflect.DeepEqual(r.ModelFields, []string{"name", "graduation_year"}) || r.GraduationYear != 2018 {
		t.Errorf("model fields %q, graduation %d", r.ModelFields, r.GraduationYear)
	}
}

func TestModelAnswersNotInTheTextAreRefused(t *testing.T) {
	f := &fakeLLM{answer: func([]string) string {
		return `{"name": "Jordan Invented", "graduation_year": 2017, "post_graduation_year": "2024"}`
	}}
	ctx := context.Background()
	want := resume.NewExtractor().Parse(ctx, aResume(), "cv.docx")
	got := resume.NewExtractor(resume.WithModel(newModel(t, f))).Parse(ctx, aResume(), "cv.docx")
	// 2017 is printed nowhere; 2024 is printed, but only beside a job.
	if got.Name != want.Name || got.GraduationYear != want.GraduationYear || got.PostGraduationYear != want.PostGraduationYear || len(got.ModelFields) != 0 {
		t.Errorf("got %q %d %d %q, want the rules' %q %d %d", got.Name, got.GraduationYear, got.PostGraduationYear, got.ModelFields,
			want.Name, want.GraduationYear, want.PostGraduationYear)
	}
}

func TestModelFailureChangesNothing(t *testing.T) {
	for name, f := range map[string]*fakeLLM{
		"ServerError": {status: http.StatusServiceUnavailable},
		"NotJSON":     {answer: func([]string) string { return "I cannot help with that." }},
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			want := resume.NewExtractor().Parse(ctx, aResume(), "cv.docx")
			got := resume.NewExtractor(resume.WithModel(newModel(t, f))).Parse(ctx, aResume(), "cv.docx")
			want.Text, got.Text = "", ""
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %+v, want %+v", got, want)
			}
			if len(f.requests) != 1 {
				t.Errorf("got %d requests, want 1", len(f.requests))
			}
		})
	}
}

func TestNoModelWithoutAURL(t *testing.T) {
	if m := resume.NewModel("", "x", "y"); m != nil {
		t.Errorf("got %+v, want nil", m)
	}
	ctx := context.Background()
	a := resume.NewExtractor(resume.WithModel(resume.NewModel("", "", ""))).Parse(ctx, aResume(), "cv.docx")
	b := resume.NewExtractor().Parse(ctx, aResume(), "cv.docx")
	a.Text, b.Text = "", ""
	if !reflect.DeepEqual(a, b) {
		t.Errorf("an unset URL changed the parse")
	}
}
