package marketplace

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Answer is one answer: the question's position (1-based) and the chosen
// option's index (0-3) in the order the attempt showed them.
type Answer struct {
	Position int
	Choice   int
}

// onScored, when set (tests), is called by the finisher that scored an
// attempt.
var onScored func(attemptID int64)

// beforeScore, when set (tests), runs between reading an open attempt and
// scoring it: a test holds two finishers there to race them.
var beforeScore func()

var errTimeUp = recruit.Errorf(recruit.ECONFLICT, "Time is up: answers after the deadline do not count")

// record stores answers of an open attempt in time, each question once;
// all or none.
func (s *Service) record(ctx context.Context, r *attemptRow, answers []Answer) error {
	if r.State != AttemptOpen {
		return recruit.Errorf(recruit.ECONFLICT, "This assessment is already finished")
	}
	now := s.now().UTC()
	if !now.Before(r.Deadline) {
		return errTimeUp
	}
	for _, a := range answers {
		if a.Position < 1 || a.Position > r.Total {
			return recruit.FieldError("position", fmt.Sprintf("Please choose a question from 1 to %d", r.Total))
		}
		if a.Choice < 0 || a.Choice > 3 {
			return recruit.FieldError("choice", "Please choose one of the four options")
		}
		// Only into an attempt still open: a concurrent finish wins.
		res, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_assessment_answers (attempt_id, position, choice, answered_at)
			SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM hub_assessment_attempts WHERE id = ? AND state = ?)
			ON CONFLICT DO NOTHING`, r.ID, a.Position, a.Choice, now, r.ID, AttemptOpen).Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return recruit.Errorf(recruit.ECONFLICT, "Question %d is already answered", a.Position)
		}
	}
	return nil
}

// AnswerQuestion records one answer (POST talenthub/submit-assessment-
// question). It says nothing of whether the answer is right.
func (s *Service) AnswerQuestion(ctx context.Context, publicID string, a Answer) (*Attempt, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, err := s.ownAttempt(ctx, id, publicID)
		if err != nil {
			return err
		}
		return s.record(ctx, r, []Answer{a})
	})
	if err == errTimeUp {
		// Past the deadline: finished with what came in time.
		if _, gerr := s.GetAttempt(ctx, publicID); gerr != nil {
			return nil, gerr
		}
	}
	if err != nil {
		return nil, err
	}
	return s.GetAttempt(ctx, publicID)
}

// FinishAssessment records the answers given with it (all at once, or
// the rest) and scores the attempt (POST talenthub/assessments/
// {assessmentId}/finish). After the deadline the answers sent are not
// recorded and the attempt is scored on those that came in time.
func (s *Service) FinishAssessment(ctx context.Context, publicID string, answers []Answer) (*Attempt, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.ownAttempt(ctx, id, publicID)
	if err != nil {
		return nil, err
	}
	if r.State == AttemptOpen && s.now().Before(r.Deadline) && len(answers) > 0 {
		if err := s.DB.RunInTx(ctx, func(ctx context.Context) error { return s.record(ctx, r, answers) }); err != nil && err != errTimeUp {
			return nil, err
		}
	}
	if err := s.finish(ctx, r.ID); err != nil {
		return nil, err
	}
	return s.GetAttempt(ctx, publicID)
}

// finish scores an open attempt, once: the conditional UPDATE on its state
// lets one finisher through; only that one raises the proficiency and
// grants the credits, in the same transaction.
func (s *Service) finish(ctx context.Context, attemptID int64) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var r attemptRow
		if err := s.DB.Conn(ctx).NewRaw(`SELECT `+attemptCols+` FROM hub_assessment_attempts WHERE id = ?`, attemptID).Scan(ctx, &r); err != nil {
			return err
		}
		if r.State != AttemptOpen {
			return nil
		}
		if beforeScore != nil {
			beforeScore()
		}
		var qs []drawnQuestion
		if err := json.Unmarshal([]byte(r.Questions), &qs); err != nil {
			return err
		}
		answers, err := s.answersOf(ctx, r.ID)
		if err != nil {
			return err
		}
		score := 0
		for i, q := range qs {
			if c, ok := answers[i+1]; ok && c == q.Answer {
				score++
			}
		}
		result, level := ResultForScore(score), LevelForScore(score)
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_assessment_attempts SET state = ?, finished_at = ?, score = ?, result = ?, level = ?
			WHERE id = ? AND state = ?`, AttemptFinished, sqldb.NowIn(ctx), score, result, level, r.ID, AttemptOpen).Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // another finisher scored it
		}
		if onScored != nil {
			onScored(r.ID)
		}
		return s.applyResult(ctx, &r, result, level)
	})
}

// applyResult raises the skill's proficiency to a pass's level (adding
// the skill when absent), never lowering it, and grants the pass's
// credits once per skill and level. A partial pass marks a self-added
// skill (0) as -1, "Partially passed"; a verified level stays.
func (s *Service) applyResult(ctx context.Context, r *attemptRow, result string, level int) error {
	db := s.DB.Conn(ctx)
	switch result {
	case ResultPassed:
		if _, err := db.NewRaw(`INSERT INTO hub_skills (hub_candidate_id, name, slug, proficiency, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (hub_candidate_id, slug) DO UPDATE SET proficiency = CASE WHEN hub_skills.proficiency < excluded.proficiency
			THEN excluded.proficiency ELSE hub_skills.proficiency END`,
			r.HubCandidateID, r.SkillName, r.SkillSlug, level, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
		if _, err := s.grantCredits(ctx, r.HubCandidateID, CauseAssessment, fmt.Sprintf("%s:%d", r.SkillSlug, level), level*CreditsPerLevel,
			CreditGranted, fmt.Sprintf("Passed the %s assessment at level %d", r.SkillName, level)); err != nil {
			return err
		}
		// A skill added by a pass may take the profile past 60%: the
		// referrer's credit follows, as after any profile write.
		return s.afterProfileChange(ctx, r.HubCandidateID)
	case ResultPartial:
		_, err := db.NewRaw(`UPDATE hub_skills SET proficiency = -1 WHERE hub_candidate_id = ? AND slug = ? AND proficiency = 0`,
			r.HubCandidateID, r.SkillSlug).Exec(ctx)
		return err
	}
	return nil
}

// CooldownUntil is when the candidate may start a new attempt at a skill
// after one started at started.
func CooldownUntil(started time.Time) time.Time { return started.Add(AssessmentCooldown) }
