package labelled

import (
	"context"
	"fmt"

	"hirekit/internal/ats"
	"hirekit/internal/demo"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Templates are the default email templates the labels name (issue 27,
// part 5); Ensure adds whichever the company lacks.
var Templates = []ats.TemplateInput{
	{Name: "Interview invitation", Subject: "Your interview with us", Body: "We would like to invite you to an interview."},
	{Name: "Self-scheduling reminder", Subject: "Pick a time for your interview", Body: "A reminder to pick a time for your interview."},
	{Name: "Assignment", Subject: "Your assignment", Body: "Please find the assignment attached."},
	{Name: "Rejection after screen", Subject: "Your application", Body: "Thank you for applying; we will not move forward."},
	{Name: "Rejection after interview", Subject: "Your interview", Body: "Thank you for interviewing; we will not move forward."},
	{Name: "Offer", Subject: "Your offer", Body: "We are happy to offer you the role."},
}

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

// EnsureTemplates adds the default templates the demo lacks.
func EnsureTemplates(ctx context.Context, a *ats.Service) error {
	have, err := a.TextTemplates(ctx)
	if err != nil {
		return err
	}
	names := map[string]bool{}
	for _, t := range have {
		names[t.Name] = true
	}
	for _, t := range Templates {
		if !names[t.Name] {
			if _, err := a.CreateTemplate(ctx, t); err != nil {
				return fmt.Errorf("template %s: %w", t.Name, err)
			}
		}
	}
	return nil
}
