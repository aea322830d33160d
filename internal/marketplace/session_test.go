package marketplace_test

import (
	"context"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestSession(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "asha")
		ctx := context.Background()

		t.Run("OK", func(t *testing.T) {
			actor, err := a.Auth.Session(ctx, c.Token, 0)
			if err != nil {
				t.Fatalf("session: %v", err)
			}
			if actor.Kind != recruit.KindTalentCandidate || actor.HubCandidateID != c.ID || actor.Username != "asha" || actor.CompanyID != 0 {
				t.Fatalf("got %+v, want talenthub candidate %d", actor, c.ID)
			}
			if err := recruit.Check(actor, recruit.PermHubOwnProfile); err != nil {
				t.Fatalf("own profile: %v", err)
			}
			if recruit.Check(actor, recruit.PermListApplications) == nil {
				t.Fatal("a talenthub candidate holds a company permission")
			}
		})
		t.Run("ErrSessionEnded", func(t *testing.T) {
			if _, err := db.Write.ExecContext(ctx, `UPDATE hub_candidates SET session_version = 2 WHERE id = ?`, c.ID); err != nil {
				t.Fatal(err)
			}
			_, err := a.Auth.Session(ctx, c.Token, 0)
			if recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
				t.Fatalf("got %v, want unauthorized", err)
			}
		})
		t.Run("ErrCompanyTokenIsNotHub", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			if _, ok, _ := a.Hub.Session(ctx, tm.Tokens[recruit.RoleAdmin]); ok {
				t.Fatal("a company session token was taken for a talenthub one")
			}
		})
	})
}
