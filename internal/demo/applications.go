package demo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
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

// perJob is how many candidates each open or live demo job gets.
const perJob = 45

// loadApplications adds candidates with generated resumes to the open and
// live demo jobs and moves them along the pipeline, once.
func loadApplications(ctx context.Context, svc Services) (int, error) {
	existing, err := svc.ATS.ListApplications(ctx, ats.ApplicationQuery{Page: 1, PerPage: 1, Filter: ats.Filter{IncludeArchived: true}}, nowUTC())
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
	n := 0
	for j, job := range jobs.Items {
		full, err := svc.ATS.Requisition(ctx, job.ID)
		if err != nil {
			return 0, err
		}
		for i := 0; i < perJob; i++ {
			k := j*perJob + i
			first, last := firstNames[k%len(firstNames)], lastNames[(k/len(firstNames)+k)%len(lastNames)]
			name := first + " " + last
			email := fmt.Sprintf("%s.%s.%d@example.com", strings.ToLower(asciiOnly(first)), strings.ToLower(asciiOnly(last)), k)
			p := fixture.SamplePerson()
			p.Name, p.Email, p.Phone = name, email, fmt.Sprintf("+91 98%03d %05d", k%1000, 10000+k)
			p.LinkedIn = "https://www.linkedin.com/in/" + strings.ToLower(asciiOnly(first)) + "-" + strings.ToLower(asciiOnly(last)) + fmt.Sprint(k)
			p.GitHub = "https://github.com/" + strings.ToLower(asciiOnly(first)) + fmt.Sprint(k)
			file, err := intake.Spool(intake.ApplicationResume, strings.ReplaceAll(name, " ", "_")+".pdf", bytes.NewReader(fixture.ResumePDF(p)))
			if err != nil {
				return 0, err
			}
			exp := float64(k%12) + 0.5
			a, err := svc.ATS.AddApplication(ctx, ats.ApplicationInput{
				RequisitionID: job.ID, Name: name, Email: email, Phone: p.Phone, Source: demoSources[k%len(demoSources)],
				ExperienceYears: &exp, Resume: file,
				NoticePeriod: recruit.NoticePeriods[k%len(recruit.NoticePeriods)].Value,
				Answers:      answersFor(full.Questions, k),
			})
			file.Close()
			if err != nil {
				return 0, err
			}
			for _, to := range paths[k%len(paths)] {
				if _, err := svc.ATS.MoveApplication(ctx, ats.MoveInput{Slug: a.Slug, To: to, Reason: "Demo: " + string(to)}); err != nil {
					// Referred or sourced entry states allow the same moves;
					// a refused step ends this candidate's path.
					break
				}
			}
			n++
		}
	}
	return n, nil
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
			v = nowUTC().AddDate(0, 1, k%20).Format("2006-01-02")
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
