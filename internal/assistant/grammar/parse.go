package grammar

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"

	"hirekit/internal/assistant/action"
)

// parser holds one prompt being read.
type parser struct {
	ctx  context.Context
	dir  Directory
	t    *text
	now  time.Time
	loc  *time.Location
	out  *action.Parsed
	jobs []Named
	place
	matched []string // the words the last candidate lookup matched on
}

// Parse reads a prompt. now and loc are the user's clock and time zone.
// The answer's Fields hold the action's field type from package action;
// Action "" means not understood (the service then shows the spec's
// "Sorry, we could not find…" text). What the prompt leaves ambiguous comes
// back as Choices, never as a silent guess.
func Parse(ctx context.Context, dir Directory, prompt string, now time.Time, loc *time.Location) (*action.Parsed, error) {
	if loc == nil {
		loc = time.UTC
	}
	p := &parser{ctx: ctx, dir: dir, t: newText(prompt), now: now.In(loc), loc: loc,
		out: &action.Parsed{Prompt: prompt, Fields: json.RawMessage("{}"), Choices: []action.Choice{}, Source: "grammar"}}
	kind := p.intent(prompt)
	var fields any
	var err error
	switch kind {
	case action.ScheduleInterview:
		fields, err = p.schedule()
	case action.SelfSchedule:
		fields, err = p.selfSchedule()
	case action.SendEmail:
		fields, err = p.email()
	case action.InviteUser:
		fields, err = p.inviteUser()
	case action.InviteAgency:
		fields, err = p.inviteAgency()
	case action.FilterCandidates:
		var f *action.Filter
		f, err = p.filter(0)
		if err == nil && f.RequisitionData != nil {
			kind = action.FilterJobCandidates
		}
		fields = f
	case action.Generic:
		var info *action.Info
		info, err = p.question()
		if err == nil && info == nil {
			kind = ""
		}
		fields = info
	}
	if err != nil {
		return nil, err
	}
	if kind != "" && len(p.out.Choices) == 0 && empty(fields) {
		kind = "" // "book a flight": the verb, but nothing of ours to act on
	}
	p.out.Action = kind
	if kind != "" && fields != nil {
		b, err := json.Marshal(fields)
		if err != nil {
			return nil, err
		}
		p.out.Fields = b
	}
	if len(p.out.Choices) > 0 {
		p.out.Message = p.out.Choices[0].Prompt
	}
	return p.out, nil
}

// ParseJobFilters reads a prompt about one job's candidates ("more than 3
// years, notice under 30 days") into the spec's filters.
func ParseJobFilters(ctx context.Context, dir Directory, prompt string, jobID int64, now time.Time, loc *time.Location) (*action.Filter, error) {
	if loc == nil {
		loc = time.UTC
	}
	p := &parser{ctx: ctx, dir: dir, t: newText(prompt), now: now.In(loc), loc: loc, out: &action.Parsed{}}
	return p.filter(jobID)
}

var reEmail = regexp.MustCompile(`^[^@\s]+@[^@\s]+\.[a-z]{2,}$`)

// hasAny reports whether any of the phrases occurs.
func (p *parser) hasAny(list []string) bool {
	for _, w := range list {
		if p.t.has(w) {
			return true
		}
	}
	return false
}

// intent reads the kind of action from the verbs and objects.
func (p *parser) intent(prompt string) string {
	in := &lex.Intents
	t := p.t
	if len(t.toks) == 0 {
		return ""
	}
	hasEmail := p.emailToken() >= 0
	first := t.toks[0].norm
	// A "?" makes a question unless the prompt asks for an action ("can
	// you line up a call … tomorrow at 3?").
	question := p.hasAnyPrefix(in.Question.Openers) || (strings.HasSuffix(strings.TrimSpace(prompt), "?") && !p.startsWithVerb() && !p.asksAction())
	emailObject := p.hasAny(in.Email.Objects)
	switch {
	case lex.unsupported[first] || (len(t.toks) > 1 && lex.stop[first] && lex.unsupported[t.toks[1].norm]):
		return "" // "delete candidate …": not an action the assistant takes
	case (p.hasAny(in.Self.Phrases) || (t.has("self") && (p.hasAny([]string{"link", "schedule", "scheduling"})))) && !(emailObject && !t.has("link")):
		return action.SelfSchedule
	case p.inviteVerb() && (hasEmail || p.roleWordPresent() || p.hasAny(in.Agency.Objects) || p.hasAny(in.User.Objects) || !emailObject),
		hasEmail && p.hasAny(in.User.Verbs):
		if p.hasAny(in.Agency.Objects) {
			return action.InviteAgency
		}
		return action.InviteUser
	case (first == "add" || first == "create") && p.roleWordPresent() && !p.hasAny(in.Filter.Objects):
		return action.InviteUser
	case question:
		return action.Generic
	case emailObject && !p.hasAny(in.Schedule.Verbs) || (t.has("send") || t.has("share") || t.has("shoot")) && !p.hasAny(in.Schedule.Verbs):
		return action.SendEmail
	case p.hasAny(in.Schedule.Verbs):
		return action.ScheduleInterview
	case p.hasAny([]string{"interviews", "calendar", "meetings", "interview schedule"}) && !p.hasAny(in.Filter.Objects) &&
		(reClockWord.MatchString(t.joined) || reWeekPeriod.MatchString(t.joined) || reDayMonth.MatchString(t.joined) || reMonthDay.MatchString(t.joined)):
		return action.Generic // "show me the interviews for today"
	case p.hasAny(in.Filter.Verbs) || p.hasAny(in.Filter.Objects):
		return action.FilterCandidates
	case p.hasAny(in.Schedule.Objects) && p.hasClockWord():
		return action.ScheduleInterview
	}
	return ""
}

func (p *parser) hasAnyPrefix(openers []string) bool {
	for _, o := range openers {
		if i := p.t.index(o); i == 0 {
			return true
		}
	}
	// "any interviews tomorrow?", "hey, how many …"
	if len(p.t.toks) > 1 && fillers[p.t.toks[0].norm] {
		for _, o := range openers {
			if p.t.index(o) == 1 {
				return true
			}
		}
	}
	return false
}

// fillers may come before a question's opener ("hey, how many …").
var fillers = set([]string{"hey", "hi", "hello", "ok", "okay", "so", "and", "also", "please", "pls", "quick", "btw", "any"})

func (p *parser) startsWithVerb() bool {
	in := &lex.Intents
	f := p.t.toks[0].norm
	for _, l := range [][]string{in.Schedule.Verbs, in.Email.Verbs, in.User.Verbs, in.Filter.Verbs} {
		for _, v := range l {
			if v == f {
				return true
			}
		}
	}
	return false
}

var reClockWord = regexp.MustCompile(`\d ?(am|pm)\b|\d:\d\d|\b(tomorrow|tmrw|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)

func (p *parser) hasClockWord() bool { return reClockWord.MatchString(p.t.joined) }

func (p *parser) roleWordPresent() bool {
	for _, ph := range phrases(lex.Roles) {
		if p.t.has(ph.text) {
			return true
		}
	}
	return false
}

func (p *parser) emailToken() int {
	for i, tk := range p.t.toks {
		if reEmail.MatchString(tk.norm) {
			return i
		}
	}
	return -1
}

// choose records an ambiguity: the field, the question and its options.
func (p *parser) choose(field, prompt string, labels []string, values []any) {
	c := action.Choice{Field: field, Prompt: prompt}
	for i, v := range values {
		b, _ := json.Marshal(v)
		c.Options = append(c.Options, action.Option{Label: labels[i], Value: b})
	}
	p.out.Choices = append(p.out.Choices, c)
}

// markStop marks the grammar's small words and cue words used, so the
// runs of words left are names.
func (p *parser) markStop() {
	in := &lex.Intents
	cue := set(append(append(append(append([]string{}, in.Schedule.Verbs...), in.Schedule.Objects...), in.Email.Verbs...), in.Email.Objects...))
	for i := range p.t.toks {
		n := p.t.toks[i].norm
		if lex.stop[n] || lex.stop[strings.TrimRight(n, ":")] || cue[n] || lex.unsupported[n] {
			p.t.toks[i].used = true
		}
	}
	for _, ph := range append(append([]string{}, in.Schedule.Verbs...), in.Self.Phrases...) {
		if strings.Contains(ph, " ") {
			for {
				if _, ok := p.t.markPhrase(ph); !ok {
					break
				}
			}
		}
	}
}

// nameSpan is a run of unused words and the word before it.
type nameSpan struct {
	span
	prev  string
	words []string
	orig  string
}

// spans are the runs of unused, non-numeric words left after the
// extractors and the stop words, each with the word that came before.
func (p *parser) spans() []nameSpan {
	var out []nameSpan
	t := p.t
	for i := 0; i < len(t.toks); {
		if t.toks[i].used || !isWordy(t.toks[i].norm) {
			i++
			continue
		}
		j := i
		var ws, os []string
		for j < len(t.toks) && !t.toks[j].used && isWordy(t.toks[j].norm) {
			ws = append(ws, words(t.toks[j].norm)...)
			os = append(os, t.toks[j].orig)
			j++
		}
		prev := ""
		if i > 0 {
			prev = t.toks[i-1].norm
		}
		out = append(out, nameSpan{span{i, j}, prev, ws, strings.Join(os, " ")})
		i = j
	}
	return out
}

var reWordy = regexp.MustCompile(`^[\p{L}][\p{L}.\-']*$`)

func isWordy(s string) bool { return reWordy.MatchString(s) }

// candidate resolves typed words to one application: the best match, or a
// choice when several match as well (two Priyas), or nothing.
func (p *parser) candidate(ws []string, jobID int64) (*Person, []Person, error) {
	found, err := p.dir.Candidates(p.ctx, strings.Join(ws, " "), 12)
	if err != nil {
		return nil, nil, err
	}
	type scored struct {
		p Person
		s float64
	}
	var best []scored
	top := 0.0
	for _, c := range found {
		if jobID != 0 && c.RequisitionID != jobID {
			continue
		}
		s := NameScore(ws, words(c.Name))
		if s < 0.6 {
			continue
		}
		if s > top+0.001 {
			top, best = s, nil
		}
		if s >= top-0.001 {
			best = append(best, scored{c, s})
		}
	}
	if len(best) == 0 && jobID != 0 {
		return p.candidate(ws, 0)
	}
	if len(best) == 0 && len(ws) > 1 && len(ws) <= 4 {
		// A word too many ("reschedule Sara Nair", "Kabir Khan frontend"):
		// the name without its last or first word.
		if c, ties, err := p.candidate(ws[:len(ws)-1], jobID); err != nil || c != nil || len(ties) > 0 {
			return c, ties, err
		}
		return p.candidate(ws[1:], jobID)
	}
	var ps []Person
	for _, b := range best {
		ps = append(ps, b.p)
	}
	p.matched = ws
	if len(ps) > 1 {
		ps = p.byJobWords(ps)
	}
	if len(ps) == 1 {
		return &ps[0], nil, nil
	}
	return nil, ps, nil
}

// byJobWords keeps the tied applications whose job the prompt names a
// rare word of ("Aarav Sharma for the backend role"), when that narrows.
func (p *parser) byJobWords(ps []Person) []Person {
	df := map[string]int{}
	for _, c := range ps {
		for _, w := range uniq(words(c.RequisitionTitle)) {
			df[w]++
		}
	}
	var keep []Person
	for _, c := range ps {
		for _, w := range uniq(words(c.RequisitionTitle)) {
			if i := p.t.index(w); df[w] < len(ps) && !lex.stop[w] && len(w) >= 2 && i >= 0 && (p.jobCue(i) || p.besideName(i)) {
				keep = append(keep, c)
				break
			}
		}
	}
	if len(keep) > 0 && len(keep) < len(ps) {
		return keep
	}
	return ps
}

// chooseCandidate offers the tied applications as a choice.
func (p *parser) chooseCandidate(typed string, ps []Person) {
	var labels []string
	var values []any
	for _, c := range ps {
		labels = append(labels, c.Name+" — "+c.RequisitionTitle)
		values = append(values, action.Candidate{Slug: c.Slug, Name: c.Name, RequisitionTitle: c.RequisitionTitle})
	}
	p.choose("candidate_application_data", fmt.Sprintf("%s candidates named %s: which one?", countWord(len(ps)), typed), labels, values)
}

func countWord(n int) string {
	w := []string{"No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"}
	if n < len(w) {
		return w[n]
	}
	return fmt.Sprint(n)
}

// users resolves typed words to company users (not agency users): best
// matches with their score.
func userMatches(users []Person, ws []string) ([]Person, float64) {
	var best []Person
	top := 0.0
	for _, u := range users {
		if isAgency(u) {
			continue
		}
		s := NameScore(ws, words(u.Name))
		if e := words(strings.SplitN(u.Email, "@", 2)[0]); s < 0.6 && len(e) > 0 {
			s = max(s, NameScore(ws, e)*0.95)
		}
		if s < 0.6 {
			continue
		}
		if s > top+0.001 {
			top, best = s, nil
		}
		if s >= top-0.001 {
			best = append(best, u)
		}
	}
	return best, top
}

func isAgency(u Person) bool {
	for _, r := range u.Roles {
		if r == "agency" {
			return true
		}
	}
	return false
}

// place fields read by readPlace.
type place struct{ location, video string }

// empty says whether an action's fields hold nothing the prompt named.
func empty(fields any) bool {
	switch f := fields.(type) {
	case *action.Schedule:
		return f.CandidateApplicationData.Slug == "" && f.RoundData.Name == "" && len(f.InterviewerData) == 0 && f.StartTime == ""
	case *action.SelfScheduleLink:
		return f.CandidateApplicationData.Slug == "" && f.RoundData.Name == "" && len(f.InterviewerData) == 0
	case *action.Email:
		return f.CandidateApplicationData.Slug == "" && f.TemplateData.Name == ""
	}
	return false
}

// asksAction says whether an action verb is anywhere in the prompt.
func (p *parser) asksAction() bool {
	in := &lex.Intents
	return p.hasAny(in.Schedule.Verbs) || p.hasAny(in.Self.Phrases) || p.hasAny([]string{"invite", "onboard", "share"}) ||
		p.hasAny(in.Email.Verbs) || p.hasAny(in.Filter.Verbs)
}

// inviteVerb says whether "invite"/"onboard" is a verb here, not the noun
// of "send an interview invite".
func (p *parser) inviteVerb() bool {
	for i, tk := range p.t.toks {
		if tk.norm != "invite" && tk.norm != "onboard" {
			continue
		}
		if i > 0 && map[string]bool{"interview": true, "calendar": true, "meeting": true, "an": true, "the": true, "a": true, "send": true, "share": true, "mail": true, "email": true}[p.t.toks[i-1].norm] {
			continue
		}
		return true
	}
	return false
}

// besideName says whether token i comes right after the name last looked
// up ("Vikram Das (backend)").
func (p *parser) besideName(i int) bool {
	return i > 0 && len(p.matched) > 0 && p.t.toks[i-1].norm == p.matched[len(p.matched)-1]
}
