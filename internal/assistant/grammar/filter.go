package grammar

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"hirekit/internal/assistant/action"
)

// filter reads candidate filters; jobID, when known (the job's own page),
// also reads answers to that job's screening questions.
func (p *parser) filter(jobID int64) (*action.Filter, error) {
	f := &action.Filter{Filters: action.JobFilters{ApplicationStates: []string{}, NoticePeriods: []string{}},
		ScreenoFilters: action.ScreenoFilter{Score: []int{}, Tags: []string{}}}
	readRanges(p.t, &f.Filters)
	if jobID == 0 {
		j, tied, err := p.job()
		if err != nil {
			return nil, err
		}
		switch {
		case j != nil:
			jobID = j.ID
			f.RequisitionData = &action.Ref{ID: j.ID, Name: j.Name}
		case len(tied) > 1:
			var labels []string
			var values []any
			for _, t := range tied {
				labels = append(labels, t.Name)
				values = append(values, action.Ref{ID: t.ID, Name: t.Name})
			}
			p.choose("requisition_data", "Which job?", labels, values)
		}
	} else {
		f.RequisitionData = &action.Ref{ID: jobID}
	}
	if jobID != 0 {
		qs, err := p.dir.Questions(p.ctx, jobID)
		if err != nil {
			return nil, err
		}
		p.answers(qs, &f.Filters)
	}
	f.Filters.ApplicationStates = append(f.Filters.ApplicationStates, p.states()...)
	p.markStop()
	for _, w := range append(lex.Intents.Filter.Verbs, lex.Intents.Filter.Objects...) {
		for {
			if _, ok := p.t.markPhrase(w); !ok {
				break
			}
		}
	}
	var rest []string
	for _, sp := range p.spans() {
		rest = append(rest, sp.orig)
	}
	f.SearchQuery = strings.Join(rest, " ")
	return f, nil
}

var (
	reYes = regexp.MustCompile(`\b(yes|open to|willing|ok with|okay with|fine with|can|agree)\b`)
	reNo  = regexp.MustCompile(`\b(no|not|unwilling|isn't|cannot|can't|won't)\b`)
	reNum = regexp.MustCompile(`(\d+(?:\.\d+)?) ?(\+)?`)
)

// answers reads a value per screening question from the prompt, by the
// question's type: a choice by its option's name, yes/no by the question's
// own words with or without a "not", a number by the question's words
// followed by a number ("3+ years of go").
func (p *parser) answers(qs []ScreeningQuestion, f *action.JobFilters) {
	for _, q := range qs {
		id := strconv.FormatInt(q.ID, 10)
		switch q.FieldType {
		case "single_choice", "multiple_choice":
			var picked []string
			for _, o := range q.Options {
				if _, ok := p.t.markPhrase(strings.Join(words(o), " ")); ok {
					picked = append(picked, o)
				}
			}
			if len(picked) > 0 {
				setAnswer(f, id, picked)
			}
		case "yes_no":
			if at, n := p.questionWords(q.Title); n >= 1 {
				window := p.window(at, 4)
				val := "yes"
				if reNo.MatchString(window) {
					val = "no"
				}
				setAnswer(f, id, val)
			}
		case "number":
			if at, n := p.questionWords(q.Title); n >= 1 {
				if m := reNum.FindStringSubmatch(p.window(at, 4)); m != nil {
					v, _ := strconv.ParseFloat(m[1], 64)
					setAnswer(f, id, map[string]float64{"min": v})
				}
			}
		}
	}
}

// questionWords finds the rare words of a question's title in the prompt
// (words of four letters or more, not small words), returning where the
// first was and how many.
func (p *parser) questionWords(title string) (int, int) {
	at, n := -1, 0
	for _, w := range words(title) {
		if len(w) < 4 || lex.stop[w] || generic[w] {
			continue
		}
		if i := p.findWord(w); i >= 0 {
			n++
			if at < 0 || i < at {
				at = i
			}
			p.t.toks[i].used = true
		}
	}
	return at, n
}

// generic words say nothing about which question is meant.
var generic = set([]string{"many", "have", "your", "which", "open", "working", "written", "production", "would", "twice", "week", "describe", "something", "preferred"})

// window is the text of the words around token at.
func (p *parser) window(at, n int) string {
	var ws []string
	for i := max(0, at-n); i < min(len(p.t.toks), at+n+1); i++ {
		ws = append(ws, p.t.toks[i].norm)
	}
	return strings.Join(ws, " ")
}

// setAnswer keeps one screening-question answer on the filters.
func setAnswer(f *action.JobFilters, id string, v any) {
	b, _ := json.Marshal(v)
	if f.Answers == nil {
		f.Answers = map[string]json.RawMessage{}
	}
	f.Answers[id] = b
}
