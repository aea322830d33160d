package marketplace

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// resumeURLTTL is how long a served resume link holds: long enough for a
// page left open, short enough that a copied link stops working.
const resumeURLTTL = 2 * time.Hour

func init() {
	loadLists = func(ctx context.Context, s *Service, p *Profile) error { return s.loadProfileLists(ctx, p) }
}

// loadProfileLists fills p's lists, CurrentCompany and served URLs.
func (s *Service) loadProfileLists(ctx context.Context, p *Profile) error {
	db := s.DB.Conn(ctx)
	var files struct {
		AvatarKey  string `bun:"avatar_key"`
		PictureURL string `bun:"picture_url"`
		ResumeKey  string `bun:"resume_key"`
	}
	if err := db.NewRaw(`SELECT avatar_key, picture_url, resume_key FROM hub_candidates WHERE id = ?`, p.ID).Scan(ctx, &files); err != nil {
		return err
	}
	p.AvatarURL = AvatarPath(files.AvatarKey)
	if p.AvatarURL == "" && strings.HasPrefix(files.PictureURL, "https://") {
		// The Google account's picture until the candidate uploads one.
		p.AvatarURL = files.PictureURL
	}
	if files.ResumeKey != "" && s.Signer != nil {
		p.ResumeURL = s.Signer.URL(files.ResumeKey, resumeURLTTL)
	}
	p.Skills, p.Experiences, p.Projects, p.Educations = []Skill{}, []Experience{}, []Project{}, []Education{}
	if err := db.NewRaw(`SELECT name, slug, proficiency, last_passed_certification_slug AS last_passed_certification_slug FROM hub_skills
		WHERE hub_candidate_id = ? ORDER BY proficiency DESC, id`, p.ID).Scan(ctx, &p.Skills); err != nil && err != sql.ErrNoRows {
		return err
	}
	// Newest first: the current role, then by start; a role with no
	// start last.
	if err := db.NewRaw(`SELECT id, designation, company, start_month AS start, end_month AS "end", description FROM hub_experiences
		WHERE hub_candidate_id = ? ORDER BY end_month = '' DESC, end_month DESC, start_month DESC, id DESC`, p.ID).Scan(ctx, &p.Experiences); err != nil && err != sql.ErrNoRows {
		return err
	}
	if err := db.NewRaw(`SELECT id, title, source_code_url, website_url, description FROM hub_projects
		WHERE hub_candidate_id = ? ORDER BY id`, p.ID).Scan(ctx, &p.Projects); err != nil && err != sql.ErrNoRows {
		return err
	}
	if err := db.NewRaw(`SELECT id, degree, major, institute, start_year AS start, end_year AS "end" FROM hub_educations
		WHERE hub_candidate_id = ? ORDER BY end_year = '' DESC, end_year DESC, start_year DESC, id DESC`, p.ID).Scan(ctx, &p.Educations); err != nil && err != sql.ErrNoRows {
		return err
	}
	for _, e := range p.Experiences {
		if e.End == "" {
			p.CurrentCompany = e.Company
			break
		}
	}
	return nil
}

// AvatarPath is where an uploaded avatar is served ("" for none): public
// like a careers page's logo, under a random key.
func AvatarPath(key string) string {
	if key == "" {
		return ""
	}
	return "/media/" + key
}

// roomFor refuses a list that already has maxListItems rows.
func (s *Service) roomFor(ctx context.Context, table string, id int64) error {
	var n int
	if err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) FROM `+table+` WHERE hub_candidate_id = ?`, id).Scan(ctx, &n); err != nil {
		return err
	}
	if n >= maxListItems {
		return recruit.Errorf(recruit.EINVALID, "A profile holds at most %d of these", maxListItems)
	}
	return nil
}

// deleteOwn removes a row of one of the candidate's lists; another's row
// is "not found".
func (s *Service) deleteOwn(ctx context.Context, table string, rowID int64, notFound string) error {
	id, err := ownID(ctx)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM `+table+` WHERE id = ? AND hub_candidate_id = ?`, rowID, id).Exec(ctx)
		return oneRow(res, err, notFound)
	})
}

// oneRow turns a write that touched no row into "not found".
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
