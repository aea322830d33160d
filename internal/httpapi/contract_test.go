package httpapi_test

import (
	"bytes"
	"fmt"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"hirekit/internal/httpapi"
)

// contract holds real answers to the committed docs/openapi.json: the
// status must be declared for the route (exactly, or by its 4XX/5XX
// range), the content type must be one the response declares, and a JSON
// body must validate against the declared schema (types, nullability,
// enums, required properties, additionalProperties where declared). The
// route-table sweeps feed it every answer they get; differences are
// collected, one line per route, status and problem, and the sweep asserts
// there are none.
type contract struct {
	doc      map[string]any
	compiler *jsonschema.Compiler

	mu      sync.Mutex
	schemas map[string]*jsonschema.Schema
	diffs   map[string]bool
	checked int
	ok2xx   map[string]bool // routes seen answering a 2xx (or their redirect)
	routes  map[string]bool // routes seen at all
}

const contractURL = "file:///docs/openapi.json"

func newContract(t *testing.T) *contract {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "openapi.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	// OpenAPI 3.1's schemas are JSON Schema 2020-12.
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(contractURL, doc); err != nil {
		t.Fatal(err)
	}
	return &contract{doc: doc.(map[string]any), compiler: c, schemas: map[string]*jsonschema.Schema{}, diffs: map[string]bool{},
		ok2xx: map[string]bool{}, routes: map[string]bool{}}
}

// pointerPart escapes one JSON pointer segment.
func pointerPart(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func (c *contract) differ(key, format string, args ...any) {
	c.diffs[key+": "+fmt.Sprintf(format, args...)] = true
}

// check compares one answer of rt with the document.
func (c *contract) check(rt httpapi.Route, status int, header http.Header, body string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checked++
	key := rt.Method + " " + rt.Path
	c.routes[key] = true
	if status >= 200 && status < 400 {
		c.ok2xx[key] = true
	}
	item, _ := c.doc["paths"].(map[string]any)[rt.Path].(map[string]any)
	op, _ := item[strings.ToLower(rt.Method)].(map[string]any)
	if op == nil {
		c.differ(key, "not in the document")
		return
	}
	responses := op["responses"].(map[string]any)
	code := strconv.Itoa(status)
	if responses[code] == nil {
		code = code[:1] + "XX"
	}
	if responses[code] == nil {
		code = "default"
	}
	resp, _ := responses[code].(map[string]any)
	if resp == nil {
		c.differ(key, "status %d is not declared", status)
		return
	}
	content, _ := resp["content"].(map[string]any)
	if content == nil {
		// A redirect: the body is net/http's courtesy link.
		return
	}
	mt, _, err := mime.ParseMediaType(header.Get("Content-Type"))
	if err != nil || content[mt] == nil {
		c.differ(key, "%d answered %q, the document says %v", status, header.Get("Content-Type"), mapKeys(content))
		return
	}
	if mt != "application/json" {
		return
	}
	loc := contractURL + "#/paths/" + pointerPart(rt.Path) + "/" + strings.ToLower(rt.Method) + "/responses/" + code + "/content/" + pointerPart(mt) + "/schema"
	sch := c.schemas[loc]
	if sch == nil {
		if sch, err = c.compiler.Compile(loc); err != nil {
			c.differ(key, "the schema of %s does not compile: %v", code, err)
			return
		}
		c.schemas[loc] = sch
	}
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(body))
	if err != nil {
		c.differ(key, "%d answered invalid JSON: %.100s", status, body)
		return
	}
	if err := sch.Validate(v); err != nil {
		verr, ok := err.(*jsonschema.ValidationError)
		if !ok {
			c.differ(key, "%d: %v", status, err)
			return
		}
		for _, leaf := range leaves(verr) {
			c.differ(key, "%d at /%s: %s", status, strings.Join(leaf.InstanceLocation, "/"), leaf.ErrorKind.LocalizedString(english))
		}
	}
}

var english = message.NewPrinter(language.English)

// leaves are the innermost failures of a validation, the ones that name
// the instance location and the broken keyword.
func leaves(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	var got []*jsonschema.ValidationError
	for _, c := range e.Causes {
		got = append(got, leaves(c)...)
	}
	return got
}

func mapKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// report logs what was checked and fails with every difference, and with
// every GET route of routes (nil: none) that never succeeded.
func (c *contract) report(t *testing.T, routes []httpapi.Route, engine string) {
	t.Helper()
	var without []string
	for _, rt := range routes {
		if key := rt.Method + " " + rt.Path; rt.Method == http.MethodGet && !c.ok2xx[key] {
			without = append(without, key)
		}
	}
	var diffs []string
	for d := range c.diffs {
		diffs = append(diffs, d)
	}
	sort.Strings(diffs)
	t.Logf("contract on %s: %d answers of %d routes checked against docs/openapi.json (%d routes answered a 2xx), %d differences",
		engine, c.checked, len(c.routes), len(c.ok2xx), len(diffs))
	for _, d := range diffs {
		t.Errorf("differs from docs/openapi.json: %s", d)
	}
	if len(without) > 0 {
		t.Errorf("GET routes the sweep never saw succeed, so their success schema went unchecked: %s", strings.Join(without, ", "))
	}
	if c.checked < 300 {
		t.Errorf("only %d answers checked", c.checked)
	}
}
