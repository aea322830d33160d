package apiv1

import (
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"reflect"
	"slices"
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
	// Raw marks responses that are not JSON envelopes (files, documents):
	// a 200 of MediaType (several joined by ", " when the file's format
	// varies), or a 302 when Redirect.
	Raw       bool
	MediaType string
	Redirect  bool
	// Public routes need no credential; the others answer 401 without
	// one, and 403 when the caller lacks Permission.
	Public     bool
	Permission string
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
		}),
		jsonschema.InterceptNullability(nullableStructPointer))
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
		if op.Response != nil && !op.Raw {
			oc.AddRespStructure(op.Response, openapi.WithHTTPStatus(http.StatusOK))
		}
		// Every answer the adapter can give is declared: 400 for input,
		// 401 without a credential, 403 for a missing permission, the
		// other 4xx and 5xx (added below as ranges) with the same body.
		oc.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(http.StatusBadRequest))
		if !op.Public {
			oc.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(http.StatusUnauthorized))
		}
		if op.Permission != "" {
			oc.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(http.StatusForbidden))
		}
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
	nullInEnums(v)
	paths := v["paths"].(map[string]any)
	for _, item := range paths {
		for _, op := range item.(map[string]any) {
			o, ok := op.(map[string]any)
			if !ok {
				continue
			}
			// Public operations say so with an empty security list, which
			// the reflector does not write.
			if _, has := o["security"]; !has {
				o["security"] = []any{}
			}
			resp := o["responses"].(map[string]any)
			bad := resp["400"].(map[string]any)["content"]
			resp["4XX"] = map[string]any{"description": "Refused: not found, conflict, too large, unsupported media type, too many requests", "content": bad}
			resp["5XX"] = map[string]any{"description": "Something went wrong (logged with the request id), or not ready", "content": bad}
		}
	}
	// Raw answers: the reflector writes no content for them.
	for _, op := range ops {
		if !op.Raw {
			continue
		}
		resp := paths[op.Path].(map[string]any)[strings.ToLower(op.Method)].(map[string]any)["responses"].(map[string]any)
		if op.Redirect {
			resp["302"] = map[string]any{"description": "Found: the Location header says where",
				"headers": map[string]any{"Location": map[string]any{"schema": map[string]any{"type": "string"}}}}
			continue
		}
		content := map[string]any{}
		for _, mt := range strings.Split(op.MediaType, ", ") {
			schema := map[string]any{"type": "string", "format": "binary"}
			if mt == "application/json" {
				schema = map[string]any{"type": "object"}
			}
			content[mt] = map[string]any{"schema": schema}
		}
		resp["200"] = map[string]any{"description": "OK", "content": content}
	}
	out, err := json.MarshalIndent(v, "", "  ")
	return append(out, '\n'), err
}

// nullableStructPointer marks a pointer-to-struct field as answering
// null, as encoding/json writes a nil one. The reflector marks slices,
// maps and other pointers itself (a field with omitempty is absent
// instead, and `nullable:"false"` says a field is never nil); a struct's
// schema is a shared $ref, so null goes beside it: anyOf [null, $ref].
// A multipart file is a form part, never null.
func nullableStructPointer(in jsonschema.InterceptNullabilityParams) {
	t, sc := in.Type, in.Schema
	if in.OmitEmpty || sc.Ref == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct ||
		t == reflect.TypeFor[*multipart.FileHeader]() {
		return
	}
	ref := jsonschema.Schema{Ref: sc.Ref}
	*sc = jsonschema.Schema{Description: sc.Description, AnyOf: []jsonschema.SchemaOrBool{
		jsonschema.Null.ToSchemaOrBool(), ref.ToSchemaOrBool(),
	}}
}

// nullInEnums adds null to the enum of every schema whose type allows
// null (a *string with an enum tag): an enum lists every value allowed,
// and the reflector reads the enum tag after marking the type nullable.
func nullInEnums(v any) {
	switch v := v.(type) {
	case map[string]any:
		enum, _ := v["enum"].([]any)
		types, _ := v["type"].([]any)
		if len(enum) > 0 && slices.Contains(types, any("null")) && !slices.Contains(enum, nil) {
			v["enum"] = append(enum, nil)
		}
		for _, e := range v {
			nullInEnums(e)
		}
	case []any:
		for _, e := range v {
			nullInEnums(e)
		}
	}
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

// XLSXMediaType is the content type of the spreadsheets the API answers.
const XLSXMediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

func ptr[T any](v T) *T { return &v }
