package ats

import (
	"context"
	"database/sql"
	"regexp"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// ensureSources stores the default sources the first time a company's
// list is needed. Callers run it inside a transaction.
func (s *Service) ensureSources(ctx context.Context, companyID int64) error {
	var n int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM sources WHERE company_id = ?", companyID).Scan(ctx, &n); err != nil || n > 0 {
		return err
	}
	for _, o := range recruit.DefaultSources {
		if _, err := s.DB.Conn(ctx).NewRaw("INSERT INTO sources (company_id, value, title, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
			companyID, o.Value, o.Title, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Sources lists the company's sources (GET candidate-application/get-allowed-sources).
func (s *Service) Sources(ctx context.Context) ([]recruit.Option, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewSources)
	if err != nil {
		return nil, err
	}
	out := []recruit.Option{}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.ensureSources(ctx, companyID); err != nil {
			return err
		}
		return s.DB.Conn(ctx).NewRaw("SELECT value, title FROM sources WHERE company_id = ? ORDER BY id", companyID).Scan(ctx, &out)
	})
	return out, err
}

var sourceValue = regexp.MustCompile(`[^a-z0-9]+`)

// sourceTitle checks a source's title as the form shows it.
func sourceTitle(title string) (string, error) {
	return cleanName(title, "Please enter a source name (up to 60 characters)")
}

// AddSource adds a source by title; its code is the title in snake case.
func (s *Service) AddSource(ctx context.Context, title string) (*recruit.Option, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageSources)
	if err != nil {
		return nil, err
	}
	if title, err = sourceTitle(title); err != nil {
		return nil, err
	}
	value := strings.Trim(sourceValue.ReplaceAllString(strings.ToLower(title), "_"), "_")
	if value == "" {
		return nil, recruit.FieldError("title", "Please use letters or digits in the source name")
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.ensureSources(ctx, companyID); err != nil {
			return err
		}
		_, err := s.DB.Conn(ctx).NewRaw("INSERT INTO sources (company_id, value, title, created_at) VALUES (?, ?, ?, ?)", companyID, value, title, sqldb.NowIn(ctx)).Exec(ctx)
		return uniqueAs(err, "This source already exists")
	})
	if err != nil {
		return nil, err
	}
	return &recruit.Option{Value: value, Title: title}, nil
}

// sourceOf resolves a requested source: a known code of the company, or
// careers_page with the raw value kept (DECISIONS.md).
func (s *Service) sourceOf(ctx context.Context, companyID int64, value string) (string, string, error) {
	if err := s.ensureSources(ctx, companyID); err != nil {
		return "", "", err
	}
	if value == "" {
		return "manual", "", nil
	}
	var n int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM sources WHERE company_id = ? AND value = ?", companyID, value).Scan(ctx, &n); err != nil {
		return "", "", err
	}
	if n == 0 {
		if len(value) > 100 {
			value = value[:100]
		}
		return "careers_page", value, nil
	}
	return value, "", nil
}

// RenameSource changes a source's title (its code stays, so past
// applications keep it).
func (s *Service) RenameSource(ctx context.Context, value, title string) (*recruit.Option, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageSources)
	if err != nil {
		return nil, err
	}
	if title, err = sourceTitle(title); err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE sources SET title = ? WHERE company_id = ? AND value = ?", title, companyID, value).Exec(ctx)
		return oneRow(res, err, "Source not found")
	})
	if err != nil {
		return nil, err
	}
	return &recruit.Option{Value: value, Title: title}, nil
}

// DeleteSource removes a source from the list offered for new candidates;
// applications that have it keep it.
func (s *Service) DeleteSource(ctx context.Context, value string) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageSources)
	if err != nil {
		return err
	}
	if value == "careers_page" || value == "manual" {
		return recruit.Errorf(recruit.EINVALID, "This source is built in")
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM sources WHERE company_id = ? AND value = ?", companyID, value).Exec(ctx)
		return oneRow(res, err, "Source not found")
	})
}

// cleanName trims a short name (a source, a tag) and checks its length;
// msg names the rule for the field "title".
func cleanName(title, msg string) (string, error) {
	title = strings.TrimSpace(title)
	if title == "" || len([]rune(title)) > 60 {
		return "", recruit.FieldError("title", msg)
	}
	return title, nil
}

// uniqueAs turns a unique violation into the title field's message.
func uniqueAs(err error, msg string) error {
	if sqldb.IsUniqueViolation(err) {
		return recruit.FieldError("title", msg)
	}
	return err
}

// oneRow turns a write that touched no row into ENOTFOUND.
func oneRow(res sql.Result, err error, notFound string) error {
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return recruit.Errorf(recruit.ENOTFOUND, "%s", notFound)
	}
	return nil
}
