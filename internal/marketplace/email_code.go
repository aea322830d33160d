package marketplace

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Emailed sign-in codes (DECISIONS.md): 6 digits, kept as an HMAC under
// the session key (a leaked table gives no code), 10 minutes, 5 tries,
// used once; at most 5 mailed to one address an hour, and the public rate
// limit per caller on top.
const (
	codeTTL          = 10 * time.Minute
	codeTries        = 5
	codesPerHour     = 5
	codeMailKind     = "talenthub_sign_in_code"
	codeSentAnswer   = "We have sent a sign-in code to this email. It works for 10 minutes."
	throttleKeyScope = "talenthub:"
)

var errBadCode = recruit.Errorf(recruit.EINVALID, "This code is not valid. Please check the latest mail or ask for a new one.")

// codeMail is the data of the talenthub_sign_in_code mail; the code is
// its secret (mail.Secrets), never kept in the outbox once delivered.
type codeMail struct {
	Code    string
	Minutes int
}

// MailSecrets marks the code.
func (m codeMail) MailSecrets() []string { return []string{m.Code} }

// SendCode mails a sign-in code to email. The answer is the same whether
// or not the email has an account (the code also registers one).
func (s *Service) SendCode(ctx context.Context, rawEmail, ip string) (string, error) {
	email := normaliseEmail(rawEmail)
	if email == "" {
		return "", recruit.FieldError("email", "Please enter a valid email")
	}
	if err := s.limit(ctx, "talenthub_code", ip); err != nil {
		return "", err
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		var recent int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM hub_sign_in_codes WHERE email = ? AND created_at > ?",
			email, now.Add(-time.Hour)).Scan(ctx, &recent); err != nil || recent >= codesPerHour {
			return err // beyond the cap nothing more is mailed, and nobody is told why
		}
		n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
		if err != nil {
			return err
		}
		code := fmt.Sprintf("%06d", n.Int64())
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_sign_in_codes (email, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)`,
			email, s.codeHash(email, code), now.Add(codeTTL), now).Exec(ctx); err != nil {
			return err
		}
		return s.Mail.Send(ctx, codeMailKind, email, 0, codeMail{Code: code, Minutes: int(codeTTL / time.Minute)})
	})
	if err != nil {
		return "", err
	}
	return codeSentAnswer, nil
}

// codeHash binds a code to its email under the session key.
func (s *Service) codeHash(email, code string) string {
	m := hmac.New(sha256.New, s.SessionKey)
	m.Write([]byte("hub-code:" + email + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// codeCheck is a claimed try of an emailed code, inside the caller's
// transaction: ok says the code was right; use marks it used.
type codeCheck struct {
	id int64
	ok bool
}

// checkCode claims one try of email's newest live code and compares it.
// A wrong code is not an error here: the caller commits the counted try
// and then refuses (errBadCode), so a guess is never rolled back.
func (s *Service) checkCode(ctx context.Context, email, code string) (*codeCheck, error) {
	code = strings.TrimSpace(code)
	var pc struct {
		ID   int64  `bun:"id"`
		Hash string `bun:"code_hash"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT id, code_hash FROM hub_sign_in_codes WHERE email = ? AND used_at IS NULL AND expires_at > ?
		ORDER BY id DESC LIMIT 1`, email, sqldb.NowIn(ctx)).Scan(ctx, &pc)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadCode
	} else if err != nil {
		return nil, err
	}
	// The try is claimed before the comparison, so parallel guesses
	// cannot share one.
	res, err := s.DB.Conn(ctx).NewRaw("UPDATE hub_sign_in_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ?",
		pc.ID, codeTries).Exec(ctx)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return nil, recruit.Errorf(recruit.EINVALID, "Too many tries. Please ask for a new code.")
	}
	return &codeCheck{id: pc.ID, ok: hmac.Equal([]byte(pc.Hash), []byte(s.codeHash(email, code)))}, nil
}

// use marks a right code used; a second use of it fails.
func (s *Service) useCode(ctx context.Context, c *codeCheck) error {
	res, err := s.DB.Conn(ctx).NewRaw("UPDATE hub_sign_in_codes SET used_at = ? WHERE id = ? AND used_at IS NULL",
		sqldb.NowIn(ctx), c.id).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errBadCode
	}
	return nil
}

// withCode runs do in a transaction after a right code of email, under
// the company sign-in's failure throttle. A wrong code commits its counted
// try and is refused; do decides whether the code is used (it is when do
// signs someone in or registers them).
func (s *Service) withCode(ctx context.Context, c Credentials, email string, do func(ctx context.Context, code *codeCheck) error) error {
	if s.Gate == nil {
		return errors.New("marketplace: no gate for code sign-in")
	}
	done, err := s.Gate.GuardSignIn(ctx, throttleKeyScope+email, c.IP)
	if err != nil {
		return err
	}
	wrong, right := false, false
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		check, err := s.checkCode(ctx, email, c.Code)
		if err != nil {
			return err
		}
		if !check.ok {
			wrong = true
			return nil
		}
		right = true
		return do(ctx, check)
	})
	if err == nil && wrong {
		return errBadCode
	}
	if right {
		// The code was right (whatever came of it, such as no account
		// yet or a username taken): the attempt was no failure.
		if derr := done(ctx); derr != nil {
			return derr
		}
	}
	return err
}
