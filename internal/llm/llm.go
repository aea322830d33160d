// Package llm is a small client for an OpenAI-compatible chat-completions
// API (HIREKIT_LLM_URL, HIREKIT_LLM_MODEL, HIREKIT_LLM_API_KEY): messages
// in, one message out, with optional tools (function calling). The resume
// parser and the assistant share it; each decides what it trusts.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Client is one endpoint and model.
type Client struct {
	// URL is the API base ("https://api.example.com/v1"), to which
	// "/chat/completions" is added, or the full chat-completions URL.
	URL string
	// Model is the model name sent with each request.
	Model string
	// Key, when set, is sent as a bearer token.
	Key string
	// HTTP makes the requests; nil means a client with a 30 s timeout.
	// Callers bound each call with their context's deadline.
	HTTP *http.Client
}

// New returns a Client, or nil when url is empty (not configured).
func New(url, model, key string) *Client {
	if strings.TrimSpace(url) == "" {
		return nil
	}
	return &Client{URL: url, Model: model, Key: key}
}

// Message is one chat message. ToolCalls are the assistant's function
// calls; ToolCallID answers one.
type Message struct {
	Role       string     `json:"role"`
	Content    string     `json:"content"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
}

// ToolCall is a function the model chose, with its arguments (a JSON
// object as a string, per the contract).
type ToolCall struct {
	ID       string `json:"id,omitempty"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// Tool is a function the model may call: its parameters are a JSON
// schema.
type Tool struct {
	Type     string   `json:"type"` // "function"
	Function Function `json:"function"`
}

// Function describes a tool.
type Function struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Parameters  json.RawMessage `json:"parameters"`
}

// Request is one chat completion.
type Request struct {
	Messages    []Message `json:"messages"`
	Tools       []Tool    `json:"tools,omitempty"`
	ToolChoice  string    `json:"tool_choice,omitempty"` // "auto", "required", "none"
	Temperature float64   `json:"temperature"`
}

// maxResponse bounds what is read of an answer.
const maxResponse = 1 << 20

// Chat sends req and returns the first choice's message.
func (c *Client) Chat(ctx context.Context, req Request) (*Message, error) {
	body, err := json.Marshal(struct {
		Model string `json:"model,omitempty"`
		Request
	}{c.Model, req})
	if err != nil {
		return nil, err
	}
	url := strings.TrimRight(c.URL, "/")
	if !strings.HasSuffix(url, "/chat/completions") {
		url += "/chat/completions"
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	if c.Key != "" {
		hr.Header.Set("Authorization", "Bearer "+c.Key)
	}
	client := c.HTTP
	if client == nil {
		client = &http.Client{Timeout: 30 * time.Second}
	}
	resp, err := client.Do(hr)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("llm: %s", resp.Status)
	}
	var cr struct {
		Choices []struct {
			Message Message `json:"message"`
		} `json:"choices"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxResponse)).Decode(&cr); err != nil {
		return nil, err
	}
	if len(cr.Choices) == 0 {
		return nil, fmt.Errorf("llm: no choices")
	}
	return &cr.Choices[0].Message, nil
}
