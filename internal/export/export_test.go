package export_test

import (
	"context"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/analytics"
	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/export"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// world is a company with two jobs: one whose hiring manager is the
// team's, one without. Three candidates are at TA screen (two on the
// first job, one on the second) and two are still applied.
type world struct {
	a      *app.App
	db     *sqldb.DB
	tm     *apptest.Team
	admin  context.Context
	jobs   [2]*ats.Requisition
	screen []*ats.Application // at TA screen, oldest first
}

func newWorld(t *testing.T, db *sqldb.DB, opts apptest.ServerOptions) *world {
	t.Helper()
	a := apptest.NewApp(t, db, opts)
	w := &world{a: a, db: db, tm: apptest.MustTeam(t, a, "alpha")}
	w.admin = w.tm.Ctx(t, recruit.RoleAdmin)
	hm := w.tm.Users[recruit.RoleHiringManager].ID
	first := apptest.JobInput("Backend engineer")
	first.HiringManagerID = &hm
	w.jobs[0] = apptest.MustCreateRequisition(t, w.admin, a, first)
	w.jobs[1] = apptest.MustCreateRequisition(t, w.admin, a, apptest.JobInput("Designer"))
	add := func(job *ats.Requisition, name, email string, screen bool) {
		app := apptest.MustAddApplication(t, w.admin, a, job, name, email)
		if screen {
			w.screen = append(w.screen, apptest.MustMove(t, w.admin, a, app.Slug, recruit.StateTAScreen))
		}
	}
	add(w.jobs[0], "Asha Rao", "asha@x.test", true)
	add(w.jobs[0], "=SUM(1+2)", "formula@x.test", true)
	add(w.jobs[0], "Bala Iyer", "bala@x.test", false)
	add(w.jobs[1], "Chitra Nair", "chitra@x.test", true)
	add(w.jobs[1], "@Dev Mehta", "dev@x.test", false)
	return w
}

// export creates an export as ctx's user and waits for its job.
func (w *world) export(t *testing.T, ctx context.Context, req export.Request) *export.Export {
	t.Helper()
	jobs := apptest.WatchJobs(t, w.a.Queue)
	x, err := w.a.Exports.Create(ctx, req)
	if err != nil {
		t.Fatalf("create %+v: %v", req, err)
	}
	jobs.Wait(t, export.RunArgs{}.Kind(), 1)
	got, err := w.a.Exports.Get(ctx, x.Slug)
	if err != nil {
		t.Fatal(err)
	}
	if got.State != export.StateDone {
		t.Fatalf("export is %s (%q), want done", got.State, got.Error)
	}
	return got
}

func (w *world) file(t *testing.T, ctx context.Context, slug string) []byte {
	t.Helper()
	f, _, err := w.a.Exports.Open(ctx, slug)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readCSV(t *testing.T, b []byte) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(string(b))).ReadAll()
	if err != nil {
		t.Fatalf("read CSV %q: %v", b, err)
	}
	return recs
}

func equal(t *testing.T, what string, got, want [][]string) {
	t.Helper()
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("%s:\ngot  %q\nwant %q", what, got, want)
	}
}

var fourColumns = []string{"state", "name", "job", "email"}

// TestCandidateExport exports the list filtered by a state with four
// chosen columns in the chosen order, as CSV and as XLSX, and reads the
// files back: the rows are the list's, newest first, and a cell a
// spreadsheet would take for a formula is text.
func TestCandidateExport(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		filter := ats.Filter{Statuses: []string{string(recruit.StateTAScreen)}}
		want := [][]string{
			{"State", "Name", "Job", "Email"},
			{"TA Screen", "Chitra Nair", "Designer", "chitra@x.test"},
			{"TA Screen", "'=SUM(1+2)", "Backend engineer", "formula@x.test"},
			{"TA Screen", "Asha Rao", "Backend engineer", "asha@x.test"},
		}
		if si, _ := recruit.StateTAScreen.Info(); si.Label != "TA Screen" {
			for _, r := range want[1:] {
				r[0] = si.Label
			}
		}

		t.Run("CSV", func(t *testing.T) {
			x := w.export(t, w.admin, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: fourColumns, Filter: filter})
			if x.RowsDone != 3 || x.RowsTotal != 3 {
				t.Errorf("rows %d of %d, want 3 of 3", x.RowsDone, x.RowsTotal)
			}
			if !strings.HasPrefix(x.Filename, "hirekit-candidates-") || !strings.HasSuffix(x.Filename, ".csv") {
				t.Errorf("filename %q", x.Filename)
			}
			b := w.file(t, w.admin, x.Slug)
			equal(t, "the file", readCSV(t, b), want)
		})

		t.Run("XLSX", func(t *testing.T) {
			x := w.export(t, w.admin, export.Request{Kind: export.KindCandidates, Format: export.FormatXLSX, Columns: fourColumns, Filter: filter})
			f, err := excelize.OpenReader(strings.NewReader(string(w.file(t, w.admin, x.Slug))))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rows, err := f.GetRows("Export")
			if err != nil {
				t.Fatal(err)
			}
			// In a workbook the formula is a string cell, written as it is.
			xlsxWant := slices.Clone(want)
			xlsxWant[2] = []string{want[2][0], "=SUM(1+2)", want[2][2], want[2][3]}
			equal(t, "the sheet", rows, xlsxWant)
			if formula, _ := f.GetCellFormula("Export", "B3"); formula != "" {
				t.Errorf("B3 holds the formula %q, want none", formula)
			}
			if typ, _ := f.GetCellType("Export", "B3"); typ != excelize.CellTypeInlineString {
				t.Errorf("B3 is of type %v, want an inline string", typ)
			}
		})

		t.Run("HiringManagerExportsOnlyTheirJobs", func(t *testing.T) {
			hm := w.tm.Ctx(t, recruit.RoleHiringManager)
			x := w.export(t, hm, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name", "job"}})
			equal(t, "the hiring manager's file", readCSV(t, w.file(t, hm, x.Slug)), [][]string{
				{"Name", "Job"}, {"Bala Iyer", "Backend engineer"}, {"'=SUM(1+2)", "Backend engineer"}, {"Asha Rao", "Backend engineer"},
			})
		})

		t.Run("OnlyItsCreatorReadsIt", func(t *testing.T) {
			x := w.export(t, w.admin, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name"}})
			beta := apptest.MustTeam(t, w.a, "beta")
			for name, ctx := range map[string]context.Context{"TA": w.tm.Ctx(t, recruit.RoleTA), "HiringManager": w.tm.Ctx(t, recruit.RoleHiringManager),
				"AnotherCompany": beta.Ctx(t, recruit.RoleAdmin)} {
				if _, err := w.a.Exports.Get(ctx, x.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
					t.Errorf("%s reads the admin's export: %v, want not found", name, err)
				}
				if _, _, err := w.a.Exports.Open(ctx, x.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
					t.Errorf("%s opens the admin's file: %v, want not found", name, err)
				}
			}
			if _, err := w.a.Exports.Create(w.tm.Ctx(t, recruit.RoleAgency), export.Request{Kind: export.KindCandidates, Format: export.FormatCSV,
				Columns: []string{"name"}}); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("an agency exports: %v, want forbidden", err)
			}
		})

		t.Run("EveryColumn", func(t *testing.T) {
			tag, err := w.a.ATS.AddTag(w.admin, "Shortlist")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.a.ATS.UpdateApplication(w.admin, w.screen[0].Slug, nil, nil, []int64{tag.ID}); err != nil {
				t.Fatal(err)
			}
			var keys []string
			for _, c := range export.Columns {
				keys = append(keys, c.Key)
			}
			x := w.export(t, w.admin, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: keys,
				Filter: ats.Filter{Requisitions: []int64{w.jobs[0].ID}, Statuses: []string{string(recruit.StateTAScreen)}}})
			recs := readCSV(t, w.file(t, w.admin, x.Slug))
			if len(recs) != 3 || len(recs[0]) != len(export.Columns) {
				t.Fatalf("got %d records of %d fields, want 3 of %d: %q", len(recs), len(recs[0]), len(export.Columns), recs)
			}
			asha := map[string]string{}
			for i, c := range export.Columns {
				if recs[0][i] != c.Label {
					t.Errorf("header %d = %q, want %q", i, recs[0][i], c.Label)
				}
				asha[c.Key] = recs[2][i]
			}
			for key, want := range map[string]string{"name": "Asha Rao", "phone": "'+91 90000 00000", "source": "LinkedIn", "tags": "Shortlist",
				// A phone number begins with + like a formula: text, quoted.
				"archived": "No", "applied_on": w.screen[0].CreatedAt.UTC().Format("2006-01-02"), "match_score": "", "priority": "",
				"link": w.a.Config.BaseURL + "/candidate-timeline/" + w.screen[0].Slug} {
				if asha[key] != want {
					t.Errorf("%s = %q, want %q", key, asha[key], want)
				}
			}
		})
	})
}

// TestExportRefusals: bad requests are refused with a field's message
// before anything is queued, and a user has at most three exports under
// way.
func TestExportRefusals(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		// No workers: the exports stay queued.
		w := newWorld(t, db, apptest.ServerOptions{NoWorkers: true})
		thirtyOne := make([]string, 31)
		for i := range thirtyOne {
			thirtyOne[i] = "name"
		}
		for _, tc := range []struct {
			name  string
			req   export.Request
			field string
		}{
			{"UnknownColumn", export.Request{Kind: "candidates", Format: "csv", Columns: []string{"name", "salary_slip"}}, "columns"},
			{"DuplicateColumn", export.Request{Kind: "candidates", Format: "csv", Columns: []string{"name", "email", "name"}}, "columns"},
			{"NoColumns", export.Request{Kind: "candidates", Format: "csv"}, "columns"},
			{"ThirtyOneColumns", export.Request{Kind: "candidates", Format: "csv", Columns: thirtyOne}, "columns"},
			{"NoKind", export.Request{Format: "csv", Columns: []string{"name"}}, "kind"},
			{"UnknownKind", export.Request{Kind: "everything", Format: "csv", Columns: []string{"name"}}, "kind"},
			{"UnknownFormat", export.Request{Kind: "candidates", Format: "pdf", Columns: []string{"name"}}, "format"},
			{"NULInColumn", export.Request{Kind: "candidates", Format: "csv", Columns: []string{"na\x00me"}}, "columns"},
			{"UnknownState", export.Request{Kind: "candidates", Format: "csv", Columns: []string{"name"}, Filter: ats.Filter{Statuses: []string{"nowhere"}}}, "statuses"},
			{"NoMetric", export.Request{Kind: "metric", Format: "csv"}, "metric"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := w.a.Exports.Create(w.admin, tc.req)
				var re *recruit.Error
				if !errors.As(err, &re) || re.Code != recruit.EINVALID || len(re.Fields[tc.field]) == 0 {
					t.Errorf("got %v, want a message on %s", err, tc.field)
				}
			})
		}

		t.Run("AtMostThreeUnderWay", func(t *testing.T) {
			svc := w.a.Exports
			ta := w.tm.Ctx(t, recruit.RoleTA)
			req := export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name"}}
			for i := range export.MaxActive {
				if _, err := svc.Create(ta, req); err != nil {
					t.Fatalf("export %d: %v", i+1, err)
				}
			}
			if _, err := svc.Create(ta, req); recruit.ErrorCode(err) != recruit.ECONFLICT {
				t.Errorf("a fourth export under way: %v, want a conflict", err)
			}
			if _, err := svc.Create(w.tm.Ctx(t, recruit.RoleHiringManager), req); err != nil {
				t.Errorf("another user's export: %v", err)
			}
		})
	})
}

// fixedMetrics answers every query with the same chart data, as the
// analytics package would for a metric grouped by source over months.
type fixedMetrics struct{ data *analytics.Data }

func (m fixedMetrics) Run(ctx context.Context, q analytics.Query) (*analytics.Data, error) {
	if err := recruit.Require(ctx, recruit.PermViewAnalytics); err != nil {
		return nil, err
	}
	if q.Metric != "applications" {
		return nil, recruit.FieldError("metric", "Unknown metric")
	}
	return m.data, nil
}

// TestMetricExport writes a metric's chart data as a table: labels down
// the first column, one column per category; a missing value (-1) is
// empty and a label that looks like a formula is text.
func TestMetricExport(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		// No workers: the test runs the job itself, with its metrics.
		a := apptest.NewApp(t, db, apptest.ServerOptions{NoWorkers: true})
		tm := apptest.MustTeam(t, a, "alpha")
		svc := *a.Exports
		for _, tc := range []struct {
			name string
			data analytics.Data
			want [][]string
		}{
			{"Series", analytics.Data{Labels: []string{"LinkedIn", "=Referral"}, XAxis: []string{"2025-01", "2025-02"},
				Data: [][]float64{{3, 4.5}, {-1, 2}}, ResponseType: analytics.Series, DataType: analytics.Counts},
				[][]string{{"Label", "2025-01", "2025-02"}, {"LinkedIn", "3", "4.5"}, {"'=Referral", "", "2"}}},
			{"SingleValue", analytics.Data{Labels: []string{"Time to hire"}, XAxis: []string{""}, Data: [][]float64{{12.25}},
				ResponseType: analytics.SingleValue, DataType: analytics.Days},
				[][]string{{"Label", "Value"}, {"Time to hire", "12.25"}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				svc.Metrics = fixedMetrics{&tc.data}
				ctx := tm.Ctx(t, recruit.RoleTA)
				x, err := svc.Create(ctx, export.Request{Kind: export.KindMetric, Format: export.FormatCSV, Metric: analytics.Query{Metric: "applications"}})
				if err != nil {
					t.Fatal(err)
				}
				if x.RowsTotal != len(tc.data.Labels) || !strings.HasPrefix(x.Filename, "hirekit-applications-") {
					t.Errorf("rows_total %d, filename %q", x.RowsTotal, x.Filename)
				}
				if err := svc.Run(recruit.WithActor(context.Background(), recruit.SystemActor(tm.Company.ID)), x.ID); err != nil {
					t.Fatal(err)
				}
				f, _, err := svc.Open(ctx, x.Slug)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				b, _ := io.ReadAll(f)
				equal(t, "the table", readCSV(t, b), tc.want)
			})
		}
		t.Run("UnknownMetric", func(t *testing.T) {
			_, err := svc.Create(tm.Ctx(t, recruit.RoleTA), export.Request{Kind: export.KindMetric, Format: export.FormatXLSX, Metric: analytics.Query{Metric: "nope"}})
			if recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("got %v, want the metric's refusal", err)
			}
		})
	})
}

// TestExportsExpire: after a day an export is gone for its creator too,
// and the purge removes its row and its file.
func TestExportsExpire(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		w := newWorld(t, db, apptest.ServerOptions{})
		x := w.export(t, w.admin, export.Request{Kind: export.KindCandidates, Format: export.FormatCSV, Columns: []string{"name"}})
		if _, _, err := w.a.Blobs.Open(context.Background(), x.FileKey); err != nil {
			t.Fatalf("the file before the purge: %v", err)
		}
		later := *w.a.Exports
		later.Now = func() time.Time { return time.Now().Add(export.KeepFor + time.Minute) }
		if _, err := later.Get(w.admin, x.Slug); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("a day later: %v, want not found", err)
		}
		if err := w.a.Exports.Purge(context.Background()); err != nil {
			t.Fatal(err)
		}
		if _, err := w.a.Exports.Get(w.admin, x.Slug); err != nil {
			t.Errorf("the purge took an export of today: %v", err)
		}
		if err := later.Purge(context.Background()); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.Read.NewRaw("SELECT count(*) FROM exports WHERE id = ?", x.ID).Scan(context.Background(), &n); err != nil || n != 0 {
			t.Errorf("rows left: %d (%v), want 0", n, err)
		}
		if _, _, err := w.a.Blobs.Open(context.Background(), x.FileKey); err == nil {
			t.Error("the file is still stored after the purge")
		}
	})
}
