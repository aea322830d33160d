package ats

import (
	"slices"
	"strings"

	"hirekit/internal/recruit"
)

// This file holds the row rules of jobs and applications: which rows an
// actor reaches once recruit.Require has let them use a use case. Each
// rule is one function, used by list, detail, add and move alike. They are
// the only place in ats that looks at roles.

// visibleToAll is visibility's condition for an actor who sees every job
// of the company; callers may then leave the job condition out.
const visibleToAll = "1 = 1"

// visibility returns the SQL condition (over alias r) that limits jobs to
// those the actor may see, per docs/permissions.md: admins and TAs see
// every job; a hiring manager the jobs they manage, recruit for or sit on
// the panel of; a panel member the jobs whose authorized_panel_ids hold
// them; an agency the open or live jobs assigned to it; an employee the
// live jobs (to refer). Several roles see the union. The system sees every
// job, an applicant the live ones, and a link or passcode holder the job
// of its one application.
func visibility(a *recruit.Actor) (string, []any) {
	switch a.Kind {
	case recruit.KindSystem:
		return visibleToAll, nil
	case recruit.KindApplicant:
		return "r.state = 'live'", nil
	case recruit.KindScheduler, recruit.KindCandidate:
		return "r.id IN (SELECT x.requisition_id FROM candidate_applications x WHERE x.id = ?)", []any{a.ApplicationID}
	}
	if a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RolePlatformAdmin) {
		return visibleToAll, nil
	}
	var conds []string
	var args []any
	member := "r.id IN (SELECT m.requisition_id FROM requisition_members m WHERE m.kind = ? AND m.member_id = ?)"
	if a.HasRole(recruit.RoleHiringManager) {
		conds = append(conds, "(r.hiring_manager_id = ? OR "+member+" OR "+member+")")
		args = append(args, a.UserID, memberRecruiter, a.UserID, memberPanel, a.UserID)
	}
	if a.HasRole(recruit.RolePanel) {
		conds = append(conds, member)
		args = append(args, memberPanel, a.UserID)
	}
	if a.HasRole(recruit.RoleAgency) && a.AgencyID != 0 {
		conds = append(conds, "(r.state IN ('open', 'live') AND "+member+")")
		args = append(args, memberAgency, a.AgencyID)
	}
	if a.HasRole(recruit.RoleEmployee) {
		conds = append(conds, "r.state = 'live'")
	}
	if len(conds) == 0 {
		return "1 = 0", nil
	}
	return "(" + strings.Join(conds, " OR ") + ")", args
}

// agencyScoped reports whether the actor sees only the candidates its
// agency brought: an agency user holding no role that sees a job's whole
// pipeline.
func agencyScoped(a *recruit.Actor) bool {
	return a.Kind == recruit.KindUser && a.HasRole(recruit.RoleAgency) &&
		!a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePlatformAdmin)
}

// applicationScope returns the condition (over alias a) that narrows the
// applications of visible jobs further: an agency's own candidates, or the
// one application of a link or passcode holder. It is "" when the job's
// visibility is enough.
func applicationScope(a *recruit.Actor) (string, []any) {
	switch {
	case a.Kind == recruit.KindScheduler || a.Kind == recruit.KindCandidate:
		return "a.id = ?", []any{a.ApplicationID}
	case agencyScoped(a):
		return "a.agency_id = ?", []any{a.AgencyID}
	}
	return "", nil
}

// referrerOnly reports whether the actor adds candidates only as referrals:
// an employee holding no role that adds candidates otherwise.
func referrerOnly(a *recruit.Actor) bool {
	return a.Kind == recruit.KindUser && a.HasRole(recruit.RoleEmployee) &&
		!a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager, recruit.RoleAgency, recruit.RolePlatformAdmin)
}

// sourceFor is the source an actor's new application gets, whatever was
// asked: an agency's candidates are the agency's, an employee's are
// referrals.
func sourceFor(a *recruit.Actor, asked string) string {
	switch {
	case agencyScoped(a):
		return "agency"
	case referrerOnly(a):
		return "referral"
	}
	return asked
}

// submitterOnly reports whether the actor sees of a candidate only what it
// submitted itself: an agency, an employee or an applicant. Adding a
// candidate who is already known must not show them the stored profile,
// nor whether someone else put the candidate forward.
func submitterOnly(a *recruit.Actor) bool {
	return agencyScoped(a) || !a.Can(recruit.PermViewApplication)
}

// managesCandidates reports whether the actor may change the candidates of
// a job it sees (move, archive, tag, prioritise): admins and TAs on any
// job, a hiring manager on the jobs they manage or recruit for — not on
// one where they only sit on the panel.
func managesCandidates(a *recruit.Actor, jobHiringManager *int64, recruiters []int64) bool {
	if a.Kind == recruit.KindSystem || a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RolePlatformAdmin) {
		return true
	}
	if !a.HasRole(recruit.RoleHiringManager) {
		return false
	}
	return (jobHiringManager != nil && *jobHiringManager == a.UserID) || slices.Contains(recruiters, a.UserID)
}

// canEdit reports whether the actor may change the job: admins and TAs any
// job, a hiring manager the jobs they manage.
func canEdit(a *recruit.Actor, r *Requisition) bool {
	if !a.Can(recruit.PermEditRequisition) {
		return false
	}
	if a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RolePlatformAdmin) {
		return true
	}
	return a.HasRole(recruit.RoleHiringManager) && r.HiringManagerID != nil && *r.HiringManagerID == a.UserID
}

// needsApproval reports whether a job the actor creates waits for an
// admin's approval when the company asks for approvals: an admin's own
// jobs do not.
func needsApproval(a *recruit.Actor) bool { return !a.Can(recruit.PermApproveRequisition) }

// moveRule is what recruit.CheckMove needs of the actor and application.
func moveRule(a *recruit.Actor, app *Application) recruit.MoveRule {
	return recruit.MoveRule{HeldFrom: app.HeldFrom, CanReopen: a.Can(recruit.PermReopenApplication)}
}

// nextStates are the moves the actor may make on the application: none
// for those who may not move candidates, or not this job's.
func nextStates(a *recruit.Actor, app *Application) []recruit.State {
	if !a.Can(recruit.PermMoveApplication) || !app.Manageable {
		return []recruit.State{}
	}
	return recruit.NextStates(app.State, moveRule(a, app))
}

// screenQueues is the row rule of Home's "waiting on you": whether the
// actor works a TA screen and on which jobs (every job for an admin, the
// jobs they recruit for otherwise), and whether they work a hiring
// manager's screen (on the jobs they manage).
func screenQueues(a *recruit.Actor) (ta bool, taCond string, taArgs []any, hm bool) {
	ta = a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RolePlatformAdmin)
	hm = a.HasRole(recruit.RoleHiringManager)
	if a.HasRole(recruit.RoleAdmin, recruit.RolePlatformAdmin) {
		return ta, visibleToAll, nil, hm
	}
	return ta, "r.id IN (SELECT m.requisition_id FROM requisition_members m WHERE m.kind = ? AND m.member_id = ?)", []any{memberRecruiter, a.UserID}, hm
}

// holdsByRole reports whether one of the actor's roles holds p, whatever
// else p needs: a first step is listed for a new admin whose email is not
// verified yet (the invite page then says what is missing).
func holdsByRole(a *recruit.Actor, p recruit.Permission) bool {
	for _, r := range a.Roles {
		if recruit.RoleHolds(r, p) {
			return true
		}
	}
	return false
}

// viewFor trims a job to what the actor's job page needs. The company's
// own staff (admins, TAs, hiring managers, panel members) and the system
// see everything; an external role (an agency, an employee referring)
// sees the job itself, its locations and screening questions (which an
// agency answers when it adds a candidate), but not who works on it: the
// hiring manager, recruiters, panel and agencies (security review 3, L8;
// an agency would learn which other agencies share the job), nor why it
// was once rejected.
func viewFor(a *recruit.Actor, r *Requisition) *Requisition {
	if a.Kind == recruit.KindSystem || a.HasRole(recruit.RoleAdmin, recruit.RoleTA, recruit.RolePlatformAdmin, recruit.RoleHiringManager, recruit.RolePanel) {
		return r
	}
	r.HiringManagerID, r.RecruiterIDs, r.PanelIDs, r.AgencyIDs, r.RejectedReason = nil, nil, nil, nil, ""
	return r
}
