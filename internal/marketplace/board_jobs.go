package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The jobs board (issue 29): a company publishes one of its live
// requisitions to talenthub with requirements and a salary range;
// candidates list, filter and quick-apply (board_list.go, board_apply.go).

// Board job types: the spec's filter offers Internship and Full-time.
const (
	BoardInternship = "internship"
	BoardFullTime   = "full_time"
)

// Board job states. A job closes when it is unpublished or when its
// requisition stops being live (found when the board next reads it).
const (
	BoardOpen   = "open"
	BoardClosed = "closed"
)

// Requirement types (spec: "Requirement item").
const (
	RequireExperience = "experience"
	RequireSkill      = "skill"
)

// MaxBoardSkills bounds a job's skill requirements.
const MaxBoardSkills = 10

// Requirement is one item of a board job's requirement list: the job's
// experience (Text, from the requisition's range) or a skill at a
// proficiency 0–3. Met is for the signed-in candidate reading it (nil
// for anyone else).
type Requirement struct {
	Type        string `json:"type"`
	Enabled     bool   `json:"enabled"`
	Text        string `json:"text,omitempty"`
	Name        string `json:"name,omitempty"`
	Slug        string `json:"slug,omitempty"`
	Proficiency int    `json:"proficiency,omitempty"`
	Met         *bool  `json:"-"`
}

// BoardJob is a job on the board (spec: "Talenthub job").
type BoardJob struct {
	ID              int64     `bun:"id"`
	CompanyID       int64     `bun:"company_id"`
	RequisitionID   int64     `bun:"requisition_id"`
	RequisitionSlug string    `bun:"requisition_slug"`
	Slug            string    `bun:"slug"`
	CompanySlug     string    `bun:"company_slug"`
	CompanyName     string    `bun:"company_name"`
	Designation     string    `bun:"designation"`
	JobType         string    `bun:"job_type"`
	Location        string    `bun:"location"`
	MinExperience   *float64  `bun:"min_experience"`
	MaxExperience   *float64  `bun:"max_experience"`
	SalaryMin       *int64    `bun:"salary_min"`
	SalaryMax       *int64    `bun:"salary_max"`
	SalaryCurrency  string    `bun:"salary_currency"`
	RequirementsRaw string    `bun:"requirements"`
	Status          string    `bun:"status"`
	PublishedAt     time.Time `bun:"published_at"`
	UpdatedAt       time.Time `bun:"updated_at"`

	Requirements []Requirement `bun:"-"`
	// Applied: the signed-in candidate quick-applied to it.
	Applied bool `bun:"-"`
	// Description is the requisition's, read for the job's page only
	// (empty once it is closed, as the careers page's stub).
	Description string `bun:"-"`
	// Applicants counts quick applies (the company's dashboard only).
	Applicants int `bun:"applicants,scanonly"`
}

const boardColumns = `b.id, b.company_id, b.requisition_id, b.requisition_slug, b.slug, b.company_slug, b.company_name, b.designation,
	b.job_type, b.location, b.min_experience, b.max_experience, b.salary_min, b.salary_max, b.salary_currency, b.requirements,
	b.status, b.published_at, b.updated_at`

func (j *BoardJob) decode() {
	j.Requirements = []Requirement{}
	_ = json.Unmarshal([]byte(j.RequirementsRaw), &j.Requirements)
}

// SkillRequirement is a skill a publisher asks for, by catalogue slug.
type SkillRequirement struct {
	Slug        string
	Proficiency int
}

// PublishInput publishes (or changes) a requisition on the board.
type PublishInput struct {
	RequisitionID int64
	JobType       string
	// ExperienceRequired makes the requisition's experience range a
	// requirement (shown either way).
	ExperienceRequired bool
	Skills             []SkillRequirement
	SalaryMin          *int64
	SalaryMax          *int64
	SalaryCurrency     string
}

// CompanyOf names a company (its name and slug) for a board job; app.go
// wires auth's lookup, so marketplace needs no import of auth.
type CompanyOf func(ctx context.Context, companyID int64) (name, slug string, err error)

// PublishBoardJob publishes one of the actor's company's live
// requisitions to the board, or changes its requirements and salary when
// it is there already (a closed one opens again). Another company's
// requisition is not found: the ATS loads it under the actor's row rule.
func (s *Service) PublishBoardJob(ctx context.Context, in PublishInput) (*BoardJob, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermHubPostJob)
	if err != nil {
		return nil, err
	}
	if in.JobType != BoardInternship && in.JobType != BoardFullTime {
		return nil, recruit.FieldError("job_type", "Please choose Internship or Full-time")
	}
	if err := checkSalary(&in); err != nil {
		return nil, err
	}
	skills, err := s.skillRequirements(ctx, in.Skills)
	if err != nil {
		return nil, err
	}
	req, err := s.ATS.Requisition(ctx, in.RequisitionID)
	if err != nil {
		return nil, err
	}
	if req.CompanyID != companyID {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Job not found")
	}
	if req.State != recruit.ReqLive {
		return nil, recruit.Errorf(recruit.ECONFLICT, "Only a live job can be posted to talenthub")
	}
	name, slug, err := s.CompanyOf(ctx, companyID)
	if err != nil {
		return nil, err
	}
	reqs := append([]Requirement{{Type: RequireExperience, Enabled: in.ExperienceRequired, Text: experienceText(req.MinExperience, req.MaxExperience)}}, skills...)
	raw, err := json.Marshal(reqs)
	if err != nil {
		return nil, err
	}
	var by any
	if actor.UserID != 0 {
		by = actor.UserID
	}
	now := sqldb.NowIn(ctx)
	var id int64
	var publishedAt time.Time
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		err := db.NewRaw(`INSERT INTO hub_board_jobs (company_id, requisition_id, requisition_slug, slug, company_slug, company_name, designation,
			job_type, location, min_experience, max_experience, salary_min, salary_max, salary_currency, requirements, status, published_by,
			published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (requisition_id) DO UPDATE SET requisition_slug = excluded.requisition_slug, company_slug = excluded.company_slug,
			company_name = excluded.company_name, designation = excluded.designation, job_type = excluded.job_type, location = excluded.location,
			min_experience = excluded.min_experience, max_experience = excluded.max_experience, salary_min = excluded.salary_min,
			salary_max = excluded.salary_max, salary_currency = excluded.salary_currency, requirements = excluded.requirements,
			status = excluded.status, updated_at = excluded.updated_at RETURNING id, published_at`,
			companyID, req.ID, req.Slug, req.Slug, slug, name, cmpStr(req.Title, req.Designation), in.JobType, locationText(req.Locations),
			req.MinExperience, req.MaxExperience, in.SalaryMin, in.SalaryMax, in.SalaryCurrency, string(raw), BoardOpen, by, now, now).Scan(ctx, &id, &publishedAt)
		if sqldb.IsUniqueViolation(err) {
			// Another of the company's jobs is on the board with this slug.
			return recruit.Errorf(recruit.ECONFLICT, "Another job with this address is on talenthub; take it off first")
		} else if err != nil {
			return err
		}
		return s.indexBoardSkills(ctx, id, skills, publishedAt)
	})
	if err != nil {
		return nil, err
	}
	return s.boardJobWhere(ctx, "b.id = ?", id)
}

// indexBoardSkills writes an open job's rows of the skills filter: each
// skill, and each pair of skills (see migration 0043).
func (s *Service) indexBoardSkills(ctx context.Context, id int64, skills []Requirement, publishedAt time.Time) error {
	db := s.DB.Conn(ctx)
	if err := unindexBoardSkills(ctx, db, []int64{id}); err != nil {
		return err
	}
	for i, sk := range skills {
		if _, err := db.NewRaw("INSERT INTO hub_board_job_skills (board_job_id, slug, proficiency, published_at) VALUES (?, ?, ?, ?)",
			id, sk.Slug, sk.Proficiency, publishedAt).Exec(ctx); err != nil {
			return err
		}
		for _, other := range skills[i+1:] {
			a, b := min(sk.Slug, other.Slug), max(sk.Slug, other.Slug)
			if _, err := db.NewRaw("INSERT INTO hub_board_job_skill_pairs (board_job_id, skill_a, skill_b, published_at) VALUES (?, ?, ?, ?)",
				id, a, b, publishedAt).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// unindexBoardSkills takes closed jobs out of the skills filter.
func unindexBoardSkills(ctx context.Context, db bun.IDB, ids []int64) error {
	if _, err := db.NewRaw("DELETE FROM hub_board_job_skills WHERE board_job_id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
		return err
	}
	_, err := db.NewRaw("DELETE FROM hub_board_job_skill_pairs WHERE board_job_id IN (?)", bun.In(ids)).Exec(ctx)
	return err
}

// UnpublishBoardJob closes the company's board job of a requisition.
func (s *Service) UnpublishBoardJob(ctx context.Context, requisitionID int64) (*BoardJob, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermHubPostJob)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE hub_board_jobs SET status = ?, updated_at = ? WHERE company_id = ? AND requisition_id = ?",
			BoardClosed, sqldb.NowIn(ctx), companyID, requisitionID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "This job is not on talenthub")
		}
		// A closed job leaves the skills filter's rows (see the migration).
		var id int64
		if err := s.DB.Conn(ctx).NewRaw("SELECT id FROM hub_board_jobs WHERE company_id = ? AND requisition_id = ?", companyID, requisitionID).
			Scan(ctx, &id); err != nil {
			return err
		}
		return unindexBoardSkills(ctx, s.DB.Conn(ctx), []int64{id})
	})
	if err != nil {
		return nil, err
	}
	return s.boardJobWhere(ctx, "b.requisition_id = ?", requisitionID)
}

// CompanyBoardJobs are the actor's company's board jobs, open first and
// newest first, each with its number of quick applies.
func (s *Service) CompanyBoardJobs(ctx context.Context) ([]BoardJob, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermHubPostJob)
	if err != nil {
		return nil, err
	}
	out := []BoardJob{}
	err = s.DB.Conn(ctx).NewRaw(`SELECT `+boardColumns+`, (SELECT count(*) FROM hub_board_applications a WHERE a.board_job_id = b.id) AS applicants
		FROM hub_board_jobs b WHERE b.company_id = ? ORDER BY CASE WHEN b.status = ? THEN 0 ELSE 1 END, b.published_at DESC, b.id DESC LIMIT 500`,
		companyID, BoardOpen).Scan(ctx, &out)
	if err != nil {
		return nil, err
	}
	if err := s.closeIfNotLive(ctx, out); err != nil {
		return nil, err
	}
	for i := range out {
		out[i].decode()
	}
	return out, nil
}

// PostableRequisitions are the company's live requisitions, any of which
// may be posted to the board (the Post Job page's choice).
func (s *Service) PostableRequisitions(ctx context.Context) ([]ats.Requisition, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermHubPostJob)
	if err != nil {
		return nil, err
	}
	return s.ATS.LiveJobs(recruit.WithActor(ctx, recruit.ApplicantActor(companyID)), ats.LiveJobsQuery{})
}

func (s *Service) boardJobWhere(ctx context.Context, cond string, args ...any) (*BoardJob, error) {
	var j BoardJob
	err := s.DB.Conn(ctx).NewRaw(`SELECT `+boardColumns+` FROM hub_board_jobs b WHERE `+cond, args...).Scan(ctx, &j)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Job not found")
	} else if err != nil {
		return nil, err
	}
	j.decode()
	return &j, nil
}

// closeIfNotLive closes the open jobs among jobs whose requisition is no
// longer live (archived, taken off the careers page), in place, and takes
// them out of the skills filter.
func (s *Service) closeIfNotLive(ctx context.Context, jobs []BoardJob) error {
	var ids []int64
	for _, j := range jobs {
		if j.Status == BoardOpen {
			ids = append(ids, j.RequisitionID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	live, err := s.ATS.LiveRequisitions(ctx, ids)
	if err != nil {
		return err
	}
	var gone []int64
	for i := range jobs {
		if jobs[i].Status == BoardOpen && !live[jobs[i].RequisitionID] {
			jobs[i].Status = BoardClosed
			gone = append(gone, jobs[i].ID)
		}
	}
	if len(gone) == 0 {
		return nil
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE hub_board_jobs SET status = ?, updated_at = ? WHERE id IN (?) AND status = ?",
			BoardClosed, sqldb.NowIn(ctx), bun.In(gone), BoardOpen).Exec(ctx)
		if err != nil {
			return err
		}
		return unindexBoardSkills(ctx, s.DB.Conn(ctx), gone)
	})
}

// skillRequirements checks the asked skills against the catalogue.
func (s *Service) skillRequirements(ctx context.Context, in []SkillRequirement) ([]Requirement, error) {
	if len(in) > MaxBoardSkills {
		return nil, recruit.FieldError("skills", fmt.Sprintf("At most %d skills", MaxBoardSkills))
	}
	out := []Requirement{}
	seen := map[string]bool{}
	for _, sk := range in {
		slug := strings.TrimSpace(sk.Slug)
		if sk.Proficiency < 0 || sk.Proficiency > 3 {
			return nil, recruit.FieldError("skills", "Proficiency must be from 0 to 3")
		}
		if seen[slug] {
			return nil, recruit.FieldError("skills", "Each skill once")
		}
		seen[slug] = true
		var name string
		err := s.DB.Conn(ctx).NewRaw("SELECT name FROM hub_skill_catalogue WHERE slug = ?", slug).Scan(ctx, &name)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, recruit.FieldError("skills", "Unknown skill: "+slug)
		} else if err != nil {
			return nil, err
		}
		out = append(out, Requirement{Type: RequireSkill, Enabled: true, Name: name, Slug: slug, Proficiency: sk.Proficiency})
	}
	return out, nil
}

func checkSalary(in *PublishInput) error {
	in.SalaryCurrency = strings.TrimSpace(in.SalaryCurrency)
	for _, v := range []*int64{in.SalaryMin, in.SalaryMax} {
		if v != nil && (*v < 0 || *v > 1_000_000_000_000) {
			return recruit.FieldError("salary", "Salary must be a whole number from 0")
		}
	}
	if in.SalaryMin != nil && in.SalaryMax != nil && *in.SalaryMin > *in.SalaryMax {
		return recruit.FieldError("salary", "The lowest salary cannot be above the highest")
	}
	if (in.SalaryMin != nil || in.SalaryMax != nil) && !slices.Contains(recruit.Currencies, in.SalaryCurrency) {
		return recruit.FieldError("salary_currency", "Please select a salary currency!")
	}
	if in.SalaryMin == nil && in.SalaryMax == nil {
		in.SalaryCurrency = ""
	}
	return nil
}

func cmpStr(a, b string) string {
	if strings.TrimSpace(a) != "" {
		return a
	}
	return b
}

// locationText is a job's locations in one line ("Pune, India · Remote").
func locationText(locs []ats.Location) string {
	var parts []string
	for _, l := range locs {
		switch {
		case l.Remote:
			parts = append(parts, strings.TrimSpace("Remote "+l.Country))
		case l.City != "":
			parts = append(parts, strings.TrimSuffix(l.City+", "+l.Country, ", "))
		default:
			parts = append(parts, l.Country)
		}
	}
	return strings.Join(parts, " · ")
}

// experienceText says a range in words ("2–5 years", "3+ years").
func experienceText(lo, hi *float64) string {
	switch {
	case lo == nil && hi == nil:
		return "Any experience"
	case hi == nil:
		return fmt.Sprintf("%s+ years", num(*lo))
	case lo == nil:
		return fmt.Sprintf("Up to %s years", num(*hi))
	}
	return fmt.Sprintf("%s–%s years", num(*lo), num(*hi))
}

func num(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", f), "0"), ".")
}
