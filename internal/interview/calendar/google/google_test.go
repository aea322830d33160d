package google_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/google"
)

const (
	user      = "recruiter@acme.test"
	colleague = "panel@acme.test"
	stranger  = "nobody@elsewhere.test"
	callback  = "http://127.0.0.1:8080/api/v1/oauth/callback/google"
)

func setup(t *testing.T) (*fakeproviders.Fakes, *google.Provider) {
	t.Helper()
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	p := google.New(google.Config{
		ClientID:     fakeproviders.GoogleClientID,
		ClientSecret: fakeproviders.GoogleClientSecret,
		RedirectURL:  callback,
		AuthURL:      e.GoogleAuthURL,
		TokenURL:     e.GoogleTokenURL,
		RevokeURL:    e.GoogleRevokeURL,
		JWKSURL:      e.GoogleJWKSURL,
		APIBase:      e.GoogleAPIBase,
	})
	return f, p
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// connect runs the OAuth flow for email: consent, code, exchange with the
// PKCE verifier, ID token verified.
func connect(t *testing.T, p *google.Provider, email string) (calendar.Token, calendar.Account, error) {
	t.Helper()
	verifier := calendar.NewVerifier()
	q := fakeproviders.Authorize(t, p.AuthURL("state-xyz", verifier, email))
	if got := q.Get("state"); got != "state-xyz" {
		t.Fatalf("state: got %q, want state-xyz", got)
	}
	if q.Get("code") == "" {
		t.Fatalf("no code in the callback query %v", q)
	}
	return p.Exchange(ctxT(t), q.Get("code"), verifier)
}

func mustConnect(t *testing.T, p *google.Provider, email string) calendar.Token {
	t.Helper()
	tok, acct, err := connect(t, p, email)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	if !acct.Is(email) || acct.Subject == "" || acct.Name == "" {
		t.Fatalf("account: got %+v, want %s with a subject and a name", acct, email)
	}
	if tok.Access == "" || tok.Refresh == "" || tok.Expiry.IsZero() {
		t.Fatalf("token: got %+v, want access, refresh and expiry", tok)
	}
	return tok
}

func day(d int, h int) time.Time {
	return time.Date(2030, 5, d, h, 0, 0, 0, time.UTC)
}

func interview(uid string) calendar.Event {
	return calendar.Event{
		UID:         uid,
		Summary:     "Interview: Jane Doe – Backend Engineer",
		Description: "Panel interview",
		Start:       day(7, 4).Add(30 * time.Minute),
		End:         day(7, 5).Add(30 * time.Minute),
		TimeZone:    "Asia/Kolkata",
		Attendees: []calendar.Attendee{
			{Email: "jane.doe@example.com", Name: "Jane Doe"},
			{Email: colleague},
		},
		Online: true,
	}
}

func TestConnectBusyAndEvents(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)
	tok := mustConnect(t, p, user)
	if !f.Google.Connected(user) {
		t.Fatal("the fake holds no grant after the exchange")
	}

	t.Run("Busy", func(t *testing.T) {
		f.Google.AddBusy(user, day(6, 15), day(6, 16))
		f.Google.AddBusy(user, day(6, 15).Add(30*time.Minute), day(6, 17)) // overlaps: merged
		f.Google.AddBusy(colleague, day(7, 9), day(7, 10))
		busy, errs, err := p.Busy(ctx, &tok, []string{user, colleague, stranger}, day(6, 0), day(8, 0))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string][]calendar.Interval{
			user:      {{Start: day(6, 15), End: day(6, 17)}},
			colleague: {{Start: day(7, 9), End: day(7, 10)}},
		}
		for email, w := range want {
			if got := busy[email]; len(got) != len(w) || !got[0].Start.Equal(w[0].Start) || !got[0].End.Equal(w[0].End) {
				t.Errorf("busy[%s]: got %v, want %v", email, got, w)
			}
		}
		if _, ok := busy[stranger]; ok {
			t.Errorf("busy has the calendar Google could not answer for")
		}
		if len(errs) != 1 || errs[0].Email != stranger || errs[0].Reason != "notFound" {
			t.Errorf("per-calendar errors: got %+v, want notFound for %s", errs, stranger)
		}
	})

	ev := interview("interview-42")
	var first calendar.Booked
	t.Run("CreateTwiceIsOneEvent", func(t *testing.T) {
		var err error
		first, err = p.CreateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatal(err)
		}
		again, err := p.CreateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatalf("second create: %v", err)
		}
		if first.ID != google.EventID("interview-42") || again != first {
			t.Errorf("booked: got %+v then %+v, want both with id %s", first, again, google.EventID("interview-42"))
		}
		if !strings.HasPrefix(first.JoinURL, "https://meet.google.com/") || first.Pending || first.Link == "" {
			t.Errorf("booked: got %+v, want a Meet link and an htmlLink", first)
		}
		events := f.Google.Events(user)
		if len(events) != 1 {
			t.Fatalf("events: got %d, want 1", len(events))
		}
		e := events[0]
		if e.JoinURL != first.JoinURL || e.Key != first.ID || e.Notified != "all" || e.TimeZone != "Asia/Kolkata" ||
			!e.Start.Equal(ev.Start) || !e.End.Equal(ev.End) || strings.Join(e.Attendees, ",") != "jane.doe@example.com,"+colleague {
			t.Errorf("stored event: got %+v", e)
		}
	})

	t.Run("BusyIncludesTheEvent", func(t *testing.T) {
		busy, _, err := p.Busy(ctx, &tok, []string{colleague}, day(7, 0), day(8, 0))
		if err != nil {
			t.Fatal(err)
		}
		want := []calendar.Interval{{Start: ev.Start, End: ev.End}, {Start: day(7, 9), End: day(7, 10)}}
		if got := busy[colleague]; len(got) != 2 || !got[0].Start.Equal(want[0].Start) || !got[1].End.Equal(want[1].End) {
			t.Errorf("busy[%s]: got %v, want %v", colleague, got, want)
		}
	})

	t.Run("Update", func(t *testing.T) {
		ev.Summary = "Interview (moved)"
		ev.Start, ev.End = ev.Start.Add(time.Hour), ev.End.Add(time.Hour)
		got, err := p.UpdateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != first.ID || got.JoinURL != first.JoinURL {
			t.Errorf("updated: got %+v, want the same id and Meet link as %+v", got, first)
		}
		e := f.Google.Events(user)[0]
		if e.Summary != "Interview (moved)" || !e.Start.Equal(ev.Start) || e.Sequence != 1 {
			t.Errorf("stored event: got %+v", e)
		}
	})

	t.Run("CancelTwice", func(t *testing.T) {
		if err := p.CancelEvent(ctx, &tok, ev); err != nil {
			t.Fatal(err)
		}
		if err := p.CancelEvent(ctx, &tok, ev); err != nil {
			t.Fatalf("second cancel (Google answers 410): %v", err)
		}
		if e := f.Google.Events(user)[0]; e.Status != "cancelled" || e.Notified != "all" {
			t.Errorf("stored event: got %+v, want cancelled with the attendees told", e)
		}
	})
}

func TestBusySplitsIntoNinetyDayWindows(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	emails := []string{user}
	for i := range 50 {
		emails = append(emails, "panel"+string(rune('a'+i%26))+string(rune('a'+i/26))+"@acme.test")
	}
	start, end := day(1, 0), day(1, 0).Add(200*24*time.Hour)
	f.Google.AddBusy(user, day(1, 0).Add(95*24*time.Hour), day(1, 0).Add(95*24*time.Hour+time.Hour))
	busy, errs, err := p.Busy(ctxT(t), &tok, emails, start, end)
	if err != nil {
		t.Fatal(err)
	}
	if len(busy[user]) != 1 || len(errs) != 50 {
		t.Errorf("got %d busy intervals and %d calendar errors, want 1 and 50", len(busy[user]), len(errs))
	}
	reqs := f.Google.Requests()
	// 3 windows (90 + 90 + 20 days) × 2 groups (50 + 1 calendars).
	if len(reqs) != 6 {
		t.Fatalf("requests: got %d, want 6", len(reqs))
	}
	at := start
	for i := 0; i < len(reqs); i += 2 {
		a, b := reqs[i], reqs[i+1]
		if !a.Start.Equal(at) || !b.Start.Equal(at) || a.End.Sub(a.Start) > 90*24*time.Hour || !a.End.Equal(b.End) {
			t.Errorf("window %d: got %v–%v and %v–%v, want from %v, at most 90 days", i/2, a.Start, a.End, b.Start, b.End, at)
		}
		if len(a.Calendars) != 50 || len(b.Calendars) != 1 {
			t.Errorf("window %d: got %d and %d calendars, want 50 and 1", i/2, len(a.Calendars), len(b.Calendars))
		}
		at = a.End
	}
	if !at.Equal(end) {
		t.Errorf("windows end at %v, want %v", at, end)
	}
}

func TestRefresh(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)

	t.Run("ExpiredTokenIsRefreshedFirst", func(t *testing.T) {
		tok := mustConnect(t, p, user)
		loaded := tok
		tok.Expiry = time.Now().Add(-time.Minute)
		if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); err != nil {
			t.Fatal(err)
		}
		if tok.Equal(loaded) || tok.Access == loaded.Access || !tok.Expiry.After(time.Now()) {
			t.Errorf("token: got %+v, want a new access token to persist", tok)
		}
		if tok.Refresh != loaded.Refresh {
			t.Errorf("refresh token: got %q, want Google's unchanged %q", tok.Refresh, loaded.Refresh)
		}
	})

	t.Run("RefusedTokenIsRefreshedOnce", func(t *testing.T) {
		tok := mustConnect(t, p, user)
		loaded := tok
		f.Google.ExpireAccessTokens() // the provider answers 401
		if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); err != nil {
			t.Fatal(err)
		}
		if tok.Access == loaded.Access {
			t.Error("the access token was not refreshed after a 401")
		}
	})

	t.Run("ErrGrantRevoked", func(t *testing.T) {
		tok := mustConnect(t, p, colleague)
		f.Google.RevokeGrant(colleague)
		_, err := p.CreateEvent(ctx, &tok, interview("revoked-1"))
		if !errors.Is(err, calendar.ErrGrantRevoked) {
			t.Fatalf("got %v, want ErrGrantRevoked", err)
		}
		if got := calendar.StatusOf(err); got != calendar.StatusRefreshTokenNotPresent {
			t.Errorf("status: got %q, want %q", got, calendar.StatusRefreshTokenNotPresent)
		}
	})
}

func TestThrottling(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)
	tok := mustConnect(t, p, user)
	date := time.Now().Add(2 * time.Minute).UTC().Format(time.RFC1123)
	date = strings.Replace(date, "UTC", "GMT", 1)
	for _, tc := range []struct {
		name     string
		throttle fakeproviders.Throttle
		min, max time.Duration
	}{
		{"429Seconds", fakeproviders.Throttle{Count: 1, RetryAfter: "7"}, 7 * time.Second, 7 * time.Second},
		{"429HTTPDate", fakeproviders.Throttle{Count: 1, RetryAfter: date}, time.Minute, 2 * time.Minute},
		{"403RateLimitExceeded", fakeproviders.Throttle{Count: 1, Status: 403}, 0, 0},
		{"503RetryAfter", fakeproviders.Throttle{Count: 1, Status: 503, RetryAfter: "30"}, 30 * time.Second, 30 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.Google.SetKnobs(fakeproviders.Knobs{Throttle: &tc.throttle})
			_, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0))
			var ra *calendar.RetryAfterError
			if !errors.As(err, &ra) {
				t.Fatalf("got %v, want a RetryAfterError", err)
			}
			if ra.Wait < tc.min || ra.Wait > tc.max {
				t.Errorf("wait: got %s, want %s–%s", ra.Wait, tc.min, tc.max)
			}
			if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); err != nil {
				t.Errorf("the call after the throttled one: %v", err)
			}
		})
	}
}

func TestExchangeOutcomes(t *testing.T) {
	f, p := setup(t)
	for _, tc := range []struct {
		name   string
		knobs  fakeproviders.Knobs
		err    error
		status string
		email  string
	}{
		{"OK", fakeproviders.Knobs{}, nil, calendar.StatusSuccess, user},
		{"ConsentForm", fakeproviders.Knobs{Consent: fakeproviders.ConsentForm}, nil, calendar.StatusSuccess, user},
		{"IssuerWithoutScheme", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenIssuerWithoutScheme}, nil, calendar.StatusSuccess, user},
		{"OtherAccount", fakeproviders.Knobs{Email: "someone.else@acme.test"}, nil, calendar.StatusSuccess, "someone.else@acme.test"},
		{"ErrNoRefreshToken", fakeproviders.Knobs{NoRefreshToken: true}, calendar.ErrNoRefreshToken, calendar.StatusRefreshTokenNotPresent, user},
		{"ErrScopeNotAccepted", fakeproviders.Knobs{Scopes: []string{"openid", "email", "profile", google.ScopeFreeBusy}}, calendar.ErrScopeNotAccepted, calendar.StatusScopeNotAccepted, user},
		{"WrongAudience", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenWrongAudience}, calendar.ErrIdentity, calendar.StatusJWTError, ""},
		{"ExpiredIDToken", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenExpired}, calendar.ErrIdentity, calendar.StatusJWTError, ""},
		{"UnknownKey", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenUnknownKey}, calendar.ErrIdentity, calendar.StatusJWTError, ""},
		{"UnverifiedEmail", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenUnverifiedEmail}, calendar.ErrIdentity, calendar.StatusJWTError, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.Google.SetKnobs(tc.knobs)
			_, acct, err := connect(t, p, user)
			if !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, tc.err)
			}
			if got := calendar.StatusOf(err); got != tc.status {
				t.Errorf("status: got %q, want %q", got, tc.status)
			}
			if acct.Email != tc.email {
				t.Errorf("account: got %q, want %q", acct.Email, tc.email)
			}
		})
	}

	t.Run("WrongVerifier", func(t *testing.T) {
		f.Google.SetKnobs(fakeproviders.Knobs{})
		q := fakeproviders.Authorize(t, p.AuthURL("s", calendar.NewVerifier(), user))
		_, _, err := p.Exchange(ctxT(t), q.Get("code"), calendar.NewVerifier())
		if err == nil || !strings.Contains(err.Error(), "invalid_grant") {
			t.Fatalf("got %v, want invalid_grant", err)
		}
		if got := calendar.StatusOf(err); got != calendar.StatusJWTError {
			t.Errorf("status: got %q, want %q", got, calendar.StatusJWTError)
		}
	})

	t.Run("CodeUsedTwice", func(t *testing.T) {
		v := calendar.NewVerifier()
		q := fakeproviders.Authorize(t, p.AuthURL("s", v, user))
		if _, _, err := p.Exchange(ctxT(t), q.Get("code"), v); err != nil {
			t.Fatal(err)
		}
		if _, _, err := p.Exchange(ctxT(t), q.Get("code"), v); err == nil {
			t.Fatal("a code was redeemed twice")
		}
	})

	for _, tc := range []struct{ oauthError, status string }{
		{"access_denied", calendar.StatusAccessDenied},
		{"consent_required", calendar.StatusConsentRequired},
	} {
		t.Run("Denied_"+tc.oauthError, func(t *testing.T) {
			f.Google.SetKnobs(fakeproviders.Knobs{Consent: fakeproviders.ConsentDeny, AuthorizeError: tc.oauthError})
			q := fakeproviders.Authorize(t, p.AuthURL("s", calendar.NewVerifier(), user))
			if q.Get("code") != "" || q.Get("state") != "s" {
				t.Fatalf("callback query: got %v, want an error and the state", q)
			}
			if got := calendar.CallbackStatus(q.Get("error")); got != tc.status {
				t.Errorf("status: got %q, want %q", got, tc.status)
			}
		})
	}
}

func TestRevoke(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)
	tok := mustConnect(t, p, user)
	if err := p.Revoke(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if f.Google.Connected(user) {
		t.Error("the grant survived the revocation")
	}
	if err := p.Revoke(ctx, tok); err != nil {
		t.Errorf("revoking twice: %v", err)
	}
	if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); !errors.Is(err, calendar.ErrGrantRevoked) {
		t.Errorf("busy after revocation: got %v, want ErrGrantRevoked", err)
	}
}

func TestMeetProvisionedLater(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	f.Google.SetKnobs(fakeproviders.Knobs{ConferencePending: true})
	b, err := p.CreateEvent(ctxT(t), &tok, interview("pending-1"))
	if err != nil {
		t.Fatal(err)
	}
	if b.Pending || !strings.HasPrefix(b.JoinURL, "https://meet.google.com/") {
		t.Errorf("booked: got %+v, want the Meet link read back after the pending insert", b)
	}
}

func TestProvider(t *testing.T) {
	_, p := setup(t)
	if p.Name() != "google" || !slices.Equal(p.Durations(), []int{15, 30, 45, 60}) {
		t.Errorf("got %s %v, want google [15 30 45 60]", p.Name(), p.Durations())
	}
	u := p.AuthURL("st", "verifier-verifier-verifier-verifier-verifier", user)
	for _, want := range []string{"access_type=offline", "prompt=consent", "code_challenge_method=S256", "login_hint=recruiter%40acme.test", "state=st"} {
		if !strings.Contains(u, want) {
			t.Errorf("auth URL %s lacks %s", u, want)
		}
	}
}

// TestConcurrentCreatesMakeOneEvent is a retried job racing its first
// attempt: every create succeeds with the same event, and Google holds one.
func TestConcurrentCreatesMakeOneEvent(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	ctx := ctxT(t)
	var wg sync.WaitGroup
	got := make([]calendar.Booked, 4)
	errs := make([]error, 4)
	for i := range got {
		wg.Go(func() {
			own := tok // each attempt holds its own copy, as separate jobs would
			got[i], errs[i] = p.CreateEvent(ctx, &own, interview("race-1"))
		})
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil || got[i].ID != google.EventID("race-1") || got[i].JoinURL != got[0].JoinURL {
			t.Errorf("attempt %d: got %+v, %v; want the one event", i, got[i], errs[i])
		}
	}
	if n := len(f.Google.Events(user)); n != 1 {
		t.Errorf("events: got %d, want 1", n)
	}
}
