package grammar

import (
	"fmt"
	"strings"
	"time"

	"hirekit/internal/assistant/action"
)

// people reads who the prompt names for an interview: the candidate and
// the interviewers (and shadows). A span after "with" once the candidate
// is known, or after an interviewer word, is an interviewer; otherwise the
// better of the candidate and user matches wins.
func (p *parser) people(jobID int64) (cand *Person, interviewers, shadows []Person, err error) {
	users, err := p.dir.Users(p.ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	marks := set(lex.InterviewerMarks)
	shadowMarks := set(lex.ShadowMarks)
	for i, tk := range p.t.toks {
		w := strings.TrimRight(tk.norm, ":")
		switch {
		case partOfUserName(users, p.t.toks, i):
			p.t.toks[i].used = false // "Priya Panel" is a name, not "Priya" and a separator
		case marks[w] || shadowMarks[w]:
			p.t.toks[i].used = true // a separator; before() still reads it
		}
	}
	lastRole := ""
	var candTyped string
	var candTies []Person
	for _, sp := range p.spans() {
		prevs := p.before(sp.from, 3)
		role := ""
		next := p.after(sp.to, 2)
		switch {
		case anyIn(next, shadowMarks) && (len(next) < 2 || next[0] == "as"):
			role = "shadow"
		case anyIn(prevs, shadowMarks):
			role = "shadow"
		case anyIn(prevs, marks):
			role = "interviewer"
		case (sp.prev == "and" || sp.prev == "&") && lastRole != "":
			role = lastRole
		case sp.prev == "with" && (cand != nil || candTies != nil):
			role = "interviewer"
		}
		us, uScore := userMatches(users, sp.words)
		if role == "" {
			c, ties, err := p.candidate(sp.words, jobID)
			if err != nil {
				return nil, nil, nil, err
			}
			cScore := 0.0
			if c != nil {
				cScore = NameScore(p.matched, words(c.Name))
			} else if len(ties) > 0 {
				cScore = NameScore(p.matched, words(ties[0].Name))
			}
			switch {
			case cand == nil && candTies == nil && cScore > 0 && cScore >= uScore:
				role = "candidate"
				cand, candTies, candTyped = c, ties, sp.orig
			case uScore > 0:
				role = "interviewer"
			case cand == nil && candTies == nil && cScore > 0:
				role = "candidate"
				cand, candTies, candTyped = c, ties, sp.orig
			}
			lastRole = role
			if role == "candidate" {
				continue
			}
		}
		lastRole = role
		if len(us) == 0 {
			continue
		}
		if len(us) > 1 {
			p.chooseUsers(sp.orig, us)
		}
		if role == "shadow" {
			shadows = append(shadows, us[0])
		} else {
			interviewers = append(interviewers, us[0])
		}
	}
	if cand == nil && len(candTies) > 0 {
		p.chooseCandidate(candTyped, candTies)
	}
	return cand, interviewers, shadows, nil
}

// before lists the n words before token i.
func (p *parser) before(i, n int) []string {
	var out []string
	for j := i - 1; j >= 0 && j >= i-n; j-- {
		out = append(out, p.t.toks[j].norm)
	}
	return out
}

func anyIn(ws []string, m map[string]bool) bool {
	for _, w := range ws {
		if m[strings.TrimRight(w, ":")] {
			return true
		}
	}
	return false
}

func (p *parser) chooseUsers(typed string, us []Person) {
	var labels []string
	var values []any
	for _, u := range us {
		labels = append(labels, u.Name+" <"+u.Email+">")
		values = append(values, action.Ref{ID: u.ID, Name: u.Name, Email: u.Email})
	}
	p.choose("interviewer_data", fmt.Sprintf("%s people named %s: which one?", countWord(len(us)), typed), labels, values)
}

func refs(ps []Person) action.Refs {
	out := action.Refs{}
	for _, u := range ps {
		out = append(out, action.Ref{ID: u.ID, Name: u.Name, Email: u.Email})
	}
	return out
}

func candRef(c *Person) action.Candidate {
	if c == nil {
		return action.Candidate{}
	}
	return action.Candidate{Slug: c.Slug, Name: c.Name, RequisitionTitle: c.RequisitionTitle}
}

// interviewCore reads what schedule and self-schedule share: round,
// candidate and interviewers.
func (p *parser) interviewCore() (cand *Person, round action.Ref, ivs, shadows []Person, err error) {
	rounds, err := p.dir.Rounds(p.ctx)
	if err != nil {
		return
	}
	names := p.roundNames(rounds)
	var jobID int64
	if j, _, err2 := p.jobBeside(); err2 != nil {
		err = err2
		return
	} else if j != nil {
		jobID = j.ID
	}
	p.markStop()
	cand, ivs, shadows, err = p.people(jobID)
	if err != nil {
		return
	}
	if len(names) == 1 {
		round = roundFor(rounds, names[0], cand)
	} else if len(names) > 1 {
		var labels []string
		var values []any
		for _, n := range names {
			r := roundFor(rounds, n, cand)
			labels = append(labels, n)
			values = append(values, r)
		}
		p.choose("round_data", "Which round?", labels, values)
	}
	return
}

// jobBeside reads a job named beside a candidate ("Priya for the
// backend role") only when a job word follows for/of/from.
func (p *parser) jobBeside() (*Named, []Named, error) {
	for _, w := range []string{"for", "of", "from", "applied"} {
		if p.t.has(w) {
			j, _, err := p.job()
			return j, nil, err
		}
	}
	return nil, nil, nil
}

// roundFor is the round of that name on the candidate's job, or the
// company's own round of that name.
func roundFor(rounds []Named, name string, cand *Person) action.Ref {
	var company *Named
	for i, r := range rounds {
		if r.Name != name {
			continue
		}
		if cand != nil && r.JobID == cand.RequisitionID {
			return action.Ref{ID: r.ID, Name: r.Name}
		}
		if r.JobID == 0 && company == nil {
			company = &rounds[i]
		}
	}
	if company != nil {
		return action.Ref{ID: company.ID, Name: company.Name}
	}
	return action.Ref{Name: name}
}

func (p *parser) schedule() (*action.Schedule, error) {
	day, hasDay := readDay(p.t, p.now)
	start, end, dur := readClock(p.t)
	p.readPlace()
	cand, round, ivs, shadows, err := p.interviewCore()
	if err != nil {
		return nil, err
	}
	s := &action.Schedule{CandidateApplicationData: candRef(cand), RoundData: round, InterviewerData: refs(ivs),
		ShadowInterviewerData: refs(shadows), Timezone: p.loc.String(), Location: p.location, VideoLink: p.video}
	if start >= 0 {
		if !hasDay {
			day = time.Date(p.now.Year(), p.now.Month(), p.now.Day(), 0, 0, 0, 0, p.loc)
			if day.Add(time.Duration(start) * time.Minute).Before(p.now) {
				day = day.AddDate(0, 0, 1) // "at 4pm" said after 4pm is tomorrow
			}
		}
		st := time.Date(day.Year(), day.Month(), day.Day(), start/60, start%60, 0, 0, p.loc)
		en := st.Add(time.Hour)
		switch {
		case end >= 0:
			en = time.Date(day.Year(), day.Month(), day.Day(), end/60, end%60, 0, 0, p.loc)
		case dur > 0:
			en = st.Add(dur)
		}
		s.StartTime, s.EndTime = st.Format(time.RFC3339), en.Format(time.RFC3339)
	}
	return s, nil
}

func (p *parser) selfSchedule() (*action.SelfScheduleLink, error) {
	_, _, dur := readClock(p.t)
	p.readPlace()
	for _, ph := range lex.Intents.Self.Phrases {
		p.t.markPhrase(strings.ReplaceAll(ph, "-", " "))
		p.t.markPhrase(ph)
	}
	cand, round, ivs, shadows, err := p.interviewCore()
	if err != nil {
		return nil, err
	}
	minutes := int(dur / time.Minute)
	if minutes == 0 {
		minutes = 60
	}
	_, off := p.now.Zone()
	offMin := off / 60
	return &action.SelfScheduleLink{CandidateApplicationData: candRef(cand), RoundData: round, InterviewerData: refs(ivs),
		ShadowInterviewerData: refs(shadows), Duration: minutes, WorkingHoursStart: "09:00", WorkingHoursEnd: "18:00",
		Timezone: p.loc.String(), TimezoneOffset: &offMin, Location: p.location, VideoLink: p.video}, nil
}

// readPlace reads a video link or "in office"-style location.
func (p *parser) readPlace() {
	for i, tk := range p.t.toks {
		if strings.HasPrefix(tk.norm, "http://") || strings.HasPrefix(tk.norm, "https://") {
			p.video = tk.orig
			p.t.toks[i].used = true
		}
	}
}

func (p *parser) email() (*action.Email, error) {
	ts, err := p.dir.Templates(p.ctx)
	if err != nil {
		return nil, err
	}
	found := p.template(ts)
	var jobID int64
	if j, _, err := p.jobBeside(); err != nil {
		return nil, err
	} else if j != nil {
		jobID = j.ID
	}
	p.markStop()
	for _, w := range lex.Intents.Email.Verbs {
		p.t.markPhrase(w)
	}
	e := &action.Email{}
	if len(found) == 1 {
		e.TemplateData = action.Template{ID: found[0].ID, Name: found[0].Name, Subject: found[0].Subject, Body: found[0].Body}
	} else {
		list := found
		if len(list) == 0 {
			list = ts
		}
		var labels []string
		var values []any
		for _, tp := range list {
			labels = append(labels, tp.Name)
			values = append(values, action.Template{ID: tp.ID, Name: tp.Name, Subject: tp.Subject, Body: tp.Body})
		}
		if len(list) > 0 {
			p.choose("template_data", "Which template?", labels, values)
		}
	}
	for _, sp := range p.spans() {
		c, ties, err := p.candidate(sp.words, jobID)
		if err != nil {
			return nil, err
		}
		if c != nil {
			e.CandidateApplicationData = candRef(c)
			break
		}
		if len(ties) > 0 {
			p.chooseCandidate(sp.orig, ties)
			break
		}
	}
	return e, nil
}

// after lists the n words from token i on.
func (p *parser) after(i, n int) []string {
	var out []string
	for j := i; j < len(p.t.toks) && j < i+n; j++ {
		out = append(out, p.t.toks[j].norm)
	}
	return out
}

// partOfUserName says whether token i, with the word before it, is a
// user's name ("Priya Panel"): then "panel" is a name, not a separator.
func partOfUserName(users []Person, toks []token, i int) bool {
	if i == 0 {
		return false
	}
	for _, u := range users {
		ws := words(u.Name)
		for j := 1; j < len(ws); j++ {
			if ws[j] == toks[i].norm && WordScore(toks[i-1].norm, ws[j-1]) >= 0.8 {
				return true
			}
		}
	}
	return false
}
