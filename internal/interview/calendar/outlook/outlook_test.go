package outlook_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/outlook"
)

const (
	user      = "recruiter@contoso.test"
	colleague = "panel@contoso.test"
	stranger  = "nobody@elsewhere.test"
	callback  = "http://127.0.0.1:8080/api/v1/oauth/callback/outlook"
)

func setup(t *testing.T) (*fakeproviders.Fakes, *outlook.Provider) {
	t.Helper()
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	p := outlook.New(outlook.Config{
		ClientID:     fakeproviders.MicrosoftClientID,
		ClientSecret: fakeproviders.MicrosoftClientSecret,
		RedirectURL:  callback,
		AuthURL:      e.MicrosoftAuthURL,
		TokenURL:     e.MicrosoftTokenURL,
		GraphBase:    e.MicrosoftGraphBase,
	})
	return f, p
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func connect(t *testing.T, p *outlook.Provider, email string) (calendar.Token, calendar.Account, error) {
	t.Helper()
	verifier := calendar.NewVerifier()
	q := fakeproviders.Authorize(t, p.AuthURL("state-abc", verifier, email))
	if q.Get("state") != "state-abc" || q.Get("code") == "" {
		t.Fatalf("callback query: got %v, want a code and the state", q)
	}
	return p.Exchange(ctxT(t), q.Get("code"), verifier)
}

func mustConnect(t *testing.T, p *outlook.Provider, email string) calendar.Token {
	t.Helper()
	tok, acct, err := connect(t, p, email)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	if !acct.Is(email) || acct.Subject == "" || acct.Name == "" {
		t.Fatalf("account: got %+v, want %s with an id and a name", acct, email)
	}
	if tok.Access == "" || tok.Refresh == "" || tok.Expiry.IsZero() {
		t.Fatalf("token: got %+v, want access, refresh and expiry", tok)
	}
	return tok
}

func day(d, h int) time.Time {
	return time.Date(2030, 5, d, h, 0, 0, 0, time.UTC)
}

func interview(uid string) calendar.Event {
	return calendar.Event{
		UID:         uid,
		Summary:     "Interview: Jane Doe",
		Description: "Panel interview",
		Start:       day(7, 4).Add(30 * time.Minute),
		End:         day(7, 5).Add(30 * time.Minute),
		TimeZone:    "Asia/Kolkata",
		Attendees: []calendar.Attendee{
			{Email: "jane.doe@example.com", Name: "Jane Doe"},
			{Email: colleague, Optional: true},
		},
		Online: true,
	}
}

func TestConnectBusyAndEvents(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)
	tok := mustConnect(t, p, user)

	t.Run("BusyWithPerScheduleErrors", func(t *testing.T) {
		f.Microsoft.AddBusy(user, day(6, 15), day(6, 16))
		f.Microsoft.AddBusy(user, day(6, 16), day(6, 17)) // touching: merged
		f.Microsoft.AddBusy(colleague, day(7, 9), day(7, 10))
		busy, errs, err := p.Busy(ctx, &tok, []string{user, colleague, stranger}, day(6, 0), day(8, 0))
		if err != nil {
			t.Fatal(err)
		}
		if got := busy[user]; len(got) != 1 || !got[0].Start.Equal(day(6, 15)) || !got[0].End.Equal(day(6, 17)) {
			t.Errorf("busy[%s]: got %v, want 15:00–17:00 on the 6th", user, got)
		}
		if got := busy[colleague]; len(got) != 1 || !got[0].Start.Equal(day(7, 9)) {
			t.Errorf("busy[%s]: got %v, want 09:00–10:00 on the 7th", colleague, got)
		}
		if len(errs) != 1 || errs[0].Email != stranger || errs[0].Reason != "ErrorMailRecipientNotFound" || errs[0].Message == "" {
			t.Errorf("per-schedule errors: got %+v, want ErrorMailRecipientNotFound for %s", errs, stranger)
		}
	})

	ev := interview("interview-7")
	t.Run("CreateTwiceIsOneEvent", func(t *testing.T) {
		first, err := p.CreateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatal(err)
		}
		again, err := p.CreateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatal(err)
		}
		if first.ID == "" || again != first {
			t.Errorf("booked: got %+v then %+v, want the same event", first, again)
		}
		if !strings.HasPrefix(first.JoinURL, "https://teams.microsoft.com/l/meetup-join/") || first.Pending || first.Link == "" {
			t.Errorf("booked: got %+v, want a Teams link and a webLink", first)
		}
		events := f.Microsoft.Events(user)
		if len(events) != 1 {
			t.Fatalf("events: got %d, want 1", len(events))
		}
		e := events[0]
		if e.Key != outlook.TransactionID("interview-7") || e.JoinURL != first.JoinURL || !e.Start.Equal(ev.Start) ||
			!e.End.Equal(ev.End) || e.TimeZone != "Asia/Kolkata" || len(e.Attendees) != 2 {
			t.Errorf("stored event: got %+v", e)
		}
		ev.ProviderID = first.ID
	})

	t.Run("BusyIncludesTheInvitation", func(t *testing.T) {
		busy, _, err := p.Busy(ctx, &tok, []string{colleague}, day(7, 0), day(8, 0))
		if err != nil {
			t.Fatal(err)
		}
		if got := busy[colleague]; len(got) != 2 || !got[0].Start.Equal(ev.Start) {
			t.Errorf("busy[%s]: got %v, want the interview (tentative) and 09:00–10:00", colleague, got)
		}
	})

	t.Run("Update", func(t *testing.T) {
		ev.Summary = "Interview (moved)"
		ev.Start, ev.End = ev.Start.Add(time.Hour), ev.End.Add(time.Hour)
		got, err := p.UpdateEvent(ctx, &tok, ev)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != ev.ProviderID || got.JoinURL == "" {
			t.Errorf("updated: got %+v", got)
		}
		e := f.Microsoft.Events(user)[0]
		if e.Summary != "Interview (moved)" || !e.Start.Equal(ev.Start) || e.Sequence != 1 {
			t.Errorf("stored event: got %+v", e)
		}
	})

	t.Run("UpdateWithoutProviderID", func(t *testing.T) {
		noID := ev
		noID.ProviderID = ""
		if _, err := p.UpdateEvent(ctx, &tok, noID); err == nil {
			t.Error("an update without the Graph id succeeded")
		}
	})

	t.Run("CancelTwice", func(t *testing.T) {
		if err := p.CancelEvent(ctx, &tok, ev); err != nil {
			t.Fatal(err)
		}
		if err := p.CancelEvent(ctx, &tok, ev); err != nil {
			t.Fatalf("second cancel (Graph answers 404): %v", err)
		}
		if e := f.Microsoft.Events(user)[0]; e.Status != "cancelled" {
			t.Errorf("stored event: got %+v, want cancelled", e)
		}
	})
}

func TestBusySplitsIntoWindowsAndGroups(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	emails := []string{user}
	for i := range 20 {
		emails = append(emails, fmt.Sprintf("panel%02d@contoso.test", i))
	}
	start, end := day(1, 0), day(1, 0).Add(130*24*time.Hour)
	f.Microsoft.AddBusy(user, day(1, 0).Add(70*24*time.Hour), day(1, 0).Add(70*24*time.Hour+time.Hour))
	busy, errs, err := p.Busy(ctxT(t), &tok, emails, start, end)
	if err != nil {
		t.Fatal(err)
	}
	if len(busy[user]) != 1 || len(errs) != 20 {
		t.Errorf("got %d busy intervals and %d schedule errors, want 1 and 20", len(busy[user]), len(errs))
	}
	reqs := f.Microsoft.Requests()
	// 3 windows (62 + 62 + 6 days) × 2 groups (20 + 1 schedules).
	if len(reqs) != 6 {
		t.Fatalf("requests: got %d, want 6", len(reqs))
	}
	at := start
	for i := 0; i < len(reqs); i += 2 {
		a, b := reqs[i], reqs[i+1]
		if !a.Start.Equal(at) || !b.Start.Equal(at) || a.End.Sub(a.Start) > 62*24*time.Hour || !a.End.Equal(b.End) {
			t.Errorf("window %d: got %v–%v, want from %v, at most 62 days", i/2, a.Start, a.End, at)
		}
		if len(a.Calendars) != 20 || len(b.Calendars) != 1 {
			t.Errorf("window %d: got %d and %d schedules, want 20 and 1", i/2, len(a.Calendars), len(b.Calendars))
		}
		at = a.End
	}
	if !at.Equal(end) {
		t.Errorf("windows end at %v, want %v", at, end)
	}
}

func TestRefreshRotates(t *testing.T) {
	f, p := setup(t)
	ctx := ctxT(t)
	tok := mustConnect(t, p, user)
	loaded := tok
	tok.Expiry = time.Now().Add(-time.Minute)
	if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); err != nil {
		t.Fatal(err)
	}
	if tok.Access == loaded.Access || tok.Refresh == loaded.Refresh || tok.Equal(loaded) {
		t.Errorf("token: got %+v, want a new access and a new refresh token to persist", tok)
	}

	t.Run("OnUnauthorized", func(t *testing.T) {
		before := tok
		f.Microsoft.ExpireAccessTokens()
		if _, _, err := p.Busy(ctx, &tok, []string{user}, day(1, 0), day(2, 0)); err != nil {
			t.Fatal(err)
		}
		if tok.Refresh == before.Refresh {
			t.Error("the refresh token did not rotate on the 401 refresh")
		}
	})

	t.Run("ErrGrantRevoked", func(t *testing.T) {
		f.Microsoft.RevokeGrant(user)
		_, err := p.CreateEvent(ctx, &tok, interview("revoked"))
		if !errors.Is(err, calendar.ErrGrantRevoked) {
			t.Fatalf("got %v, want ErrGrantRevoked", err)
		}
		if !strings.Contains(err.Error(), "AADSTS70008") {
			t.Errorf("error %q lacks Microsoft's code", err)
		}
	})
}

func TestThrottling(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	f.Microsoft.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 1, RetryAfter: "12"}})
	_, err := p.CreateEvent(ctxT(t), &tok, interview("throttled"))
	var ra *calendar.RetryAfterError
	if !errors.As(err, &ra) || ra.Wait != 12*time.Second {
		t.Fatalf("got %v, want a RetryAfterError of 12s", err)
	}
	var api *calendar.APIError
	if !errors.As(err, &api) || api.Code != "TooManyRequests" {
		t.Errorf("cause: got %v, want Graph's TooManyRequests", err)
	}
	if len(f.Microsoft.Events(user)) != 0 {
		t.Error("a throttled create made an event")
	}
	if _, err := p.CreateEvent(ctxT(t), &tok, interview("throttled")); err != nil {
		t.Errorf("the retry: %v", err)
	}
}

func TestExchangeOutcomes(t *testing.T) {
	f, p := setup(t)
	all := outlook.Scopes
	without := func(drop string) []string {
		return slices.DeleteFunc(slices.Clone(all), func(s string) bool { return s == drop })
	}
	for _, tc := range []struct {
		name   string
		knobs  fakeproviders.Knobs
		err    error
		status string
		email  string
	}{
		{"OK", fakeproviders.Knobs{}, nil, calendar.StatusSuccess, user},
		{"ConsentForm", fakeproviders.Knobs{Consent: fakeproviders.ConsentForm}, nil, calendar.StatusSuccess, user},
		{"OtherAccount", fakeproviders.Knobs{Email: "someone.else@contoso.test"}, nil, calendar.StatusSuccess, "someone.else@contoso.test"},
		{"ErrNoRefreshToken", fakeproviders.Knobs{NoRefreshToken: true}, calendar.ErrNoRefreshToken, calendar.StatusRefreshTokenNotPresent, user},
		{"NoOfflineAccess", fakeproviders.Knobs{Scopes: without("offline_access")}, calendar.ErrNoRefreshToken, calendar.StatusRefreshTokenNotPresent, user},
		{"NoCalendars", fakeproviders.Knobs{Scopes: without("Calendars.ReadWrite")}, calendar.ErrScopeNotAccepted, calendar.StatusScopeNotAccepted, user},
		{"NoUserRead", fakeproviders.Knobs{Scopes: without("User.Read")}, calendar.ErrScopeNotAccepted, calendar.StatusScopeNotAccepted, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.Microsoft.SetKnobs(tc.knobs)
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
		f.Microsoft.SetKnobs(fakeproviders.Knobs{})
		q := fakeproviders.Authorize(t, p.AuthURL("s", calendar.NewVerifier(), user))
		_, _, err := p.Exchange(ctxT(t), q.Get("code"), calendar.NewVerifier())
		if err == nil || !strings.Contains(err.Error(), "AADSTS501481") {
			t.Fatalf("got %v, want AADSTS501481", err)
		}
	})

	t.Run("Denied", func(t *testing.T) {
		f.Microsoft.SetKnobs(fakeproviders.Knobs{Consent: fakeproviders.ConsentDeny})
		q := fakeproviders.Authorize(t, p.AuthURL("s", calendar.NewVerifier(), user))
		if got := calendar.CallbackStatus(q.Get("error")); got != calendar.StatusAccessDenied || q.Get("error_description") == "" {
			t.Errorf("callback query %v: got status %q, want %q with a description", q, got, calendar.StatusAccessDenied)
		}
	})
}

func TestTeamsProvisionedLater(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	f.Microsoft.SetKnobs(fakeproviders.Knobs{ConferencePending: true})
	b, err := p.CreateEvent(ctxT(t), &tok, interview("lagging"))
	if err != nil {
		t.Fatal(err)
	}
	if b.Pending || !strings.HasPrefix(b.JoinURL, "https://teams.microsoft.com/") || b.ID == "" {
		t.Errorf("booked: got %+v, want the Teams link read back", b)
	}
}

func TestProvider(t *testing.T) {
	_, p := setup(t)
	if p.Name() != "outlook" || !slices.Equal(p.Durations(), []int{30, 60}) {
		t.Errorf("got %s %v, want outlook [30 60]", p.Name(), p.Durations())
	}
	if err := p.Revoke(ctxT(t), calendar.Token{Access: "a", Refresh: "r"}); err != nil {
		t.Errorf("revoke: %v", err)
	}
	if a, b := outlook.TransactionID("x"), outlook.TransactionID("x"); a != b || len(a) != 36 || a == outlook.TransactionID("y") {
		t.Errorf("transaction ids: got %s, %s; want one stable GUID per interview", a, b)
	}
}

// TestConcurrentCreatesMakeOneEvent is a retried job racing its first
// attempt: the shared transactionId makes one event.
func TestConcurrentCreatesMakeOneEvent(t *testing.T) {
	f, p := setup(t)
	tok := mustConnect(t, p, user)
	ctx := ctxT(t)
	var wg sync.WaitGroup
	got := make([]calendar.Booked, 4)
	errs := make([]error, 4)
	for i := range got {
		wg.Go(func() {
			own := tok
			got[i], errs[i] = p.CreateEvent(ctx, &own, interview("race-1"))
		})
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil || got[i].ID != got[0].ID || got[i].ID == "" {
			t.Errorf("attempt %d: got %+v, %v; want the one event", i, got[i], errs[i])
		}
	}
	if n := len(f.Microsoft.Events(user)); n != 1 {
		t.Errorf("events: got %d, want 1", n)
	}
}

// TestAccountIsTenantAndObjectID is L5 of security review 3: the account
// was known by Graph's mail, which the account's tenant administrator
// sets. Its identity is now the ID token's tid and oid (agreeing with
// /me's id), whatever mail says.
func TestAccountIsTenantAndObjectID(t *testing.T) {
	f, p := setup(t)
	_, mine, err := connect(t, p, user)
	if err != nil {
		t.Fatal(err)
	}
	tid, oid, ok := strings.Cut(mine.Subject, "/")
	if !ok || tid != fakeproviders.MicrosoftTenant || len(oid) != 36 {
		t.Fatalf("account id %q, want %s/<object id>", mine.Subject, fakeproviders.MicrosoftTenant)
	}
	// Another account whose mail reads like ours is still another account.
	f.Microsoft.SetKnobs(fakeproviders.Knobs{Email: "someone.else@contoso.test"})
	_, other, err := connect(t, p, user)
	if err != nil {
		t.Fatal(err)
	}
	if other.Subject == mine.Subject || other.Subject == "" {
		t.Errorf("two accounts share the id %q", other.Subject)
	}
}
