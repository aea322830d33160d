package ats_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestJobFilters filters a job's candidates by the assistant's job
// filters in SQL: notice periods, the current CTC range (no CTC never
// matches a bound) and a screening question's answer, alone, together and
// through a navigation_token; bad values are refused.
func TestJobFilters(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		in := apptest.JobInput("Backend")
		in.Questions = append(in.Questions, ats.QuestionInput{Title: "Can you relocate?", FieldType: recruit.FieldYesNo})
		job := apptest.MustCreateRequisition(t, admin, a, in)
		var yesNo int64
		for _, q := range job.Questions {
			if q.FieldType == recruit.FieldYesNo {
				yesNo = q.ID
			}
		}
		ctc := func(n int64) *int64 { return &n }
		for _, c := range []struct {
			name, notice string
			ctc          *int64
			relocate     string
		}{
			{"Ada", "30", ctc(1_200_000), "true"},
			{"Bo", "immediate", ctc(800_000), "false"},
			{"Cy", "90_plus", nil, ""},
			{"Di", "30", ctc(2_500_000), "true"},
		} {
			answers := apptest.AnswersFor(job)
			delete(answers, yesNo)
			if c.relocate != "" {
				answers[yesNo] = json.RawMessage(c.relocate)
			}
			if _, err := a.ATS.AddApplication(admin, ats.ApplicationInput{RequisitionID: job.ID, Name: c.name, Email: c.name + "@x.test",
				Phone: "+91 90000 00000", Source: "linkedin", NoticePeriod: c.notice, CurrentCTC: c.ctc, SalaryCurrency: "INR", Answers: answers}); err != nil {
				t.Fatal(err)
			}
		}
		f64 := func(v float64) *float64 { return &v }
		names := func(q ats.ApplicationQuery) []string {
			t.Helper()
			q.Page, q.PerPage = 1, 20
			page, err := a.ATS.ListApplications(admin, q, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			out := []string{}
			for _, r := range page.Rows {
				out = append(out, r.Name)
			}
			slices.Sort(out)
			return out
		}
		key := strconv.FormatInt(yesNo, 10)
		for _, tc := range []struct {
			name string
			f    ats.Filter
			want []string
		}{
			{"Notice30", ats.Filter{NoticePeriods: []string{"30"}}, []string{"Ada", "Di"}},
			{"NoticeAndMaxCTC", ats.Filter{NoticePeriods: []string{"30", "immediate"}, MaxCurrentCTC: f64(1_500_000)}, []string{"Ada", "Bo"}},
			{"MinCTCLeavesOutNone", ats.Filter{MinCurrentCTC: f64(1_000_000)}, []string{"Ada", "Di"}},
			{"CTCRange", ats.Filter{MinCurrentCTC: f64(800_000), MaxCurrentCTC: f64(1_200_000)}, []string{"Ada", "Bo"}},
			{"Answer", ats.Filter{Answers: map[string]json.RawMessage{key: json.RawMessage(" true ")}}, []string{"Ada", "Di"}},
			{"AnswerAndMinCTC", ats.Filter{Answers: map[string]json.RawMessage{key: json.RawMessage("true")}, MinCurrentCTC: f64(2_000_000)}, []string{"Di"}},
			// A yes/no left empty is stored as No (answers.go).
			{"AnswerNo", ats.Filter{Answers: map[string]json.RawMessage{key: json.RawMessage("false")}, Requisitions: []int64{job.ID}}, []string{"Bo", "Cy"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if got := names(ats.ApplicationQuery{Filter: tc.f}); !slices.Equal(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
				if got := names(ats.ApplicationQuery{NavigationToken: tc.f.Token()}); !slices.Equal(got, tc.want) {
					t.Errorf("through the token: got %v, want %v", got, tc.want)
				}
			})
		}
		// An agency's list (its applications and repeat submissions) takes
		// the same filters.
		agency := tm.Ctx(t, recruit.RoleAgency)
		if _, err := a.ATS.ListApplications(agency, ats.ApplicationQuery{Filter: ats.Filter{NoticePeriods: []string{"30"}, MinCurrentCTC: f64(1),
			Answers: map[string]json.RawMessage{key: json.RawMessage("true")}}, Page: 1, PerPage: 20}, time.Now()); err != nil {
			t.Errorf("agency: %v", err)
		}
		for _, bad := range []ats.Filter{
			{NoticePeriods: []string{"20"}},
			{MinCurrentCTC: f64(2), MaxCurrentCTC: f64(1)},
			{MinCurrentCTC: f64(-1)},
			{Answers: map[string]json.RawMessage{"abc": json.RawMessage("true")}},
			{Answers: map[string]json.RawMessage{"007": json.RawMessage("true")}},
			{Answers: map[string]json.RawMessage{key: json.RawMessage("{")}},
			{Answers: map[string]json.RawMessage{key: json.RawMessage("null")}},
		} {
			if _, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Filter: bad, Page: 1, PerPage: 20}, time.Now()); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("%+v: got %v, want EINVALID", bad, err)
			}
		}
	})
}
