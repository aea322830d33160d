package marketplace

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"time"

	"hirekit/internal/recruit"
)

// Attempt states.
const (
	AttemptOpen     = "open"
	AttemptFinished = "finished"
)

// drawnQuestion is a question of an attempt as stored: options in the
// attempt's order and the index of the right one in that order. Never
// sent while the attempt is open.
type drawnQuestion struct {
	Text    string   `json:"text"`
	Options []string `json:"options"`
	Answer  int      `json:"answer"`
	Level   int      `json:"level"`
}

// AskedQuestion is a question as the candidate sees it. Correct is set
// only once the attempt is finished.
type AskedQuestion struct {
	Position int
	Text     string
	Options  []string
	Level    int
	Chosen   *int
	Correct  *int
}

// Attempt is one assessment attempt as its candidate sees it.
type Attempt struct {
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
	Questions  []AskedQuestion
}

// attemptRow is hub_assessment_attempts.
type attemptRow struct {
	ID             int64      `bun:"id"`
	PublicID       string     `bun:"public_id"`
	HubCandidateID int64      `bun:"hub_candidate_id"`
	SkillSlug      string     `bun:"skill_slug"`
	SkillName      string     `bun:"skill_name"`
	Questions      string     `bun:"questions"`
	State          string     `bun:"state"`
	StartedAt      time.Time  `bun:"started_at"`
	Deadline       time.Time  `bun:"deadline"`
	FinishedAt     *time.Time `bun:"finished_at"`
	Score          int        `bun:"score"`
	Total          int        `bun:"total"`
	Result         string     `bun:"result"`
	Level          int        `bun:"level"`
}

const attemptCols = `id, public_id, hub_candidate_id, skill_slug, skill_name, questions, state, started_at, deadline, finished_at, score, total, result, level`

// drawQuestions picks drawPerLevel questions of each level, shuffles them and each
// one's options.
func drawQuestions(b *Bank) []drawnQuestion {
	var byLevel [3][]BankQuestion
	for _, q := range b.Questions {
		byLevel[q.Level-1] = append(byLevel[q.Level-1], q)
	}
	var out []drawnQuestion
	for l, n := range drawPerLevel {
		qs := byLevel[l]
		for _, i := range mrand.Perm(len(qs))[:n] {
			q := qs[i]
			perm := mrand.Perm(4)
			d := drawnQuestion{Text: q.Text, Level: q.Level, Options: make([]string, 4)}
			for to, from := range perm {
				d.Options[to] = q.Options[from]
				if from == q.Answer {
					d.Answer = to
				}
			}
			out = append(out, d)
		}
	}
	mrand.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func randomID(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return hex.EncodeToString(b)
}

// catalogueName is a catalogue skill's name, or a 404.
func (s *Service) catalogueName(ctx context.Context, slug string) (string, error) {
	var name string
	err := s.DB.Conn(ctx).NewRaw(`SELECT name FROM hub_skill_catalogue WHERE slug = ? AND removed_at IS NULL`, slug).Scan(ctx, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", recruit.Errorf(recruit.ENOTFOUND, "Skill not found")
	}
	return name, err
}

// bankFor is the bank of a catalogue skill, or a 404.
func bankFor(slug string) (*Bank, error) {
	bs, err := Banks()
	if err != nil {
		return nil, err
	}
	b := bs[slug]
	if b == nil {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "There is no assessment for this skill yet")
	}
	return b, nil
}

// lastAttempt is the candidate's newest attempt at a skill (nil: none).
func (s *Service) lastAttempt(ctx context.Context, id int64, slug string) (*attemptRow, error) {
	var rows []attemptRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT `+attemptCols+` FROM hub_assessment_attempts
		WHERE hub_candidate_id = ? AND skill_slug = ? ORDER BY started_at DESC, id DESC LIMIT 1`, id, slug).Scan(ctx, &rows); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// StartAssessment starts the signed-in candidate's attempt at a skill
// (POST talenthub/assessments/{skillSlug}/get-started): the open one
// still in time is answered again; otherwise a new one, unless the last
// started within AssessmentCooldown.
func (s *Service) StartAssessment(ctx context.Context, slug string) (*Attempt, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	b, err := bankFor(slug)
	if err != nil {
		return nil, err
	}
	var publicID string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		name, err := s.catalogueName(ctx, slug)
		if err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Second)
		last, err := s.lastAttempt(ctx, id, slug)
		if err != nil {
			return err
		}
		if last != nil && last.State == AttemptOpen && now.Before(last.Deadline) {
			publicID = last.PublicID
			return nil
		}
		if last != nil && now.Before(last.StartedAt.Add(AssessmentCooldown)) {
			return recruit.Errorf(recruit.ECONFLICT, "You can take the %s assessment again after %s UTC",
				name, last.StartedAt.Add(AssessmentCooldown).UTC().Format("2 Jan 2006 15:04"))
		}
		qs, err := json.Marshal(drawQuestions(b))
		if err != nil {
			return err
		}
		publicID = randomID(12)
		_, err = s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_assessment_attempts (public_id, hub_candidate_id, skill_slug, skill_name, questions, state, started_at, deadline, total)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, publicID, id, slug, name, string(qs), AttemptOpen, now, now.Add(AssessmentDuration), AssessmentQuestions).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.GetAttempt(ctx, publicID)
}

// ownAttempt reads the candidate's attempt by its public id (404 for
// anyone else's).
func (s *Service) ownAttempt(ctx context.Context, id int64, publicID string) (*attemptRow, error) {
	var r attemptRow
	err := s.DB.Conn(ctx).NewRaw(`SELECT `+attemptCols+` FROM hub_assessment_attempts WHERE public_id = ? AND hub_candidate_id = ?`, publicID, id).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Assessment not found")
	}
	return &r, err
}

func (s *Service) answersOf(ctx context.Context, attemptID int64) (map[int]int, error) {
	var rows []struct {
		Position int `bun:"position"`
		Choice   int `bun:"choice"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT position, choice FROM hub_assessment_answers WHERE attempt_id = ?`, attemptID).Scan(ctx, &rows); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	out := map[int]int{}
	for _, r := range rows {
		out[r.Position] = r.Choice
	}
	return out, nil
}

// GetAttempt is the candidate's attempt (GET talenthub/assessments/
// {assessmentId}); an open one past its deadline is finished first.
func (s *Service) GetAttempt(ctx context.Context, publicID string) (*Attempt, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.ownAttempt(ctx, id, publicID)
	if err != nil {
		return nil, err
	}
	if r.State == AttemptOpen && !s.now().Before(r.Deadline) {
		if err := s.finish(ctx, r.ID); err != nil {
			return nil, err
		}
		if r, err = s.ownAttempt(ctx, id, publicID); err != nil {
			return nil, err
		}
	}
	answers, err := s.answersOf(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	return attemptView(r, answers)
}

// attemptView is what the candidate may see: the right options only of
// a finished attempt.
func attemptView(r *attemptRow, answers map[int]int) (*Attempt, error) {
	var qs []drawnQuestion
	if err := json.Unmarshal([]byte(r.Questions), &qs); err != nil {
		return nil, fmt.Errorf("attempt %d questions: %w", r.ID, err)
	}
	a := &Attempt{ID: r.PublicID, SkillSlug: r.SkillSlug, SkillName: r.SkillName, State: r.State, StartedAt: r.StartedAt,
		Deadline: r.Deadline, FinishedAt: r.FinishedAt, Score: r.Score, Total: r.Total, Result: r.Result, Level: r.Level,
		Questions: []AskedQuestion{}}
	for i, q := range qs {
		aq := AskedQuestion{Position: i + 1, Text: q.Text, Options: q.Options, Level: q.Level}
		if c, ok := answers[i+1]; ok {
			aq.Chosen = &c
		}
		if r.State == AttemptFinished {
			right := q.Answer
			aq.Correct = &right
		}
		a.Questions = append(a.Questions, aq)
	}
	return a, nil
}
