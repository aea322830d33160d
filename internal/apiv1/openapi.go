package apiv1

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"
)

// Operation is what the OpenAPI document needs of one route.
type Operation struct {
	Method, Path string
	Summary      string
	// Access is a short description of who may call, e.g. "public" or
	// "roles: company_admin, company_ta".
	Access   string
	Request  any // nil, or a pointer to the request type
	Response any // nil, or a pointer to the response type (without envelope)
	// Raw marks responses that are not JSON envelopes (files, plain text).
	Raw bool
	// SchedulingToken marks routes whose credential is a self-scheduling
	// link's token (the scheduling_token query value), not a session.
	SchedulingToken bool
}

// OpenAPI builds the OpenAPI 3.1 document of the given operations,
// indented and stable so it can be committed and diffed.
func OpenAPI(version string, ops []Operation) ([]byte, error) {
	r := openapi31.NewReflector()
	// Short schema names (Health, EnvelopeHealth) make readable TypeScript.
	r.JSONSchemaReflector().DefaultOptions = append(r.JSONSchemaReflector().DefaultOptions,
		jsonschema.InterceptDefName(func(t reflect.Type, name string) string {
			name = strings.ReplaceAll(name, "HirekitInternalApiv1", "")
			return strings.TrimPrefix(name, "Apiv1")
		}))
	r.Spec.Info.WithTitle("Hirekit API").WithVersion(version).
		WithDescription("The JSON API of Hirekit under /api/v1. Success answers are {\"data\": …}; errors are {\"error_messages\": …} with a 4xx status.")
	r.Spec.Info.WithLicense(openapi31.License{Name: "Apache-2.0", Identifier: ptr("Apache-2.0")})
	r.Spec.WithServers(openapi31.Server{URL: "http://127.0.0.1:8080", Description: ptr("make run (HIREKIT_BASE_URL is your install's origin)")})
	r.Spec.SetHTTPBearerTokenSecurity("bearer", "JWT", "Session token from POST /api/v1/login")
	r.Spec.SetAPIKeySecurity("scheduling_token", "scheduling_token", openapi.InQuery,
		"The token of a self-scheduling link mailed to a candidate (a POST may carry it in its JSON body instead)")
	for _, op := range ops {
		oc, err := r.NewOperationContext(op.Method, op.Path)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", op.Method, op.Path, err)
		}
		oc.SetSummary(op.Summary)
		oc.SetID(operationID(op.Method, op.Path))
		oc.SetDescription("Access: " + op.Access)
		switch {
		case op.SchedulingToken:
			oc.AddSecurity("scheduling_token")
		case op.Access != "public":
			oc.AddSecurity("bearer")
		}
		if op.Request != nil {
			oc.AddReqStructure(op.Request)
		}
		switch {
		case op.Raw:
			oc.AddRespStructure(nil, openapi.WithHTTPStatus(http.StatusOK))
		case op.Response != nil:
			oc.AddRespStructure(op.Response, openapi.WithHTTPStatus(http.StatusOK))
		}
		oc.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(http.StatusBadRequest))
		if err := r.AddOperation(oc); err != nil {
			return nil, fmt.Errorf("%s %s: %w", op.Method, op.Path, err)
		}
	}
	raw, err := json.Marshal(r.Spec)
	if err != nil {
		return nil, err
	}
	// Re-indent through a generic value so keys come out sorted.
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	// Public operations say so with an empty security list, which the
	// reflector does not write.
	for _, item := range v["paths"].(map[string]any) {
		for _, op := range item.(map[string]any) {
			if o, ok := op.(map[string]any); ok {
				if _, has := o["security"]; !has {
					o["security"] = []any{}
				}
			}
		}
	}
	out, err := json.MarshalIndent(v, "", "  ")
	return append(out, '\n'), err
}

// operationID turns "GET /api/v1/candidate-application/{slug}" into
// "getCandidateApplicationSlug": stable, readable names for generated code.
func operationID(method, path string) string {
	path = strings.TrimPrefix(path, "/api/v1")
	var b strings.Builder
	b.WriteString(strings.ToLower(method))
	for _, part := range strings.FieldsFunc(path, func(r rune) bool {
		return r == '/' || r == '-' || r == '_' || r == '{' || r == '}' || r == '.'
	}) {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

func ptr[T any](v T) *T { return &v }
