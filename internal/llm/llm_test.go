package llm_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"hirekit/internal/llm"
)

// TestChat speaks the chat-completions contract with an in-process fake:
// the path, the bearer key, the model and tools in the body, the first
// choice's tool calls back; a non-200, no choices or a slow answer fail.
func TestChat(t *testing.T) {
	if llm.New(" ", "m", "k") != nil {
		t.Error("an empty URL made a client: nothing may be sent unconfigured")
	}
	var got map[string]any
	var path, auth string
	status, body, wait := 200, `{"choices": [{"message": {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "open_jobs", "arguments": "{}"}}]}}]}`, time.Duration(0)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(b, &got)
		path, auth = r.URL.Path, r.Header.Get("Authorization")
		select {
		case <-time.After(wait):
		case <-r.Context().Done():
			return
		}
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	defer srv.Close()
	c := llm.New(srv.URL+"/v1/", "small", "k-9")
	req := llm.Request{Messages: []llm.Message{{Role: "user", Content: "hi"}}, ToolChoice: "auto",
		Tools: []llm.Tool{{Type: "function", Function: llm.Function{Name: "open_jobs", Parameters: json.RawMessage(`{"type":"object"}`)}}}}
	msg, err := c.Chat(context.Background(), req)
	if err != nil || len(msg.ToolCalls) != 1 || msg.ToolCalls[0].Function.Name != "open_jobs" {
		t.Fatalf("got %+v %v", msg, err)
	}
	if path != "/v1/chat/completions" || auth != "Bearer k-9" || got["model"] != "small" || got["tool_choice"] != "auto" || len(got["tools"].([]any)) != 1 {
		t.Errorf("sent %s %q %v", path, auth, got)
	}
	for _, tc := range []struct {
		status int
		body   string
		wait   time.Duration
	}{{500, `{}`, 0}, {200, `{"choices": []}`, 0}, {200, `nope`, 0}, {200, body, time.Second}} {
		status, body, wait = tc.status, tc.body, tc.wait
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		if _, err := c.Chat(ctx, req); err == nil {
			t.Errorf("%d %s after %v: no error", tc.status, tc.body, tc.wait)
		}
		cancel()
	}
}
