package ats

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// storeAnswers stores the values checkAnswers kept, in the job's
// question order.
func (s *Service) storeAnswers(ctx context.Context, job *Requisition, appID int64, values map[int64]any) error {
	for _, q := range job.Questions {
		value, ok := values[q.ID]
		if !ok {
			continue
		}
		b, _ := json.Marshal(value)
		if _, err := s.DB.Conn(ctx).NewRaw("INSERT INTO application_answers (application_id, question_id, answer) VALUES (?, ?, ?)", appID, q.ID, string(b)).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// CheckAnswers applies the answer rules to the answers of a form for job
// without storing anything: the careers form checks them in the spec's
// order before it applies (where AddApplication checks them again).
func CheckAnswers(job *Requisition, answers map[int64]json.RawMessage) error {
	_, err := checkAnswers(job, answers, false)
	return err
}

// checkAnswers returns the values to store by question id; a question
// left empty (and allowed to be) has none.
func checkAnswers(job *Requisition, answers map[int64]json.RawMessage, referral bool) (map[int64]any, error) {
	values := map[int64]any{}
	for _, q := range job.Questions {
		if referral && !q.ReferralQuestion {
			continue
		}
		raw, given := answers[q.ID]
		value, err := checkAnswer(q, raw, given)
		if err != nil {
			return nil, err
		}
		if value != nil {
			values[q.ID] = value
		}
	}
	for id := range answers {
		if !questionOf(job, id) {
			return nil, recruit.Errorf(recruit.EINVALID, "An answer names a question this job does not ask")
		}
	}
	return values, nil
}

func questionOf(job *Requisition, id int64) bool {
	for _, q := range job.Questions {
		if q.ID == id {
			return true
		}
	}
	return false
}

var errRequiredAnswers = recruit.Errorf(recruit.EINVALID, "Please fill all the required fields")

// checkAnswer applies DECISIONS.md's answer types and the spec's rule:
// yes_no becomes false if empty; an empty multiple choice becomes null;
// required single choice, date and number need a value; required text
// needs non-blank content.
func checkAnswer(q Question, raw json.RawMessage, given bool) (any, error) {
	isNull := !given || string(raw) == "null" || len(raw) == 0
	bad := recruit.Errorf(recruit.EINVALID, "Please answer \"%s\" correctly", q.Title)
	switch q.FieldType {
	case recruit.FieldYesNo:
		if isNull {
			return false, nil
		}
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			return nil, bad
		}
		return b, nil
	case recruit.FieldNumber:
		if isNull {
			if q.Required {
				return nil, errRequiredAnswers
			}
			return nil, nil
		}
		var n float64
		if json.Unmarshal(raw, &n) != nil {
			return nil, bad
		}
		return n, nil
	case recruit.FieldMultipleChoice:
		var picks []string
		if !isNull && json.Unmarshal(raw, &picks) != nil {
			return nil, bad
		}
		if len(picks) == 0 {
			if q.Required {
				return nil, errRequiredAnswers
			}
			return nil, nil
		}
		for _, p := range picks {
			if !slices.Contains(q.Options(), p) {
				return nil, bad
			}
		}
		return picks, nil
	default:
		var str string
		if !isNull && json.Unmarshal(raw, &str) != nil {
			return nil, bad
		}
		str = strings.TrimSpace(str)
		if str == "" {
			if q.Required {
				return nil, errRequiredAnswers
			}
			return nil, nil
		}
		switch q.FieldType {
		case recruit.FieldSingleChoice:
			if !slices.Contains(q.Options(), str) {
				return nil, bad
			}
		case recruit.FieldDate:
			if _, err := time.Parse("2006-01-02", str); err != nil {
				return nil, bad
			}
		case recruit.FieldLongAnswer:
			if len(str) > 10_000 || !recruit.PlainLines(str) {
				return nil, bad
			}
		default:
			if len(str) > 10_000 || !recruit.PlainText(str) {
				return nil, bad
			}
		}
		return str, nil
	}
}
