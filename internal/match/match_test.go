package match_test

import (
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/match"
)

func yrs(v float64) *float64 { return &v }

var backend = match.Job{
	Title:       "Senior Backend Engineer (Go)",
	Description: "<p>Build services.</p><h3>Requirements</h3><ul><li>PostgreSQL</li><li>Kubernetes and Docker</li><li>Kafka or another message queue</li><li>REST APIs</li><li>AWS</li></ul>",
	MinYears:    yrs(3), MaxYears: yrs(5),
}

// A fixture resume written for these tests: an engineer with Go,
// Kubernetes, Docker and Postgres from 2018 to 2024.
const engineer = `Jane Roe
Software Engineer, Example Corp 2018 – Present
Built Go services on Kubernetes and Docker, backed by Postgres.
Skills: Go, Kubernetes, Docker, Postgres, TailwindCSS
Summer 2022 hackathon. 2024`

func TestRequirements(t *testing.T) {
	got := match.Requirements(backend)
	want := [][]string{{"Go"}, {"PostgreSQL"}, {"Kubernetes"}, {"Docker"}, {"Kafka", "message queue"}, {"REST APIs"}, {"AWS"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestScore(t *testing.T) {
	roles := []match.Role{{Title: "Software Engineer", StartYear: 2018}, {Title: "Intern", StartYear: 2010, EndYear: 2014}}
	for _, tc := range []struct {
		name    string
		job     match.Job
		c       match.Candidate
		score   int
		reasons []string
	}{
		{"GoodSkillsInRange", backend, match.Candidate{ResumeText: engineer, StatedYears: yrs(4)}, match.Good,
			[]string{"has 4 of 7 skills: Go, PostgreSQL, Kubernetes, Docker; missing Kafka or message queue, REST APIs, AWS", "4 years against 3–5"}},
		{"YearsFromRolesEndAtLatestPrintedYear", backend, match.Candidate{ResumeText: engineer, Roles: roles, Year: 2026}, match.Good,
			[]string{"has 4 of 7 skills: Go, PostgreSQL, Kubernetes, Docker; missing Kafka or message queue, REST APIs, AWS", "6 years against 3–5"}},
		{"FarOverTheRange", backend, match.Candidate{ResumeText: engineer, StatedYears: yrs(11)}, match.Moderate,
			[]string{"has 4 of 7 skills: Go, PostgreSQL, Kubernetes, Docker; missing Kafka or message queue, REST APIs, AWS", "11 years against 3–5: far over the range"}},
		{"ShortOfTheMinimumDropsAStep", backend, match.Candidate{ResumeText: engineer, StatedYears: yrs(1)}, match.Moderate, nil},
		{"NoDatedRolesCountsZero", backend, match.Candidate{ResumeText: engineer}, match.Moderate, nil},
		{"RequiredNoDropsAStep", backend, match.Candidate{ResumeText: engineer, StatedYears: yrs(4), Answers: []match.Answer{
			{Question: "Open to Bengaluru?", FieldType: "yes_no", Required: true, Answer: "false"},
			{Question: "Optional", FieldType: "short_answer"}}}, match.Moderate, nil},
		{"RequiredUnanswered", backend, match.Candidate{ResumeText: engineer, StatedYears: yrs(4), Answers: []match.Answer{
			{Question: "Years of Go", FieldType: "number", Required: true}}}, match.Moderate, nil},
		{"OtherKindOfWorkAtMostModerate", match.Job{Title: "Product Designer", Description: "<li>Figma</li><li>Prototyping</li>"},
			match.Candidate{ResumeText: "Made Figma prototypes for a bakery 2020 – 2024"}, match.Moderate,
			[]string{"has 2 of 2 skills: Figma, prototyping", "no product design in the resume"}},
		{"FewSkillsWeak", backend, match.Candidate{ResumeText: "Registered nurse, 2010 – 2020. Neonatal care."}, match.Weak, nil},
		{"NotParsed", backend, match.Candidate{}, match.None, []string{"No parsed resume to compare yet"}},
		{"NoSkillsNamedKindDecides", match.Job{Title: "Software Engineer"}, match.Candidate{ResumeText: "Developer at Initech"}, match.Moderate,
			[]string{"the job names no skills to compare"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := match.Score(tc.job, tc.c)
			if got.Score != tc.score {
				t.Errorf("score %d, want %d (%s)", got.Score, tc.score, strings.Join(got.Reasons, "; "))
			}
			if tc.reasons != nil && !reflect.DeepEqual(got.Reasons, tc.reasons) {
				t.Errorf("reasons %q, want %q", got.Reasons, tc.reasons)
			}
		})
	}
}

func TestWholeWords(t *testing.T) {
	job := match.Job{Title: "Web", Description: "<li>CSS</li><li>SQL</li><li>Spring</li><li>Go</li><li>机器学习</li>"}
	got := match.Score(job, match.Candidate{ResumeText: "TailwindCSS, MySQL, Spring 2023, go to market, 机器学习研究"})
	if !strings.HasPrefix(got.Reasons[0], "has 1 of 5 skills: machine learning;") {
		t.Errorf("got %q, want only the CJK term found", got.Reasons[0])
	}
}
