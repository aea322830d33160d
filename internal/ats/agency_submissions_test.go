package ats_test

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// agencyForm is one agency submission with every field of the form and a
// resume, so that a row can be compared field by field.
func agencyForm(t *testing.T, job *ats.Requisition, name, email string) ats.ApplicationInput {
	t.Helper()
	f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(fixture.SamplePerson())))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	exp, cur, want := 4.5, int64(1200000), int64(1800000)
	return ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: email, Phone: "+91 90000 11111", ExperienceYears: &exp,
		CurrentCTC: &cur, ExpectedCTC: &want, SalaryCurrency: "INR", NoticePeriod: "immediate", Resume: f,
		Links: map[string]string{"github": "https://github.com/someone"}, Answers: apptest.AnswersFor(job)}
}

// readAlike clears what differs between two rows by nature (who, when,
// which slug and file) and what is internal, so the rest can be compared.
func readAlike(a ats.Application) ats.Application {
	var zero time.Time
	a.ID, a.CandidateID, a.ShownID, a.Slug, a.SubmittedName, a.CandidateName, a.CandidateEmail = 0, 0, 0, "", "", "", ""
	a.CreatedAt, a.UpdatedAt, a.CandidateSince, a.ResumeKey = zero, zero, zero, ""
	// Internal to the company: the parser's findings are never shown.
	a.ResumeText, a.GraduationYear, a.ResumeTagsJSON, a.ResumeTagBits, a.Version = "", nil, "", 0, 0
	moves := []ats.Move{}
	for _, m := range a.Moves {
		m.ID, m.CreatedAt = 0, zero
		moves = append(moves, m)
	}
	a.Moves = moves
	return a
}

// TestAgencyRepeatIsARowOfItsOwn is review 3's M4 for agencies: naming
// someone already in the job (through a recruiter) gives the agency a row
// like the one a new person gives — in its list, counts, pages, filters,
// sorts and its read — and nothing of the application that was there.
// Another agency, another company and the recruiters see no such row.
func TestAgencyRepeatIsARowOfItsOwn(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		second := secondAgency(t, a, tm)
		in := apptest.JobInput("Shared")
		in.AgencyIDs = []int64{tm.AgencyID, second.agencyID}
		job := apptest.MustCreateRequisition(t, admin, a, in)
		known := apptest.MustAddApplication(t, admin, a, job, "Known Person", "known@x.test")
		apptest.MustMove(t, admin, a, known.Slug, recruit.StateScheduleRound)
		// The application that was there is tagged: a tag filter must not
		// find the repeat through it.
		tag, err := a.ATS.AddTag(admin, "Hot")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.ATS.UpdateApplication(admin, known.Slug, nil, nil, []int64{tag.ID}); err != nil {
			t.Fatal(err)
		}
		adminBefore, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Page: 1, PerPage: 20, WithStateCounts: true}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}

		agency := tm.Ctx(t, recruit.RoleAgency)
		jobs := apptest.WatchJobs(t, a.Queue)
		fresh, err1 := a.ATS.AddApplication(agency, agencyForm(t, job, "Fresh Person", "fresh@x.test"))
		repeat, err2 := a.ATS.AddApplication(agency, agencyForm(t, job, "Known P.", "KNOWN@x.test"))
		if err1 != nil || err2 != nil {
			t.Fatalf("submissions: %v %v", err1, err2)
		}
		fresh.CreatedAt, fresh.UpdatedAt, fresh.CandidateSince, fresh.CandidateName, fresh.SubmittedName, fresh.CandidateEmail =
			repeat.CreatedAt, repeat.UpdatedAt, repeat.CandidateSince, repeat.CandidateName, repeat.SubmittedName, repeat.CandidateEmail
		if !reflect.DeepEqual(fresh, repeat) {
			t.Errorf("the answers differ:\n%+v\n%+v", fresh, repeat)
		}
		// Both resumes are parsed, each to the same end.
		jobs.Wait(t, "parse_application_resume", 2)

		list := func(q ats.ApplicationQuery) *ats.ApplicationPage {
			t.Helper()
			if q.Page == 0 {
				q.Page, q.PerPage = 1, 20
			}
			page, err := a.ATS.ListApplications(agency, q, sqldb.Now())
			if err != nil {
				t.Fatal(err)
			}
			return page
		}
		page := list(ats.ApplicationQuery{WithStateCounts: true, Sort: "name"})
		if page.Total != 2 || len(page.Rows) != 2 || page.Rows[0].Name != "Fresh Person" || page.Rows[1].Name != "Known P." {
			t.Fatalf("the agency's list: %+v, want both of its submissions by name", page)
		}
		if !reflect.DeepEqual(page.StateCounts, map[string]int{string(recruit.StateSourced): 2}) {
			t.Errorf("the agency's counts: %v, want both sourced", page.StateCounts)
		}
		f, r := page.Rows[0], page.Rows[1]
		freshSlug, freshID := f.Slug, f.ID
		if r.Slug == known.Slug || r.ID == known.ID || r.ID == 0 || f.ID == 0 || len(r.Slug) != len(f.Slug) || r.Email != "known@x.test" {
			t.Errorf("the repeat's row names the application that was there, or no row of its own: %+v (known %s/%d)", r, known.Slug, known.ID)
		}
		f.ID, f.Slug, f.Name, f.Email, f.CreatedAt, f.UpdatedAt = r.ID, r.Slug, r.Name, r.Email, r.CreatedAt, r.UpdatedAt
		if !reflect.DeepEqual(f, r) {
			t.Errorf("the rows differ:\n%+v\n%+v", f, r)
		}

		// Pages, filters and sorts take both rows alike.
		exp := 4.0
		for _, tc := range []struct {
			name string
			q    ats.ApplicationQuery
			want int
		}{
			{"Sourced", ats.ApplicationQuery{Filter: ats.Filter{Statuses: []string{"sourced"}}}, 2},
			{"ScheduleRound", ats.ApplicationQuery{Filter: ats.Filter{Statuses: []string{"schedule_round"}}}, 0},
			{"Agency", ats.ApplicationQuery{Filter: ats.Filter{Sources: []string{"agency"}}}, 2},
			{"TheJob", ats.ApplicationQuery{Filter: ats.Filter{Requisitions: []int64{job.ID}}}, 2},
			{"Experienced", ats.ApplicationQuery{Filter: ats.Filter{MinExperience: &exp}}, 2},
			{"Junior", ats.ApplicationQuery{Filter: ats.Filter{MaxExperience: &exp}}, 0},
			{"Today", ats.ApplicationQuery{Filter: ats.Filter{StartDate: sqldb.Now().Format("2006-01-02")}}, 2},
			{"Spreadsheet", ats.ApplicationQuery{View: "spreadsheet"}, 2},
			{"Updated", ats.ApplicationQuery{Sort: "updated"}, 2},
			{"TheKnownOnesTag", ats.ApplicationQuery{Filter: ats.Filter{CandidateApplicationTags: []int64{tag.ID}}}, 0},
		} {
			got := list(tc.q)
			if got.Total != tc.want || len(got.Rows) != tc.want {
				t.Errorf("%s: %d rows of %d, want %d", tc.name, len(got.Rows), got.Total, tc.want)
			}
		}
		p1, p2 := list(ats.ApplicationQuery{Page: 1, PerPage: 1}), list(ats.ApplicationQuery{Page: 2, PerPage: 1})
		if p1.Total != 2 || p2.Total != 2 || len(p1.Rows) != 1 || len(p2.Rows) != 1 || p1.Rows[0].Slug == p2.Rows[0].Slug {
			t.Errorf("pages of one: %+v / %+v, want each row once and a total of 2", p1, p2)
		}

		// The reads, field by field.
		readF, err1 := a.ATS.Application(agency, freshSlug)
		readR, err2 := a.ATS.Application(agency, r.Slug)
		if err1 != nil || err2 != nil {
			t.Fatalf("reads: %v %v", err1, err2)
		}
		if readR.ShownID != r.ID || readF.ShownID != freshID || readR.CandidateName != "Known P." || readR.CandidateEmail != "known@x.test" {
			t.Errorf("the repeat's read: id %d (row %d), %q %q", readR.ShownID, r.ID, readR.CandidateName, readR.CandidateEmail)
		}
		if readF.ResumeStatus != recruit.ResumeParsed || len(readF.Moves) != 1 || len(readF.Answers) != 1 || readF.ShownCandidateID != 0 || readF.Links()["github"] != "" {
			t.Errorf("the new person's read: %+v", readF)
		}
		if x, y := readAlike(*readF), readAlike(*readR); !reflect.DeepEqual(x, y) {
			t.Errorf("the reads differ:\n%+v\n%+v", x, y)
		}

		// Naming them once more is the agency's own submission: it knows.
		for _, again := range []string{"fresh@x.test", "known@x.test"} {
			in := agencyForm(t, job, "Again", again)
			in.Resume = nil
			if _, err := a.ATS.AddApplication(agency, in); recruit.ErrorCode(err) != recruit.ECONFLICT || recruit.ErrorMessage(err) != "This candidate has already applied for this job." {
				t.Errorf("naming %s again: %v, want the same 409", again, err)
			}
		}

		// Another agency on the job, and another company, see nothing.
		if theirs := mustList(t, a, second.ctx); theirs.Total != 0 {
			t.Errorf("another agency's list: %+v", theirs)
		}
		beta := apptest.MustTeam(t, a, "beta")
		for who, ctx := range map[string]context.Context{"another agency": second.ctx, "another company's agency": beta.Ctx(t, recruit.RoleAgency),
			"another company's admin": beta.Ctx(t, recruit.RoleAdmin), "the recruiter": admin} {
			if _, err := a.ATS.Application(ctx, r.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("%s reads the agency's repeat: %v, want not found", who, err)
			}
		}

		// The recruiters' view is what it was, with the new person added,
		// and the repeat shows on the application they have.
		adminAfter, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Page: 1, PerPage: 20, WithStateCounts: true}, sqldb.Now())
		if err != nil {
			t.Fatal(err)
		}
		if adminAfter.Total != adminBefore.Total+1 || adminAfter.StateCounts["sourced"] != adminBefore.StateCounts["sourced"]+1 {
			t.Errorf("the recruiter's list: %d rows %v, was %d %v", adminAfter.Total, adminAfter.StateCounts, adminBefore.Total, adminBefore.StateCounts)
		}
		got, err := a.ATS.Application(admin, known.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.ShownID != known.ID || got.CandidateName != "Known Person" || len(got.OtherSubmissions) != 1 || got.OtherSubmissions[0].Name != "Known P." {
			t.Errorf("the recruiter's read of the application: id %d, %q, %+v", got.ShownID, got.CandidateName, got.OtherSubmissions)
		}
	})
}

// TestAgencyRepeatOfAnUnparsableResume: a file the parser refuses ends in
// the same error on a repeat as on a new person's application, so the
// resume's status does not tell them apart either.
func TestAgencyRepeatOfAnUnparsableResume(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := liveJob(t, a, tm, "Shared")
		apptest.MustAddApplication(t, admin, a, job, "Known Person", "known@x.test")
		agency := tm.Ctx(t, recruit.RoleAgency)
		jobs := apptest.WatchJobs(t, a.Queue)
		for _, email := range []string{"fresh@x.test", "known@x.test"} {
			in := agencyForm(t, job, "Person", email)
			// A PDF header and nothing a reader can use.
			bad, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader([]byte("%PDF-1.4\nnot really a pdf\n%%EOF\n")))
			if err != nil {
				t.Fatal(err)
			}
			defer bad.Close()
			in.Resume = bad
			if _, err := a.ATS.AddApplication(agency, in); err != nil {
				t.Fatal(err)
			}
		}
		jobs.Wait(t, "parse_application_resume", 2)
		page := mustList(t, a, agency)
		reads := map[string]string{}
		for _, row := range page.Rows {
			got, err := a.ATS.Application(agency, row.Slug)
			if err != nil {
				t.Fatal(err)
			}
			reads[row.Email] = fmt.Sprintf("%s %q %q", got.ResumeStatus, got.ResumeError, got.ResumeName)
		}
		if len(reads) != 2 || reads["fresh@x.test"] != reads["known@x.test"] || !strings.HasPrefix(reads["known@x.test"], string(recruit.ResumeError)+" ") {
			t.Errorf("the resumes' status: %v, want the same parser error", reads)
		}
	})
}

type otherAgency struct {
	agencyID int64
	ctx      context.Context
}

// secondAgency adds another agency to the team's company.
func secondAgency(t *testing.T, a *app.App, tm *apptest.Team) otherAgency {
	t.Helper()
	u, err := a.Auth.EnsureUser(context.Background(), auth.UserSpec{CompanyID: tm.Company.ID, Email: "agency2@" + tm.Company.Slug + ".test",
		Name: "Second agency", Roles: []string{recruit.RoleAgency}, AgencyName: "Other Staffing", Password: apptest.RolePassword, Verified: true})
	if err != nil || u.AgencyID == nil {
		t.Fatalf("second agency: %+v %v", u, err)
	}
	return otherAgency{*u.AgencyID, apptest.ActorCtx(t, a, apptest.MustLogin(t, a, u.Email, apptest.RolePassword), 0)}
}

func mustList(t *testing.T, a *app.App, ctx context.Context) *ats.ApplicationPage {
	t.Helper()
	page, err := a.ATS.ListApplications(ctx, ats.ApplicationQuery{Page: 1, PerPage: 20}, sqldb.Now())
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// TestRepeatSubmissionBackfill runs the backfill of migration
// agency_repeat_submissions over submissions as they were stored before
// it: each gets a slug of its own in the applications' alphabet, and the
// state and source it was answered with.
func TestRepeatSubmissionBackfill(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Old"))
		known := apptest.MustAddApplication(t, admin, a, job, "Known Person", "known@x.test")
		ctx := context.Background()
		const n = 40
		for i := range n {
			var agency any
			if i%2 == 0 {
				agency = tm.AgencyID
			}
			if _, err := db.Write.NewRaw(`INSERT INTO duplicate_submissions (company_id, application_id, submitted_by, agency_id, submitted_name,
				submitted_email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, tm.Company.ID, known.ID, tm.Users[recruit.RoleAgency].ID, agency,
				"Old", "known@x.test", sqldb.Now()).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		ms, err := sqldb.Migrations(db.Engine)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(ms, func(m sqldb.Migration) bool { return strings.HasSuffix(m.Name, "_agency_repeat_submissions.sql") })
		if i < 0 {
			t.Fatal("no agency_repeat_submissions migration")
		}
		start := strings.Index(ms[i].SQL, "UPDATE duplicate_submissions SET")
		end := strings.Index(ms[i].SQL[start:], ";")
		if start < 0 || end < 0 {
			t.Fatalf("%s has no backfill", ms[i].Name)
		}
		if _, err := db.Write.ExecContext(ctx, ms[i].SQL[start:start+end]); err != nil {
			t.Fatalf("the backfill: %v", err)
		}
		var rows []struct {
			Slug    string     `bun:"slug"`
			Job     *int64     `bun:"requisition_id"`
			State   string     `bun:"state"`
			Source  string     `bun:"source"`
			Agency  *int64     `bun:"agency_id"`
			Updated *time.Time `bun:"updated_at"`
		}
		if err := db.Read.NewRaw("SELECT slug, requisition_id, state, source, agency_id, updated_at FROM duplicate_submissions").Scan(ctx, &rows); err != nil {
			t.Fatal(err)
		}
		slugs := map[string]bool{}
		alphabet := regexp.MustCompile(`^[a-z2-7]{12}$`)
		for _, r := range rows {
			slugs[r.Slug] = true
			want := [2]string{"referred", "referral"}
			if r.Agency != nil {
				want = [2]string{"sourced", "agency"}
			}
			if !alphabet.MatchString(r.Slug) || [2]string{r.State, r.Source} != want || r.Updated == nil || r.Job == nil || *r.Job != job.ID {
				t.Errorf("backfilled %+v, want a slug of a-z2-7, job %d and %v", r, job.ID, want)
			}
		}
		if len(rows) != n || len(slugs) != n {
			t.Errorf("%d rows with %d distinct slugs, want %d", len(rows), len(slugs), n)
		}
	})
}
