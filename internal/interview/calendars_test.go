package interview_test

import (
	"context"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/interview"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/google"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// calWorld is a world whose Google and Outlook are the fakes.
func calWorld(t *testing.T, db *sqldb.DB) (*world, *fakeproviders.Fakes) {
	t.Helper()
	f := fakeproviders.Start(t)
	return newWorld(t, db, apptest.ServerOptions{Configure: apptest.WithFakeCalendars(f)}), f
}

// startConnect asks for the consent URLs as role's user.
func (w *world) startConnect(t *testing.T, ctx context.Context) *interview.ConnectStart {
	t.Helper()
	st, err := w.a.Interview.StartConnect(ctx, "", "calendar")
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// connect runs the whole popup for role's user with provider and returns
// the callback's result.
func (w *world) connect(t *testing.T, role, provider string) *interview.CallbackResult {
	t.Helper()
	st := w.startConnect(t, w.ctx(t, role))
	q := fakeproviders.Authorize(t, st.URLs[provider])
	res := w.a.Interview.Callback(context.Background(), provider, q)
	if res.TransactionID != st.TransactionID && res.TransactionID != "" {
		t.Errorf("transaction %q, want %q", res.TransactionID, st.TransactionID)
	}
	return res
}

func (w *world) email(role string) string { return w.tm.Users[role].Email }

// TestCalendarConnect is the round trip: consent URLs with PKCE and a
// state, the callback storing the token sealed, the state single use and
// unforgeable, the connection listed, and disconnecting revoking it.
func TestCalendarConnect(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w, f := calWorld(t, db)
		ctx := w.ctx(t, recruit.RolePanel)
		st := w.startConnect(t, ctx)
		if st.TransactionID == "" || st.State != "" || len(st.URLs) != 2 {
			t.Fatalf("start: %+v", st)
		}
		u, _ := url.Parse(st.URLs["google"])
		q := u.Query()
		if q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || len(q.Get("state")) < 40 ||
			q.Get("login_hint") != w.email(recruit.RolePanel) || q.Get("redirect_uri") != w.a.Config.BaseURL+"/api/v1/oauth/callback/google" {
			t.Errorf("consent URL %s", st.URLs["google"])
		}

		back := fakeproviders.Authorize(t, st.URLs["google"])
		// A state changed by one character is no state.
		tampered := url.Values{"code": back["code"], "state": {back.Get("state")[:len(back.Get("state"))-1] + "x"}}
		if res := w.a.Interview.Callback(context.Background(), "google", tampered); res.Status != calendar.StatusJWTError || res.TransactionID != "" {
			t.Errorf("tampered state: %+v", res)
		}
		// Google's state is not Outlook's.
		if res := w.a.Interview.Callback(context.Background(), "outlook", back); res.Status != calendar.StatusJWTError {
			t.Errorf("state at the other provider: %+v", res)
		}
		res := w.a.Interview.Callback(context.Background(), "google", back)
		want := w.a.Config.BaseURL + "/oauth-redirect-callback?status=success&transaction_id=" + st.TransactionID
		if res.Status != calendar.StatusSuccess || res.Redirect != want {
			t.Fatalf("callback: %+v, want %s", res, want)
		}
		if res := w.a.Interview.Callback(context.Background(), "google", back); res.Status != calendar.StatusJWTError || res.TransactionID != "" {
			t.Errorf("replayed state: %+v", res)
		}

		var sealed string
		if err := db.Read.NewRaw("SELECT token FROM calendar_connections WHERE user_id = ?", w.panel).Scan(context.Background(), &sealed); err != nil {
			t.Fatal(err)
		}
		raw, err := base64.RawStdEncoding.DecodeString(strings.TrimPrefix(sealed, "v1."))
		if err != nil || !strings.HasPrefix(sealed, "v1.") || strings.Contains(string(raw), "access_token") || strings.Contains(sealed, "access_token") {
			t.Errorf("the stored token is readable: %q", sealed)
		}

		conns, providers, err := w.a.Interview.CalendarConnections(ctx)
		if err != nil || len(conns) != 1 || conns[0].Provider != "google" || conns[0].State != interview.ConnConnected ||
			conns[0].AccountEmail != w.email(recruit.RolePanel) || conns[0].PermissionsURL != google.PermissionsURL || len(providers) != 2 {
			t.Fatalf("connections: %+v %v %v", conns, providers, err)
		}
		if st := w.startConnect(t, ctx); st.State != "google_connected" {
			t.Errorf("state after connecting: %q", st.State)
		}
		// Someone else's connections are theirs.
		if conns, _, _ := w.a.Interview.CalendarConnections(w.ctx(t, recruit.RoleTA)); len(conns) != 0 {
			t.Errorf("the TA sees %+v", conns)
		}

		if res := w.connect(t, recruit.RoleTA, "outlook"); res.Status != calendar.StatusSuccess {
			t.Errorf("outlook: %+v", res)
		}

		if !f.Google.Connected(w.email(recruit.RolePanel)) {
			t.Fatal("the fake holds no grant")
		}
		if err := w.a.Interview.DisconnectCalendar(ctx, "outlook"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("disconnecting what is not connected: %v", err)
		}
		if err := w.a.Interview.DisconnectCalendar(ctx, "google"); err != nil {
			t.Fatal(err)
		}
		if f.Google.Connected(w.email(recruit.RolePanel)) {
			t.Error("disconnect did not revoke at Google")
		}
		if conns, _, _ := w.a.Interview.CalendarConnections(ctx); len(conns) != 0 {
			t.Errorf("after disconnect: %+v", conns)
		}
		// An employee has no calendar to connect.
		if _, err := w.a.Interview.StartConnect(w.ctx(t, recruit.RoleEmployee), "", "calendar"); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("employee: %v", err)
		}
		// The return page is Hirekit's own.
		if _, err := w.a.Interview.StartConnect(ctx, "https://evil.test/x", "calendar"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Errorf("foreign redirect_url: %v", err)
		}
	})
}

// TestCalendarConnectErrors gives each failure its status from the spec's
// catalogue, and stores no connection for any.
func TestCalendarConnectErrors(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w, f := calWorld(t, db)
		for _, tc := range []struct {
			name, provider string
			knobs          fakeproviders.Knobs
			want           string
		}{
			{"AccessDenied", "google", fakeproviders.Knobs{Consent: fakeproviders.ConsentDeny}, calendar.StatusAccessDenied},
			{"ConsentRequired", "outlook", fakeproviders.Knobs{Consent: fakeproviders.ConsentDeny, AuthorizeError: "consent_required"}, calendar.StatusConsentRequired},
			{"EmailMismatch", "google", fakeproviders.Knobs{Email: "someone.else@gmail.test"}, calendar.StatusEmailMismatch},
			{"EmailMismatchOutlook", "outlook", fakeproviders.Knobs{Email: "someone.else@outlook.test"}, calendar.StatusEmailMismatch},
			{"ScopeNotAccepted", "google", fakeproviders.Knobs{Scopes: []string{"openid", "email"}}, calendar.StatusScopeNotAccepted},
			{"NoRefreshToken", "google", fakeproviders.Knobs{NoRefreshToken: true}, calendar.StatusRefreshTokenNotPresent},
			{"BadIDToken", "google", fakeproviders.Knobs{IDToken: fakeproviders.IDTokenWrongAudience}, calendar.StatusJWTError},
		} {
			t.Run(tc.name, func(t *testing.T) {
				f.Google.SetKnobs(tc.knobs)
				f.Microsoft.SetKnobs(tc.knobs)
				t.Cleanup(func() { f.Google.SetKnobs(fakeproviders.Knobs{}); f.Microsoft.SetKnobs(fakeproviders.Knobs{}) })
				res := w.connect(t, recruit.RolePanel, tc.provider)
				if res.Status != tc.want || !strings.Contains(res.Redirect, "status="+tc.want+"&transaction_id=") {
					t.Errorf("%+v, want %s", res, tc.want)
				}
				if conns, _, _ := w.a.Interview.CalendarConnections(w.ctx(t, recruit.RolePanel)); len(conns) != 0 {
					t.Errorf("stored %+v", conns)
				}
			})
		}
		t.Run("Expired", func(t *testing.T) {
			st := w.startConnect(t, at(w.ctx(t, recruit.RolePanel), time.Now().Add(-11*time.Minute)))
			res := w.a.Interview.Callback(context.Background(), "google", fakeproviders.Authorize(t, st.URLs["google"]))
			if res.Status != calendar.StatusJWTError || res.TransactionID != "" {
				t.Errorf("an 11 minutes old state: %+v", res)
			}
		})
	})
}

// TestCalendarBusy merges the connected interviewer's Google busy time
// with Hirekit's own on the self-schedule page, and keeps Hirekit's own
// when Google fails.
func TestCalendarBusy(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w, f := calWorld(t, db)
		if res := w.connect(t, recruit.RolePanel, "google"); res.Status != calendar.StatusSuccess {
			t.Fatalf("connect: %+v", res)
		}
		grace := w.candidate(t, "Grace Hopper", "grace@x.test")
		w.mustSchedule(t, at(w.ctx(t, recruit.RoleTA), issued), grace.Slug, kolkataAt(5, 10, 0), []int64{w.panel}, nil)
		f.Google.AddBusy(w.email(recruit.RolePanel), kolkataAt(5, 14, 0), kolkataAt(5, 15, 30))
		_, token := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
		page := w.holder(t, token, issued)
		blocked, err := w.a.Interview.SelfScheduleBlocked(page, w.panel, kolkataAt(5, 0, 0).Unix(), kolkataAt(6, 0, 0).Unix())
		if err != nil {
			t.Fatal(err)
		}
		want := []interview.Interval{{Start: kolkataAt(5, 10, 0), End: kolkataAt(5, 11, 0)}, {Start: kolkataAt(5, 14, 0), End: kolkataAt(5, 15, 30)}}
		if !sameIntervals(blocked, want) {
			t.Errorf("blocked %v, want %v", blocked, want)
		}
		slots, err := w.a.Interview.SelfScheduleSlots(page, "2030-03-05", "")
		if err != nil || len(slots.Slots) != 18-2-3 {
			t.Errorf("slots: %d %v", len(slots.Slots), err)
		}

		// An access token Google refuses is refreshed, and the new one kept.
		sealed := func() string {
			var v string
			if err := db.Read.NewRaw("SELECT token FROM calendar_connections WHERE user_id = ?", w.panel).Scan(context.Background(), &v); err != nil {
				t.Fatal(err)
			}
			return v
		}
		before := sealed()
		f.Google.ExpireAccessTokens()
		blocked, err = w.a.Interview.SelfScheduleBlocked(page, w.panel, kolkataAt(5, 0, 0).Unix(), kolkataAt(6, 0, 0).Unix())
		if err != nil || !sameIntervals(blocked, want) {
			t.Errorf("after the access token expired: %v %v", blocked, err)
		}
		if sealed() == before {
			t.Error("the refreshed token was not stored")
		}

		// Google down: Hirekit's own busy time still holds.
		f.Google.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 100, Status: 503}})
		defer f.Google.SetKnobs(fakeproviders.Knobs{})
		blocked, err = w.a.Interview.SelfScheduleBlocked(page, w.panel, kolkataAt(5, 0, 0).Unix(), kolkataAt(6, 0, 0).Unix())
		if err != nil || !sameIntervals(blocked, want[:1]) {
			t.Errorf("with Google failing: %v %v", blocked, err)
		}
	})
}

func sameIntervals(a, b []interview.Interval) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Start.Equal(b[i].Start) || !a[i].End.Equal(b[i].End) {
			return false
		}
	}
	return true
}

// scheduleOnline books slug with the interviewer and no video link of its
// own, so the event asks for Meet.
func (w *world) scheduleOnline(t *testing.T, slug string, start time.Time) *interview.Interview {
	t.Helper()
	iv, err := w.a.Interview.Schedule(w.ctx(t, recruit.RoleTA), interview.ScheduleInput{Slug: slug, RoundID: w.round.ID, Start: rfc(start),
		End: rfc(start.Add(time.Hour)), TimeZone: "Asia/Kolkata", PanelIDs: []int64{w.panel}, ShadowIDs: []int64{w.ta}, Location: "Room 4"})
	if err != nil {
		t.Fatal(err)
	}
	return iv
}

// TestCalendarEvents follows an interview onto the organizer's Google
// calendar: created with a Meet link, the same event again on a retry,
// moved by a reschedule, cancelled with the interview.
func TestCalendarEvents(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w, f := calWorld(t, db)
		if res := w.connect(t, recruit.RolePanel, "google"); res.Status != calendar.StatusSuccess {
			t.Fatalf("connect: %+v", res)
		}
		mail := w.email(recruit.RolePanel)
		jobs := apptest.WatchJobs(t, w.a.Queue)
		start := soon()
		iv := w.scheduleOnline(t, w.app.Slug, start)
		jobs.Wait(t, "calendar_sync", 1)
		evs := f.Google.Events(mail)
		if len(evs) != 1 {
			t.Fatalf("events %+v", evs)
		}
		ev := evs[0]
		if ev.ID != google.EventID(iv.UID) || ev.JoinURL == "" || !ev.Start.Equal(start) || ev.Status != "confirmed" ||
			!strings.Contains(strings.Join(ev.Attendees, ","), "ada@x.test") || !strings.Contains(strings.Join(ev.Attendees, ","), w.email(recruit.RoleTA)) {
			t.Errorf("event %+v", ev)
		}
		if got := storedInterview(t, db, iv.ID); got.VideoLink != ev.JoinURL {
			t.Errorf("the interview's video link %q, want the Meet link %q", got.VideoLink, ev.JoinURL)
		}

		// A retry, even one that lost what it stored, makes no second event.
		sys := recruit.WithActor(context.Background(), recruit.SystemActor(w.tm.Company.ID))
		if err := w.a.Interview.SyncCalendarEvents(sys, iv.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Write.NewRaw("DELETE FROM calendar_events WHERE interview_id = ?", iv.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := w.a.Interview.SyncCalendarEvents(sys, iv.ID); err != nil {
			t.Fatal(err)
		}
		if evs := f.Google.Events(mail); len(evs) != 1 {
			t.Fatalf("after retries: %+v", evs)
		}

		later := start.Add(2 * time.Hour)
		if _, err := w.a.Interview.Reschedule(w.ctx(t, recruit.RoleTA), interview.RescheduleInput{ID: iv.ID, Start: rfc(later),
			End: rfc(later.Add(time.Hour)), Reason: "Clash"}); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "calendar_sync", 2)
		if evs := f.Google.Events(mail); len(evs) != 1 || !evs[0].Start.Equal(later) || evs[0].JoinURL != ev.JoinURL {
			t.Errorf("after reschedule: %+v", evs)
		}

		if _, err := w.a.Interview.Cancel(w.ctx(t, recruit.RoleTA), iv.ID, "Position filled"); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "calendar_sync", 3)
		if evs := f.Google.Events(mail); len(evs) != 1 || evs[0].Status != "cancelled" {
			t.Errorf("after cancel: %+v", evs)
		}
	})
}

// TestCalendarThrottleAndRevoke: a 429 delays the event by its
// Retry-After and does not lose it; a revoked grant marks the connection
// errored and the interview stays booked.
func TestCalendarThrottleAndRevoke(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w, f := calWorld(t, db)
		if res := w.connect(t, recruit.RolePanel, "outlook"); res.Status != calendar.StatusSuccess {
			t.Fatalf("connect: %+v", res)
		}
		mail := w.email(recruit.RolePanel)
		jobs := apptest.WatchJobs(t, w.a.Queue)
		f.Microsoft.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 1, Status: 429, RetryAfter: "1"}})
		began := time.Now()
		iv := w.scheduleOnline(t, w.app.Slug, soon())
		jobs.Wait(t, "calendar_sync", 1)
		if took := time.Since(began); took < time.Second {
			t.Errorf("the event came %s after booking, before the Retry-After", took)
		}
		evs := f.Microsoft.Events(mail)
		if len(evs) != 1 || evs[0].JoinURL == "" {
			t.Fatalf("events after the 429: %+v", evs)
		}
		var eventID string
		if err := db.Read.NewRaw("SELECT provider_event_id FROM calendar_events WHERE interview_id = ?", iv.ID).Scan(context.Background(), &eventID); err != nil || eventID != evs[0].ID {
			t.Errorf("stored event id %q, want %q (%v)", eventID, evs[0].ID, err)
		}

		f.Microsoft.RevokeGrant(mail)
		f.Microsoft.ExpireAccessTokens()
		grace := w.candidate(t, "Grace Hopper", "grace@x.test")
		iv2 := w.scheduleOnline(t, grace.Slug, soon().Add(3*time.Hour))
		jobs.Wait(t, "calendar_sync", 2)
		conns, _, err := w.a.Interview.CalendarConnections(w.ctx(t, recruit.RolePanel))
		if err != nil || len(conns) != 1 || conns[0].State != interview.ConnErrored || conns[0].Error != "Please revoke access and try again" {
			t.Errorf("after the grant was revoked: %+v %v", conns, err)
		}
		if got := storedInterview(t, db, iv2.ID); got.State != string(recruit.InterviewScheduled) {
			t.Errorf("the interview: %+v", got)
		}
		if evs := f.Microsoft.Events(mail); len(evs) != 1 {
			t.Errorf("events after the revoke: %+v", evs)
		}
	})
}

type interviewRow struct {
	State     string `bun:"state"`
	VideoLink string `bun:"video_link"`
}

func storedInterview(t *testing.T, db *sqldb.DB, id int64) interviewRow {
	t.Helper()
	var r interviewRow
	if err := db.Read.NewRaw("SELECT state, video_link FROM interviews WHERE id = ?", id).Scan(context.Background(), &r); err != nil {
		t.Fatal(err)
	}
	return r
}
