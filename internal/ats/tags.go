package ats

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Tag is a label recruiters put on applications.
type Tag struct {
	ID    int64  `bun:"id"`
	Title string `bun:"title"`
}

const tagRule = "Please enter a tag (up to 60 characters)"

// Tags lists the company's tags by id (GET ats-tags?order_by=id).
func (s *Service) Tags(ctx context.Context) ([]Tag, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewTags)
	if err != nil {
		return nil, err
	}
	return s.tags(ctx, companyID)
}

func (s *Service) tags(ctx context.Context, companyID int64) ([]Tag, error) {
	out := []Tag{}
	err := s.DB.Conn(ctx).NewRaw("SELECT id, title FROM ats_tags WHERE company_id = ? ORDER BY id", companyID).Scan(ctx, &out)
	return out, err
}

// AddTag adds a tag.
func (s *Service) AddTag(ctx context.Context, title string) (*Tag, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTags)
	if err != nil {
		return nil, err
	}
	if title, err = cleanName(title, tagRule); err != nil {
		return nil, err
	}
	var t Tag
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		err := s.DB.Conn(ctx).NewRaw("INSERT INTO ats_tags (company_id, title, created_at) VALUES (?, ?, ?) RETURNING id, title", companyID, title, sqldb.NowIn(ctx)).Scan(ctx, &t)
		return uniqueAs(err, "This tag already exists")
	})
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// RenameTag changes a tag's title.
func (s *Service) RenameTag(ctx context.Context, id int64, title string) (*Tag, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTags)
	if err != nil {
		return nil, err
	}
	if title, err = cleanName(title, tagRule); err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE ats_tags SET title = ? WHERE id = ? AND company_id = ?", title, id, companyID).Exec(ctx)
		return oneRow(res, uniqueAs(err, "This tag already exists"), "Tag not found")
	})
	if err != nil {
		return nil, err
	}
	return &Tag{ID: id, Title: title}, nil
}

// DeleteTag removes a tag and takes it off every application.
func (s *Service) DeleteTag(ctx context.Context, id int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageTags)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if _, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM application_tags WHERE tag_id = ?
			AND tag_id IN (SELECT id FROM ats_tags WHERE company_id = ?)`, id, companyID).Exec(ctx); err != nil {
			return err
		}
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM ats_tags WHERE id = ? AND company_id = ?", id, companyID).Exec(ctx)
		return oneRow(res, err, "Tag not found")
	})
}
