package assistant

import (
	"encoding/json"
	"reflect"
	"strings"

	"hirekit/internal/assistant/action"
)

// fieldTypes are each kind's field type, the one a model's tool call is
// decoded into and its JSON schema made from.
var fieldTypes = map[string]func() any{
	action.ScheduleInterview:   func() any { return &action.Schedule{} },
	action.SelfSchedule:        func() any { return &action.SelfScheduleLink{} },
	action.SendEmail:           func() any { return &action.Email{} },
	action.InviteUser:          func() any { return &action.Invite{} },
	action.InviteAgency:        func() any { return &action.AgencyInvite{} },
	action.FilterCandidates:    func() any { return &action.Filter{} },
	action.FilterJobCandidates: func() any { return &action.Filter{} },
	action.Generic:             func() any { return &action.Info{} },
}

// toolDescriptions tell the model what each function does.
var toolDescriptions = map[string]string{
	action.ScheduleInterview:   "Schedule an interview for one candidate in one round at a given time with interviewers.",
	action.SelfSchedule:        "Send a candidate a self-scheduling link for one round with interviewers, a duration and working hours.",
	action.SendEmail:           "Email one candidate, from one of the company's templates (template_data.id) or a subject and body.",
	action.InviteUser:          "Invite a colleague by email with roles (company_admin, company_ta, company_hiring_manager, company_panel, company_employee) and a designation.",
	action.InviteAgency:        "Invite a recruiting agency by email and name.",
	action.FilterCandidates:    "Show the candidate list filtered by states, notice periods, experience, current CTC or match score.",
	action.FilterJobCandidates: "Show one job's candidates (requisition_data.id) filtered by states, notice periods, experience, current CTC or match score.",
	action.Generic:             "Answer a question about the company's data: question.kind is count_in_state (state, optional job), interviews_on (from, to as YYYY-MM-DD, optional user), open_jobs, or applications_in_period (from, to, optional job).",
}

var (
	refsType = reflect.TypeOf(action.Refs{})
	rawType  = reflect.TypeOf(json.RawMessage{})
)

// schemaOf is the JSON schema of a field type, read from its json tags:
// objects allow no other keys, so the schema says what strict decoding
// accepts.
func schemaOf(t reflect.Type) map[string]any {
	switch {
	case t == refsType:
		return map[string]any{"type": "array", "items": schemaOf(refsType.Elem())}
	case t == rawType:
		return map[string]any{}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return schemaOf(t.Elem())
	case reflect.Struct:
		props := map[string]any{}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			props[name] = schemaOf(f.Type)
		}
		return map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	case reflect.Slice:
		return map[string]any{"type": "array", "items": schemaOf(t.Elem())}
	case reflect.Array:
		return map[string]any{"type": "array", "items": schemaOf(t.Elem()), "minItems": t.Len(), "maxItems": t.Len()}
	case reflect.Map:
		return map[string]any{"type": "object"}
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int64, reflect.Int32:
		return map[string]any{"type": "integer"}
	case reflect.Float64, reflect.Float32:
		return map[string]any{"type": "number"}
	}
	return map[string]any{}
}

// Schema is the JSON schema of kind's fields (nil for an unknown kind).
func Schema(kind string) json.RawMessage {
	mk, ok := fieldTypes[kind]
	if !ok {
		return nil
	}
	b, _ := json.Marshal(schemaOf(reflect.TypeOf(mk())))
	return b
}
