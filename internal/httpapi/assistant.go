package httpapi

import (
	"context"
	"encoding/json"
	"strconv"

	"hirekit/internal/apiv1"
	"hirekit/internal/assistant"
)

func (s *Server) parsePrompt(ctx context.Context, req *apiv1.ParsePromptRequest) (*apiv1.ParsedAction, error) {
	p, err := s.deps.Assistant.ParsePrompt(ctx, req.Prompt, req.Timezone)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ParsedAction{Action: p.Action, Message: p.Message, Prompt: p.Prompt, Fields: objectOf(p.Fields),
		Choices: []apiv1.ActionChoice{}, Source: p.Source}
	for _, c := range p.Choices {
		ch := apiv1.ActionChoice{Field: c.Field, Prompt: c.Prompt, Options: []apiv1.ActionOption{}}
		for _, o := range c.Options {
			var v any
			_ = json.Unmarshal(o.Value, &v)
			ch.Options = append(ch.Options, apiv1.ActionOption{Label: o.Label, Value: v})
		}
		out.Choices = append(out.Choices, ch)
	}
	return out, nil
}

// objectOf is a JSON object as a map ({} for anything else).
func objectOf(raw json.RawMessage) map[string]any {
	out := map[string]any{}
	if err := json.Unmarshal(raw, &out); err != nil || out == nil {
		return map[string]any{}
	}
	return out
}

func (s *Server) parseJobFilters(ctx context.Context, req *apiv1.ParseJobFiltersRequest) (*apiv1.JobFiltersResult, error) {
	jf, err := s.deps.Assistant.ParseJobFilters(ctx, req.Prompt, req.RequisitionID, req.Timezone)
	if err != nil {
		return nil, err
	}
	f := jf.Filter
	filters, _ := json.Marshal(f.Filters)
	sf := f.ScreenoFilters
	out := &apiv1.JobFiltersResult{Filters: objectOf(filters), SearchQuery: f.SearchQuery, ScreeningQuestions: []apiv1.FilterQuestion{},
		ScreenoFilters: apiv1.ScreenoFilters{Score: orEmpty(sf.Score), Tags: orEmpty(sf.Tags),
			GraduationYear: sf.GraduationYear[:], PostGraduationYear: sf.PostGraduationYear[:]}}
	for _, q := range jf.Questions {
		out.ScreeningQuestions = append(out.ScreeningQuestions, apiv1.FilterQuestion{ID: q.ID, Title: q.Title, FieldType: q.FieldType,
			MetaData: apiv1.FilterQuestionMeta{Options: orEmpty(q.Options)}})
	}
	out.NavigationToken = assistant.JobFilter(f).Token()
	out.Link = "/jobs/" + strconv.FormatInt(f.RequisitionData.ID, 10)
	if out.NavigationToken != "" {
		out.Link += "?navigation_token=" + out.NavigationToken
	}
	return out, nil
}

func (s *Server) requestAssistantCallback(ctx context.Context, req *apiv1.RequestCallbackRequest) (*apiv1.Message, error) {
	if err := s.deps.Assistant.RequestCallback(ctx, req.Kind, req.Prompt); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "We have been notified and will reach out shortly!"}, nil
}

// orEmpty is s, or an empty list for nil (the wire has no nulls for lists).
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
