package assistant_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/labelled"
	"hirekit/internal/assistant"
	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/sqldb"
)

// TestJourneyPrompts parses the two prompts the browser journey types for
// every demo job, and for demo candidates with a name of their own with
// every demo interviewer: each must parse exactly.
func TestJourneyPrompts(t *testing.T) {
	t.Parallel()
	// The grammar is the same on both engines and TestLabelledPrompts runs
	// on both; these thousand prompts run on SQLite alone.
	func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		actx, err := labelled.LoadDemo(ctx, db, a)
		if err != nil {
			t.Fatal(err)
		}
		dir := assistant.NewDirectory(db)
		jobs, err := dir.Jobs(actx)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range jobs {
			prompt := fmt.Sprintf("show me candidates of %s with more than 3 years and notice under 30 days", j.Name)
			got, err := grammar.Parse(actx, dir, prompt, labelled.Now, labelled.Zone)
			if err != nil {
				t.Fatal(err)
			}
			var f action.Filter
			json.Unmarshal(got.Fields, &f)
			if got.Action != action.FilterJobCandidates || f.RequisitionData == nil || f.RequisitionData.ID != j.ID || f.Filters.MinExperience == nil ||
				*f.Filters.MinExperience != 3 || fmt.Sprint(f.Filters.NoticePeriods) != "[immediate 15 30]" || len(got.Choices) != 0 {
				t.Errorf("%q: %s %s %v", prompt, got.Action, got.Fields, got.Choices)
			}
		}
		var names []string
		if err := db.Read.NewRaw(`SELECT c.name FROM candidates c GROUP BY c.name HAVING count(*) = 1 ORDER BY c.name`).Scan(ctx, &names); err != nil {
			t.Fatal(err)
		}
		users, err := dir.Users(actx)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		for i, name := range names {
			if i%5 != 0 {
				continue
			}
			for _, u := range users {
				if u.Roles[0] == "agency" || u.Roles[0] == "company_employee" {
					continue
				}
				prompt := fmt.Sprintf("schedule an interview with %s tomorrow at 4pm with %s", name, u.Name)
				got, err := grammar.Parse(actx, dir, prompt, labelled.Now, labelled.Zone)
				if err != nil {
					t.Fatal(err)
				}
				var s action.Schedule
				json.Unmarshal(got.Fields, &s)
				if got.Action != action.ScheduleInterview || s.CandidateApplicationData.Name != name || len(s.InterviewerData) != 1 ||
					s.InterviewerData[0].ID != u.ID || s.StartTime != "2026-12-03T16:00:00+05:30" || s.EndTime != "2026-12-03T17:00:00+05:30" || len(got.Choices) != 0 {
					t.Errorf("%q: %s %s %v", prompt, got.Action, got.Fields, got.Choices)
				}
				checked++
			}
		}
		t.Logf("%d jobs and %d schedule prompts parsed", len(jobs), checked)
	}(t, apptest.OpenDB(t, sqldb.SQLite))
}

// TestParseJobFilters reads a job page's filter prompt with that job's
// screening questions: a choice by its option, yes/no by the question's
// words, beside the ranges.
func TestParseJobFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		actx, err := labelled.LoadDemo(ctx, db, a)
		if err != nil {
			t.Fatal(err)
		}
		dir := assistant.NewDirectory(db)
		var jobID int64
		if err := db.Read.NewRaw("SELECT id FROM requisitions WHERE title = ?", "Senior Backend Engineer (Go)").Scan(ctx, &jobID); err != nil {
			t.Fatal(err)
		}
		qs, err := dir.Questions(actx, jobID)
		if err != nil || len(qs) != 3 {
			t.Fatalf("questions %v %v", qs, err)
		}
		f, err := grammar.ParseJobFilters(actx, dir, "5+ yrs, knows PostgreSQL, not open to bengaluru, notice under 30 days", jobID, labelled.Now, labelled.Zone)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(f.Filters)
		var got map[string]any
		json.Unmarshal(b, &got)
		byTitle := map[string]any{}
		for _, q := range qs {
			byTitle[q.Title] = got[fmt.Sprint(q.ID)]
		}
		if f.RequisitionData == nil || f.RequisitionData.ID != jobID || got["min_experience"] != 5.0 ||
			fmt.Sprint(got["notice_periods"]) != "[immediate 15 30]" ||
			fmt.Sprint(byTitle["Which databases have you run at scale?"]) != "[PostgreSQL]" ||
			byTitle["Are you open to working from Bengaluru twice a week?"] != "no" {
			t.Errorf("filters %s", b)
		}
		var back action.JobFilters
		if err := json.Unmarshal(b, &back); err != nil || len(back.Answers) != 2 {
			t.Errorf("answers do not read back: %v %v", back.Answers, err)
		}
	})
}
