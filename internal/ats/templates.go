package ats

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TextTemplate is an email template of the company.
type TextTemplate struct {
	ID        int64     `bun:"id"`
	CompanyID int64     `bun:"company_id"`
	Name      string    `bun:"name"`
	Subject   string    `bun:"subject"`
	Body      string    `bun:"body"`
	CreatedBy *int64    `bun:"created_by"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// TemplateInput is the template form.
type TemplateInput struct {
	Name, Subject, Body string
}

// clean checks the form: a name, a one-line subject and a body, with only
// known {{variables}}.
func (in *TemplateInput) clean() error {
	in.Name, in.Subject, in.Body = strings.TrimSpace(in.Name), strings.TrimSpace(in.Subject), strings.TrimSpace(in.Body)
	switch {
	case in.Name == "":
		return recruit.FieldError("name", "Please enter a template name")
	case utf8.RuneCountInString(in.Name) > 100:
		return recruit.FieldError("name", "The name must be at most 100 characters")
	case in.Subject == "":
		return recruit.FieldError("subject", "Please enter a subject")
	case utf8.RuneCountInString(in.Subject) > 200 || strings.ContainsAny(in.Subject, "\r\n"):
		return recruit.FieldError("subject", "The subject is one line of at most 200 characters")
	case in.Body == "":
		return recruit.FieldError("body", "Please write the email")
	case len(in.Body) > 20_000:
		return recruit.FieldError("body", "The email is too long")
	}
	for field, text := range map[string]string{"subject": in.Subject, "body": in.Body} {
		if unknown := recruit.UnknownVariables(text); len(unknown) > 0 {
			return recruit.FieldError(field, fmt.Sprintf("Unknown variable {{%s}}", unknown[0]))
		}
	}
	return nil
}

var errTemplateNotFound = recruit.Errorf(recruit.ENOTFOUND, "Template not found")

// TextTemplates lists the company's templates by name (GET text-templates).
func (s *Service) TextTemplates(ctx context.Context) ([]TextTemplate, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewTemplates)
	if err != nil {
		return nil, err
	}
	out := []TextTemplate{}
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM text_templates WHERE company_id = ? ORDER BY lower(name), id", companyID).Scan(ctx, &out)
	return out, err
}

// CreateTemplate adds a template.
func (s *Service) CreateTemplate(ctx context.Context, in TemplateInput) (*TextTemplate, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTemplates)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	var out TextTemplate
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		err := s.DB.Conn(ctx).NewRaw(`INSERT INTO text_templates (company_id, name, subject, body, created_by, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`, companyID, in.Name, in.Subject, in.Body, nullID(actor.UserID), now, now).Scan(ctx, &out)
		if sqldb.IsUniqueViolation(err) {
			return recruit.FieldError("name", "A template with this name exists")
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateTemplate changes a template.
func (s *Service) UpdateTemplate(ctx context.Context, id int64, in TemplateInput) (*TextTemplate, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTemplates)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	var out TextTemplate
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		err := s.DB.Conn(ctx).NewRaw(`UPDATE text_templates SET name = ?, subject = ?, body = ?, updated_at = ? WHERE id = ? AND company_id = ?
			RETURNING *`, in.Name, in.Subject, in.Body, sqldb.NowIn(ctx), id, companyID).Scan(ctx, &out)
		switch {
		case sqldb.IsUniqueViolation(err):
			return recruit.FieldError("name", "A template with this name exists")
		case errors.Is(err, sql.ErrNoRows):
			return errTemplateNotFound
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteTemplate removes a template; mail already sent keeps its text.
func (s *Service) DeleteTemplate(ctx context.Context, id int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTemplates)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM text_templates WHERE id = ? AND company_id = ?", id, companyID).Exec(ctx)
		return oneRow(res, err, "Template not found")
	})
}

// nullID is a foreign key that is NULL for 0.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
