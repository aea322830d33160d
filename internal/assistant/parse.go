package assistant

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
	"hirekit/internal/recruit"
)

// NotFound is the spec's text when the assistant understood nothing.
const NotFound = "Sorry, we could not find the result you were looking for! Please click on Contact Support if you would like us to implement this feature."

// MaxPrompt is the spec's limit on a prompt, in characters.
const MaxPrompt = 500

// checkPrompt applies the spec's prompt rules: not empty, at most 500
// characters, and no NUL or control characters (a line break or a tab is
// read as a space). Its errors are plain messages, not field errors: the
// modal shows the server's message when it is a string (spec).
func checkPrompt(prompt string) (string, error) {
	prompt = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, prompt))
	switch {
	case prompt == "":
		return "", recruit.Errorf(recruit.EINVALID, "Please enter a prompt")
	case utf8.RuneCountInString(prompt) > MaxPrompt:
		return "", recruit.Errorf(recruit.EINVALID, "Please write a shorter prompt (Up to 500 characters)")
	case !utf8.ValidString(prompt) || strings.IndexFunc(prompt, unicode.IsControl) >= 0:
		return "", recruit.Errorf(recruit.EINVALID, "The prompt contains characters that are not allowed")
	}
	return prompt, nil
}

// zone reads the user's time zone: the request's, else their profile's,
// else UTC. An unknown name is refused.
func zone(name string, actor *recruit.Actor) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" && actor != nil {
		name = actor.TimeZone
	}
	if name == "" {
		return time.UTC, nil
	}
	// "Local" would be the server's zone, not the user's.
	if name == "Local" || len(name) > 64 || strings.ContainsAny(name, "\x00") {
		return nil, recruit.Errorf(recruit.EINVALID, "Unknown time zone")
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Unknown time zone")
	}
	return loc, nil
}

// ParsePrompt turns a prompt into an action (POST ats-agent/parse-prompt):
// the grammar reads it; a configured model is asked too and wins when its
// answer is in the schema and names only records it was shown; a generic
// question is answered from the caller's own data. Every call is audited.
func (s *Service) ParsePrompt(ctx context.Context, prompt, timezone string) (*action.Parsed, error) {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermUseAssistant)
	if err != nil {
		return nil, err
	}
	p, err := s.parsePrompt(ctx, actor, prompt, timezone)
	ev := event{Kind: "parse", Prompt: prompt}
	if p != nil {
		ev.Action, ev.Source, ev.Fields = p.Action, p.Source, p.Fields
	}
	s.audit(ctx, ev, err)
	return p, err
}

func (s *Service) parsePrompt(ctx context.Context, actor *recruit.Actor, prompt, timezone string) (*action.Parsed, error) {
	prompt, err := checkPrompt(prompt)
	if err != nil {
		return nil, err
	}
	loc, err := zone(timezone, actor)
	if err != nil {
		return nil, err
	}
	now := s.now().In(loc)
	p, err := grammar.Parse(ctx, s.Directory, prompt, now, loc)
	if err != nil {
		return nil, err
	}
	p.Prompt, p.Source = prompt, "grammar"
	if s.Model != nil {
		if m := s.askModel(ctx, prompt, now, p); m != nil {
			p = m
		}
	}
	s.fillDueRound(ctx, p)
	if p.Choices == nil {
		p.Choices = []action.Choice{}
	}
	if len(p.Fields) == 0 {
		p.Fields = json.RawMessage("{}")
	}
	if p.Action == action.Generic {
		if err := s.answerInfo(ctx, p, now, loc); err != nil {
			return nil, err
		}
	}
	if p.Action == "" {
		p.Message = NotFound
		p.Fields = json.RawMessage("{}")
	}
	return p, nil
}

// answerInfo fills a generic action's answer (and message) from the data
// the caller may see.
func (s *Service) answerInfo(ctx context.Context, p *action.Parsed, now time.Time, loc *time.Location) error {
	var info action.Info
	if err := json.Unmarshal(p.Fields, &info); err != nil {
		p.Action = ""
		return nil
	}
	if info.Question.Kind == "" {
		// The question alone, not wrapped in {question}.
		_ = json.Unmarshal(p.Fields, &info.Question)
	}
	answer, err := s.Answer(ctx, info.Question, now, loc)
	if err != nil {
		if recruit.ErrorCode(err) == recruit.EINVALID {
			// A question the answers do not cover reads as not understood.
			p.Action = ""
			return nil
		}
		return err
	}
	info.Answer = answer
	p.Fields, _ = json.Marshal(info)
	p.Message = answer
	return nil
}

// JobFilters is POST ats-agent/parse-job-filters: a prompt about one job's
// candidates read into the spec's filters, with the job's screening
// questions (for the answer chips). The job must be one the caller sees.
type JobFilters struct {
	Filter    action.Filter
	Questions []grammarQuestion
}

// grammarQuestion is a screening question as the answer lists it.
type grammarQuestion = grammar.ScreeningQuestion

// ParseJobFilters reads a prompt about a job's candidates.
func (s *Service) ParseJobFilters(ctx context.Context, prompt string, jobID int64, timezone string) (*JobFilters, error) {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermUseAssistant)
	if err != nil {
		return nil, err
	}
	out, err := s.parseJobFilters(ctx, actor, prompt, jobID, timezone)
	ev := event{Kind: "parse_job_filters", Prompt: prompt, Action: action.FilterJobCandidates, Source: "grammar"}
	if out != nil {
		ev.Fields, _ = json.Marshal(out.Filter)
	}
	s.audit(ctx, ev, err)
	return out, err
}

func (s *Service) parseJobFilters(ctx context.Context, actor *recruit.Actor, prompt string, jobID int64, timezone string) (*JobFilters, error) {
	prompt, err := checkPrompt(prompt)
	if err != nil {
		return nil, err
	}
	if jobID < 1 {
		return nil, recruit.FieldError("requisition_id", "Please select a job")
	}
	loc, err := zone(timezone, actor)
	if err != nil {
		return nil, err
	}
	job, err := s.Jobs.Requisition(ctx, jobID)
	if err != nil {
		return nil, err
	}
	f, err := grammar.ParseJobFilters(ctx, s.Directory, prompt, job.ID, s.now().In(loc), loc)
	if err != nil {
		return nil, err
	}
	f.RequisitionData = &action.Ref{ID: job.ID, Name: job.Title}
	out := &JobFilters{Filter: *f, Questions: []grammarQuestion{}}
	for _, q := range job.Questions {
		if q.Active {
			out.Questions = append(out.Questions, grammarQuestion{ID: q.ID, Title: q.Title, FieldType: q.FieldType, Options: q.Options()})
		}
	}
	return out, nil
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
