package marketplace

import (
	"context"
	"strings"
	"unicode"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// SkillSlug is a skill's key: lower-case letters and digits joined by
// '-', with the signs that make skills differ kept as words ("C++" is
// "c-plus-plus", "C#" "c-sharp", ".NET" "dot-net").
func SkillSlug(name string) string {
	r := strings.NewReplacer("++", " plus plus ", "+", " plus ", "#", " sharp ", ".", " dot ")
	n := strings.ToLower(r.Replace(name))
	var b strings.Builder
	dash := false
	for _, c := range n {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(c)
			dash = false
		} else {
			dash = true
		}
	}
	return strings.TrimSuffix(strings.TrimPrefix(b.String(), "dot-"), "-dot")
}

// checkSkill validates a skill's name and makes its slug.
func checkSkill(name string) (string, string, error) {
	n, err := required("name", "Skill", name, 60)
	if err != nil {
		return "", "", err
	}
	slug := SkillSlug(n)
	if slug == "" {
		return "", "", recruit.FieldError("name", "Please enter a skill with letters or digits")
	}
	return n, slug, nil
}

func (s *Service) addSkill(ctx context.Context, id int64, name, slug string) error {
	var have bool
	if err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) > 0 FROM hub_skills WHERE hub_candidate_id = ? AND slug = ?`, id, slug).Scan(ctx, &have); err != nil {
		return err
	}
	if have {
		return nil
	}
	if err := s.roomFor(ctx, "hub_skills", id); err != nil {
		return err
	}
	_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_skills (hub_candidate_id, name, slug, proficiency, created_at) VALUES (?, ?, ?, 0, ?)
		ON CONFLICT (hub_candidate_id, slug) DO NOTHING`, id, name, slug, sqldb.NowIn(ctx)).Exec(ctx)
	return err
}
