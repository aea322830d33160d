package interview

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Jobs is what interview needs of the ats package: its row rules (who
// sees a job, who manages its candidates, who may sit on its panels), the
// application an interview is for, the pipeline move a booking makes and
// the notifications it sends.
type Jobs interface {
	JobAccess(ctx context.Context, requisitionID int64) (editable bool, err error)
	ApplicationJob(ctx context.Context, slug string) (int64, error)
	Application(ctx context.Context, slug string) (*ats.Application, error)
	MoveApplication(ctx context.Context, in ats.MoveInput) (*ats.Application, error)
	VisibleJobs(ctx context.Context) (string, []any, error)
	ManagedJobs(ctx context.Context, jobs []int64) (map[int64]bool, error)
	Interviewers(ctx context.Context, jobID int64) ([]auth.User, error)
	Notify(ctx context.Context, companyID int64, users []int64, kind, title, link string) error
}

// Mailer sends invitations (mail.Mailer does), in the caller's
// transaction.
type Mailer interface {
	SendAbout(ctx context.Context, kind, to string, companyID, applicationID, sentBy int64, data any) error
	SendCalendar(ctx context.Context, kind, to string, companyID, applicationID, sentBy int64, data any, cal mail.Calendar) error
}

// Enqueuer inserts and cancels jobs in the caller's transaction
// (queue.Queue does).
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	Cancel(ctx context.Context, jobID int64) error
}

// Companies names a company (auth.Service does).
type Companies interface {
	CompanyName(ctx context.Context, companyID int64) (string, error)
}

// Service is the interview domain.
type Service struct {
	DB        *sqldb.DB
	Jobs      Jobs
	Mail      Mailer
	Queue     Enqueuer
	Companies Companies
	// Events tells webhooks of interviews and scorecards; nil: no one.
	Events Events
	// BaseURL starts links in mail; Organizer is the invitations'
	// organizer when no user makes the change (the system).
	BaseURL   string
	Organizer string
	// ScheduleKey signs self-scheduling tokens: its own key (and
	// audience), so a scheduling token never stands in for a session.
	ScheduleKey []byte
	// Calendars add members' busy times to Hirekit's own interviews
	// (tests add sources; connected Google and Outlook calendars are
	// always asked, see calendar_busy.go).
	Calendars []BusySource
	// Providers are the configured calendar providers by name ("google",
	// "outlook"); a provider without a client is absent.
	Providers map[string]calendar.Provider
	// TokenKey seals connected calendars' tokens at rest (keys.CalendarTokens).
	TokenKey []byte
	// Log reports calendar failures that must not fail the caller.
	Log *slog.Logger
}

// Interview is one interview with its panel, and the names a list shows.
type Interview struct {
	ID            int64                  `bun:"id"`
	CompanyID     int64                  `bun:"company_id"`
	ApplicationID int64                  `bun:"application_id"`
	RequisitionID int64                  `bun:"requisition_id"`
	RoundID       int64                  `bun:"round_id"`
	StartsAt      time.Time              `bun:"starts_at"`
	EndsAt        time.Time              `bun:"ends_at"`
	TimeZone      string                 `bun:"time_zone"`
	Location      string                 `bun:"location"`
	VideoLink     string                 `bun:"video_link"`
	State         recruit.InterviewState `bun:"state"`
	Reason        string                 `bun:"reason"`
	UID           string                 `bun:"uid"`
	Sequence      int                    `bun:"sequence"`
	ScheduledBy   *int64                 `bun:"scheduled_by"`
	CreatedAt     time.Time              `bun:"created_at"`
	UpdatedAt     time.Time              `bun:"updated_at"`

	Slug             string        `bun:"slug"`
	CandidateName    string        `bun:"candidate_name"`
	RequisitionTitle string        `bun:"requisition_title"`
	RoundName        string        `bun:"round_name"`
	ApplicationState recruit.State `bun:"application_state"`
	HeldFrom         recruit.State `bun:"held_from"`

	Panel []Panelist `bun:"-"`
	// Actions are what the actor who loaded it may do with it.
	Actions []Action `bun:"-"`
}

// Panelist is someone on an interview's panel or shadow panel.
type Panelist struct {
	InterviewID   int64  `bun:"interview_id"`
	UserID        int64  `bun:"user_id"`
	Name          string `bun:"name"`
	Email         string `bun:"email"`
	TimeZone      string `bun:"time_zone"`
	Shadow        bool   `bun:"shadow"`
	ReminderJobID *int64 `bun:"reminder_job_id"`
}

// Action is something a viewer may do with an interview.
type Action string

// Actions on an interview.
const (
	ActionReschedule Action = "reschedule"
	ActionCancel     Action = "cancel"
	ActionComplete   Action = "complete"
	ActionNoShow     Action = "no_show"
	ActionScorecard  Action = "scorecard"
)

// interviewSelect reads interviews with the names lists show; callers
// append conditions on i.
const interviewSelect = `SELECT i.*, a.slug, c.name AS candidate_name, r.title AS requisition_title, ro.name AS round_name,
	a.state AS application_state, a.held_from
	FROM interviews i JOIN candidate_applications a ON a.id = i.application_id JOIN candidates c ON c.id = a.candidate_id
	JOIN requisitions r ON r.id = i.requisition_id JOIN rounds ro ON ro.id = i.round_id`

var errInterviewNotFound = recruit.Errorf(recruit.ENOTFOUND, "Interview not found")

// interview loads one interview of the actor's company on a job the actor
// sees, with its panel and the actor's actions; anything else is not
// found.
func (s *Service) interview(ctx context.Context, id int64) (*Interview, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	where := " WHERE i.id = ? AND i.company_id = ?"
	args := []any{id, companyID}
	jobs, jobArgs, err := s.Jobs.VisibleJobs(ctx)
	if err != nil {
		return nil, err
	}
	if jobs != "" {
		where += " AND i.requisition_id IN (" + jobs + ")"
		args = append(args, jobArgs...)
	}
	var iv Interview
	err = s.DB.Conn(ctx).NewRaw(interviewSelect+where, args...).Scan(ctx, &iv)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errInterviewNotFound
	} else if err != nil {
		return nil, err
	}
	list := []*Interview{&iv}
	if err := s.loadPanels(ctx, list); err != nil {
		return nil, err
	}
	return &iv, s.setActions(ctx, list)
}

// loadPanels fills the panels of interviews, panel first, by name.
func (s *Service) loadPanels(ctx context.Context, ivs []*Interview) error {
	if len(ivs) == 0 {
		return nil
	}
	byID := map[int64]*Interview{}
	ids := make([]int64, 0, len(ivs))
	for _, iv := range ivs {
		iv.Panel = []Panelist{}
		byID[iv.ID] = iv
		ids = append(ids, iv.ID)
	}
	var rows []Panelist
	if err := s.DB.Conn(ctx).NewRaw(`SELECT p.interview_id, p.user_id, u.name, u.email, u.time_zone, p.shadow, p.reminder_job_id
		FROM interview_panel p JOIN users u ON u.id = p.user_id WHERE p.interview_id IN (?) ORDER BY p.shadow, lower(u.name), u.id`,
		bun.In(ids)).Scan(ctx, &rows); err != nil {
		return err
	}
	for _, p := range rows {
		byID[p.InterviewID].Panel = append(byID[p.InterviewID].Panel, p)
	}
	return nil
}

// setActions works out what the actor may do with each interview: those
// who manage a job's candidates reschedule and cancel its interviews;
// they and the interview's panel record how it went once it has started;
// a panel member (not a shadow) submits a scorecard until the debrief.
func (s *Service) setActions(ctx context.Context, ivs []*Interview) error {
	actor := recruit.ActorFrom(ctx)
	var jobs []int64
	for _, iv := range ivs {
		jobs = append(jobs, iv.RequisitionID)
	}
	managed, err := s.Jobs.ManagedJobs(ctx, jobs)
	if err != nil {
		return err
	}
	now := sqldb.NowIn(ctx)
	for _, iv := range ivs {
		iv.Actions = []Action{}
		seat := iv.seatOf(actor.UserID)
		manages := managed[iv.RequisitionID]
		started := !now.Before(iv.StartsAt)
		if iv.State == recruit.InterviewScheduled && manages && actor.Can(recruit.PermScheduleInterview) {
			iv.Actions = append(iv.Actions, ActionReschedule, ActionCancel)
		}
		if iv.State == recruit.InterviewScheduled && started && (manages || seat != seatNone) && actor.Can(recruit.PermRecordInterviewOutcome) {
			iv.Actions = append(iv.Actions, ActionComplete, ActionNoShow)
		}
		if seat == seatPanel && started && scorecardState(iv.State) && debriefOpen(iv.ApplicationState, iv.HeldFrom) &&
			actor.Can(recruit.PermSubmitScorecard) {
			iv.Actions = append(iv.Actions, ActionScorecard)
		}
	}
	return nil
}

// seat is where a user sits in an interview.
type seat int

const (
	seatNone seat = iota
	seatPanel
	seatShadow
)

func (iv *Interview) seatOf(userID int64) seat {
	for _, p := range iv.Panel {
		if p.UserID == userID && userID != 0 {
			if p.Shadow {
				return seatShadow
			}
			return seatPanel
		}
	}
	return seatNone
}

// scorecardState reports whether an interview in state is one a
// scorecard may be written for: it happened, or is still on.
func scorecardState(s recruit.InterviewState) bool {
	return s == recruit.InterviewScheduled || s == recruit.InterviewCompleted
}

// debriefOpen reports whether an application's scorecards may still
// change: until the debrief has decided, that is while the application
// (or, on hold, the stage it waits in) has not left the interview stages.
func debriefOpen(state, heldFrom recruit.State) bool {
	if state == recruit.StateOnHold {
		state = heldFrom
	}
	info, ok := state.Info()
	if !ok || !info.Open {
		return false
	}
	switch info.Phase {
	case recruit.PhaseEntry, recruit.PhaseScreen, recruit.PhaseAssignment, recruit.PhaseInterview:
		return true
	}
	return false
}

// zone loads an IANA time zone; name "" is UTC.
func zone(name string) *time.Location {
	if name == "" {
		return time.UTC
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	return loc
}

// when describes an interview's time for people in loc, like
// "Tue 3 Mar 2026, 14:00–15:00 (Asia/Kolkata)".
func when(start, end time.Time, loc *time.Location) string {
	s, e := start.In(loc), end.In(loc)
	out := s.Format("Mon 2 Jan 2006, 15:04") + "–"
	if e.Format("20060102") != s.Format("20060102") {
		out += e.Format("Mon 2 Jan 2006, ")
	}
	return fmt.Sprintf("%s%s (%s)", out, e.Format("15:04"), loc.String())
}

// timelineLink is the application's page in the app.
func timelineLink(slug string) string { return "/candidate-timeline/" + slug }

// evaluationLink is the scorecard page of a round of an application.
func evaluationLink(slug string, roundID int64) string {
	return fmt.Sprintf("/evaluation/%s/round/%d", slug, roundID)
}

// Local is an interview's time on a viewer's wall clock.
type Local struct {
	Zone, Date, Start, End, Label string
}

// In returns the interview's time in loc.
func (iv *Interview) In(loc *time.Location) Local {
	return Local{Zone: loc.String(), Date: iv.StartsAt.In(loc).Format("2006-01-02"), Start: iv.StartsAt.In(loc).Format("15:04"),
		End: iv.EndsAt.In(loc).Format("15:04"), Label: when(iv.StartsAt, iv.EndsAt, loc)}
}

// ViewZone is the zone a viewer reads interview times in: name when
// given, else their profile's, else UTC. An unknown name is refused.
func ViewZone(ctx context.Context, name string) (*time.Location, error) {
	if name == "" {
		if a := recruit.ActorFrom(ctx); a != nil {
			name = a.TimeZone
		}
	}
	if name == "" {
		return time.UTC, nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil || name == "Local" {
		return nil, recruit.FieldError("timezone", "Please select a time zone")
	}
	return loc, nil
}
