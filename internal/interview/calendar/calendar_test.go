package calendar_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"hirekit/internal/interview/calendar"
)

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2030, 5, 6, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"120", 2 * time.Minute, true},
		{" 0 ", 0, true},
		{"Mon, 06 May 2030 10:01:30 GMT", 90 * time.Second, true},
		{"Mon, 06 May 2030 09:00:00 GMT", 0, true}, // in the past: retry now
		{"", 0, false},
		{"-5", 0, false},
		{"soon", 0, false},
	} {
		got, ok := calendar.ParseRetryAfter(tc.in, now)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseRetryAfter(%q): got %s %v, want %s %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestCallbackStatus(t *testing.T) {
	for in, want := range map[string]string{
		"access_denied":        calendar.StatusAccessDenied,
		"consent_required":     calendar.StatusConsentRequired,
		"interaction_required": calendar.StatusConsentRequired,
		"invalid_scope":        calendar.StatusScopeNotAccepted,
		"server_error":         calendar.StatusJWTError,
		"":                     calendar.StatusJWTError,
	} {
		if got := calendar.CallbackStatus(in); got != want {
			t.Errorf("CallbackStatus(%q): got %q, want %q", in, got, want)
		}
	}
}

func TestStatusOf(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{nil, calendar.StatusSuccess},
		{fmt.Errorf("connect: %w", calendar.ErrEmailMismatch), calendar.StatusEmailMismatch},
		{calendar.ErrScopeNotAccepted, calendar.StatusScopeNotAccepted},
		{calendar.ErrNoRefreshToken, calendar.StatusRefreshTokenNotPresent},
		{fmt.Errorf("%w (invalid_grant)", calendar.ErrGrantRevoked), calendar.StatusRefreshTokenNotPresent},
		{calendar.ErrIdentity, calendar.StatusJWTError},
		{&calendar.RetryAfterError{Wait: time.Second, Err: errors.New("429")}, calendar.StatusJWTError},
	} {
		if got := calendar.StatusOf(tc.err); got != tc.want {
			t.Errorf("StatusOf(%v): got %q, want %q", tc.err, got, tc.want)
		}
	}
}

func at(h, m int) time.Time { return time.Date(2030, 5, 6, h, m, 0, 0, time.UTC) }

func TestMerge(t *testing.T) {
	ist := time.FixedZone("IST", 5*3600+1800)
	got := calendar.Merge(
		[]calendar.Interval{{Start: at(9, 0), End: at(10, 0)}, {Start: at(13, 0), End: at(14, 0)}},
		[]calendar.Interval{{Start: at(9, 30), End: at(11, 0)}, {Start: at(11, 0), End: at(11, 30)}},
		[]calendar.Interval{{Start: at(12, 0), End: at(12, 0)}},                  // empty: dropped
		[]calendar.Interval{{Start: at(13, 30).In(ist), End: at(15, 0).In(ist)}}, // another zone
	)
	want := []calendar.Interval{{Start: at(9, 0), End: at(11, 30)}, {Start: at(13, 0), End: at(15, 0)}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if !got[i].Start.Equal(want[i].Start) || !got[i].End.Equal(want[i].End) || got[i].Start.Location() != time.UTC {
			t.Errorf("interval %d: got %v, want %v in UTC", i, got[i], want[i])
		}
	}
}

func TestWindowsAndChunks(t *testing.T) {
	start := at(0, 0)
	w := calendar.Windows(start, start.Add(200*24*time.Hour), 90*24*time.Hour)
	if len(w) != 3 || !w[0].End.Equal(w[1].Start) || !w[2].End.Equal(start.Add(200*24*time.Hour)) || w[2].End.Sub(w[2].Start) != 20*24*time.Hour {
		t.Errorf("windows: got %v, want 90 + 90 + 20 days", w)
	}
	if w := calendar.Windows(start, start, time.Hour); len(w) != 0 {
		t.Errorf("windows of an empty range: got %v, want none", w)
	}
	c := calendar.Chunks([]string{"a", "b", "c", "d", "e"}, 2)
	if len(c) != 3 || len(c[2]) != 1 || c[2][0] != "e" {
		t.Errorf("chunks: got %v, want [[a b] [c d] [e]]", c)
	}
}

func TestAccountIs(t *testing.T) {
	a := calendar.Account{Email: "Recruiter@Acme.test"}
	if !a.Is(" recruiter@acme.test") || a.Is("other@acme.test") {
		t.Error("Account.Is must compare emails ignoring case and space, and nothing else")
	}
}
