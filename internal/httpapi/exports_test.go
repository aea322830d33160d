package httpapi_test

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestExportAPI is the CSV builder's calls over HTTP: the columns, an
// export of the list filtered by a state with four columns, its progress
// and its file as an attachment; bad bodies answer 400 with a field's
// message; another user's export is 404.
func TestExportAPI(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, srv.App, apptest.JobInput("Backend engineer"))
		ada := apptest.MustAddApplication(t, admin, srv.App, job, "Ada Lovelace", "ada@x.test")
		apptest.MustAddApplication(t, admin, srv.App, job, "Grace Hopper", "grace@x.test")
		apptest.MustMove(t, admin, srv.App, ada.Slug, recruit.StateHMScreen)
		token := tm.Tokens[recruit.RoleAdmin]

		var cols apiv1.Envelope[apiv1.ExportColumns]
		srv.Do(t, "GET", "/api/v1/exports/columns", token, nil).JSON(t, &cols)
		if len(cols.Data.Columns) < 15 || cols.Data.Columns[0] != (apiv1.ExportColumn{Key: "name", Label: "Name", Default: true}) {
			t.Errorf("columns: %+v", cols.Data.Columns)
		}

		res := srv.Do(t, "POST", "/api/v1/exports", token, map[string]any{"kind": "candidates", "format": "csv",
			"columns": []string{"email", "name", "state", "job"}, "filters": map[string]any{"statuses": []string{"hm_screen"}}})
		if res.Status != 200 {
			t.Fatalf("POST exports: %d %s", res.Status, res.Body)
		}
		var x apiv1.Envelope[apiv1.Export]
		res.JSON(t, &x)
		if x.Data.RowsTotal != 1 || (x.Data.Status != "queued" && x.Data.Status != "running" && x.Data.Status != "done") {
			t.Errorf("the new export: %+v", x.Data)
		}
		deadline := time.Now().Add(20 * time.Second)
		for x.Data.Status != "done" {
			if x.Data.Status == "failed" || time.Now().After(deadline) {
				t.Fatalf("the export: %+v", x.Data)
			}
			time.Sleep(50 * time.Millisecond)
			srv.Do(t, "GET", "/api/v1/exports/"+x.Data.Slug, token, nil).JSON(t, &x)
		}
		file := srv.Do(t, "GET", "/api/v1/exports/"+x.Data.Slug+"/file", token, nil)
		if file.Status != 200 || !strings.HasPrefix(file.Header.Get("Content-Type"), "text/csv") ||
			file.Header.Get("Content-Disposition") != `attachment; filename="`+x.Data.Filename+`"` {
			t.Fatalf("the file: %d %v %s", file.Status, file.Header, file.Body)
		}
		recs, err := csv.NewReader(strings.NewReader(file.Body)).ReadAll()
		if err != nil || len(recs) != 2 || strings.Join(recs[0], "|") != "Email|Name|State|Job" ||
			strings.Join(recs[1], "|") != "ada@x.test|Ada Lovelace|"+stateLabel(recruit.StateHMScreen)+"|Backend engineer" {
			t.Errorf("the file reads %q (%v)", recs, err)
		}

		thirtyOne := make([]string, 31)
		for i := range thirtyOne {
			thirtyOne[i] = "name"
		}
		path := "/api/v1/exports/" + x.Data.Slug
		srv.Run(t, tm, []apptest.Scenario{
			sc("UnknownColumn", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": []string{"name", "salary"}}, 400, `"columns":["Unknown column \"salary\""]`),
			sc("DuplicateColumn", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": []string{"name", "name"}}, 400, `"columns":["The column Name is chosen twice"]`),
			sc("NoColumns", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": []string{}}, 400, `"columns"`),
			sc("ThirtyOneColumns", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": thirtyOne}, 400, `"columns"`),
			sc("UnknownKind", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "jobs", "format": "csv", "columns": []string{"name"}}, 400, `"kind"`),
			sc("UnknownFormat", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "ods", "columns": []string{"name"}}, 400, `"format"`),
			sc("NULInColumn", recruit.RoleAdmin, "POST", "/api/v1/exports", `{"kind":"candidates","format":"csv","columns":["na\u0000me"]}`, 400, "error_messages"),
			sc("BadFilter", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": []string{"name"}, "filters": map[string]any{"start_date": "yesterday"}}, 400, `"dates"`),
			sc("BadMetricDate", recruit.RoleAdmin, "POST", "/api/v1/exports", map[string]any{"kind": "metric", "format": "csv", "metric": map[string]any{"metric": "x", "filters": map[string]any{"from": "soon"}}}, 400, `"metric.filters.from"`),
			sc("PanelMayNot", recruit.RolePanel, "POST", "/api/v1/exports", map[string]any{"kind": "candidates", "format": "csv", "columns": []string{"name"}}, 403, "error_messages"),
			sc("AnotherUsersExport", recruit.RoleTA, "GET", path, nil, 404, "Export not found"),
			sc("AnotherUsersFile", recruit.RoleTA, "GET", path+"/file", nil, 404, "Export not found"),
			sc("NoSuchExport", recruit.RoleAdmin, "GET", "/api/v1/exports/abcdefghijklmnop/file", nil, 404, "Export not found"),
		})
	})
}

// TestExportFileWaits: the file of an export not written yet answers 409.
func TestExportFileWaits(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{NoWorkers: true})
		tm := apptest.MustTeam(t, srv.App, "alpha")
		token := tm.Tokens[recruit.RoleHiringManager]
		var x apiv1.Envelope[apiv1.Export]
		srv.Do(t, "POST", "/api/v1/exports", token, map[string]any{"kind": "candidates", "format": "xlsx", "columns": []string{"name"}}).JSON(t, &x)
		if x.Data.Status != "queued" || !strings.HasSuffix(x.Data.Filename, ".xlsx") {
			t.Fatalf("the export: %+v", x.Data)
		}
		srv.Run(t, tm, []apptest.Scenario{
			sc("NotReady", recruit.RoleHiringManager, "GET", "/api/v1/exports/"+x.Data.Slug+"/file", nil, 409, "This export is not ready yet"),
		})
	})
}

// sc is a scenario in one line.
func sc(name, role, method, path string, body any, status int, want string) apptest.Scenario {
	return apptest.Scenario{Name: name, Role: role, Method: method, Path: path, Body: body, WantStatus: status, WantBody: want}
}

func stateLabel(s recruit.State) string {
	si, _ := s.Info()
	return si.Label
}
