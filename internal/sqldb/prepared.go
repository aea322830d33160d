package sqldb

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"sync"
)

// stmtCache holds prepared statements of the read pool by query text.
type stmtCache struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// QueryRowPrepared runs a hot read query (one run on every request, such as
// the session check) as a prepared statement on the read pool, so the
// engine parses it once per connection instead of on every call; on SQLite
// parsing was a third of that query's cost. Write the query with ?
// placeholders; they become $1… on PostgreSQL. Outside transactions only.
func (db *DB) QueryRowPrepared(ctx context.Context, query string, args ...any) (*sql.Row, error) {
	stmt, err := db.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return stmt.QueryRowContext(ctx, args...), nil
}

// QueryPrepared is QueryRowPrepared for queries of several rows.
func (db *DB) QueryPrepared(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	stmt, err := db.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return stmt.QueryContext(ctx, args...)
}

func (db *DB) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	db.stmts.mu.Lock()
	stmt, ok := db.stmts.stmts[query]
	if !ok {
		var err error
		stmt, err = db.Read.DB.PrepareContext(ctx, db.placeholders(query))
		if err != nil {
			db.stmts.mu.Unlock()
			return nil, err
		}
		if db.stmts.stmts == nil {
			db.stmts.stmts = map[string]*sql.Stmt{}
		}
		db.stmts.stmts[query] = stmt
	}
	db.stmts.mu.Unlock()
	return stmt, nil
}

// placeholders turns ? into $1, $2, … for PostgreSQL. Hot queries hold no
// literal question marks.
func (db *DB) placeholders(query string) string {
	if db.Engine != Postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
