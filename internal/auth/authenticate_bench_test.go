package auth_test

import (
	"context"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// BenchmarkAuthenticate measures the per-request session check beside a
// bare SELECT 1 through the same pool (the baseline).
func BenchmarkAuthenticate(b *testing.B) {
	for _, engine := range apptest.Engines {
		db := apptest.OpenDB(b, engine)
		ctx := context.Background()
		svc := &auth.Service{DB: db, Options: auth.Options{SessionKey: []byte("bench-key-bench-key-bench-key-32"), BcryptCost: bcrypt.MinCost}}
		c, _ := svc.EnsureCompany(ctx, "Acme", "acme", "ats")
		svc.EnsureUser(ctx, auth.UserSpec{CompanyID: c.ID, Email: "a@acme.test", Name: "A", Roles: []string{recruit.RoleAdmin}, Password: "password1"})
		sess, err := svc.Login(ctx, "a@acme.test", "password1", false, "")
		if err != nil {
			b.Fatal(err)
		}
		b.Run(string(engine)+"/select1", func(b *testing.B) {
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					var one int
					if err := db.Read.NewRaw("SELECT 1").Scan(ctx, &one); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
		b.Run(string(engine)+"/authenticate", func(b *testing.B) {
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, err := svc.Session(ctx, sess.Token, 0); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
	_ = sqldb.SQLite
}
