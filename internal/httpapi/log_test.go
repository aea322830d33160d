package httpapi

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

// TestLogHandlerAddsRequestID: a line logged with a request's context
// carries its id once, whoever logs it; a line without one has none.
func TestLogHandlerAddsRequestID(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log := slog.New(LogHandler(slog.NewTextHandler(&buf, nil))).With("part", "mail")
	ctx := context.WithValue(context.Background(), requestIDKey{}, "req-42")
	log.InfoContext(ctx, "sent")
	log.InfoContext(ctx, "failed", "request_id", "req-42")
	log.InfoContext(context.Background(), "tick")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d lines: %s", len(lines), buf.String())
	}
	for i, want := range []int{1, 1, 0} {
		if n := strings.Count(lines[i], "request_id=req-42"); n != want {
			t.Errorf("line %q has the id %d times, want %d", lines[i], n, want)
		}
	}
	if !strings.Contains(lines[0], "part=mail") {
		t.Errorf("With's attributes lost: %s", lines[0])
	}
}
