package queue_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/queue"
	"hirekit/internal/sqldb"
)

// TestMigrateTogether starts three processes' migrations at once on an
// empty PostgreSQL database, as a cluster's first start does (two serve,
// one worker): each must succeed, and River's tables exist once.
func TestMigrateTogether(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", apptest.PostgresURL())
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	b := make([]byte, 6)
	rand.Read(b)
	name := "hirekit_m_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Exec(fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name)) })
	u, _ := url.Parse(apptest.PostgresURL())
	u.Path = "/" + name
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range errs {
		db, err := sqldb.OpenPostgres(ctx, u.String(), sqldb.Options{MaxConns: 2})
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		wg.Add(1)
		go func() {
			defer wg.Done()
			if errs[i] = db.Migrate(ctx); errs[i] == nil {
				errs[i] = queue.Migrate(ctx, db)
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
}
