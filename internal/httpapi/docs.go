package httpapi

import (
	"fmt"
	"strings"
)

// APIMarkdown renders the route table as docs/api.md, so the endpoint list
// a reader sees is the one the server runs.
func APIMarkdown(routes []Route) []byte {
	var b strings.Builder
	b.WriteString("# Hirekit API\n\n")
	b.WriteString("Generated from `internal/httpapi/routes.go` by `make gen`; do not edit by hand. ")
	b.WriteString("The full schemas are in [openapi.json](openapi.json) (also served at `GET /api/v1/openapi.json`).\n\n")
	b.WriteString("Conventions: success is `{\"data\": …}` (lists add `\"meta\": {\"page\", \"per_page\", \"total\"}`); ")
	b.WriteString("errors are `{\"error_messages\": \"text\"}` or `{\"error_messages\": {\"field\": [\"text\"]}}` with a 4xx status; ")
	b.WriteString("unexpected failures answer 500 `{\"error_messages\": \"Something went wrong\", \"request_id\": …}` and are logged with that request id (also sent as `X-Request-Id` on every answer). ")
	b.WriteString("Signed-in routes take `Authorization: Bearer <token>`.\n\n")
	b.WriteString("| Method | Path | Access | What it does |\n|---|---|---|---|\n")
	for _, rt := range routes {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s |\n", rt.Method, rt.Path, rt.Access, rt.Summary)
	}
	return []byte(b.String())
}
