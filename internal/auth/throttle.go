package auth

import (
	"context"
	"hash/fnv"
	"math"
	"net/netip"
	"strconv"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Failed-login throttling (DECISIONS.md, hardened by the security review):
// an address may fail 10 times for one email and 30 times in all within
// 15 minutes; an email may fail 100 times in all, but that ceiling never
// keeps out an address the user signed in from before, so an attacker
// cannot lock a known user out from elsewhere. Every attempt is recorded
// before the password is compared, in the same transaction as the count,
// so parallel guesses cannot pass the limit together.
const (
	throttleWindow      = 15 * time.Minute
	maxFailsPerEmailIP  = 10
	maxFailsPerIP       = 30
	maxFailsPerEmailAll = 100
)

// attempt is a recorded sign-in attempt; forget removes it when the
// password was right.
type attempt struct {
	id int64
}

// beginAttempt records an attempt for (email, ip) and refuses it when the
// address or the email has failed too often. The insert and the counts run
// in one transaction serialised per email (SQLite has one writer; on
// PostgreSQL an advisory lock on the email), so of N parallel guesses at
// most the limit get through.
func (s *Service) beginAttempt(ctx context.Context, email, ip string) (*attempt, error) {
	a := &attempt{}
	ip = clientKey(ip)
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if s.DB.Engine == sqldb.Postgres {
			if _, err := db.NewRaw("SELECT pg_advisory_xact_lock(?)", lockKey("login:"+email)).Exec(ctx); err != nil {
				return err
			}
		}
		now := s.now().UTC()
		since := now.Add(-throttleWindow)
		var counts struct {
			Pair   int        `bun:"pair"`
			Email  int        `bun:"email"`
			Oldest *time.Time `bun:"oldest"`
		}
		if err := db.NewRaw(`SELECT count(*) FILTER (WHERE ip = ?) AS pair, count(*) AS email, min(created_at) FILTER (WHERE ip = ?) AS oldest
			FROM login_failures WHERE email = ? AND created_at > ?`, ip, ip, email, since).Scan(ctx, &counts); err != nil {
			return err
		}
		var perIP struct {
			N      int        `bun:"n"`
			Oldest *time.Time `bun:"oldest"`
		}
		if err := db.NewRaw("SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE ip = ? AND created_at > ?",
			ip, since).Scan(ctx, &perIP); err != nil {
			return err
		}
		switch {
		case s.NoRateLimits:
		case counts.Pair >= maxFailsPerEmailIP:
			return s.throttled(counts.Oldest)
		case perIP.N >= maxFailsPerIP:
			return s.throttled(perIP.Oldest)
		case counts.Email >= maxFailsPerEmailAll:
			var known int
			if err := db.NewRaw("SELECT count(*) FROM known_logins WHERE email = ? AND ip = ?", email, ip).Scan(ctx, &known); err != nil {
				return err
			}
			if known == 0 {
				return s.throttled(nil)
			}
		}
		return db.NewRaw("INSERT INTO login_failures (email, ip, created_at) VALUES (?, ?, ?) RETURNING id", email, ip, now).Scan(ctx, &a.id)
	})
	return a, err
}

// succeeded forgets the attempt (it was no failure) and remembers the
// address as one the user signs in from.
func (s *Service) succeeded(ctx context.Context, a *attempt, email, ip string) error {
	ip = clientKey(ip)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if _, err := db.NewRaw("DELETE FROM login_failures WHERE id = ?", a.id).Exec(ctx); err != nil {
			return err
		}
		_, err := db.NewRaw(`INSERT INTO known_logins (email, ip, last_at) VALUES (?, ?, ?)
			ON CONFLICT (email, ip) DO UPDATE SET last_at = excluded.last_at`, email, ip, s.now().UTC()).Exec(ctx)
		return err
	})
}

// clearFailures forgets an email's failures: a successful password reset
// proves the mailbox, so the lock it may have carried ends.
func (s *Service) clearFailures(ctx context.Context, email string) error {
	_, err := s.DB.Conn(ctx).NewRaw("DELETE FROM login_failures WHERE email = ?", email).Exec(ctx)
	return err
}

// throttled is the answer to a refused attempt; oldest is the oldest
// failure that still counts, which decides when the window frees a place.
func (s *Service) throttled(oldest *time.Time) error {
	wait := throttleWindow
	if oldest != nil {
		wait = oldest.Add(throttleWindow).Sub(s.now())
	}
	minutes := int(math.Max(1, math.Ceil(wait.Minutes())))
	return &recruit.Error{
		Code:       recruit.ETHROTTLED,
		Message:    "Too many attempts, please try again in " + plural(minutes, "minute") + ".",
		RetryAfter: time.Duration(minutes) * time.Minute,
	}
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// lockKey maps a name to a PostgreSQL advisory lock key.
func lockKey(name string) int64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return int64(h.Sum64() >> 1)
}

// Rate limits of the public endpoints, per address: generous for people,
// tight enough that a script cannot hash passwords all day or walk the
// user list.
var rateLimits = map[string]struct {
	max    int
	window time.Duration
}{
	"sign_up":         {10, time.Hour},
	"forgot_password": {10, time.Hour},
	"reset_password":  {20, time.Hour},
	"accept_invite":   {20, time.Hour},
	// Candidates: a passcode mailed at most 10 times an hour from one
	// address, and 30 sign-in tries (each passcode also allows 5).
	"candidate_passcode": {10, time.Hour},
	"candidate_login":    {30, time.Hour},
	// Talenthub candidates: sign-in codes mailed and sign-in tries
	// (Google or a code) from one address, as for the passcodes above.
	"talenthub_code":    {10, time.Hour},
	"talenthub_sign_in": {30, time.Hour},
	// "Report this profile" (marketplace.ReportBucket): a person reports
	// a few profiles at most; 10 an hour from one address is generous.
	"talenthub_report": {10, time.Hour},
	// The self-schedule page: details, slots and blocked times as the
	// candidate clicks through fourteen days (a few hundred calls is a
	// busy hour); confirmations a few, for slots taken meanwhile.
	"self_schedule":         {600, time.Hour},
	"self_schedule_confirm": {60, time.Hour},
	// Careers applications (DECISIONS.md): 20 in ten minutes by default,
	// HIREKIT_APPLY_RATE_PER_IP through Options.RateLimits.
	"careers_apply": {20, 10 * time.Minute},
	// /layoffs: the person's link (read, consent, decline, remove), and
	// messages to listed people, few per sender so nobody is spammed.
	"layoff_link":    {120, time.Hour},
	"layoff_contact": {5, time.Hour},
	// Data requests from a careers page (privacy): a person asks a few
	// times at most; following the mailed link a few more.
	"data_request":        {5, time.Hour},
	"data_request_verify": {30, time.Hour},
	// Bulk-import uploads per company (bulkimport.RateBucket, client
	// "company:<id>"): each may store up to 1 GB, so a company is held
	// to HIREKIT_IMPORT_UPLOADS_PER_HOUR through Options.RateLimits.
	"bulk_import_upload": {30, time.Hour},
	// The browser extension's downloads, per user (screening.WandRateBucket,
	// client "user:<id>"): a recruiter downloading applicants one by one
	// does a few hundred an hour; a runaway script is stopped.
	"wand_download": {600, time.Hour},
	// Greenhouse keys tried from the integrations wizard, per company
	// (integrations.ProbeRateBucket, client "company:<id>"): each probe is
	// ten calls to Greenhouse; a wizard takes a few, a script is stopped.
	"ats_key_probe": {120, time.Hour},
	// Messages from one sender address (its confirmation mails), whatever
	// the caller's address.
	"layoff_contact_sender": {5, 24 * time.Hour},
}

// limitRate counts a call of bucket from client and refuses it beyond the
// bucket's limit. Like the login throttle, the count and the insert share
// one transaction.
func (s *Service) limitRate(ctx context.Context, bucket, client string) error {
	limit, ok := rateLimits[bucket]
	if !ok {
		panic("auth: unknown rate bucket " + bucket)
	}
	if n, ok := s.RateLimits[bucket]; ok {
		limit.max = n
	}
	if client == "" || limit.max <= 0 || s.NoRateLimits {
		return nil
	}
	client = clientKey(client)
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if s.DB.Engine == sqldb.Postgres {
			if _, err := db.NewRaw("SELECT pg_advisory_xact_lock(?)", lockKey("rate:"+bucket+":"+client)).Exec(ctx); err != nil {
				return err
			}
		}
		now := s.now().UTC()
		var row struct {
			N      int        `bun:"n"`
			Oldest *time.Time `bun:"oldest"`
		}
		if err := db.NewRaw("SELECT count(*) AS n, min(created_at) AS oldest FROM rate_events WHERE bucket = ? AND client = ? AND created_at > ?",
			bucket, client, now.Add(-limit.window)).Scan(ctx, &row); err != nil {
			return err
		}
		if row.N >= limit.max {
			wait := limit.window
			if row.Oldest != nil {
				wait = row.Oldest.Add(limit.window).Sub(now)
			}
			minutes := int(math.Max(1, math.Ceil(wait.Minutes())))
			return &recruit.Error{Code: recruit.ETHROTTLED, RetryAfter: time.Duration(minutes) * time.Minute,
				Message: "Too many attempts, please try again in " + plural(minutes, "minute") + "."}
		}
		_, err := db.NewRaw("INSERT INTO rate_events (bucket, client, created_at) VALUES (?, ?, ?)", bucket, client, now).Exec(ctx)
		return err
	})
}

// clientKey is what the throttles count a caller by: an IPv4 address, or
// an IPv6 address's /64. One IPv6 host (a home line, a cloud VM) is given
// a whole /64, 2^64 addresses, so counting each address apart would let
// one host pass every limit by changing address; a /64 is the smallest
// block one subscriber gets. Anything else (a test's name) counts as is.
func clientKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	return netip.PrefixFrom(addr, 64).Masked().String()
}
