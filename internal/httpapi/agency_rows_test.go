package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/httpapi"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// TestAgencyCannotTellARepeat is review 3's M4 for agencies, as an agency
// sees it over HTTP: it puts forward a new person and a person a recruiter
// already added to the job. The two submissions' answers, their rows in
// its list (with counts and pages), their reads, and the answer of every
// route that takes an application's slug are alike in structure, status
// and message, and every one of them is what docs/openapi.json declares.
func TestAgencyCannotTellARepeat(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Shared")
		in.AgencyIDs = []int64{tm.AgencyID}
		job := apptest.MustCreateRequisition(t, admin, srv.App, in)
		known := apptest.MustAddApplication(t, admin, srv.App, job, "Known Person", "known@alpha.test")
		routes := httpapi.NewServer(httpapi.Deps{}).Routes()
		doc := newContract(t)
		agency := tm.Tokens[recruit.RoleAgency]
		call := func(method, path string, body any) apptest.Response {
			t.Helper()
			r := srv.Do(t, method, path, agency, body)
			doc.check(*routeFor(t, routes, method, path), r.Status, r.Header, r.Body)
			return r
		}

		// The submissions: every field of the form, a resume, links.
		pdf := fixture.ResumePDF(fixture.SamplePerson())
		submit := func(name, email string) apptest.Response {
			r := srv.Upload(t, "/api/v1/candidate-applications", agency, map[string]string{"requisition_id": fmt.Sprint(job.ID), "name": name,
				"email": email, "phone": "+91 90000 22222", "experience": "6", "current_ctc": "100", "expected_ctc": "200", "salary_currency": "INR",
				"notice_period": "immediate", "answers": fmt.Sprintf(`{"%d": 5}`, job.Questions[0].ID), "links": `{"github":"https://github.com/x"}`},
				"candidate_resume", "cv.pdf", pdf)
			doc.check(*routeOf(routes, "POST", "/api/v1/candidate-applications"), r.Status, r.Header, r.Body)
			return r
		}
		jobs := apptest.WatchJobs(t, srv.Queue)
		fresh, repeat := submit("Fresh Person", "fresh@alpha.test"), submit("Known P.", "known@alpha.test")
		if fresh.Status != 200 || repeat.Status != fresh.Status {
			t.Fatalf("submissions: %d %s / %d %s", fresh.Status, fresh.Body, repeat.Status, repeat.Body)
		}
		sameShape(t, "the submissions' answers", fresh.Body, repeat.Body)
		jobs.Wait(t, "parse_application_resume", 2)
		// Their refusals: a form missing its required answer (new and
		// known people alike), and naming either person once more (the
		// agency's own submission, which it knows of).
		for _, tc := range []struct {
			what    string
			emails  [2]string // a person new to the job, one already in it
			answers string
			status  int
		}{
			{"without the required answer", [2]string{"brand-new@alpha.test", "known@alpha.test"}, "{}", 400},
			{"again", [2]string{"fresh@alpha.test", "known@alpha.test"}, fmt.Sprintf(`{"%d": 5}`, job.Questions[0].ID), 409},
		} {
			var got [2]apptest.Response
			for i, email := range tc.emails {
				got[i] = srv.Upload(t, "/api/v1/candidate-applications", agency, map[string]string{"requisition_id": fmt.Sprint(job.ID),
					"name": "Again", "email": email, "answers": tc.answers}, "candidate_resume", "", nil)
				doc.check(*routeOf(routes, "POST", "/api/v1/candidate-applications"), got[i].Status, got[i].Header, got[i].Body)
			}
			if got[0].Status != tc.status || got[1].Status != tc.status || got[0].Body != got[1].Body {
				t.Errorf("%s: %d %s / %d %s, want the same %d", tc.what, got[0].Status, got[0].Body, got[1].Status, got[1].Body, tc.status)
			}
		}

		// The list: both rows, counted, each on a page of its own.
		var list struct {
			Data struct {
				Rows        []map[string]any `json:"candidate_applications"`
				StateCounts map[string]int   `json:"state_counts"`
			} `json:"data"`
			Meta struct {
				Total int `json:"total"`
			} `json:"meta"`
		}
		r := call("GET", "/api/v1/candidate-applications?sort=name&with_state_counts=true", nil)
		json.Unmarshal([]byte(r.Body), &list)
		if r.Status != 200 || list.Meta.Total != 2 || len(list.Data.Rows) != 2 || list.Data.StateCounts["sourced"] != 2 {
			t.Fatalf("the agency's list: %d %s", r.Status, r.Body)
		}
		rows := list.Data.Rows
		slugs := []string{rows[0]["slug"].(string), rows[1]["slug"].(string)}
		for i, row := range rows {
			if id, _ := row["id"].(float64); id == 0 || int64(id) == known.ID || slugs[i] == known.Slug {
				t.Errorf("row %d names the application that was there, or has no id: %v", i, row)
			}
		}
		a, b := strip(rows[0], "id", "slug", "candidate", "email", "created_at"), strip(rows[1], "id", "slug", "candidate", "email", "created_at")
		if !reflect.DeepEqual(a, b) {
			t.Errorf("the list's rows differ:\n%v\n%v", a, b)
		}
		for page := 1; page <= 2; page++ {
			r := call("GET", fmt.Sprintf("/api/v1/candidate-applications?sort=name&per_page=1&page=%d", page), nil)
			if r.Status != 200 || !strings.Contains(r.Body, `"total":2`) || !strings.Contains(r.Body, slugs[page-1]) {
				t.Errorf("page %d of one: %d %s", page, r.Status, r.Body)
			}
		}

		// The reads, field by field.
		var reads [2]map[string]any
		for i, slug := range slugs {
			r := call("GET", "/api/v1/candidate-applications/"+slug, nil)
			var env struct {
				Data struct {
					App map[string]any `json:"candidate_application"`
				} `json:"data"`
			}
			json.Unmarshal([]byte(r.Body), &env)
			if r.Status != 200 || env.Data.App == nil {
				t.Fatalf("read %s: %d %s", slug, r.Status, r.Body)
			}
			app := env.Data.App
			if app["id"] != rows[i]["id"] || app["slug"] != slug {
				t.Errorf("read %s: id %v, the list's %v", slug, app["id"], rows[i]["id"])
			}
			resume, _ := app["resume"].(map[string]any)
			if url, _ := resume["url"].(string); !strings.HasPrefix(url, "/files/") || resume["status"] != "parsed" {
				t.Errorf("read %s: resume %v, want the agency's file, parsed", slug, resume)
			}
			cand := app["candidate"].(map[string]any)
			if cand["id"] != float64(0) || len(cand["links"].(map[string]any)) != 0 || cand["since"] != app["created_at"] {
				t.Errorf("read %s: candidate %v, want no stored candidate's id, links or age", slug, cand)
			}
			resume["url"] = ""
			cand["name"], cand["email"], cand["since"] = "", "", ""
			for _, h := range app["history"].([]any) {
				h.(map[string]any)["at"] = ""
			}
			reads[i] = strip(app, "id", "slug", "created_at")
		}
		if !reflect.DeepEqual(reads[0], reads[1]) {
			t.Errorf("the reads differ:\n%v\n%v", reads[0], reads[1])
		}
		if s := fmt.Sprint(reads[1]); strings.Contains(s, "Known Person") || strings.Contains(s, known.Slug) {
			t.Errorf("the repeat's read shows the application that was there: %s", s)
		}

		// Every route that takes an application's slug answers the agency
		// alike for its two rows: the same status and message (the slug
		// itself aside), whether it may use the route or not.
		swept := 0
		other := regexp.MustCompile(`\{[a-z_]+\}`)
		for _, rt := range routes {
			if !strings.Contains(rt.Path, "{slug}") {
				continue
			}
			var got [2]apptest.Response
			for i, slug := range slugs {
				path := other.ReplaceAllString(strings.Replace(rt.Path, "{slug}", slug, 1), "1")
				var body any
				if rt.Method != http.MethodGet && rt.Method != http.MethodDelete {
					body = plausibleBody(rt.RequestType())
				}
				got[i] = srv.Do(t, rt.Method, path, agency, body)
				doc.check(rt, got[i].Status, got[i].Header, got[i].Body)
			}
			swept++
			if got[0].Status != got[1].Status || strings.ReplaceAll(got[0].Body, slugs[0], "") != strings.ReplaceAll(got[1].Body, slugs[1], "") && got[0].Status != 200 {
				t.Errorf("%s %s answers the agency's two rows differently: %d %.200s / %d %.200s", rt.Method, rt.Path, got[0].Status, got[0].Body,
					got[1].Status, got[1].Body)
			}
		}
		if swept < 10 {
			t.Errorf("only %d routes with an application's slug swept", swept)
		}
		for d := range doc.diffs {
			t.Errorf("differs from docs/openapi.json: %s", d)
		}
	})
}

// sameShape holds two JSON answers to be alike but for the times.
func sameShape(t *testing.T, what, x, y string) {
	t.Helper()
	times := regexp.MustCompile(`"\d{4}-\d\d-\d\dT[^"]*"`)
	names := regexp.MustCompile(`"(name|email)":"[^"]*"`)
	nx, ny := names.ReplaceAllString(times.ReplaceAllString(x, `""`), `"$1":""`), names.ReplaceAllString(times.ReplaceAllString(y, `""`), `"$1":""`)
	if nx != ny {
		t.Errorf("%s differ:\n%s\n%s", what, x, y)
	}
}

// strip copies a JSON object without some keys.
func strip(m map[string]any, keys ...string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	for _, k := range keys {
		delete(out, k)
	}
	return out
}

// routeFor finds the route a concrete path (and query) was sent to.
func routeFor(t *testing.T, routes []httpapi.Route, method, path string) *httpapi.Route {
	t.Helper()
	path, _, _ = strings.Cut(path, "?")
	for i, rt := range routes {
		pattern := "^" + regexp.MustCompile(`\\\{[a-z_]+\\\}`).ReplaceAllString(regexp.QuoteMeta(rt.Path), `[^/]+`) + "$"
		if rt.Method == method && regexp.MustCompile(pattern).MatchString(path) {
			return &routes[i]
		}
	}
	t.Fatalf("no route for %s %s", method, path)
	return nil
}
