package resume_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

// linesOf extracts a PDF and returns its lines joined by newlines.
func linesOf(t *testing.T, data []byte) (string, *resume.Document) {
	t.Helper()
	doc, err := resume.NewExtractor().Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range doc.Lines {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n"), doc
}

func TestALightSidebarIsAColumn(t *testing.T) {
	side := []string{"CONTACT", "+44 7700 900123", "elena.p@example.co.uk", "SKILLS", "Go", "Rust", "SQL", "LANGUAGES", "English", "Greek"}
	body := []string{"PROFILE", "Backend engineer with eight years of experience building payment systems and data pipelines.",
		"EXPERIENCE", "Senior Engineer, Harbour Payments Ltd, London", "2019 – present",
		"Led the migration of the settlement service to an event-driven design with exactly-once processing.",
		"Reduced reconciliation time from six hours to twenty minutes across all merchant accounts.",
		"Engineer, Northwind Retail, Manchester", "2015 – 2019", "Built the stock forecasting service used by three hundred stores.",
		"EDUCATION", "Example Metropolitan University", "BSc Computer Science", "2011 – 2015"}
	ts := []fixture.Text{{X: 200, Y: 50, Size: 22, Font: fixture.HelveticaBold, S: "Elena Papadopoulou"}}
	for i, s := range side {
		ts = append(ts, fixture.Text{X: 36, Y: 80 + float64(i)*16, Size: 9, S: s})
	}
	for i, s := range body {
		ts = append(ts, fixture.Text{X: 200, Y: 80 + float64(i)*18, Size: 10, S: s})
	}
	text, doc := linesOf(t, fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: ts}}}))
	if !strings.Contains(text, "SKILLS\nGo\nRust\nSQL\nLANGUAGES") || !strings.Contains(text, "Example Metropolitan University\nBSc Computer Science\n2011 – 2015") {
		t.Errorf("got the sidebar interleaved with the body:\n%s", text)
	}
	r := resume.Fields(doc)
	if r.Name != "Elena Papadopoulou" || r.Email != "elena.p@example.co.uk" || r.GraduationYear != 2015 {
		t.Errorf("got name %q email %q graduation %d", r.Name, r.Email, r.GraduationYear)
	}
}

func TestRightAlignedDatesAndPlacesAreNoColumn(t *testing.T) {
	ts := []fixture.Text{{X: 50, Y: 50, Size: 22, Font: fixture.HelveticaBold, S: "Tariq Haddad"}, {X: 50, Y: 70, S: "tariq@example.com"}}
	y := 100.0
	roles := []struct{ co, place, title, dates string }{
		{"Harbour Payments Ltd", "London, UK", "Senior Engineer", "Jan 2019 – Present"},
		{"Northwind Retail", "Leeds", "Engineer", "Mar 2015 – Dec 2018"},
		{"Contoso Health", "Bristol, UK", "Junior Developer", "2013 – 2015"},
		{"Fabrikam", "Oxford", "Intern", "Summer 2012"},
	}
	for _, r := range roles {
		// Right-aligned at x = 560: the left edges differ.
		ts = append(ts, fixture.Text{X: 50, Y: y, Font: fixture.HelveticaBold, S: r.co},
			fixture.Text{X: 560 - 5.5*float64(len(r.place)), Y: y, S: r.place},
			fixture.Text{X: 50, Y: y + 14, S: r.title},
			fixture.Text{X: 560 - 5.2*float64(len(r.dates)), Y: y + 14, S: r.dates},
			fixture.Text{X: 60, Y: y + 28, S: "• Shipped services for payments, search and stock planning used across the business."})
		y += 50
	}
	text, doc := linesOf(t, fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: ts}}}))
	for _, l := range doc.Lines {
		if l.Column != 0 {
			t.Fatalf("got a column split in a one-column page:\n%s", text)
		}
	}
	if !strings.Contains(text, "Harbour Payments Ltd\tLondon, UK\nSenior Engineer\tJan 2019 – Present") {
		t.Errorf("got rows out of order:\n%s", text)
	}
}

// A "Save to PDF" export of a profile page: a grey sidebar of contact
// lines, top skills and languages (its profile URL broken over two lines),
// and the main column with the name, headline, experience and education.
func TestProfileExportWithSidebar(t *testing.T) {
	side := []string{"Contact", "farah.idris@example.com", "www.linkedin.com/in/farah-idris-", "7b21c9 (LinkedIn)", "Top Skills", "Kubernetes",
		"Site Reliability", "Terraform", "Languages", "English (Native)", "Malay (Native)", "Certifications", "Certified Kubernetes Administrator"}
	body := []struct {
		size float64
		s    string
	}{{26, "Farah Idris"}, {12, "Site Reliability Engineer at Example Cloud Services"}, {10, "Kuala Lumpur, Malaysia"}, {16, "Summary"},
		{10, "I keep large fleets boring: on-call, capacity planning and release tooling for payment systems."},
		{16, "Experience"}, {12, "Example Cloud Services"}, {10, "Site Reliability Engineer"}, {10, "March 2021 - Present (3 years 2 months)"},
		{12, "Harbour Payments"}, {10, "Systems Engineer"}, {10, "July 2018 - February 2021 (2 years 8 months)"},
		{16, "Education"}, {12, "National University of Singapore"}, {10, "Bachelor of Engineering - BE, Computer Engineering · (2014 - 2018)"}}
	var ts []fixture.Text
	for i, s := range side {
		ts = append(ts, fixture.Text{X: 30, Y: 60 + float64(i)*15, Size: 9, S: s})
	}
	y := 50.0
	for _, b := range body {
		y += b.size * 1.5
		ts = append(ts, fixture.Text{X: 220, Y: y, Size: b.size, S: b.s})
	}
	r := resume.Parse(context.Background(), fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: ts}}}), "Profile.pdf")
	got := []any{r.Name, r.Email, r.Links["linkedin"], r.GraduationYear, r.Tags}
	want := []any{"Farah Idris", "farah.idris@example.com", "https://www.linkedin.com/in/farah-idris-7b21c9", 2018, []string{resume.TagTopInstitute}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
