package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestHubLeads: companies that asked for a callback or wrote to support
// are leads, the most recent first; the page is a platform admin's.
func TestHubLeads(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		acme, globex := apptest.MustTeam(t, srv.App, "acme"), apptest.MustTeam(t, srv.App, "globex")
		apptest.MustTeam(t, srv.App, "initech") // asked nothing: no lead
		ctx := context.Background()
		now := time.Now().UTC()
		exec := func(q string, args ...any) {
			var id int64
			if err := db.Write.QueryRowContext(ctx, q+" RETURNING id", args...).Scan(&id); err != nil {
				t.Fatal(err)
			}
		}
		exec(`INSERT INTO screeno_callback_requests (company_id, user_id, kind, created_at) VALUES (?, ?, 'pricing_page_100', ?)`,
			acme.Company.ID, acme.Users[recruit.RoleTA].ID, now.Add(-2*time.Hour))
		exec(`INSERT INTO screeno_callback_requests (company_id, user_id, kind, created_at) VALUES (?, NULL, 'greenhouse', ?)`,
			acme.Company.ID, now.Add(-3*time.Hour))
		exec(`INSERT INTO assistant_callback_requests (company_id, user_id, kind, prompt, created_at) VALUES (?, ?, 'contact_support', 'Import from Workday please', ?)`,
			globex.Company.ID, globex.Users[recruit.RoleAdmin].ID, now.Add(-time.Hour))
		hub := apptest.MustHubCandidate(t, srv.App, "asha")
		for who, token := range map[string]string{"candidate": hub.Token, "company admin": acme.Tokens[recruit.RoleAdmin]} {
			if r := srv.Do(t, http.MethodGet, "/api/v1/talenthub/admin/get-leads", token, nil); r.Status != http.StatusForbidden {
				t.Errorf("%s: %d, want 403", who, r.Status)
			}
		}
		var out struct{ Data apiv1.HubLeadsResult }
		r := srv.Do(t, http.MethodGet, "/api/v1/talenthub/admin/get-leads", apptest.MustPlatformAdmin(t, srv.App, "root password"), nil)
		r.JSON(t, &out)
		if r.Status != http.StatusOK || len(out.Data.Leads) != 2 {
			t.Fatalf("leads: %d %s", r.Status, r.Body)
		}
		g, a := out.Data.Leads[0], out.Data.Leads[1]
		if g.CompanyName != "globex" || g.Count != 1 || g.Requests[0].Detail != "Import from Workday please" || g.Requests[0].Email != "owner@globex.test" {
			t.Errorf("globex: %+v", g)
		}
		if a.CompanyName != "acme" || a.Count != 2 || a.Requests[0].Detail != "pricing_page_100" || a.Requests[0].Email != acme.Users[recruit.RoleTA].Email ||
			a.Requests[1].Email != "" {
			t.Errorf("acme: %+v", a)
		}
	})
}
