package careers_test

import (
	"net/http"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/sqldb"
)

// TestClosedJobIsAStub: a job taken off the careers page (unpublished or
// archived) shows only its title and that it is closed, on the API and on
// its page, even after edits made since (security review 3, L2).
func TestClosedJobIsAStub(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		if _, err := w.srv.ATS.ChangeState(w.ctx, w.job.ID, ats.ActionUnpublish, ""); err != nil {
			t.Fatal(err)
		}
		in := apptest.JobInput("Platform Engineer")
		in.Description = "<p>Secret reorganisation plan.</p>"
		in.Questions[0].Title = "Will you relocate to Mars?"
		if _, err := w.srv.ATS.UpdateRequisition(w.ctx, w.job.ID, in); err != nil {
			t.Fatal(err)
		}
		archived := mustPublish(t, w.srv, w.ctx, apptest.MustCreateRequisition(t, w.ctx, w.srv.App, in).ID)
		if _, err := w.srv.ATS.ChangeState(w.ctx, archived.ID, ats.ActionArchive, ""); err != nil {
			t.Fatal(err)
		}
		hidden := []string{"Secret", "Build things", "Years of Go?", "Mars", "Engineering", "Bengaluru", "2000000", "2,000,000", "full_time", "Full"}
		for _, slug := range []string{w.job.Slug, archived.Slug} {
			a := w.srv.Do(t, http.MethodGet, "/api/v1/requisitions/from-slug/"+slug+"?company_slug="+w.slug, "", nil)
			var got struct {
				Data struct {
					Requisition struct {
						Designation string `json:"designation"`
						Open        bool   `json:"open_for_careers_page"`
					} `json:"requisition"`
					Questions []any `json:"screening_questions"`
				} `json:"data"`
			}
			a.JSON(t, &got)
			if a.Status != http.StatusOK || got.Data.Requisition.Designation != "Platform Engineer" || got.Data.Requisition.Open || len(got.Data.Questions) != 0 {
				t.Errorf("from-slug %s: %d %s", slug, a.Status, a.Body)
			}
			p := page(t, w.srv, careersHost, "/"+w.slug+"/"+slug+"/apply")
			if p.status != http.StatusOK || !strings.Contains(p.body, "Platform Engineer") || !strings.Contains(p.body, "Not accepting applications right now!") {
				t.Errorf("page %s: %d", slug, p.status)
			}
			for _, s := range hidden {
				if strings.Contains(a.Body, s) {
					t.Errorf("from-slug %s shows %q: %s", slug, s, a.Body)
				}
				if strings.Contains(p.body, s) {
					t.Errorf("page %s shows %q", slug, s)
				}
			}
		}
	})
}
