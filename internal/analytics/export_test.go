package analytics

import (
	"context"
	"testing"
)

// SetRunQuery makes charts answer their queries with f for the rest of
// the test, in place of Run (built on another branch); see runQuery.
func SetRunQuery(t testing.TB, f func(ctx context.Context, q Query) (*Data, error)) {
	old := runQuery
	runQuery = func(_ *Service, ctx context.Context, q Query) (*Data, error) { return f(ctx, q) }
	t.Cleanup(func() { runQuery = old })
}
