package marketplace

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Platform admins edit the skills catalogue (POST/PUT/DELETE
// talenthub/skills). A skill's slug is its key everywhere (candidates'
// skills, requirements, question banks), so it is made from the name on
// adding and never changes; a rename keeps it.

func checkCategory(c string) (string, error) {
	c = strings.TrimSpace(c)
	if len([]rune(c)) > 60 {
		return "", recruit.FieldError("category", "Please enter a category of at most 60 characters")
	}
	if c == "" {
		return "", recruit.FieldError("category", "Please enter a category")
	}
	return c, nil
}

// AddCatalogueSkill adds a skill (or brings back a removed one of the same
// slug); 409 when the slug is already listed.
func (s *Service) AddCatalogueSkill(ctx context.Context, name, category string) (*CatalogueSkill, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	n, slug, err := checkSkill(name)
	if err != nil {
		return nil, err
	}
	cat, err := checkCategory(category)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		res, err := db.NewRaw(`UPDATE hub_skill_catalogue SET name = ?, category = ?, removed_at = NULL, updated_at = ? WHERE slug = ? AND removed_at IS NOT NULL`,
			n, cat, now, slug).Exec(ctx)
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k > 0 {
			return nil
		}
		res, err = db.NewRaw(`INSERT INTO hub_skill_catalogue (slug, name, category, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			slug, n, cat, now, now).Exec(ctx)
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return recruit.Errorf(recruit.ECONFLICT, "%s is already in the catalogue", n)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.catalogueSkill(ctx, slug)
}

// UpdateCatalogueSkill renames or recategorises a listed skill.
func (s *Service) UpdateCatalogueSkill(ctx context.Context, slug, name, category string) (*CatalogueSkill, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	n, err := required("name", "Skill", name, 60)
	if err != nil {
		return nil, err
	}
	cat, err := checkCategory(category)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_skill_catalogue SET name = ?, category = ?, updated_at = ? WHERE slug = ? AND removed_at IS NULL`,
			n, cat, sqldb.NowIn(ctx), slug).Exec(ctx)
		return oneRow(res, err, "Skill not found")
	})
	if err != nil {
		return nil, err
	}
	return s.catalogueSkill(ctx, slug)
}

// RemoveCatalogueSkill takes a skill off the catalogue: no longer listed,
// filtered by or assessed; candidates keep their own skills and
// certificates.
func (s *Service) RemoveCatalogueSkill(ctx context.Context, slug string) error {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_skill_catalogue SET removed_at = ?, updated_at = ? WHERE slug = ? AND removed_at IS NULL`, now, now, slug).Exec(ctx)
		return oneRow(res, err, "Skill not found")
	})
}

func (s *Service) catalogueSkill(ctx context.Context, slug string) (*CatalogueSkill, error) {
	var sk CatalogueSkill
	err := s.DB.Conn(ctx).NewRaw(`SELECT id, slug, name, category FROM hub_skill_catalogue WHERE slug = ?`, slug).Scan(ctx, &sk)
	return &sk, err
}
