package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"hirekit/internal/apptest"
	"hirekit/internal/httpapi"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// tokenAuth is a stand-in session store for the middleware tests: the
// bearer value names the roles.
type tokenAuth struct{}

func (tokenAuth) Session(_ context.Context, token string, companyID int64) (*recruit.Actor, error) {
	if token == "bad" {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, "Session expired")
	}
	return &recruit.Actor{UserID: 1, CompanyID: 1, Roles: strings.Split(token, ",")}, nil
}

func newServer(t *testing.T, db *sqldb.DB) *httpapi.Server {
	spa := fstest.MapFS{
		"index.html":         {Data: []byte("<html><head><!--seo--></head><body>app</body></html>")},
		"assets/app-1a2b.js": {Data: []byte("console.log(1)")},
		"assets/big-3c4d.js": {Data: []byte(strings.Repeat("console.log('the first screen');\n", 200))},
		"favicon.ico":        {Data: []byte("ico")},
	}
	return httpapi.NewServer(httpapi.Deps{Ready: db, SPA: spa, Sessions: tokenAuth{}, Version: "test", Logger: apptest.Logger(t)})
}

type scenario struct {
	name       string
	method     string
	target     string
	header     map[string]string
	wantStatus int
	wantBody   string // substring
	wantHeader map[string]string
}

func (sc scenario) run(t *testing.T, h http.Handler) {
	t.Run(sc.name, func(t *testing.T) {
		req := httptest.NewRequest(sc.method, sc.target, nil)
		for k, v := range sc.header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != sc.wantStatus {
			t.Errorf("status = %d, want %d (body %s)", rec.Code, sc.wantStatus, rec.Body.String())
		}
		if !strings.Contains(rec.Body.String(), sc.wantBody) {
			t.Errorf("body = %q, want it to contain %q", rec.Body.String(), sc.wantBody)
		}
		for k, v := range sc.wantHeader {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("header %s = %q, want %q", k, got, v)
			}
		}
		if rec.Header().Get("X-Request-Id") == "" {
			t.Error("no X-Request-Id")
		}
	})
}

func TestServer(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := newServer(t, db)
		for _, sc := range []scenario{
			{"Healthz", "GET", "/healthz", nil, 200, `{"data":{"status":"ok","version":"test"}}`, nil},
			{"Readyz", "GET", "/readyz", nil, 200, `"database":"` + string(db.Engine) + `"`, nil},
			{"ErrUnknownAPIPath", "GET", "/api/v1/nothing-here", nil, 404, `{"error_messages":"Not found"}`, map[string]string{"Content-Type": "application/json; charset=utf-8"}},
			{"ErrWrongMethod", "DELETE", "/api/v1/openapi.json", nil, 405, `{"error_messages":"Method not allowed"}`, map[string]string{"Allow": "GET, HEAD"}},
			{"OpenAPI", "GET", "/api/v1/openapi.json", nil, 200, `"openapi": "3.1.0"`, nil},
			{"SPAIndexForAppRoutes", "GET", "/jobs/12/pipeline", nil, 200, "<body>app</body>", map[string]string{"Cache-Control": "no-cache", "X-Frame-Options": "DENY"}},
			{"SPAAssetImmutable", "GET", "/assets/app-1a2b.js", nil, 200, "console.log", map[string]string{"Cache-Control": "public, max-age=31536000, immutable"}},
			{"ErrSPAMissingAsset", "GET", "/assets/gone.js", nil, 404, "", nil},
			{"SPARootFile", "GET", "/favicon.ico", nil, 200, "ico", nil},
			{"RequestIDEchoed", "GET", "/healthz", map[string]string{"X-Request-Id": "abc-123"}, 200, "ok", map[string]string{"X-Request-Id": "abc-123"}},
		} {
			sc.run(t, srv)
		}
		t.Run("SPAAssetGzipped", func(t *testing.T) {
			want := strings.Repeat("console.log('the first screen');\n", 200)
			for _, tc := range []struct {
				name, accept, rangeHeader string
				gzipped                   bool
			}{
				{"Accepted", "gzip, deflate, br", "", true},
				{"NotAccepted", "", "", false},
				{"Refused", "gzip;q=0, identity", "", false},
				{"RangeIsPlain", "gzip", "bytes=0-9", false},
			} {
				t.Run(tc.name, func(t *testing.T) {
					req := httptest.NewRequest("GET", "/assets/big-3c4d.js", nil)
					req.Header.Set("Accept-Encoding", tc.accept)
					if tc.rangeHeader != "" {
						req.Header.Set("Range", tc.rangeHeader)
					}
					rec := httptest.NewRecorder()
					srv.ServeHTTP(rec, req)
					if got := rec.Header().Get("Content-Encoding") == "gzip"; got != tc.gzipped {
						t.Fatalf("Content-Encoding = %q, want gzipped %v", rec.Header().Get("Content-Encoding"), tc.gzipped)
					}
					if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
						t.Errorf("Vary = %q, want Accept-Encoding", rec.Header().Get("Vary"))
					}
					body := rec.Body.Bytes()
					if tc.gzipped {
						zr, err := gzip.NewReader(bytes.NewReader(body))
						if err != nil {
							t.Fatal(err)
						}
						if body, err = io.ReadAll(zr); err != nil {
							t.Fatal(err)
						}
						if rec.Body.Len() >= len(want)/4 || rec.Header().Get("Content-Type") != "text/javascript; charset=utf-8" {
							t.Errorf("gzipped to %d bytes of %d, type %q", rec.Body.Len(), len(want), rec.Header().Get("Content-Type"))
						}
					}
					if tc.rangeHeader == "" && string(body) != want {
						t.Errorf("body is %d bytes, want the %d of the file", len(body), len(want))
					}
				})
			}
		})
		t.Run("SEOPlaceholderRemoved", func(t *testing.T) {
			rec := httptest.NewRecorder()
			srv.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
			if strings.Contains(rec.Body.String(), "<!--seo-->") {
				t.Error("index.html still has the SEO placeholder")
			}
		})
	})
}

// TestRouteTable builds the full mux (ServeMux panics on clashing
// patterns) and checks every route is well-formed.
func TestRouteTable(t *testing.T) {
	t.Parallel()
	srv := httpapi.NewServer(httpapi.Deps{})
	seen := map[string]bool{}
	for _, rt := range srv.Routes() {
		key := rt.Method + " " + rt.Path
		if seen[key] {
			t.Errorf("duplicate route %s", key)
		}
		seen[key] = true
		if rt.Summary == "" {
			t.Errorf("%s has no summary", key)
		}
		if !strings.HasPrefix(rt.Path, "/api/v1/") && rt.Path != "/healthz" && rt.Path != "/readyz" {
			t.Errorf("%s is outside /api/v1", key)
		}
	}
	if len(seen) < 3 {
		t.Errorf("only %d routes", len(seen))
	}
}

func TestErrorBodies(t *testing.T) {
	t.Parallel()
	// The typed adapter turns domain errors into the envelope and status of
	// DECISIONS.md; other errors never leak.
	type req struct {
		ID   int64  `path:"id"`
		Page int    `query:"page"`
		Name string `json:"name"`
	}
	type resp struct {
		Echo string `json:"echo"`
	}
	ep := httpapi.Handle(func(ctx context.Context, r *req) (*resp, error) {
		switch r.Name {
		case "field":
			return nil, recruit.FieldError("email", "Email is already taken")
		case "throttle":
			return nil, &recruit.Error{Code: recruit.ETHROTTLED, Message: "Too many attempts, please try again in 15 minutes.", RetryAfter: 900e9}
		case "boom":
			return nil, errors.New("pq: secret internals")
		}
		return &resp{Echo: r.Name}, nil
	})
	h := httpapi.ServeOne(ep, "POST /things/{id}")
	tests := []struct {
		name, target, ctype, body string
		wantStatus                int
		wantBody                  string
	}{
		{"OK", "/things/7?page=2", "application/json", `{"name":"x"}`, 200, `{"data":{"echo":"x"}}`},
		{"ErrFieldErrors", "/things/7", "application/json", `{"name":"field"}`, 400, `{"error_messages":{"email":["Email is already taken"]}}`},
		{"ErrThrottled", "/things/7", "application/json", `{"name":"throttle"}`, 429, `Too many attempts`},
		{"ErrInternalHidden", "/things/7", "application/json", `{"name":"boom"}`, 500, `{"error_messages":"Something went wrong","request_id":"req-7"}`},
		{"ErrMalformedJSON", "/things/7", "application/json", `{"name":`, 400, `Invalid JSON body`},
		{"ErrTrailingJSON", "/things/7", "application/json", `{"name":"a"} {}`, 400, `Invalid JSON body`},
		{"ErrWrongJSONType", "/things/7", "application/json", `{"name":5}`, 400, `Invalid value for name`},
		{"EmptyBodyIsEmptyObject", "/things/7", "application/json", ``, 200, `{"data":{"echo":""}}`},
		{"ErrMediaType", "/things/7", "text/plain", `{"name":"x"}`, 415, `Please send JSON`},
		{"ErrTooLarge", "/things/7", "application/json", `{"name":"` + strings.Repeat("a", 1<<20) + `"}`, 413, `Request body too large`},
		{"ErrBadQueryNumber", "/things/7?page=two", "application/json", `{"name":"x"}`, 400, `Invalid value for page`},
		{"ErrBadPathNumber", "/things/seven", "application/json", `{"name":"x"}`, 404, `Not found`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", tt.target, strings.NewReader(tt.body))
			req.Header.Set("Content-Type", tt.ctype)
			req.Header.Set("X-Request-Id", "req-7")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code < 500 && strings.Contains(rec.Body.String(), "req-7") {
				t.Error("a 4xx answer carries the request id in its body")
			}
			if rec.Code != tt.wantStatus {
				t.Errorf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if !strings.Contains(rec.Body.String(), tt.wantBody) {
				t.Errorf("body = %.200q, want %q", rec.Body.String(), tt.wantBody)
			}
			if strings.Contains(rec.Body.String(), "secret internals") {
				t.Error("internal error text leaked")
			}
			var v map[string]any
			if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
				t.Errorf("answer is not JSON: %v", err)
			}
		})
	}
	t.Run("RetryAfter", func(t *testing.T) {
		req := httptest.NewRequest("POST", "/things/1", strings.NewReader(`{"name":"throttle"}`))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if got := rec.Header().Get("Retry-After"); got != "900" {
			t.Errorf("Retry-After = %q, want 900", got)
		}
	})
}

func TestAccessRule(t *testing.T) {
	t.Parallel()
	ep := httpapi.Handle(func(ctx context.Context, _ *struct{}) (*struct {
		UserID int64 `json:"user_id"`
	}, error) {
		a := recruit.ActorFrom(ctx)
		return &struct {
			UserID int64 `json:"user_id"`
		}{a.UserID}, nil
	})
	srv := httpapi.NewServer(httpapi.Deps{Sessions: tokenAuth{}})
	h := srv.ServeRoute(httpapi.Route{Method: "GET", Path: "/api/v1/admin-only", Summary: "x", Access: httpapi.Perm(recruit.PermGrantRole), Endpoint: ep})
	for _, sc := range []scenario{
		{"ErrNoSession", "GET", "/api/v1/admin-only", nil, 401, "Please log in to continue!", nil},
		{"ErrBadSession", "GET", "/api/v1/admin-only", map[string]string{"Authorization": "Bearer bad"}, 401, "Session expired", nil},
		{"ErrNotBearer", "GET", "/api/v1/admin-only", map[string]string{"Authorization": "Basic company_admin"}, 401, "Please log in to continue!", nil},
		{"ErrBadCompanyID", "GET", "/api/v1/admin-only?company_id=x", map[string]string{"Authorization": "Bearer company_admin"}, 400, "Invalid value for company_id", nil},
		{"ErrWrongRole", "GET", "/api/v1/admin-only", map[string]string{"Authorization": "Bearer company_panel"}, 403, "You cannot access this page.", nil},
		{"OK", "GET", "/api/v1/admin-only", map[string]string{"Authorization": "Bearer company_panel,company_admin"}, 200, `"user_id":1`, nil},
	} {
		sc.run(t, h)
	}
	t.Run("NoAuthenticatorMeans401", func(t *testing.T) {
		h := httpapi.NewServer(httpapi.Deps{}).ServeRoute(httpapi.Route{Method: "GET", Path: "/api/v1/x", Summary: "x", Access: httpapi.Perm(recruit.PermUseProfile), Endpoint: ep})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/v1/x", nil))
		if rec.Code != 401 {
			t.Errorf("status = %d, want 401", rec.Code)
		}
	})
}
