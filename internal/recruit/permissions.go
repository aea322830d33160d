package recruit

import (
	"context"
	"slices"
)

// Permission names one thing an actor may do. Rules below is the one table
// from permission to the roles (and kinds of non-user actor) holding it:
// use cases start with Require, the route table names the same
// permissions, and docs/permissions.md is generated from both.
type Permission string

// Permissions of company users and of the other actors, in the order
// docs/permissions.md lists them.
const (
	// The signed-in user's own things.
	PermUseProfile     Permission = "profile.use"
	PermSubmitFeedback Permission = "feedback.submit"
	PermViewVocabulary Permission = "vocabulary.view"
	PermViewDashboard  Permission = "dashboard.view"
	PermRecordUsage    Permission = "usage.record"

	// The team.
	PermListUsers          Permission = "users.list"
	PermViewUser           Permission = "users.view"
	PermInviteUser         Permission = "users.invite"
	PermInviteAgency       Permission = "agencies.invite"
	PermManageInvites      Permission = "invites.manage"
	PermGrantRole          Permission = "users.grant_roles"
	PermSetActive          Permission = "users.set_active"
	PermViewDesignations   Permission = "designations.view"
	PermManageDesignations Permission = "designations.manage"
	PermViewFeatures       Permission = "features.view"
	PermManageFeatures     Permission = "features.manage"

	// Jobs.
	PermViewRequisitions     Permission = "requisitions.view"
	PermCreateRequisition    Permission = "requisitions.create"
	PermEditRequisition      Permission = "requisitions.edit"
	PermPublishRequisition   Permission = "requisitions.publish"
	PermApproveRequisition   Permission = "requisitions.approve"
	PermViewQuestion         Permission = "questions.view"
	PermViewDepartments      Permission = "departments.view"
	PermViewRounds           Permission = "rounds.view"
	PermEditRounds           Permission = "rounds.edit"
	PermEditRoundTemplate    Permission = "rounds.edit_template"
	PermViewSources          Permission = "sources.view"
	PermManageSources        Permission = "sources.manage"
	PermViewTags             Permission = "tags.view"
	PermManageTags           Permission = "tags.manage"
	PermViewApplicationRound Permission = "applications.view_rounds"

	// Candidates and the pipeline.
	PermAddApplication     Permission = "applications.add"
	PermListApplications   Permission = "applications.list"
	PermViewApplication    Permission = "applications.view"
	PermMoveApplication    Permission = "applications.move"
	PermReopenApplication  Permission = "applications.reopen"
	PermUpdateApplication  Permission = "applications.update"
	PermRecentApplications Permission = "applications.recent"
	PermStoreParsedResume  Permission = "applications.store_parsed_resume"
	PermEditProfile        Permission = "applications.edit_profile"
	PermViewProfile        Permission = "applications.view_profile"
	PermViewOwnReferrals   Permission = "referrals.view_own"
	PermImportCandidates   Permission = "applications.bulk_import"
	PermRunImport          Permission = "applications.run_bulk_import"

	// Talking to candidates and colleagues.
	PermViewTemplates      Permission = "templates.view"
	PermManageTemplates    Permission = "templates.manage"
	PermEmailCandidate     Permission = "applications.email"
	PermViewCommunication  Permission = "applications.view_communication"
	PermWriteNotes         Permission = "notes.write"
	PermReadNotifications  Permission = "notifications.read"
	PermSearch             Permission = "search.use"
	PermSmartSearch        Permission = "smart_search.use"
	PermPerformAction      Permission = "assistant.perform_action"
	PermUseAssistant       Permission = "assistant.use"
	PermViewOwnApplication Permission = "candidate.view_own_application"

	// Interviews and scorecards.
	PermScheduleInterview      Permission = "interviews.schedule"
	PermViewInterviews         Permission = "interviews.view"
	PermRecordInterviewOutcome Permission = "interviews.record_outcome"
	PermSubmitScorecard        Permission = "scorecards.submit"
	PermViewScorecards         Permission = "scorecards.view"
	PermRemindScorecard        Permission = "scorecards.remind"
	// Screening (/screeno) and its credits.
	PermViewScreening  Permission = "screeno.view"
	PermUseScreening   Permission = "screeno.use"
	PermStoreScreening Permission = "screeno.store_parsed"
	PermRunATSFetch    Permission = "screeno.run_ats_fetch"
	PermGrantCredits   Permission = "credits.grant"
	// The browser extension's dashboard (/wand).
	PermUseWand Permission = "wand.use"

	// Self-scheduling: the link a recruiter sends, and what its holder does.
	PermSendSelfScheduleLink Permission = "self_schedule.send_link"
	PermSelfSchedule         Permission = "self_schedule.book"

	// Google and Outlook calendars.
	PermConnectCalendar Permission = "calendars.connect"
	PermSyncCalendar    Permission = "calendars.sync"

	// Careers pages.
	PermViewCareers       Permission = "careers.view"
	PermManageCareersPage Permission = "careers.manage"

	// The public /layoffs page: the company's own list of people let go.
	PermManageLayoffs Permission = "layoffs.manage"

	// Webhooks out: endpoints told of the company's events.
	PermManageWebhooks Permission = "webhooks.manage"

	// Privacy: a candidate's data on request, retention, the audit log.
	PermManagePersonalData Permission = "privacy.manage"
	PermViewAuditLog       Permission = "audit.view"

	// Analytics.
	PermViewAnalytics    Permission = "analytics.view"
	PermViewProductUsage Permission = "analytics.product_usage"
	PermExport           Permission = "exports.create"
	PermRunExport        Permission = "exports.run"

	// Talenthub, the candidate marketplace (internal/marketplace).
	PermHubOwnProfile Permission = "talenthub.own_profile"
	// The jobs board: posting a company's jobs, browsing listed candidates.
	PermHubPostJob          Permission = "talenthub.post_job"
	PermHubReviewCandidates Permission = "talenthub.review_candidates"

	// The platform.
	PermManagePlatform   Permission = "platform.manage"
	PermActForAnyCompany Permission = "platform.act_for_company"
)

// ActorKind tells company users apart from the callers that are not.
type ActorKind string

// Kinds of actor. A user is a company user or a platform admin; the others
// act through the same use cases with the permissions Rules gives them.
const (
	KindUser ActorKind = ""
	// KindSystem is Hirekit itself: queue workers, and moves made as a
	// consequence of another action (booking an interview).
	KindSystem ActorKind = "system"
	// KindApplicant is an anonymous candidate applying on a careers page.
	KindApplicant ActorKind = "applicant"
	// KindScheduler holds a signed self-scheduling link for one application.
	KindScheduler ActorKind = "scheduling_token"
	// KindCandidate is a candidate signed in with a mailed passcode.
	KindCandidate ActorKind = "candidate"
	// KindTalentCandidate is a talenthub candidate signed in to the
	// marketplace (Google or an emailed code); they belong to no company.
	KindTalentCandidate ActorKind = "talenthub_candidate"
)

// Rule is one line of the permission table.
type Rule struct {
	Permission Permission
	Summary    string
	// Roles are the company roles holding the permission. A platform admin
	// holds every permission a company role holds (acting for a company it
	// names) and the platform's own.
	Roles []string
	// Kinds are the non-user actors holding it.
	Kinds []ActorKind
	// Needs are conditions on the company user beyond a role (a platform
	// admin acting for a company is exempt).
	Needs Needs
}

// Needs are what a permission asks of a company user besides a role.
type Needs uint8

// Conditions: an approved company (a platform admin approves companies
// when HIREKIT_AUTO_APPROVE_COMPANIES is off, and may withdraw it), a
// verified email (mail sent on the user's behalf needs a proven sender).
const (
	NeedsApprovedCompany Needs = 1 << iota
	NeedsVerifiedEmail
)

// Role sets used by the table.
var (
	everyone        = []string{RoleAdmin, RoleTA, RoleHiringManager, RolePanel, RoleEmployee, RoleAgency}
	adminOnly       = []string{RoleAdmin}
	adminTA         = []string{RoleAdmin, RoleTA}
	adminTAHM       = []string{RoleAdmin, RoleTA, RoleHiringManager}
	staff           = []string{RoleAdmin, RoleTA, RoleHiringManager, RolePanel}
	platformOnly    = []string{RolePlatformAdmin}
	pipelineWorkers = []ActorKind{KindSystem}
)

// TableRoles are the columns of the permission table as documented, in
// the spec's order.
var TableRoles = []string{RoleAdmin, RoleTA, RoleHiringManager, RolePanel, RoleEmployee, RoleAgency, RolePlatformAdmin}

// Rules is the permission table.
var Rules = []Rule{
	{PermUseProfile, "Read and change one's own profile, password and sessions", everyone, nil, 0},
	{PermSubmitFeedback, "Send product feedback", everyone, nil, 0},
	{PermViewVocabulary, "Read the fixed lists: states, moves, notice periods, currencies", everyone, nil, 0},
	{PermRecordUsage, "Report which screens one opens (usage events, kept per company and user)", everyone, nil, 0},
	{PermViewDashboard, "Open Home: one's open jobs with their pipeline, what waits on one, upcoming interviews, first steps", staff, nil, 0},

	{PermListUsers, "List the company's staff (for pickers and the team page); agencies and employees are outsiders to it", staff, nil, 0},
	{PermViewUser, "Open one user's page", adminTA, nil, 0},
	{PermInviteUser, "Invite a user (only with roles one may grant)", adminTA, nil, NeedsApprovedCompany | NeedsVerifiedEmail},
	{PermInviteAgency, "Invite an agency", adminTA, nil, NeedsApprovedCompany | NeedsVerifiedEmail},
	{PermManageInvites, "List, resend and cancel pending invites", adminTA, nil, 0},
	{PermGrantRole, "Change another user's roles", adminOnly, nil, 0},
	{PermSetActive, "Deactivate and reactivate users", adminOnly, nil, 0},
	{PermViewDesignations, "Read the designations", everyone, nil, 0},
	{PermManageDesignations, "Add, rename and delete designations", adminOnly, nil, 0},
	{PermViewFeatures, "Read the company's feature flags", everyone, nil, 0},
	{PermManageFeatures, "Turn feature flags on or off", adminOnly, nil, 0},

	{PermViewRequisitions, "See jobs (which ones: the row rule in ats)", everyone, pipelineWorkers, 0},
	{PermCreateRequisition, "Create a job", adminTA, nil, 0},
	{PermEditRequisition, "Edit, unpublish, archive and reopen a job one may edit (row rule in ats)", adminTAHM, nil, 0},
	{PermPublishRequisition, "Publish a job one may edit on the careers page", adminTAHM, nil, NeedsApprovedCompany},
	{PermApproveRequisition, "Approve or reject a job waiting for approval", adminOnly, nil, 0},
	{PermViewQuestion, "Open a screening question with its answers", adminTAHM, nil, 0},
	{PermViewDepartments, "Read the departments", everyone, nil, 0},
	{PermViewRounds, "Read a job's rounds or the company's template", everyone, nil, 0},
	{PermEditRounds, "Change the rounds of a job one may edit", adminTAHM, nil, 0},
	{PermEditRoundTemplate, "Change the company's template rounds", adminTA, nil, 0},
	{PermViewSources, "Read the sources", everyone, nil, 0},
	{PermManageSources, "Add, rename and remove sources", adminTA, nil, 0},
	{PermViewTags, "Read the tags", everyone, nil, 0},
	{PermManageTags, "Add, rename and delete tags", adminTA, nil, 0},
	{PermViewApplicationRound, "Read the rounds an application may be interviewed in", staff, nil, 0},

	{PermAddApplication, "Add a candidate to a job (agencies and employees: to jobs shared with them)", []string{RoleAdmin, RoleTA, RoleHiringManager, RoleAgency, RoleEmployee}, []ActorKind{KindApplicant}, NeedsApprovedCompany},
	{PermListApplications, "List candidates (agencies: their own)", []string{RoleAdmin, RoleTA, RoleHiringManager, RoleAgency}, nil, 0},
	{PermViewApplication, "Open a candidate's application", []string{RoleAdmin, RoleTA, RoleHiringManager, RolePanel, RoleAgency}, []ActorKind{KindSystem}, 0},
	{PermMoveApplication, "Move an application along the pipeline", adminTAHM, pipelineWorkers, 0},
	{PermReopenApplication, "Reopen a closed application to TA screen", adminTA, nil, 0},
	{PermUpdateApplication, "Set priority, archive and tags of an application", adminTAHM, nil, 0},
	{PermRecentApplications, "List the newest applications (pickers)", adminTAHM, nil, 0},
	{PermStoreParsedResume, "Store what the parser read from a resume", nil, pipelineWorkers, 0},
	{PermViewProfile, "Read the parsed profile of an application one may open (not agencies: their repeat submissions have no parse of the company's, so a profile would tell a repeat apart)", []string{RoleAdmin, RoleTA, RoleHiringManager, RolePanel}, nil, 0},
	{PermEditProfile, "Correct the parsed profile of an application one manages the candidates of, and parse its resume again (row rule in ats)", adminTAHM, nil, 0},
	{PermViewOwnReferrals, "Follow one's own referrals in plain words (never another referrer's, nor the company's candidates)", []string{RoleEmployee}, nil, 0},
	{PermImportCandidates, "Bulk import candidates from a spreadsheet into a job one manages the candidates of (row rule in ats)", adminTAHM, nil, NeedsApprovedCompany},
	{PermRunImport, "Write a bulk import's rows (the background job)", nil, pipelineWorkers, 0},

	{PermViewTemplates, "Read the email templates", adminTAHM, nil, 0},
	{PermManageTemplates, "Add, change and delete email templates", adminTA, nil, 0},
	{PermEmailCandidate, "Email a candidate of a job one manages", adminTAHM, nil, NeedsApprovedCompany},
	{PermViewCommunication, "Read an application's emails and notes", staff, nil, 0},
	{PermWriteNotes, "Write notes on applications and mention colleagues", staff, nil, 0},
	{PermReadNotifications, "Read one's own notifications", everyone, nil, 0},
	{PermSearch, "Search candidates and jobs from the top bar", adminTAHM, nil, 0},
	{PermSmartSearch, "Search the parsed resumes of every candidate of the jobs one sees (/smart-search, boolean query and filters)", adminTAHM, nil, 0},
	{PermPerformAction, "Run an action form (email, invite, schedule) through the action dispatcher", adminTAHM, nil, 0},
	{PermUseAssistant, "Ask the assistant in words (parse a prompt or a job's filters, ask for support); each action it proposes still runs under its own permission", adminTA, nil, 0},
	{PermViewOwnApplication, "See one's own application's status", nil, []ActorKind{KindCandidate}, 0},

	{PermScheduleInterview, "Schedule, reschedule and cancel interviews for the candidates of a job one manages (row rule in ats); every attendee is mailed an invitation", adminTAHM, nil, NeedsApprovedCompany},
	{PermViewInterviews, "See the interviews of the jobs one sees, their self-scheduling links, who may sit on a panel, and colleagues' interview counts", staff, nil, 0},
	{PermRecordInterviewOutcome, "Mark an interview completed or a no-show (its panel, or those who manage the job's candidates)", staff, nil, 0},
	{PermSubmitScorecard, "Submit and edit one's own scorecard for a round one interviewed in, until the debrief", staff, nil, 0},
	{PermViewScorecards, "Read an application's scorecards (a panel member sees others' only once their own is in)", staff, nil, 0},
	{PermRemindScorecard, "Remind an interviewer of a missing scorecard a day after the interview", nil, pipelineWorkers, 0},
	{PermViewScreening, "Open the screening dashboard: resumes, jobs, credits, integrations", adminTA, nil, 0},
	{PermUseScreening, "Upload resumes, search, download, claim share credits and request callbacks (spec: verified email and approved company)", adminTA, nil, NeedsApprovedCompany | NeedsVerifiedEmail},
	{PermStoreScreening, "Store what the parser read from a screening resume and settle its credit", nil, pipelineWorkers, 0},
	{PermRunATSFetch, "Bring the candidates of a fetch from another ATS into screening, a credit reserved for each (the background job)", nil, pipelineWorkers, 0},
	{PermUseWand, "Record the browser extension's applicant downloads and read their chart on /wand (no verification needed: the page warns instead)", adminTA, nil, 0},
	{PermGrantCredits, "Grant screening credits to a company (operators: hirekit credits grant)", platformOnly, pipelineWorkers, 0},

	{PermSendSelfScheduleLink, "Mail a candidate of a job one manages a link to book their own interview (row rule in ats), and revoke an unused one", adminTAHM, nil, NeedsApprovedCompany},
	{PermSelfSchedule, "With a self-scheduling link: read its details, the free slots and the panel's busy times, and book one slot once", nil, []ActorKind{KindScheduler}, 0},

	{PermConnectCalendar, "Connect, read and disconnect one's own Google or Outlook calendar (spec: integrations need a verified email and an approved company)", staff, nil, NeedsApprovedCompany | NeedsVerifiedEmail},
	{PermSyncCalendar, "Create, update and cancel interviews' events on connected calendars", nil, pipelineWorkers, 0},

	{PermViewCareers, "Read a company's public careers page, its live jobs and the sitemaps", nil, []ActorKind{KindApplicant}, 0},
	{PermManageCareersPage, "Change the careers page: branding, sections, links, form options, logo and images", adminOnly, nil, 0},
	{PermManageLayoffs, "List people the company let go on the public /layoffs page (each is mailed for consent first), see their states, resend the request and take them off", adminOnly, nil, NeedsApprovedCompany | NeedsVerifiedEmail},

	{PermManageWebhooks, "Register, change and remove the company's webhook endpoints, rotate their secrets, send a test event and read the delivery log", adminOnly, nil, 0},

	{PermManagePersonalData, "Export or erase (anonymise) a candidate's data, set the company's retention rule, and fulfil or decline the data requests of the public page", adminOnly, nil, 0},
	{PermViewAuditLog, "Read the company's audit log: role changes, exports, erasures, settings and retention changes", adminOnly, nil, 0},

	{PermViewAnalytics, "Read the metrics of the jobs one sees (row rule in ats), and keep and share one's own chart cards", adminTAHM, nil, 0},
	{PermViewProductUsage, "Chart the company's product usage (which screens its users open)", adminOnly, nil, 0},
	{PermExport, "Export a candidate list (the candidate list's row rules) or a metric as CSV or XLSX, and download one's own exports", adminTAHM, nil, 0},
	{PermRunExport, "Write an export's file (the background job, under the row rules of the user who asked)", nil, pipelineWorkers, 0},

	{PermHubOwnProfile, "A talenthub candidate's own account: their profile, resume, visibility, email preferences, applications, data export and deletion", nil, []ActorKind{KindTalentCandidate}, 0},

	{PermHubPostJob, "Post the company's live jobs to the talenthub jobs board with requirements and a salary range, take them off, and see their quick applies", adminTA, nil, NeedsApprovedCompany},
	{PermHubReviewCandidates, "Browse talenthub's listed candidates by skill and proficiency (only what each made public)", adminTA, nil, NeedsApprovedCompany},

	{PermManagePlatform, "List and approve companies, read product feedback", platformOnly, nil, 0},
	{PermActForAnyCompany, "Act for a company one names (company_id, or a short audited token)", platformOnly, nil, 0},
}

var ruleOf = func() map[Permission]Rule {
	m := map[Permission]Rule{}
	for _, r := range Rules {
		if _, dup := m[r.Permission]; dup {
			panic("recruit: permission listed twice: " + string(r.Permission))
		}
		m[r.Permission] = r
	}
	return m
}()

// Valid reports whether p is in the table.
func (p Permission) Valid() bool {
	_, ok := ruleOf[p]
	return ok
}

// RoleHolds reports whether a user holding only role has permission p.
func RoleHolds(role string, p Permission) bool {
	r, ok := ruleOf[p]
	if !ok {
		return false
	}
	if role == RolePlatformAdmin {
		return len(r.Roles) > 0
	}
	return slices.Contains(r.Roles, role)
}

// Can reports whether the actor holds permission p: a user through any of
// their roles (and the permission's needs), another kind of actor through
// its kind.
func (a *Actor) Can(p Permission) bool { return Check(a, p) == nil }

// Check is Can with the reason a refusal gives: no role holds it, or the
// company is not approved, or the email is not verified.
func Check(a *Actor, p Permission) error {
	r, ok := ruleOf[p]
	switch {
	case !ok:
		panic("recruit: unknown permission " + string(p))
	case a == nil:
		return Errorf(EUNAUTHORIZED, "Please log in to continue!")
	case a.Kind != KindUser:
		if slices.Contains(r.Kinds, a.Kind) {
			return nil
		}
		return errForbidden()
	}
	held := false
	for _, role := range a.Roles {
		held = held || RoleHolds(role, p)
	}
	if !held {
		return errForbidden()
	}
	if slices.Contains(a.Roles, RolePlatformAdmin) {
		return nil
	}
	unapproved := r.Needs&NeedsApprovedCompany != 0 && !a.CompanyApproved
	unverified := r.Needs&NeedsVerifiedEmail != 0 && !a.EmailVerified
	if text, ok := needsText[p]; ok && (unapproved || unverified) {
		return Errorf(EFORBIDDEN, "%s", text)
	}
	if unapproved {
		return Errorf(EFORBIDDEN, "%s", NotApprovedText)
	}
	if unverified {
		return Errorf(EFORBIDDEN, "%s", NotVerifiedText)
	}
	return nil
}

// needsText gives the one message a permission's spec shows whichever of
// its needs is missing: the screening tool asks for a verified email and
// an approved company with 'Please verify your email!' alone.
var needsText = map[Permission]string{
	PermUseScreening: NotVerifiedText,
}

// Texts of the two needs. The spec's own ('Please verify your email!');
// approval has none in the spec, so ours says what waits and for whom.
const (
	NotVerifiedText = "Please verify your email!"
	NotApprovedText = "Your company is waiting for approval: you can invite people, add candidates and publish jobs once a platform admin approves it."
)

// Permissions lists what the actor may do, in the table's order (the web
// app shows actions by it).
func (a *Actor) Permissions() []Permission {
	out := []Permission{}
	for _, r := range Rules {
		if a.Can(r.Permission) {
			out = append(out, r.Permission)
		}
	}
	return out
}

// ErrForbidden is the answer to an actor lacking a permission.
func errForbidden() error { return Errorf(EFORBIDDEN, "You cannot access this page.") }

// Require returns nil when the actor carried by ctx holds p, EUNAUTHORIZED
// when there is none and EFORBIDDEN otherwise. Every exported use case
// starts with it.
func Require(ctx context.Context, p Permission) error {
	a := ActorFrom(ctx)
	if a == nil {
		return Errorf(EUNAUTHORIZED, "Please log in to continue!")
	}
	return Check(a, p)
}

// RequireCompany is Require followed by the actor's company: what a tenant
// use case needs first.
func RequireCompany(ctx context.Context, p Permission) (*Actor, int64, error) {
	if err := Require(ctx, p); err != nil {
		return nil, 0, err
	}
	a := ActorFrom(ctx)
	id, err := a.Company()
	return a, id, err
}
