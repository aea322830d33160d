package labelled

import (
	"context"
	"fmt"

	"hirekit/internal/demo"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// DemoAdmin is a context acting as the demo company's admin.
func DemoAdmin(ctx context.Context, db *sqldb.DB) (context.Context, error) {
	var u struct {
		ID        int64 `bun:"id"`
		CompanyID int64 `bun:"company_id"`
	}
	if err := db.Read.NewRaw("SELECT u.id, u.company_id FROM users u JOIN companies c ON c.id = u.company_id WHERE c.slug = ? AND u.email = ?",
		demo.Slug, "admin@demo.hirekit.test").Scan(ctx, &u); err != nil {
		return nil, fmt.Errorf("demo admin: %w", err)
	}
	return recruit.WithActor(ctx, &recruit.Actor{UserID: u.ID, CompanyID: u.CompanyID, Roles: []string{recruit.RoleAdmin},
		CompanyApproved: true, EmailVerified: true}), nil
}
