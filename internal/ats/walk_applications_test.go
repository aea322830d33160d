package ats_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestWalkApplicationsIsTheList walks the list in batches of two and
// finds exactly the list's rows in the list's order (newest first), also
// where several applications share a creation time across a batch's edge;
// an agency, whose list holds its repeat submissions, is not walked.
func TestWalkApplicationsIsTheList(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{NoWorkers: true})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Walked"))
		other := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Not walked"))
		var ids []int64
		for i := range 7 {
			app := apptest.MustAddApplication(t, admin, a, job, fmt.Sprintf("Walker %d", i), fmt.Sprintf("walker%d@x.test", i))
			ids = append(ids, app.ID)
		}
		apptest.MustAddApplication(t, admin, a, other, "Elsewhere", "elsewhere@x.test")
		// Four applications made in one instant: the walk must order them
		// by id and step over the batch edge between them.
		same := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
		if _, err := db.Write.NewRaw("UPDATE candidate_applications SET created_at = ? WHERE id IN (?, ?, ?, ?)", same, ids[1], ids[2], ids[3], ids[4]).Exec(admin); err != nil {
			t.Fatal(err)
		}
		q := ats.ApplicationQuery{Filter: ats.Filter{Requisitions: []int64{job.ID}}}
		page, err := a.ATS.ListApplications(admin, ats.ApplicationQuery{Filter: q.Filter, Page: 1, PerPage: 100}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		var want []int64
		for _, r := range page.Rows {
			want = append(want, r.ID)
		}
		var got []int64
		batches := 0
		err = a.ATS.WalkApplications(admin, q, time.Now(), 2, func(rows []ats.ExportRow) error {
			batches++
			if len(rows) > 2 {
				t.Errorf("a batch of %d rows, want at most 2", len(rows))
			}
			for _, r := range rows {
				got = append(got, r.ID)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(want) != 7 || !slices.Equal(got, want) {
			t.Errorf("walked %v, want the list's %v", got, want)
		}
		if batches != 4 {
			t.Errorf("%d batches, want 4", batches)
		}
		err = a.ATS.WalkApplications(tm.Ctx(t, recruit.RoleAgency), q, time.Now(), 2, func([]ats.ExportRow) error { return nil })
		if recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("an agency walks: %v, want forbidden", err)
		}
	})
}
