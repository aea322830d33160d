package demo

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"hirekit/internal/intake"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
)

// screeningJob is the demo's screening batch: a campus drive whose
// resumes are generated documents (never the corpus), PDFs and Word files
// alike, so /screeno shows parsed candidates, tags and scores on first
// run. The workers of hirekit serve parse them.
const screeningJob = "Backend Engineer (Go) – campus drive"

// screeningCount is how many resumes the batch holds: enough for a page
// with every tag present, few enough to leave most trial credits.
const screeningCount = 12

var (
	demoInstitutes = []struct{ name, degree string }{
		{"Indian Institute of Technology Delhi", "B.Tech in Computer Science and Engineering"},
		{"BITS Pilani", "B.E. in Computer Science"},
		{"Anna University", "B.E. in Information Technology"},
		{"National Institute of Technology Tiruchirappalli", "B.Tech in Electronics and Communication"},
		{"Pune Institute of Computer Technology", "B.E. in Computer Engineering"},
		{"Vellore Institute of Technology", "B.Tech in Computer Science"},
	}
	demoEmployers = []struct{ name, role string }{
		{"Flipkart", "Software Development Engineer Intern"},
		{"Zoho", "Member Technical Staff Intern"},
		{"Infosys", "Systems Engineer Intern"},
		{"Razorpay", "Backend Engineering Intern"},
		{"Freshworks", "Software Engineer Intern"},
		{"A student-run startup", "Founding engineer"},
	}
	// demoAchievements are the lines that earn the screening tags; the
	// k-th candidate gets a different share of them.
	demoAchievements = [][]string{
		{"• Codeforces: Expert, max rating 1780", "• Won 1st place in the Smart India Hackathon 2025"},
		{"• Google Summer of Code 2024 contributor with the Example Foundation"},
		{},
		{"• ICPC Asia regionals 2024: 14th place", "• Codechef: 5 star, max rating 2050"},
		{"• Runner-up, HackerEarth Fintech Hackathon 2025"},
		{},
	}
)

// loadScreening uploads the demo batch once (when the company has no
// screening job), as the demo admin.
func loadScreening(ctx context.Context, svc Services) (int, error) {
	jobs, err := svc.Screening.Jobs(ctx, false)
	if err != nil || len(jobs) > 0 {
		return 0, err
	}
	var files []*intake.File
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	for i := 0; i < screeningCount; i++ {
		name, data := screeningResume(500 + i)
		f, err := intake.Spool(intake.ScreeningResume, name, bytes.NewReader(data))
		if err != nil {
			return 0, err
		}
		files = append(files, f)
	}
	if _, err := svc.Screening.UploadResumes(ctx, screening.UploadInput{JobTitle: screeningJob, Files: files}); err != nil {
		return 0, err
	}
	return len(files), nil
}

// screeningResume makes the k-th demo resume: its file name and bytes, a
// Word file for every third candidate and a PDF otherwise.
func screeningResume(k int) (string, []byte) {
	first, last := firstNames[k%len(firstNames)], lastNames[(k/len(firstNames)+k)%len(lastNames)]
	school := demoInstitutes[k%len(demoInstitutes)]
	work := demoEmployers[(k/2)%len(demoEmployers)]
	grad := 2025 + k%2
	p := fixture.Person{
		Name:     first + " " + last,
		Email:    fmt.Sprintf("%s.%s.%d@example.net", strings.ToLower(asciiOnly(first)), strings.ToLower(asciiOnly(last)), k),
		Phone:    fmt.Sprintf("+91 97%03d %05d", k%1000, 20000+k),
		LinkedIn: "https://www.linkedin.com/in/" + strings.ToLower(asciiOnly(first)) + "-" + strings.ToLower(asciiOnly(last)) + fmt.Sprint(k),
		Sections: []fixture.Section{
			{Heading: "Education", Lines: []string{
				fmt.Sprintf("%s\t%d – %d", school.name, grad-4, grad),
				fmt.Sprintf("%s, CGPA %.1f/10", school.degree, 7.2+float64(k%6)*0.4),
			}},
			{Heading: "Experience", Lines: []string{
				fmt.Sprintf("%s\tMay %d – Jul %d", work.name, grad-1, grad-1),
				work.role,
				"• Built REST APIs in Go with PostgreSQL and wrote their integration tests.",
			}},
			{Heading: "Skills", Lines: []string{"Languages: Go, Python, SQL", "Tools: Git, Docker, Linux"}},
		},
	}
	if k%2 == 0 {
		p.GitHub = "https://github.com/" + strings.ToLower(asciiOnly(first)) + fmt.Sprint(k)
	}
	if a := demoAchievements[k%len(demoAchievements)]; len(a) > 0 {
		p.Sections = append(p.Sections, fixture.Section{Heading: "Achievements", Lines: a})
	}
	base := strings.ReplaceAll(p.Name, " ", "_")
	if k%3 == 2 {
		return base + ".docx", fixture.ResumeDOCX(p)
	}
	return base + ".pdf", fixture.ResumePDF(p)
}
