package grammar

import (
	"strings"

	"hirekit/internal/assistant/action"
)

// question reads a question about the company's own data. The kinds:
// open_jobs ("how many jobs are live?"), interviews_on ("who is
// interviewing tomorrow?", "Hari's interviews this week"),
// applications_in_period ("how many applied last week?") and
// count_in_state ("how many candidates are in HM screen for Backend?").
// It answers nil when the question is none of these.
func (p *parser) question() (*action.Info, error) {
	q := action.Question{}
	kinds := lex.QuestionKinds
	if p.hasAny(kinds["open_jobs"]) {
		q.Kind = "open_jobs"
		return &action.Info{Question: q}, nil
	}
	from, to, hasPeriod := readPeriod(p.t, p.now)
	interviews := p.hasAny(kinds["interviews_on"])
	if interviews && (hasPeriod || p.t.has("who")) {
		q.Kind, q.From, q.To = "interviews_on", from, to
		if q.From == "" {
			today := p.now.Format("2006-01-02")
			q.From, q.To = today, today
		}
		for _, w := range kinds["interviews_on"] {
			p.t.markPhrase(w)
		}
		if err := p.questionUser(&q); err != nil {
			return nil, err
		}
		return &action.Info{Question: q}, nil
	}
	j, _, err := p.job()
	if err != nil {
		return nil, err
	}
	if j != nil {
		q.Job = &action.Ref{ID: j.ID, Name: j.Name}
	}
	if hasPeriod && p.hasAny(kinds["applications_in_period"]) {
		q.Kind, q.From, q.To = "applications_in_period", from, to
		return &action.Info{Question: q}, nil
	}
	states := p.states()
	if len(states) > 0 || (p.hasAny(kinds["count_in_state"]) && q.Job != nil) {
		q.Kind = "count_in_state"
		if hasPeriod {
			q.From, q.To = from, to // "how many did we hire this month"
		}
		if len(states) > 0 {
			q.State = strings.Join(states, ",") // a group word ("rejected") names several
		}
		return &action.Info{Question: q}, nil
	}
	return nil, nil
}

// questionUser reads a user the question is about ("Hari's interviews").
func (p *parser) questionUser(q *action.Question) error {
	users, err := p.dir.Users(p.ctx)
	if err != nil {
		return err
	}
	p.markStop()
	for _, sp := range p.spans() {
		if us, _ := userMatches(users, sp.words); len(us) == 1 {
			q.User = &action.Ref{ID: us[0].ID, Name: us[0].Name, Email: us[0].Email}
			return nil
		}
	}
	return nil
}
