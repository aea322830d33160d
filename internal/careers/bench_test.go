package careers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// BenchmarkOpenJobs times GET requisitions/get-open-requisitions, the
// server-rendered landing and a job page of a company with 500 live jobs,
// in process on SQLite (bench/careers measures them over HTTP against
// /healthz).
func BenchmarkOpenJobs(b *testing.B) {
	db := apptest.OpenDB(b, sqldb.SQLite)
	srv := apptest.NewServer(b, db, apptest.ServerOptions{})
	tm := apptest.MustTeam(b, srv.App, "alpha")
	ctx := tm.Ctx(b, recruit.RoleAdmin)
	for i := range 500 {
		in := apptest.JobInput(fmt.Sprintf("Engineer %d", i))
		in.Questions = nil
		job := apptest.MustCreateRequisition(b, ctx, srv.App, in)
		if _, err := srv.ATS.ChangeState(ctx, job.ID, ats.ActionPublish, ""); err != nil {
			b.Fatal(err)
		}
	}
	h := srv.App.Handler()
	_, jobs, err := srv.Careers.Landing(context.Background(), "alpha")
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct{ name, path, host string }{
		{"API", "/api/v1/requisitions/get-open-requisitions?company_slug=alpha", ""},
		{"Landing", "/alpha", careersHost},
		{"JobPage", "/alpha/" + jobs[0].Slug + "/apply", careersHost},
		{"Healthz", "/healthz", ""},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				r := httptest.NewRequestWithContext(context.Background(), "GET", tc.path, nil)
				r.Header.Set("Accept-Encoding", "gzip")
				if tc.host != "" {
					r.Host = tc.host
				}
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code != http.StatusOK {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
			}
		})
	}
}
