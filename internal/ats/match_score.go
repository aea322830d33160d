package ats

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/riverqueue/river"

	"hirekit/internal/match"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// MatchApplicationArgs is the job that scores one application against its
// job (after its resume is parsed).
type MatchApplicationArgs struct {
	ApplicationID int64 `json:"application_id"`
	CompanyID     int64 `json:"company_id"`
}

// Kind names the job.
func (MatchApplicationArgs) Kind() string { return "match_application" }

// MatchJobArgs is the job that scores every application of a job again
// (after the job's text, experience range or questions change): one queue
// job per requisition, however many applications it has.
type MatchJobArgs struct {
	RequisitionID int64 `json:"requisition_id"`
	CompanyID     int64 `json:"company_id"`
}

// Kind names the job.
func (MatchJobArgs) Kind() string { return "match_requisition" }

// MatchApplicationWorker runs ScoreApplication as the system.
type MatchApplicationWorker struct {
	river.WorkerDefaults[MatchApplicationArgs]
	ATS *Service
}

// Work scores one application.
func (w *MatchApplicationWorker) Work(ctx context.Context, job *river.Job[MatchApplicationArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	return Permanent(w.ATS.ScoreApplication(ctx, job.Args.ApplicationID))
}

// MatchJobWorker runs ScoreRequisition as the system.
type MatchJobWorker struct {
	river.WorkerDefaults[MatchJobArgs]
	ATS *Service
}

// Work scores a job's applications.
func (w *MatchJobWorker) Work(ctx context.Context, job *river.Job[MatchJobArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	return Permanent(w.ATS.ScoreRequisition(ctx, job.Args.RequisitionID))
}

// matchBatch is how many applications ScoreRequisition reads at a time:
// each batch is scored and written in one short transaction, so a job with
// thousands of candidates never holds SQLite's write connection long.
const matchBatch = 200

// ScoreRequisition scores every application of the job again, in batches
// by id.
func (s *Service) ScoreRequisition(ctx context.Context, requisitionID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermStoreParsedResume)
	if err != nil {
		return err
	}
	job, questions, err := s.matchJob(ctx, companyID, requisitionID)
	if err != nil {
		return err
	}
	for after := int64(0); ; {
		var ids []int64
		if err := s.DB.Read.NewRaw(`SELECT id FROM candidate_applications WHERE company_id = ? AND requisition_id = ? AND id > ?
			ORDER BY id LIMIT ?`, companyID, requisitionID, after, matchBatch).Scan(ctx, &ids); err != nil {
			return err
		}
		if len(ids) == 0 {
			return nil
		}
		if err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
			for _, id := range ids {
				if err := s.scoreOne(ctx, companyID, id, job, questions); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
		after = ids[len(ids)-1]
	}
}

// ScoreApplication scores one application against its job.
func (s *Service) ScoreApplication(ctx context.Context, applicationID int64) error {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermStoreParsedResume)
	if err != nil {
		return err
	}
	var reqID int64
	err = s.DB.Read.NewRaw("SELECT requisition_id FROM candidate_applications WHERE id = ? AND company_id = ?", applicationID, companyID).Scan(ctx, &reqID)
	if errors.Is(err, sql.ErrNoRows) {
		return errApplicationNotFound
	} else if err != nil {
		return err
	}
	job, questions, err := s.matchJob(ctx, companyID, reqID)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		return s.scoreOne(ctx, companyID, applicationID, job, questions)
	})
}

// matchQuestion is a required active question of the job.
type matchQuestion struct {
	ID        int64  `bun:"id"`
	Title     string `bun:"title"`
	FieldType string `bun:"field_type"`
}

// matchJob reads what the score needs of a job: its text, range and
// required questions.
func (s *Service) matchJob(ctx context.Context, companyID, requisitionID int64) (match.Job, []matchQuestion, error) {
	var r struct {
		Title       string   `bun:"title"`
		Description string   `bun:"description"`
		Min         *float64 `bun:"min_experience"`
		Max         *float64 `bun:"max_experience"`
	}
	err := s.DB.Read.NewRaw("SELECT title, description, min_experience, max_experience FROM requisitions WHERE id = ? AND company_id = ?",
		requisitionID, companyID).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return match.Job{}, nil, errJobNotFound
	} else if err != nil {
		return match.Job{}, nil, err
	}
	qs := []matchQuestion{}
	if err := s.DB.Read.NewRaw(`SELECT id, title, field_type FROM screening_questions WHERE requisition_id = ? AND company_id = ?
		AND active = ? AND required = ? ORDER BY position`, requisitionID, companyID, true, true).Scan(ctx, &qs); err != nil {
		return match.Job{}, nil, err
	}
	return match.Job{Title: r.Title, Description: r.Description, MinYears: r.Min, MaxYears: r.Max}, qs, nil
}

// scoreOne scores an application inside the ctx transaction and stores
// the score and its reasons.
func (s *Service) scoreOne(ctx context.Context, companyID, appID int64, job match.Job, questions []matchQuestion) error {
	db := s.DB.Conn(ctx)
	var a struct {
		Text  string   `bun:"resume_text"`
		Roles string   `bun:"resume_roles"`
		Years *float64 `bun:"experience_years"`
	}
	err := db.NewRaw("SELECT resume_text, resume_roles, experience_years FROM candidate_applications WHERE id = ? AND company_id = ?",
		appID, companyID).Scan(ctx, &a)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // removed since the job was queued: nothing to score
	} else if err != nil {
		return err
	}
	c := match.Candidate{ResumeText: a.Text, StatedYears: a.Years, Year: sqldb.NowIn(ctx).Year()}
	// The column is written only by storeParsed, as JSON.
	_ = json.Unmarshal([]byte(a.Roles), &c.Roles)
	// The profile's skills, and a recruiter's corrections, which win over
	// the parse as they do on the candidate page: corrected total years
	// win over the years counted from roles and over the stated ones.
	parsed, _, err := s.parsedProfile(ctx, companyID, appID)
	if err != nil {
		return err
	}
	profile, edited, err := s.effectiveProfile(ctx, companyID, appID, parsed)
	if err != nil {
		return err
	}
	c.Skills = profile.Skills
	if edited[FieldTotalYears] {
		years := float64(profile.TotalYears)
		c.StatedYears = &years
	}
	var answers []struct {
		QuestionID int64  `bun:"question_id"`
		Answer     string `bun:"answer"`
	}
	if err := db.NewRaw("SELECT question_id, answer FROM application_answers WHERE application_id = ?", appID).Scan(ctx, &answers); err != nil {
		return err
	}
	// A candidate a recruiter added without the form answered nothing:
	// that says nothing of them, so unanswered questions count only for
	// an application that has answers.
	if len(answers) > 0 {
		given := map[int64]string{}
		for _, x := range answers {
			given[x.QuestionID] = x.Answer
		}
		for _, q := range questions {
			c.Answers = append(c.Answers, match.Answer{Question: q.Title, FieldType: q.FieldType, Required: true, Answer: given[q.ID]})
		}
	}
	res := match.Score(job, c)
	reasons, err := json.Marshal(res.Reasons)
	if err != nil {
		return err
	}
	_, err = db.NewRaw("UPDATE candidate_applications SET match_score = ?, match_reasons = ? WHERE id = ? AND company_id = ?",
		res.Score, string(reasons), appID, companyID).Exec(ctx)
	return err
}

// rolesJSON is the parser's dated roles as resume_roles stores them.
func rolesJSON(roles []resume.Experience) string {
	out := []match.Role{}
	for _, r := range match.FromResume("", nil, roles).Roles {
		if r.StartYear > 0 {
			out = append(out, r)
		}
	}
	b, _ := json.Marshal(out)
	return string(b)
}

// matchRelevant says whether a job's change can change its scores: its
// title, description, experience range or questions.
func matchRelevant(r *Requisition, in *RequisitionInput) bool {
	if r.Title != in.Title || r.Description != in.Description || !samePtr(r.MinExperience, in.MinExperience) || !samePtr(r.MaxExperience, in.MaxExperience) {
		return true
	}
	if len(r.Questions) != len(in.Questions) {
		return true
	}
	for i, q := range r.Questions {
		n := in.Questions[i]
		if q.Title != n.Title || q.Required != n.Required || q.FieldType != n.FieldType {
			return true
		}
	}
	return false
}

// MatchBackfillArgs is the daily job (also run at start) that queues a
// match_requisition for every job with parsed, unscored applications:
// those parsed before scores existed, or whose match job was lost.
type MatchBackfillArgs struct{}

// Kind names the job.
func (MatchBackfillArgs) Kind() string { return "match_backfill" }

// MatchBackfillWorker runs QueueUnscored.
type MatchBackfillWorker struct {
	river.WorkerDefaults[MatchBackfillArgs]
	ATS *Service
}

// Work queues the scoring of unscored applications once.
func (w *MatchBackfillWorker) Work(ctx context.Context, _ *river.Job[MatchBackfillArgs]) error {
	return w.ATS.QueueUnscored(ctx)
}

// backfillJobs bounds the jobs one backfill queues; the next run takes
// the rest.
const backfillJobs = 1000

// QueueUnscored queues one match_requisition per job (of any company) that
// has applications with parsed resume text and no score. It runs as the
// system across companies, like the purges, and only enqueues: each
// queued job scores as its company's system actor.
func (s *Service) QueueUnscored(ctx context.Context) error {
	var jobs []struct {
		CompanyID     int64 `bun:"company_id"`
		RequisitionID int64 `bun:"requisition_id"`
	}
	if err := s.DB.Read.NewRaw(`SELECT DISTINCT company_id, requisition_id FROM candidate_applications
		WHERE match_score = ? AND resume_status = ? AND resume_text <> '' ORDER BY company_id, requisition_id LIMIT ?`,
		int(recruit.MatchNone), recruit.ResumeParsed, backfillJobs).Scan(ctx, &jobs); err != nil {
		return err
	}
	// One transaction: the jobs are queued all or none.
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		for _, j := range jobs {
			if _, err := s.Queue.Insert(ctx, MatchJobArgs{RequisitionID: j.RequisitionID, CompanyID: j.CompanyID}, nil); err != nil {
				return err
			}
		}
		return nil
	})
}
