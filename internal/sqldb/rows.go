package sqldb

import "context"

// EachRow runs q on the read pool and calls fn with each row as a map of
// column name to value, text stored as bytes given as text: what the
// personal-data exports write out whole, whatever columns a table has.
func (db *DB) EachRow(ctx context.Context, q string, args []any, fn func(map[string]any) error) error {
	rows, err := db.Read.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		r := make(map[string]any, len(cols))
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			r[c] = vals[i]
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return rows.Err()
}
