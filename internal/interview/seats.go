package interview

import (
	"context"
	"fmt"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The seat counts (analytics_seats, migration 0036): the panel seats the
// interviews-per-panel-member metric counts — not a shadow's, not of a
// cancelled interview — per member, kept in the same transaction as every
// write to the panel rows (addPanel, clearPanel, setState: the only
// three). Two grains, as the application rollups: the company's per UTC
// day of the start (requisition_id 0), and each job's over all time
// (day ''). Each write recounts its interview's seats before and after
// and keeps the difference, so a reschedule (seats cleared and added
// again at the new start) moves them from one day to another.

// seatKey is one row of the seat counts.
type seatKey struct {
	req    int64
	day    string
	userID int64
}

// seatCounts are an interview's counted seats, by row.
type seatCounts map[seatKey]int64

// countedSeats reads an interview's seats the metric counts, by row.
func (s *Service) countedSeats(ctx context.Context, interviewID int64) (seatCounts, error) {
	var rows []struct {
		UserID        int64     `bun:"user_id"`
		StartsAt      time.Time `bun:"starts_at"`
		RequisitionID int64     `bun:"requisition_id"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT p.user_id, p.starts_at, i.requisition_id FROM interview_panel p JOIN interviews i ON i.id = p.interview_id
		WHERE p.interview_id = ? AND p.shadow = ? AND p.state <> ?`, interviewID, false, string(recruit.InterviewCancelled)).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := seatCounts{}
	for _, r := range rows {
		out[seatKey{0, r.StartsAt.UTC().Format(time.DateOnly), r.UserID}]++
		out[seatKey{r.RequisitionID, "", r.UserID}]++
	}
	return out, nil
}

// keepSeats runs write, a change to an interview's panel rows, and keeps
// the change in its counted seats: one statement, the rows in key order
// (the company's, requisition 0, first), in the caller's transaction.
func (s *Service) keepSeats(ctx context.Context, companyID, interviewID int64, write func() error) error {
	before, err := s.countedSeats(ctx, interviewID)
	if err != nil {
		return err
	}
	if err := write(); err != nil {
		return err
	}
	after, err := s.countedSeats(ctx, interviewID)
	if err != nil {
		return err
	}
	for k, v := range before {
		after[k] -= v
	}
	c := sqldb.Counters{Table: "analytics_seats", Key: []string{"company_id", "requisition_id", "day", "user_id"}, Counts: []string{"seats"}}
	for k, v := range after {
		if v != 0 {
			c.Add(companyID, k.req, k.day, k.userID, v)
		}
	}
	if err := c.Exec(ctx, s.DB); err != nil {
		return fmt.Errorf("record seats: %w", err)
	}
	return nil
}

// RebuildSeats recomputes the seat counts from the panel rows: migration
// 0036's backfill, and the bench's after it seeds raw rows.
func RebuildSeats(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild seats", SeatSQL(db.Engine))
}

// SeatSQL is the recomputation, statement by statement (migration 0036
// holds the same text; TestSeatMigration compares them).
func SeatSQL(engine sqldb.Engine) []string {
	day := "date(p.starts_at)"
	if engine == sqldb.Postgres {
		day = "to_char(p.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	return []string{
		"DELETE FROM analytics_seats",
		`INSERT INTO analytics_seats (company_id, requisition_id, day, user_id, seats)
SELECT p.company_id, 0, ` + day + `, p.user_id, count(*) FROM interview_panel p WHERE NOT p.shadow AND p.state <> 'cancelled'
GROUP BY p.company_id, ` + day + `, p.user_id`,
		`INSERT INTO analytics_seats (company_id, requisition_id, day, user_id, seats)
SELECT p.company_id, i.requisition_id, '', p.user_id, count(*) FROM interview_panel p JOIN interviews i ON i.id = p.interview_id
WHERE NOT p.shadow AND p.state <> 'cancelled' GROUP BY p.company_id, i.requisition_id, p.user_id`,
	}
}
