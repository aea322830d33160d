package auth_test

import (
	"context"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestSessionCacheAcrossProcesses runs two auth services on one PostgreSQL
// database, as two server processes would be: a user deactivated through
// one is refused by the other, which had the user cached. (Several serving
// processes are a PostgreSQL deployment; an SQLite install serves from one.)
func TestSessionCacheAcrossProcesses(t *testing.T) {
	t.Parallel()
	func(t *testing.T, db *sqldb.DB) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		opts := auth.Options{SessionKey: []byte("shared-key-shared-key-shared-key"), BcryptCost: bcrypt.MinCost}
		a := &auth.Service{DB: db, Options: opts}
		b := &auth.Service{DB: db, Options: opts}
		a.ListenForChanges(ctx)
		b.ListenForChanges(ctx)
		c, _ := a.EnsureCompany(ctx, "Acme", "acme", "ats")
		admin, _ := a.EnsureUser(ctx, auth.UserSpec{CompanyID: c.ID, Email: "admin@acme.test", Name: "Admin", Roles: []string{recruit.RoleAdmin}, Password: "password1"})
		a.EnsureUser(ctx, auth.UserSpec{CompanyID: c.ID, Email: "ta@acme.test", Name: "TA", Roles: []string{recruit.RoleTA}, Password: "password1"})
		sess, err := a.Login(ctx, "ta@acme.test", "password1", false, "")
		if err != nil {
			t.Fatal(err)
		}
		req := func() error {
			_, err := b.Session(ctx, sess.Token, 0)
			return err
		}
		// Wait until b listens (its cache is then on), and fill its cache.
		deadline := time.Now().Add(10 * time.Second)
		for !b.SessionCacheOn() || !a.SessionCacheOn() {
			if time.Now().After(deadline) {
				t.Fatal("the session cache never turned on")
			}
			time.Sleep(5 * time.Millisecond)
		}
		for i := 0; i < 3; i++ {
			if err := req(); err != nil {
				t.Fatalf("before: %v", err)
			}
		}
		actx := recruit.WithActor(ctx, &recruit.Actor{UserID: admin.ID, CompanyID: c.ID, Roles: []string{recruit.RoleAdmin}})
		if _, err := a.SetActive(actx, sess.User.ID, false); err != nil {
			t.Fatal(err)
		}
		for req() == nil {
			if time.Now().After(deadline) {
				t.Fatal("the other process still accepts the deactivated user's token")
			}
			time.Sleep(5 * time.Millisecond)
		}
		if err := req(); recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
			t.Errorf("after deactivation: %v, want EUNAUTHORIZED", err)
		}
	}(t, apptest.OpenDB(t, sqldb.Postgres))
}

// TestSessionCacheSameProcess checks the change is seen at once in the
// process that made it (no waiting at all).
func TestSessionCacheSameProcess(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		s := &auth.Service{DB: db, Options: auth.Options{SessionKey: []byte("k-k-k-k-k-k-k-k-k-k-k-k-k-k-k-k!"), BcryptCost: bcrypt.MinCost}}
		s.ListenForChanges(ctx)
		c, _ := s.EnsureCompany(ctx, "Acme", "acme", "ats")
		admin, _ := s.EnsureUser(ctx, auth.UserSpec{CompanyID: c.ID, Email: "admin@acme.test", Name: "Admin", Roles: []string{recruit.RoleAdmin}, Password: "password1"})
		s.EnsureUser(ctx, auth.UserSpec{CompanyID: c.ID, Email: "ta@acme.test", Name: "TA", Roles: []string{recruit.RoleTA}, Password: "password1"})
		sess, _ := s.Login(ctx, "ta@acme.test", "password1", false, "")
		for i := 0; i < 3; i++ {
			if _, err := s.Session(ctx, sess.Token, 0); err != nil {
				t.Fatal(err)
			}
		}
		actx := recruit.WithActor(ctx, &recruit.Actor{UserID: admin.ID, CompanyID: c.ID, Roles: []string{recruit.RoleAdmin}})
		if _, err := s.SetFeature(actx, "ats", recruit.FeatureReferral, false); err != nil {
			t.Fatal(err)
		}
		a, err := s.Session(ctx, sess.Token, 0)
		if err != nil || a.Features["ats"][recruit.FeatureReferral] {
			t.Errorf("feature change not seen at once: %v %v", a, err)
		}
		if _, err := s.SetActive(actx, sess.User.ID, false); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Session(ctx, sess.Token, 0); recruit.ErrorCode(err) != recruit.EUNAUTHORIZED {
			t.Errorf("deactivated user accepted: %v", err)
		}
	})
}
