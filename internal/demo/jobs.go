package demo

import (
	"context"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

func f(v float64) *float64 { return &v }
func i(v int64) *int64     { return &v }

// demoJobs are realistic jobs across departments; state says where each
// ends up.
var demoJobs = []struct {
	key   string
	in    ats.RequisitionInput
	state recruit.RequisitionState
}{
	{"backend-go", ats.RequisitionInput{Title: "Senior Backend Engineer (Go)", Designation: "Senior Engineer", Department: "Engineering",
		MinExperience: f(4), MaxExperience: f(8), MinSalary: i(3_000_000), MaxSalary: i(4_500_000), SalaryCurrency: "INR", Openings: 2,
		Locations: []ats.Location{{City: "Bengaluru", Country: "India"}, {Country: "India", Remote: true}},
		Description: "<h2>About the role</h2><p>Build the services that move candidates through hiring for thousands of companies.</p><ul><li>Go, PostgreSQL, queues</li><li>Own features end to end</li></ul>" +
			"<h3>Requirements</h3><ul><li>Go in production</li><li>PostgreSQL</li><li>Kubernetes and Docker</li><li>Kafka or another message queue</li><li>REST APIs</li><li>AWS</li></ul>",
		AskSalary: true,
		Questions: []ats.QuestionInput{
			{Title: "How many years have you written Go in production?", FieldType: recruit.FieldNumber, Required: true, ReferralQuestion: true},
			{Title: "Which databases have you run at scale?", FieldType: recruit.FieldMultipleChoice, Options: []string{"PostgreSQL", "MySQL", "SQLite", "MongoDB"}},
			{Title: "Are you open to working from Bengaluru twice a week?", FieldType: recruit.FieldYesNo, Required: true},
		}}, recruit.ReqLive},
	{"frontend-react", ats.RequisitionInput{Title: "Frontend Engineer (React)", Designation: "Software Engineer", Department: "Engineering",
		MinExperience: f(2), MaxExperience: f(5), Openings: 1, Locations: []ats.Location{{City: "Pune", Country: "India"}},
		Description: "<p>Make hiring pleasant: forms, boards and charts in React and TypeScript.</p>" +
			"<h3>Requirements</h3><ul><li>React</li><li>TypeScript and JavaScript</li><li>HTML and CSS</li><li>Redux or another state library</li><li>Testing with Jest</li></ul>",
		Questions: []ats.QuestionInput{
			{Title: "Link to something you built", FieldType: recruit.FieldShortAnswer, Required: true},
			{Title: "Earliest start date", FieldType: recruit.FieldDate},
		}}, recruit.ReqLive},
	{"product-designer", ats.RequisitionInput{Title: "Product Designer", Designation: "Product Designer", Department: "Design",
		MinExperience: f(3), MaxExperience: f(6), Openings: 1, Locations: []ats.Location{{City: "Remote", Country: "India", Remote: true}},
		Description: "<p>Design the recruiter's day, from sourcing to offer.</p>" +
			"<h3>Requirements</h3><ul><li>Figma</li><li>User research and usability testing</li><li>Wireframing and prototyping</li><li>Design systems</li></ul>",
		Questions: []ats.QuestionInput{{Title: "Portfolio URL", FieldType: recruit.FieldShortAnswer, Required: true}}}, recruit.ReqOpen},
	{"data-scientist", ats.RequisitionInput{Title: "Data Scientist", Designation: "Data Scientist", Department: "Data",
		MinExperience: f(2), MaxExperience: f(6), Openings: 1, Locations: []ats.Location{{City: "Hyderabad", Country: "India"}},
		Description: "<p>Match candidates to jobs and measure what works.</p>" +
			"<h3>Requirements</h3><ul><li>Python and SQL</li><li>Machine learning and statistics</li><li>pandas and scikit-learn</li><li>PyTorch or TensorFlow</li></ul>",
		Questions: []ats.QuestionInput{{Title: "Describe a model you shipped", FieldType: recruit.FieldLongAnswer}}}, recruit.ReqPendingApproval},
	{"ta-partner", ats.RequisitionInput{Title: "Talent Acquisition Partner", Designation: "Talent Partner", Department: "People",
		MinExperience: f(3), MaxExperience: f(7), Openings: 1, Locations: []ats.Location{{City: "Mumbai", Country: "India"}},
		Description: "<p>Partner with engineering leaders to hire well.</p>" +
			"<h3>Requirements</h3><ul><li>Sourcing and interviewing</li><li>Stakeholder management</li><li>An applicant tracking system</li><li>Employer branding</li></ul>",
		Questions: []ats.QuestionInput{{Title: "Preferred sourcing channel", FieldType: recruit.FieldSingleChoice, Options: []string{"LinkedIn", "Referrals", "Communities", "Agencies"}}}}, recruit.ReqLive},
	{"sre", ats.RequisitionInput{Title: "Site Reliability Engineer", Designation: "Senior Engineer", Department: "Engineering",
		MinExperience: f(5), MaxExperience: f(10), Openings: 1, Locations: []ats.Location{{City: "London", Country: "United Kingdom"}},
		MinSalary: i(80_000), MaxSalary: i(110_000), SalaryCurrency: "GBP",
		Description: "<p>Keep Hirekit fast and up.</p>" +
			"<h3>Requirements</h3><ul><li>Linux</li><li>Kubernetes</li><li>Terraform</li><li>Prometheus</li><li>AWS</li><li>Python or Go</li><li>Incident response</li></ul>"}, recruit.ReqArchived},
	{"backend-payments", ats.RequisitionInput{Title: "Backend Engineer (Payments)", Designation: "Software Engineer", Department: "Engineering",
		MinExperience: f(3), MaxExperience: f(6), Openings: 1, Locations: []ats.Location{{City: "Bengaluru", Country: "India"}},
		MinSalary: i(2_400_000), MaxSalary: i(3_400_000), SalaryCurrency: "INR",
		Description: "<p>Move money safely: ledgers, reconciliation and payouts.</p>" +
			"<h3>Requirements</h3><ul><li>Java and Spring</li><li>PostgreSQL</li><li>Kafka</li><li>Microservices</li><li>Payments</li></ul>"}, recruit.ReqArchived},
	{"qa", ats.RequisitionInput{Title: "QA Engineer", Designation: "Software Engineer", Department: "Engineering",
		MinExperience: f(1), MaxExperience: f(4), Openings: 1, Locations: []ats.Location{{City: "Pune", Country: "India"}},
		Description: "<p>Find the bugs before our customers do.</p>" +
			"<h3>Requirements</h3><ul><li>Test automation with Selenium or Cypress</li><li>API testing</li><li>Python or Java</li><li>CI pipelines</li></ul>"}, recruit.ReqArchived},
	{"csm", ats.RequisitionInput{Title: "Customer Success Manager", Designation: "Account Manager", Department: "Customer Success",
		MinExperience: f(2), MaxExperience: f(5), Openings: 2, Locations: []ats.Location{{City: "Singapore", Country: "Singapore"}},
		Description: "<p>Help recruiting teams succeed with Hirekit.</p>" +
			"<h3>Requirements</h3><ul><li>Customer success or account management</li><li>Customer onboarding</li><li>A CRM such as Salesforce or HubSpot</li><li>SaaS</li></ul>"}, recruit.ReqOpen},
}

// Job is a demo job as the loader creates it, under a stable key
// (bench/match labels pairs of a job and a resume by it).
type Job struct {
	Key   string
	Input ats.RequisitionInput
}

// Jobs returns the demo jobs in the order they are loaded.
func Jobs() []Job {
	out := make([]Job, len(demoJobs))
	for n, j := range demoJobs {
		out[n] = Job{Key: j.key, Input: j.in}
	}
	return out
}

// loadJobs creates the demo jobs once (when the company has none), as the
// admin, with the demo hiring manager, panel and agency on them, opened
// about six months ago. Jobs that end archived stay open until their
// candidates are in (archive then closes them, hires and all); it returns
// them.
func loadJobs(ctx context.Context, svc Services, now time.Time) (int, []*ats.Requisition, error) {
	page, err := svc.ATS.ListRequisitions(ctx, ats.ListQuery{})
	if err != nil {
		return 0, nil, err
	}
	if page.Total > 0 {
		return page.Total, nil, nil
	}
	actor := recruit.ActorFrom(ctx)
	byRole := map[string]int64{}
	var agency int64
	for _, u := range Users {
		user, err := svc.Auth.UserByEmail(ctx, u.Email)
		if err != nil {
			return 0, nil, err
		}
		byRole[u.Role] = user.ID
		if user.AgencyID != nil {
			agency = *user.AgencyID
		}
	}
	actor.UserID = byRole[recruit.RoleAdmin]
	var toArchive []*ats.Requisition
	for n, j := range demoJobs {
		at := newStory(now, storyDays+10-float64(n)*3)
		in := j.in
		in.HiringManagerID = i(byRole[recruit.RoleHiringManager])
		in.RecruiterIDs = []int64{byRole[recruit.RoleTA]}
		in.PanelIDs = []int64{byRole[recruit.RolePanel], byRole[recruit.RoleHiringManager]}
		if n%2 == 0 && agency != 0 {
			in.AgencyIDs = []int64{agency}
		}
		r, err := svc.ATS.CreateRequisition(at.ctx(ctx), in)
		if err != nil {
			return 0, nil, err
		}
		if j.state == recruit.ReqArchived {
			toArchive = append(toArchive, r)
			continue
		}
		at.later(2)
		if err := driveTo(at.ctx(ctx), svc.ATS, r, j.state); err != nil {
			return 0, nil, err
		}
	}
	return len(demoJobs), toArchive, nil
}

// driveTo moves a new (open) job to the wanted state by the real actions.
func driveTo(ctx context.Context, s *ats.Service, r *ats.Requisition, state recruit.RequisitionState) error {
	var steps []ats.Action
	switch state {
	case recruit.ReqLive:
		steps = []ats.Action{ats.ActionPublish}
	case recruit.ReqArchived:
		steps = []ats.Action{ats.ActionArchive}
	case recruit.ReqPendingApproval:
		// Shown as a TA's draft waiting for approval: set directly through
		// the package, since an admin's own job skips approval.
		return s.MarkPendingApproval(ctx, r.ID)
	}
	for _, a := range steps {
		if _, err := s.ChangeState(ctx, r.ID, a, ""); err != nil {
			return err
		}
	}
	return nil
}
