package marketplace_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/sqldb"
)

// clock is a settable Now for the app.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func TestAssessmentBanks(t *testing.T) {
	bs, err := marketplace.Banks()
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) < 10 {
		t.Fatalf("%d banks, want at least 10", len(bs))
	}
	for slug, b := range bs {
		if len(b.Questions) < 30 {
			t.Errorf("%s: %d questions, want 30", slug, len(b.Questions))
		}
		answers := map[int]int{}
		for _, q := range b.Questions {
			answers[q.Answer]++
		}
		if len(answers) < 3 {
			t.Errorf("%s: the right option is nearly always at the same place: %v", slug, answers)
		}
	}
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		cat, err := a.Hub.SkillCatalogue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, c := range cat {
			have[c.Slug] = true
		}
		for slug := range bs {
			if !have[slug] {
				t.Errorf("bank %s names no catalogue skill", slug)
			}
		}
	})
}

// rightAnswers reads an attempt's right options from the database, as
// only the server knows them.
func rightAnswers(t *testing.T, db *sqldb.DB, publicID string) []int {
	t.Helper()
	var raw string
	if err := db.Write.QueryRowContext(context.Background(), `SELECT questions FROM hub_assessment_attempts WHERE public_id = ?`, publicID).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	var qs []struct{ Answer int }
	if err := json.Unmarshal([]byte(raw), &qs); err != nil {
		t.Fatal(err)
	}
	out := make([]int, len(qs))
	for i, q := range qs {
		out[i] = q.Answer
	}
	return out
}

// noAnswers fails when a response before finishing carries a key that
// could hold the right answer.
func noAnswers(t *testing.T, what, body string) {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if k == "correct" || k == "answer" || k == "answers" || strings.Contains(k, "correct") || k == "is_right" {
					t.Fatalf("%s: key %q before the attempt is finished: %s", what, k, body)
				}
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
}

func credits(t *testing.T, srv *apptest.Server, token string) int {
	t.Helper()
	var c apiv1.Envelope[apiv1.HubTotalCredits]
	srv.Do(t, "GET", "/api/v1/talenthub/credits/get-total-credits", token, nil).JSON(t, &c)
	return c.Data.TotalCredits
}

func proficiency(t *testing.T, db *sqldb.DB, id int64, slug string) int {
	t.Helper()
	var p int
	if err := db.Write.QueryRowContext(context.Background(), `SELECT proficiency FROM hub_skills WHERE hub_candidate_id = ? AND slug = ?`, id, slug).Scan(&p); err != nil {
		t.Fatalf("proficiency of %s: %v", slug, err)
	}
	return p
}

func TestAssessmentFlow(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		clk := &clock{t: time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)}
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Now: clk.now})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		other := apptest.MustHubCandidate(t, srv.App, "ravi")
		base := "/api/v1/talenthub/"

		resp := srv.Do(t, "GET", base+"assessments/go", c.Token, nil)
		if resp.Status != 200 {
			t.Fatalf("info: %d %s", resp.Status, resp.Body)
		}
		noAnswers(t, "info", resp.Body)
		if resp := srv.Do(t, "POST", base+"assessments/cobol", c.Token, nil); resp.Status != 404 {
			t.Fatalf("a skill without a bank: %d %s", resp.Status, resp.Body)
		}
		resp = srv.Do(t, "POST", base+"assessments/go", c.Token, nil)
		if resp.Status != 200 {
			t.Fatalf("start: %d %s", resp.Status, resp.Body)
		}
		noAnswers(t, "start", resp.Body)
		var att apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &att)
		a := att.Data.Assessment
		if a.State != "open" || len(a.Questions) != 10 || a.Total != 10 {
			t.Fatalf("attempt %+v", a)
		}
		levels := map[int]int{}
		for _, q := range a.Questions {
			levels[q.Level]++
			if len(q.Options) != 4 {
				t.Fatalf("question %+v", q)
			}
		}
		if levels[1] != 4 || levels[2] != 3 || levels[3] != 3 {
			t.Fatalf("levels drawn %v", levels)
		}
		// Starting again answers the same open attempt.
		resp = srv.Do(t, "POST", base+"assessments/go", c.Token, nil)
		var again apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &again)
		if again.Data.Assessment.ID != a.ID {
			t.Fatalf("a second start made a new attempt")
		}
		if resp := srv.Do(t, "GET", base+"assessment-attempts/"+a.ID, other.Token, nil); resp.Status != 404 {
			t.Fatalf("another candidate's attempt: %d", resp.Status)
		}
		right := rightAnswers(t, db, a.ID)
		for i, r := range right {
			resp := srv.Do(t, "POST", base+"submit-assessment-question", c.Token, map[string]any{"assessment_id": a.ID, "position": i + 1, "choice": r})
			if resp.Status != 200 {
				t.Fatalf("answer %d: %d %s", i+1, resp.Status, resp.Body)
			}
			noAnswers(t, "answer", resp.Body)
			if i == 0 {
				if resp := srv.Do(t, "POST", base+"submit-assessment-question", c.Token, map[string]any{"assessment_id": a.ID, "position": 1, "choice": (r + 1) % 4}); resp.Status != 409 {
					t.Fatalf("a second answer to one question: %d %s", resp.Status, resp.Body)
				}
				for _, bad := range []map[string]any{{"position": 0, "choice": 1}, {"position": 11, "choice": 1}, {"position": 2, "choice": 4}} {
					bad["assessment_id"] = a.ID
					if resp := srv.Do(t, "POST", base+"submit-assessment-question", c.Token, bad); resp.Status != 400 {
						t.Fatalf("%v: %d %s", bad, resp.Status, resp.Body)
					}
				}
				if resp := srv.Do(t, "POST", base+"submit-assessment-question", other.Token, map[string]any{"assessment_id": a.ID, "position": 2, "choice": 1}); resp.Status != 404 {
					t.Fatalf("another's answer: %d", resp.Status)
				}
			}
		}
		for _, path := range []string{"assessment-attempts/" + a.ID, "skill-dashboard", "assessments/go"} {
			resp := srv.Do(t, "GET", base+path, c.Token, nil)
			if resp.Status != 200 {
				t.Fatalf("%s: %d %s", path, resp.Status, resp.Body)
			}
			noAnswers(t, path, resp.Body)
		}
		resp = srv.Do(t, "POST", base+"assessment-attempts/"+a.ID+"/finish", c.Token, map[string]any{})
		if resp.Status != 200 {
			t.Fatalf("finish: %d %s", resp.Status, resp.Body)
		}
		var done apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &done)
		d := done.Data.Assessment
		if d.State != "finished" || d.Score != 10 || d.Result != "passed" || d.Level != 3 || d.Questions[0].Correct == nil || *d.Questions[0].Correct != right[0] {
			t.Fatalf("finished %+v", d)
		}
		if p := proficiency(t, db, c.ID, "go"); p != 3 {
			t.Fatalf("proficiency %d, want 3 (the skill added)", p)
		}
		if n := credits(t, srv, c.Token); n != 30 {
			t.Fatalf("credits %d, want 30", n)
		}
		// One attempt per skill per 24 h.
		if resp := srv.Do(t, "POST", base+"assessments/go", c.Token, nil); resp.Status != 409 || !strings.Contains(resp.Body, "again after") {
			t.Fatalf("within the cooldown: %d %s", resp.Status, resp.Body)
		}
		var info apiv1.Envelope[apiv1.HubAssessmentInfo]
		srv.Do(t, "GET", base+"assessments/go", c.Token, nil).JSON(t, &info)
		if info.Data.NextAttemptAt != "2026-11-29T09:00:00Z" || info.Data.Proficiency != 3 {
			t.Fatalf("info after a pass %+v", info.Data)
		}
		// A day later: a partial pass leaves the verified level as it is,
		// and grants nothing.
		clk.add(24*time.Hour + time.Minute)
		resp = srv.Do(t, "POST", base+"assessments/go", c.Token, nil)
		if resp.Status != 200 {
			t.Fatalf("after the cooldown: %d %s", resp.Status, resp.Body)
		}
		var second apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &second)
		right = rightAnswers(t, db, second.Data.Assessment.ID)
		var answers []map[string]int
		for i := 0; i < 4; i++ {
			answers = append(answers, map[string]int{"position": i + 1, "choice": right[i]})
		}
		for i := 4; i < 10; i++ {
			answers = append(answers, map[string]int{"position": i + 1, "choice": (right[i] + 1) % 4})
		}
		resp = srv.Do(t, "POST", base+"assessment-attempts/"+second.Data.Assessment.ID+"/finish", c.Token, map[string]any{"answers": answers})
		resp.JSON(t, &done)
		if done.Data.Assessment.Result != "partial" || done.Data.Assessment.Score != 4 || done.Data.Assessment.Level != 0 {
			t.Fatalf("partial %s", resp.Body)
		}
		if p := proficiency(t, db, c.ID, "go"); p != 3 {
			t.Fatalf("proficiency lowered to %d", p)
		}
		if n := credits(t, srv, c.Token); n != 30 {
			t.Fatalf("credits %d after a partial pass", n)
		}
		// A partial pass of a self-added skill marks it -1.
		if resp := srv.Do(t, "POST", base+"candidate/skills", other.Token, map[string]any{"name": "Python"}); resp.Status != 200 {
			t.Fatalf("add skill: %d %s", resp.Status, resp.Body)
		}
		resp = srv.Do(t, "POST", base+"assessments/python", other.Token, nil)
		var py apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &py)
		right = rightAnswers(t, db, py.Data.Assessment.ID)
		answers = nil
		for i := range right {
			ch := right[i]
			if i >= 3 {
				ch = (ch + 1) % 4
			}
			answers = append(answers, map[string]int{"position": i + 1, "choice": ch})
		}
		srv.Do(t, "POST", base+"assessment-attempts/"+py.Data.Assessment.ID+"/finish", other.Token, map[string]any{"answers": answers}).JSON(t, &done)
		if done.Data.Assessment.Result != "partial" || proficiency(t, db, other.ID, "python") != -1 {
			t.Fatalf("partial of a self-added skill: %+v, proficiency %d", done.Data.Assessment, proficiency(t, db, other.ID, "python"))
		}
	})
}

func TestAssessmentLateSubmission(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		clk := &clock{t: time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)}
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Now: clk.now})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		base := "/api/v1/talenthub/"
		var att apiv1.Envelope[apiv1.HubAssessmentResult]
		srv.Do(t, "POST", base+"assessments/sql", c.Token, nil).JSON(t, &att)
		id := att.Data.Assessment.ID
		right := rightAnswers(t, db, id)
		if resp := srv.Do(t, "POST", base+"submit-assessment-question", c.Token, map[string]any{"assessment_id": id, "position": 1, "choice": right[0]}); resp.Status != 200 {
			t.Fatalf("in time: %d %s", resp.Status, resp.Body)
		}
		clk.add(10*time.Minute + time.Second)
		if resp := srv.Do(t, "POST", base+"submit-assessment-question", c.Token, map[string]any{"assessment_id": id, "position": 2, "choice": right[1]}); resp.Status != 409 ||
			!strings.Contains(resp.Body, "Time is up") {
			t.Fatalf("late: %d %s", resp.Status, resp.Body)
		}
		var answers []map[string]int
		for i := range right {
			answers = append(answers, map[string]int{"position": i + 1, "choice": right[i]})
		}
		resp := srv.Do(t, "POST", base+"assessment-attempts/"+id+"/finish", c.Token, map[string]any{"answers": answers})
		var done apiv1.Envelope[apiv1.HubAssessmentResult]
		resp.JSON(t, &done)
		if done.Data.Assessment.State != "finished" || done.Data.Assessment.Score != 1 || done.Data.Assessment.Result != "failed" {
			t.Fatalf("a late finish scored the late answers: %s", resp.Body)
		}
		var n int
		if err := db.Write.QueryRowContext(context.Background(), `SELECT count(*) FROM hub_skills WHERE hub_candidate_id = ?`, c.ID).Scan(&n); err != nil || n != 0 {
			t.Fatalf("a failed attempt added a skill: %d %v", n, err)
		}
		if got := credits(t, srv, c.Token); got != 0 {
			t.Fatalf("credits %d", got)
		}
	})
}

func TestAssessmentConcurrentFinishScoresOnce(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		att, err := a.Hub.StartAssessment(ctx, "docker")
		if err != nil {
			t.Fatal(err)
		}
		right := rightAnswers(t, db, att.ID)
		var answers []marketplace.Answer
		for i, r := range right {
			answers = append(answers, marketplace.Answer{Position: i + 1, Choice: r})
		}
		for _, an := range answers {
			if _, err := a.Hub.AnswerQuestion(ctx, att.ID, an); err != nil {
				t.Fatal(err)
			}
		}
		var scored atomic.Int32
		marketplace.SetOnScored(func(int64) { scored.Add(1) })
		defer marketplace.SetOnScored(nil)
		// Both finishers read the open attempt before either scores (where
		// the engine lets them: SQLite may hold the second at its write
		// lock, so the wait ends after a while).
		var arrived sync.WaitGroup
		arrived.Add(2)
		marketplace.SetBeforeScore(func() {
			arrived.Done()
			ch := make(chan struct{})
			go func() { arrived.Wait(); close(ch) }()
			select {
			case <-ch:
			case <-time.After(500 * time.Millisecond):
			}
		})
		defer marketplace.SetBeforeScore(nil)
		var wg sync.WaitGroup
		results := make([]*marketplace.Attempt, 2)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r, err := a.Hub.FinishAssessment(ctx, att.ID, nil)
				if err != nil {
					t.Error(err)
				}
				results[i] = r
			}()
		}
		wg.Wait()
		if scored.Load() != 1 {
			t.Fatalf("scored %d times, want once", scored.Load())
		}
		for _, r := range results {
			if r == nil || r.State != marketplace.AttemptFinished || r.Score != 10 || r.Level != 3 {
				t.Fatalf("results %+v", results)
			}
		}
		if n, err := a.Hub.TotalCredits(ctx); err != nil || n != 30 {
			t.Fatalf("credits %d %v, want 30", n, err)
		}
	})
}
