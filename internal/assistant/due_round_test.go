package assistant_test

import (
	"context"
	"encoding/json"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/labelled"
	"hirekit/internal/assistant/action"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDueRound: a scheduling prompt that names no round is given the
// round the candidate is due for, the first of the job's rounds without an
// interview that is not cancelled; a named round is kept. Both go through
// the use cases that are tested on both engines; this runs on SQLite.
func TestDueRound(t *testing.T) {
	t.Parallel()
	db := apptest.OpenDB(t, sqldb.SQLite)
	a := apptest.NewApp(t, db, apptest.ServerOptions{})
	ctx := context.Background()
	admin, err := labelled.LoadDemo(ctx, db, a)
	if err != nil {
		t.Fatal(err)
	}
	// Candidates with a name of their own, so the grammar asks no choice.
	var rows []struct {
		Slug string `bun:"slug"`
		Name string `bun:"name"`
	}
	if err := db.Read.NewRaw(`SELECT a.slug, c.name FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
		WHERE c.name IN (SELECT name FROM candidates GROUP BY name HAVING count(*) = 1) ORDER BY a.id LIMIT 12`).Scan(ctx, &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatal("no demo candidate with a name of their own")
	}
	filled := 0
	for _, r := range rows {
		p, err := a.Assistant.ParsePrompt(admin, "schedule an interview with "+r.Name+" tomorrow at 4pm with Priya Panel", "Asia/Kolkata")
		if err != nil {
			t.Fatal(err)
		}
		var f action.Schedule
		if err := json.Unmarshal(p.Fields, &f); err != nil || p.Action != action.ScheduleInterview || f.CandidateApplicationData.Slug != r.Slug {
			t.Fatalf("%s: %s %s", r.Name, p.Action, p.Fields)
		}
		rounds, err := a.Interview.AllowedRounds(admin, r.Slug)
		if err != nil {
			t.Fatal(err)
		}
		held, err := a.Interview.ApplicationInterviews(admin, r.Slug)
		if err != nil {
			t.Fatal(err)
		}
		had := map[int64]bool{}
		for _, iv := range held {
			if iv.State != recruit.InterviewCancelled {
				had[iv.RoundID] = true
			}
		}
		want := int64(0)
		for _, rd := range rounds {
			if !had[rd.ID] {
				want = rd.ID
				break
			}
		}
		if f.RoundData.ID != want {
			t.Errorf("%s: round %d (%s), want %d", r.Name, f.RoundData.ID, f.RoundData.Name, want)
		}
		if want != 0 {
			filled++
			// A round named in the prompt is kept.
			named := rounds[len(rounds)-1]
			p, err := a.Assistant.ParsePrompt(admin, "schedule the "+named.Name+" with "+r.Name+" tomorrow at 4pm with Priya Panel", "Asia/Kolkata")
			if err != nil {
				t.Fatal(err)
			}
			var g action.Schedule
			json.Unmarshal(p.Fields, &g)
			if g.RoundData.ID != named.ID {
				t.Errorf("%s: named %q, got round %d %s", r.Name, named.Name, g.RoundData.ID, p.Fields)
			}
		}
	}
	if filled == 0 {
		t.Error("no candidate was due a round; the test checked nothing")
	}
}
