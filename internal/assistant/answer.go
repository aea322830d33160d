package assistant

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"hirekit/internal/assistant/action"
	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
)

// Lists are the lists generic questions are answered from; ats.Service
// is them. Each applies the caller's row rules, so an answer never counts
// what the caller could not list by hand.
type Lists interface {
	ListApplications(ctx context.Context, q ats.ApplicationQuery, now time.Time) (*ats.ApplicationPage, error)
	ListRequisitions(ctx context.Context, q ats.ListQuery) (*ats.RequisitionPage, error)
}

// Questions the generic action answers.
const (
	CountInState         = "count_in_state"
	InterviewsOn         = "interviews_on"
	OpenJobs             = "open_jobs"
	ApplicationsInPeriod = "applications_in_period"
)

// maxListed bounds the names an answer spells out.
const maxListed = 10

// Answer answers a question about the caller's own data in one sentence.
// An unknown question or a bad value is EINVALID.
func (s *Service) Answer(ctx context.Context, q action.Question, now time.Time, loc *time.Location) (string, error) {
	if s.Lists == nil {
		return "", recruit.Errorf(recruit.EINVALID, "This question is not supported")
	}
	switch q.Kind {
	case CountInState:
		return s.countInState(ctx, q, now, loc)
	case OpenJobs:
		return s.openJobs(ctx)
	case ApplicationsInPeriod:
		return s.applicationsInPeriod(ctx, q, now, loc)
	case InterviewsOn:
		return s.interviewsOn(ctx, q, now, loc)
	}
	return "", recruit.Errorf(recruit.EINVALID, "This question is not supported")
}

// plural is "1 candidate" or "3 candidates".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// jobName is the job's title as the caller sees it (not found when not).
func (s *Service) jobName(ctx context.Context, job *action.Ref) (string, error) {
	r, err := s.Jobs.Requisition(ctx, job.ID)
	if err != nil {
		return "", err
	}
	return r.Title, nil
}

// countInState: "How many candidates are in HM screen for the Backend
// job?" Without a job: the open jobs the caller sees (the candidate
// list's default view).
func (s *Service) countInState(ctx context.Context, q action.Question, now time.Time, loc *time.Location) (string, error) {
	// A group word ("rejected", "offer") comes as several states joined
	// by commas.
	f := ats.Filter{}
	labels := []string{}
	for _, st := range strings.Split(q.State, ",") {
		st = strings.TrimSpace(st)
		info, ok := recruit.State(st).Info()
		if !ok {
			return "", recruit.FieldError("state", "Unknown status "+st)
		}
		f.Statuses = append(f.Statuses, st)
		labels = append(labels, info.Label)
	}
	label := strings.Join(labels, " or ")
	where := "in your open jobs"
	if q.Job != nil && q.Job.ID != 0 {
		title, err := s.jobName(ctx, q.Job)
		if err != nil {
			return "", err
		}
		f.Requisitions = []int64{q.Job.ID}
		where = "for " + title
	}
	// A period narrows to the candidates who applied in it (the list's
	// date filter).
	if q.From != "" || q.To != "" {
		from, to, err := listDays(q, now, loc)
		if err != nil {
			return "", err
		}
		f.StartDate, f.EndDate = from, to
		where += " who applied " + span(from, to)
	}
	page, err := s.Lists.ListApplications(ctx, ats.ApplicationQuery{Filter: f, Page: 1, PerPage: 1}, now)
	if err != nil {
		return "", err
	}
	verb := "are"
	if page.Total == 1 {
		verb = "is"
	}
	return fmt.Sprintf("%s %s in %s %s.", plural(page.Total, "candidate", "candidates"), verb, label, where), nil
}

// openJobs: "Which jobs are open?" Open and live jobs the caller sees.
func (s *Service) openJobs(ctx context.Context) (string, error) {
	page, err := s.Lists.ListRequisitions(ctx, ats.ListQuery{View: ats.ViewAssistant})
	if err != nil {
		return "", err
	}
	if len(page.Items) == 0 {
		return "You have no open jobs.", nil
	}
	titles := []string{}
	for i, j := range page.Items {
		if i == maxListed {
			titles = append(titles, fmt.Sprintf("and %d more", len(page.Items)-maxListed))
			break
		}
		titles = append(titles, j.Title)
	}
	return fmt.Sprintf("You have %s: %s.", plural(len(page.Items), "open job", "open jobs"), strings.Join(titles, ", ")), nil
}

// applicationsInPeriod: "How many candidates applied last week?" From and
// To are days (UTC days, as the candidate list's date filter); every job the caller sees (closed ones
// too), at most two years back, as the spreadsheet view allows.
func (s *Service) applicationsInPeriod(ctx context.Context, q action.Question, now time.Time, loc *time.Location) (string, error) {
	from, to, err := listDays(q, now, loc)
	if err != nil {
		return "", err
	}
	f := ats.Filter{StartDate: from, EndDate: to}
	where := ""
	if q.Job != nil && q.Job.ID != 0 {
		title, err := s.jobName(ctx, q.Job)
		if err != nil {
			return "", err
		}
		f.Requisitions = []int64{q.Job.ID}
		where = " to " + title
	}
	page, err := s.Lists.ListApplications(ctx, ats.ApplicationQuery{Filter: f, View: "spreadsheet", Page: 1, PerPage: 1}, now)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s applied%s %s.", plural(page.Total, "candidate", "candidates"), where, span(from, to)), nil
}

// span says a range of days in words.
func span(from, to string) string {
	if from == to {
		return "on " + from
	}
	return "from " + from + " to " + to
}

// listDays reads a question's days for the candidate list's date filter,
// which reads UTC days: a day of the user's that has not begun in UTC is
// read as today.
func listDays(q action.Question, now time.Time, loc *time.Location) (string, string, error) {
	from, to, err := days(q.From, q.To, now, loc)
	if err != nil {
		return "", "", err
	}
	today := now.UTC().Format(time.DateOnly)
	if to > today {
		to = today
	}
	if from > to {
		from = to
	}
	return from, to, nil
}

// days reads a question's From and To (YYYY-MM-DD; To defaults to From,
// From to today).
func days(from, to string, now time.Time, loc *time.Location) (string, string, error) {
	if from == "" {
		from = now.In(loc).Format(time.DateOnly)
	}
	if to == "" {
		to = from
	}
	for _, d := range []string{from, to} {
		if _, err := time.ParseInLocation(time.DateOnly, d, loc); err != nil {
			return "", "", recruit.FieldError("dates", "Dates must be YYYY-MM-DD")
		}
	}
	if from > to {
		return "", "", recruit.FieldError("dates", "The start date must be before the end date")
	}
	return from, to, nil
}

// interviewsOn: "Who is interviewing tomorrow?" The scheduled interviews
// of the jobs the caller sees that start on those days in the user's
// zone, optionally with one panel member.
func (s *Service) interviewsOn(ctx context.Context, q action.Question, now time.Time, loc *time.Location) (string, error) {
	from, to, err := days(q.From, q.To, now, loc)
	if err != nil {
		return "", err
	}
	start, _ := time.ParseInLocation(time.DateOnly, from, loc)
	end, _ := time.ParseInLocation(time.DateOnly, to, loc)
	end = end.AddDate(0, 0, 1)
	if end.Sub(start) > 31*24*time.Hour {
		return "", recruit.FieldError("dates", "Please ask about a month at most")
	}
	lq := interview.ListQuery{States: []recruit.InterviewState{recruit.InterviewScheduled}, PerPage: 100, Past: !end.After(now)}
	if q.User != nil && q.User.ID != 0 {
		lq.Panel = []int64{q.User.ID}
	}
	var found []*interview.Interview
	// The list walks from now (upcoming, by start) or back from now
	// (past, latest first); a day that spans now is read both ways.
	walks := []bool{lq.Past}
	if start.Before(now) && end.After(now) {
		walks = []bool{false, true}
	}
	for _, past := range walks {
		lq.Past = past
		for lq.Page = 1; lq.Page <= 10; lq.Page++ {
			page, err := s.Interviews.List(ctx, lq)
			if err != nil {
				return "", err
			}
			done := len(page.Items) < lq.PerPage
			for _, iv := range page.Items {
				if !iv.StartsAt.Before(start) && iv.StartsAt.Before(end) {
					found = append(found, iv)
				}
				if (!past && !iv.StartsAt.Before(end)) || (past && iv.StartsAt.Before(start)) {
					done = true
				}
			}
			if done {
				break
			}
		}
	}
	when := "on " + from
	if from != to {
		when = "from " + from + " to " + to
	}
	if len(found) == 0 {
		return "No interviews are scheduled " + when + ".", nil
	}
	slices.SortFunc(found, func(a, b *interview.Interview) int { return a.StartsAt.Compare(b.StartsAt) })
	lines := []string{}
	for i, iv := range found {
		if i == maxListed {
			lines = append(lines, fmt.Sprintf("and %d more", len(found)-maxListed))
			break
		}
		panel := []string{}
		for _, p := range iv.Panel {
			if !p.Shadow {
				panel = append(panel, p.Name)
			}
		}
		line := fmt.Sprintf("%s %s (%s, %s)", iv.StartsAt.In(loc).Format("Jan 2 15:04"), iv.CandidateName, iv.RequisitionTitle, iv.RoundName)
		if len(panel) > 0 {
			line += " with " + strings.Join(panel, ", ")
		}
		lines = append(lines, line)
	}
	return fmt.Sprintf("%s %s: %s.", plural(len(found), "interview", "interviews"), when, strings.Join(lines, "; ")), nil
}
