package apptest

import (
	"strings"
	"testing"

	"hirekit/internal/sqldb"
)

// MigrationHolds checks that migration version holds every statement of a
// recomputation, on each engine: a backfill is written once, in Go, and
// the migration repeats it word for word.
func MigrationHolds(t *testing.T, version int, statements func(sqldb.Engine) []string) {
	t.Helper()
	for _, engine := range Engines {
		ms, err := sqldb.Migrations(engine)
		if err != nil {
			t.Fatal(err)
		}
		var body string
		for _, m := range ms {
			if m.Version == version {
				body = m.SQL
			}
		}
		if body == "" {
			t.Fatalf("%s: no migration %04d", engine, version)
		}
		for _, q := range statements(engine) {
			if !strings.Contains(body, strings.TrimSpace(q)+";") {
				t.Errorf("%s: migration %04d lacks\n%s", engine, version, q)
			}
		}
	}
}
