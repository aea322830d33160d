package labelled

import (
	"context"
	"fmt"
	"io"

	"hirekit/internal/app"
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

// LoadDemo loads the demo company into a's database (what the labels are
// bound to) and answers a context acting as its admin.
func LoadDemo(ctx context.Context, db *sqldb.DB, a *app.App) (context.Context, error) {
	if err := demo.Load(ctx, demo.Services{Auth: a.Auth, ATS: a.ATS, Interview: a.Interview, Careers: a.Careers, Hub: a.Hub, Screening: a.Screening}, io.Discard); err != nil {
		return nil, err
	}
	return DemoAdmin(ctx, db)
}
