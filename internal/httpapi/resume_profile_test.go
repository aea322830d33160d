package httpapi_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func profileOf(t *testing.T, resp apptest.Response) apiv1.ResumeProfile {
	t.Helper()
	if resp.Status != 200 {
		t.Fatalf("profile: %d %s", resp.Status, resp.Body)
	}
	var out apiv1.Envelope[apiv1.ResumeProfileResult]
	resp.JSON(t, &out)
	return out.Data.Profile
}

// gatedParse is the real parser, held while a test closes the gate, so a
// parse can be caught running.
type gatedParse struct{ gate atomic.Pointer[chan struct{}] }

func (g *gatedParse) parse(ctx context.Context, data []byte, name string) resume.Result {
	if ch := g.gate.Load(); ch != nil {
		select {
		case <-*ch:
		case <-ctx.Done():
		}
	}
	return resume.Parse(ctx, data, name)
}

func TestResumeProfile(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		parser := &gatedParse{}
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Parse: parser.parse})
		jobs := apptest.WatchJobs(t, srv.Queue)
		a := newTeam(t, srv, "alpha")
		ta := a.tokens[recruit.RoleTA]
		job := createJob(t, srv, ta, jobBody("Backend Engineer", map[string]any{"screening_questions": []map[string]any{},
			"hiring_manager_id": a.ids[recruit.RoleHiringManager], "authorized_panel_ids": []int64{a.ids[recruit.RolePanel]},
			"agency_ids": []int64{a.agency}}))
		person := fixture.SamplePerson()
		fields := func(name, email string) map[string]string {
			return map[string]string{"requisition_id": fmt.Sprint(job.ID), "name": name, "email": email, "source": "manual"}
		}
		app := appOf(t, addCandidate(t, srv, ta, fields(person.Name, person.Email), fixture.ResumePDF(person), "asha.pdf"))
		// An agency is not told the slug; the recruiters' link has it.
		appOf(t, addCandidate(t, srv, a.tokens[recruit.RoleAgency], fields("Ravi Kumar", "ravi@example.org"), fixture.ResumePDF(person), "ravi.pdf"))
		var agencySlug string
		if err := db.Read.NewRaw("SELECT a.slug FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.email = 'ravi@example.org'").
			Scan(t.Context(), &agencySlug); err != nil {
			t.Fatal(err)
		}
		jobs.Wait(t, "parse_application_resume", 2)
		path := "/api/v1/candidate-applications/" + app.Slug + "/profile"

		parsed := profileOf(t, srv.Do(t, "GET", path, ta, nil))
		t.Run("ParsedFieldsWithEvidence", func(t *testing.T) {
			if parsed.ResumeStatus != "parsed" || parsed.ParsedAt == "" || !parsed.Editable {
				t.Fatalf("status %q parsed_at %q editable %v", parsed.ResumeStatus, parsed.ParsedAt, parsed.Editable)
			}
			v := parsed.Values
			if len(v.Education) < 2 || !strings.Contains(v.Education[0].Institute, "Indian Institute of Technology Bombay") ||
				v.Education[0].StartYear != 2016 || v.Education[0].EndYear != 2020 || v.Education[0].Line == "" {
				t.Errorf("education = %+v", v.Education)
			}
			if !slices.ContainsFunc(v.Experience, func(e apiv1.ExperienceEntry) bool { return e.Company == "Google" && e.StartYear == 2022 }) {
				t.Errorf("experience = %+v", v.Experience)
			}
			if v.TotalYears < 4 {
				t.Errorf("total years = %d, want at least 4 (2022 to now)", v.TotalYears)
			}
			if !slices.Contains(v.Skills, "Go") || v.Links["github"] == "" || v.GraduationYear != 2020 {
				t.Errorf("skills %v links %v graduation %d", v.Skills, v.Links, v.GraduationYear)
			}
			if len(v.Tags) == 0 {
				t.Fatal("no tags")
			}
			for _, tag := range v.Tags {
				if tag.Evidence == "" {
					t.Errorf("tag %q has no evidence", tag.Tag)
				}
			}
			for _, f := range []string{"education", "experience", "total_years", "skills", "links", "tags", "graduation_year", "post_graduation_year"} {
				if parsed.Sources[f].Source != "parsed" {
					t.Errorf("source of %s = %+v, want parsed", f, parsed.Sources[f])
				}
			}
		})

		corrected := []map[string]any{{"degree": "B.Tech, Computer Science", "institute": "IIT Bombay", "start_year": 2016, "end_year": 2020}}
		t.Run("CorrectionWinsOverReparse", func(t *testing.T) {
			edited := profileOf(t, srv.Do(t, "PATCH", path, ta, map[string]any{"education": corrected, "tags": []string{resume.TagOpenSource},
				"total_years": 3}))
			if got := edited.Values.Education; len(got) != 1 || got[0].Institute != "IIT Bombay" || got[0].Line != "" {
				t.Errorf("education after edit = %+v", got)
			}
			if s := edited.Sources["education"]; s.Source != "edited" || s.EditedBy != recruit.RoleTA || s.EditedAt == "" {
				t.Errorf("education source = %+v", s)
			}
			if edited.Sources["skills"].Source != "parsed" || len(edited.Parsed.Education) < 2 {
				t.Errorf("untouched fields: skills %+v, parsed education %+v", edited.Sources["skills"], edited.Parsed.Education)
			}
			var tags string
			if err := db.Read.NewRaw("SELECT resume_tags FROM candidate_applications WHERE slug = ?", app.Slug).Scan(t.Context(), &tags); err != nil {
				t.Fatal(err)
			}
			if tags != `["`+resume.TagOpenSource+`"]` {
				t.Errorf("smart search tags = %s, want the corrected ones", tags)
			}

			gate := make(chan struct{})
			parser.gate.Store(&gate)
			resp := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/reparse", ta, nil)
			if got := appOf(t, resp); got.Resume.Status != "processing" {
				t.Errorf("after reparse: resume %+v", got.Resume)
			}
			again := srv.Do(t, "POST", "/api/v1/candidate-applications/"+app.Slug+"/reparse", ta, nil)
			if again.Status != 409 || !strings.Contains(again.Body, "This resume is already being parsed") {
				t.Errorf("second reparse: %d %s", again.Status, again.Body)
			}
			parser.gate.Store(nil)
			close(gate)
			jobs.Wait(t, "parse_application_resume", 3)

			after := profileOf(t, srv.Do(t, "GET", path, ta, nil))
			if after.ResumeStatus != "parsed" || after.ParsedAt < parsed.ParsedAt {
				t.Errorf("after the parse: status %q parsed at %q (was %q)", after.ResumeStatus, after.ParsedAt, parsed.ParsedAt)
			}
			if got := after.Values.Education; len(got) != 1 || got[0].Institute != "IIT Bombay" || after.Sources["education"].Source != "edited" {
				t.Errorf("the correction did not survive the parse: %+v", got)
			}
			if len(after.Values.Tags) != 1 || after.Values.Tags[0].Tag != resume.TagOpenSource || after.Values.TotalYears != 3 {
				t.Errorf("tags %+v total %d after the parse", after.Values.Tags, after.Values.TotalYears)
			}
			if len(after.Parsed.Education) < 2 {
				t.Errorf("parsed education after the parse = %+v", after.Parsed.Education)
			}
			if err := db.Read.NewRaw("SELECT resume_tags FROM candidate_applications WHERE slug = ?", app.Slug).Scan(t.Context(), &tags); err != nil {
				t.Fatal(err)
			}
			if tags != `["`+resume.TagOpenSource+`"]` {
				t.Errorf("smart search tags after the parse = %s, want the corrected ones", tags)
			}
		})

		t.Run("RestoreTakesTheParsedValue", func(t *testing.T) {
			got := profileOf(t, srv.Do(t, "PATCH", path, ta, map[string]any{"restore": []string{"tags"}}))
			if got.Sources["tags"].Source != "parsed" || len(got.Values.Tags) != len(got.Parsed.Tags) || len(got.Values.Tags) < 2 {
				t.Errorf("tags after restore: %+v (parsed %+v)", got.Values.Tags, got.Parsed.Tags)
			}
			if got.Sources["education"].Source != "edited" {
				t.Error("restoring tags restored education too")
			}
		})

		t.Run("LinksCorrectTheCandidate", func(t *testing.T) {
			profileOf(t, srv.Do(t, "PATCH", path, ta, map[string]any{"links": map[string]string{"github": "https://github.com/asha-real"}}))
			got := appOf(t, srv.Do(t, "GET", "/api/v1/candidate-applications/"+app.Slug, ta, nil))
			if got.Candidate.Links["github"] != "https://github.com/asha-real" || got.Candidate.Links["linkedin"] != "" {
				t.Errorf("candidate links = %v, want the corrected GitHub and no LinkedIn", got.Candidate.Links)
			}
		})

		long := strings.Repeat("x", 201)
		edu := func(e map[string]any) map[string]any { return map[string]any{"education": []map[string]any{e}} }
		reparse := "/api/v1/candidate-applications/" + app.Slug + "/reparse"
		beta := newTeam(t, srv, "beta")
		tm := &apptest.Team{Tokens: map[string]string{"ta": ta, "hm": a.tokens[recruit.RoleHiringManager], "panel": a.tokens[recruit.RolePanel],
			"agency": a.tokens[recruit.RoleAgency], "employee": a.tokens[recruit.RoleEmployee], "other": beta.tokens[recruit.RoleTA]}}
		srv.Run(t, tm, []apptest.Scenario{
			{Name: "ErrNUL", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"degree": "B.Sc\x00"}), WantStatus: 400, WantBody: "NUL"},
			{Name: "ErrLineBreak", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"institute": "IIT\nBombay"}), WantStatus: 400, WantBody: "Education 1: please use plain text"},
			{Name: "ErrLong", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"degree": long}), WantStatus: 400, WantBody: "within 200 characters"},
			{Name: "ErrEmptyEntry", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"degree": " "}), WantStatus: 400, WantBody: "Education 1: please enter a degree or an institute"},
			{Name: "ErrYearTooEarly", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"degree": "BA", "end_year": 1800}), WantStatus: 400, WantBody: "please enter years between 1950 and"},
			{Name: "ErrYearsBackwards", Role: "ta", Method: "PATCH", Path: path, Body: edu(map[string]any{"degree": "BA", "start_year": 2020, "end_year": 2018}), WantStatus: 400, WantBody: "the end year cannot be before the start year"},
			{Name: "ErrRoleFuture", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"experience": []map[string]any{{"role": "SRE", "start_year": 2090}}}, WantStatus: 400, WantBody: "Experience 1: please enter years"},
			{Name: "ErrTotalYears", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"total_years": 71}, WantStatus: 400, WantBody: "between 0 and 70"},
			{Name: "ErrGraduationYear", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"graduation_year": 1900}, WantStatus: 400, WantBody: "Please enter a year between 1950"},
			{Name: "ErrPostBeforeGraduation", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"graduation_year": 2020, "post_graduation_year": 2018}, WantStatus: 400, WantBody: "cannot be before the graduation year"},
			{Name: "ErrTag", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"tags": []string{"Genius"}}, WantStatus: 400, WantBody: "Please choose tags from the list"},
			{Name: "ErrLinkScheme", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"links": map[string]string{"github": "javascript:alert(1)"}}, WantStatus: 400, WantBody: "http or https"},
			{Name: "ErrLinkSite", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"links": map[string]string{"myspace": "https://x.test"}}, WantStatus: 400, WantBody: "link sites from the list"},
			{Name: "ErrTooManySkills", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"skills": make([]string, 101)}, WantStatus: 400, WantBody: "at most 100 skills"},
			{Name: "ErrRestoreUnknown", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"restore": []string{"salary"}}, WantStatus: 400, WantBody: "Please name profile fields to restore"},
			{Name: "ErrSetAndRestore", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{"skills": []string{"Go"}, "restore": []string{"skills"}}, WantStatus: 400, WantBody: "corrected and restored at once"},
			{Name: "ErrNothing", Role: "ta", Method: "PATCH", Path: path, Body: map[string]any{}, WantStatus: 400, WantBody: "Please change a field of the profile"},
			{Name: "ErrWrongType", Role: "ta", Method: "PATCH", Path: path, Body: `{"total_years": "many"}`, WantStatus: 400},
			{Name: "HiringManagerOfTheJobEdits", Role: "hm", Method: "PATCH", Path: path, Body: map[string]any{"skills": []string{"Go", "Kubernetes"}}, WantStatus: 200, WantBody: `"Kubernetes"`},
			{Name: "PanelReads", Role: "panel", Method: "GET", Path: path, WantStatus: 200, WantBody: `"editable":false`},
			{Name: "ErrPanelEdits", Role: "panel", Method: "PATCH", Path: path, Body: map[string]any{"total_years": 1}, WantStatus: 403},
			{Name: "ErrPanelReparses", Role: "panel", Method: "POST", Path: reparse, WantStatus: 403},
			{Name: "ErrEmployeeReads", Role: "employee", Method: "GET", Path: path, WantStatus: 403},
			{Name: "ErrAgencyReadsOthers", Role: "agency", Method: "GET", Path: path, WantStatus: 403},
			{Name: "ErrAgencyEdits", Role: "agency", Method: "PATCH", Path: "/api/v1/candidate-applications/" + agencySlug + "/profile", Body: map[string]any{"total_years": 1}, WantStatus: 403},
			{Name: "ErrOtherCompanyReads", Role: "other", Method: "GET", Path: path, WantStatus: 404},
			{Name: "ErrOtherCompanyEdits", Role: "other", Method: "PATCH", Path: path, Body: map[string]any{"total_years": 1}, WantStatus: 404},
			{Name: "ErrOtherCompanyReparses", Role: "other", Method: "POST", Path: reparse, WantStatus: 404},
			{Name: "ErrUnknownSlug", Role: "ta", Method: "GET", Path: "/api/v1/candidate-applications/zzzzzzzzzzzz/profile", WantStatus: 404},
		})
		t.Run("NoPartialWriteOnError", func(t *testing.T) {
			before := profileOf(t, srv.Do(t, "GET", path, ta, nil))
			resp := srv.Do(t, "PATCH", path, ta, map[string]any{"skills": []string{"Rust"}, "tags": []string{"Genius"}})
			if resp.Status != 400 {
				t.Fatalf("got %d %s", resp.Status, resp.Body)
			}
			if after := profileOf(t, srv.Do(t, "GET", path, ta, nil)); !slices.Equal(after.Values.Skills, before.Values.Skills) {
				t.Errorf("skills changed by a refused edit: %v → %v", before.Values.Skills, after.Values.Skills)
			}
		})
		t.Run("AgenciesReadNoProfile", func(t *testing.T) {
			// Not even of the candidate it submitted itself: a repeat
			// submission has none of the company's to show (review 3, M4).
			resp := srv.Do(t, "GET", "/api/v1/candidate-applications/"+agencySlug+"/profile", a.tokens[recruit.RoleAgency], nil)
			if resp.Status != 403 {
				t.Errorf("agency reading its own candidate's profile: %d %s", resp.Status, resp.Body)
			}
		})
	})
}

func TestReparseOldResumesOnce(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		jobs := apptest.WatchJobs(t, srv.Queue)
		a := newTeam(t, srv, "alpha")
		ta := a.tokens[recruit.RoleTA]
		job := createJob(t, srv, ta, jobBody("Backend Engineer", map[string]any{"screening_questions": []map[string]any{}}))
		person := fixture.SamplePerson()
		var slugs []string
		for i := range 3 {
			app := appOf(t, addCandidate(t, srv, ta, map[string]string{"requisition_id": fmt.Sprint(job.ID), "name": person.Name,
				"email": fmt.Sprintf("old%d@example.org", i), "source": "manual"}, fixture.ResumePDF(person), "cv.pdf"))
			slugs = append(slugs, app.Slug)
		}
		jobs.Wait(t, "parse_application_resume", 3)
		ctx := t.Context()
		// As an install upgraded from before the index and the profile:
		// the first resume has neither, the second no profile, the third
		// is as new; and the upgrade task not yet enqueued.
		for _, q := range []string{
			"DELETE FROM application_texts WHERE application_id = (SELECT id FROM candidate_applications WHERE slug = ?)",
			"DELETE FROM application_profiles WHERE application_id = (SELECT id FROM candidate_applications WHERE slug = ?)",
		} {
			if _, err := db.Write.NewRaw(q, slugs[0]).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.Write.NewRaw("DELETE FROM application_profiles WHERE application_id = (SELECT id FROM candidate_applications WHERE slug = ?)", slugs[1]).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Write.NewRaw("UPDATE upgrade_tasks SET enqueued_at = NULL, done_at = NULL WHERE name = 'reparse_resumes'").Exec(ctx); err != nil {
			t.Fatal(err)
		}

		first, err := srv.ATS.EnqueueReparseOnce(ctx)
		if err != nil || !first {
			t.Fatalf("first enqueue: %v %v", first, err)
		}
		second, err := srv.ATS.EnqueueReparseOnce(ctx)
		if err != nil || second {
			t.Fatalf("second enqueue: %v %v, want nothing enqueued", second, err)
		}
		jobs.Wait(t, "reparse_old_resumes", 1)
		jobs.Wait(t, "parse_application_resume", 5)

		var n int
		if err := db.Read.NewRaw(`SELECT count(*) FROM candidate_applications a JOIN application_profiles p ON p.application_id = a.id
			JOIN application_texts x ON x.application_id = a.id WHERE a.resume_status = 'parsed'`).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		if n != 3 {
			t.Errorf("%d of 3 resumes parsed with a profile and indexed text", n)
		}
		var done int
		if err := db.Read.NewRaw("SELECT count(*) FROM upgrade_tasks WHERE name = 'reparse_resumes' AND done_at IS NOT NULL").Scan(ctx, &done); err != nil {
			t.Fatal(err)
		}
		if done != 1 {
			t.Error("the upgrade task is not marked done")
		}
		var jobsOf int
		if err := db.Read.NewRaw("SELECT count(*) FROM river_job WHERE kind = 'parse_application_resume'").Scan(ctx, &jobsOf); err != nil {
			t.Fatal(err)
		}
		if jobsOf != 5 {
			t.Errorf("%d parse jobs, want 5: the three first parses and the two old resumes once", jobsOf)
		}
	})
}
