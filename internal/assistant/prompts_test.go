package assistant_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/apptest/labelled"
	"hirekit/internal/assistant"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/sqldb"
)

// TestLabelledPrompts runs every labelled prompt through the grammar with
// the real Directory on the demo company: the action must be right on 95%
// and every labelled field on 90%. The held-back check set is reported on
// its own.
func TestLabelledPrompts(t *testing.T) {
	t.Parallel()
	ps, err := labelled.Load("testdata/prompts.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 150 {
		t.Fatalf("%d labelled prompts, want at least 150", len(ps))
	}
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		actx, err := labelled.LoadDemo(ctx, db, a)
		if err != nil {
			t.Fatal(err)
		}
		dir := assistant.NewDirectory(db)
		sets := map[string][]labelled.Prompt{}
		results := map[string][]labelled.Result{}
		var all []labelled.Prompt
		var allRes []labelled.Result
		for _, p := range ps {
			got, err := grammar.Parse(actx, dir, p.Prompt, labelled.Now, labelled.Zone)
			if err != nil {
				t.Fatalf("%q: %v", p.Prompt, err)
			}
			r := labelled.Score(actx, dir, p, got)
			if !r.FieldsOK && os.Getenv("GRAMMAR_VERBOSE") != "" {
				t.Logf("[%s] %q: %s", p.Set, p.Prompt, strings.Join(r.Diffs, "; "))
			}
			sets[p.Set] = append(sets[p.Set], p)
			results[p.Set] = append(results[p.Set], r)
			all = append(all, p)
			allRes = append(allRes, r)
		}
		var b strings.Builder
		labelled.Report(&b, "check set (held back)", sets["check"], results["check"])
		labelled.Report(&b, "second check set (held back after the first tuning)", sets["check2"], results["check2"])
		labelled.Report(&b, "third check set (held back, harder phrasings)", sets["check3"], results["check3"])
		labelled.Report(&b, "tuning set", sets["tune"], results["tune"])
		actionAcc, fieldAcc := labelled.Report(&b, "all prompts", all, allRes)
		t.Log("\n" + b.String())
		if actionAcc < 0.95 {
			t.Errorf("action accuracy %.1f%%, want at least 95%%", 100*actionAcc)
		}
		if fieldAcc < 0.90 {
			t.Errorf("all-fields accuracy %.1f%%, want at least 90%%", 100*fieldAcc)
		}
	})
}
