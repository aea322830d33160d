package marketplace

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
	"time"
)

// Assessment rules (docs/decisions.md, "Assessments"). An attempt draws
// drawPerLevel questions of each level from the skill's bank; it must be
// finished within AssessmentDuration, and one attempt per skill is
// allowed per AssessmentCooldown.
const (
	AssessmentDuration = 10 * time.Minute
	AssessmentCooldown = 24 * time.Hour
	// PassMark is the number of right answers (of AssessmentQuestions) a
	// pass needs; PartialMark the fewest for "partially passed".
	PassMark    = 6
	PartialMark = 3
	// CreditsPerLevel: a pass at level L grants L × CreditsPerLevel
	// credits, once per skill and level.
	CreditsPerLevel = 10
)

// drawPerLevel is how many questions of levels 1, 2 and 3 an attempt
// draws: 10 in all, the easier ones first in weight.
var drawPerLevel = [3]int{4, 3, 3}

// AssessmentQuestions is the number of questions of an attempt.
const AssessmentQuestions = 10

// LevelForScore is the proficiency a score gives: below PassMark none;
// 6–7 right is 1 (Proficient), 8 is 2 (Advanced), 9–10 is 3 (Expert).
func LevelForScore(score int) int {
	switch {
	case score >= 9:
		return 3
	case score >= 8:
		return 2
	case score >= PassMark:
		return 1
	}
	return 0
}

// Results of a finished attempt.
const (
	ResultPassed  = "passed"
	ResultPartial = "partial"
	ResultFailed  = "failed"
)

// ResultForScore: passed from PassMark, partially passed from
// PartialMark (some of it known, not enough), failed below.
func ResultForScore(score int) string {
	switch {
	case score >= PassMark:
		return ResultPassed
	case score >= PartialMark:
		return ResultPartial
	}
	return ResultFailed
}

// BankQuestion is one question of a skill's bank (data/assessments/
// <skill-slug>.json): the text, four options, the index of the right one
// and a level 1–3.
type BankQuestion struct {
	Text    string   `json:"text"`
	Options []string `json:"options"`
	Answer  int      `json:"answer"`
	Level   int      `json:"level"`
}

// Bank is a skill's question bank.
type Bank struct {
	Skill     string         `json:"skill"`
	Questions []BankQuestion `json:"questions"`
}

//go:embed data/assessments/*.json
var bankFiles embed.FS

var (
	banksOnce sync.Once
	banks     map[string]*Bank
	banksErr  error
)

// Banks are the shipped question banks by skill slug, read and checked
// once.
func Banks() (map[string]*Bank, error) {
	banksOnce.Do(func() { banks, banksErr = loadBanks() })
	return banks, banksErr
}

func loadBanks() (map[string]*Bank, error) {
	entries, err := bankFiles.ReadDir("data/assessments")
	if err != nil {
		return nil, err
	}
	out := map[string]*Bank{}
	for _, e := range entries {
		raw, err := bankFiles.ReadFile(path.Join("data/assessments", e.Name()))
		if err != nil {
			return nil, err
		}
		var b Bank
		if err := json.Unmarshal(raw, &b); err != nil {
			return nil, fmt.Errorf("%s: %w", e.Name(), err)
		}
		if b.Skill+".json" != e.Name() {
			return nil, fmt.Errorf("%s: skill %q is not the file's name", e.Name(), b.Skill)
		}
		if err := checkBank(&b); err != nil {
			return nil, fmt.Errorf("%s: %w", e.Name(), err)
		}
		out[b.Skill] = &b
	}
	return out, nil
}

// checkBank refuses a bank an attempt could not be drawn from, or with a
// question that is not well formed.
func checkBank(b *Bank) error {
	per := [3]int{}
	seen := map[string]bool{}
	for i, q := range b.Questions {
		if strings.TrimSpace(q.Text) == "" || seen[q.Text] {
			return fmt.Errorf("question %d: empty or repeated text", i+1)
		}
		seen[q.Text] = true
		if len(q.Options) != 4 || q.Answer < 0 || q.Answer > 3 || q.Level < 1 || q.Level > 3 {
			return fmt.Errorf("question %d: want 4 options, an answer 0-3 and a level 1-3", i+1)
		}
		opts := map[string]bool{}
		for _, o := range q.Options {
			if strings.TrimSpace(o) == "" || opts[o] {
				return fmt.Errorf("question %d: empty or repeated option", i+1)
			}
			opts[o] = true
		}
		per[q.Level-1]++
	}
	for l, n := range drawPerLevel {
		if per[l] < n {
			return fmt.Errorf("level %d: %d questions, want at least %d", l+1, per[l], n)
		}
	}
	return nil
}

// BankSlugs are the skills with an assessment, sorted.
func BankSlugs() []string {
	bs, _ := Banks()
	out := make([]string, 0, len(bs))
	for k := range bs {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
