package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// AssessmentInfo is the assessment get-started page of a skill.
type AssessmentInfo struct {
	SkillSlug   string
	SkillName   string
	Questions   int
	Minutes     int
	PassMark    int
	Proficiency int
	// OpenAttempt is the attempt still in time ("" none); NextAttemptAt
	// when a new one may start (nil: now).
	OpenAttempt   string
	NextAttemptAt *time.Time
}

// AttemptSummary is an attempt in the skill dashboard's list.
type AttemptSummary struct {
	ID         string
	SkillSlug  string
	SkillName  string
	State      string
	StartedAt  time.Time
	Deadline   time.Time
	FinishedAt *time.Time
	Score      int
	Total      int
	Result     string
	Level      int
}

// AvailableAssessment is a skill with a question bank.
type AvailableAssessment struct {
	SkillSlug     string
	SkillName     string
	Category      string
	Proficiency   int
	OpenAttempt   string
	NextAttemptAt *time.Time
}

// SkillDashboard is GET talenthub/skill-dashboard.
type SkillDashboard struct {
	Skills       []Skill
	Assessments  []AvailableAssessment
	Attempts     []AttemptSummary
	Certificates []Certificate
}

// finishExpired scores the candidate's open attempts past their deadline.
func (s *Service) finishExpired(ctx context.Context, id int64) error {
	var open []attemptRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT `+attemptCols+` FROM hub_assessment_attempts WHERE hub_candidate_id = ? AND state = ?`,
		id, AttemptOpen).Scan(ctx, &open); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	now := s.now()
	for _, r := range open {
		if !now.Before(r.Deadline) {
			if err := s.finish(ctx, r.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Service) attempts(ctx context.Context, id int64) ([]AttemptSummary, error) {
	var rows []attemptRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT `+attemptCols+` FROM hub_assessment_attempts WHERE hub_candidate_id = ?
		ORDER BY started_at DESC, id DESC`, id).Scan(ctx, &rows); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	out := []AttemptSummary{}
	for _, r := range rows {
		out = append(out, AttemptSummary{ID: r.PublicID, SkillSlug: r.SkillSlug, SkillName: r.SkillName, State: r.State, StartedAt: r.StartedAt,
			Deadline: r.Deadline, FinishedAt: r.FinishedAt, Score: r.Score, Total: r.Total, Result: r.Result, Level: r.Level})
	}
	return out, nil
}

// nextAttempt says, from the newest attempt at a skill (first in
// attempts), which attempt is open and when a new one may start.
func (s *Service) nextAttempt(attempts []AttemptSummary, slug string) (open string, next *time.Time) {
	now := s.now()
	for _, a := range attempts {
		if a.SkillSlug != slug {
			continue
		}
		if a.State == AttemptOpen && now.Before(a.Deadline) {
			return a.ID, nil
		}
		if t := CooldownUntil(a.StartedAt); now.Before(t) {
			return "", &t
		}
		return "", nil
	}
	return "", nil
}

// AssessmentInfo is GET talenthub/assessments/{skillSlug}/get-started.
func (s *Service) AssessmentInfo(ctx context.Context, slug string) (*AssessmentInfo, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := bankFor(slug); err != nil {
		return nil, err
	}
	name, err := s.catalogueName(ctx, slug)
	if err != nil {
		return nil, err
	}
	if err := s.finishExpired(ctx, id); err != nil {
		return nil, err
	}
	level, err := s.skillLevel(ctx, id, slug)
	if err != nil {
		return nil, err
	}
	atts, err := s.attempts(ctx, id)
	if err != nil {
		return nil, err
	}
	info := &AssessmentInfo{SkillSlug: slug, SkillName: name, Questions: AssessmentQuestions, Minutes: int(AssessmentDuration / time.Minute),
		PassMark: PassMark, Proficiency: level}
	info.OpenAttempt, info.NextAttemptAt = s.nextAttempt(atts, slug)
	return info, nil
}

// SkillDashboard is the candidate's skills with their badges, the
// assessments they can take, their attempts and certificates.
func (s *Service) SkillDashboard(ctx context.Context) (*SkillDashboard, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.finishExpired(ctx, id); err != nil {
		return nil, err
	}
	d := &SkillDashboard{Skills: []Skill{}, Assessments: []AvailableAssessment{}}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT name, slug, proficiency, last_passed_certification_slug FROM hub_skills
		WHERE hub_candidate_id = ? ORDER BY proficiency DESC, id`, id).Scan(ctx, &d.Skills); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	if d.Attempts, err = s.attempts(ctx, id); err != nil {
		return nil, err
	}
	if d.Certificates, err = s.certificates(ctx, id); err != nil {
		return nil, err
	}
	levels := map[string]int{}
	for _, sk := range d.Skills {
		levels[sk.Slug] = sk.Proficiency
	}
	cat, err := s.SkillCatalogue(ctx)
	if err != nil {
		return nil, err
	}
	bs, err := Banks()
	if err != nil {
		return nil, err
	}
	for _, c := range cat {
		if bs[c.Slug] == nil {
			continue
		}
		a := AvailableAssessment{SkillSlug: c.Slug, SkillName: c.Name, Category: c.Category, Proficiency: levels[c.Slug]}
		a.OpenAttempt, a.NextAttemptAt = s.nextAttempt(d.Attempts, c.Slug)
		d.Assessments = append(d.Assessments, a)
	}
	return d, nil
}
