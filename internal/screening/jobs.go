package screening

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"hirekit/internal/recruit"
)

// Job is a screening job: a title resumes are filed under, with its
// totals.
type Job struct {
	ID          int64  `bun:"id"`
	Title       string `bun:"title"`
	ATSProvider string `bun:"ats_provider"`
	// TagCounts counts the job's candidates holding each tag (tags no
	// candidate holds are left out).
	TagCounts       map[string]int `bun:"-"`
	TotalCandidates int            `bun:"total"`
	// Candidates is the first page of the job's candidates (Job only).
	Candidates []Candidate `bun:"-"`
}

// maxJobs bounds the jobs list: a person picks from it.
const maxJobs = 1000

// Jobs lists the company's screening jobs, newest first (GET
// screeno/jobs): titles only for view=basic, with tag counts and totals
// for view=table_view.
func (s *Service) Jobs(ctx context.Context, withCounts bool) ([]Job, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	if !withCounts {
		jobs := []Job{}
		err := s.DB.Conn(ctx).NewRaw("SELECT id, title, ats_provider FROM screening_jobs WHERE company_id = ? ORDER BY id DESC LIMIT ?",
			companyID, maxJobs).Scan(ctx, &jobs)
		return jobs, err
	}
	return s.jobsWithCounts(ctx, companyID, 0)
}

// Job returns one screening job with its counts and its first page of
// candidates (GET screeno/jobs/{id}).
func (s *Service) Job(ctx context.Context, id int64) (*Job, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	if id < 1 {
		// jobsWithCounts reads every job for 0: no id names them all.
		return nil, errJobNotFound
	}
	jobs, err := s.jobsWithCounts(ctx, companyID, id)
	if err != nil {
		return nil, err
	}
	if len(jobs) == 0 {
		return nil, errJobNotFound
	}
	job := &jobs[0]
	res, err := s.search(ctx, companyID, Filter{JobID: id})
	if err != nil {
		return nil, err
	}
	job.Candidates = res.Candidates
	return job, nil
}

// jobsWithCounts reads jobs (one when id is set) with a count per tag, in
// one grouped query over tag_bits.
func (s *Service) jobsWithCounts(ctx context.Context, companyID, id int64) ([]Job, error) {
	var sums []string
	for i := range Tags {
		sums = append(sums, fmt.Sprintf("COALESCE(sum(CASE WHEN (r.tag_bits & %d) <> 0 THEN 1 ELSE 0 END), 0) AS t%d", 1<<i, i))
	}
	cond, args := "j.company_id = ?", []any{companyID}
	if id != 0 {
		cond, args = cond+" AND j.id = ?", append(args, id)
	}
	rows, err := s.DB.Conn(ctx).QueryContext(ctx, `SELECT j.id, j.title, j.ats_provider, count(r.id) AS total, `+strings.Join(sums, ", ")+`
		FROM screening_jobs j LEFT JOIN screening_resumes r ON r.job_id = j.id AND r.company_id = j.company_id
		WHERE `+cond+` GROUP BY j.id, j.title, j.ats_provider ORDER BY j.id DESC LIMIT ?`, append(args, maxJobs)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	jobs := []Job{}
	for rows.Next() {
		j := Job{TagCounts: map[string]int{}}
		counts := make([]int, len(Tags))
		dest := []any{&j.ID, &j.Title, &j.ATSProvider, &j.TotalCandidates}
		for i := range counts {
			dest = append(dest, &counts[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		for i, n := range counts {
			if n > 0 {
				j.TagCounts[Tags[i]] = n
			}
		}
		jobs = append(jobs, j)
	}
	return jobs, rows.Err()
}

// jobExists refuses a job of another company or none.
func (s *Service) jobExists(ctx context.Context, companyID, id int64) error {
	var one int
	err := s.DB.Conn(ctx).NewRaw("SELECT 1 FROM screening_jobs WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &one)
	if errors.Is(err, sql.ErrNoRows) {
		return errJobNotFound
	}
	return err
}
