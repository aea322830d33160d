package marketplace_test

import (
	"context"
	"sync"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/sqldb"
)

func TestSkillCatalogue(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		// The app seeded it at start; seeding again adds nothing.
		if err := a.Hub.EnsureSkillCatalogue(ctx); err != nil {
			t.Fatal(err)
		}
		skills, err := a.Hub.SkillCatalogue(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(skills) < 150 {
			t.Fatalf("got %d skills, want at least 150", len(skills))
		}
		slugs := map[string]bool{}
		for _, sk := range skills {
			if slugs[sk.Slug] {
				t.Fatalf("slug %q twice", sk.Slug)
			}
			slugs[sk.Slug] = true
			if got := marketplace.SkillSlug(sk.Name); got != sk.Slug || sk.Category == "" {
				t.Errorf("%q: slug %q (SkillSlug says %q), category %q", sk.Name, sk.Slug, got, sk.Category)
			}
		}
	})
}

func TestGrantCreditsOnce(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		var wg sync.WaitGroup
		added := make([]bool, 8)
		for i := range added {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := marketplace.GrantCreditsForTest(a.Hub, context.Background(), c.ID, marketplace.CauseReferral, "42", 25)
				if err != nil {
					t.Error(err)
				}
				added[i] = ok
			}()
		}
		wg.Wait()
		n := 0
		for _, ok := range added {
			if ok {
				n++
			}
		}
		total, err := a.Hub.TotalCredits(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n != 1 || total != 25 {
			t.Fatalf("%d grants added, total %d; want 1 and 25", n, total)
		}
	})
}
