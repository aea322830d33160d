package httpapi

import (
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/careers"
	"hirekit/internal/layoffs"
	"hirekit/internal/recruit"
)

// perm is short for Perm in the table below.
var perm = Perm

// routes is the whole API, one route a line, in the order of the spec's
// call tables. A reader learns the product from it.
func (s *Server) routes() []Route {
	return []Route{
		{http.MethodGet, "/healthz", "Liveness: the process answers", Public, Handle(s.healthz)},
		{http.MethodGet, "/readyz", "Readiness: the database answers", Public, Handle(s.readyz)},
		{http.MethodGet, "/api/v1/openapi.json", "This API's OpenAPI 3.1 document", Public, Raw("application/json", s.openAPI)},

		// Accounts: sign-up, sign-in, verification, password reset.
		{http.MethodPost, "/api/v1/company", "Sign up: create a company and its first admin, and sign in", Public, Handle(s.register)},
		{http.MethodPost, "/api/v1/login", "Sign in with email and password", Public, Handle(s.login)},
		{http.MethodPost, "/api/v1/users/verify-email", "Verify an email address from the mailed token", Public, Handle(s.verifyEmail)},
		{http.MethodPost, "/api/v1/users/resend-verification", "Mail a new verification link to the signed-in user", perm(recruit.PermUseProfile), Handle(s.resendVerification)},
		{http.MethodPost, "/api/v1/users/forgot-password", "Mail a password reset link (same answer for unknown emails)", Public, Handle(s.forgotPassword)},
		{http.MethodPost, "/api/v1/users/reset-password", "Set a new password from the mailed token; ends other sessions", Public, Handle(s.resetPassword)},
		{http.MethodPost, "/api/v1/wand/return-url", "The extension's return URL with the token appended (allowed origins only)", perm(recruit.PermUseProfile), Handle(s.wandReturnURL)},
		{http.MethodPost, "/api/v1/wand/downloads", "The browser extension records one applicant downloaded from a job board (bearer token from the /wand sign-in return); throttled per user, counted once per user, board, profile and UTC day", perm(recruit.PermUseWand), Handle(s.recordWandDownload)},
		{http.MethodGet, "/api/v1/analytics/fetch-wand-usage-graph-data", "The /wand chart: the company's extension downloads per day over 30 days (a marked sample series while there are none), the total, the last 7 days' count and the supported boards", perm(recruit.PermUseWand), Handle(s.wandUsageGraph)},
		{http.MethodGet, "/api/v1/notifications/get-unread-count", "The signed-in user's context: unread count, feature flags, user", perm(recruit.PermUseProfile), Handle(s.unreadCount)},

		{http.MethodGet, "/api/v1/dashboard", "Home: the caller's open jobs with pipeline counts by phase, what waits on them, upcoming interviews and a new company's first steps", perm(recruit.PermViewDashboard), Handle(s.dashboard)},
		{http.MethodGet, "/api/v1/my-referrals", "The caller's referrals, newest first, each with its progress in plain words", perm(recruit.PermViewOwnReferrals), HandlePage(s.myReferrals)},

		// The team: invites, users, agencies, designations, feature flags.
		{http.MethodPost, "/api/v1/users/invite", "Invite a user to the company by email", perm(recruit.PermInviteUser), Handle(s.inviteUser)},
		{http.MethodPost, "/api/v1/agencies/invite", "Invite an agency (name and email)", perm(recruit.PermInviteAgency), Handle(s.inviteAgency)},
		{http.MethodGet, "/api/v1/invites", "Pending invites of the company", perm(recruit.PermManageInvites), Handle(s.listInvites)},
		{http.MethodPost, "/api/v1/invites/{id}/resend", "Mail a pending invite again with a fresh link", perm(recruit.PermManageInvites), Handle(s.resendInvite)},
		{http.MethodPost, "/api/v1/invites/{id}/revoke", "Cancel a pending invite", perm(recruit.PermManageInvites), Handle(s.revokeInvite)},
		{http.MethodGet, "/api/v1/invite-status", "What an invite token leads to", Public, Handle(s.inviteStatus)},
		{http.MethodPost, "/api/v1/users/create-from-invite", "Accept an invite: create the user and sign in", Public, Handle(s.createFromInvite)},
		{http.MethodGet, "/api/v1/users/list", "Users of the company, optionally by role", perm(recruit.PermListUsers), Handle(s.listUsers)},
		{http.MethodGet, "/api/v1/users/{id}", "One user of the company", perm(recruit.PermViewUser), Handle(s.getUser)},
		{http.MethodPut, "/api/v1/users/{id}/roles", "Change a user's roles (ends their sessions)", perm(recruit.PermGrantRole), Handle(s.setRoles)},
		{http.MethodPost, "/api/v1/users/{id}/deactivate", "Deactivate a user; their sessions end at once", perm(recruit.PermSetActive), Handle(s.deactivateUser)},
		{http.MethodPost, "/api/v1/users/{id}/activate", "Reactivate a user", perm(recruit.PermSetActive), Handle(s.activateUser)},
		{http.MethodGet, "/api/v1/designations", "The company's designations", perm(recruit.PermViewDesignations), Handle(s.listDesignations)},
		{http.MethodPost, "/api/v1/designations", "Add a designation", perm(recruit.PermManageDesignations), Handle(s.addDesignation)},
		{http.MethodPut, "/api/v1/designations/{id}", "Rename a designation", perm(recruit.PermManageDesignations), Handle(s.saveDesignation)},
		{http.MethodDelete, "/api/v1/designations/{id}", "Delete a designation", perm(recruit.PermManageDesignations), Handle(s.deleteDesignation)},
		{http.MethodGet, "/api/v1/company/audit-log", "The company's audit log, newest first: role changes, activations, feature and careers page settings, exports, erasures, retention changes and data requests, with who did each", perm(recruit.PermViewAuditLog), HandlePage(s.auditLog)},
		{http.MethodGet, "/api/v1/company/retention", "The company's retention rule: closed candidates untouched for N months are anonymised daily (0: none)", perm(recruit.PermManagePersonalData), Handle(s.getRetention)},
		{http.MethodPut, "/api/v1/company/retention", "Set the retention rule (1 to 120 months) or remove it (0); recorded in the audit log", perm(recruit.PermManagePersonalData), Handle(s.setRetention)},
		{http.MethodGet, "/api/v1/company/features", "The company's feature flags", perm(recruit.PermViewFeatures), Handle(s.getFeatures)},
		{http.MethodPut, "/api/v1/company/features", "Turn a feature flag on or off", perm(recruit.PermManageFeatures), Handle(s.setFeature)},

		// The signed-in user's own profile, and feedback.
		{http.MethodGet, "/api/v1/profile", "The signed-in user's profile", perm(recruit.PermUseProfile), Handle(s.getProfile)},
		{http.MethodPut, "/api/v1/profile", "Change name and time zone", perm(recruit.PermUseProfile), Handle(s.updateProfile)},
		{http.MethodPost, "/api/v1/profile/password", "Change password (ends other sessions, returns a new token)", perm(recruit.PermUseProfile), Handle(s.changePassword)},
		{http.MethodPost, "/api/v1/profile/sign-out-everywhere", "End every session of the signed-in user", perm(recruit.PermUseProfile), Handle(s.signOutEverywhere)},
		{http.MethodPost, "/api/v1/usage-events", "Report screens the signed-in user opened (the 23 usage-tracking page identifiers; at most 50, each within the last 24 hours), stored all or none for the company and user", Beacon(recruit.PermRecordUsage), Handle(s.recordUsage)},
		{http.MethodPost, "/api/v1/submit-product-feedback", "Send product feedback (score 1 to 10)", perm(recruit.PermSubmitFeedback), Handle(s.submitFeedback)},

		// The platform admin.
		{http.MethodGet, "/api/v1/admin/companies", "Every company, newest first", perm(recruit.PermManagePlatform), HandlePage(s.adminCompanies)},
		{http.MethodPost, "/api/v1/admin/companies/{id}/approve", "Approve a company", perm(recruit.PermManagePlatform), Handle(s.setApproval(true))},
		{http.MethodPost, "/api/v1/admin/companies/{id}/reject", "Withdraw a company's approval", perm(recruit.PermManagePlatform), Handle(s.setApproval(false))},
		{http.MethodGet, "/api/v1/admin/feedback", "Product feedback, newest first", perm(recruit.PermManagePlatform), HandlePage(s.adminFeedback)},

		// Jobs: requisitions, their screening questions, departments.
		{http.MethodGet, "/api/v1/requisitions", "Jobs the caller may see, a page at a time (or a view: ats-agent-modal, spreadsheet_view), with counts per state", perm(recruit.PermViewRequisitions), HandlePage(s.listRequisitions)},
		{http.MethodPost, "/api/v1/requisitions", "Create a job (pending approval when the company requires it)", perm(recruit.PermCreateRequisition), Handle(s.createRequisition)},
		{http.MethodGet, "/api/v1/requisitions/{id}", "One job with its locations, people and screening questions", perm(recruit.PermViewRequisitions), Handle(s.getRequisition)},
		{http.MethodPut, "/api/v1/requisitions/{id}", "Change a job (admins, TAs, its hiring manager)", perm(recruit.PermEditRequisition), Handle(s.updateRequisition)},
		{http.MethodPost, "/api/v1/requisitions/{id}/approve", "Approve a job waiting for approval", perm(recruit.PermApproveRequisition), Handle(s.requisitionAction(ats.ActionApprove))},
		{http.MethodPost, "/api/v1/requisitions/{id}/reject", "Reject a job waiting for approval, with a reason", perm(recruit.PermApproveRequisition), Handle(s.requisitionAction(ats.ActionReject))},
		{http.MethodPost, "/api/v1/requisitions/{id}/publish", "Show an open job on the careers page (live)", perm(recruit.PermPublishRequisition), Handle(s.requisitionAction(ats.ActionPublish))},
		{http.MethodPost, "/api/v1/requisitions/{id}/unpublish", "Take a live job off the careers page (open)", perm(recruit.PermEditRequisition), Handle(s.requisitionAction(ats.ActionUnpublish))},
		{http.MethodPost, "/api/v1/requisitions/{id}/archive", "Archive a job", perm(recruit.PermEditRequisition), Handle(s.requisitionAction(ats.ActionArchive))},
		{http.MethodPost, "/api/v1/requisitions/{id}/reopen", "Reopen an archived job", perm(recruit.PermEditRequisition), Handle(s.requisitionAction(ats.ActionReopen))},
		{http.MethodGet, "/api/v1/questions/{id}", "A screening question, its job and the answers so far", perm(recruit.PermViewQuestion), Handle(s.getQuestion)},
		{http.MethodGet, "/api/v1/departments", "The company's departments", perm(recruit.PermViewDepartments), Handle(s.listDepartments)},

		// Interview rounds: the company's template and each job's own.
		{http.MethodGet, "/api/v1/rounds", "Rounds of a job, or the company's template", perm(recruit.PermViewRounds), Handle(s.listRounds)},
		{http.MethodPost, "/api/v1/rounds", "Add a round to a job or to the template", perm(recruit.PermEditRounds), Handle(s.addRound)},
		{http.MethodPut, "/api/v1/rounds/{id}", "Rename a round and set its scorecard attributes", perm(recruit.PermEditRounds), Handle(s.updateRound)},
		{http.MethodDelete, "/api/v1/rounds/{id}", "Delete a round", perm(recruit.PermEditRounds), Handle(s.deleteRound)},
		{http.MethodPost, "/api/v1/rounds/reorder", "Set the order of a job's (or the template's) rounds", perm(recruit.PermEditRounds), Handle(s.reorderRounds)},

		// Candidates and applications.
		{http.MethodPost, "/api/v1/candidate-applications", "Add a candidate to a job, with a resume (multipart); the resume is parsed in the background", perm(recruit.PermAddApplication), Multipart[apiv1.ApplicationForm, apiv1.ApplicationResult](s.addApplication)},
		{http.MethodGet, "/api/v1/candidate-applications", "The candidate list: the filter object in navigation_token, sort, pages, counts per state", perm(recruit.PermListApplications), HandlePage(s.listApplications)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}", "One application: candidate, links, resume, history, answers", perm(recruit.PermViewApplication), Handle(s.getApplication)},
		{http.MethodPost, "/api/v1/candidate-applications/{slug}/move", "Move an application to another state, with a reason", perm(recruit.PermMoveApplication), Handle(s.moveApplication)},
		{http.MethodPatch, "/api/v1/candidate-applications/{slug}", "Set priority, archived and tags", perm(recruit.PermUpdateApplication), Handle(s.updateApplication)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/profile", "What the parser read from the resume (education, experience, total years, skills, links, tags with evidence), each field parsed or corrected (not for agencies)", perm(recruit.PermViewProfile), Handle(s.applicationProfile)},
		{http.MethodPost, "/api/v1/candidate-applications/{slug}/erase", "Erase (anonymise) the candidate of this application, with all their applications in the company: name, email, phone, answers, resume and its parse, notes, scorecard notes and emails' bodies are replaced or deleted, their files deleted; the applications, their states, sources and dates stay for the counts. Recorded in the audit log", perm(recruit.PermManagePersonalData), Handle(s.eraseCandidate)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/personal-data", "Everything the company holds about the candidate of this application as a zip (data.json and their resumes), streamed; recorded in the audit log", perm(recruit.PermManagePersonalData), Download[apiv1.SlugPath]("application/zip", s.exportCandidate)},
		{http.MethodPatch, "/api/v1/candidate-applications/{slug}/profile", "Correct profile fields, or restore them to the parsed value; a correction wins over any later parse", perm(recruit.PermEditProfile), Handle(s.editProfile)},
		{http.MethodPost, "/api/v1/candidate-applications/{slug}/reparse", "Parse the resume again in the background (409 while a parse runs); corrections stay", perm(recruit.PermEditProfile), Handle(s.reparseResume)},
		{http.MethodGet, "/api/v1/candidate-application/recent-list", "The newest applications the caller may see", perm(recruit.PermRecentApplications), Handle(s.recentApplications)},
		{http.MethodGet, "/api/v1/candidate-application/get-allowed-sources", "The company's sources", perm(recruit.PermViewSources), Handle(s.allowedSources)},
		{http.MethodPost, "/api/v1/sources", "Add a source", perm(recruit.PermManageSources), Handle(s.addSource)},
		{http.MethodPut, "/api/v1/sources/{value}", "Rename a source", perm(recruit.PermManageSources), Handle(s.renameSource)},
		{http.MethodDelete, "/api/v1/sources/{value}", "Remove a source from the list (applications keep it)", perm(recruit.PermManageSources), Handle(s.deleteSource)},
		{http.MethodGet, "/api/v1/ats-tags", "The company's tags (order_by=id) and the notice periods", perm(recruit.PermViewTags), Handle(s.listTags)},
		{http.MethodPost, "/api/v1/ats-tags", "Add a tag", perm(recruit.PermManageTags), Handle(s.addTag)},
		{http.MethodPut, "/api/v1/ats-tags/{id}", "Rename a tag", perm(recruit.PermManageTags), Handle(s.renameTag)},
		{http.MethodDelete, "/api/v1/ats-tags/{id}", "Delete a tag (and take it off applications)", perm(recruit.PermManageTags), Handle(s.deleteTag)},
		{http.MethodGet, "/api/v1/interview/allowed-rounds/{slug}", "The rounds of an application's job", perm(recruit.PermViewApplicationRound), Handle(s.allowedRounds)},

		// Talking to candidates and colleagues: templates, email, notes,
		// notifications, the action dispatcher.
		{http.MethodGet, "/api/v1/text-templates", "The company's email templates", perm(recruit.PermViewTemplates), Handle(s.listTemplates)},
		{http.MethodPost, "/api/v1/text-templates", "Add an email template", perm(recruit.PermManageTemplates), Handle(s.createTemplate)},
		{http.MethodPut, "/api/v1/text-templates/{id}", "Change an email template", perm(recruit.PermManageTemplates), Handle(s.updateTemplate)},
		{http.MethodDelete, "/api/v1/text-templates/{id}", "Delete an email template", perm(recruit.PermManageTemplates), Handle(s.deleteTemplate)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/emails", "Mail to or about an application, newest first, with delivery status", perm(recruit.PermViewCommunication), Handle(s.applicationEmails)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/notes", "An application's notes", perm(recruit.PermViewCommunication), Handle(s.listNotes)},
		{http.MethodPost, "/api/v1/candidate-applications/{slug}/notes", "Write a note, mentioning colleagues who can see the job", perm(recruit.PermWriteNotes), Handle(s.addNote)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/mentionable", "Colleagues a note on the application may mention", perm(recruit.PermWriteNotes), Handle(s.mentionable)},
		{http.MethodPut, "/api/v1/notes/{id}", "Change one's own note", perm(recruit.PermWriteNotes), Handle(s.updateNote)},
		{http.MethodDelete, "/api/v1/notes/{id}", "Delete one's own note", perm(recruit.PermWriteNotes), Handle(s.deleteNote)},
		{http.MethodGet, "/api/v1/notifications", "The caller's notifications, unread first", perm(recruit.PermReadNotifications), HandlePage(s.listNotifications)},
		{http.MethodPost, "/api/v1/notifications/mark-read", "Mark notifications (or all) read", perm(recruit.PermReadNotifications), Handle(s.markNotificationsRead)},
		{http.MethodGet, "/api/v1/search", "Candidates and jobs whose words start with the query's (3 characters or more), within what the caller sees", perm(recruit.PermSearch), Handle(s.search)},
		{http.MethodGet, "/api/v1/smart-search", "Smart search: a boolean query over the parsed resumes of every candidate of the jobs the caller sees, filtered by parser tags, experience, graduation years, jobs and states; newest first, with the matching passages", perm(recruit.PermSmartSearch), HandlePage(s.smartSearchApplications)},
		{http.MethodPost, "/api/v1/ats-agent/perform-action", "Run one action (send_candidate_email, invite_user, invite_agency_user, specific_schedule, self_schedule, filter_candidates, filter_job_specific_candidates) through the use case that owns it; audited", perm(recruit.PermPerformAction), Handle(s.performAction)},
		{http.MethodPost, "/api/v1/ats-agent/parse-prompt", "Read a prompt (up to 500 characters) into an action and its fields, in the user's time zone: the grammar, and a configured model beside it; a question about the company's data is answered under the caller's row rules; audited", perm(recruit.PermUseAssistant), Handle(s.parsePrompt)},
		{http.MethodPost, "/api/v1/ats-agent/parse-job-filters", "Read a prompt about one job's candidates into the spec's filters, with the job's screening questions and the navigation_token that opens them; audited", perm(recruit.PermUseAssistant), Handle(s.parseJobFilters)},
		{http.MethodPost, "/api/v1/ats-agent/request-callback", "Contact Support after the assistant found nothing: the prompt is stored and mailed to the support address", perm(recruit.PermUseAssistant), Handle(s.requestAssistantCallback)},

		// Interviews on Hirekit's own calendar and their scorecards
		// (scheduling itself is the specific_schedule action above).
		{http.MethodGet, "/api/v1/interview/interviewers/{slug}", "Who may sit on the panel of an application's interview: interviewer roles who see its job", perm(recruit.PermViewInterviews), Handle(s.interviewers)},
		{http.MethodGet, "/api/v1/panel/interview-counts", "Interviews per panel member in the week of current_date, in the caller's time zone", perm(recruit.PermViewInterviews), Handle(s.interviewCounts)},
		{http.MethodGet, "/api/v1/interviews", "Upcoming or past interviews of the jobs the caller sees, by job, round, panel member and state, with local times", perm(recruit.PermViewInterviews), HandlePage(s.listInterviews)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/interviews", "An application's interviews, latest first (the timeline)", perm(recruit.PermViewInterviews), Handle(s.applicationInterviews)},
		{http.MethodPost, "/api/v1/interviews/{id}/reschedule", "Change when, where or with whom: SEQUENCE goes up and every attendee gets the update", perm(recruit.PermScheduleInterview), Handle(s.rescheduleInterview)},
		{http.MethodPost, "/api/v1/interviews/{id}/cancel", "Cancel with a reason: every attendee gets a METHOD:CANCEL", perm(recruit.PermScheduleInterview), Handle(s.cancelInterview)},
		{http.MethodPost, "/api/v1/interviews/{id}/complete", "Record that a started interview took place", perm(recruit.PermRecordInterviewOutcome), Handle(s.recordOutcome(recruit.InterviewCompleted))},
		{http.MethodPost, "/api/v1/interviews/{id}/no-show", "Record that the candidate did not come", perm(recruit.PermRecordInterviewOutcome), Handle(s.recordOutcome(recruit.InterviewNoShow))},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/rounds/{id}/scorecard", "The caller's scorecard form of a round: the attributes and their own card only", perm(recruit.PermSubmitScorecard), Handle(s.scorecardForm)},
		{http.MethodPut, "/api/v1/candidate-applications/{slug}/rounds/{id}/scorecard", "Submit or change one's scorecard of a round one interviewed in, until the debrief", perm(recruit.PermSubmitScorecard), Handle(s.submitScorecard)},
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/scorecards", "An application's scorecards by round, with averages; others' hidden until the caller's own is in", perm(recruit.PermViewScorecards), Handle(s.applicationScorecards)},

		// Self-scheduling: the recruiter's links (sent by the self_schedule
		// action above), then the candidate's page, whose calls carry the
		// link's scheduling token instead of a session.
		{http.MethodGet, "/api/v1/candidate-applications/{slug}/self-schedule-links", "Self-scheduling links sent to an application's candidate, newest first, with their state (sent, booked, expired, revoked)", perm(recruit.PermViewInterviews), Handle(s.selfScheduleLinks)},
		{http.MethodPost, "/api/v1/self-schedule-links/{id}/revoke", "Revoke an unused self-scheduling link: its page then refuses it", perm(recruit.PermSendSelfScheduleLink), Handle(s.revokeSelfScheduleLink)},
		{http.MethodGet, "/api/v1/candidate-application/get-self-schedule-details", "The self-schedule page's details: candidate, round, duration, company, working hours, issue time; 'Interview already scheduled' once booked", SchedulingToken(recruit.PermSelfSchedule), Handle(s.selfScheduleDetails)},
		{http.MethodGet, "/api/v1/oauth/get-blocked-slots-self-schedule", "Busy times of the link's panel (or one member) between two epochs, within the link's 14 days", SchedulingToken(recruit.PermSelfSchedule), Handle(s.blockedSlots)},
		{http.MethodGet, "/api/v1/candidate-application/get-self-schedule-slots", "Free slots of a date in the candidate's time zone (working hours and weekdays in the panel's, less busy times, 6-hour notice, 14-day window, at most 100)", SchedulingToken(recruit.PermSelfSchedule), Handle(s.selfScheduleSlots)},
		{http.MethodPost, "/api/v1/candidate-application/confirm-self-schedule/{slug}", "Book the picked slot, once: checked again, then the interview, its invitations and the move, as with a recruiter's booking; 409 'Interview already scheduled' after", SchedulingToken(recruit.PermSelfSchedule), Handle(s.confirmSelfSchedule)},

		// Google and Outlook calendars: the connect popup's start, the
		// providers' return (the state is its credential), the caller's
		// connection.
		{http.MethodGet, "/api/v1/oauth/generate-redirect-url", "Start connecting the caller's calendar (the Google and Outlook consent URLs: PKCE, single-use state bound to the caller and transaction_id, 10 minutes) or, with kind=ats&provider=lever, the company's Lever (redirect_url: the consent page with the API audience; state: disabled, not_connected, connected or errored)", perm(recruit.PermConnectCalendar), Handle(s.generateRedirectURL)},
		{http.MethodGet, "/api/v1/oauth/callback/{provider}", "The provider's return: exchanges the code (calendars: checks the account's email), stores the token encrypted (Lever: for the company), and answers 302 to /oauth-redirect-callback?status=…&transaction_id=…", Public, Redirect[apiv1.OAuthCallbackQuery](s.oauthCallback)},
		{http.MethodGet, "/api/v1/oauth/calendar-connections", "The caller's calendar connection (connected or errored) and the providers this server offers", perm(recruit.PermConnectCalendar), Handle(s.calendarConnections)},
		{http.MethodDelete, "/api/v1/oauth/calendar-connections/{provider}", "Disconnect the caller's calendar: revoked at the provider where it allows, then forgotten", perm(recruit.PermConnectCalendar), Handle(s.disconnectCalendar)},

		// Candidates following their application.
		{http.MethodPost, "/api/v1/candidate-application/send-passcode", "Mail the candidate a passcode (same answer for any email)", Public, Handle(s.sendPasscode)},
		{http.MethodPost, "/api/v1/candidate-application/login", "Sign a candidate in with the mailed passcode", Public, Handle(s.candidateLogin)},
		{http.MethodGet, "/api/v1/candidate-application/status/{slug}", "The signed-in candidate's application, in plain words", perm(recruit.PermViewOwnApplication), Handle(s.applicationStatus)},

		// Careers pages: public, keyed by company_slug; the application form;
		// the page's settings for company admins.
		{http.MethodGet, "/api/v1/company/get-careers-page-details", "A company's careers page: name, logo, theme (customStyle), sections, links, form options", Public, Handle(s.careersPageDetails)},
		{http.MethodGet, "/api/v1/requisitions/get-open-requisitions", "A company's live jobs, newest first", Public, Handle(s.openRequisitions)},
		{http.MethodGet, "/api/v1/requisitions/from-slug/{slug}", "A job on a company's careers page, with its screening questions and the company; a job taken off it answers as a closed stub (title, not open)", Public, Handle(s.requisitionFromSlug)},
		{http.MethodGet, "/api/v1/requisitions/get-other-jobs", "A company's other live jobs than one, for the job page's side column", Public, Handle(s.otherJobs)},
		{http.MethodPost, "/api/v1/candidate-application/apply", "Apply to a live job from the careers page (multipart, at most 6 MB; limited per address): checked in the spec's order, then added to the ATS, the resume parsed in the background", Public, Multipart[apiv1.CareersApplicationForm, apiv1.CareersApplied](s.apply)},
		// Data requests: a visitor of a careers page asks for a copy or the
		// erasure of their data, confirms by a mailed link, and the
		// company's superusers fulfil or decline it from a queue.
		{http.MethodPost, "/api/v1/data-requests", "Ask a company for a copy or the erasure of one's data (limited per address); a link to confirm is mailed, and the answer is the same whatever the company holds", Public, Handle(s.requestData)},
		{http.MethodPost, "/api/v1/data-requests/verify", "Confirm a data request from its mailed link: it then waits in the company's queue", Public, Handle(s.verifyDataRequest)},
		{http.MethodGet, "/api/v1/data-requests/download", "The zip of a fulfilled export request, for the holder of its signed link (a week)", Public, Download[apiv1.DataRequestDownload]("application/zip", s.downloadDataRequest)},
		{http.MethodGet, "/api/v1/company/data-requests", "The company's confirmed data requests: the queue (verified), or those fulfilled or declined", perm(recruit.PermManagePersonalData), Handle(s.listDataRequests)},
		{http.MethodPost, "/api/v1/company/data-requests/{id}/fulfil", "Fulfil a waiting request: an export mails the person a link to their data, an erasure erases the candidate under the address; recorded in the audit log", perm(recruit.PermManagePersonalData), Handle(s.fulfilDataRequest)},
		{http.MethodPost, "/api/v1/company/data-requests/{id}/decline", "Decline a waiting request; the person is told", perm(recruit.PermManagePersonalData), Handle(s.declineDataRequest)},
		{http.MethodGet, "/api/v1/company/careers-page", "The company's careers page settings, for Manage company", perm(recruit.PermManageCareersPage), Handle(s.getCareersPage)},
		{http.MethodPut, "/api/v1/company/careers-page", "Save the careers page: theme, hero, sections, links, form options", perm(recruit.PermManageCareersPage), Handle(s.saveCareersPage)},
		{http.MethodPost, "/api/v1/company/logo", "Upload the company's logo (PNG, JPEG, WebP or GIF, at most 2 MB); it shows at once", perm(recruit.PermManageCareersPage), Multipart[apiv1.CareersLogoForm, apiv1.CareersUpload](s.uploadCareersImage("logo", (*careers.Service).UploadLogo))},
		{http.MethodPost, "/api/v1/company/careers-page/images", "Upload a picture for a section or carousel of the careers page (at most 2 MB)", perm(recruit.PermManageCareersPage), Multipart[apiv1.CareersImageForm, apiv1.CareersUpload](s.uploadCareersImage("image", (*careers.Service).UploadImage))},

		// Bulk import of candidates into a job: upload, mapping and preview, start, progress.
		{http.MethodPost, "/api/v1/requisitions/{id}/bulk-imports", "Upload a sheet of candidates (multipart: sheet .csv/.xlsx, optional resumes .zip) to import into a job; answers its headers and a guessed mapping (413 when the company's import files would pass its quota, 429 past its hourly uploads)", perm(recruit.PermImportCandidates), Multipart[apiv1.BulkImportForm, apiv1.BulkImport](s.createBulkImport)},
		{http.MethodGet, "/api/v1/bulk-imports/{id}", "An import: state, mapping, counts, progress and summary", perm(recruit.PermImportCandidates), Handle(s.getBulkImport)},
		{http.MethodPut, "/api/v1/bulk-imports/{id}/mapping", "Confirm the column mapping: every row is checked and its errors and duplicates recorded; answers the counts and the first problems", perm(recruit.PermImportCandidates), Handle(s.setBulkImportMapping)},
		{http.MethodPut, "/api/v1/bulk-imports/{id}/file", "Replace the sheet (and the zip, if sent) of an import not started, keeping the mapping; checked again at once when the mapping was confirmed (the files replaced are deleted; quota and hourly uploads as for a new import)", perm(recruit.PermImportCandidates), Multipart[apiv1.BulkImportForm, apiv1.BulkImport](s.replaceBulkImportFile)},
		{http.MethodGet, "/api/v1/bulk-imports/{id}/problems", "An import's problems row by row (errors, duplicates, possible duplicates, missing resumes, skipped rows), a page at a time", perm(recruit.PermImportCandidates), HandlePage(s.bulkImportProblems)},
		{http.MethodPost, "/api/v1/bulk-imports/{id}/start", "Start the import in the background (409 while rows have errors, unless skip_bad_rows)", perm(recruit.PermImportCandidates), Handle(s.startBulkImport)},

		// Analytics: the metrics catalogue, queries as chart data, and saved
		// chart cards with their share links (docs/decisions.md).
		{http.MethodGet, "/api/v1/analytics/metrics", "The metrics one may chart: key, title, filters, groupings, periods and chart types; and the company's report mode", perm(recruit.PermViewAnalytics), Handle(s.analyticsMetrics)},
		{http.MethodPost, "/api/v1/analytics/query", "One metric as chart data, with filters (jobs, departments, sources, recruiters, from, to), a grouping and a period; only the jobs one sees count", perm(recruit.PermViewAnalytics), Handle(s.analyticsQuery)},
		{http.MethodGet, "/api/v1/analytics/charts", "One's dashboard of saved charts, in order (a first visit saves the default set)", perm(recruit.PermViewAnalytics), Handle(s.analyticsCharts)},
		{http.MethodPost, "/api/v1/analytics/charts", "Save a chart: title, chart type and query", perm(recruit.PermViewAnalytics), Handle(s.createAnalyticsChart)},
		{http.MethodGet, "/api/v1/analytics/charts/{slug}", "A chart with its data: one's own, or one shared in the company (share_token); counted under the caller's row rules", perm(recruit.PermViewAnalytics), Handle(s.analyticsChart)},
		{http.MethodPut, "/api/v1/analytics/charts/{slug}", "Change one's own chart", perm(recruit.PermViewAnalytics), Handle(s.saveAnalyticsChart)},
		{http.MethodDelete, "/api/v1/analytics/charts/{slug}", "Delete one's own chart", perm(recruit.PermViewAnalytics), Handle(s.deleteAnalyticsChart)},
		{http.MethodPost, "/api/v1/analytics/charts/{slug}/share", "A new read-only link to one's chart for users of the company (the previous link stops working)", perm(recruit.PermViewAnalytics), Handle(s.shareAnalyticsChart)},
		{http.MethodDelete, "/api/v1/analytics/charts/{slug}/share", "Revoke one's chart's share link", perm(recruit.PermViewAnalytics), Handle(s.unshareAnalyticsChart)},

		// The CSV builder: a candidate list or a metric as CSV or XLSX,
		// written in the background; only its creator reads it, for a day.
		{http.MethodGet, "/api/v1/exports/columns", "The candidate columns an export may hold (key, label, ticked by default), in order", perm(recruit.PermExport), Handle(s.exportColumns)},
		{http.MethodPost, "/api/v1/exports", "Export a candidate list (the list's filter object and view, chosen columns in order) or a metric's chart data as CSV or XLSX; answers the export, queued (409 with 3 under way)", perm(recruit.PermExport), Handle(s.createExport)},
		{http.MethodGet, "/api/v1/exports/{slug}", "One's export and its progress: status, rows done of rows total, file name, error", perm(recruit.PermExport), Handle(s.getExport)},
		{http.MethodGet, "/api/v1/exports/{slug}/file", "The finished export's file as an attachment (409 until done; 404 after 24 hours)", perm(recruit.PermExport), Download[apiv1.SlugPath](exportMediaTypes, s.exportFile)},

		// /layoffs: people companies let go, listed with their consent; the
		// person's link (its token is the credential) answers the consent
		// request and removes them; other companies write through Hirekit.
		{http.MethodGet, "/api/v1/layoffs", "The public /layoffs page: consented people by company (never an email address), filtered by skill and location words", Public, HandlePage(s.listLayoffs)},
		{http.MethodPost, "/api/v1/layoffs/{id}/contact", "Write to a listed person: the message waits while the sender is mailed a link to confirm their address (at most 5 an hour from one address or IPv6 /64, 5 a day from one sender address)", Public, Handle(s.contactLayoff)},
		{http.MethodPost, "/api/v1/layoffs/confirm-contact", "The sender confirms their address through the mailed link (24 hours): the message goes to the person once, marked as from an unverified sender, links shown as text", Public, Handle(s.confirmLayoffContact)},
		{http.MethodGet, "/api/v1/layoffs/link", "What a person's mailed link shows: who, listed by which company, their state and the consent sentence", Public, Handle(s.layoffLink)},
		{http.MethodPost, "/api/v1/layoffs/link", "The person answers through their link: consent (recorded with time and address), decline, or remove (at once, idempotent)", Public, Handle(s.layoffDecide)},
		// Webhooks out: the company's receivers of its events (internal/webhooks).
		{http.MethodGet, "/api/v1/company/webhooks", "The company's webhook endpoints, newest first, and the events one may subscribe to", perm(recruit.PermManageWebhooks), Handle(s.listWebhooks)},
		{http.MethodPost, "/api/v1/company/webhooks", "Register a webhook endpoint (https, a public host) for some events; the answer shows its signing secret, once", perm(recruit.PermManageWebhooks), Handle(s.createWebhook)},
		{http.MethodGet, "/api/v1/company/webhooks/deliveries", "The delivery log, newest first: each message's state, attempts and last answer", perm(recruit.PermManageWebhooks), HandlePage(s.webhookDeliveries)},
		{http.MethodPatch, "/api/v1/company/webhooks/{id}", "Change an endpoint's URL, description or events, or turn it on or off", perm(recruit.PermManageWebhooks), Handle(s.updateWebhook)},
		{http.MethodDelete, "/api/v1/company/webhooks/{id}", "Remove an endpoint and its delivery log; deliveries not yet sent are dropped", perm(recruit.PermManageWebhooks), Handle(s.deleteWebhook)},
		{http.MethodPost, "/api/v1/company/webhooks/{id}/rotate-secret", "Give an endpoint a new signing secret, shown once; the old one stops signing at once", perm(recruit.PermManageWebhooks), Handle(s.rotateWebhookSecret)},
		{http.MethodPost, "/api/v1/company/webhooks/{id}/test", "Send a webhook.test event to an enabled endpoint now, whatever it subscribes to", perm(recruit.PermManageWebhooks), Handle(s.testWebhook)},
		{http.MethodGet, "/api/v1/company/layoffs", "The company's own list of people let go, in every state (pending, listed, declined, removed)", perm(recruit.PermManageLayoffs), Handle(s.companyLayoffs)},
		{http.MethodPost, "/api/v1/company/layoffs", "Add a person let go: they are mailed a consent request, and listed only once they agree", perm(recruit.PermManageLayoffs), Handle(s.addLayoff)},
		{http.MethodPost, "/api/v1/company/layoffs/{id}/resend", "Mail a pending person the consent request again (a new link; the old one stops working)", perm(recruit.PermManageLayoffs), Handle(s.layoffAction((*layoffs.Service).Resend))},
		{http.MethodDelete, "/api/v1/company/layoffs/{id}", "Take a person off the list: off the public page at once, their public details erased", perm(recruit.PermManageLayoffs), Handle(s.layoffAction((*layoffs.Service).Withdraw))},

		// The pipeline vocabulary.
		{http.MethodGet, "/api/v1/candidate-application/get-next-states", "The whole moves table, with each state's label and colours", perm(recruit.PermViewVocabulary), Handle(s.nextStates)},
		{http.MethodGet, "/api/v1/vocabulary", "Fixed lists: notice periods, currencies, job types, field types, priorities, match scores", perm(recruit.PermViewVocabulary), Handle(s.vocabulary)},

		// Screening (/screeno): resumes, jobs, credits, integrations.
		{http.MethodGet, "/api/v1/screeno/smart-search", "The screening table: boolean search, job, tags, score buckets, graduation years, sort, pages of 50 or 100", perm(recruit.PermUseScreening), HandlePage(s.smartSearch)},
		{http.MethodPost, "/api/v1/screeno/download-xlsx", "The chosen candidates (or the current search) as hirekit-screeno-MMDD-HHMMSS.xlsx", perm(recruit.PermUseScreening), Download[apiv1.ScreeningExportRequest](apiv1.XLSXMediaType, s.downloadXLSX)},
		{http.MethodGet, "/api/v1/screeno/integrations/list-jobs", "A connected ATS's jobs for the fetch dialog (ats_provider: greenhouse, lever or hirekit_ats, whose jobs are the company's own)", perm(recruit.PermUseScreening), Handle(s.listATSJobs)},
		{http.MethodGet, "/api/v1/screeno/integrations/list-stages", "The stages of one of a connected ATS's jobs (ats_provider, ats_job_id)", perm(recruit.PermUseScreening), Handle(s.listATSStages)},
		{http.MethodGet, "/api/v1/screeno/integrations/list-sources", "A connected ATS's candidate sources (Lever's are text)", perm(recruit.PermUseScreening), Handle(s.listATSSources)},
		{http.MethodPost, "/api/v1/screeno/integrations/fetch-ats-candidates", "Fetch a job's candidates (by stages and sources) from a connected ATS into screening, in the background: each resume parsed and charged once, however often it is fetched", perm(recruit.PermUseScreening), Handle(s.fetchATSCandidates)},
		{http.MethodGet, "/api/v1/screeno/integrations/fetches", "The company's 20 newest fetches with their progress (seen, added, skipped, failed) and state", perm(recruit.PermViewScreening), Handle(s.atsFetches)},
		{http.MethodGet, "/api/v1/screeno/integrations/status", "The connected ATS, if any, and each integration card's status", perm(recruit.PermViewScreening), Handle(s.integrationsStatus)},
		{http.MethodGet, "/api/v1/screeno/jobs", "Screening jobs, newest first (view=basic: titles; table_view: tag counts and totals)", perm(recruit.PermViewScreening), Handle(s.screeningJobs)},
		{http.MethodPost, "/api/v1/screeno/upload-resumes", "Upload a batch (multipart: screeno_job_title, resume_files[]): one credit reserved and one parse job per file", perm(recruit.PermUseScreening), Multipart[apiv1.ScreeningUploadForm, apiv1.ScreeningUploaded](s.uploadResumes)},
		{http.MethodGet, "/api/v1/screeno/list-resumes", "The dashboard's newest candidates, spendable credits, is_new_account and how many are processing", perm(recruit.PermViewScreening), HandlePage(s.listResumes)},
		{http.MethodGet, "/api/v1/screeno/jobs/{id}", "One screening job with its tag counts and first page of candidates", perm(recruit.PermViewScreening), Handle(s.screeningJob)},
		{http.MethodGet, "/api/v1/screeno/get-available-credits", "Screening credits: available, pending (spendable), used, reserved", perm(recruit.PermViewScreening), Handle(s.availableCredits)},
		{http.MethodPost, "/api/v1/screeno/request-callback", "Ask to be called about a plan (query kind) or an integration (body kind); mails HIREKIT_SUPPORT_EMAIL", perm(recruit.PermUseScreening), Handle(s.requestCallback)},
		{http.MethodPost, "/api/v1/screeno/claim-share-credits", "Claim the 50 credits for sharing Hirekit, once per company", perm(recruit.PermUseScreening), Handle(s.claimShareCredits)},
		{http.MethodGet, "/api/v1/screeno/plans", "The plan cards of the browser's time zone (India: 100 for ₹2000, 200 for ₹3500; elsewhere and custom by callback) and, when Razorpay is configured, the key id and Checkout script to buy India plans", perm(recruit.PermViewScreening), Handle(s.creditPlans)},
		{http.MethodPost, "/api/v1/screeno/create-order", "Create a Razorpay order (INR, in paise) for an India plan; plans sold by callback are refused", perm(recruit.PermUseScreening), Handle(s.createOrder)},
		{http.MethodPost, "/api/v1/screeno/update-order-status", "What Checkout reported for an order: a success grants the plan's credits once, only with a valid signature (HMAC-SHA256 of order id | payment id)", perm(recruit.PermUseScreening), Handle(s.updateOrderStatus)},
		{http.MethodGet, "/api/v1/screeno/orders", "The company's credit orders, newest first (at most 100): plan, amount, status", perm(recruit.PermViewScreening), Handle(s.paymentOrders)},
		{http.MethodPost, "/api/v1/screeno/test-greenhouse-connection", "Probe what a Harvest API key may read (users, jobs, job stages, sources, candidates, applications, tags, custom fields, job posts): the wizard's permission map; nothing is stored", perm(recruit.PermUseScreening), Handle(s.testGreenhouseConnection)},
		{http.MethodPost, "/api/v1/screeno/greenhouse/save-connection", "Connect Greenhouse: the key (probed again, refused unless every permission is granted) acting on behalf of an enabled Greenhouse user, stored encrypted", perm(recruit.PermUseScreening), Handle(s.saveGreenhouseConnection)},
		{http.MethodGet, "/api/v1/screeno/integrations/greenhouse/list-users", "The enabled Greenhouse users the key being tried (or the saved one) may act on behalf of", perm(recruit.PermUseScreening), Handle(s.greenhouseUsers)},
		{http.MethodGet, "/api/v1/screeno/greenhouse/connection-status", "The company's Greenhouse connection: greenhouse_integrated, status, the On-Behalf-Of user", perm(recruit.PermViewScreening), Handle(s.greenhouseConnectionStatus)},
		{http.MethodDelete, "/api/v1/screeno/integrations/disconnect", "Disconnect an ATS (provider): the saved credentials are forgotten; answers the integration cards", perm(recruit.PermUseScreening), Handle(s.disconnectATS)},
		{http.MethodPost, "/api/v1/webhooks/razorpay", "Razorpay's webhook (X-Razorpay-Signature with HIREKIT_RAZORPAY_WEBHOOK_SECRET, once per x-razorpay-event-id): payment.captured and order.paid grant the order's credits once", Public, Multipart[apiv1.RazorpayWebhook, apiv1.WebhookAck](s.razorpayWebhook)},

		// Talenthub, the candidate marketplace (marketplace-and-careers.md).
		{http.MethodPost, "/api/v1/talenthub/candidate/mark-referral", "Record who referred the signed-in candidate (their username, once; never oneself or an unknown name)", perm(recruit.PermHubOwnProfile), Handle(s.hubMarkReferral)},
		{http.MethodPost, "/api/v1/talenthub/candidates", "Register a talenthub candidate with a Google ID token or an emailed code, a username and the terms accepted; signs in", Public, Handle(s.hubRegister)},
		{http.MethodPost, "/api/v1/talenthub/candidates/login", "Sign a talenthub candidate in with a Google ID token or an emailed code; 404 when the email has no account", Public, Handle(s.hubLogin)},
		{http.MethodPost, "/api/v1/talenthub/candidates/send-code", "Mail a talenthub sign-in code (same answer whether or not the email has an account)", Public, Handle(s.hubSendCode)},
		{http.MethodGet, "/api/v1/talenthub/sign-in-options", "How candidates may sign in here: Google (its client id and consent URL) when configured, and the emailed code", Public, Handle(s.hubSignInOptions)},
		{http.MethodGet, "/api/v1/talenthub/candidate/session", "The signed-in talenthub candidate: name, username, email, roles", perm(recruit.PermHubOwnProfile), Handle(s.hubMe)},
		{http.MethodGet, "/api/v1/talenthub/candidate/applications", "The applications the signed-in candidate made with their verified email at any company, with the stage in plain words", perm(recruit.PermHubOwnProfile), Handle(s.hubApplications)},
		// The candidate's own profile editor (issue 28).
		{http.MethodGet, "/api/v1/talenthub/candidate/profile", "The signed-in candidate's whole profile (nothing hidden), its resume's name and completion", perm(recruit.PermHubOwnProfile), Handle(s.hubOwnProfile)},
		{http.MethodPut, "/api/v1/talenthub/candidate/profile", "Save the profile's name, headline, phone, city, career start and bio (markdown)", perm(recruit.PermHubOwnProfile), Handle(s.hubUpdateBasics)},
		{http.MethodPut, "/api/v1/talenthub/candidate/links", "Replace the profile's social links (the spec's 24 sites, each on its own host; http or https)", perm(recruit.PermHubOwnProfile), Handle(s.hubUpdateLinks)},
		{http.MethodPost, "/api/v1/talenthub/candidate/avatar", "Upload a profile picture (PNG, JPEG, WebP or GIF, at most 2 MB), stored as a 256 px square", perm(recruit.PermHubOwnProfile), Multipart[apiv1.HubAvatarForm, apiv1.HubOwnProfileResult](s.hubUploadAvatar)},
		{http.MethodPost, "/api/v1/talenthub/candidate/experiences", "Add a role (months YYYY-MM; no end: the current role)", perm(recruit.PermHubOwnProfile), Handle(s.hubAddExperience)},
		{http.MethodPut, "/api/v1/talenthub/candidate/experiences/{id}", "Change one of the candidate's roles", perm(recruit.PermHubOwnProfile), Handle(s.hubUpdateExperience)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/experiences/{id}", "Delete one of the candidate's roles", perm(recruit.PermHubOwnProfile), Handle(s.hubDeleteExperience)},
		{http.MethodPost, "/api/v1/talenthub/candidate/projects", "Add a project (links http or https)", perm(recruit.PermHubOwnProfile), Handle(s.hubAddProject)},
		{http.MethodPut, "/api/v1/talenthub/candidate/projects/{id}", "Change one of the candidate's projects", perm(recruit.PermHubOwnProfile), Handle(s.hubUpdateProject)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/projects/{id}", "Delete one of the candidate's projects", perm(recruit.PermHubOwnProfile), Handle(s.hubDeleteProject)},
		{http.MethodPost, "/api/v1/talenthub/candidate/educations", "Add a degree (years YYYY)", perm(recruit.PermHubOwnProfile), Handle(s.hubAddEducation)},
		{http.MethodPut, "/api/v1/talenthub/candidate/educations/{id}", "Change one of the candidate's degrees", perm(recruit.PermHubOwnProfile), Handle(s.hubUpdateEducation)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/educations/{id}", "Delete one of the candidate's degrees", perm(recruit.PermHubOwnProfile), Handle(s.hubDeleteEducation)},
		{http.MethodPost, "/api/v1/talenthub/candidate/skills", "Add a skill (self-added: proficiency 0); one already there stays as it is", perm(recruit.PermHubOwnProfile), Handle(s.hubAddSkill)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/skills/{slug}", "Remove a skill from the profile", perm(recruit.PermHubOwnProfile), Handle(s.hubRemoveSkill)},
		{http.MethodPost, "/api/v1/talenthub/candidate/resume", "Upload the profile's resume (pdf, docx or doc by content, at most 5 MB, one file); answers the draft it parsed into", perm(recruit.PermHubOwnProfile), Multipart[apiv1.HubResumeForm, apiv1.HubDraftResult](s.hubUploadResume)},
		{http.MethodGet, "/api/v1/talenthub/candidate/resume-draft", "The resume's draft: each proposed field beside the current value; 404 when there is none", perm(recruit.PermHubOwnProfile), Handle(s.hubResumeDraft)},
		{http.MethodPost, "/api/v1/talenthub/candidate/resume-draft/accept", "Accept drafted fields by key (or all): written to the profile and taken off the draft, all or none", perm(recruit.PermHubOwnProfile), Handle(s.hubAcceptDraft)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/resume-draft", "Discard the resume's draft (the resume stays)", perm(recruit.PermHubOwnProfile), Handle(s.hubDiscardDraft)},
		{http.MethodGet, "/api/v1/talenthub/candidate/completion", "The profile's completion percentage and what is missing (rule in docs/decisions.md)", perm(recruit.PermHubOwnProfile), Handle(s.hubCompletion)},
		{http.MethodGet, "/api/v1/talenthub/skills", "The skills catalogue (name, slug, category) the jobs board filters by", Public, Handle(s.hubSkills)},
		{http.MethodGet, "/api/v1/talenthub/skill-dashboard", "The signed-in candidate's skills with badges, the assessments they can take (with cooldowns), their attempts and certificates", perm(recruit.PermHubOwnProfile), Handle(s.hubSkillDashboard)},
		{http.MethodGet, "/api/v1/talenthub/assessments/{skillSlug}", "A skill's assessment before starting: questions, minutes, pass mark, the open attempt and when a new one may start", perm(recruit.PermHubOwnProfile), Handle(s.hubAssessmentInfo)},
		{http.MethodPost, "/api/v1/talenthub/assessments/{skillSlug}", "Start a timed assessment of a skill (or answer the open one); one per skill per 24 h; never carries the right answers", perm(recruit.PermHubOwnProfile), Handle(s.hubStartAssessment)},
		{http.MethodGet, "/api/v1/talenthub/assessment-attempts/{assessmentId}", "The candidate's attempt: questions and answers given; the right answers and the result only once finished", perm(recruit.PermHubOwnProfile), Handle(s.hubAssessment)},
		{http.MethodPost, "/api/v1/talenthub/submit-assessment-question", "Answer one question of an open attempt, once, before its deadline", perm(recruit.PermHubOwnProfile), Handle(s.hubSubmitAnswer)},
		{http.MethodPost, "/api/v1/talenthub/assessment-attempts/{assessmentId}/finish", "Finish an attempt (with the answers not yet given): scored once; a pass raises the skill's proficiency and grants credits", perm(recruit.PermHubOwnProfile), Handle(s.hubFinishAssessment)},
		{http.MethodGet, "/api/v1/talenthub/certifications/{skillSlug}", "Whether the candidate can claim a skill's certificate (verified at level 2 or more) and the one held", perm(recruit.PermHubOwnProfile), Handle(s.hubCertificationStatus)},
		{http.MethodPost, "/api/v1/talenthub/update-certification", "Claim the certificate of a skill's verified level (2 or more): a random slug for its public verification page", perm(recruit.PermHubOwnProfile), Handle(s.hubClaimCertificate)},
		{http.MethodGet, "/api/v1/talenthub/certificate/{certificateSlug}", "Verify a certificate: candidate, skill, level, date, valid or revoked; 404 'Certificate not found'", Public, Handle(s.hubVerifyCertificate)},
		{http.MethodPost, "/api/v1/talenthub/certificate/{certificateSlug}/revoke", "Revoke a certificate (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubRevokeCertificate)},
		{http.MethodPost, "/api/v1/talenthub/skills", "Add a skill to the catalogue (platform admins); its slug is made from the name", perm(recruit.PermManagePlatform), Handle(s.hubAddCatalogueSkill)},
		{http.MethodPut, "/api/v1/talenthub/skills/{skillSlug}", "Rename or recategorise a catalogue skill (platform admins); the slug stays", perm(recruit.PermManagePlatform), Handle(s.hubUpdateCatalogueSkill)},
		{http.MethodDelete, "/api/v1/talenthub/skills/{skillSlug}", "Take a skill off the catalogue (platform admins); candidates keep theirs", perm(recruit.PermManagePlatform), Handle(s.hubRemoveCatalogueSkill)},
		{http.MethodGet, "/api/v1/talenthub/credits/get-total-credits", "The signed-in candidate's granted credits", perm(recruit.PermHubOwnProfile), Handle(s.hubTotalCredits)},
		{http.MethodGet, "/api/v1/talenthub/credits", "The signed-in candidate's credits: granted total, pending total and the ledger's entries (cause in plain words, credits, state, dates)", perm(recruit.PermHubOwnProfile), Handle(s.hubCredits)},
		{http.MethodGet, "/api/v1/talenthub/referrals", "The signed-in candidate's referral link and who joined through it (joined date, whether their profile passed 60%, credits earned for each)", perm(recruit.PermHubOwnProfile), Handle(s.hubReferrals)},
		{http.MethodGet, "/api/v1/talenthub/admin/pending-credits", "Credit entries waiting for approval, oldest first (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubPendingCredits)},
		{http.MethodPost, "/api/v1/talenthub/admin/pending-credits/{id}/approve", "Approve a pending credit entry (granted, counted in the total); decided once however often it is sent", perm(recruit.PermManagePlatform), Handle(s.hubDecideCredit(true))},
		{http.MethodPost, "/api/v1/talenthub/admin/pending-credits/{id}/refuse", "Refuse a pending credit entry (never counted); decided once however often it is sent", perm(recruit.PermManagePlatform), Handle(s.hubDecideCredit(false))},
		{http.MethodGet, "/api/v1/talenthub/admin/get-leads", "Companies that asked for a callback or contacted support, the most recent first, with their newest requests (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubLeads)},
		{http.MethodGet, "/api/v1/talenthub/admin/candidates", "Talenthub candidates, newest first, searched by username, name or email, with listed and hidden (platform admins)", perm(recruit.PermManagePlatform), HandlePage(s.hubAdminCandidates)},
		{http.MethodPost, "/api/v1/talenthub/admin/candidates/{id}/unlist", "Take a candidate's profile off the public listing with a reason; the candidate cannot list it again until lifted (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubUnlistCandidate)},
		{http.MethodPost, "/api/v1/talenthub/admin/candidates/{id}/lift", "Lift an admin's unlisting; the candidate may list the profile again (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubLiftCandidate)},
		{http.MethodGet, "/api/v1/talenthub/admin/reports", "Reported profiles grouped per profile (count, latest reasons and details, first and last reported, open or closed), open ones first; never who reported (platform admins)", perm(recruit.PermManagePlatform), HandlePage(s.hubAdminReports)},
		{http.MethodPost, "/api/v1/talenthub/admin/reports/{username}/dismiss", "Dismiss a profile's open reports without acting on the profile (platform admins); unlisting it closes them too", perm(recruit.PermManagePlatform), Handle(s.hubDismissReports)},
		{http.MethodGet, "/api/v1/talenthub/admin/review-taggings/{talenthubCandidateId}", "A candidate's whole profile with its skills and proficiencies, for review (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubAdminProfile)},
		{http.MethodPost, "/api/v1/talenthub/admin/review-taggings/{talenthubCandidateId}/skills/{slug}/flag", "Flag a candidate's skill as unsupported: proficiency -1 (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubReviewSkill("flag"))},
		{http.MethodDelete, "/api/v1/talenthub/admin/review-taggings/{talenthubCandidateId}/skills/{slug}", "Remove a skill from a candidate's profile (platform admins)", perm(recruit.PermManagePlatform), Handle(s.hubReviewSkill("remove"))},
		{http.MethodGet, "/api/v1/talenthub/candidate/profile/{username}", "A candidate's public profile (what they made public); 404 'Profile not found' for an unknown or unlisted username", Public, Handle(s.hubPublicProfile)},
		{http.MethodPost, "/api/v1/talenthub/candidate/profile/{username}/report", "Report a listed public profile (reason spam, fake, offensive or other; details at most 1000 characters): one open report per reporter, never shown to the candidate; rate-limited per address", Public, Handle(s.hubReportProfile)},
		{http.MethodGet, "/api/v1/talenthub/candidate/visibility", "The signed-in candidate's visibility settings: listed, the public sections, the profile's and its embeddable card's URLs", perm(recruit.PermHubOwnProfile), Handle(s.hubVisibility)},
		{http.MethodPut, "/api/v1/talenthub/candidate/visibility", "Change which sections of the profile are public and whether it is listed; unknown sections are refused", perm(recruit.PermHubOwnProfile), Handle(s.hubSaveVisibility)},
		{http.MethodGet, "/api/v1/talenthub/candidate/email-preferences", "The signed-in candidate's email preferences: each optional kind of mail and whether it is on", perm(recruit.PermHubOwnProfile), Handle(s.hubEmailPreferences)},
		{http.MethodPut, "/api/v1/talenthub/candidate/email-preferences", "Set which optional kinds of mail the signed-in candidate's address no longer gets", perm(recruit.PermHubOwnProfile), Handle(s.hubSetEmailPreferences)},
		{http.MethodGet, "/api/v1/talenthub/email-preferences/{unsubscribeToken}", "The email preferences of the address a mailed unsubscribe link names (no sign-in); 404 'This link is not valid' for a token that is not ours", Public, Handle(s.tokenEmailPreferences)},
		{http.MethodPut, "/api/v1/talenthub/email-preferences/{unsubscribeToken}", "Set the email preferences of the address a mailed unsubscribe link names (no sign-in)", Public, Handle(s.tokenSetEmailPreferences)},
		{http.MethodPost, "/api/v1/talenthub/unsubscribe", "One-click unsubscribe (RFC 8058, the List-Unsubscribe link of optional mail): turns off the kind the token names for its address", Public, Handle(s.oneClickUnsubscribe)},
		{http.MethodGet, "/api/v1/talenthub/unsubscribe", "The List-Unsubscribe link opened in a browser: redirects to the email preferences page of its token", Public, Redirect[apiv1.UnsubscribeQuery](s.unsubscribePage)},
		{http.MethodGet, "/api/v1/talenthub/candidate/export", "Everything held about the signed-in candidate as a zip (profile.json with every row of theirs, and their files), streamed", perm(recruit.PermHubOwnProfile), Download[apiv1.Empty]("application/zip", s.hubExport)},
		{http.MethodDelete, "/api/v1/talenthub/candidate/account", "Delete the signed-in candidate's account (confirm: their username): profile and files gone, sessions ended; applications stay with the companies, who are told", perm(recruit.PermHubOwnProfile), Handle(s.hubDeleteAccount)},
		{http.MethodGet, "/api/v1/talenthub/jobs", "The jobs board: open jobs newest first, 20 a page, filtered by type, experience (0–6, 6 = 5+) and skills (all of); applied per job for a signed-in candidate", Public, Handle(s.hubJobs)},
		{http.MethodGet, "/api/v1/talenthub/{companySlug}/jobs/{jobSlug}", "A board job's page (closed ones too, without the description); for a signed-in candidate which requirements they meet and what keeps them from applying", Public, Handle(s.hubJob)},
		{http.MethodPost, "/api/v1/talenthub/{companySlug}/jobs/{jobSlug}/submit-application", "Quick apply with the profile (all requirements met, phone, resume, completion over 60%): the company's ATS gets the application with source talenthub and the resume, once", perm(recruit.PermHubOwnProfile), Handle(s.hubSubmitApplication)},
		{http.MethodGet, "/api/v1/talenthub/company/jobs", "The company's board jobs with their quick applies, and the live jobs it may post", perm(recruit.PermHubPostJob), Handle(s.hubCompanyJobs)},
		{http.MethodPost, "/api/v1/talenthub/company/jobs", "Post one of the company's live jobs to the board with requirements and a salary range (again: change it, reopen it)", perm(recruit.PermHubPostJob), Handle(s.hubPostJob)},
		{http.MethodDelete, "/api/v1/talenthub/company/jobs/{requisitionId}", "Take the company's job off the board (closed)", perm(recruit.PermHubPostJob), Handle(s.hubUnpostJob)},
		{http.MethodGet, "/api/v1/talenthub/company/candidates", "Browse talenthub's listed candidates by skills (all of) at a least proficiency, 20 a page, each only as their public profile shows them", perm(recruit.PermHubReviewCandidates), Handle(s.hubReviewCandidates)},

		// The dev mailbox (only without SMTP, only on a loopback address).
		{http.MethodGet, "/api/v1/dev/mailbox", "Messages kept in the dev mailbox, newest first", Public, Handle(s.devMailbox)},
		{http.MethodPost, "/api/v1/dev/clock", "Move this server's clock forward (HIREKIT_TEST_CLOCK=on, callers on the machine only; otherwise 404)", Public, Handle(s.advanceClock)},
	}
}
