package demo

import (
	"context"

	"hirekit/internal/ats"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
)

// demoBoardJobs are the demo jobs posted to the talenthub board, by job
// key: the Go role asks for Go proved by an assessment (level 1), so a
// candidate sees what an assessment unlocks; the frontend role asks for
// listed skills only; the people role asks for nothing but experience.
var demoBoardJobs = []struct {
	key string
	in  marketplace.PublishInput
}{
	{"backend-go", marketplace.PublishInput{JobType: marketplace.BoardFullTime, ExperienceRequired: true,
		Skills:    []marketplace.SkillRequirement{{Slug: "go", Proficiency: 1}, {Slug: "sql", Proficiency: 0}},
		SalaryMin: i(3_000_000), SalaryMax: i(4_500_000), SalaryCurrency: "INR"}},
	{"frontend-react", marketplace.PublishInput{JobType: marketplace.BoardFullTime, ExperienceRequired: true,
		Skills: []marketplace.SkillRequirement{{Slug: "react", Proficiency: 0}, {Slug: "javascript", Proficiency: 0}}}},
	{"ta-partner", marketplace.PublishInput{JobType: marketplace.BoardFullTime}},
}

// loadBoardJobs posts the demo's board jobs once (when the company has
// none on the board), as the demo admin. Jobs that are not live (the
// loader's story may change) are left out.
func loadBoardJobs(ctx context.Context, svc Services) (int, error) {
	have, err := svc.Hub.CompanyBoardJobs(ctx)
	if err != nil || len(have) > 0 {
		return len(have), err
	}
	live, err := svc.ATS.ListRequisitions(ctx, ats.ListQuery{States: []recruit.RequisitionState{recruit.ReqLive}, PerPage: 100})
	if err != nil {
		return 0, err
	}
	ids := map[string]int64{}
	for _, r := range live.Items {
		for _, j := range demoJobs {
			if j.in.Title == r.Title {
				ids[j.key] = r.ID
			}
		}
	}
	n := 0
	for _, j := range demoBoardJobs {
		id, ok := ids[j.key]
		if !ok {
			continue
		}
		in := j.in
		in.RequisitionID = id
		if _, err := svc.Hub.PublishBoardJob(ctx, in); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
