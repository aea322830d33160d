package auth

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// The session cache keeps, per user, what the session check reads, so a
// signed-in request needs no query when nothing changed. It never makes a
// change late: every write that affects a session (roles, deactivation,
// session_version, profile, company approval, feature flags) invalidates
// after its commit, in this process directly and, on PostgreSQL, in every
// other process through NOTIFY hirekit_auth (sent in the same transaction,
// so delivered at commit). A process that is not listening does not cache.
// On SQLite, where nothing is heard from another process sharing the file
// (a rolling restart's overlap, a second serve), every such write also
// changes the auth epoch (app_settings 'auth_epoch') in its transaction,
// and each session check reads it first: the cache holds only entries
// filled at the database's current epoch. An entry also expires after
// cacheTTL, a safety net only.
type sessionCache struct {
	mu      sync.Mutex
	users   map[int64]*cachedUser
	epoch   string        // SQLite: the auth epoch the entries were filled at
	gen     atomic.Uint64 // bumped by every invalidation
	enabled atomic.Bool
}

// cachedUser is one user's session facts and actor template.
type cachedUser struct {
	active         bool
	sessionVersion int64
	hasCompany     bool
	companyID      int64
	actor          recruit.Actor
	loadedAt       time.Time
}

const (
	cacheTTL       = 5 * time.Minute
	maxCachedUsers = 50_000
)

func (c *sessionCache) get(userID int64) (*cachedUser, bool) {
	if !c.enabled.Load() {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	u, ok := c.users[userID]
	if !ok || time.Since(u.loadedAt) > cacheTTL {
		return nil, false
	}
	return u, true
}

func (c *sessionCache) generation() uint64 { return c.gen.Load() }

// put stores u unless an invalidation happened since the caller read gen:
// a row read before a change committed must not outlive the change.
func (c *sessionCache) put(userID int64, u *cachedUser, gen uint64) {
	if !c.enabled.Load() {
		return
	}
	u.loadedAt = time.Now()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen.Load() != gen {
		return
	}
	if c.users == nil || len(c.users) >= maxCachedUsers {
		c.users = make(map[int64]*cachedUser)
	}
	c.users[userID] = u
}

// atEpoch empties the cache when the database's auth epoch is not the one
// its entries were filled at (SQLite).
func (c *sessionCache) atEpoch(epoch string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.epoch == epoch {
		return
	}
	c.gen.Add(1)
	c.epoch = epoch
	c.users = nil
}

// forget drops a user (userID > 0), a company's users (companyID > 0) or
// everything.
func (c *sessionCache) forget(userID, companyID int64) {
	c.gen.Add(1)
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case userID > 0:
		delete(c.users, userID)
	case companyID > 0:
		for id, u := range c.users {
			if u.companyID == companyID {
				delete(c.users, id)
			}
		}
	default:
		c.users = nil
	}
}

// touchUser marks a user's session facts as changed: inside the
// transaction that changes them it sends NOTIFY (PostgreSQL delivers it at
// commit to every process), and after the commit it drops this process's
// entry.
func (s *Service) touchUser(ctx context.Context, userID int64) error {
	sqldb.AfterCommit(ctx, func() { s.sessions.forget(userID, 0) })
	return s.notify(ctx, "u:"+strconv.FormatInt(userID, 10))
}

// touchCompany is touchUser for every user of a company.
func (s *Service) touchCompany(ctx context.Context, companyID int64) error {
	sqldb.AfterCommit(ctx, func() { s.sessions.forget(0, companyID) })
	return s.notify(ctx, "c:"+strconv.FormatInt(companyID, 10))
}

func (s *Service) notify(ctx context.Context, payload string) error {
	if s.DB.Engine != sqldb.Postgres {
		// A new random epoch: equal to no value any process has seen.
		b := make([]byte, 12)
		rand.Read(b)
		return s.DB.RunInTx(ctx, func(ctx context.Context) error {
			_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO app_settings (key, value, updated_at) VALUES ('auth_epoch', ?, ?)
				ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
				hex.EncodeToString(b), sqldb.NowIn(ctx)).Exec(ctx)
			return err
		})
	}
	_, err := s.DB.Conn(ctx).ExecContext(ctx, "SELECT pg_notify('hirekit_auth', ?)", payload)
	return err
}

// checkEpoch (SQLite) reads the auth epoch and empties the cache when it
// moved: one primary-key read instead of the session query.
func (s *Service) checkEpoch(ctx context.Context) error {
	if s.DB.Engine == sqldb.Postgres || !s.sessions.enabled.Load() {
		return nil
	}
	var epoch string
	row, err := s.DB.QueryRowPrepared(ctx, "SELECT value FROM app_settings WHERE key = 'auth_epoch'")
	if err == nil {
		err = row.Scan(&epoch)
	}
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	s.sessions.atEpoch(epoch)
	return nil
}

// ListenForChanges turns the session cache on and keeps it correct until
// ctx ends. On SQLite it only enables the cache: the epoch read with each
// session check keeps it correct. On PostgreSQL it LISTENs for other processes'
// changes; while the listening connection is down, the cache is off and
// emptied, so no stale session survives a lost notification.
func (s *Service) ListenForChanges(ctx context.Context) {
	if s.DB.Engine != sqldb.Postgres {
		s.sessions.enabled.Store(true)
		return
	}
	go func() {
		for ctx.Err() == nil {
			s.listen(ctx)
			s.sessions.enabled.Store(false)
			s.sessions.forget(0, 0)
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
	}()
}

func (s *Service) listen(ctx context.Context) {
	conn, err := pgx.Connect(ctx, s.DB.URL)
	if err != nil {
		return
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN hirekit_auth"); err != nil {
		return
	}
	// Anything cached before this point may have missed a notification.
	s.sessions.forget(0, 0)
	s.sessions.enabled.Store(true)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return
		}
		kind, id, _ := strings.Cut(n.Payload, ":")
		v, _ := strconv.ParseInt(id, 10, 64)
		switch kind {
		case "u":
			s.sessions.forget(v, 0)
		case "c":
			s.sessions.forget(0, v)
		default:
			s.sessions.forget(0, 0)
		}
	}
}

// SessionCacheOn reports whether the session cache is in use (listening).
func (s *Service) SessionCacheOn() bool { return s.sessions.enabled.Load() }
