package app_test

import (
	"context"
	"io"
	"reflect"
	"slices"
	"testing"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/assistant"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/bulkimport"
	"hirekit/internal/careers"
	"hirekit/internal/export"
	"hirekit/internal/feedback"
	"hirekit/internal/integrations"
	"hirekit/internal/interview"
	"hirekit/internal/layoffs"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
	"hirekit/internal/webhooks"
)

// useCase is an exported use case with the permission it starts with.
type useCase struct {
	service, method string
	perm            recruit.Permission
	call            func(ctx context.Context, a *app.App) error
}

func errOnly[T any](_ T, err error) error { return err }

// useCases lists every permissioned use case of auth, ats, interview and
// feedback. TestEveryUseCaseIsListed keeps it complete.
var useCases = []useCase{
	{"privacy", "EraseCandidate", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return errOnly(a.Privacy.EraseCandidate(ctx, "x")) }},
	{"privacy", "ExportCandidate", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error {
		return a.Privacy.ExportCandidate(ctx, "x", func(string) {}, io.Discard)
	}},
	{"privacy", "Retention", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return errOnly(a.Privacy.Retention(ctx)) }},
	{"privacy", "SetRetention", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return errOnly(a.Privacy.SetRetention(ctx, 6)) }},
	{"privacy", "DataRequests", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return errOnly(a.Privacy.DataRequests(ctx, "")) }},
	{"privacy", "FulfilRequest", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return a.Privacy.FulfilRequest(ctx, 1) }},
	{"privacy", "DeclineRequest", recruit.PermManagePersonalData, func(ctx context.Context, a *app.App) error { return a.Privacy.DeclineRequest(ctx, 1) }},
	{"privacy", "AuditLog", recruit.PermViewAuditLog, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Privacy.AuditLog(ctx, 1, 20)
		return err
	}},
	{"auth", "Designations", recruit.PermViewDesignations, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.Designations(ctx)) }},
	{"auth", "AddDesignation", recruit.PermManageDesignations, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.AddDesignation(ctx, "Grade")) }},
	{"auth", "RenameDesignation", recruit.PermManageDesignations, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.RenameDesignation(ctx, 1, "Grade"))
	}},
	{"auth", "DeleteDesignation", recruit.PermManageDesignations, func(ctx context.Context, a *app.App) error { return a.Auth.DeleteDesignation(ctx, 1) }},
	{"auth", "CompanyFeatures", recruit.PermViewFeatures, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.CompanyFeatures(ctx)) }},
	{"auth", "SetFeature", recruit.PermManageFeatures, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.SetFeature(ctx, "ats", recruit.FeatureReferral, false))
	}},
	{"auth", "InviteUser", recruit.PermInviteUser, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.InviteUser(ctx, auth.InviteUserInput{Email: "new@x.test", Designation: "Engineer", Roles: []string{recruit.RolePanel}}))
	}},
	{"auth", "InviteAgency", recruit.PermInviteAgency, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.InviteAgency(ctx, "Acme Hires", "hires@x.test"))
	}},
	{"auth", "ResendInvite", recruit.PermManageInvites, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.ResendInvite(ctx, 1)) }},
	{"auth", "RevokeInvite", recruit.PermManageInvites, func(ctx context.Context, a *app.App) error { return a.Auth.RevokeInvite(ctx, 1) }},
	{"auth", "PendingInvites", recruit.PermManageInvites, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.PendingInvites(ctx, "")) }},
	{"auth", "ListUsers", recruit.PermListUsers, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.ListUsers(ctx, nil, false)) }},
	{"auth", "Member", recruit.PermViewUser, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.Member(ctx, 1)) }},
	{"auth", "SetRoles", recruit.PermGrantRole, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.SetRoles(ctx, 1, []string{recruit.RolePanel}))
	}},
	{"auth", "SetActive", recruit.PermSetActive, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.SetActive(ctx, 1, false)) }},
	{"auth", "Profile", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.Profile(ctx)) }},
	{"auth", "UpdateProfile", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.UpdateProfile(ctx, "Name", "Asia/Kolkata"))
	}},
	{"auth", "ChangePassword", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.ChangePassword(ctx, "old password", "new password", "127.0.0.1"))
	}},
	{"auth", "SignOutEverywhere", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error { return a.Auth.SignOutEverywhere(ctx) }},
	{"auth", "ResendVerification", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error { return a.Auth.ResendVerification(ctx) }},
	{"auth", "WandReturnURL", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.WandReturnURL(ctx, "chrome-extension://x/", "t"))
	}},
	{"auth", "CurrentContext", recruit.PermUseProfile, func(ctx context.Context, a *app.App) error { return errOnly(a.Auth.CurrentContext(ctx)) }},
	{"auth", "ListCompanies", recruit.PermManagePlatform, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Auth.ListCompanies(ctx, 1, 20)
		return err
	}},
	{"auth", "SetCompanyApproved", recruit.PermManagePlatform, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Auth.SetCompanyApproved(ctx, 1, true))
	}},

	{"ats", "ListRequisitions", recruit.PermViewRequisitions, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ListRequisitions(ctx, ats.ListQuery{}))
	}},
	{"ats", "Requisition", recruit.PermViewRequisitions, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Requisition(ctx, 1)) }},
	{"ats", "JobAccess", recruit.PermViewRequisitions, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.JobAccess(ctx, 1)) }},
	{"ats", "CreateRequisition", recruit.PermCreateRequisition, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.CreateRequisition(ctx, apptest.JobInput("Forbidden job")))
	}},
	{"ats", "MarkPendingApproval", recruit.PermCreateRequisition, func(ctx context.Context, a *app.App) error { return a.ATS.MarkPendingApproval(ctx, 1) }},
	{"ats", "UpdateRequisition", recruit.PermEditRequisition, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.UpdateRequisition(ctx, 1, apptest.JobInput("Forbidden job")))
	}},
	{"ats", "ChangeState", recruit.PermApproveRequisition, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ChangeState(ctx, 1, ats.ActionApprove, ""))
	}},
	{"ats", "QuestionByID", recruit.PermViewQuestion, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.QuestionByID(ctx, 1)) }},
	{"ats", "Departments", recruit.PermViewDepartments, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Departments(ctx)) }},
	{"ats", "Sources", recruit.PermViewSources, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Sources(ctx)) }},
	{"ats", "AddSource", recruit.PermManageSources, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.AddSource(ctx, "Meetup")) }},
	{"ats", "RenameSource", recruit.PermManageSources, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.RenameSource(ctx, "linkedin", "LI")) }},
	{"ats", "DeleteSource", recruit.PermManageSources, func(ctx context.Context, a *app.App) error { return a.ATS.DeleteSource(ctx, "linkedin") }},
	{"ats", "Tags", recruit.PermViewTags, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Tags(ctx)) }},
	{"ats", "AddTag", recruit.PermManageTags, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.AddTag(ctx, "Strong")) }},
	{"ats", "RenameTag", recruit.PermManageTags, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.RenameTag(ctx, 1, "Weak")) }},
	{"ats", "DeleteTag", recruit.PermManageTags, func(ctx context.Context, a *app.App) error { return a.ATS.DeleteTag(ctx, 1) }},
	{"ats", "AddApplication", recruit.PermAddApplication, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.AddApplication(ctx, ats.ApplicationInput{RequisitionID: 1, Name: "N", Email: "n@x.test"}))
	}},
	{"ats", "ListApplications", recruit.PermListApplications, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ListApplications(ctx, ats.ApplicationQuery{Page: 1, PerPage: 20}, sqldb.Now()))
	}},
	{"ats", "WalkApplications", recruit.PermListApplications, func(ctx context.Context, a *app.App) error {
		return a.ATS.WalkApplications(ctx, ats.ApplicationQuery{}, sqldb.Now(), 10, func([]ats.ExportRow) error { return nil })
	}},
	{"ats", "Application", recruit.PermViewApplication, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Application(ctx, "abcdefghijkl")) }},
	{"ats", "ApplicationJob", recruit.PermViewApplication, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.ApplicationJob(ctx, "abcdefghijkl")) }},
	{"ats", "MoveApplication", recruit.PermMoveApplication, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.MoveApplication(ctx, ats.MoveInput{Slug: "abcdefghijkl", To: recruit.StateTAScreen}))
	}},
	{"ats", "UpdateApplication", recruit.PermUpdateApplication, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.UpdateApplication(ctx, "abcdefghijkl", nil, nil, nil))
	}},
	{"ats", "RecentApplications", recruit.PermRecentApplications, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.RecentApplications(ctx, 20)) }},
	{"ats", "ParseResume", recruit.PermStoreParsedResume, func(ctx context.Context, a *app.App) error { return a.ATS.ParseResume(ctx, 1) }},
	{"ats", "ParseSubmissionResume", recruit.PermStoreParsedResume, func(ctx context.Context, a *app.App) error { return a.ATS.ParseSubmissionResume(ctx, 1) }},
	{"ats", "ApplicationProfile", recruit.PermViewProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ApplicationProfile(ctx, "abcdefghijkl"))
	}},
	{"ats", "EditProfile", recruit.PermEditProfile, func(ctx context.Context, a *app.App) error {
		years := 3
		return errOnly(a.ATS.EditProfile(ctx, "abcdefghijkl", ats.ProfileEdit{TotalYears: &years}))
	}},
	{"ats", "ReparseResume", recruit.PermEditProfile, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.ReparseResume(ctx, "abcdefghijkl")) }},
	{"ats", "ScoreApplication", recruit.PermStoreParsedResume, func(ctx context.Context, a *app.App) error { return a.ATS.ScoreApplication(ctx, 1) }},
	{"ats", "ScoreRequisition", recruit.PermStoreParsedResume, func(ctx context.Context, a *app.App) error { return a.ATS.ScoreRequisition(ctx, 1) }},
	{"ats", "Dashboard", recruit.PermViewDashboard, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Dashboard(ctx)) }},

	{"ats", "TextTemplates", recruit.PermViewTemplates, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.TextTemplates(ctx)) }},
	{"ats", "CreateTemplate", recruit.PermManageTemplates, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.CreateTemplate(ctx, ats.TemplateInput{Name: "T", Subject: "S", Body: "B"}))
	}},
	{"ats", "UpdateTemplate", recruit.PermManageTemplates, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.UpdateTemplate(ctx, 1, ats.TemplateInput{Name: "T", Subject: "S", Body: "B"}))
	}},
	{"ats", "DeleteTemplate", recruit.PermManageTemplates, func(ctx context.Context, a *app.App) error { return a.ATS.DeleteTemplate(ctx, 1) }},
	{"ats", "SendCandidateEmail", recruit.PermEmailCandidate, func(ctx context.Context, a *app.App) error {
		return a.ATS.SendCandidateEmail(ctx, ats.EmailInput{Slug: "abcdefghijkl", Subject: "S", Body: "B"})
	}},
	{"ats", "ApplicationEmails", recruit.PermViewCommunication, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ApplicationEmails(ctx, "abcdefghijkl"))
	}},
	{"ats", "Mentionable", recruit.PermWriteNotes, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Mentionable(ctx, "abcdefghijkl")) }},
	{"ats", "Notes", recruit.PermViewCommunication, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Notes(ctx, "abcdefghijkl")) }},
	{"ats", "AddNote", recruit.PermWriteNotes, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.AddNote(ctx, "abcdefghijkl", ats.NoteInput{Body: "N"}))
	}},
	{"ats", "UpdateNote", recruit.PermWriteNotes, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.UpdateNote(ctx, 1, ats.NoteInput{Body: "N"}))
	}},
	{"ats", "DeleteNote", recruit.PermWriteNotes, func(ctx context.Context, a *app.App) error { return a.ATS.DeleteNote(ctx, 1) }},
	{"ats", "MyReferrals", recruit.PermViewOwnReferrals, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.MyReferrals(ctx, 1, 20)) }},
	{"ats", "Notifications", recruit.PermReadNotifications, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Notifications(ctx, 1, 20)) }},
	{"ats", "UnreadNotifications", recruit.PermReadNotifications, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.UnreadNotifications(ctx)) }},
	{"ats", "MarkNotificationsRead", recruit.PermReadNotifications, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.MarkNotificationsRead(ctx, nil, true))
	}},
	{"ats", "CandidateStatus", recruit.PermViewOwnApplication, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.CandidateStatus(ctx, "abcdefghijkl"))
	}},
	{"ats", "ApplicationsOfHubCandidate", recruit.PermHubOwnProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ApplicationsOfHubCandidate(ctx))
	}},
	{"ats", "TaggingsOfEmail", recruit.PermManagePlatform, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.TaggingsOfEmail(ctx, "asha@hub.test"))
	}},
	{"assistant", "CallbackRequests", recruit.PermManagePlatform, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Assistant.CallbackRequests(ctx, 10))
	}},
	{"ats", "TellCandidateLeftTalenthub", recruit.PermHubOwnProfile, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.TellCandidateLeftTalenthub(ctx))
	}},
	{"ats", "Search", recruit.PermSearch, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.Search(ctx, "ada")) }},
	{"ats", "SmartSearch", recruit.PermSmartSearch, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.SmartSearch(ctx, ats.SmartSearchFilter{Query: "go"}, sqldb.Now()))
	}},
	{"assistant", "Perform", recruit.PermPerformAction, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Assistant.Perform(ctx, assistant.Request{Action: "invite_user"}))
	}},
	{"assistant", "ParsePrompt", recruit.PermUseAssistant, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Assistant.ParsePrompt(ctx, "email Ada", ""))
	}},
	{"assistant", "ParseJobFilters", recruit.PermUseAssistant, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Assistant.ParseJobFilters(ctx, "notice 30 days", 1, ""))
	}},
	{"assistant", "RequestCallback", recruit.PermUseAssistant, func(ctx context.Context, a *app.App) error {
		return a.Assistant.RequestCallback(ctx, "ats_generic", "merge candidates")
	}},

	{"interview", "Rounds", recruit.PermViewRounds, func(ctx context.Context, a *app.App) error { return errOnly(a.Interview.Rounds(ctx, 0)) }},
	{"interview", "AllowedRounds", recruit.PermViewApplicationRound, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.AllowedRounds(ctx, "abcdefghijkl"))
	}},
	{"interview", "CopyTemplate", recruit.PermCreateRequisition, func(ctx context.Context, a *app.App) error { return a.Interview.CopyTemplate(ctx, 1, 1) }},
	{"interview", "AddRound", recruit.PermEditRounds, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.AddRound(ctx, 0, interview.RoundInput{Name: "Extra"}))
	}},
	{"interview", "UpdateRound", recruit.PermEditRounds, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.UpdateRound(ctx, 1, interview.RoundInput{Name: "Renamed"}))
	}},
	{"interview", "DeleteRound", recruit.PermEditRounds, func(ctx context.Context, a *app.App) error { return errOnly(a.Interview.DeleteRound(ctx, 1)) }},
	{"interview", "Reorder", recruit.PermEditRounds, func(ctx context.Context, a *app.App) error { return errOnly(a.Interview.Reorder(ctx, 0, []int64{1})) }},

	{"interview", "Interviewers", recruit.PermViewInterviews, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Interviewers(ctx, "abcdefghijkl"))
	}},
	{"interview", "Schedule", recruit.PermScheduleInterview, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Schedule(ctx, interview.ScheduleInput{Slug: "abcdefghijkl", RoundID: 1, PanelIDs: []int64{1}, Start: "2099-01-01T10:00"}))
	}},
	{"interview", "Reschedule", recruit.PermScheduleInterview, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Reschedule(ctx, interview.RescheduleInput{ID: 1, Start: "2099-01-01T10:00"}))
	}},
	{"interview", "Cancel", recruit.PermScheduleInterview, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Cancel(ctx, 1, "Panel unavailable"))
	}},
	{"interview", "RecordOutcome", recruit.PermRecordInterviewOutcome, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.RecordOutcome(ctx, 1, recruit.InterviewCompleted))
	}},
	{"interview", "List", recruit.PermViewInterviews, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.List(ctx, interview.ListQuery{Page: 1, PerPage: 20}))
	}},
	{"interview", "ApplicationInterviews", recruit.PermViewInterviews, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.ApplicationInterviews(ctx, "abcdefghijkl"))
	}},
	{"interview", "Counts", recruit.PermViewInterviews, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Counts(ctx, "", []int64{1}))
	}},
	{"interview", "ScorecardsDue", recruit.PermSubmitScorecard, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Interview.ScorecardsDue(ctx, 5)
		return err
	}},
	{"interview", "ScorecardForm", recruit.PermSubmitScorecard, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.ScorecardForm(ctx, "abcdefghijkl", 1))
	}},
	{"interview", "SubmitScorecard", recruit.PermSubmitScorecard, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SubmitScorecard(ctx, "abcdefghijkl", 1, interview.ScorecardInput{Recommendation: "yes"}))
	}},
	{"interview", "Scorecards", recruit.PermViewScorecards, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.Scorecards(ctx, "abcdefghijkl"))
	}},
	{"interview", "RemindScorecard", recruit.PermRemindScorecard, func(ctx context.Context, a *app.App) error {
		return a.Interview.RemindScorecard(ctx, 1, 1)
	}},

	{"interview", "SendSelfScheduleLink", recruit.PermSendSelfScheduleLink, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SendSelfScheduleLink(ctx, interview.LinkInput{Slug: "abcdefghijkl", RoundID: 1, PanelIDs: []int64{1},
			Minutes: 30, From: "09:00", To: "18:00", TimeZone: "Asia/Kolkata"}))
	}},
	{"interview", "SelfScheduleLinks", recruit.PermViewInterviews, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SelfScheduleLinks(ctx, "abcdefghijkl"))
	}},
	{"interview", "RevokeSelfScheduleLink", recruit.PermSendSelfScheduleLink, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.RevokeSelfScheduleLink(ctx, 1))
	}},
	{"interview", "SelfScheduleDetails", recruit.PermSelfSchedule, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SelfScheduleDetails(ctx))
	}},
	{"interview", "SelfScheduleSlots", recruit.PermSelfSchedule, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SelfScheduleSlots(ctx, "2030-03-04", "Asia/Kolkata"))
	}},
	{"interview", "SelfScheduleBlocked", recruit.PermSelfSchedule, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.SelfScheduleBlocked(ctx, 0, 0, 0))
	}},
	{"interview", "ConfirmSelfSchedule", recruit.PermSelfSchedule, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.ConfirmSelfSchedule(ctx, interview.ConfirmInput{Slug: "abcdefghijkl", Start: "2030-03-04T10:00:00Z"}))
	}},
	{"interview", "StartConnect", recruit.PermConnectCalendar, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Interview.StartConnect(ctx, "", "calendar"))
	}},
	{"interview", "CalendarConnections", recruit.PermConnectCalendar, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Interview.CalendarConnections(ctx)
		return err
	}},
	{"interview", "DisconnectCalendar", recruit.PermConnectCalendar, func(ctx context.Context, a *app.App) error {
		return a.Interview.DisconnectCalendar(ctx, "google")
	}},
	{"interview", "SyncCalendarEvents", recruit.PermSyncCalendar, func(ctx context.Context, a *app.App) error {
		return a.Interview.SyncCalendarEvents(ctx, 1)
	}},

	{"ats", "LiveJobs", recruit.PermViewCareers, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.LiveJobs(ctx, ats.LiveJobsQuery{}))
	}},
	{"ats", "PublicJob", recruit.PermViewCareers, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.PublicJob(ctx, "job-1")) }},
	{"ats", "HiringCompanies", recruit.PermViewCareers, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.HiringCompanies(ctx)) }},

	{"layoffs", "Add", recruit.PermManageLayoffs, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Layoffs.Add(ctx, layoffs.PersonInput{Name: "Ada", Email: "ada@example.com"}))
	}},
	{"layoffs", "List", recruit.PermManageLayoffs, func(ctx context.Context, a *app.App) error { return errOnly(a.Layoffs.List(ctx)) }},
	{"layoffs", "Resend", recruit.PermManageLayoffs, func(ctx context.Context, a *app.App) error { return errOnly(a.Layoffs.Resend(ctx, 1)) }},
	{"layoffs", "Withdraw", recruit.PermManageLayoffs, func(ctx context.Context, a *app.App) error { return errOnly(a.Layoffs.Withdraw(ctx, 1)) }},
	{"integrations", "TestGreenhouseConnection", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.TestGreenhouseConnection(ctx, "key"))
	}},
	{"integrations", "GreenhouseUsers", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.GreenhouseUsers(ctx, "key"))
	}},
	{"integrations", "SaveGreenhouseConnection", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return a.Integrations.SaveGreenhouseConnection(ctx, "key", "101")
	}},
	{"integrations", "GreenhouseConnectionStatus", recruit.PermViewScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.GreenhouseConnectionStatus(ctx))
	}},
	{"integrations", "Disconnect", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error { return a.Integrations.Disconnect(ctx, "greenhouse") }},
	{"integrations", "Jobs", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.Jobs(ctx, "greenhouse"))
	}},
	{"integrations", "Stages", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.Stages(ctx, "greenhouse", "1"))
	}},
	{"integrations", "Sources", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.Sources(ctx, "greenhouse"))
	}},
	{"integrations", "States", recruit.PermViewScreening, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Integrations.States(ctx)
		return err
	}},
	{"integrations", "StartFetch", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.StartFetch(ctx, integrations.FetchInput{Provider: "hirekit_ats", JobID: "1"}))
	}},
	{"integrations", "Fetches", recruit.PermViewScreening, func(ctx context.Context, a *app.App) error { return errOnly(a.Integrations.Fetches(ctx)) }},
	{"integrations", "StartConnect", recruit.PermUseScreening, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Integrations.StartConnect(ctx, "lever", ""))
	}},
	{"webhooks", "List", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error { return errOnly(a.Webhooks.List(ctx)) }},
	{"webhooks", "Create", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error {
		u := "https://hooks.example.com/hirekit"
		return errOnly(a.Webhooks.Create(ctx, webhooks.Input{URL: &u, Events: []recruit.Event{recruit.EventApplicationCreated}}))
	}},
	{"webhooks", "Update", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Webhooks.Update(ctx, 1, webhooks.Input{}))
	}},
	{"webhooks", "Delete", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error { return a.Webhooks.Delete(ctx, 1) }},
	{"webhooks", "RotateSecret", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error { return errOnly(a.Webhooks.RotateSecret(ctx, 1)) }},
	{"webhooks", "SendTest", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error { return errOnly(a.Webhooks.SendTest(ctx, 1)) }},
	{"webhooks", "Deliveries", recruit.PermManageWebhooks, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Webhooks.Deliveries(ctx, webhooks.DeliveryQuery{Page: 1, PerPage: 20})
		return err
	}},
	{"ats", "ImportableJob", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.ATS.ImportableJob(ctx, 1)) }},
	{"ats", "KnownCandidates", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.KnownCandidates(ctx, 1, []string{"a@example.com"}, nil))
	}},
	{"ats", "ImportApplications", recruit.PermRunImport, func(ctx context.Context, a *app.App) error {
		return errOnly(a.ATS.ImportApplications(ctx, 1, 0, nil))
	}},
	{"bulkimport", "CheckUpload", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return a.Imports.CheckUpload(ctx, 1) }},
	{"bulkimport", "CheckReplace", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return a.Imports.CheckReplace(ctx, 1) }},
	{"bulkimport", "Create", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.Imports.Create(ctx, 1, nil, nil)) }},
	{"bulkimport", "Replace", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.Imports.Replace(ctx, 1, nil, nil)) }},
	{"bulkimport", "Get", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.Imports.Get(ctx, 1)) }},
	{"bulkimport", "SetMapping", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Imports.SetMapping(ctx, 1, map[string]string{}))
	}},
	{"bulkimport", "Problems", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.Imports.Problems(ctx, 1, "", 1, 20)) }},
	{"bulkimport", "Start", recruit.PermImportCandidates, func(ctx context.Context, a *app.App) error { return errOnly(a.Imports.Start(ctx, 1, false)) }},
	{"bulkimport", "Run", recruit.PermRunImport, func(ctx context.Context, a *app.App) error { return a.Imports.Run(ctx, 1) }},
	{"careers", "Page", recruit.PermManageCareersPage, func(ctx context.Context, a *app.App) error { return errOnly(a.Careers.Page(ctx)) }},
	{"careers", "SavePage", recruit.PermManageCareersPage, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Careers.SavePage(ctx, careers.DefaultSettings()))
	}},
	{"careers", "UploadLogo", recruit.PermManageCareersPage, func(ctx context.Context, a *app.App) error { return errOnly(a.Careers.UploadLogo(ctx, nil)) }},
	{"careers", "UploadImage", recruit.PermManageCareersPage, func(ctx context.Context, a *app.App) error { return errOnly(a.Careers.UploadImage(ctx, nil)) }},

	{"export", "ListColumns", recruit.PermExport, func(ctx context.Context, a *app.App) error { return errOnly(a.Exports.ListColumns(ctx)) }},
	{"export", "Create", recruit.PermExport, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Exports.Create(ctx, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name"}}))
	}},
	{"export", "Get", recruit.PermExport, func(ctx context.Context, a *app.App) error { return errOnly(a.Exports.Get(ctx, "abcdefghijklmnop")) }},
	{"export", "Open", recruit.PermExport, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Exports.Open(ctx, "abcdefghijklmnop")
		return err
	}},
	{"export", "Run", recruit.PermRunExport, func(ctx context.Context, a *app.App) error { return a.Exports.Run(ctx, 1) }},

	{"usage", "Record", recruit.PermRecordUsage, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Usage.Record(ctx, []usage.Event{{Page: "dashboard", At: time.Now()}}))
	}},
	{"analytics", "Catalogue", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Analytics.Catalogue(ctx)
		return err
	}},
	{"analytics", "Run", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Analytics.Run(ctx, analytics.Query{Metric: "applications"}))
	}},
	{"analytics", "CheckQuery", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		return a.Analytics.CheckQuery(ctx, analytics.Query{Metric: "applications"})
	}},
	{"analytics", "Charts", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error { return errOnly(a.Analytics.Charts(ctx)) }},
	{"analytics", "SaveChart", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Analytics.SaveChart(ctx, "", analytics.Chart{Title: "Funnel", ChartType: "bar", Query: analytics.Query{Metric: "funnel"}}))
	}},
	{"analytics", "Chart", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Analytics.Chart(ctx, "aaaaaaaaaaaaaaaa", "")
		return err
	}},
	{"analytics", "DeleteChart", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error { return a.Analytics.DeleteChart(ctx, "aaaaaaaaaaaaaaaa") }},
	{"analytics", "ShareChart", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		return errOnly(a.Analytics.ShareChart(ctx, "aaaaaaaaaaaaaaaa"))
	}},
	{"analytics", "UnshareChart", recruit.PermViewAnalytics, func(ctx context.Context, a *app.App) error {
		return a.Analytics.UnshareChart(ctx, "aaaaaaaaaaaaaaaa")
	}},
	{"feedback", "Submit", recruit.PermSubmitFeedback, func(ctx context.Context, a *app.App) error { return a.Feedback.Submit(ctx, "ats", "Nice", 9) }},
	{"feedback", "List", recruit.PermManagePlatform, func(ctx context.Context, a *app.App) error {
		_, _, err := a.Feedback.List(ctx, 1, 20)
		return err
	}},
}

// notUseCases are exported methods that are not permissioned use cases:
// public steps (sign-up, sign-in, links from mail), lookups other domain
// packages make under their own use case's permission, and tooling.
var notUseCases = map[string][]string{
	"auth": {"Register", "Login", "LoginAsCompany", "VerifyEmail", "ForgotPassword", "ResetPassword", "CheckInvite", "AcceptInvite",
		"Session", "Features", "FeatureEnabled", "CompanyUsers", "CompanyAgencies", "UserByID", "UserByEmail", "CompanyBySlug",
		"EnsureCompany", "EnsureUser", "CreatePlatformAdmin", "ListenForChanges", "SessionCacheOn", "MailPasswordReset", "Purge",
		"IssueCandidateToken", "LimitRate", "CompanyName", "Staff", "CompaniesByID",
		// GuardSignIn is talenthub's code sign-in under the company
		// sign-in's throttle: a public step.
		"GuardSignIn"},
	"ats": {"SendPasscode", "CandidateLogin",
		// Row rules and notifications the interview package uses under its
		// own use cases' permissions.
		"VisibleJobs", "ManagedJobs", "Interviewers", "Notify",
		// The once-after-upgrade re-parse: maintenance across companies,
		// as the purges are.
		"EnqueueReparseOnce", "ReparseOldResumes",
		// QueueUnscored is the daily match backfill's, as the system,
		// across companies; it only enqueues per-company jobs.
		"QueueUnscored",
		// LiveRequisitions is the talenthub board's lookup of which of its
		// jobs are still live (public, like a careers page), under the
		// board's own calls.
		"LiveRequisitions"},
	// SchedulerFromToken is the self-schedule page's authentication (a
	// public step, like Session).
	// Callback is the OAuth return, authenticated by its state; the
	// providers' list is configuration.
	"interview": {"InterviewedIn", "SchedulerFromToken", "Callback", "AvailableProviders", "ProviderInfo"}, "feedback": {},
	// Answer is a step of ParsePrompt (under its permission); it reads
	// through the list use cases, each under its own.
	"assistant": {"Answer"},
	// The careers pages are public: each visit acts as the company's
	// applicant (recruit.ApplicantActor) and calls the ats's use cases above.
	// The public page, the person's own link and contact: no company actor.
	"layoffs": {"Listed", "Link", "Decide", "Contact", "ConfirmContact"},
	// Publish is called by use cases that checked their own permission.
	"webhooks": {"Publish", "Purge"},
	// Open and MarkUnauthorized serve use cases that checked their
	// permission; Callback is the provider's redirect, its single-use
	// state the credential. RunFetch is the fetch job's, as the system.
	"integrations": {"Open", "MarkUnauthorized", "Callback", "RunFetch"},
	// Purge is the hourly job's, as the system, across companies.
	"bulkimport": {"Purge"}, "export": {"Purge"},
	// ApplyRetention is the daily job's, as the system, across companies.
	// The public data-request page: the visitor's request, the mailed
	// link's confirmation and the signed download (no company actor).
	"privacy": {"ApplyRetention", "RequestData", "VerifyRequest", "DownloadRequest"},
	"careers": {"CompanyDetails", "OtherJobs", "Landing", "Job", "JobPage", "Apply", "Robots", "SitemapIndex", "CompanySitemap",
		"RenderLanding", "RenderJob", "RenderNotFound", "JobPosting"},
}

// forbiddenActor is an actor who may not use p: the first role of the
// table lacking it, else a kind of actor that is not a user.
func forbiddenActor(tm *apptest.Team, p recruit.Permission) *recruit.Actor {
	for _, role := range recruit.TableRoles {
		if role != recruit.RolePlatformAdmin && !recruit.RoleHolds(role, p) {
			u := tm.Users[role]
			a := &recruit.Actor{UserID: u.ID, CompanyID: tm.Company.ID, Roles: []string{role}}
			if u.AgencyID != nil {
				a.AgencyID = *u.AgencyID
			}
			return a
		}
	}
	for _, a := range []*recruit.Actor{recruit.ApplicantActor(tm.Company.ID), recruit.SchedulerActor(tm.Company.ID, 1, 1), recruit.SystemActor(tm.Company.ID)} {
		if !a.Can(p) {
			return a
		}
	}
	return nil
}

// TestUseCasesRefuseActorsWithoutPermission calls every use case directly
// (no HTTP) as an actor lacking its permission: each answers EFORBIDDEN
// and writes nothing.
func TestUseCasesRefuseActorsWithoutPermission(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		for _, uc := range useCases {
			t.Run(uc.service+"."+uc.method, func(t *testing.T) {
				actor := forbiddenActor(tm, uc.perm)
				if actor == nil {
					t.Fatalf("every actor holds %s", uc.perm)
				}
				err := uc.call(recruit.WithActor(context.Background(), actor), a)
				if code := recruit.ErrorCode(err); code != recruit.EFORBIDDEN {
					t.Errorf("as %v (kind %q): got %v (%s), want EFORBIDDEN", actor.Roles, actor.Kind, err, code)
				}
			})
		}
		t.Run("Anonymous", func(t *testing.T) {
			for _, uc := range useCases {
				if code := recruit.ErrorCode(uc.call(context.Background(), a)); code != recruit.EUNAUTHORIZED {
					t.Errorf("%s.%s without an actor: %s, want EUNAUTHORIZED", uc.service, uc.method, code)
				}
			}
		})
	})
}

// TestEveryUseCaseIsListed fails when a service gains an exported method
// that is neither in useCases nor named as a public step or lookup, so a
// new use case cannot skip its permission test.
func TestEveryUseCaseIsListed(t *testing.T) {
	services := map[string]any{"auth": &auth.Service{}, "ats": &ats.Service{}, "interview": &interview.Service{}, "feedback": &feedback.Service{}, "usage": &usage.Service{},
		"assistant": &assistant.Service{}, "careers": &careers.Service{}, "layoffs": &layoffs.Service{}, "bulkimport": &bulkimport.Service{},
		"analytics": &analytics.Service{}, "export": &export.Service{}, "webhooks": &webhooks.Service{},
		"integrations": &integrations.Service{}, "privacy": &privacy.Service{}}
	listed := map[string]bool{}
	for _, uc := range useCases {
		listed[uc.service+"."+uc.method] = true
	}
	for name, svc := range services {
		typ := reflect.TypeOf(svc)
		for i := 0; i < typ.NumMethod(); i++ {
			m := typ.Method(i).Name
			if !listed[name+"."+m] && !slices.Contains(notUseCases[name], m) {
				t.Errorf("%s.%s is neither a listed use case nor a public step or lookup", name, m)
			}
		}
	}
}
