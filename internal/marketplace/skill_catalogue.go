package marketplace

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"fmt"
	"strings"

	"hirekit/internal/sqldb"
)

// CatalogueSkill is a skill of the catalogue (spec: "Skill for the
// filter": name, slug, category).
type CatalogueSkill struct {
	ID       int64
	Slug     string
	Name     string
	Category string
}

//go:embed data/skills.tsv
var skillsTSV []byte

// seedSkills reads data/skills.tsv: slug, name and category per line,
// tab-separated; '#' starts a comment.
func seedSkills() ([]CatalogueSkill, error) {
	var out []CatalogueSkill
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(skillsTSV))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 || f[0] == "" || f[1] == "" || seen[f[0]] {
			return nil, fmt.Errorf("data/skills.tsv line %d: want a new slug, a name and a category", n)
		}
		seen[f[0]] = true
		out = append(out, CatalogueSkill{Slug: f[0], Name: f[1], Category: f[2]})
	}
	return out, sc.Err()
}

// EnsureSkillCatalogue adds the seeded skills the catalogue lacks (by
// slug); skills a platform admin changed or added stay as they are. Run
// at start.
func (s *Service) EnsureSkillCatalogue(ctx context.Context) error {
	seed, err := seedSkills()
	if err != nil {
		return err
	}
	now := sqldb.NowIn(ctx)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		for _, sk := range seed {
			if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_skill_catalogue (slug, name, category, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, sk.Slug, sk.Name, sk.Category, now, now).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
}

// SkillCatalogue lists every skill of the catalogue by name (GET
// talenthub/skills: public, the jobs board's filter).
func (s *Service) SkillCatalogue(ctx context.Context) ([]CatalogueSkill, error) {
	rows, err := s.DB.QueryPrepared(ctx, `SELECT id, slug, name, category FROM hub_skill_catalogue WHERE removed_at IS NULL ORDER BY name, slug`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []CatalogueSkill
	for rows.Next() {
		var sk CatalogueSkill
		if err := rows.Scan(&sk.ID, &sk.Slug, &sk.Name, &sk.Category); err != nil {
			return nil, err
		}
		out = append(out, sk)
	}
	return out, rows.Err()
}
