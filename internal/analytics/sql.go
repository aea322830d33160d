package analytics

import (
	"context"
	"strings"

	"hirekit/internal/sqldb"
)

// cell is one row of a metric's grouped SQL: the raw key of its group ("",
// a source, a state, or an id as text), its bucket (a period's first day
// as YYYY-MM-DD, or a fixed column's key) and the sums the value is made
// of (a count or a total in num; the count a mean or ratio divides by in
// den).
type cell struct {
	Key    string  `bun:"k"`
	Bucket string  `bun:"b"`
	Num    float64 `bun:"num"`
	Den    float64 `bun:"den"`
}

// grouped is one aggregate query: SELECT key, bucket, num, den FROM from
// WHERE … GROUP BY key, bucket. An empty key or bucket is left out of the
// grouping.
type grouped struct {
	key, bucket string
	num, den    string
	selectArgs  []any
	from        string
	fromArgs    []any
	where       where
}

// cells runs a grouped query. Every query the metrics make goes through
// here: one statement, grouped in the database, never rows into Go.
func (sc *scope) cells(ctx context.Context, g grouped) ([]cell, error) {
	key, bucket := g.key, g.bucket
	var groupBy []string
	if key != "" {
		groupBy = append(groupBy, "k")
	} else {
		key = "''"
	}
	if bucket != "" {
		groupBy = append(groupBy, "b")
	} else {
		bucket = "''"
	}
	den := g.den
	if den == "" {
		den = "0"
	}
	q := "SELECT " + key + " AS k, COALESCE(" + bucket + ", '') AS b, " + sc.real("COALESCE("+g.num+", 0)") + " AS num, " +
		sc.real("COALESCE("+den+", 0)") + " AS den FROM " + g.from + " WHERE " + strings.Join(g.where.conds, " AND ")
	if len(groupBy) > 0 {
		q += " GROUP BY " + strings.Join(groupBy, ", ")
	}
	args := append(append(append([]any{}, g.selectArgs...), g.fromArgs...), g.where.args...)
	out := []cell{}
	err := sc.db.Conn(ctx).NewRaw(q, args...).Scan(ctx, &out)
	return out, err
}

// The few expressions the engines write differently. Times are stored in
// UTC on both (SQLite as text, PostgreSQL as timestamptz).

// real casts to a floating-point number, so sums and counts scan alike.
func (sc *scope) real(x string) string {
	if sc.db.Engine == sqldb.Postgres {
		return "CAST(" + x + " AS DOUBLE PRECISION)"
	}
	return "CAST(" + x + " AS REAL)"
}

// days is the number of days (with fractions) from earlier to later.
func (sc *scope) days(later, earlier string) string {
	if sc.db.Engine == sqldb.Postgres {
		return "(EXTRACT(EPOCH FROM (" + later + " - " + earlier + ")) / 86400.0)"
	}
	return "(julianday(" + later + ") - julianday(" + earlier + "))"
}

// greatest is the larger of two numbers.
func (sc *scope) greatest(a, b string) string {
	if sc.db.Engine == sqldb.Postgres {
		return "GREATEST(" + a + ", " + b + ")"
	}
	return "max(" + a + ", " + b + ")"
}

// bucket is the first UTC day (YYYY-MM-DD) of the period holding a time
// column: the day, the week from Monday, or the month. It is "" when the
// query has no period.
func (sc *scope) bucket(col, period string) string {
	pg := sc.db.Engine == sqldb.Postgres
	switch {
	case period == "day" && pg:
		return "to_char(" + col + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	case period == "day":
		return "date(" + col + ")"
	case period == "week" && pg:
		return "to_char(date_trunc('week', " + col + " AT TIME ZONE 'UTC'), 'YYYY-MM-DD')"
	case period == "week":
		// Back six days, then forward to the first Monday: the Monday on
		// or before the day.
		return "date(" + col + ", '-6 days', 'weekday 1')"
	case period == "month" && pg:
		return "to_char(" + col + " AT TIME ZONE 'UTC', 'YYYY-MM-01')"
	case period == "month":
		return "strftime('%Y-%m-01', " + col + ")"
	}
	return ""
}

// text is an id column as the text of a cell's key ("" for NULL).
func text(col string) string { return "COALESCE(CAST(" + col + " AS TEXT), '')" }
