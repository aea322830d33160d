package resume_test

import (
	"context"
	"reflect"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

func TestEmailsFromLinesWithoutSpacesAndPlaceholders(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
		phone string
	}{
		{"GluedToACapitalisedWord", []string{"Lucas Moreau", "lucas.moreau@example.frLinkedInGitHub"}, []string{"lucas.moreau@example.fr"}, ""},
		{"GluedToAContactWord", []string{"Lucas Moreau", "lucas.moreau@univ-example.ac.inphone +91 98450 12345"},
			[]string{"lucas.moreau@univ-example.ac.in"}, "+91 98450 12345"},
		{"GluedAfterCom", []string{"Lucas Moreau", "lm.dev@example.comportfolio.example.dev"}, []string{"lm.dev@example.com"}, ""},
		{"LabelGluedBefore", []string{"Lucas Moreau", "Emaillucas.m@example.org"}, []string{"lucas.m@example.org"}, ""},
		{"PhoneGluedBefore", []string{"Lucas Moreau", "+33 6 12 34 56 78lucas.m@example.org"}, []string{"lucas.m@example.org"}, "+33 6 12 34 56 78"},
		{"DigitsThatBelongToTheAddress", []string{"Lucas Moreau", "Phone 0612345678 | 2024lucas@example.org"}, []string{"2024lucas@example.org"}, "0612345678"},
		{"MaskedPlaceholder", []string{"Lucas Moreau", "xxx@gmail.com | lucas.m@example.org"}, []string{"lucas.m@example.org"}, ""},
		{"MaskedDomain", []string{"Lucas Moreau", "xxxxxxxx@xxxx.com"}, nil, ""},
		{"TemplateAddress", []string{"Lucas Moreau", "yourname@yourdomain.com", "abc@xyz.com"}, nil, ""},
		{"ObfuscatedAgainstSpam", []string{"Lucas Moreau", "E-Mail: lucas.moreau(at)example.de"}, []string{"lucas.moreau@example.de"}, ""},
		{"GermanMobileWithTrunkZero", []string{"Lucas Moreau", "Mobil: +49 (0) 151 2345 6789 · lucas@example.de"}, []string{"lucas@example.de"}, "+49 (0) 151 2345 6789"},
		{"ShortLabelledNumber", []string{"Lucas Moreau", "Tel.: 089 123456", "lucas@example.de"}, []string{"lucas@example.de"}, "089 123456"},
		{"TemplatePersonsOwnAddress", []string{"John Doe", "john.doe@example.com"}, []string{"john.doe@example.com"}, ""},
		{"SomeoneElsesTemplateAddress", []string{"Lucas Moreau", "john.doe@gmail.com"}, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Fields(docOf(tc.lines...))
			got := r.Emails
			if len(got) == 0 {
				got = nil
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got emails %q, want %q", got, tc.want)
			}
			if tc.phone != "" && r.PhoneNumber != tc.phone {
				t.Errorf("got phone %q, want %q", r.PhoneNumber, tc.phone)
			}
		})
	}
}

func TestEmailFromAPDFWhoseRunsCarryNoSpaces(t *testing.T) {
	data := fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: append(filler(),
		fixture.Text{X: 50, Y: 50, Size: 22, Font: fixture.HelveticaBold, S: "Nadia Haddad"},
		// Each word its own run, a hair apart: poppler prints them glued.
		fixture.Text{X: 50, Y: 80, Size: 10, S: "nadia.haddad@example.com LinkedIn GitHub", WordGap: 20},
	)}}})
	r := resume.Parse(context.Background(), data, "cv.pdf")
	if !reflect.DeepEqual(r.Emails, []string{"nadia.haddad@example.com"}) {
		t.Errorf("got emails %q, want [nadia.haddad@example.com]", r.Emails)
	}
}

func TestEmailOnlyInADOCXHeaderOrAsALink(t *testing.T) {
	body := []fixture.Paragraph{{Text: "EXPERIENCE", Bold: true}, {Text: "Northwind Traders\t2019 – 2023"},
		{Text: "Platform engineer building deployment tooling and observability for forty services."}}
	for name, w := range map[string]fixture.Word{
		"Printed": {Header: []fixture.Paragraph{{Text: "Nadia Haddad", Size: 20}, {Text: "Email: nadia.haddad@example.com"}}, Body: body},
		"Linked":  {Header: []fixture.Paragraph{{Text: "Nadia Haddad", Size: 20}, {Text: "Email", Link: "mailto:nadia.haddad@example.com"}}, Body: body},
	} {
		t.Run(name, func(t *testing.T) {
			r := resume.Parse(context.Background(), fixture.DOCX(w), "cv.docx")
			if r.Email != "nadia.haddad@example.com" || r.Name != "Nadia Haddad" {
				t.Errorf("got email %q name %q, want nadia.haddad@example.com and Nadia Haddad", r.Email, r.Name)
			}
		})
	}
}

func TestProfileLinksGluedToContactWords(t *testing.T) {
	r := resume.Fields(docOf("Lucas Moreau", "lucas.m@example.org", "github.com/lucasmoreau-devLinkedInlinkedin.com/in/lucas-moreau-42Phone"))
	if r.Links["github"] != "https://github.com/lucasmoreau-dev" || r.Links["linkedin"] != "https://www.linkedin.com/in/lucas-moreau-42" {
		t.Errorf("got github %q linkedin %q", r.Links["github"], r.Links["linkedin"])
	}
	r = resume.Fields(docOf("Lucas Moreau", "github.com/LucasMoreauDev"))
	if r.Links["github"] != "https://github.com/LucasMoreauDev" {
		t.Errorf("a camel-case user name was cut: got %q", r.Links["github"])
	}
}
