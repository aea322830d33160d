package ats

import (
	"context"
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
			companyID, o.Value, o.Title, sqldb.Now()).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Sources lists the company's sources (GET candidate-application/get-allowed-sources).
func (s *Service) Sources(ctx context.Context) ([]recruit.Option, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
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

// AddSource adds a source by title; its code is the title in snake case.
func (s *Service) AddSource(ctx context.Context, title string) (*recruit.Option, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	title = strings.TrimSpace(title)
	if title == "" || len(title) > 60 {
		return nil, recruit.FieldError("title", "Please enter a source name (up to 60 characters)")
	}
	value := strings.Trim(sourceValue.ReplaceAllString(strings.ToLower(title), "_"), "_")
	if value == "" {
		return nil, recruit.FieldError("title", "Please use letters or digits in the source name")
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.ensureSources(ctx, companyID); err != nil {
			return err
		}
		_, err := s.DB.Conn(ctx).NewRaw("INSERT INTO sources (company_id, value, title, created_at) VALUES (?, ?, ?, ?)", companyID, value, title, sqldb.Now()).Exec(ctx)
		if sqldb.IsUniqueViolation(err) {
			return recruit.FieldError("title", "This source already exists")
		}
		return err
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

// Tag is a label recruiters put on applications.
type Tag struct {
	ID    int64  `bun:"id"`
	Title string `bun:"title"`
}

// Tags lists the company's tags by id (GET ats-tags?order_by=id).
func (s *Service) Tags(ctx context.Context) ([]Tag, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	out := []Tag{}
	err = s.DB.Conn(ctx).NewRaw("SELECT id, title FROM ats_tags WHERE company_id = ? ORDER BY id", companyID).Scan(ctx, &out)
	return out, err
}

// AddTag adds a tag.
func (s *Service) AddTag(ctx context.Context, title string) (*Tag, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	title = strings.TrimSpace(title)
	if title == "" || len(title) > 60 {
		return nil, recruit.FieldError("title", "Please enter a tag (up to 60 characters)")
	}
	var t Tag
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		err := s.DB.Conn(ctx).NewRaw("INSERT INTO ats_tags (company_id, title, created_at) VALUES (?, ?, ?) RETURNING id, title", companyID, title, sqldb.Now()).Scan(ctx, &t)
		if sqldb.IsUniqueViolation(err) {
			return recruit.FieldError("title", "This tag already exists")
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// RenameSource changes a source's title (its code stays, so past
// applications keep it).
func (s *Service) RenameSource(ctx context.Context, value, title string) (*recruit.Option, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	title = strings.TrimSpace(title)
	if title == "" || len(title) > 60 {
		return nil, recruit.FieldError("title", "Please enter a source name (up to 60 characters)")
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE sources SET title = ? WHERE company_id = ? AND value = ?", title, companyID, value).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Source not found")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &recruit.Option{Value: value, Title: title}, nil
}

// DeleteSource removes a source from the list offered for new candidates;
// applications that have it keep it.
func (s *Service) DeleteSource(ctx context.Context, value string) error {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return err
	}
	if value == "careers_page" || value == "manual" {
		return recruit.Errorf(recruit.EINVALID, "This source is built in")
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM sources WHERE company_id = ? AND value = ?", companyID, value).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Source not found")
		}
		return nil
	})
}

// RenameTag changes a tag's title.
func (s *Service) RenameTag(ctx context.Context, id int64, title string) (*Tag, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	title = strings.TrimSpace(title)
	if title == "" || len(title) > 60 {
		return nil, recruit.FieldError("title", "Please enter a tag (up to 60 characters)")
	}
	var t Tag
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE ats_tags SET title = ? WHERE id = ? AND company_id = ?", title, id, companyID).Exec(ctx)
		if sqldb.IsUniqueViolation(err) {
			return recruit.FieldError("title", "This tag already exists")
		} else if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Tag not found")
		}
		return s.DB.Conn(ctx).NewRaw("SELECT id, title FROM ats_tags WHERE id = ?", id).Scan(ctx, &t)
	})
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// DeleteTag removes a tag and takes it off every application.
func (s *Service) DeleteTag(ctx context.Context, id int64) error {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM ats_tags WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &n); err != nil {
			return err
		}
		if n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Tag not found")
		}
		if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM application_tags WHERE tag_id = ?", id).Exec(ctx); err != nil {
			return err
		}
		_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM ats_tags WHERE id = ?", id).Exec(ctx)
		return err
	})
}
