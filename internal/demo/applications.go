package demo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/match"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
)

var firstNames = []string{"Aarav", "Diya", "Kabir", "Meera", "Rohan", "Ananya", "Vikram", "Isha", "Arjun", "Sara", "Neil", "Priya",
	"Dev", "Kavya", "Rahul", "Zara", "Omar", "Lena", "Tomás", "Mei", "Jonas", "Amara", "Yusuf", "Hana", "Luca"}
var lastNames = []string{"Sharma", "Iyer", "Khan", "Nair", "Gupta", "Reddy", "Das", "Mehta", "Singh", "Kapoor", "Fernandes",
	"Bose", "Chen", "Okafor", "Müller", "Silva", "Tanaka", "Haddad", "Novak", "Rossi"}
var demoSources = []string{"careers_page", "linkedin", "referral", "agency", "manual", "naukri", "indeed"}

// pathTo lists states an application passes through to reach the last;
// the demo moves each application along one of these, by real moves.
var paths = [][]recruit.State{
	{},
	{recruit.StateTAScreen},
	{recruit.StateTAScreen, recruit.StateHMScreen},
	{recruit.StateTAScreen, recruit.StateScreenReject},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateAssignmentShared},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScheduleRound},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScheduleRound, recruit.StateRoundScheduled},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScheduleRound, recruit.StateInterviewReject},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScheduleRound, recruit.StateRoundScheduled, recruit.StateScheduleDebrief},
	{recruit.StateTAScreen, recruit.StateNegotiateOffer},
	{recruit.StateTAScreen, recruit.StateGenerateOffer, recruit.StateOfferShared},
	{recruit.StateTAScreen, recruit.StateGenerateOffer, recruit.StateOfferShared, recruit.StateOfferAccepted},
	{recruit.StateTAScreen, recruit.StateGenerateOffer, recruit.StateOfferShared, recruit.StateOfferAccepted, recruit.StateJoined},
	{recruit.StateOnHold},
	{recruit.StateNotResponding},
}

// perJob is how many candidates each open or live demo job gets; a job
// that ends archived got fewer before it closed.
const (
	perJob         = 45
	perArchivedJob = 12
)

// hired is the path of an archived job's first candidate: every closed
// demo job made its hire.
var hired = paths[len(paths)-3]

// loadApplications adds candidates with generated resumes to the open and
// live demo jobs (and to those that end archived, which it then
// archives), once. Candidates arrive over the last six months and move a
// few days at a time, by real moves.
func loadApplications(ctx context.Context, svc Services, now time.Time, toArchive []*ats.Requisition) (int, error) {
	existing, err := svc.ATS.ListApplications(ctx, ats.ApplicationQuery{View: "spreadsheet", Page: 1, PerPage: 1, Filter: ats.Filter{IncludeArchived: true}}, now)
	if err != nil {
		return 0, err
	}
	if existing.Total > 0 {
		return existing.Total, nil
	}
	jobs, err := svc.ATS.ListRequisitions(ctx, ats.ListQuery{States: []recruit.RequisitionState{recruit.ReqOpen, recruit.ReqLive}})
	if err != nil {
		return 0, err
	}
	closing := map[int64]bool{}
	for _, r := range toArchive {
		closing[r.ID] = true
	}
	n, k := 0, 0
	for _, job := range jobs.Items {
		full, err := svc.ATS.Requisition(ctx, job.ID)
		if err != nil {
			return 0, err
		}
		count, first, window := perJob, 5.0, float64(storyDays-15)
		if closing[job.ID] {
			// Closed jobs hired between two and six months ago.
			count, first, window = perArchivedJob, 60, 100
		}
		for i := 0; i < count; i++ {
			path := paths[k%len(paths)]
			if closing[job.ID] {
				path = closedPaths[i%len(closedPaths)]
				if i == 0 {
					path = hired
				}
			}
			at := newStory(now, first+window*spread(k, "arrival"))
			if err := addCandidate(ctx, svc, full, k, at, path); err != nil {
				return 0, err
			}
			n++
			k++
		}
	}
	for i, r := range toArchive {
		at := newStory(now, 25-float64(i)*4)
		if _, err := svc.ATS.ChangeState(at.ctx(ctx), r.ID, ats.ActionArchive, ""); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// closedPaths are how a closed job's other candidates ended.
var closedPaths = [][]recruit.State{
	{recruit.StateTAScreen, recruit.StateScreenReject},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScheduleRound, recruit.StateInterviewReject},
	{recruit.StateCandidateDropoff},
	{recruit.StateTAScreen, recruit.StateHMScreen, recruit.StateScreenReject},
}

// addCandidate adds the k-th demo candidate to job at the story's moment
// and walks it along path, a few days a step.
func addCandidate(ctx context.Context, svc Services, job *ats.Requisition, k int, at *story, path []recruit.State) error {
	first, last := firstNames[k%len(firstNames)], lastNames[(k/len(firstNames)+k)%len(lastNames)]
	name := first + " " + last
	email := fmt.Sprintf("%s.%s.%d@example.com", strings.ToLower(asciiOnly(first)), strings.ToLower(asciiOnly(last)), k)
	p := fixture.SamplePerson()
	p.Name, p.Email, p.Phone = name, email, fmt.Sprintf("+91 98%03d %05d", k%1000, 10000+k)
	p.LinkedIn = "https://www.linkedin.com/in/" + strings.ToLower(asciiOnly(first)) + "-" + strings.ToLower(asciiOnly(last)) + fmt.Sprint(k)
	p.GitHub = "https://github.com/" + strings.ToLower(asciiOnly(first)) + fmt.Sprint(k)
	p.Sections = withSkills(p.Sections, job, k)
	file, err := intake.Spool(intake.ApplicationResume, strings.ReplaceAll(name, " ", "_")+".pdf", bytes.NewReader(fixture.ResumePDF(p)))
	if err != nil {
		return err
	}
	defer file.Close()
	exp := float64(k%12) + 0.5
	a, err := svc.ATS.AddApplication(at.ctx(ctx), ats.ApplicationInput{
		RequisitionID: job.ID, Name: name, Email: email, Phone: p.Phone, Source: demoSources[k%len(demoSources)],
		ExperienceYears: &exp, Resume: file,
		NoticePeriod: recruit.NoticePeriods[k%len(recruit.NoticePeriods)].Value,
		Answers:      answersFor(job.Questions, k),
	})
	if err != nil {
		return err
	}
	for step, to := range path {
		at.later(1 + 5*spread(k*31+step, "step"))
		if _, err := svc.ATS.MoveApplication(at.ctx(ctx), ats.MoveInput{Slug: a.Slug, To: to, Reason: "Demo: " + string(to)}); err != nil {
			// Referred or sourced entry states allow the same moves;
			// a refused step ends this candidate's path.
			break
		}
	}
	return nil
}

// withSkills gives the k-th candidate a skills line holding a share of the
// job's requirements (a quarter to all of them, by k), so the match scores
// of a job's candidates differ as real applicants' do.
func withSkills(sections []fixture.Section, job *ats.Requisition, k int) []fixture.Section {
	reqs := match.Requirements(match.Job{Title: job.Title, Description: job.Description})
	n := (len(reqs)*(k%4+1) + 3) / 4
	var names []string
	for _, alternatives := range reqs[:n] {
		names = append(names, alternatives[0])
	}
	out := make([]fixture.Section, 0, len(sections))
	for _, s := range sections {
		if s.Heading == "Skills" {
			s.Lines = []string{"Skills: " + strings.Join(names, ", ")}
		}
		out = append(out, s)
	}
	return out
}

// answersFor answers every question plausibly, varied by k.
func answersFor(qs []ats.Question, k int) map[int64]json.RawMessage {
	out := map[int64]json.RawMessage{}
	for _, q := range qs {
		var v any
		switch q.FieldType {
		case recruit.FieldNumber:
			v = k%9 + 1
		case recruit.FieldYesNo:
			v = k%3 != 0
		case recruit.FieldSingleChoice:
			v = q.Options()[k%len(q.Options())]
		case recruit.FieldMultipleChoice:
			v = q.Options()[:1+k%len(q.Options())]
		case recruit.FieldDate:
			v = time.Now().UTC().AddDate(0, 1, k%20).Format("2006-01-02")
		default:
			v = fmt.Sprintf("Answer %d: happy to share more on a call.", k)
		}
		b, _ := json.Marshal(v)
		out[q.ID] = b
	}
	return out
}

func asciiOnly(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 128 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
