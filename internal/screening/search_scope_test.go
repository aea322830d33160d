package screening_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// scopeFixture is company A's screening (two jobs, four parsed resumes)
// beside company B's, whose resumes say A's old scope words.
type scopeFixture struct {
	s          *screening.Service
	a, b       context.Context
	aID, bID   int64
	job1, job2 int64
}

// newScopeFixture uploads and parses A's resumes, then B's planted ones:
// every word that once scoped the index to A and A's jobs, with and
// without a word A searches for.
func newScopeFixture(t *testing.T, db *sqldb.DB) *scopeFixture {
	t.Helper()
	app := apptest.NewApp(t, db, apptest.ServerOptions{})
	tmA := apptest.MustTeam(t, app, "scope-a")
	tmB := apptest.MustTeam(t, app, "scope-b")
	f := &scopeFixture{a: tmA.Ctx(t, recruit.RoleAdmin), b: tmB.Ctx(t, recruit.RoleAdmin), aID: tmA.Company.ID, bID: tmB.Company.ID}
	results := map[string]resume.Result{
		"ann.pdf":  {Name: "ann", Text: "Python and Django."},
		"ben.pdf":  {Name: "ben", Text: "Java and Spring."},
		"cat.pdf":  {Name: "cat", Text: "Python, Flask."},
		"dev.pdf":  {Name: "dev", Text: "Go and Rust."},
		"mal1.pdf": {Name: "mal1"},
		"mal2.pdf": {Name: "mal2"},
	}
	s, q := heldService(app, results)
	f.s = s
	upload := func(ctx context.Context, title string, names ...string) []screening.Candidate {
		in := screening.UploadInput{JobTitle: title}
		for _, name := range names {
			in.Files = append(in.Files, pdfs(t, 1)[0])
			in.Files[len(in.Files)-1].Name = name
		}
		up, err := s.UploadResumes(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		return up.Candidates
	}
	f.job1 = upload(f.a, "Job 1", "ann.pdf", "ben.pdf")[0].JobID
	f.job2 = upload(f.a, "Job 2", "cat.pdf", "dev.pdf")[0].JobID
	// B writes A's company word and both of A's job words into its own
	// resumes: one also says python, the other does not.
	words := fmt.Sprintf("hirekitcompany%d hirekitjob%d hirekitjob%d zebracorn c%d j%d", f.aID, f.job1, f.job2, f.aID, f.job1)
	results["mal1.pdf"] = resume.Result{Name: "mal1", Text: words + " python"}
	results["mal2.pdf"] = resume.Result{Name: "mal2", Text: words}
	upload(f.b, "Planted", "mal1.pdf", "mal2.pdf")
	for i, j := range q.jobs {
		company := f.aID
		if i >= 4 {
			company = f.bID
		}
		if err := s.ParseResume(system(ctxT(t), company), j.ResumeID); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// search is a search's total and its page's file names.
func (f *scopeFixture) search(t *testing.T, ctx context.Context, filter screening.Filter) (int, string) {
	t.Helper()
	res, err := f.s.SmartSearch(ctx, filter)
	if err != nil {
		t.Fatalf("%+v: %v", filter, err)
	}
	var names []string
	for _, c := range res.Candidates {
		names = append(names, strings.TrimSuffix(c.Filename, ".pdf"))
	}
	return res.Total, strings.Join(names, " ")
}

// check runs searches as A and wants exactly A's own candidates, the total
// the page's count.
func (f *scopeFixture) check(t *testing.T) {
	t.Helper()
	for _, tc := range []struct {
		name string
		f    screening.Filter
		want string
	}{
		{"planted word", screening.Filter{Query: "zebracorn"}, ""},
		{"planted word in a job", screening.Filter{Query: "zebracorn", JobID: f.job1}, ""},
		{"planted word with a filter", screening.Filter{Query: "zebracorn", Tags: []string{resume.TagNone}}, ""},
		{"planted word sorted by name", screening.Filter{Query: "zebracorn", SortBy: "name"}, ""},
		{"old company word", screening.Filter{Query: fmt.Sprintf("hirekitcompany%d", f.aID)}, ""},
		{"scope column's word", screening.Filter{Query: fmt.Sprintf("c%d OR j%d", f.aID, f.job1)}, ""},
		{"python", screening.Filter{Query: "python"}, "cat ann"},
		{"python, 100 a page", screening.Filter{Query: "python", PerPage: 100}, "cat ann"},
		{"python in a job", screening.Filter{Query: "python", JobID: f.job1}, "ann"},
		{"negated", screening.Filter{Query: "NOT python"}, "dev ben"},
		{"negated in a job", screening.Filter{Query: "NOT python", JobID: f.job1}, "ben"},
		{"negated with a filter", screening.Filter{Query: "NOT python", SortBy: "name", SortOrder: "asc"}, "ben dev"},
		{"negated oldest first", screening.Filter{Query: "NOT python", SortOrder: "asc"}, "ben dev"},
		{"page 2", screening.Filter{Query: "python OR java OR go", Page: 2}, ""},
	} {
		total, got := f.search(t, f.a, tc.f)
		wantTotal := len(strings.Fields(tc.want))
		if tc.name == "page 2" {
			wantTotal = 4
		}
		if got != tc.want || total != wantTotal {
			t.Errorf("%s: got %q (total %d), want %q (total %d)", tc.name, got, total, tc.want, wantTotal)
		}
	}
	// B finds its own resumes, and only those.
	if total, got := f.search(t, f.b, screening.Filter{Query: "zebracorn"}); total != 2 || got != "mal2 mal1" {
		t.Errorf("B zebracorn: got %q (total %d), want its 2", got, total)
	}
	if total, got := f.search(t, f.b, screening.Filter{Query: "NOT zebracorn"}); total != 0 {
		t.Errorf("B NOT zebracorn: got %q (total %d), want none", got, total)
	}
}

// A company cannot reach into another's screening searches by writing the
// words that once scoped the index into its own resumes (security review
// 3, M2 for screening): totals and pages are the searching company's alone.
func TestSearchIgnoresAnotherCompanysPlantedScopeWords(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		newScopeFixture(t, db).check(t)
	})
}

// Migration 0025 takes the scope words out of texts indexed before it,
// fills their job and rebuilds the index; run again over texts written the
// old way, it leaves searches scoped by company_id alone.
func TestSearchScopeMigration(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newScopeFixture(t, db)
		ctx := ctxT(t)
		// Texts as screening.SearchText wrote them before 0025.
		if _, err := db.Write.NewRaw(`UPDATE screening_texts SET body = 'hirekitcompany' || company_id || ' hirekitjob' ||
			(SELECT r.job_id FROM screening_resumes r WHERE r.id = resume_id) || ' ' || body`).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		ms, err := sqldb.Migrations(db.Engine)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(ms, func(m sqldb.Migration) bool { return strings.HasSuffix(m.Name, "_screening_search_scope.sql") })
		if i < 0 {
			t.Fatal("no screening_search_scope migration")
		}
		if _, err := db.Write.ExecContext(ctx, ms[i].SQL); err != nil {
			t.Fatalf("%s: %v", ms[i].Name, err)
		}
		var bodies []string
		if err := db.Read.NewRaw("SELECT body FROM screening_texts WHERE company_id = ? ORDER BY resume_id", f.aID).Scan(ctx, &bodies); err != nil {
			t.Fatal(err)
		}
		if want := []string{"python and django", "java and spring", "python flask", "go and rust"}; !slices.Equal(bodies, want) {
			t.Errorf("bodies %q, want %q", bodies, want)
		}
		f.check(t)
	})
}
