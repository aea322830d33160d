package sqldb

import (
	"context"
	"slices"

	"github.com/uptrace/bun"
)

// PageWithCount reads one page of ids from query, which selects `id` and
// the total beside each row (`count(*) OVER () AS total`), and falls back
// to count for a page past the end, which has no row to carry the total.
// On PostgreSQL a phrase search checks each match's positions, so one
// query instead of a count and then a page checks every match once
// (64 → 35 ms for 10,000 matches in bench/smartsearch).
func PageWithCount(ctx context.Context, db bun.IDB, query, count string, args []any, page, perPage int) (total int, ids []int64, err error) {
	var rows []struct {
		ID    int64 `bun:"id"`
		Total int   `bun:"total"`
	}
	if err := db.NewRaw(query+" LIMIT ? OFFSET ?", append(slices.Clone(args), perPage, (page-1)*perPage)...).Scan(ctx, &rows); err != nil {
		return 0, nil, err
	}
	if len(rows) == 0 {
		if page == 1 {
			return 0, nil, nil
		}
		err := db.NewRaw(count, args...).Scan(ctx, &total)
		return total, nil, err
	}
	for _, r := range rows {
		ids = append(ids, r.ID)
	}
	return rows[0].Total, ids, nil
}
