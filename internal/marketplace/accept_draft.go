package marketplace

import (
	"context"
	"encoding/json"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// AcceptDraft writes the draft's items named by keys (every item when all
// is set) to the profile in one transaction and takes them off the draft:
// an unknown key refuses the whole call, so nothing is half accepted.
func (s *Service) AcceptDraft(ctx context.Context, keys []string, all bool) (*Draft, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	if !all && len(keys) == 0 {
		return nil, recruit.FieldError("fields", "Please choose what to accept")
	}
	var left *Draft
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		d, err := s.draft(ctx, id)
		if err != nil {
			return err
		}
		want := map[string]bool{}
		for _, k := range keys {
			want[k] = true
		}
		rest := []DraftItem{}
		for _, it := range d.Items {
			if all || want[it.Key] {
				delete(want, it.Key)
				if err := s.acceptItem(ctx, id, it); err != nil {
					return err
				}
			} else {
				rest = append(rest, it)
			}
		}
		for k := range want {
			return recruit.FieldError("fields", "This field is not in the draft: "+clip(k, 60))
		}
		db := s.DB.Conn(ctx)
		if len(rest) == 0 {
			_, err := db.NewRaw(`DELETE FROM hub_resume_drafts WHERE hub_candidate_id = ?`, id).Exec(ctx)
			left = &Draft{Items: []DraftItem{}}
			if err != nil {
				return err
			}
			return s.afterProfileChange(ctx, id)
		}
		d.Items = rest
		raw, err := json.Marshal(d)
		if err != nil {
			return err
		}
		left = d
		if _, err = db.NewRaw(`UPDATE hub_resume_drafts SET items = ? WHERE hub_candidate_id = ?`, string(raw), id).Exec(ctx); err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, err
	}
	return left, nil
}

// acceptItem writes one item through the same checks a hand edit meets.
func (s *Service) acceptItem(ctx context.Context, id int64, it DraftItem) error {
	db := s.DB.Conn(ctx)
	now := sqldb.NowIn(ctx)
	section, sub, _ := strings.Cut(it.Key, ".")
	switch section {
	case "name", "headline", "phone":
		_, err := db.NewRaw(`UPDATE hub_candidates SET `+section+` = ?, updated_at = ? WHERE id = ?`, it.Text, now, id).Exec(ctx)
		return err
	case "career_start":
		t, err := checkCareerStart(it.Text, s.now())
		if err != nil {
			return err
		}
		_, err = db.NewRaw(`UPDATE hub_candidates SET career_start = ?, updated_at = ? WHERE id = ?`, t, now, id).Exec(ctx)
		return err
	case "links":
		var raw string
		if err := db.NewRaw(`SELECT links FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &raw); err != nil {
			return err
		}
		links := map[string]string{}
		_ = json.Unmarshal([]byte(raw), &links)
		if links == nil {
			links = map[string]string{}
		}
		links[sub] = it.Text
		checked, err := CheckLinks(links)
		if err != nil {
			return err
		}
		return s.setLinks(ctx, id, checked)
	case "skills":
		n, slug, err := checkSkill(it.Text)
		if err != nil {
			return err
		}
		return s.addSkill(ctx, id, n, slug)
	case "experiences":
		if it.Experience == nil {
			return nil
		}
		e, err := checkExperience(*it.Experience)
		if err != nil {
			return err
		}
		if err := s.roomFor(ctx, "hub_experiences", id); err != nil {
			return err
		}
		_, err = db.NewRaw(`INSERT INTO hub_experiences (hub_candidate_id, designation, company, start_month, end_month, description, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, e.Designation, e.Company, e.Start, e.End, e.Description, now).Exec(ctx)
		return err
	case "educations":
		if it.Education == nil {
			return nil
		}
		e, err := checkEducation(*it.Education)
		if err != nil {
			return err
		}
		if err := s.roomFor(ctx, "hub_educations", id); err != nil {
			return err
		}
		_, err = db.NewRaw(`INSERT INTO hub_educations (hub_candidate_id, degree, major, institute, start_year, end_year, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, e.Degree, e.Major, e.Institute, e.Start, e.End, now).Exec(ctx)
		return err
	}
	return nil
}
