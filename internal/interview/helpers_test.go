package interview_test

import (
	"context"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// world is a company with a job whose hiring manager is the team's, the
// team's interviewer on its panel, a candidate waiting in schedule_round
// and the job's first round.
type world struct {
	a     *app.App
	tm    *apptest.Team
	job   *ats.Requisition
	app   *ats.Application
	round interview.Round
	// Users by role.
	admin, ta, hm, panel int64
}

func newWorld(t *testing.T, db *sqldb.DB, opts apptest.ServerOptions) *world {
	t.Helper()
	a := apptest.NewApp(t, db, opts)
	tm := apptest.MustTeam(t, a, "alpha")
	w := &world{a: a, tm: tm, admin: tm.Users[recruit.RoleAdmin].ID, ta: tm.Users[recruit.RoleTA].ID,
		hm: tm.Users[recruit.RoleHiringManager].ID, panel: tm.Users[recruit.RolePanel].ID}
	in := apptest.JobInput("Backend Engineer")
	in.HiringManagerID = &w.hm
	in.PanelIDs = []int64{w.panel}
	w.job = apptest.MustCreateRequisition(t, w.ctx(t, recruit.RoleAdmin), a, in)
	w.app = w.candidate(t, "Ada Lovelace", "ada@x.test")
	rounds, err := a.Interview.Rounds(w.ctx(t, recruit.RoleAdmin), w.job.ID)
	if err != nil || len(rounds) < 2 {
		t.Fatalf("the job's rounds: %v %v", rounds, err)
	}
	w.round = rounds[1]
	return w
}

func (w *world) ctx(t *testing.T, role string) context.Context {
	t.Helper()
	return w.tm.Ctx(t, role)
}

// candidate adds a candidate to the job and moves them to schedule_round.
func (w *world) candidate(t *testing.T, name, email string) *ats.Application {
	t.Helper()
	admin := w.ctx(t, recruit.RoleAdmin)
	a := apptest.MustAddApplication(t, admin, w.a, w.job, name, email)
	return apptest.MustMove(t, admin, w.a, a.Slug, recruit.StateScheduleRound)
}

// at returns ctx whose clock reads now (bookings in the past are made
// "back then").
func at(ctx context.Context, now time.Time) context.Context {
	return sqldb.WithClock(ctx, func() time.Time { return now })
}

// soon is 10:00 UTC two days from now: a fixed hour, so that an hour's
// interview never runs past midnight, where the clash message names the
// end's date too and the tests' expected texts would change with the
// time of day the suite runs at.
func soon() time.Time {
	d := time.Now().UTC().Add(48 * time.Hour)
	return time.Date(d.Year(), d.Month(), d.Day(), 10, 0, 0, 0, time.UTC)
}

func rfc(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// mustSchedule books the world's candidate (or app) with panel at start
// for an hour.
func (w *world) mustSchedule(t *testing.T, ctx context.Context, slug string, start time.Time, panel, shadow []int64) *interview.Interview {
	t.Helper()
	iv, err := w.a.Interview.Schedule(ctx, interview.ScheduleInput{Slug: slug, RoundID: w.round.ID, Start: rfc(start),
		End: rfc(start.Add(time.Hour)), TimeZone: "Asia/Kolkata", PanelIDs: panel, ShadowIDs: shadow, VideoLink: "https://meet.example.com/abc-defg"})
	if err != nil {
		t.Fatalf("schedule at %s: %v", start, err)
	}
	return iv
}

// invitations returns the stored mail to `to` that carries a calendar,
// oldest first.
func invitations(t *testing.T, a *app.App, to string) []mail.Message {
	t.Helper()
	msgs, err := a.Mailer.Mailbox(context.Background(), to, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []mail.Message
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Calendar != "" {
			out = append(out, msgs[i])
		}
	}
	return out
}

// vevent parses an invitation with golang-ical and returns its method and
// its one event.
func vevent(t *testing.T, body string) (string, *ics.VEvent) {
	t.Helper()
	if !strings.Contains(body, "\r\n") {
		t.Errorf("calendar lines must end in CRLF")
	}
	cal, err := ics.ParseCalendar(strings.NewReader(body))
	if err != nil {
		t.Fatalf("parse %q: %v", body, err)
	}
	method := ""
	for _, p := range cal.CalendarProperties {
		if p.IANAToken == string(ics.PropertyMethod) {
			method = p.Value
		}
	}
	evs := cal.Events()
	if len(evs) != 1 {
		t.Fatalf("%d events in %q", len(evs), body)
	}
	return method, evs[0]
}

func prop(ev *ics.VEvent, p ics.ComponentProperty) string {
	if v := ev.GetProperty(p); v != nil {
		return v.Value
	}
	return ""
}

// attendees lists an event's attendee addresses.
func attendees(ev *ics.VEvent) []string {
	var out []string
	for _, a := range ev.Attendees() {
		out = append(out, a.Email())
	}
	return out
}

// jobState reads a River job's state.
func jobState(t *testing.T, db *sqldb.DB, id *int64) string {
	t.Helper()
	if id == nil {
		t.Fatal("no reminder job")
	}
	var state string
	if err := db.Read.NewRaw("SELECT state FROM river_job WHERE id = ?", *id).Scan(context.Background(), &state); err != nil {
		t.Fatal(err)
	}
	return state
}

func panelist(iv *interview.Interview, user int64) *interview.Panelist {
	for i := range iv.Panel {
		if iv.Panel[i].UserID == user {
			return &iv.Panel[i]
		}
	}
	return nil
}
