package ats

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// Home (/dashboard) is computed from the tables as they are: no counter is
// stored. Every part is one bounded query whatever the company's size:
// the jobs a page, their pipelines one grouped count, the waiting counts
// one grouped count.

// DashboardJobs bounds the open jobs Home lists.
const DashboardJobs = 10

// DashboardPhases are the phases a job's pipeline bar shows, in order:
// the open phases and the hired. Closed and paused applications are not
// in the bar.
var DashboardPhases = []recruit.Phase{recruit.PhaseEntry, recruit.PhaseScreen, recruit.PhaseAssignment,
	recruit.PhaseInterview, recruit.PhaseSalary, recruit.PhaseOffer, recruit.PhaseHired}

// DashboardJob is an open job with its pipeline.
type DashboardJob struct {
	ID        int64                    `bun:"id"`
	Slug      string                   `bun:"slug"`
	Title     string                   `bun:"title"`
	State     recruit.RequisitionState `bun:"state"`
	CreatedAt time.Time                `bun:"created_at"`
	// Phases counts the job's applications (those the actor sees, not
	// archived) by phase; every phase of DashboardPhases is present.
	Phases map[recruit.Phase]int `bun:"-"`
}

// Things that wait on a user.
const (
	WaitTAScreen = "ta_screen"
	WaitHMScreen = "hm_screen"
	WaitApproval = "approvals"
)

// Waiting is one count of things waiting on the actor.
type Waiting struct {
	Key   string
	Count int
}

// First steps of a new company.
const (
	StepCreateJob   = "create_job"
	StepInviteTeam  = "invite_team"
	StepCareersPage = "careers_page"
)

// FirstStep is one item of the getting-started list and whether the
// company has done it.
type FirstStep struct {
	Key  string
	Done bool
}

// Dashboard is the actor's Home as ats knows it; interviews and
// scorecards come from the interview package.
type Dashboard struct {
	Jobs []DashboardJob
	// OpenJobs counts all the open and live jobs the actor sees.
	OpenJobs int
	// Waiting lists only what applies to the actor: TA screen for admins
	// and TAs, HM screen for hiring managers, approvals for those who
	// approve.
	Waiting []Waiting
	// EveryJob says the actor sees every job of the company (admins, TAs):
	// their upcoming interviews are the company's, not only their own.
	EveryJob bool
	// FirstSteps lists the steps the actor may take, done or not.
	FirstSteps []FirstStep
	// Recent are the latest moves of candidates the actor sees, newest
	// first (at most DashboardActivity).
	Recent []Activity
}

// DashboardActivity bounds Home's recent activity.
const DashboardActivity = 8

// Activity is one move of a candidate: added (From empty) or moved.
type Activity struct {
	Slug          string        `bun:"slug"`
	CandidateName string        `bun:"candidate_name"`
	JobTitle      string        `bun:"job_title"`
	From          recruit.State `bun:"from_state"`
	To            recruit.State `bun:"to_state"`
	By            *string       `bun:"by_name"`
	At            time.Time     `bun:"created_at"`
}

// Dashboard returns the actor's Home: their open jobs (newest first, at
// most DashboardJobs) with pipeline counts by phase, what waits on them
// and the first steps of a new company.
func (s *Service) Dashboard(ctx context.Context) (*Dashboard, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewDashboard)
	if err != nil {
		return nil, err
	}
	db := s.DB.Conn(ctx)
	cond, condArgs := visibility(actor)
	out := &Dashboard{Jobs: []DashboardJob{}, Waiting: []Waiting{}, FirstSteps: []FirstStep{}, EveryJob: cond == visibleToAll}
	where := "r.company_id = ? AND r.state IN (?, ?) AND " + cond
	args := append([]any{companyID, recruit.ReqOpen, recruit.ReqLive}, condArgs...)
	if err := db.NewRaw("SELECT count(*) FROM requisitions r WHERE "+where, args...).Scan(ctx, &out.OpenJobs); err != nil {
		return nil, err
	}
	if err := db.NewRaw("SELECT r.id, r.slug, r.title, r.state, r.created_at FROM requisitions r WHERE "+where+" ORDER BY r.id DESC LIMIT ?",
		append(args, DashboardJobs)...).Scan(ctx, &out.Jobs); err != nil {
		return nil, err
	}
	if err := s.dashboardPipelines(ctx, actor, companyID, out.Jobs); err != nil {
		return nil, err
	}
	if out.Waiting, err = s.waiting(ctx, actor, companyID); err != nil {
		return nil, err
	}
	if out.FirstSteps, err = s.firstSteps(ctx, actor, companyID); err != nil {
		return nil, err
	}
	if out.Recent, err = s.recentActivity(ctx, actor, companyID); err != nil {
		return nil, err
	}
	return out, nil
}

// recentActivity reads the latest moves of the applications the actor
// sees, under the same row rules as the candidate list; the index on
// (company_id, created_at, id) walks the latest moves first (by when they
// happened: imported and demo moves are not written in time order).
func (s *Service) recentActivity(ctx context.Context, actor *recruit.Actor, companyID int64) ([]Activity, error) {
	cond, args := visibility(actor)
	where := "m.company_id = ? AND " + cond
	args = append([]any{companyID}, args...)
	if scope, scopeArgs := applicationScope(actor); scope != "" {
		where += " AND " + scope
		args = append(args, scopeArgs...)
	}
	name := "c.name"
	if agencyScoped(actor) {
		name = "a.submitted_name" // an agency sees what it submitted
	}
	out := []Activity{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT a.slug, `+name+` AS candidate_name, r.title AS job_title, m.from_state, m.to_state, u.name AS by_name, m.created_at
		FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id JOIN requisitions r ON r.id = a.requisition_id
		JOIN candidates c ON c.id = a.candidate_id LEFT JOIN users u ON u.id = m.moved_by
		WHERE `+where+` ORDER BY m.created_at DESC, m.id DESC LIMIT ?`, append(args, DashboardActivity)...).Scan(ctx, &out)
	return out, err
}

// dashboardPipelines fills the jobs' phase counts with one grouped count.
func (s *Service) dashboardPipelines(ctx context.Context, actor *recruit.Actor, companyID int64, jobs []DashboardJob) error {
	if len(jobs) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(jobs))
	byID := map[int64]*DashboardJob{}
	for i := range jobs {
		jobs[i].Phases = map[recruit.Phase]int{}
		for _, p := range DashboardPhases {
			jobs[i].Phases[p] = 0
		}
		ids = append(ids, jobs[i].ID)
		byID[jobs[i].ID] = &jobs[i]
	}
	q := "SELECT a.requisition_id, a.state, count(*) AS n FROM candidate_applications a WHERE a.company_id = ? AND a.requisition_id IN (?) AND a.archived = ?"
	args := []any{companyID, bun.In(ids), false}
	if scope, scopeArgs := applicationScope(actor); scope != "" {
		q += " AND " + scope
		args = append(args, scopeArgs...)
	}
	var rows []struct {
		RequisitionID int64         `bun:"requisition_id"`
		State         recruit.State `bun:"state"`
		N             int           `bun:"n"`
	}
	if err := s.DB.Conn(ctx).NewRaw(q+" GROUP BY a.requisition_id, a.state", args...).Scan(ctx, &rows); err != nil {
		return err
	}
	for _, r := range rows {
		info, ok := r.State.Info()
		j := byID[r.RequisitionID]
		if !ok || j == nil {
			continue
		}
		if _, shown := j.Phases[info.Phase]; shown {
			j.Phases[info.Phase] += r.N
		}
	}
	return nil
}

// waiting counts what waits on the actor: applications in TA screen on
// the open jobs they recruit for (every open job for an admin), in HM
// screen on the open jobs they are hiring manager of, and jobs pending
// approval when they approve. Archived applications do not wait.
func (s *Service) waiting(ctx context.Context, actor *recruit.Actor, companyID int64) ([]Waiting, error) {
	out := []Waiting{}
	ta, taCond, taArgs, hm := screenQueues(actor)
	if ta || hm {
		args := append([]any{recruit.StateTAScreen}, taArgs...)
		args = append(args, recruit.StateHMScreen, actor.UserID, companyID, recruit.StateTAScreen, recruit.StateHMScreen, false, recruit.ReqOpen, recruit.ReqLive)
		var n struct {
			TA int `bun:"ta"`
			HM int `bun:"hm"`
		}
		if err := s.DB.Conn(ctx).NewRaw(`SELECT
			COALESCE(SUM(CASE WHEN a.state = ? AND `+taCond+` THEN 1 ELSE 0 END), 0) AS ta,
			COALESCE(SUM(CASE WHEN a.state = ? AND r.hiring_manager_id = ? THEN 1 ELSE 0 END), 0) AS hm
			FROM candidate_applications a JOIN requisitions r ON r.id = a.requisition_id
			WHERE a.company_id = ? AND a.state IN (?, ?) AND a.archived = ? AND r.state IN (?, ?)`, args...).Scan(ctx, &n); err != nil {
			return nil, err
		}
		if ta {
			out = append(out, Waiting{WaitTAScreen, n.TA})
		}
		if hm {
			out = append(out, Waiting{WaitHMScreen, n.HM})
		}
	}
	if actor.Can(recruit.PermApproveRequisition) {
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM requisitions WHERE company_id = ? AND state = ?", companyID, recruit.ReqPendingApproval).
			Scan(ctx, &n); err != nil {
			return nil, err
		}
		out = append(out, Waiting{WaitApproval, n})
	}
	return out, nil
}

// firstSteps are the getting-started items the actor may do: create a job
// (done once the company has any), invite the team (done once it has
// another active user), set up the careers page (done once an admin has
// saved it: the careers package's row exists).
func (s *Service) firstSteps(ctx context.Context, actor *recruit.Actor, companyID int64) ([]FirstStep, error) {
	out := []FirstStep{}
	mayJob, mayInvite, mayCareers := holdsByRole(actor, recruit.PermCreateRequisition), holdsByRole(actor, recruit.PermInviteUser),
		holdsByRole(actor, recruit.PermManageCareersPage)
	if !mayJob && !mayInvite && !mayCareers {
		return out, nil
	}
	var n struct {
		Jobs    int `bun:"jobs"`
		Users   int `bun:"users"`
		Careers int `bun:"careers"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT
		(SELECT count(*) FROM requisitions WHERE company_id = ?) AS jobs,
		(SELECT count(*) FROM users WHERE company_id = ? AND active = ?) AS users,
		(SELECT count(*) FROM careers_pages WHERE company_id = ?) AS careers`, companyID, companyID, true, companyID).Scan(ctx, &n); err != nil {
		return nil, err
	}
	if mayJob {
		out = append(out, FirstStep{StepCreateJob, n.Jobs > 0})
	}
	if mayInvite {
		out = append(out, FirstStep{StepInviteTeam, n.Users > 1})
	}
	if mayCareers {
		out = append(out, FirstStep{StepCareersPage, n.Careers > 0})
	}
	return out, nil
}
