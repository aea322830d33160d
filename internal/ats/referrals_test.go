package ats_test

import (
	"context"
	"encoding/json"
	"testing"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// referralJob is a live job with a required question for everyone and a
// required one asked on referrals only.
func referralJob(t *testing.T, a *app.App, admin context.Context, hm int64) *ats.Requisition {
	t.Helper()
	in := apptest.JobInput("Referral job")
	in.HiringManagerID = &hm
	in.Questions = append(in.Questions, ats.QuestionInput{Title: "How do you know them?", FieldType: recruit.FieldShortAnswer, Required: true, ReferralQuestion: true})
	job := apptest.MustCreateRequisition(t, admin, a, in)
	if _, err := a.ATS.ChangeState(admin, job.ID, ats.ActionPublish, ""); err != nil {
		t.Fatal(err)
	}
	return job
}

// TestReferralsFollowedInPlainWords is issue 18's referral role test: an
// employee refers with the referral questions only, follows only their own
// referrals in plain words, cannot open the application, and the
// recruiters see who referred.
func TestReferralsFollowedInPlainWords(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := referralJob(t, a, admin, tm.Users[recruit.RoleHiringManager].ID)
		var referralQ int64
		for _, q := range job.Questions {
			if q.ReferralQuestion {
				referralQ = q.ID
			}
		}
		employee := tm.Ctx(t, recruit.RoleEmployee)

		// The referral question is required; the others are skipped.
		_, err := a.ATS.AddApplication(employee, ats.ApplicationInput{RequisitionID: job.ID, Name: "Friend", Email: "friend@x.test"})
		if recruit.ErrorCode(err) != recruit.EINVALID {
			t.Fatalf("a referral without the referral question: %v, want EINVALID", err)
		}
		got, err := a.ATS.AddApplication(employee, ats.ApplicationInput{RequisitionID: job.ID, Name: "Friend", Email: "friend@x.test",
			Answers: map[int64]json.RawMessage{referralQ: json.RawMessage(`"We worked together"`)}})
		if err != nil {
			t.Fatalf("a referral answering only the referral question: %v", err)
		}
		if got.Slug != "" || got.Source != "referral" || got.State != recruit.StateReferred {
			t.Errorf("referral answer: slug %q source %q state %q", got.Slug, got.Source, got.State)
		}
		// The company's own candidate on the same job is not the employee's.
		own := apptest.MustAddApplication(t, admin, a, job, "Company Find", "find@x.test")

		mine, err := a.ATS.MyReferrals(employee, 1, 20)
		if err != nil {
			t.Fatal(err)
		}
		if mine.Total != 1 || len(mine.Items) != 1 || mine.Items[0].Name != "Friend" || mine.Items[0].JobTitle != "Referral job" {
			t.Fatalf("the employee's referrals: %+v, want only Friend", mine)
		}
		if mine.Items[0].Progress != "Received: the team will look at it soon" {
			t.Errorf("a new referral reads %q", mine.Items[0].Progress)
		}

		// The recruiters see who referred; the employee cannot open it.
		page, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Page: 1, PerPage: 20}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}
		var slug string
		for _, r := range page.Rows {
			if r.Name == "Friend" {
				slug = r.Slug
			}
		}
		detail, err := a.ATS.Application(admin, slug)
		if err != nil {
			t.Fatal(err)
		}
		if detail.ReferrerName != tm.Users[recruit.RoleEmployee].Name {
			t.Errorf("the recruiter sees referrer %q, want %q", detail.ReferrerName, tm.Users[recruit.RoleEmployee].Name)
		}
		if _, err := a.ATS.Application(employee, slug); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("the employee opening their referral: %v, want EFORBIDDEN", err)
		}

		// Progress follows the pipeline in plain words, never its codes.
		for _, step := range []struct {
			to   recruit.State
			want string
		}{
			{recruit.StateTAScreen, "Being reviewed by the team"},
			{recruit.StateScheduleRound, "Interviewing"},
			{recruit.StateInterviewReject, "Not moving forward"},
		} {
			apptest.MustMove(t, admin, a, slug, step.to)
			mine, err := a.ATS.MyReferrals(employee, 1, 20)
			if err != nil {
				t.Fatal(err)
			}
			if mine.Items[0].Progress != step.want {
				t.Errorf("after %s the referral reads %q, want %q", step.to, mine.Items[0].Progress, step.want)
			}
		}

		// Another employee sees none of it; an agency may not ask.
		u, err := a.Auth.EnsureUser(context.Background(), auth.UserSpec{CompanyID: tm.Company.ID, Email: "employee2@alpha.test", Name: "Second",
			Roles: []string{recruit.RoleEmployee}, Password: apptest.RolePassword, Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		second := apptest.ActorCtx(t, a, apptest.MustLogin(t, a, u.Email, apptest.RolePassword), 0)
		if theirs, err := a.ATS.MyReferrals(second, 1, 20); err != nil || theirs.Total != 0 {
			t.Errorf("another employee's referrals: %+v %v, want none", theirs, err)
		}
		if _, err := a.ATS.MyReferrals(tm.Ctx(t, recruit.RoleAgency), 1, 20); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("an agency asking for referrals: %v, want EFORBIDDEN", err)
		}
		_ = own
	})
}

// TestAgenciesNeverLearnOfOthers is issue 18's agency role test: two
// agencies and the company name the same people; each agency's answers
// read the same as for a new candidate, its list and details hold only
// its own, and the recruiters see every submission.
func TestAgenciesNeverLearnOfOthers(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		u, err := a.Auth.EnsureUser(context.Background(), auth.UserSpec{CompanyID: tm.Company.ID, Email: "other@agency.test", Name: "Other recruiter",
			Roles: []string{recruit.RoleAgency}, AgencyName: "Other Agency", Password: apptest.RolePassword, Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		agencyA := tm.Ctx(t, recruit.RoleAgency)
		agencyB := apptest.ActorCtx(t, a, apptest.MustLogin(t, a, u.Email, apptest.RolePassword), 0)
		hm := tm.Users[recruit.RoleHiringManager].ID
		in := apptest.JobInput("Shared")
		in.HiringManagerID = &hm
		in.AgencyIDs = []int64{tm.AgencyID, *u.AgencyID}
		job := apptest.MustCreateRequisition(t, admin, a, in)
		onlyA := apptest.JobInput("Only A")
		onlyA.AgencyIDs = []int64{tm.AgencyID}
		jobA := apptest.MustCreateRequisition(t, admin, a, onlyA)

		add := func(ctx context.Context, job *ats.Requisition, name, email, phone string) (*ats.Application, error) {
			return a.ATS.AddApplication(ctx, ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: email, Phone: phone, Answers: apptest.AnswersFor(job)})
		}
		// A new candidate, one agency A already put forward, one the
		// company already has: agency B's three answers read alike.
		apptest.MustAddApplication(t, admin, a, job, "Company Find", "find@x.test")
		if _, err := add(agencyA, job, "A's Find", "afind@x.test", "+91 91111 22222"); err != nil {
			t.Fatal(err)
		}
		fresh, err1 := add(agencyB, job, "B Fresh", "fresh@x.test", "")
		overA, err2 := add(agencyB, job, "B names A's", "afind@x.test", "")
		overCompany, err3 := add(agencyB, job, "B names company's", "find@x.test", "")
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("agency B's submissions: %v %v %v, want every one accepted", err1, err2, err3)
		}
		for _, got := range []*ats.Application{fresh, overA, overCompany} {
			if got.Slug != "" || got.Source != "agency" || got.State != fresh.State || got.CandidateName != got.SubmittedName ||
				got.CandidatePhone != "" || got.Links()["linkedin"] != "" || got.PossibleDupOf != nil {
				t.Errorf("agency B's answer for %q gives it away: %+v", got.SubmittedName, got)
			}
		}
		// A phone shared with A's candidate is the recruiters' flag only.
		phoneMatch, err := add(agencyB, job, "Same Phone", "phone@x.test", "+91 91111 22222")
		if err != nil || phoneMatch.PossibleDupOf != nil {
			t.Errorf("a phone match in B's answer: %+v %v", phoneMatch, err)
		}

		names := func(ctx context.Context) map[string]string {
			page, err := a.ATS.ListApplications(ctx, ats.ApplicationQuery{Page: 1, PerPage: 50}, sqldb.Now())
			if err != nil {
				t.Fatal(err)
			}
			out := map[string]string{}
			for _, r := range page.Rows {
				out[r.Name] = r.Slug
			}
			return out
		}
		// B's list holds its four submissions, as rows of its own: the two
		// of people already in the job too (review 3, M4), never A's or
		// the company's application.
		seenB := names(agencyB)
		if len(seenB) != 4 || seenB["B Fresh"] == "" || seenB["Same Phone"] == "" || seenB["B names A's"] == "" || seenB["B names company's"] == "" {
			t.Errorf("agency B's list: %v, want its four submissions", seenB)
		}
		seenA := names(agencyA)
		if len(seenA) != 1 || seenA["A's Find"] == "" {
			t.Errorf("agency A's list: %v, want only its own", seenA)
		}
		detail, err := a.ATS.Application(agencyB, seenB["Same Phone"])
		if err != nil || detail.PossibleDupOf != nil || detail.OtherSubmissions == nil || len(detail.OtherSubmissions) != 0 || detail.AgencyName != "" {
			t.Errorf("agency B's own candidate shows %+v %v", detail, err)
		}
		// Another agency's and the company's candidates do not exist for B.
		all := names(admin)
		if seenB["B names A's"] == all["A's Find"] || seenB["B names company's"] == all["Company Find"] {
			t.Errorf("agency B's repeats name the applications that were there: %v / %v", seenB, all)
		}
		for _, name := range []string{"A's Find", "Company Find"} {
			if _, err := a.ATS.Application(agencyB, all[name]); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("agency B opening %s: %v, want ENOTFOUND", name, err)
			}
		}
		if _, err := add(agencyB, jobA, "Not yours", "nope@x.test", ""); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("agency B adding to a job not assigned to it: %v, want ENOTFOUND", err)
		}

		// The recruiters see who put each forward, and who named them again.
		aFind, err := a.ATS.Application(admin, all["A's Find"])
		if err != nil {
			t.Fatal(err)
		}
		if aFind.AgencyName != "alpha Staffing" || len(aFind.OtherSubmissions) != 1 || aFind.OtherSubmissions[0].By != "Other Agency" ||
			aFind.OtherSubmissions[0].Name != "B names A's" {
			t.Errorf("the recruiter's view of A's candidate: agency %q, others %+v", aFind.AgencyName, aFind.OtherSubmissions)
		}
		same, err := a.ATS.Application(admin, all["Same Phone"])
		if err != nil || same.PossibleDupOf == nil {
			t.Errorf("the recruiter's phone flag: %+v %v", same, err)
		}
		notes, err := a.ATS.Notifications(tm.Ctx(t, recruit.RoleHiringManager), 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		flagged := 0
		for _, n := range notes.Items {
			if n.Kind == ats.NotifyDuplicateSubmission {
				flagged++
			}
		}
		if flagged != 2 {
			t.Errorf("the hiring manager was told of %d repeated submissions, want 2", flagged)
		}
	})
}
