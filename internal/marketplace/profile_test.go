package marketplace_test

import (
	"context"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestPublicProfile(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "ravi")
		ctx := context.Background()
		if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET phone = '+91 98450 00000', city = 'Pune', bio = 'Builds things'
			WHERE id = ?`, c.ID); err != nil {
			t.Fatal(err)
		}

		t.Run("OK", func(t *testing.T) {
			p, err := a.Hub.PublicProfile(ctx, " Ravi ")
			if err != nil {
				t.Fatalf("public profile: %v", err)
			}
			if p.Username != "ravi" || p.City != "Pune" || p.Bio != "Builds things" {
				t.Fatalf("got %+v, want ravi's city and bio", p)
			}
			if p.Email != "" || p.Phone != "" {
				t.Fatalf("got email %q phone %q, want both private by default", p.Email, p.Phone)
			}
		})
		t.Run("HiddenSection", func(t *testing.T) {
			if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET visibility = '{"bio": false, "phone": true}' WHERE id = ?`, c.ID); err != nil {
				t.Fatal(err)
			}
			p, err := a.Hub.PublicProfile(ctx, "ravi")
			if err != nil {
				t.Fatal(err)
			}
			if p.Bio != "" || p.Phone != "+91 98450 00000" {
				t.Fatalf("got bio %q phone %q, want bio hidden and phone shown", p.Bio, p.Phone)
			}
		})
		t.Run("ErrUnlisted", func(t *testing.T) {
			if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET listed = ? WHERE id = ?`, false, c.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := a.Hub.PublicProfile(ctx, "ravi"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("got %v, want not found", err)
			}
			own := apptest.ActorCtx(t, a, c.Token, 0)
			if _, err := a.Hub.PublicProfile(own, "ravi"); err != nil {
				t.Fatalf("the owner's own unlisted profile: %v", err)
			}
		})
		t.Run("ErrUnknown", func(t *testing.T) {
			for _, u := range []string{"nobody", "x", "../etc", "a\x00b"} {
				if _, err := a.Hub.PublicProfile(ctx, u); recruit.ErrorCode(err) != recruit.ENOTFOUND {
					t.Fatalf("%q: got %v, want not found", u, err)
				}
			}
		})
	})
}

func TestCheckUsername(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"Asha_K", "asha_k", true}, {"jobs", "", false}, {"login", "", false}, {"ab", "", false},
		{"-dash", "", false}, {"has space", "", false}, {"ünï", "", false}, {"a-1_b", "a-1_b", true},
	} {
		got, err := marketplace.CheckUsername(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("CheckUsername(%q) = %q, %v; want %q, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}
