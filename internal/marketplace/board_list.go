package marketplace

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// BoardPageSize is how many jobs a page of the board lists.
const BoardPageSize = 20

// ExperiencePlus is the slider's top value: 6, shown as 5+, matches a job
// whose lower bound is at least 5 years.
const ExperiencePlus = 6

// BoardQuery filters the board; every filter combines with AND and an
// empty one means all jobs.
type BoardQuery struct {
	// Type is "" (All), BoardInternship or BoardFullTime.
	Type string
	// Experience is the slider's value 0–6: a job whose range holds it
	// (open bounds hold everything); 6 a job whose lower bound is ≥ 5.
	Experience *int
	// Skills are catalogue slugs a job must all ask for.
	Skills []string
	Page   int
}

// BoardPage is one page of the board.
type BoardPage struct {
	Jobs    []BoardJob
	Page    int
	HasMore bool
}

// BoardJobs lists the open board jobs, newest first, for anyone; a
// signed-in candidate sees which they applied to. A job whose requisition
// stopped being live is closed as the page meets it and the page read
// again (at most a few times: each pass closes what it met).
func (s *Service) BoardJobs(ctx context.Context, q BoardQuery) (*BoardPage, error) {
	from, where, order, args, err := boardFilter(q)
	if err != nil {
		return nil, err
	}
	if q.Page < 1 {
		q.Page = 1
	}
	if q.Page > 500 {
		return nil, recruit.FieldError("page", "Page is too far")
	}
	var jobs []BoardJob
	for pass := 0; ; pass++ {
		jobs = []BoardJob{}
		err := s.DB.Conn(ctx).NewRaw(`SELECT `+boardColumns+` FROM `+from+` WHERE `+where+
			` ORDER BY `+order+` LIMIT ? OFFSET ?`, append(args, BoardPageSize+1, (q.Page-1)*BoardPageSize)...).Scan(ctx, &jobs)
		if err != nil {
			return nil, err
		}
		before := len(jobs)
		if err := s.closeIfNotLive(ctx, jobs); err != nil {
			return nil, err
		}
		kept := jobs[:0]
		for _, j := range jobs {
			if j.Status == BoardOpen {
				kept = append(kept, j)
			}
		}
		jobs = kept
		if len(jobs) == before || pass == 3 {
			break
		}
	}
	page := &BoardPage{Page: q.Page, HasMore: len(jobs) > BoardPageSize}
	if page.HasMore {
		jobs = jobs[:BoardPageSize]
	}
	for i := range jobs {
		jobs[i].decode()
	}
	if err := s.markApplied(ctx, jobs); err != nil {
		return nil, err
	}
	page.Jobs = jobs
	return page, nil
}

// boardFilter turns a query into the list's tables, condition and order.
// The skills all-of reads the open jobs of the first two chosen skills'
// pair newest first (hub_board_job_skill_pairs_newest; one skill: its own
// rows) and looks each further skill up by the primary key (slug,
// board_job_id), stopping once the page is full: no sort, and at worst one
// pair's jobs read whatever the board's size (bench/talenthub). CROSS JOIN keeps SQLite to that order; PostgreSQL
// plans it as an inner join.
func boardFilter(q BoardQuery) (from, where, order string, args []any, err error) {
	from, order = "hub_board_jobs b", "b.published_at DESC, b.id DESC"
	conds := []string{}
	var skills []string
	for _, sk := range q.Skills {
		for _, one := range strings.Split(sk, ",") {
			if one = strings.TrimSpace(one); one != "" && !contains(skills, one) {
				skills = append(skills, one)
			}
		}
	}
	if len(skills) > MaxBoardSkills {
		return "", "", "", nil, recruit.FieldError("skills", "Choose at most 10 skills")
	}
	switch {
	case len(skills) == 1:
		from = "hub_board_job_skills s0 CROSS JOIN hub_board_jobs b"
		conds, args = append(conds, "s0.slug = ?", "b.id = s0.board_job_id"), append(args, skills[0])
		order = "s0.published_at DESC, s0.board_job_id DESC"
	case len(skills) > 1:
		// The pair of the first two (in slug order) drives; any further
		// skill is looked up by its primary key.
		sorted := slices.Clone(skills)
		slices.Sort(sorted)
		tables := []string{"hub_board_job_skill_pairs p"}
		conds, args = append(conds, "p.skill_a = ? AND p.skill_b = ?"), append(args, sorted[0], sorted[1])
		for i, slug := range sorted[2:] {
			tables = append(tables, fmt.Sprintf("hub_board_job_skills s%d", i))
			conds = append(conds, fmt.Sprintf("s%d.slug = ? AND s%d.board_job_id = p.board_job_id", i, i))
			args = append(args, slug)
		}
		from = strings.Join(append(tables, "hub_board_jobs b"), " CROSS JOIN ")
		conds = append(conds, "b.id = p.board_job_id")
		order = "p.published_at DESC, p.board_job_id DESC"
	}
	conds, args = append(conds, "b.status = ?"), append(args, BoardOpen)
	switch q.Type {
	case "", "all":
	case BoardInternship, BoardFullTime:
		conds, args = append(conds, "b.job_type = ?"), append(args, q.Type)
	default:
		return "", "", "", nil, recruit.FieldError("type", "Type is all, internship or full_time")
	}
	if e := q.Experience; e != nil {
		switch {
		case *e < 0 || *e > ExperiencePlus:
			return "", "", "", nil, recruit.FieldError("experience", "Experience is from 0 to 6 (6 means 5+)")
		case *e == ExperiencePlus:
			conds = append(conds, "b.min_experience >= ?")
			args = append(args, 5)
		default:
			conds = append(conds, "(b.min_experience IS NULL OR b.min_experience <= ?) AND (b.max_experience IS NULL OR b.max_experience >= ?)")
			args = append(args, *e, *e)
		}
	}
	return from, strings.Join(conds, " AND "), order, args, nil
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// markApplied sets Applied on the jobs the signed-in candidate applied to.
func (s *Service) markApplied(ctx context.Context, jobs []BoardJob) error {
	a := recruit.ActorFrom(ctx)
	if a == nil || a.Kind != recruit.KindTalentCandidate || a.HubCandidateID == 0 || len(jobs) == 0 {
		return nil
	}
	ids := make([]int64, len(jobs))
	for i, j := range jobs {
		ids[i] = j.ID
	}
	var applied []int64
	if err := s.DB.Conn(ctx).NewRaw("SELECT board_job_id FROM hub_board_applications WHERE hub_candidate_id = ? AND board_job_id IN (?)",
		a.HubCandidateID, bun.In(ids)).Scan(ctx, &applied); err != nil {
		return err
	}
	for i := range jobs {
		jobs[i].Applied = contains64(applied, jobs[i].ID)
	}
	return nil
}

func contains64(list []int64, v int64) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// BoardJobView is a job's page: the job, and for a signed-in candidate
// which requirements they meet and what else keeps them from applying.
type BoardJobView struct {
	Job *BoardJob
	// Blockers are the reasons a signed-in candidate cannot apply now
	// (none for anyone else); in the order apply checks them.
	Blockers []string
	// Requisition is the open job's requisition as its careers page
	// shows it (places, dates: the page's JobPosting); nil once closed.
	Requisition *ats.Requisition
}

// BoardJobPage is one board job by its company's and its own slug, for
// anyone; closed jobs answer too (their page says so, without the
// description).
func (s *Service) BoardJobPage(ctx context.Context, companySlug, jobSlug string) (*BoardJobView, error) {
	j, err := s.boardJobWhere(ctx, "b.company_slug = ? AND b.slug = ?", companySlug, jobSlug)
	if err != nil {
		return nil, err
	}
	one := []BoardJob{*j}
	if err := s.closeIfNotLive(ctx, one); err != nil {
		return nil, err
	}
	j.Status = one[0].Status
	view := &BoardJobView{Job: j, Blockers: []string{}}
	if j.Status == BoardOpen {
		req, err := s.ATS.PublicJob(recruit.WithActor(ctx, recruit.ApplicantActor(j.CompanyID)), j.RequisitionSlug)
		if err == nil {
			j.Description, view.Requisition = req.Description, req
		} else if recruit.ErrorCode(err) != recruit.ENOTFOUND {
			return nil, err
		}
	}
	if a := recruit.ActorFrom(ctx); a != nil && a.Kind == recruit.KindTalentCandidate {
		if err := s.markApplied(ctx, one); err != nil {
			return nil, err
		}
		j.Applied = one[0].Applied
		p, err := s.OwnProfile(ctx)
		if err != nil {
			return nil, err
		}
		view.Blockers = blockers(j, p, s.now())
	}
	return view, nil
}
