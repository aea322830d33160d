package interview_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/apptest"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// issued is when the self-scheduling tests' links are sent: Monday
// 4 March 2030, 09:00 in Kolkata, the panel's zone.
var issued = time.Date(2030, 3, 4, 3, 30, 0, 0, time.UTC)

// linkInput is a complete form: the world's candidate, its round, the
// interviewer on the panel and the TA shadowing, 30 minutes, 09:00–18:00
// in Kolkata.
func (w *world) linkInput(slug string) interview.LinkInput {
	return interview.LinkInput{Slug: slug, RoundID: w.round.ID, PanelIDs: []int64{w.panel}, ShadowIDs: []int64{w.ta}, Minutes: 30,
		From: "09:00", To: "18:00", TimeZone: "Asia/Kolkata", VideoLink: "https://meet.example.com/self"}
}

// mustSendLink sends a link as the TA at the clock's time and returns it
// with its token.
func (w *world) mustSendLink(t *testing.T, when time.Time, in interview.LinkInput) (*interview.SentLink, string) {
	t.Helper()
	sent, err := w.a.Interview.SendSelfScheduleLink(at(w.ctx(t, recruit.RoleTA), when), in)
	if err != nil {
		t.Fatalf("send link: %v", err)
	}
	return sent, tokenOf(t, sent.URL)
}

// tokenOf reads the scheduling token of a link's address.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get("scheduling_token") == "" {
		t.Fatalf("no scheduling token in %q", link)
	}
	return u.Query().Get("scheduling_token")
}

// holder is the context of the token's holder at the clock's time.
func (w *world) holder(t *testing.T, token string, when time.Time) context.Context {
	t.Helper()
	ctx := at(context.Background(), when)
	actor, err := w.a.Interview.SchedulerFromToken(ctx, token)
	if err != nil {
		t.Fatalf("token refused: %v", err)
	}
	return recruit.WithActor(ctx, actor)
}

// TestSendSelfScheduleLink checks the form's rules and words, and that a
// sent link is stored, signed and mailed to the candidate (on the
// application's Emails tab), replacing an unused one for the same round.
func TestSendSelfScheduleLink(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		ta := at(w.ctx(t, recruit.RoleTA), issued)
		form := func(change func(in *interview.LinkInput)) interview.LinkInput {
			in := w.linkInput(w.app.Slug)
			change(&in)
			return in
		}
		for _, tc := range []struct {
			name    string
			ctx     context.Context
			in      interview.LinkInput
			code    string
			message string
		}{
			{"ErrNoCandidate", ta, form(func(in *interview.LinkInput) { in.Slug = " " }), recruit.EINVALID, "Please select a candidate!"},
			{"ErrHoursBackwards", ta, form(func(in *interview.LinkInput) { in.From, in.To = "18:00", "09:00" }), recruit.EINVALID,
				"Please select a proper availability range."},
			{"ErrHoursEqual", ta, form(func(in *interview.LinkInput) { in.To = "09:00" }), recruit.EINVALID, "Please select a proper availability range."},
			{"ErrHoursMalformed", ta, form(func(in *interview.LinkInput) { in.From = "9am" }), recruit.EINVALID, "Please select a proper availability range."},
			{"ErrDurationNotOffered", ta, form(func(in *interview.LinkInput) { in.Minutes = 20 }), recruit.EINVALID,
				"Please select a duration of 15, 30, 45 or 60 minutes."},
			{"ErrZone", ta, form(func(in *interview.LinkInput) { in.TimeZone = "Mars/Olympus" }), recruit.EINVALID, "Please select a proper time zone."},
			{"ErrNoRound", ta, form(func(in *interview.LinkInput) { in.RoundID = 0 }), recruit.EINVALID, "Please select a round"},
			{"ErrNoInterviewer", ta, form(func(in *interview.LinkInput) { in.PanelIDs = nil }), recruit.EINVALID, "Please select an interviewer"},
			{"ErrBothPanels", ta, form(func(in *interview.LinkInput) { in.ShadowIDs = []int64{w.panel} }), recruit.EINVALID,
				"Someone cannot be on both the panel and the shadow panel"},
			{"ErrIneligiblePanel", ta, form(func(in *interview.LinkInput) { in.PanelIDs = []int64{w.tm.Users[recruit.RoleEmployee].ID} }),
				recruit.EINVALID, "Please choose interviewers who can see this job"},
			{"ErrVideoLink", ta, form(func(in *interview.LinkInput) { in.VideoLink = "javascript:alert(1)" }), recruit.EINVALID,
				"Please enter a video link starting with http:// or https://"},
			{"ErrInterviewerMaySendNone", at(w.ctx(t, recruit.RolePanel), issued), form(func(*interview.LinkInput) {}), recruit.EFORBIDDEN,
				"You cannot access this page."},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := w.a.Interview.SendSelfScheduleLink(tc.ctx, tc.in)
				if recruit.ErrorCode(err) != tc.code || recruit.ErrorMessage(err) != tc.message {
					t.Errorf("got %v, want %s %q", err, tc.code, tc.message)
				}
			})
		}

		t.Run("OK", func(t *testing.T) {
			first, _ := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
			sent, token := w.mustSendLink(t, issued.Add(time.Minute), w.linkInput(w.app.Slug))
			if sent.Now != interview.LinkSent || sent.State != interview.LinkSent || !sent.IssuedAt.Equal(issued.Add(time.Minute)) ||
				!sent.ExpiresAt.Equal(sent.IssuedAt.Add(interview.SlotWindow)) || len(sent.Panel) != 2 {
				t.Errorf("link: %+v", sent.Link)
			}
			if want := "/candidate-self-schedule/" + w.app.Slug + "?scheduling_token="; !strings.Contains(sent.URL, want) {
				t.Errorf("url %q, want it to contain %q", sent.URL, want)
			}
			// The token carries what the spec lists, readable by anyone
			// (its signature is what counts).
			var claims jwt.MapClaims
			if _, _, err := jwt.NewParser().ParseUnverified(token, &claims); err != nil {
				t.Fatal(err)
			}
			for _, key := range []string{"application_id", "panel_ids", "shadow_panel_ids", "round_id", "duration", "working_hours_start",
				"working_hours_end", "timezone", "iat", "exp", "link_id"} {
				if _, ok := claims[key]; !ok {
					t.Errorf("token claims %v lack %s", claims, key)
				}
			}
			if claims["iat"].(float64) != float64(sent.IssuedAt.Unix()) || claims["timezone"] != "Asia/Kolkata" {
				t.Errorf("claims %v", claims)
			}
			mails, err := w.a.Mailer.Mailbox(context.Background(), "ada@x.test", 10)
			if err != nil {
				t.Fatal(err)
			}
			var linkMails []string
			for _, m := range mails {
				if m.Kind == "self_schedule_link" {
					linkMails = append(linkMails, m.Subject+"\n"+m.Text)
				}
			}
			if len(linkMails) != 2 || !strings.Contains(linkMails[0], sent.URL) || !strings.HasPrefix(linkMails[0], "Pick a time for your interview with alpha: ") {
				t.Fatalf("the candidate's mail of links, newest first: %q", linkMails)
			}
			emails, err := w.a.ATS.ApplicationEmails(w.ctx(t, recruit.RoleTA), w.app.Slug)
			if err != nil || emails[0].Kind != "self_schedule_link" || emails[0].SentBy == nil || *emails[0].SentBy != w.ta {
				t.Errorf("Emails tab: %+v %v", emails, err)
			}
			links, err := w.a.Interview.SelfScheduleLinks(at(w.ctx(t, recruit.RoleTA), issued.Add(time.Hour)), w.app.Slug)
			if err != nil || len(links) != 2 || links[0].ID != sent.ID || links[0].Now != interview.LinkSent ||
				links[1].ID != first.ID || links[1].Now != interview.LinkRevoked {
				t.Errorf("links: %+v %v; want the new one sent and the first revoked", links, err)
			}
		})
	})
}

// TestSchedulingToken refuses, with messages, every token that is not a
// live link's: tampered, signed with another key, another kind of token,
// past its 14 days, revoked; and a scheduling token is no session.
func TestSchedulingToken(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		sent, token := w.mustSendLink(t, issued, w.linkInput(w.app.Slug))
		check := func(t *testing.T, tok string, when time.Time, code, message string) {
			t.Helper()
			actor, err := w.a.Interview.SchedulerFromToken(at(context.Background(), when), tok)
			if recruit.ErrorCode(err) != code || (err != nil && recruit.ErrorMessage(err) != message) {
				t.Errorf("got %+v %v, want %s %q", actor, err, code, message)
			}
		}
		invalid := "This scheduling link is not valid. Please open the link from your email."
		parts := strings.Split(token, ".")
		var claims jwt.MapClaims
		if _, _, err := jwt.NewParser().ParseUnverified(token, &claims); err != nil {
			t.Fatal(err)
		}
		claims["application_id"] = claims["application_id"].(float64) + 1
		otherKey, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte("another install's key, 32 bytes!"))
		if err != nil {
			t.Fatal(err)
		}
		forged, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SigningString()

		t.Run("OK", func(t *testing.T) {
			actor, err := w.a.Interview.SchedulerFromToken(at(context.Background(), issued.Add(time.Hour)), token)
			if err != nil || actor.Kind != recruit.KindScheduler || actor.LinkID != sent.ID || actor.ApplicationID != w.app.ID ||
				actor.CompanyID != w.tm.Company.ID {
				t.Errorf("actor %+v %v", actor, err)
			}
		})
		t.Run("ErrTampered", func(t *testing.T) {
			check(t, forged+"."+parts[2], issued, recruit.EUNAUTHORIZED, invalid)
			check(t, parts[0]+"."+parts[1]+"."+strings.Repeat("A", len(parts[2])), issued, recruit.EUNAUTHORIZED, invalid)
			check(t, otherKey, issued, recruit.EUNAUTHORIZED, invalid)
			check(t, "", issued, recruit.EUNAUTHORIZED, invalid)
			check(t, "not.a.token", issued, recruit.EUNAUTHORIZED, invalid)
		})
		t.Run("ErrSessionTokenIsNoSchedulingToken", func(t *testing.T) {
			check(t, w.tm.Tokens[recruit.RoleTA], issued, recruit.EUNAUTHORIZED, invalid)
		})
		t.Run("ErrSchedulingTokenIsNoSession", func(t *testing.T) {
			if actor, err := w.a.Auth.Session(context.Background(), token, 0); recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
				t.Errorf("a scheduling token as a session: %+v %v, want EUNAUTHORIZED", actor, err)
			}
		})
		t.Run("ErrExpired", func(t *testing.T) {
			check(t, token, issued.Add(interview.SlotWindow-time.Second), "", "")
			check(t, token, issued.Add(interview.SlotWindow), recruit.EFORBIDDEN,
				"This scheduling link has expired. Please ask the recruiter for a new one.")
		})
		t.Run("ErrRevoked", func(t *testing.T) {
			links, err := w.a.Interview.SelfScheduleLinks(at(w.ctx(t, recruit.RolePanel), issued), w.app.Slug)
			if err != nil || len(links) != 1 || len(links[0].Actions) != 0 {
				t.Errorf("the interviewer's view of the links: %+v %v, want one and no revoke", links, err)
			}
			if _, err := w.a.Interview.RevokeSelfScheduleLink(at(w.ctx(t, recruit.RolePanel), issued), sent.ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("an interviewer revoked: %v", err)
			}
			hm := at(w.ctx(t, recruit.RoleHiringManager), issued.Add(time.Hour))
			got, err := w.a.Interview.RevokeSelfScheduleLink(hm, sent.ID)
			if err != nil || got.Now != interview.LinkRevoked || got.RevokedAt == nil || *got.RevokedBy != w.hm {
				t.Fatalf("revoke: %+v %v", got, err)
			}
			check(t, token, issued.Add(2*time.Hour), recruit.EFORBIDDEN, "This scheduling link has been revoked. Please ask the recruiter for a new one.")
			if _, err := w.a.Interview.RevokeSelfScheduleLink(hm, sent.ID); recruit.ErrorMessage(err) != "This link is already revoked" {
				t.Errorf("revoking twice: %v", err)
			}
		})
		t.Run("ErrAnotherCompanysLink", func(t *testing.T) {
			beta := apptest.MustTeam(t, w.a, "beta")
			if _, err := w.a.Interview.RevokeSelfScheduleLink(beta.Ctx(t, recruit.RoleAdmin), sent.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("beta revoking alpha's link: %v", err)
			}
		})
	})
}
