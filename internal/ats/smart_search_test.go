package ats_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// smartFixture is a company with two jobs (the hiring manager manages the
// first) and four applications, three with parsed resumes, and another
// company whose resumes say the same words.
type smartFixture struct {
	a                  *app.App
	tm                 *apptest.Team
	admin              context.Context
	jobHM, jobOther    *ats.Requisition
	goPy, java, sci, _ *ats.Application
}

func newSmartFixture(t *testing.T, db *sqldb.DB) *smartFixture {
	a := apptest.NewApp(t, db, apptest.ServerOptions{})
	f := &smartFixture{a: a, tm: apptest.MustTeam(t, a, "alpha")}
	f.admin = f.tm.Ctx(t, recruit.RoleAdmin)
	in := apptest.JobInput("Backend engineer")
	hmID := f.tm.Users[recruit.RoleHiringManager].ID
	in.HiringManagerID = &hmID
	f.jobHM = apptest.MustCreateRequisition(t, f.admin, a, in)
	f.jobOther = apptest.MustCreateRequisition(t, f.admin, a, apptest.JobInput("Data scientist"))
	add := func(ctx context.Context, companyID int64, job *ats.Requisition, name string, years float64, res *resume.Result) *ats.Application {
		t.Helper()
		app, err := a.ATS.AddApplication(ctx, ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: strings.ReplaceAll(strings.ToLower(name), " ", ".") + "@x.test",
			Source: "linkedin", ExperienceYears: &years, Answers: apptest.AnswersFor(job)})
		if err != nil {
			t.Fatal(err)
		}
		if res != nil {
			if err := a.ATS.StoreParsed(context.Background(), companyID, app.ID, *res); err != nil {
				t.Fatal(err)
			}
		}
		return app
	}
	alpha := f.tm.Company.ID
	f.goPy = add(f.admin, alpha, f.jobHM, "Gita Go", 6, &resume.Result{GraduationYear: 2015, Tags: []string{resume.TagTopCompany},
		Text: "Senior Go developer.\nMachine learning with Python and Django at <script>Acme</script>."})
	f.java = add(f.admin, alpha, f.jobHM, "Jay Java", 2, &resume.Result{GraduationYear: 2019, Tags: []string{resume.TagHackathon},
		Text: "Java and Spring Boot engineer, learning machine tools; C++ too."})
	f.sci = add(f.admin, alpha, f.jobOther, "Sara Science", 3, &resume.Result{GraduationYear: 2021, Tags: []string{resume.TagTopInstitute},
		Text: "Python data scientist: machine learning, PyTorch."})
	add(f.admin, alpha, f.jobOther, "Nora None", 1, nil) // no resume: never a result

	beta := apptest.MustTeam(t, a, "beta")
	betaAdmin := beta.Ctx(t, recruit.RoleAdmin)
	betaJob := apptest.MustCreateRequisition(t, betaAdmin, a, apptest.JobInput("Backend engineer"))
	add(betaAdmin, beta.Company.ID, betaJob, "Bea Beta", 5, &resume.Result{GraduationYear: 2015, Tags: []string{resume.TagTopCompany},
		Text: "Python Go Java machine learning PyTorch Django"})
	return f
}

func (f *smartFixture) search(t *testing.T, ctx context.Context, filter ats.SmartSearchFilter) (*ats.SmartSearchResult, []string) {
	t.Helper()
	res, err := f.a.ATS.SmartSearch(ctx, filter, time.Now())
	if err != nil {
		t.Fatalf("search %+v: %v", filter, err)
	}
	names := []string{}
	for _, h := range res.Hits {
		names = append(names, h.Name)
	}
	return res, names
}

func TestSmartSearchMatchesTheBooleanQuery(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		for _, tc := range []struct {
			q    string
			want []string
		}{
			{"python", []string{"Sara Science", "Gita Go"}},
			{"python AND django", []string{"Gita Go"}},
			{"java OR pytorch", []string{"Sara Science", "Jay Java"}},
			{"NOT python", []string{"Jay Java"}},
			{"engineer -java", []string{}},
			{`"machine learning"`, []string{"Sara Science", "Gita Go"}},
			{`"learning machine"`, []string{"Jay Java"}},
			{"c++", []string{"Jay Java"}},
			{"(go OR java) AND NOT django", []string{"Jay Java"}},
			{"", []string{"Sara Science", "Jay Java", "Gita Go"}},
		} {
			res, got := f.search(t, f.admin, ats.SmartSearchFilter{Query: tc.q})
			if !reflect.DeepEqual(got, tc.want) || res.Total != len(tc.want) {
				t.Errorf("%q: got %q (total %d), want %q", tc.q, got, res.Total, tc.want)
			}
		}
	})
}

func TestSmartSearchShowsEvidenceAndFields(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		res, _ := f.search(t, f.admin, ats.SmartSearchFilter{Query: `"machine learning" AND django NOT java`})
		if len(res.Hits) != 1 {
			t.Fatalf("got %d hits, want 1", len(res.Hits))
		}
		h := res.Hits[0]
		if h.Slug != f.goPy.Slug || h.RequisitionTitle != "Backend engineer" || h.State != recruit.StateApplied ||
			h.GraduationYear == nil || *h.GraduationYear != 2015 || h.ExperienceYears == nil || *h.ExperienceYears != 6 ||
			!reflect.DeepEqual(h.Tags(), []string{resume.TagTopCompany}) {
			t.Errorf("hit %+v", h)
		}
		var marked []string
		var all strings.Builder
		for _, sn := range h.Evidence {
			for _, seg := range sn {
				all.WriteString(seg.Text)
				if seg.Match {
					marked = append(marked, seg.Text)
				}
			}
		}
		if want := []string{"Machine learning", "Django"}; !reflect.DeepEqual(marked, want) {
			t.Errorf("marked %q, want %q", marked, want)
		}
		if !strings.Contains(all.String(), "<script>Acme</script>") {
			t.Errorf("evidence %q should keep the text as text", all.String())
		}
	})
}

func TestSmartSearchFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		apptest.MustMove(t, f.admin, f.a, f.java.Slug, recruit.StateTAScreen)
		two, five := 2.5, 5.0
		for _, tc := range []struct {
			name   string
			filter ats.SmartSearchFilter
			want   []string
		}{
			{"tags", ats.SmartSearchFilter{Tags: []string{resume.TagTopCompany, resume.TagTopInstitute}}, []string{"Sara Science", "Gita Go"}},
			{"tag and query", ats.SmartSearchFilter{Query: "python", Tags: []string{resume.TagTopInstitute}}, []string{"Sara Science"}},
			{"experience", ats.SmartSearchFilter{MinExperience: &two, MaxExperience: &five}, []string{"Sara Science"}},
			{"min experience", ats.SmartSearchFilter{Query: "machine", MinExperience: &two}, []string{"Sara Science", "Gita Go"}},
			{"graduation", ats.SmartSearchFilter{GraduationFrom: 2016, GraduationTo: 2020}, []string{"Jay Java"}},
			{"graduation from", ats.SmartSearchFilter{Query: "python", GraduationFrom: 2016}, []string{"Sara Science"}},
			{"jobs", ats.SmartSearchFilter{Query: "python", Jobs: []int64{f.jobOther.ID}}, []string{"Sara Science"}},
			{"jobs negated", ats.SmartSearchFilter{Query: "NOT django", Jobs: []int64{f.jobHM.ID}}, []string{"Jay Java"}},
			{"both jobs", ats.SmartSearchFilter{Query: "machine", Jobs: []int64{f.jobOther.ID, f.jobHM.ID}}, []string{"Sara Science", "Jay Java", "Gita Go"}},
			{"states", ats.SmartSearchFilter{States: []string{string(recruit.StateTAScreen)}}, []string{"Jay Java"}},
			{"states and query", ats.SmartSearchFilter{Query: "python", States: []string{string(recruit.StateApplied)}}, []string{"Sara Science", "Gita Go"}},
		} {
			res, got := f.search(t, f.admin, tc.filter)
			if !reflect.DeepEqual(got, tc.want) || res.Total != len(tc.want) {
				t.Errorf("%s: got %q (total %d), want %q", tc.name, got, res.Total, tc.want)
			}
		}
		res, got := f.search(t, f.admin, ats.SmartSearchFilter{Query: "machine", Page: 2, PerPage: 1})
		if res.Total != 3 || !reflect.DeepEqual(got, []string{"Jay Java"}) {
			t.Errorf("page 2 of 1: got %q of %d", got, res.Total)
		}
	})
}

func TestSmartSearchFollowsTheRowRules(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		hm := f.tm.Ctx(t, recruit.RoleHiringManager)
		for q, want := range map[string][]string{
			"python":     {"Gita Go"},
			"NOT django": {"Jay Java"},
			"":           {"Jay Java", "Gita Go"},
		} {
			if _, got := f.search(t, hm, ats.SmartSearchFilter{Query: q}); !reflect.DeepEqual(got, want) {
				t.Errorf("hiring manager %q: got %q, want %q", q, got, want)
			}
		}
		if _, got := f.search(t, hm, ats.SmartSearchFilter{Query: "python", Jobs: []int64{f.jobOther.ID}}); len(got) != 0 {
			t.Errorf("hiring manager asking for another job's candidates got %q", got)
		}
		ta := f.tm.Ctx(t, recruit.RoleTA)
		if _, got := f.search(t, ta, ats.SmartSearchFilter{Query: "pytorch"}); !reflect.DeepEqual(got, []string{"Sara Science"}) {
			t.Errorf("TA got %q", got)
		}
		for _, role := range []string{recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
			_, err := f.a.ATS.SmartSearch(f.tm.Ctx(t, role), ats.SmartSearchFilter{Query: "python"}, time.Now())
			if recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("%s: got %v, want forbidden", role, err)
			}
		}
	})
}

func TestSmartSearchRefusesBadInput(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		nine, one, neg := 9.0, 1.0, -1.0
		for _, tc := range []struct {
			name   string
			filter ats.SmartSearchFilter
			want   string
		}{
			{"unmatched paren", ats.SmartSearchFilter{Query: "python AND (go"}, `Unmatched "(" at position 12`},
			{"missing term", ats.SmartSearchFilter{Query: "python AND"}, "Missing term after"},
			{"huge page", ats.SmartSearchFilter{PerPage: 1000}, "Pages hold"},
			{"far page", ats.SmartSearchFilter{Page: 1_000_000}, "page"},
			{"unknown tag", ats.SmartSearchFilter{Tags: []string{"Rockstar"}}, "Unknown tag"},
			{"unknown state", ats.SmartSearchFilter{States: []string{"nowhere"}}, "Unknown status"},
			{"bad job", ats.SmartSearchFilter{Jobs: []int64{-4}}, "Unknown job"},
			{"experience range", ats.SmartSearchFilter{MinExperience: &nine, MaxExperience: &one}, "Minimum experience"},
			{"negative experience", ats.SmartSearchFilter{MinExperience: &neg}, "Experience is from"},
			{"old year", ats.SmartSearchFilter{GraduationFrom: 1800}, "Graduation year must be"},
			{"years reversed", ats.SmartSearchFilter{GraduationFrom: 2020, GraduationTo: 2010}, "cannot be before"},
		} {
			_, err := f.a.ATS.SmartSearch(f.admin, tc.filter, time.Now())
			if recruit.ErrorCode(err) != recruit.EINVALID || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: got %v, want invalid %q", tc.name, err, tc.want)
			}
		}
	})
}

// A company cannot reach into another's searches by writing the words
// that once scoped the index into its own resumes (security review 3, M2):
// totals and pages are the searching company's alone.
func TestSmartSearchIgnoresAnotherCompanysPlantedScopeWords(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		mallory := apptest.MustTeam(t, f.a, "mallory")
		mAdmin := mallory.Ctx(t, recruit.RoleAdmin)
		mJob := apptest.MustCreateRequisition(t, mAdmin, f.a, apptest.JobInput("Backend engineer"))
		planted := fmt.Sprintf("hirekitcompany%d hirekitjob%d hirekitjob%d zebracorn python experience", f.tm.Company.ID, f.jobHM.ID, f.jobOther.ID)
		for i := range 3 {
			app, err := f.a.ATS.AddApplication(mAdmin, ats.ApplicationInput{RequisitionID: mJob.ID, Name: fmt.Sprintf("Plant %d", i),
				Email: fmt.Sprintf("plant%d@x.test", i), Source: "linkedin", Answers: apptest.AnswersFor(mJob)})
			if err != nil {
				t.Fatal(err)
			}
			if err := f.a.ATS.StoreParsed(context.Background(), mallory.Company.ID, app.ID, resume.Result{Text: planted}); err != nil {
				t.Fatal(err)
			}
		}
		for _, tc := range []struct {
			name   string
			filter ats.SmartSearchFilter
			want   []string
		}{
			{"planted word", ats.SmartSearchFilter{Query: "zebracorn"}, []string{}},
			{"planted word in a job", ats.SmartSearchFilter{Query: "zebracorn", Jobs: []int64{f.jobHM.ID}}, []string{}},
			{"planted word with a filter", ats.SmartSearchFilter{Query: "zebracorn", States: []string{string(recruit.StateApplied)}}, []string{}},
			{"negated", ats.SmartSearchFilter{Query: "NOT django"}, []string{"Sara Science", "Jay Java"}},
			{"negated in a job", ats.SmartSearchFilter{Query: "NOT django", Jobs: []int64{f.jobHM.ID}}, []string{"Jay Java"}},
			{"page 1 of 1", ats.SmartSearchFilter{Query: "python", PerPage: 1}, []string{"Sara Science"}},
			{"page 2 of 1", ats.SmartSearchFilter{Query: "python", PerPage: 1, Page: 2}, []string{"Gita Go"}},
			{"page 3 of 1", ats.SmartSearchFilter{Query: "python", PerPage: 1, Page: 3}, []string{}},
		} {
			res, got := f.search(t, f.admin, tc.filter)
			want := 2
			if !strings.HasPrefix(tc.name, "page") {
				want = len(tc.want)
			}
			if !reflect.DeepEqual(got, tc.want) || res.Total != want {
				t.Errorf("%s: got %q (total %d), want %q (total %d)", tc.name, got, res.Total, tc.want, want)
			}
		}
		// The planting company finds its own resumes, and only those.
		if res, got := f.search(t, mAdmin, ats.SmartSearchFilter{Query: "zebracorn"}); res.Total != 3 || len(got) != 3 {
			t.Errorf("mallory: got %q (total %d), want its 3", got, res.Total)
		}
		if res, _ := f.search(t, mAdmin, ats.SmartSearchFilter{Query: "NOT zebracorn"}); res.Total != 0 {
			t.Errorf("mallory NOT zebracorn: total %d, want 0", res.Total)
		}
	})
}

// Migration 0020 takes the scope words out of texts indexed before it, and
// the index follows (FTS5 by its trigger, PostgreSQL's generated vector).
func TestSmartSearchMigrationDropsTheScopeWords(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newSmartFixture(t, db)
		ctx := context.Background()
		// Texts as ats.searchText wrote them before 0020.
		if _, err := db.Write.NewRaw(`UPDATE application_texts SET body = 'hirekitcompany' || company_id || ' hirekitjob' ||
			(SELECT a.requisition_id FROM candidate_applications a WHERE a.id = application_id) || ' ' || body`).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		ms, err := sqldb.Migrations(db.Engine)
		if err != nil {
			t.Fatal(err)
		}
		var m sqldb.Migration
		for _, each := range ms {
			if strings.HasSuffix(each.Name, "smart_search_scope.sql") {
				m = each
			}
		}
		at := strings.Index(m.SQL, "UPDATE application_texts")
		if at < 0 {
			t.Fatalf("migration %s has no UPDATE of application_texts", m.Name)
		}
		update, _, _ := strings.Cut(m.SQL[at:], ";")
		if _, err := db.Write.ExecContext(ctx, update); err != nil {
			t.Fatal(err)
		}
		var body string
		if err := db.Read.NewRaw("SELECT body FROM application_texts WHERE application_id = ?", f.sci.ID).Scan(ctx, &body); err != nil {
			t.Fatal(err)
		}
		if want := "python data scientist machine learning pytorch"; body != want {
			t.Errorf("body %q, want %q", body, want)
		}
		word := fmt.Sprintf("hirekitcompany%d", f.tm.Company.ID)
		if res, got := f.search(t, f.admin, ats.SmartSearchFilter{Query: word, Tags: []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagHackathon}}); res.Total != 0 {
			t.Errorf("%s: got %q, want none", word, got)
		}
		if res, got := f.search(t, f.admin, ats.SmartSearchFilter{Query: "python"}); res.Total != 2 {
			t.Errorf("python: got %q (total %d), want 2", got, res.Total)
		}
	})
}
