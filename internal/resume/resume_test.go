package resume_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

// wantSample is what the sample person's resume must read as, in any format.
func wantSample(t *testing.T, r resume.Result) {
	t.Helper()
	if r.Error != "" {
		t.Fatalf("got error %q, want none", r.Error)
	}
	checks := []struct{ field, got, want string }{
		{"name", r.Name, "Asha Verma"},
		{"email", r.Email, "asha.verma@example.org"},
		{"phone_number", r.PhoneNumber, "+91 98765 43210"},
		{"linkedin", r.Links["linkedin"], "https://www.linkedin.com/in/asha-verma-demo"},
		{"github", r.Links["github"], "https://github.com/ashaverma-demo"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.field, c.got, c.want)
		}
	}
	if r.GraduationYear != 2020 || r.PostGraduationYear != 2022 {
		t.Errorf("years: got %d and %d, want 2020 and 2022", r.GraduationYear, r.PostGraduationYear)
	}
	wantTags := []string{resume.TagTopInstitute, resume.TagTopCompany, resume.TagOpenSource,
		resume.TagCompetitive, resume.TagResearch, resume.TagHackathon}
	if !reflect.DeepEqual(r.Tags, wantTags) {
		t.Errorf("tags: got %q, want %q", r.Tags, wantTags)
	}
	for _, tag := range wantTags {
		if r.Evidence[tag] == "" {
			t.Errorf("tag %q has no evidence line", tag)
		}
	}
	if r.Score != 10 {
		t.Errorf("score: got %v, want 10", r.Score)
	}
	if !strings.Contains(r.Text, "query planner") {
		t.Errorf("text does not hold the body: got %q", r.Text)
	}
}

func TestParseReadsTheSamplePDF(t *testing.T) {
	r := resume.Parse(context.Background(), fixture.ResumePDF(fixture.SamplePerson()), "sample.pdf")
	wantSample(t, r)
	if r.Kind != resume.KindPDF {
		t.Errorf("kind: got %q, want pdf", r.Kind)
	}
}

func TestParseReadsTheSampleDOCXWithHeaderAndHyperlinks(t *testing.T) {
	r := resume.Parse(context.Background(), fixture.ResumeDOCX(fixture.SamplePerson()), "sample.docx")
	wantSample(t, r)
	if r.Kind != resume.KindDOCX {
		t.Errorf("kind: got %q, want docx", r.Kind)
	}
}

func TestParseDetectsTypeByContentNotName(t *testing.T) {
	r := resume.Parse(context.Background(), fixture.ResumeDOCX(fixture.SamplePerson()), "resume.pdf")
	if r.Kind != resume.KindDOCX || r.Error != "" {
		t.Errorf("got kind %q error %q, want docx and no error", r.Kind, r.Error)
	}
}

func TestLinksComeFromAnnotationsWhenTheTextShowsOnlyAWord(t *testing.T) {
	for _, compressed := range []bool{false, true} {
		doc := fixture.Doc{CompressedAnnots: compressed, Pages: []fixture.Page{{
			Texts: append(filler(), fixture.Text{X: 50, Y: 40, Size: 20, Font: fixture.HelveticaBold, S: "Ravi Kumar"},
				fixture.Text{X: 50, Y: 60, S: "ravi@example.net"}, fixture.Text{X: 200, Y: 60, S: "LinkedIn"}, fixture.Text{X: 260, Y: 60, S: "Code"}),
			Links: []fixture.Link{
				{X: 200, Y: 50, W: 45, H: 12, URI: "https://in.linkedin.com/in/ravi-k-123/?trk=x"},
				{X: 260, Y: 50, W: 30, H: 12, URI: "https://github.com/ravik/dotfiles"},
			},
		}}}
		r := resume.Parse(context.Background(), fixture.PDF(doc), "")
		if got, want := r.Links["linkedin"], "https://www.linkedin.com/in/ravi-k-123"; got != want {
			t.Errorf("compressed=%v linkedin: got %q, want %q", compressed, got, want)
		}
		if got, want := r.Links["github"], "https://github.com/ravik"; got != want {
			t.Errorf("compressed=%v github: got %q, want %q", compressed, got, want)
		}
	}
}

func TestTwoColumnPagesAreReadColumnByColumn(t *testing.T) {
	var texts []fixture.Text
	texts = append(texts, fixture.Text{X: 40, Y: 50, Size: 22, Font: fixture.HelveticaBold, S: "Meera Iyer"})
	side := []string{"CONTACT", "meera.iyer@example.com", "+1 415 555 0101", "SKILLS", "Go", "Rust", "Kubernetes", "Terraform", "LANGUAGES", "English", "Tamil"}
	main := []string{"EDUCATION", "University of Washington", "B.S. in Computer Science", "2014 – 2018", "EXPERIENCE",
		"Platform Engineer at Northwind Traders", "2018 – 2023", "Designed a deployment pipeline for forty services",
		"Cut build times in half with remote caching", "Mentored four new engineers in the platform team"}
	for i, s := range side {
		texts = append(texts, fixture.Text{X: 40, Y: 100 + float64(i)*18, Size: 10, S: s})
	}
	for i, s := range main {
		texts = append(texts, fixture.Text{X: 230, Y: 100 + float64(i)*18, Size: 10, S: s})
	}
	data := fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: texts}}})
	doc, err := resume.NewExtractor().Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, l := range doc.Lines {
		order = append(order, l.Text)
	}
	joined := strings.Join(order, "\n")
	if strings.Index(joined, "Tamil") > strings.Index(joined, "EDUCATION") {
		t.Errorf("got the sidebar interleaved with the main column:\n%s", joined)
	}
	if !strings.Contains(joined, "University of Washington\nB.S. in Computer Science\n2014 – 2018") {
		t.Errorf("got the main column out of order:\n%s", joined)
	}
	r := resume.Fields(doc)
	if r.GraduationYear != 2018 || r.Name != "Meera Iyer" || r.PhoneNumber != "+1 415 555 0101" {
		t.Errorf("got name %q phone %q graduation %d, want Meera Iyer, +1 415 555 0101, 2018", r.Name, r.PhoneNumber, r.GraduationYear)
	}
	if !reflect.DeepEqual(r.Tags, []string{resume.TagTopInstitute}) {
		t.Errorf("tags: got %q, want only Top Institute", r.Tags)
	}
}

func TestResultMarshalsWithTheSpecKeys(t *testing.T) {
	r := resume.Parse(context.Background(), fixture.ResumePDF(fixture.SamplePerson()), "sample.pdf")
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	for _, k := range []string{"name", "email", "phone_number", "links", "graduation_year", "post_graduation_year",
		"tags", "emails", "evidence", "confidence", "education", "experience", "skills", "score"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON has no key %q: %s", k, b)
		}
	}
	if _, ok := m["error"]; ok {
		t.Errorf("JSON has an error key on success: %s", b)
	}
}

// filler is enough body text to pass the too-little-text limit.
func filler() []fixture.Text {
	var ts []fixture.Text
	for i := 0; i < 4; i++ {
		ts = append(ts, fixture.Text{X: 50, Y: 200 + float64(i)*14, S: "Worked on distributed systems, storage engines and developer tooling for years."})
	}
	return ts
}
