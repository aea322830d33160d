package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Draft is what an uploaded resume proposes for the profile, item by item.
// Items the profile already has (the same name, link or skill) are left
// out; accepting an item writes it and takes it off the draft, and the
// draft is gone once empty or discarded.
type Draft struct {
	Items []DraftItem `json:"items"`
	// ParseError is why the parser could not read the resume ("" when it
	// could).
	ParseError string `json:"-"`
	CreatedAt  time.Time
}

// DraftItem is one proposed field. Key names it for AcceptDraft: "name",
// "phone", "headline", "career_start", "links.<site>", "skills.<slug>",
// "experiences.<n>", "educations.<n>". Value is the proposal in words,
// Current the profile's value it would replace ("" when it adds).
type DraftItem struct {
	Key     string `json:"key"`
	Section string `json:"section"`
	Label   string `json:"label"`
	Value   string `json:"value"`
	Current string `json:"current"`
	// What is written on acceptance: Text for a field, a link or a skill's
	// name; Experience or Education for a list item.
	Text       string      `json:"text,omitempty"`
	Experience *Experience `json:"experience,omitempty"`
	Education  *Education  `json:"education,omitempty"`
}

// draftFrom turns a parse into draft items, each one valid as the
// profile's own checks see it (what fails them is dropped, never guessed
// at) and each one different from what p already holds.
func draftFrom(r resume.Result, p *Profile, now time.Time) Draft {
	d := Draft{ParseError: r.Error, Items: []DraftItem{}}
	add := func(key, section, label, value, current, text string) {
		if value != "" && value != current {
			d.Items = append(d.Items, DraftItem{Key: key, Section: section, Label: label, Value: value, Current: current, Text: text})
		}
	}
	if n, err := required("name", "Name", clip(r.Name, maxLine), maxLine); err == nil {
		add("name", "basics", "Name", n, p.Name, n)
	}
	if ph, err := checkPhone(r.PhoneNumber); err == nil {
		add("phone", "basics", "Phone", ph, p.Phone, ph)
	}
	// The parser gives years only: a start is January of its year, an end
	// December (or this month, when that is sooner); the candidate
	// corrects the months after accepting.
	var exps []Experience
	for _, e := range r.Experience {
		x := Experience{Designation: clip(e.Title, maxLine), Company: clip(e.Company, maxLine)}
		if e.StartYear > 0 {
			x.Start = fmt.Sprintf("%04d-01", e.StartYear)
		}
		if e.EndYear > 0 {
			x.End = fmt.Sprintf("%04d-12", e.EndYear)
			if cur := now.Format("2006-01"); x.End > cur {
				x.End = cur
			}
		}
		if x, err := checkExperience(x); err == nil {
			x.ID = int64(len(exps) + 1)
			exps = append(exps, x)
		}
	}
	if len(exps) > 0 {
		head := exps[0].Designation
		if head != "" && exps[0].Company != "" && exps[0].End == "" {
			head += " at " + exps[0].Company
		}
		add("headline", "basics", "Headline", clip(head, maxLine), p.Headline, clip(head, maxLine))
		first := ""
		for _, x := range exps {
			if x.Start != "" && (first == "" || x.Start < first) {
				first = x.Start
			}
		}
		if first != "" {
			cur := ""
			if !p.CareerStart.IsZero() {
				cur = p.CareerStart.Format("2006-01-02")
			}
			add("career_start", "basics", "Career start", first+"-01", cur, first+"-01")
		}
	}
	for _, site := range LinkSites {
		if v, err := CheckLink(site, r.Links[site]); err == nil && v != "" {
			add("links."+site, "links", siteLabels[site], v, p.Links[site], v)
		}
	}
	have := map[string]bool{}
	for _, sk := range p.Skills {
		have[sk.Slug] = true
	}
	for _, name := range r.Skills {
		if n, slug, err := checkSkill(clip(name, 60)); err == nil && !have[slug] {
			have[slug] = true
			add("skills."+slug, "skills", "Skill", n, "", n)
		}
	}
	for _, x := range exps {
		d.Items = append(d.Items, DraftItem{Key: "experiences." + strconv.FormatInt(x.ID, 10), Section: "experiences", Label: "Experience",
			Value: describeExperience(x), Experience: &x})
	}
	n := int64(0)
	for _, e := range r.Education {
		x := Education{Degree: clip(e.Degree, maxLine), Institute: clip(e.Institute, maxLine)}
		if e.StartYear > 0 {
			x.Start = strconv.Itoa(e.StartYear)
		}
		if e.EndYear > 0 && e.EndYear >= e.StartYear {
			x.End = strconv.Itoa(e.EndYear)
		}
		if x, err := checkEducation(x); err == nil {
			n++
			x.ID = n
			d.Items = append(d.Items, DraftItem{Key: "educations." + strconv.FormatInt(n, 10), Section: "educations", Label: "Education",
				Value: describeEducation(x), Education: &x})
		}
	}
	return d
}

// clip shortens parsed text to max characters at a word's end: a resume's
// line may be longer than a profile's field.
func clip(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max]
	if i := strings.LastIndexByte(string(r), ' '); i > max/2 {
		return string(r)[:i]
	}
	return string(r)
}

func describeExperience(x Experience) string {
	parts := []string{}
	for _, s := range []string{x.Designation, x.Company} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	out := strings.Join(parts, " at ")
	if x.Start != "" {
		end := x.End
		if end == "" {
			end = "present"
		}
		out += " (" + x.Start + " – " + end + ")"
	}
	return out
}

func describeEducation(x Education) string {
	parts := []string{}
	for _, s := range []string{x.Degree, x.Institute} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	out := strings.Join(parts, ", ")
	if x.Start != "" || x.End != "" {
		out += " (" + strings.Trim(x.Start+" – "+x.End, " –") + ")"
	}
	return out
}

// ResumeDraft is the candidate's draft; "not found" when there is none.
func (s *Service) ResumeDraft(ctx context.Context) (*Draft, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	return s.draft(ctx, id)
}

func (s *Service) draft(ctx context.Context, id int64) (*Draft, error) {
	var row struct {
		Items      string    `bun:"items"`
		ParseError string    `bun:"parse_error"`
		CreatedAt  time.Time `bun:"created_at"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT items, parse_error, created_at FROM hub_resume_drafts WHERE hub_candidate_id = ?`, id).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "There is no resume draft to review")
	} else if err != nil {
		return nil, err
	}
	d := &Draft{}
	if err := json.Unmarshal([]byte(row.Items), d); err != nil {
		return nil, err
	}
	if d.Items == nil {
		d.Items = []DraftItem{}
	}
	d.ParseError, d.CreatedAt = row.ParseError, row.CreatedAt
	return d, nil
}

// DiscardDraft drops the candidate's draft; the resume stays.
func (s *Service) DiscardDraft(ctx context.Context) error {
	id, err := ownID(ctx)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM hub_resume_drafts WHERE hub_candidate_id = ?`, id).Exec(ctx)
		return oneRow(res, err, "There is no resume draft to review")
	})
}

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
			return err
		}
		d.Items = rest
		raw, err := json.Marshal(d)
		if err != nil {
			return err
		}
		left = d
		_, err = db.NewRaw(`UPDATE hub_resume_drafts SET items = ? WHERE hub_candidate_id = ?`, string(raw), id).Exec(ctx)
		return err
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
