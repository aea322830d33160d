package analytics

import (
	"context"

	"hirekit/internal/recruit"
)

// Filters and groupings a metric may name (the catalogue's words).
const (
	filterJobs        = "jobs"
	filterDepartments = "departments"
	filterSources     = "sources"
	filterRecruiters  = "recruiters"
	filterFrom        = "from"
	filterTo          = "to"

	bySource      = "source"
	byState       = "state"
	byJob         = "job"
	byDepartment  = "department"
	byRecruiter   = "recruiter"
	byAgency      = "agency"
	byReferrer    = "referrer"
	byPanelMember = "panel_member"
	byPage        = "page"
	byUser        = "user"
)

var (
	allFilters     = []string{filterJobs, filterDepartments, filterSources, filterRecruiters, filterFrom, filterTo}
	jobFilters     = []string{filterJobs, filterDepartments, filterRecruiters, filterFrom, filterTo}
	jobGroups      = []string{bySource, byJob, byDepartment, byRecruiter}
	countCharts    = []string{"number", "bar", "line", "pie", "table"}
	averageCharts  = []string{"number", "line", "bar", "table"}
	stageCharts    = []string{"bar", "table"}
	categoryCharts = []string{"bar", "pie", "table"}
)

// metric is a catalogue entry and how to answer it.
type metric struct {
	Metric
	// perm is what the metric needs beyond analytics.view ("" for
	// nothing more): product usage is the admins'.
	perm recruit.Permission
	// defaultGroup is the grouping used when a query names none (a
	// metric that is always per something, such as per panel member).
	defaultGroup string
	run          func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error)
}

// catalogue is every metric, in the order the explorer lists them. Each
// reads only what ats and interview record: applications and their move
// history, jobs and their people, interviews, panels, scorecards, and the
// usage events. Dates (from, to, periods) are UTC days; what each metric
// dates by is in its description.
var catalogue = []metric{
	{Metric: Metric{Key: "applications", Title: "Applications",
		Description: "Applications received, dated by when they were added.",
		DataType:    Counts, ResponseType: SingleValue, Filters: allFilters,
		GroupBy: []string{bySource, byState, byJob, byDepartment, byRecruiter}, Periods: true, ChartTypes: countCharts},
		run: applicationCounts("", "r.apps", "")},
	{Metric: Metric{Key: "funnel", Title: "Hiring funnel",
		Description: "Applications that reached each milestone (applied, screened, interviewed, offered, hired) at any time, or a later one; applications dated by when they were added.",
		DataType:    Counts, ResponseType: Series, Filters: allFilters, GroupBy: jobGroups, ChartTypes: stageCharts},
		run: funnel(false)},
	{Metric: Metric{Key: "funnel_conversion", Title: "Funnel conversion",
		Description: "Of the applications that reached a milestone, the percentage that reached the next one (applied is 100); applications dated by when they were added.",
		DataType:    Percentage, ResponseType: Series, Filters: allFilters, GroupBy: jobGroups, ChartTypes: []string{"bar", "line", "table"}},
		run: funnel(true)},
	{Metric: Metric{Key: "time_in_stage", Title: "Time in stage",
		Description: "Average days an application spends in each stage before it moves on (stays that ended, dated by when they ended).",
		DataType:    Days, ResponseType: Series, Filters: allFilters, GroupBy: jobGroups, ChartTypes: stageCharts},
		run: timeInStage},
	{Metric: Metric{Key: "time_to_hire", Title: "Time to hire",
		Description: "Average days from an application to its hire (joined), dated by the hire; -1 when nobody was hired.",
		DataType:    Days, ResponseType: SingleValue, Filters: allFilters, GroupBy: jobGroups, Periods: true, ChartTypes: averageCharts},
		run: hires(true)},
	{Metric: Metric{Key: "hires", Title: "Hires",
		Description: "Applications that joined, dated by the hire.",
		DataType:    Counts, ResponseType: SingleValue, Filters: allFilters, GroupBy: jobGroups, Periods: true, ChartTypes: countCharts},
		run: hires(false)},
	{Metric: Metric{Key: "offer_acceptance", Title: "Offer acceptance",
		Description: "Offers accepted as a percentage of offers accepted or declined, dated by the answer; -1 when no offer was answered.",
		DataType:    Percentage, ResponseType: SingleValue, Filters: allFilters, GroupBy: jobGroups, Periods: true, ChartTypes: averageCharts},
		run: offerAcceptance},
	{Metric: Metric{Key: "source_effectiveness", Title: "Source effectiveness",
		Description: "Per source, the applications received and how many of them were hired; applications dated by when they were added.",
		DataType:    Counts, ResponseType: Series, Filters: allFilters, GroupBy: []string{bySource}, ChartTypes: stageCharts},
		defaultGroup: bySource, run: sourceEffectiveness(false)},
	{Metric: Metric{Key: "source_hire_rate", Title: "Hire rate by source",
		Description: "Per source, the percentage of applications that were hired; applications dated by when they were added.",
		DataType:    Percentage, ResponseType: Series, Filters: allFilters, GroupBy: []string{bySource}, ChartTypes: stageCharts},
		defaultGroup: bySource, run: sourceEffectiveness(true)},
	{Metric: Metric{Key: "interviews_per_panel_member", Title: "Interviews per panel member",
		Description: "Interviews each panel member sits on (not cancelled; shadows not counted), dated by the interview's start.",
		DataType:    Counts, ResponseType: Series, Filters: allFilters, GroupBy: []string{byPanelMember}, Periods: true, ChartTypes: categoryCharts},
		defaultGroup: byPanelMember, run: interviewsPerPanelMember},
	{Metric: Metric{Key: "scorecard_turnaround", Title: "Scorecard turnaround",
		Description: "Average days from an interview's end to its scorecard, dated by the scorecard (a card sent before the end counts 0); -1 when there is none.",
		DataType:    Days, ResponseType: SingleValue, Filters: allFilters, GroupBy: []string{byPanelMember, byJob, byDepartment, byRecruiter},
		Periods: true, ChartTypes: averageCharts},
		run: scorecardTurnaround},
	{Metric: Metric{Key: "open_jobs_by_age", Title: "Open jobs by age",
		Description: "Open and live jobs by days since they were created: 0–30, 31–60, 61–90, over 90.",
		DataType:    Counts, ResponseType: Series, Filters: []string{filterJobs, filterDepartments, filterRecruiters},
		GroupBy: []string{byDepartment, byRecruiter}, ChartTypes: categoryCharts},
		run: openJobsByAge},
	{Metric: Metric{Key: "careers_applications", Title: "Careers-page applications",
		Description: "Applications from the careers page, dated by when they were added.",
		DataType:    Counts, ResponseType: SingleValue, Filters: jobFilters, GroupBy: []string{byJob, byDepartment}, Periods: true,
		ChartTypes: countCharts},
		run: applicationCounts("a.source = 'careers_page'", "r.apps", "careers_page")},
	{Metric: Metric{Key: "agency_submissions", Title: "Agency submissions",
		Description: "Applications agencies added, dated by when they were added.",
		DataType:    Counts, ResponseType: SingleValue, Filters: jobFilters, GroupBy: []string{byAgency, byJob, byDepartment}, Periods: true,
		ChartTypes: countCharts},
		run: applicationCounts("a.agency_id IS NOT NULL", "r.agency_apps", "")},
	{Metric: Metric{Key: "referral_submissions", Title: "Referral submissions",
		Description: "Applications referred by the company's people, dated by when they were added.",
		DataType:    Counts, ResponseType: SingleValue, Filters: jobFilters, GroupBy: []string{byReferrer, byJob, byDepartment}, Periods: true,
		ChartTypes: countCharts},
		run: applicationCounts("a.source = 'referral'", "r.apps", "referral")},
	{Metric: Metric{Key: "product_usage", Title: "Product usage",
		Description: "Screens the company's users opened, by page (or by user), dated by the visit.",
		DataType:    Counts, ResponseType: Series, Filters: []string{filterFrom, filterTo}, GroupBy: []string{byPage, byUser}, Periods: true,
		ChartTypes: []string{"bar", "line", "table"}},
		perm: recruit.PermViewProductUsage, defaultGroup: byPage, run: productUsage},
}

// metricByKey finds a catalogue entry.
func metricByKey(key string) (*metric, bool) {
	for i := range catalogue {
		if catalogue[i].Key == key {
			return &catalogue[i], true
		}
	}
	return nil, false
}
