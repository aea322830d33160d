package interview

import (
	"context"
	"fmt"
	"time"

	"hirekit/internal/sqldb"
)

// The card counts (analytics_cards, migration 0036): what scorecard
// turnaround averages — the cards and their days from the interview's end
// (0 for a card sent before it) — per panel member, kept in the same
// transaction as every write that changes either: a card submitted or
// changed (which may point it at another interview of its round), and an
// interview rescheduled (its end moves). Two grains, as the seat counts:
// the company's per UTC day of the card (requisition_id 0), each job's
// over all time (day ''); each per member and for every member (user_id
// 0: a job has about as many members' rows as cards, so the questions not
// grouped by member read these). Each write recounts the cards it touches before
// and after and keeps the difference.

// cardKey is one row of the card counts.
type cardKey struct {
	req    int64
	day    string
	userID int64
}

// cardSums are the cards' count and days, by row.
type cardSums map[cardKey]*[2]float64

// cardDays is a card's days from its interview's end, never below 0, as
// the engine computes it (the recomputation uses the same expression).
func cardDays(engine sqldb.Engine) string {
	if engine == sqldb.Postgres {
		return "CAST(GREATEST(EXTRACT(EPOCH FROM (c.created_at - i.ends_at)) / 86400.0, 0) AS DOUBLE PRECISION)"
	}
	// 0.0, not 0: SQLite's max of a negative real and the integer 0 is the
	// integer 0, which does not scan into a float64 (a card before the end).
	return "max(julianday(c.created_at) - julianday(i.ends_at), 0.0)"
}

// countedCards reads the cards matching cond (over scorecards c) by row.
func (s *Service) countedCards(ctx context.Context, cond string, args ...any) (cardSums, error) {
	var rows []struct {
		UserID        int64     `bun:"user_id"`
		CreatedAt     time.Time `bun:"created_at"`
		RequisitionID int64     `bun:"requisition_id"`
		Days          float64   `bun:"days"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT c.user_id, c.created_at, i.requisition_id, `+cardDays(s.DB.Engine)+` AS days
		FROM scorecards c JOIN interviews i ON i.id = c.interview_id WHERE `+cond, args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := cardSums{}
	for _, r := range rows {
		day := r.CreatedAt.UTC().Format(time.DateOnly)
		for _, k := range []cardKey{{0, day, r.UserID}, {0, day, 0}, {r.RequisitionID, "", r.UserID}, {r.RequisitionID, "", 0}} {
			if out[k] == nil {
				out[k] = &[2]float64{}
			}
			out[k][0]++
			out[k][1] += r.Days
		}
	}
	return out, nil
}

// keepCards runs write and keeps its change to the cards matching cond:
// one statement, the rows in key order, in the caller's transaction.
func (s *Service) keepCards(ctx context.Context, companyID int64, write func() error, cond string, args ...any) error {
	before, err := s.countedCards(ctx, cond, args...)
	if err != nil {
		return err
	}
	if err := write(); err != nil {
		return err
	}
	after, err := s.countedCards(ctx, cond, args...)
	if err != nil {
		return err
	}
	for k, v := range before {
		if after[k] == nil {
			after[k] = &[2]float64{}
		}
		after[k][0] -= v[0]
		after[k][1] -= v[1]
	}
	c := sqldb.Counters{Table: "analytics_cards", Key: []string{"company_id", "requisition_id", "day", "user_id"}, Counts: []string{"cards", "card_days"}}
	for k, v := range after {
		if v[0] != 0 || v[1] != 0 {
			c.Add(companyID, k.req, k.day, k.userID, int64(v[0]), v[1])
		}
	}
	if err := c.Exec(ctx, s.DB); err != nil {
		return fmt.Errorf("record cards: %w", err)
	}
	return nil
}

// RebuildCards recomputes the card counts from the scorecards: migration
// 0036's backfill, and the bench's after it seeds raw rows.
func RebuildCards(ctx context.Context, db *sqldb.DB) error {
	return db.ExecAll(ctx, "rebuild cards", CardSQL(db.Engine))
}

// CardSQL is the recomputation, statement by statement (migration 0036
// holds the same text; TestCardMigration compares them).
func CardSQL(engine sqldb.Engine) []string {
	day := "date(c.created_at)"
	if engine == sqldb.Postgres {
		day = "to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	from := "\nFROM scorecards c JOIN interviews i ON i.id = c.interview_id\n"
	return []string{
		"DELETE FROM analytics_cards",
		`INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT c.company_id, 0, ` + day + `, c.user_id, count(*), sum(` + cardDays(engine) + `)` + from + `GROUP BY c.company_id, ` + day + `, c.user_id`,
		`INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT c.company_id, i.requisition_id, '', c.user_id, count(*), sum(` + cardDays(engine) + `)` + from + `GROUP BY c.company_id, i.requisition_id, c.user_id`,
		// Every member's sums, from the rows just written.
		`INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT r.company_id, r.requisition_id, r.day, 0, sum(r.cards), sum(r.card_days) FROM analytics_cards r GROUP BY r.company_id, r.requisition_id, r.day`,
	}
}
