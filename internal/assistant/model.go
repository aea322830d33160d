package assistant

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/llm"
)

// Model is a chat-completions model asked beside the grammar. It sees the
// prompt, the clock and only the records the Directory found for the
// prompt's words; it answers with one tool call whose arguments are one
// action's fields. Anything else (an error, a timeout, no call, keys
// outside the schema, an id or slug it was not shown) leaves the
// grammar's answer.
type Model struct {
	Client *llm.Client
	// Timeout bounds one call (DefaultModelTimeout when 0): the user is
	// waiting, and the grammar has already answered.
	Timeout time.Duration
}

// DefaultModelTimeout is HIREKIT_LLM_TIMEOUT's default.
const DefaultModelTimeout = 4 * time.Second

// NewModel returns a Model, or nil when url is empty (nothing is sent).
func NewModel(url, name, key string, timeout time.Duration) *Model {
	c := llm.New(url, name, key)
	if c == nil {
		return nil
	}
	return &Model{Client: c, Timeout: timeout}
}

// shown are the records a model is shown for one prompt.
type shown struct {
	Candidates []shownCandidate `json:"candidates"`
	Users      []shownRef       `json:"users"`
	Rounds     []shownRef       `json:"rounds"`
	Templates  []shownRef       `json:"templates"`
	Jobs       []shownRef       `json:"jobs"`
	// full are the shown templates with subject and body, which the
	// email form needs and the model does not.
	full []grammar.Template
}

type shownCandidate struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
	Job  string `json:"job"`
}

type shownRef struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email,omitempty"`
	Roles string `json:"roles,omitempty"`
}

// maxShown bounds each list a model is shown.
const maxShown = 15

// words are a text's lower-cased words of three letters or more.
func words(s string) []string {
	out := []string{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len([]rune(w)) >= 3 && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// overlaps reports whether name shares a word with the prompt.
func overlaps(name string, prompt []string) bool {
	for _, w := range words(name) {
		if slices.Contains(prompt, w) {
			return true
		}
	}
	return false
}

// commonWords never name a record on their own.
var commonWords = []string{"the", "and", "for", "with", "send", "email", "mail", "schedule", "interview", "invite", "link",
	"candidate", "candidates", "job", "jobs", "round", "tomorrow", "today", "next", "this", "from", "about", "how", "many", "who",
	"what", "are", "is", "show", "filter", "self", "scheduling", "template", "user", "agency", "please", "them", "her", "his"}

// gather asks the Directory for the records the prompt's words name:
// candidates by each word and pair of words, users, rounds, templates and
// jobs sharing a word with it. Never the whole company.
func (s *Service) gather(ctx context.Context, prompt string) (*shown, error) {
	out := &shown{Candidates: []shownCandidate{}, Users: []shownRef{}, Rounds: []shownRef{}, Templates: []shownRef{}, Jobs: []shownRef{}}
	if s.Directory == nil {
		return out, nil
	}
	ws := []string{}
	for _, w := range words(prompt) {
		if !slices.Contains(commonWords, w) {
			ws = append(ws, w)
		}
	}
	seen := map[string]bool{}
	probes := slices.Clone(ws)
	for i := 0; i+1 < len(ws); i++ {
		probes = append(probes, ws[i]+" "+ws[i+1])
	}
	for _, p := range probes {
		if len(out.Candidates) >= maxShown {
			break
		}
		cs, err := s.Directory.Candidates(ctx, p, 3)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			if !seen[c.Slug] && len(out.Candidates) < maxShown {
				seen[c.Slug] = true
				out.Candidates = append(out.Candidates, shownCandidate{Slug: c.Slug, Name: c.Name, Job: c.RequisitionTitle})
			}
		}
	}
	users, err := s.Directory.Users(ctx)
	if err != nil {
		return nil, err
	}
	for _, u := range users {
		local, _, _ := strings.Cut(u.Email, "@")
		if (overlaps(u.Name, ws) || overlaps(local, ws)) && len(out.Users) < maxShown {
			out.Users = append(out.Users, shownRef{ID: u.ID, Name: u.Name, Email: u.Email, Roles: strings.Join(u.Roles, ",")})
		}
	}
	named := func(list []grammar.Named, into *[]shownRef) {
		for _, n := range list {
			if overlaps(n.Name, words(prompt)) && len(*into) < maxShown {
				*into = append(*into, shownRef{ID: n.ID, Name: n.Name})
			}
		}
	}
	rounds, err := s.Directory.Rounds(ctx)
	if err != nil {
		return nil, err
	}
	named(rounds, &out.Rounds)
	jobs, err := s.Directory.Jobs(ctx)
	if err != nil {
		return nil, err
	}
	named(jobs, &out.Jobs)
	templates, err := s.Directory.Templates(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range templates {
		if overlaps(t.Name, words(prompt)) && len(out.Templates) < maxShown {
			out.Templates = append(out.Templates, shownRef{ID: t.ID, Name: t.Name})
			out.full = append(out.full, t)
		}
	}
	return out, nil
}

const modelInstructions = `You turn a recruiter's request into exactly one function call of a recruiting product. ` +
	`Use only the ids and slugs listed under "Known records"; never invent one, and leave a field empty when the request does not give it. ` +
	`Times are RFC 3339 with the user's offset. If no function fits, answer with text and no function call.`

// askModel asks the model; nil means keep the grammar's answer.
func (s *Service) askModel(ctx context.Context, prompt string, now time.Time, grammarAnswer *action.Parsed) *action.Parsed {
	m := s.Model
	timeout := m.Timeout
	if timeout <= 0 {
		timeout = DefaultModelTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	known, err := s.gather(ctx, prompt)
	if err != nil {
		return nil
	}
	p, err := m.ask(ctx, prompt, now, known)
	if err != nil {
		if s.Log != nil {
			s.Log.Info("assistant model answer not used", "err", err)
		}
		return nil
	}
	return p
}

// ask sends the prompt with one tool per kind and checks the call.
func (m *Model) ask(ctx context.Context, prompt string, now time.Time, known *shown) (*action.Parsed, error) {
	tools := make([]llm.Tool, 0, len(action.Kinds))
	for _, k := range action.Kinds {
		tools = append(tools, llm.Tool{Type: "function", Function: llm.Function{Name: k, Description: toolDescriptions[k], Parameters: Schema(k)}})
	}
	records, _ := json.Marshal(known)
	msg, err := m.Client.Chat(ctx, llm.Request{Temperature: 0, Tools: tools, ToolChoice: "auto", Messages: []llm.Message{
		{Role: "system", Content: modelInstructions},
		{Role: "user", Content: fmt.Sprintf("Now: %s (%s).\nKnown records: %s\nRequest: %s", now.Format(time.RFC3339), now.Location(), records, prompt)},
	}})
	if err != nil {
		return nil, err
	}
	if len(msg.ToolCalls) != 1 {
		return nil, errors.New("not one tool call")
	}
	call := msg.ToolCalls[0].Function
	mk, ok := fieldTypes[call.Name]
	if !ok {
		return nil, fmt.Errorf("unknown function %q", call.Name)
	}
	v := mk()
	dec := json.NewDecoder(strings.NewReader(call.Arguments))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return nil, fmt.Errorf("arguments outside the schema: %w", err)
	}
	if dec.More() {
		return nil, errors.New("trailing arguments")
	}
	if err := known.check(call.Name, v); err != nil {
		return nil, err
	}
	fields, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &action.Parsed{Action: call.Name, Prompt: prompt, Fields: fields, Choices: []action.Choice{}, Source: "model"}, nil
}

var errInvented = errors.New("names a record it was not shown")

// check refuses a call naming a record the model was not shown, and fills
// the names the review form shows from what was shown.
func (k *shown) check(kind string, v any) error {
	cand := func(c *action.Candidate) error {
		if c.Slug == "" {
			return nil
		}
		i := slices.IndexFunc(k.Candidates, func(x shownCandidate) bool { return x.Slug == c.Slug })
		if i < 0 {
			return errInvented
		}
		c.Name, c.RequisitionTitle = k.Candidates[i].Name, k.Candidates[i].Job
		return nil
	}
	ref := func(r *action.Ref, in []shownRef) error {
		if r == nil || r.ID == 0 {
			return nil
		}
		i := slices.IndexFunc(in, func(x shownRef) bool { return x.ID == r.ID })
		if i < 0 {
			return errInvented
		}
		r.Name, r.Email = in[i].Name, in[i].Email
		return nil
	}
	refs := func(rs action.Refs, in []shownRef) error {
		for i := range rs {
			if err := ref(&rs[i], in); err != nil {
				return err
			}
		}
		return nil
	}
	switch f := v.(type) {
	case *action.Schedule:
		return errors.Join(cand(&f.CandidateApplicationData), ref(&f.RoundData, k.Rounds), refs(f.InterviewerData, k.Users), refs(f.ShadowInterviewerData, k.Users))
	case *action.SelfScheduleLink:
		return errors.Join(cand(&f.CandidateApplicationData), ref(&f.RoundData, k.Rounds), refs(f.InterviewerData, k.Users), refs(f.ShadowInterviewerData, k.Users))
	case *action.Email:
		if td := &f.TemplateData; td.ID != 0 {
			i := slices.IndexFunc(k.full, func(x grammar.Template) bool { return x.ID == td.ID })
			if i < 0 {
				return errInvented
			}
			// The template's own text unless the model wrote one.
			td.Name = k.full[i].Name
			if strings.TrimSpace(td.Subject) == "" && strings.TrimSpace(td.Body) == "" {
				td.Subject, td.Body = k.full[i].Subject, k.full[i].Body
			}
		}
		return cand(&f.CandidateApplicationData)
	case *action.Filter:
		if kind == action.FilterJobCandidates && (f.RequisitionData == nil || f.RequisitionData.ID == 0) {
			return errors.New("no job")
		}
		return ref(f.RequisitionData, k.Jobs)
	case *action.Info:
		if !slices.Contains([]string{CountInState, InterviewsOn, OpenJobs, ApplicationsInPeriod}, f.Question.Kind) {
			return errors.New("unknown question")
		}
		f.Answer = ""
		return errors.Join(ref(f.Question.Job, k.Jobs), ref(f.Question.User, k.Users))
	}
	return nil
}
