package sqldb

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
)

// Counters adds to a table of counters kept with the writes they count (the
// analytics rollups and counts): one multi-row INSERT … ON CONFLICT DO
// UPDATE that adds each row's counts to the row of its key, or inserts it.
// The rows go in key order, so two transactions lock shared rows in the
// same order within the statement (RunInTx retries the deadlocks that
// several statements can still meet).
type Counters struct {
	Table  string
	Key    []string // the table's unique key
	Counts []string // the columns added to
	rows   [][]any
}

// Add queues one row: its key values in Key's order, then its counts.
func (c *Counters) Add(values ...any) {
	c.rows = append(c.rows, values)
}

// Exec writes the queued rows through the transaction in ctx (nothing
// when none are queued).
func (c *Counters) Exec(ctx context.Context, db *DB) error {
	if len(c.rows) == 0 {
		return nil
	}
	n := len(c.Key)
	slices.SortFunc(c.rows, func(a, b []any) int {
		for i := range n {
			if d := compareValues(a[i], b[i]); d != 0 {
				return d
			}
		}
		return 0
	})
	one := "(?" + strings.Repeat(", ?", n+len(c.Counts)-1) + ")"
	vals := make([]string, 0, len(c.rows))
	var args []any
	for _, r := range c.rows {
		vals = append(vals, one)
		args = append(args, r...)
	}
	set := make([]string, 0, len(c.Counts))
	for _, col := range c.Counts {
		set = append(set, col+" = "+c.Table+"."+col+" + excluded."+col)
	}
	q := "INSERT INTO " + c.Table + " (" + strings.Join(append(slices.Clone(c.Key), c.Counts...), ", ") + ") VALUES " + strings.Join(vals, ", ") +
		" ON CONFLICT (" + strings.Join(c.Key, ", ") + ") DO UPDATE SET " + strings.Join(set, ", ")
	if _, err := db.Conn(ctx).NewRaw(q, args...).Exec(ctx); err != nil {
		return fmt.Errorf("add to %s: %w", c.Table, err)
	}
	return nil
}

// compareValues orders key values: whole numbers and strings.
func compareValues(a, b any) int {
	switch x := a.(type) {
	case int64:
		return cmp.Compare(x, b.(int64))
	case string:
		return cmp.Compare(x, b.(string))
	}
	panic(fmt.Sprintf("sqldb.Counters: a key value of type %T", a))
}

// ExecAll runs statements one after another on the write pool: a
// recomputation written once in Go (a migration's backfill repeats it).
func (db *DB) ExecAll(ctx context.Context, what string, statements []string) error {
	for _, q := range statements {
		if _, err := db.Write.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
	}
	return nil
}
