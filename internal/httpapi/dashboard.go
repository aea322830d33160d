package httpapi

import (
	"context"
	"strconv"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

// dashboardList bounds the scorecards and interviews Home lists.
const dashboardList = 5

// dashboard composes Home from ats (jobs, pipelines, screens, approvals,
// first steps) and interview (scorecards due, upcoming interviews).
func (s *Server) dashboard(ctx context.Context, _ *apiv1.Empty) (*apiv1.Dashboard, error) {
	d, err := s.deps.ATS.Dashboard(ctx)
	if err != nil {
		return nil, err
	}
	loc, err := interview.ViewZone(ctx, "")
	if err != nil {
		return nil, err
	}
	out := &apiv1.Dashboard{OpenJobs: []apiv1.DashboardJob{}, OpenJobsTotal: d.OpenJobs, Waiting: []apiv1.DashboardWaiting{},
		ScorecardsDue: []apiv1.DashboardScorecard{}, Timezone: loc.String(), GettingStarted: []apiv1.DashboardStep{},
		RecentActivity: []apiv1.DashboardActivity{}}
	for _, m := range d.Recent {
		act := apiv1.DashboardActivity{CandidateName: m.CandidateName, TimelineLink: "/candidate-timeline/" + m.Slug, JobTitle: m.JobTitle,
			To: chip(m.To), By: deref(m.By), At: rfc3339(m.At)}
		if m.From != "" {
			act.From = chip(m.From)
		}
		out.RecentActivity = append(out.RecentActivity, act)
	}
	// The bar paints each phase in its chips' text colour: dark enough
	// on white (the chips' own backgrounds are too pale for a bar).
	colour := map[recruit.Phase]string{}
	for _, si := range recruit.States {
		if _, ok := colour[si.Phase]; !ok {
			colour[si.Phase] = si.TextColour
		}
	}
	for _, j := range d.Jobs {
		job := apiv1.DashboardJob{ID: j.ID, Slug: j.Slug, Title: j.Title, State: string(j.State), Phases: []apiv1.DashboardPhase{}}
		for _, p := range ats.DashboardPhases {
			job.Phases = append(job.Phases, apiv1.DashboardPhase{Phase: string(p), Count: j.Phases[p], Colour: colour[p]})
			job.Total += j.Phases[p]
		}
		out.OpenJobs = append(out.OpenJobs, job)
	}
	for _, w := range d.Waiting {
		out.Waiting = append(out.Waiting, apiv1.DashboardWaiting{Key: w.Key, Count: w.Count})
	}
	if recruit.ActorFrom(ctx).Can(recruit.PermSubmitScorecard) {
		due, n, err := s.deps.Interview.ScorecardsDue(ctx, dashboardList)
		if err != nil {
			return nil, err
		}
		out.Waiting = append(out.Waiting, apiv1.DashboardWaiting{Key: "scorecards", Count: n})
		for _, iv := range due {
			out.ScorecardsDue = append(out.ScorecardsDue, apiv1.DashboardScorecard{InterviewID: iv.ID, Slug: iv.Slug, CandidateName: iv.CandidateName,
				RequisitionTitle: iv.RequisitionTitle, RoundID: iv.RoundID, RoundName: iv.RoundName, EndTime: rfc3339(iv.EndsAt),
				ScorecardLink: "/evaluation/" + iv.Slug + "/round/" + strconv.FormatInt(iv.RoundID, 10)})
		}
	}
	q := interview.ListQuery{Page: 1, PerPage: dashboardList}
	if !d.EveryJob {
		q.Panel = []int64{recruit.ActorFrom(ctx).UserID}
	}
	upcoming, err := s.deps.Interview.List(ctx, q)
	if err != nil {
		return nil, err
	}
	out.UpcomingInterviews = interviewsOut(upcoming.Items, loc).Interviews
	for _, st := range d.FirstSteps {
		out.GettingStarted = append(out.GettingStarted, apiv1.DashboardStep{Key: st.Key, Done: st.Done})
	}
	return out, nil
}
