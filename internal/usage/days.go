package usage

import (
	"context"
	"fmt"
	"time"

	"hirekit/internal/sqldb"
)

// The usage days (usage_days, migration 0036): the events counted per
// company and UTC day, kept with every batch in its transaction, so the
// product-usage metric reads a few rows a day instead of every event
// (docs/decisions.md "Current state counts", usage). Two grains in one
// table, because a row per day, user and page would be about an event
// each: per page (user_id 0), which answers the metric by page and in
// total, and per user (page ''), which answers it by user. Events are
// never deleted or changed, so the counts only grow. The key leads with
// the user after the company, so the page rows (user_id 0) of a range of
// days are one seek and the users' rows another.

// dayKey is one row of the usage days.
type dayKey struct {
	day    string
	page   string
	userID int64
}

// recordDays adds a batch's events to the usage days: one statement, the
// rows in key order (so two batches of a company lock shared rows in the
// same order on PostgreSQL).
func recordDays(ctx context.Context, db *sqldb.DB, companyID, userID int64, events []Event) error {
	d := map[dayKey]int64{}
	for _, e := range events {
		day := e.At.UTC().Truncate(time.Microsecond).Format(time.DateOnly)
		d[dayKey{day, e.Page, 0}]++
		d[dayKey{day, "", userID}]++
	}
	c := sqldb.Counters{Table: "usage_days", Key: []string{"company_id", "user_id", "day", "page"}, Counts: []string{"events"}}
	for k, v := range d {
		c.Add(companyID, k.userID, k.day, k.page, v)
	}
	if err := c.Exec(ctx, db); err != nil {
		return fmt.Errorf("record usage days: %w", err)
	}
	return nil
}

// RebuildDays recomputes the usage days from the events: migration
// 0036's backfill, and the bench's after it seeds raw rows.
func RebuildDays(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild usage days", DaySQL(db.Engine))
}

// DaySQL is the recomputation, statement by statement (migration 0036
// holds the same text; TestDayMigration compares them).
func DaySQL(engine sqldb.Engine) []string {
	day := "date(u.occurred_at)"
	if engine == sqldb.Postgres {
		day = "to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	return []string{
		"DELETE FROM usage_days",
		`INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, ` + day + `, u.page, 0, count(*) FROM usage_events u GROUP BY u.company_id, ` + day + `, u.page`,
		`INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, ` + day + `, '', u.user_id, count(*) FROM usage_events u GROUP BY u.company_id, ` + day + `, u.user_id`,
	}
}
