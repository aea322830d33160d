package screening_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// people are parsed resumes: file name → what the parser read.
var people = []struct {
	file  string
	text  string
	tags  []string
	score float64
	grad  int
}{
	{"asha.pdf", "Python developer: Django REST, PostgreSQL, Celery.", []string{resume.TagTopInstitute, resume.TagTopCompany}, 5, 2018},
	{"bilal.pdf", "Backend engineer, Python and Flask; some Go.", []string{resume.TagCompetitive}, 2, 2021},
	{"chen.pdf", "Java, Spring Boot, Kafka. No Python.", []string{resume.TagNone}, 0, 2015},
	{"dana.pdf", "C++ and C# developer; .NET Core, Azure.", []string{resume.TagResearch, resume.TagOpenSource}, 2.5, 2012},
	{"eitan.pdf", "Machine learning: Python, PyTorch, Django admin.", []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagCompetitive, resume.TagResearch}, 8.5, 2024},
	{"farah.pdf", "Frontend: React, Node.js, TypeScript; José's team.", []string{resume.TagHackathon}, 0.5, 2030},
	{"gopal.pdf", "Go, Rust, Kubernetes; flask of coffee.", []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagCompetitive}, 7, 0},
	{"hana.pdf", "Python scripting, Flask, Django, FastAPI.", []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagCompetitive, resume.TagResearch, resume.TagOpenSource}, 9.5, 2019},
}

// TestSmartSearch runs the candidate table's searches on both engines and
// checks they select the same candidates.
func TestSmartSearch(t *testing.T) {
	t.Parallel()
	found := map[sqldb.Engine]map[string][]string{}
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "search")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		results := map[string]resume.Result{}
		for _, p := range people {
			ev := map[string]string{}
			for _, tag := range p.tags {
				ev[tag] = "line for " + tag
			}
			results[p.file] = resume.Result{Name: strings.TrimSuffix(p.file, ".pdf"), Email: p.file + "@example.com", Tags: p.tags,
				Evidence: ev, Score: p.score, GraduationYear: p.grad, Text: p.text}
		}
		s, q := heldService(a, results)
		var files []string
		for _, p := range people {
			files = append(files, p.file)
		}
		// Two jobs: the first four files, then the rest and a broken one.
		for i, batch := range [][]string{files[:4], append(slices.Clone(files[4:]), "broken.pdf")} {
			in := screening.UploadInput{JobTitle: fmt.Sprintf("Job %d", i+1)}
			for _, name := range batch {
				in.Files = append(in.Files, pdfs(t, 1)[0])
				in.Files[len(in.Files)-1].Name = name
			}
			if _, err := s.UploadResumes(ctx, in); err != nil {
				t.Fatal(err)
			}
		}
		sys := system(ctxT(t), tm.Company.ID)
		for _, j := range q.jobs {
			if err := s.ParseResume(sys, j.ResumeID); err != nil {
				t.Fatal(err)
			}
		}
		names := func(f screening.Filter) []string {
			t.Helper()
			res, err := s.SmartSearch(ctx, f)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			out := []string{}
			for _, c := range res.Candidates {
				out = append(out, strings.TrimSuffix(c.Filename, ".pdf"))
			}
			return out
		}
		got := map[string][]string{}
		for _, tc := range []struct {
			name string
			f    screening.Filter
			want string
		}{
			{"Everything", screening.Filter{}, "broken hana gopal farah eitan dana chen bilal asha"},
			{"Boolean", screening.Filter{Query: "python AND (django OR flask)"}, "hana eitan bilal asha"},
			{"Negated", screening.Filter{Query: "NOT python"}, "gopal farah dana"},
			{"Phrase", screening.Filter{Query: `"machine learning"`}, "eitan"},
			{"Specials", screening.Filter{Query: "c++ OR .net OR node.js"}, "farah dana"},
			{"Diacritics", screening.Filter{Query: "jose"}, "farah"},
			{"Job", screening.Filter{JobID: 1}, "dana chen bilal asha"},
			{"JobAndQuery", screening.Filter{JobID: 2, Query: "python"}, "hana eitan"},
			{"JobAndNegated", screening.Filter{JobID: 2, Query: "NOT python"}, "gopal farah"},
			{"NegatedSortedByScore", screening.Filter{Query: "-python", SortBy: "score"}, "gopal dana farah"},
			{"Tags", screening.Filter{Tags: []string{resume.TagResearch, resume.TagHackathon}}, "hana farah eitan dana"},
			{"NoTags", screening.Filter{Tags: []string{resume.TagNone}}, "chen"},
			{"Buckets", screening.Filter{ScoreBuckets: []string{screening.BucketUpTo8, screening.BucketAbove8}}, "hana gopal eitan"},
			{"NotScored", screening.Filter{ScoreBuckets: []string{screening.BucketNone}}, "broken"},
			{"Years", screening.Filter{GraduationFrom: 2018, GraduationTo: 2024}, "hana eitan bilal asha"},
			{"ScoreDescending", screening.Filter{SortBy: "score", Query: "python"}, "hana eitan asha bilal chen"},
			{"NameAscending", screening.Filter{SortBy: "name", SortOrder: "asc", Tags: []string{resume.TagTopCompany}}, "asha eitan gopal hana"},
			{"Everything AND filters", screening.Filter{Query: "python OR go", Tags: []string{resume.TagCompetitive}, GraduationFrom: 2020}, "eitan bilal"},
		} {
			got[tc.name] = names(tc.f)
			if g := strings.Join(got[tc.name], " "); g != tc.want {
				t.Errorf("%s: got %q, want %q", tc.name, g, tc.want)
			}
		}
		found[db.Engine] = got

		t.Run("AnotherCompanyFindsNone", func(t *testing.T) {
			other := apptest.MustTeam(t, a, "search-elsewhere")
			for _, q := range []string{"python", "NOT python", "hirekitcompany1"} {
				res, err := s.SmartSearch(other.Ctx(t, recruit.RoleAdmin), screening.Filter{Query: q})
				if err != nil || res.Total != 0 {
					t.Errorf("another company searching %q: %+v, %v; want nothing", q, res, err)
				}
			}
		})
		t.Run("Pages", func(t *testing.T) {
			res, err := s.SmartSearch(ctx, screening.Filter{Page: 2, PerPage: 7})
			if err != nil || res.PerPage != 50 || res.Total != 9 || len(res.Candidates) != 0 {
				t.Errorf("page 2 of 50: %+v %v; want per_page 50 (7 is not a page size), total 9, no rows", res, err)
			}
		})
		t.Run("Errors", func(t *testing.T) {
			for f, want := range map[*screening.Filter]string{
				{Query: "python AND (django"}:              `Unmatched "(" at position 12`,
				{Query: "python AND"}:                      "at position",
				{GraduationFrom: 1999}:                     "Graduation year must be from 2000 to ",
				{GraduationFrom: 2020, GraduationTo: 2019}: "cannot be before",
				{Tags: []string{"Famous"}}:                 "Unknown tag",
				{ScoreBuckets: []string{"lots"}}:           "Score buckets are",
				{SortBy: "email"}:                          "Sort by",
				{JobID: 999}:                               "Job not found",
			} {
				_, err := s.SmartSearch(ctx, *f)
				if code := recruit.ErrorCode(err); code != recruit.EINVALID && code != recruit.ENOTFOUND || !strings.Contains(recruit.ErrorMessage(err), want) {
					t.Errorf("%+v: %v, want a 4xx saying %q", *f, err, want)
				}
			}
		})
		t.Run("Jobs", func(t *testing.T) {
			jobs, err := s.Jobs(ctx, true)
			if err != nil || len(jobs) != 2 {
				t.Fatalf("jobs %+v, %v", jobs, err)
			}
			j := jobs[1]
			if j.Title != "Job 1" || j.TotalCandidates != 4 || j.TagCounts[resume.TagTopCompany] != 1 || j.TagCounts[resume.TagNone] != 1 ||
				j.TagCounts[resume.TagHackathon] != 0 {
				t.Errorf("job 1: %+v", j)
			}
			detail, err := s.Job(ctx, jobs[0].ID)
			if err != nil || detail.TotalCandidates != 5 || len(detail.Candidates) != 5 || detail.TagCounts[resume.TagTopInstitute] != 3 {
				t.Errorf("job 2: %+v, %v", detail, err)
			}
			other := apptest.MustTeam(t, a, "search-other")
			if _, err := s.Job(other.Ctx(t, recruit.RoleAdmin), j.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Errorf("another company's job: %v, want not found", err)
			}
		})
		t.Run("DownloadXLSX", func(t *testing.T) {
			x, err := s.DownloadXLSX(ctx, screening.ExportInput{Filter: screening.Filter{Query: "python AND (django OR flask)"}})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(x.Filename, "hirekit-screeno-") || len(x.Filename) != len("hirekit-screeno-0102-150405.xlsx") {
				t.Errorf("file name %q", x.Filename)
			}
			var buf bytes.Buffer
			if _, err := x.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			f, err := excelize.OpenReader(&buf)
			if err != nil {
				t.Fatal(err)
			}
			rows, err := f.GetRows("Candidates")
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != 5 || rows[0][1] != "Name" || rows[1][1] != "hana" || rows[1][2] != "hana.pdf@example.com" || rows[1][6] != "parsed" ||
				rows[1][7] != "9.5" || !strings.Contains(rows[1][8], resume.TagResearch) || rows[1][9] != "2019" {
				t.Errorf("rows %q", rows)
			}
			one, err := s.DownloadXLSX(ctx, screening.ExportInput{ResumeIDs: []int64{3, 1, 999}})
			if err != nil || one.Rows() != 2 {
				t.Errorf("by ids: %v rows, %v; want 2 (another id is not the company's)", one, err)
			}
			other := apptest.MustTeam(t, a, "export-other")
			if _, err := s.DownloadXLSX(other.Ctx(t, recruit.RoleAdmin), screening.ExportInput{ResumeIDs: []int64{1, 2}}); recruit.ErrorMessage(err) != "Not enough data!" {
				t.Errorf("another company's ids: %v, want 'Not enough data!'", err)
			}
			if _, err := s.DownloadXLSX(ctx, screening.ExportInput{Filter: screening.Filter{Query: "cobol"}}); recruit.ErrorMessage(err) != "Not enough data!" {
				t.Errorf("nothing found: %v, want 'Not enough data!'", err)
			}
		})
	})
	if lite, pg := found[sqldb.SQLite], found[sqldb.Postgres]; fmt.Sprint(lite) != fmt.Sprint(pg) {
		t.Errorf("the engines found different candidates:\nsqlite   %v\npostgres %v", lite, pg)
	}
}
