package auth

import (
	"context"
	"math"
	"strconv"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Failed-login throttling (DECISIONS.md): per email 10 and per IP 30
// failures in 15 minutes, counted in the database so every process agrees.
const (
	throttleWindow   = 15 * time.Minute
	maxFailsPerEmail = 10
	maxFailsPerIP    = 30
)

var errBadCredentials = recruit.Errorf(recruit.EINVALID, "Invalid email or password")

// Login checks email and password and returns a session; remember_me makes
// the token last 30 days instead of 24 hours.
func (s *Service) Login(ctx context.Context, email, password string, rememberMe bool, ip string) (*Session, error) {
	email = NormalizeEmail(email)
	if email == "" || password == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please enter email and password")
	}
	if len(email) > 254 || len(password) > 200 {
		return nil, errBadCredentials
	}
	if err := s.checkThrottle(ctx, email, ip); err != nil {
		return nil, err
	}
	u, err := s.UserByEmail(ctx, email)
	if err != nil && recruit.ErrorCode(err) != recruit.ENOTFOUND {
		return nil, err
	}
	hash := ""
	if u != nil {
		hash = u.PasswordHash
	}
	if !passwordMatches(hash, password) {
		if err := s.recordFailure(ctx, email, ip); err != nil {
			return nil, err
		}
		return nil, errBadCredentials
	}
	if !u.Active {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, "Your account has been deactivated. Please contact your company admin.")
	}
	sess := &Session{User: u}
	if u.CompanyID != nil {
		if sess.Company, err = s.companyByID(ctx, *u.CompanyID); err != nil {
			return nil, err
		}
	}
	ttl := sessionTTL
	if rememberMe {
		ttl = rememberMeTTL
	}
	if sess.Token, err = s.issueToken(u, ttl); err != nil {
		return nil, err
	}
	return sess, nil
}

// checkThrottle refuses a sign-in when the email or the IP has failed too
// often in the window, saying when to try again.
func (s *Service) checkThrottle(ctx context.Context, email, ip string) error {
	since := s.now().Add(-throttleWindow).UTC()
	for _, c := range []struct {
		column, value string
		max           int
	}{{"email", email, maxFailsPerEmail}, {"ip", ip, maxFailsPerIP}} {
		if c.value == "" {
			continue
		}
		var row struct {
			N      int        `bun:"n"`
			Oldest *time.Time `bun:"oldest"`
		}
		// The oldest failure that still counts decides when the window frees
		// a place.
		err := s.DB.Conn(ctx).NewRaw("SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE "+c.column+" = ? AND created_at > ?",
			c.value, since).Scan(ctx, &row)
		if err != nil {
			return err
		}
		if row.N >= c.max {
			wait := throttleWindow
			if row.Oldest != nil {
				wait = row.Oldest.Add(throttleWindow).Sub(s.now())
			}
			minutes := int(math.Max(1, math.Ceil(wait.Minutes())))
			return &recruit.Error{
				Code:       recruit.ETHROTTLED,
				Message:    "Too many attempts, please try again in " + plural(minutes, "minute") + ".",
				RetryAfter: time.Duration(minutes) * time.Minute,
			}
		}
	}
	return nil
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

func (s *Service) recordFailure(ctx context.Context, email, ip string) error {
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		if s.Now != nil {
			now = s.Now().UTC()
		}
		_, err := s.DB.Conn(ctx).NewRaw("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?)", email, ip, now).Exec(ctx)
		return err
	})
}
