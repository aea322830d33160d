package ats

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"sync"
	"time"

	"hirekit/internal/recruit"
)

// This file holds what the public careers pages read of jobs: the live
// jobs of a company, one job by its slug, and which companies are hiring.
// Only an applicant (recruit.PermViewCareers) reads them.

// LiveJobsQuery narrows the live jobs: all but one job (the one a page
// shows), and at most Limit of them (0 = all).
type LiveJobsQuery struct {
	ExceptSlug string
	Limit      int
}

// liveColumns are what a list of jobs shows, and no more: a company's
// careers page lists hundreds of jobs, and each column of each row costs
// (bench/README.md). The description is its own page's.
const liveColumns = `r.id, r.slug, r.title, r.department_id, d.title AS department, r.remote, r.job_type,
	r.min_experience, r.max_experience, r.min_salary, r.max_salary, r.salary_currency, r.published_at`

// LiveJobs lists the live jobs of the applicant's company, newest first,
// with their locations, in two queries whatever their number. A careers
// page lists hundreds of jobs on every visit, so the queries are prepared
// once, their rows scanned by hand, and the whole list is kept by this
// process with the stamp it was read at: each visit asks only for the
// stamp (an index-only count and max(updated_at) of the live jobs) and
// reads the list again when it changed (bench/README.md). The answer is
// shared: callers do not change it.
func (s *Service) LiveJobs(ctx context.Context, q LiveJobsQuery) ([]Requisition, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewCareers)
	if err != nil {
		return nil, err
	}
	stamp, err := s.liveStamp(ctx, companyID)
	if err != nil {
		return nil, err
	}
	jobs, ok := s.live.get(companyID, stamp)
	if !ok {
		if jobs, err = s.readLiveJobs(ctx, companyID); err != nil {
			return nil, err
		}
		s.live.put(companyID, stamp, jobs)
	}
	if q == (LiveJobsQuery{}) {
		return jobs, nil
	}
	out := []Requisition{}
	for _, j := range jobs {
		if j.Slug != q.ExceptSlug && (q.Limit == 0 || len(out) < q.Limit) {
			out = append(out, j)
		}
	}
	return out, nil
}

// liveStamp says which state of a company's live jobs a list shows: any
// publishing, unpublishing or edit of a live job changes their number or
// their latest updated_at (every write of a job sets it).
func (s *Service) liveStamp(ctx context.Context, companyID int64) (string, error) {
	row, err := s.DB.QueryRowPrepared(ctx, "SELECT count(*), max(updated_at) FROM requisitions WHERE company_id = ? AND state = ?",
		companyID, string(recruit.ReqLive))
	if err != nil {
		return "", err
	}
	var n int64
	var last sql.NullString
	if err := row.Scan(&n, &last); err != nil {
		return "", err
	}
	return strconv.FormatInt(n, 10) + "|" + last.String, nil
}

// liveLists keeps each company's live jobs with their stamp.
type liveLists struct {
	mu        sync.Mutex
	byCompany map[int64]liveList
}

type liveList struct {
	stamp string
	jobs  []Requisition
}

func (l *liveLists) get(companyID int64, stamp string) ([]Requisition, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.byCompany[companyID]
	return e.jobs, ok && e.stamp == stamp
}

func (l *liveLists) put(companyID int64, stamp string, jobs []Requisition) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byCompany == nil {
		l.byCompany = map[int64]liveList{}
	}
	l.byCompany[companyID] = liveList{stamp: stamp, jobs: jobs}
}

// readLiveJobs reads the live jobs from the database.
func (s *Service) readLiveJobs(ctx context.Context, companyID int64) ([]Requisition, error) {
	rows, err := s.DB.QueryPrepared(ctx, `SELECT `+liveColumns+` FROM requisitions r LEFT JOIN departments d ON d.id = r.department_id
		WHERE r.company_id = ? AND r.state = ? ORDER BY r.published_at DESC, r.id DESC`, companyID, string(recruit.ReqLive))
	if err != nil {
		return nil, err
	}
	jobs, err := scanLiveJobs(rows, companyID)
	if err != nil || len(jobs) == 0 {
		return jobs, err
	}
	at := make(map[int64]int, len(jobs))
	for n := range jobs {
		at[jobs[n].ID] = n
	}
	// The locations of all live jobs by a join: hundreds of ids as
	// parameters cost more.
	rows, err = s.DB.QueryPrepared(ctx, `SELECT l.requisition_id, l.id, l.city, l.country, l.remote FROM requisition_locations l
		JOIN requisitions r ON r.id = l.requisition_id WHERE r.company_id = ? AND r.state = ?
		ORDER BY l.requisition_id, l.position, l.id`, companyID, string(recruit.ReqLive))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var reqID int64
		var l Location
		if err := rows.Scan(&reqID, &l.ID, &l.City, &l.Country, &l.Remote); err != nil {
			return nil, err
		}
		if n, ok := at[reqID]; ok {
			jobs[n].Locations = append(jobs[n].Locations, l)
		}
	}
	return jobs, rows.Err()
}

// scanLiveJobs reads the rows of liveColumns.
func scanLiveJobs(rows *sql.Rows, companyID int64) ([]Requisition, error) {
	defer rows.Close()
	jobs := []Requisition{}
	for rows.Next() {
		var j Requisition
		var deptID, minSal, maxSal sql.NullInt64
		var dept sql.NullString
		var minExp, maxExp sql.NullFloat64
		var published sql.NullTime
		if err := rows.Scan(&j.ID, &j.Slug, &j.Title, &deptID, &dept, &j.Remote, &j.JobType, &minExp, &maxExp, &minSal, &maxSal,
			&j.SalaryCurrency, &published); err != nil {
			return nil, err
		}
		if deptID.Valid {
			j.DepartmentID = &deptID.Int64
		}
		if dept.Valid {
			j.Department = &dept.String
		}
		if minExp.Valid {
			j.MinExperience = &minExp.Float64
		}
		if maxExp.Valid {
			j.MaxExperience = &maxExp.Float64
		}
		if minSal.Valid {
			j.MinSalary = &minSal.Int64
		}
		if maxSal.Valid {
			j.MaxSalary = &maxSal.Int64
		}
		if published.Valid {
			t := published.Time.UTC()
			j.PublishedAt = &t
		}
		j.CompanyID, j.State, j.Locations = companyID, recruit.ReqLive, []Location{}
		jobs = append(jobs, j)
	}
	return jobs, rows.Err()
}

// PublicJob returns a job of the applicant's company by its slug, with its
// locations and screening questions, when it is on the careers page. A job
// that was on it and is not now (unpublished, archived) answers only as a
// closed stub, its title and state, so its page can say it is closed: what
// it says now, perhaps edited since it came down, is no longer public
// (security review 3, L2). A job never published is not found.
func (s *Service) PublicJob(ctx context.Context, slug string) (*Requisition, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewCareers)
	if err != nil {
		return nil, err
	}
	var r Requisition
	err = s.DB.Conn(ctx).NewRaw(`SELECT r.*, d.title AS department FROM requisitions r LEFT JOIN departments d ON d.id = r.department_id
		WHERE r.company_id = ? AND r.slug = ? AND r.published_at IS NOT NULL`, companyID, slug).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errJobNotFound
	} else if err != nil {
		return nil, err
	}
	if r.State != recruit.ReqLive {
		return closedStub(&r), nil
	}
	// Its locations and questions; who works on it is nobody's business
	// here.
	r.Locations, r.Questions = []Location{}, []Question{}
	if err := s.DB.Conn(ctx).NewRaw("SELECT id, city, country, remote FROM requisition_locations WHERE requisition_id = ? ORDER BY position, id", r.ID).Scan(ctx, &r.Locations); err != nil {
		return nil, err
	}
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM screening_questions WHERE requisition_id = ? AND active = ? ORDER BY position, id", r.ID, true).Scan(ctx, &r.Questions)
	return &r, err
}

// closedStub is what the public still learns of a job off the careers
// page: which job it is (id, slug, title, when it was posted) and its
// state, which says it is closed; no description, questions, salary,
// department, locations or ranges.
func closedStub(r *Requisition) *Requisition {
	return &Requisition{ID: r.ID, CompanyID: r.CompanyID, Slug: r.Slug, Title: r.Title, State: r.State, PublishedAt: r.PublishedAt,
		Locations: []Location{}, Questions: []Question{}}
}

// Hiring is a company with live jobs, for the sitemap index.
type Hiring struct {
	CompanyID int64     `bun:"company_id"`
	Updated   time.Time `bun:"updated"`
}

// HiringCompanies lists every company with a live job and when its newest
// was published. It reads across companies on purpose: the sitemap index
// is one list for the whole install, of public pages only.
func (s *Service) HiringCompanies(ctx context.Context) ([]Hiring, error) {
	if err := recruit.Require(ctx, recruit.PermViewCareers); err != nil {
		return nil, err
	}
	out := []Hiring{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT company_id, max(published_at) AS updated FROM requisitions WHERE state = ?
		GROUP BY company_id ORDER BY company_id`, recruit.ReqLive).Scan(ctx, &out)
	return out, err
}
