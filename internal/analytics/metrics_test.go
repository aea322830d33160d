package analytics_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"hirekit/internal/analytics"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// want is an expected answer; an empty responseType is series.
type want struct {
	labels, xAxis []string
	data          [][]float64
	single        bool
}

// one is a single value's expected answer.
func one(title string, v float64) want {
	return want{labels: []string{title}, xAxis: []string{""}, data: [][]float64{{v}}, single: true}
}

// col is a one-column series: a number per group.
func col(title string, labels []string, values ...float64) want {
	w := want{labels: labels, xAxis: []string{title}}
	for _, v := range values {
		w.data = append(w.data, []float64{v})
	}
	return w
}

func row(label string, xAxis []string, values ...float64) want {
	return want{labels: []string{label}, xAxis: xAxis, data: [][]float64{values}}
}

func date(s string) time.Time {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return t
}

// between is a filter of dates.
func between(from, to string) analytics.Filters {
	var f analytics.Filters
	if from != "" {
		f.From = date(from)
	}
	if to != "" {
		f.To = date(to)
	}
	return f
}

var (
	milestones = []string{"Applied", "Screened", "Interviewed", "Offered", "Hired"}
	stages     = []string{"New", "Screen", "Assignment", "Interview", "Salary", "Offer"}
	ages       = []string{"0–30 days", "31–60 days", "61–90 days", "Over 90 days"}
	sources    = []string{"LinkedIn", "Careers page", "Agency", "Naukri", "Referral"}
)

// TestMetrics answers every metric of the catalogue on the fixture (see
// fixture_test.go for its story), as the admin (every job) and as the
// hiring manager (Backend only: A1, A2, A3, A8), with the numbers counted
// by hand in the comments. Beta's rows never count.
func TestMetrics(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := newFixture(t, db)
		admin := at(f.tm.Ctx(t, recruit.RoleAdmin), now)
		hm := at(f.tm.Ctx(t, recruit.RoleHiringManager), now)
		jobs := f.jobs
		owner := f.tm.Users[recruit.RoleAdmin]
		ownerName := owner.Name
		if ownerName == "" {
			ownerName = owner.Email
		}
		catalogue, _, err := f.a.Analytics.Catalogue(admin)
		if err != nil {
			t.Fatal(err)
		}
		dataType := map[string]string{}
		for _, m := range catalogue {
			dataType[m.Key] = m.DataType
		}
		for _, tc := range []struct {
			name string
			ctx  context.Context
			q    analytics.Query
			want want
		}{
			// Applications: A1–A8 (beta's B1, B2 never).
			{"Applications", admin, analytics.Query{Metric: "applications"}, one("Applications", 8)},
			{"ApplicationsHM", hm, analytics.Query{Metric: "applications"}, one("Applications", 4)},
			// LinkedIn A1 A5 A7; careers A4 A8; agency A2, naukri A6,
			// referral A3 (ties by name).
			{"ApplicationsBySource", admin, analytics.Query{Metric: "applications", GroupBy: "source"}, col("Applications", sources, 3, 2, 1, 1, 1)},
			{"ApplicationsBySourceHM", hm, analytics.Query{Metric: "applications", GroupBy: "source"},
				col("Applications", []string{"Agency", "Careers page", "LinkedIn", "Referral"}, 1, 1, 1, 1)},
			// In pipeline order: A5 applied, A6 TA screen, A1 A4 joined, A2
			// screen reject, A3 offer declined, A7 dropoff, A8 on hold.
			{"ApplicationsByState", admin, analytics.Query{Metric: "applications", GroupBy: "state"},
				col("Applications", []string{"Applied", "TA screen", "Joined", "Screen reject", "Offer declined", "Candidate dropoff", "On hold"}, 1, 1, 2, 1, 1, 1, 1)},
			// Backend A1 A2 A3 A8; Frontend A4 A5; Old A7; Sales A6.
			{"ApplicationsByJob", admin, analytics.Query{Metric: "applications", GroupBy: "job"},
				col("Applications", []string{"Backend", "Frontend", "Old", "Sales"}, 4, 2, 1, 1)},
			{"ApplicationsByDepartment", admin, analytics.Query{Metric: "applications", GroupBy: "department"},
				col("Applications", []string{"Engineering", "Sales"}, 7, 1)},
			// The TA recruits for Backend (4) and Sales (1).
			{"ApplicationsByRecruiter", admin, analytics.Query{Metric: "applications", GroupBy: "recruiter"},
				col("Applications", []string{"company_ta", "No recruiter"}, 5, 3)},
			// April A7; May A1 A2 A4; June A3 A5 A6 A8; up to now's month.
			{"ApplicationsByMonth", admin, analytics.Query{Metric: "applications", Period: "month"},
				row("Applications", []string{"2024-04", "2024-05", "2024-06"}, 1, 3, 4)},
			// Weeks from Monday: Jun 1 is in the week of May 27 (empty);
			// A3 Jun 3; A6 Sunday Jun 16 in the week of Jun 10; A5 Jun 20; A8
			// Jun 25.
			{"ApplicationsByWeek", admin, analytics.Query{Metric: "applications", Period: "week", Filters: between("2024-06-01", "2024-06-30")},
				row("Applications", []string{"2024-05-27", "2024-06-03", "2024-06-10", "2024-06-17", "2024-06-24"}, 0, 1, 1, 1, 1)},
			{"ApplicationsByDay", admin, analytics.Query{Metric: "applications", Period: "day", Filters: between("2024-06-24", "2024-06-26")},
				row("Applications", []string{"2024-06-24", "2024-06-25", "2024-06-26"}, 0, 1, 0)},
			{"ApplicationsBySourceByMonth", admin, analytics.Query{Metric: "applications", GroupBy: "source", Period: "month"},
				want{labels: sources, xAxis: []string{"2024-04", "2024-05", "2024-06"},
					data: [][]float64{{1, 1, 1}, {0, 1, 1}, {0, 1, 0}, {0, 0, 1}, {0, 0, 1}}}},
			{"ApplicationsInMay", admin, analytics.Query{Metric: "applications", Filters: between("2024-05-01", "2024-05-31")}, one("Applications", 3)},
			{"ApplicationsOfLinkedIn", admin, analytics.Query{Metric: "applications", Filters: analytics.Filters{Sources: []string{"linkedin"}}},
				one("Applications", 3)},
			{"ApplicationsOfSales", admin, analytics.Query{Metric: "applications", Filters: analytics.Filters{Departments: []int64{*jobs["Sales"].DepartmentID}}},
				one("Applications", 1)},
			{"ApplicationsOfTheTA", admin, analytics.Query{Metric: "applications", Filters: analytics.Filters{Recruiters: []int64{f.tm.Users[recruit.RoleTA].ID}}},
				one("Applications", 5)},
			// A job the caller cannot see, or another company's, matches
			// nothing.
			{"ApplicationsHMFrontend", hm, analytics.Query{Metric: "applications", Filters: analytics.Filters{Jobs: []int64{jobs["Frontend"].ID}}},
				one("Applications", 0)},
			{"ApplicationsHMBoth", hm, analytics.Query{Metric: "applications", Filters: analytics.Filters{Jobs: []int64{jobs["Frontend"].ID, jobs["Backend"].ID}}},
				one("Applications", 4)},
			{"ApplicationsBetaJob", admin, analytics.Query{Metric: "applications", Filters: analytics.Filters{Jobs: []int64{jobs["Beta job"].ID}}},
				one("Applications", 0)},

			// Furthest milestones: A1 A4 hired, A3 offered, A2 A6 A8
			// screened, A5 A7 applied: at or past each 8, 6, 3, 3, 2.
			{"Funnel", admin, analytics.Query{Metric: "funnel"}, row("Hiring funnel", milestones, 8, 6, 3, 3, 2)},
			{"FunnelHM", hm, analytics.Query{Metric: "funnel"}, row("Hiring funnel", milestones, 4, 4, 2, 2, 1)},
			{"FunnelBySource", admin, analytics.Query{Metric: "funnel", GroupBy: "source"}, want{labels: sources, xAxis: milestones,
				data: [][]float64{{3, 1, 1, 1, 1}, {2, 2, 1, 1, 1}, {1, 1, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 1, 1, 1, 0}}}},
			// 6/8, 3/6, 3/3, 2/3.
			{"FunnelConversion", admin, analytics.Query{Metric: "funnel_conversion"}, row("Funnel conversion", milestones, 100, 75, 50, 100, 66.67)},
			{"FunnelConversionHM", hm, analytics.Query{Metric: "funnel_conversion"}, row("Funnel conversion", milestones, 100, 100, 50, 100, 50)},

			// Per application per stage, stays that ended: new 2,2,2,1,2,1,1
			// (A1 A2 A3 A4 A6 A7 A8) = 11/7; screen 5,1,1,1,1 (A1 A2 A3 A4
			// A8) = 9/5; interview 5,6,3 (A1 A3 A4) = 14/3; salary 2,1 (A1
			// A3); offer 16,2,16 (A1 A3 A4) = 34/3.
			{"TimeInStage", admin, analytics.Query{Metric: "time_in_stage"}, row("Time in stage", stages, 1.57, 1.8, -1, 4.67, 1.5, 11.33)},
			// Backend: new 2,2,2,1; screen 5,1,1,1; interview 5,6; salary
			// 2,1; offer 16,2.
			{"TimeInStageHM", hm, analytics.Query{Metric: "time_in_stage"}, row("Time in stage", stages, 1.75, 2, -1, 5.5, 1.5, 9)},
			// Stays that ended in June: new A3 2, A6 2, A8 1; screen A3 1,
			// A8 1; interview A3 6; salary A3 1; offer A1 14, A3 2, A4 13.
			{"TimeInStageJune", admin, analytics.Query{Metric: "time_in_stage", Filters: between("2024-06-01", "2024-06-30")},
				row("Time in stage", stages, 1.67, 1, -1, 6, 1, 9.67)},

			// A1 May 2 → Jun 1 (30 days), A4 May 20 → Jun 10 (21).
			{"TimeToHire", admin, analytics.Query{Metric: "time_to_hire"}, one("Time to hire", 25.5)},
			{"TimeToHireHM", hm, analytics.Query{Metric: "time_to_hire"}, one("Time to hire", 30)},
			{"TimeToHireNone", admin, analytics.Query{Metric: "time_to_hire", Filters: between("", "2024-05-31")}, one("Time to hire", -1)},
			{"TimeToHireByMonth", admin, analytics.Query{Metric: "time_to_hire", Period: "month", Filters: between("2024-05-01", "")},
				row("Time to hire", []string{"2024-05", "2024-06"}, -1, 25.5)},
			{"TimeToHireBySource", admin, analytics.Query{Metric: "time_to_hire", GroupBy: "source"},
				col("Time to hire", []string{"Careers page", "LinkedIn"}, 21, 30)},
			{"Hires", admin, analytics.Query{Metric: "hires"}, one("Hires", 2)},
			{"HiresHM", hm, analytics.Query{Metric: "hires"}, one("Hires", 1)},
			{"HiresByDepartment", admin, analytics.Query{Metric: "hires", GroupBy: "department"}, col("Hires", []string{"Engineering"}, 2)},

			// Accepted A1 (May 18) and A4 (May 28), declined A3 (Jun 15).
			{"OfferAcceptance", admin, analytics.Query{Metric: "offer_acceptance"}, one("Offer acceptance", 66.67)},
			{"OfferAcceptanceHM", hm, analytics.Query{Metric: "offer_acceptance"}, one("Offer acceptance", 50)},
			{"OfferAcceptanceByMonth", admin, analytics.Query{Metric: "offer_acceptance", Period: "month", Filters: between("2024-04-01", "")},
				row("Offer acceptance", []string{"2024-04", "2024-05", "2024-06"}, -1, 100, 0)},
			{"OfferAcceptanceNone", admin, analytics.Query{Metric: "offer_acceptance", Filters: between("2024-04-01", "2024-04-30")},
				one("Offer acceptance", -1)},

			// Hired: A1 (LinkedIn), A4 (careers page).
			{"SourceEffectiveness", admin, analytics.Query{Metric: "source_effectiveness"}, want{labels: sources, xAxis: []string{"Applications", "Hires"},
				data: [][]float64{{3, 1}, {2, 1}, {1, 0}, {1, 0}, {1, 0}}}},
			{"SourceHireRate", admin, analytics.Query{Metric: "source_hire_rate"}, col("Hire rate", sources, 33.33, 50, 0, 0, 0)},
			{"SourceHireRateHM", hm, analytics.Query{Metric: "source_hire_rate"},
				col("Hire rate", []string{"Agency", "Careers page", "LinkedIn", "Referral"}, 0, 0, 100, 0)},

			// The panel member sat on A1, A3, A4 (A6's was cancelled), the
			// HM on A1; the TA only shadowed. The HM sees Backend's: A1, A3.
			{"InterviewsPerPanelMember", admin, analytics.Query{Metric: "interviews_per_panel_member"},
				col("Interviews per panel member", []string{"company_panel", "company_hiring_manager"}, 3, 1)},
			{"InterviewsPerPanelMemberHM", hm, analytics.Query{Metric: "interviews_per_panel_member"},
				col("Interviews per panel member", []string{"company_panel", "company_hiring_manager"}, 2, 1)},
			{"InterviewsPerPanelMemberByMonth", admin, analytics.Query{Metric: "interviews_per_panel_member", Period: "month"},
				want{labels: []string{"company_panel", "company_hiring_manager"}, xAxis: []string{"2024-05", "2024-06"}, data: [][]float64{{2, 1}, {1, 0}}}},

			// Cards: 1, 2 (A1), 0.5 (A4), 2 (A3) days after the end.
			{"ScorecardTurnaround", admin, analytics.Query{Metric: "scorecard_turnaround"}, one("Scorecard turnaround", 1.38)},
			{"ScorecardTurnaroundHM", hm, analytics.Query{Metric: "scorecard_turnaround"}, one("Scorecard turnaround", 1.67)},
			{"ScorecardTurnaroundByMember", admin, analytics.Query{Metric: "scorecard_turnaround", GroupBy: "panel_member"},
				col("Scorecard turnaround", []string{"company_panel", "company_hiring_manager"}, 1.17, 2)},

			// On Jun 30: Sales 15 days, Frontend 41, Design 76, Backend 172;
			// Old is archived.
			{"OpenJobsByAge", admin, analytics.Query{Metric: "open_jobs_by_age"}, row("Open jobs by age", ages, 1, 1, 1, 1)},
			{"OpenJobsByAgeHM", hm, analytics.Query{Metric: "open_jobs_by_age"}, row("Open jobs by age", ages, 0, 0, 0, 1)},
			{"OpenJobsByAgeByDepartment", admin, analytics.Query{Metric: "open_jobs_by_age", GroupBy: "department"},
				want{labels: []string{"Engineering", "Design", "Sales"}, xAxis: ages, data: [][]float64{{0, 1, 0, 1}, {0, 0, 1, 0}, {1, 0, 0, 0}}}},

			// A4 (May), A8 (June).
			{"CareersApplications", admin, analytics.Query{Metric: "careers_applications"}, one("Careers-page applications", 2)},
			{"CareersApplicationsHM", hm, analytics.Query{Metric: "careers_applications"}, one("Careers-page applications", 1)},
			{"CareersApplicationsByMonth", admin, analytics.Query{Metric: "careers_applications", Period: "month"},
				row("Careers-page applications", []string{"2024-05", "2024-06"}, 1, 1)},
			{"AgencySubmissions", admin, analytics.Query{Metric: "agency_submissions", GroupBy: "agency"},
				col("Agency submissions", []string{"alpha Staffing"}, 1)},
			{"AgencySubmissionsInJune", admin, analytics.Query{Metric: "agency_submissions", Filters: between("2024-06-01", "")},
				one("Agency submissions", 0)},
			{"ReferralSubmissions", admin, analytics.Query{Metric: "referral_submissions", GroupBy: "referrer"},
				col("Referral submissions", []string{"company_employee"}, 1)},
			{"ReferralSubmissionsHM", hm, analytics.Query{Metric: "referral_submissions"}, one("Referral submissions", 1)},

			// Alpha's 6 events (beta's 5 searches never).
			{"ProductUsage", admin, analytics.Query{Metric: "product_usage"},
				col("Product usage", []string{"dashboard", "analytics_dashboard"}, 5, 1)},
			{"ProductUsageByUser", admin, analytics.Query{Metric: "product_usage", GroupBy: "user"},
				col("Product usage", []string{ownerName, "company_ta"}, 4, 2)},
			{"ProductUsageByDay", admin, analytics.Query{Metric: "product_usage", Period: "day", Filters: between("2024-06-29", "2024-06-30")},
				want{labels: []string{"dashboard", "analytics_dashboard"}, xAxis: []string{"2024-06-29", "2024-06-30"}, data: [][]float64{{5, 0}, {1, 0}}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := f.a.Analytics.Run(tc.ctx, tc.q)
				if err != nil {
					t.Fatal(err)
				}
				wantType := analytics.Series
				if tc.want.single {
					wantType = analytics.SingleValue
				}
				if got.ResponseType != wantType || got.DataType != dataType[tc.q.Metric] {
					t.Errorf("types: got %s %s, want %s %s", got.ResponseType, got.DataType, wantType, dataType[tc.q.Metric])
				}
				if fmt.Sprint(got.Labels) != fmt.Sprint(tc.want.labels) || fmt.Sprint(got.XAxis) != fmt.Sprint(tc.want.xAxis) ||
					!reflect.DeepEqual(got.Data, tc.want.data) {
					t.Errorf("got labels %q xAxis %q data %v\nwant labels %q xAxis %q data %v", got.Labels, got.XAxis, got.Data,
						tc.want.labels, tc.want.xAxis, tc.want.data)
				}
			})
		}
	})
}
