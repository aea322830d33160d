package httpapi_test

import (
	"context"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The ATS candidate page shows the talenthub badges of the candidate whose
// verified address the application carries, as their public profile shows
// them: not when the skills are private, never to an agency.
func TestApplicationTalenthubSkills(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		if _, err := db.Write.ExecContext(context.Background(), `INSERT INTO hub_skills (hub_candidate_id, name, slug, proficiency, created_at) VALUES (?, 'Go', 'go', 2, ?), (?, 'Python', 'python', -1, ?)`,
			c.ID, time.Now().UTC(), c.ID, time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		tm := apptest.MustTeam(t, srv.App, "acme")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Engineer")
		in.AgencyIDs = []int64{tm.AgencyID}
		job := apptest.MustCreateRequisition(t, admin, srv.App, in)
		hub := apptest.MustAddApplication(t, admin, srv.App, job, "Meera", "Meera@Hub.test")
		plain := apptest.MustAddApplication(t, admin, srv.App, job, "Ravi", "ravi@elsewhere.test")
		get := func(token, slug string) apiv1.CandidateApplication {
			t.Helper()
			resp := srv.Do(t, "GET", "/api/v1/candidate-applications/"+slug, token, nil)
			if resp.Status != 200 {
				t.Fatalf("get %s: %d %s", slug, resp.Status, resp.Body)
			}
			var out apiv1.Envelope[apiv1.ApplicationResult]
			resp.JSON(t, &out)
			return out.Data.CandidateApplication
		}
		a := get(tm.Tokens[recruit.RoleAdmin], hub.Slug)
		if a.TalenthubUsername != "meera" || len(a.TalenthubSkills) != 2 || a.TalenthubSkills[0].Proficiency != 2 || a.TalenthubSkills[1].Proficiency != -1 {
			t.Fatalf("talenthub skills %q %+v", a.TalenthubUsername, a.TalenthubSkills)
		}
		if a := get(tm.Tokens[recruit.RoleAdmin], plain.Slug); a.TalenthubSkills == nil || len(a.TalenthubSkills) != 0 || a.TalenthubUsername != "" {
			t.Fatalf("no talenthub candidate: %+v", a.TalenthubSkills)
		}
		resp := srv.Do(t, "PUT", "/api/v1/talenthub/candidate/visibility", c.Token, map[string]any{"listed": true, "sections": map[string]bool{"skills": false}})
		if resp.Status != 200 {
			t.Fatalf("visibility: %d %s", resp.Status, resp.Body)
		}
		if a := get(tm.Tokens[recruit.RoleAdmin], hub.Slug); len(a.TalenthubSkills) != 0 {
			t.Fatalf("private skills shown: %+v", a.TalenthubSkills)
		}
	})
}
