package auth

import (
	"context"
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
// An entry also expires after cacheTTL, a safety net only.
type sessionCache struct {
	mu      sync.Mutex
	users   map[int64]*cachedUser
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
		return nil
	}
	_, err := s.DB.Conn(ctx).ExecContext(ctx, "SELECT pg_notify('hirekit_auth', ?)", payload)
	return err
}

// ListenForChanges turns the session cache on and keeps it correct until
// ctx ends. On SQLite (one serving process) every change happens here, so
// it only enables the cache. On PostgreSQL it LISTENs for other processes'
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
