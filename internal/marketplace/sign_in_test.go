package marketplace_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/config"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

const googleClient = "hirekit-hub-test.apps.googleusercontent.com"

// fakeGoogle is an in-process JWKS and the key that signs ID tokens.
type fakeGoogle struct {
	key *rsa.PrivateKey
	srv *httptest.Server
}

func newFakeGoogle(t *testing.T) *fakeGoogle {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	g := &fakeGoogle{key: key}
	g.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(map[string]any{"keys": []map[string]string{{"kty": "RSA", "alg": "RS256", "use": "sig", "kid": "g1",
			"n": base64.RawURLEncoding.EncodeToString(key.N.Bytes()), "e": base64.RawURLEncoding.EncodeToString(big.NewInt(int64(key.E)).Bytes())}}})
	}))
	t.Cleanup(g.srv.Close)
	return g
}

func (g *fakeGoogle) configure(c *config.Config) {
	c.GoogleClientID, c.GoogleJWKSURL = googleClient, g.srv.URL
}

// token signs an ID token for email (sub derived from it); change edits
// the claims first.
func (g *fakeGoogle) token(t *testing.T, email string, change func(jwt.MapClaims)) string {
	t.Helper()
	now := time.Now()
	c := jwt.MapClaims{"iss": "https://accounts.google.com", "aud": googleClient, "sub": "sub-" + email, "email": email,
		"email_verified": true, "name": "Asha Kumar", "picture": "https://lh3.example.com/a.png", "iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}
	if change != nil {
		change(c)
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
	tok.Header["kid"] = "g1"
	s, err := tok.SignedString(g.key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var sixDigits = regexp.MustCompile(`\b\d{6}\b`)

// mailedCode sends a code to email and reads it from the dev mailbox.
func mailedCode(t *testing.T, a *app.App, email, ip string) string {
	t.Helper()
	ctx := context.Background()
	if _, err := a.Hub.SendCode(ctx, email, ip); err != nil {
		t.Fatalf("send code: %v", err)
	}
	msgs, err := a.Mailer.Mailbox(ctx, strings.ToLower(email), 1)
	if err != nil || len(msgs) == 0 {
		t.Fatalf("no code mail for %s: %v", email, err)
	}
	if !strings.Contains(msgs[0].Subject, "talenthub sign-in code") {
		t.Fatalf("got subject %q", msgs[0].Subject)
	}
	code := sixDigits.FindString(msgs[0].Text)
	if code == "" {
		t.Fatalf("no code in %q", msgs[0].Text)
	}
	return code
}

func wantCode(t *testing.T, err error, code string, text string) {
	t.Helper()
	if recruit.ErrorCode(err) != code || (text != "" && !strings.Contains(err.Error(), text)) {
		t.Fatalf("got %v, want %s %q", err, code, text)
	}
}

func TestSignInWithCode(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		const ip = "198.51.100.7"

		t.Run("SameAnswerForAnyEmail", func(t *testing.T) {
			apptest.MustHubCandidate(t, a, "known")
			one, err1 := a.Hub.SendCode(ctx, "known@hub.test", "198.51.100.70")
			two, err2 := a.Hub.SendCode(ctx, "nobody@hub.test", "198.51.100.70")
			if err1 != nil || err2 != nil || one != two {
				t.Fatalf("answers %q / %q (%v, %v), want the same", one, two, err1, err2)
			}
			var stored string
			if err := db.Read.QueryRowContext(ctx, "SELECT code_hash FROM hub_sign_in_codes WHERE email = 'nobody@hub.test'").Scan(&stored); err != nil {
				t.Fatal(err)
			}
			if sixDigits.MatchString(stored) || len(stored) != 64 {
				t.Fatalf("stored %q, want a hash", stored)
			}
		})
		t.Run("RegisterAfterLogin404", func(t *testing.T) {
			code := mailedCode(t, a, "Asha@Example.com", ip)
			_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", Code: code, IP: ip})
			wantCode(t, err, recruit.ENOTFOUND, "")
			in, err := a.Hub.Register(ctx, marketplace.RegisterInput{Credentials: marketplace.Credentials{Email: "ASHA@example.com", Code: code, IP: ip},
				Name: "  Asha   K ", Username: "Asha_K", AcceptTerms: true})
			if err != nil {
				t.Fatalf("register: %v", err)
			}
			if in.Account.Email != "asha@example.com" || in.Account.Username != "asha_k" || in.Account.Name != "Asha K" || in.Token == "" {
				t.Fatalf("got %+v", in.Account)
			}
			actor, err := a.Auth.Session(ctx, in.Token, 0)
			if err != nil || actor.Kind != recruit.KindTalentCandidate || actor.HubCandidateID != in.Account.ID {
				t.Fatalf("session of the new token: %+v, %v", actor, err)
			}
			// The code is used up.
			_, err = a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", Code: code, IP: ip})
			wantCode(t, err, recruit.EINVALID, "not valid")
		})
		t.Run("Login", func(t *testing.T) {
			code := mailedCode(t, a, "asha@example.com", ip)
			in, err := a.Hub.Login(ctx, marketplace.Credentials{Email: " asha@EXAMPLE.com ", Code: code, IP: ip})
			if err != nil || in.Account.Username != "asha_k" {
				t.Fatalf("login: %+v, %v", in, err)
			}
			me, err := a.Hub.Me(apptest.ActorCtx(t, a, in.Token, 0))
			if err != nil || me.Email != "asha@example.com" {
				t.Fatalf("me: %+v, %v", me, err)
			}
		})
		t.Run("ErrFiveTries", func(t *testing.T) {
			code := mailedCode(t, a, "asha@example.com", "198.51.100.8")
			wrong := "000000"
			if code == wrong {
				wrong = "111111"
			}
			for range 5 {
				_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", Code: wrong, IP: "198.51.100.8"})
				wantCode(t, err, recruit.EINVALID, "not valid")
			}
			_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", Code: code, IP: "198.51.100.8"})
			wantCode(t, err, recruit.EINVALID, "Too many tries")
		})
		t.Run("ErrExpired", func(t *testing.T) {
			code := mailedCode(t, a, "asha@example.com", "198.51.100.9")
			if _, err := db.Write.ExecContext(ctx, "UPDATE hub_sign_in_codes SET expires_at = ? WHERE email = 'asha@example.com'",
				time.Now().UTC().Add(-time.Minute)); err != nil {
				t.Fatal(err)
			}
			_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", Code: code, IP: "198.51.100.9"})
			wantCode(t, err, recruit.EINVALID, "not valid")
		})
		t.Run("ErrNoCredential", func(t *testing.T) {
			_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "asha@example.com", IP: ip})
			wantCode(t, err, recruit.EINVALID, "")
			_, err = a.Hub.SendCode(ctx, "not-an-email", ip)
			wantCode(t, err, recruit.EINVALID, "valid email")
		})
	})
}

func TestSignInThrottles(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		apptest.MustHubCandidate(t, a, "ravi")

		t.Run("FailuresPerEmailAndAddress", func(t *testing.T) {
			// The company sign-in's rule: 10 failures of one email from one
			// address in 15 minutes, then even the right code is refused.
			const ip = "203.0.113.5"
			var code string
			for i := range 10 {
				if i%5 == 0 {
					code = mailedCode(t, a, "ravi@hub.test", ip)
				}
				wrong := "000000"
				if code == wrong {
					wrong = "111111"
				}
				_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "ravi@hub.test", Code: wrong, IP: ip})
				wantCode(t, err, recruit.EINVALID, "not valid")
			}
			code = mailedCode(t, a, "ravi@hub.test", ip)
			_, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "ravi@hub.test", Code: code, IP: ip})
			wantCode(t, err, recruit.ETHROTTLED, "Too many attempts")
			// From another address the right code still works.
			in, err := a.Hub.Login(ctx, marketplace.Credentials{Email: "ravi@hub.test", Code: code, IP: "203.0.113.6"})
			if err != nil || in.Account.Username != "ravi" {
				t.Fatalf("login from elsewhere: %+v, %v", in, err)
			}
		})
		t.Run("CodesMailedPerAddress", func(t *testing.T) {
			const ip = "203.0.113.9"
			for i := range 10 {
				if _, err := a.Hub.SendCode(ctx, "someone"+string(rune('a'+i))+"@hub.test", ip); err != nil {
					t.Fatalf("send %d: %v", i, err)
				}
			}
			_, err := a.Hub.SendCode(ctx, "one-more@hub.test", ip)
			wantCode(t, err, recruit.ETHROTTLED, "")
		})
		t.Run("CodesPerEmail", func(t *testing.T) {
			// Beyond 5 an hour nothing more is mailed, whoever asks.
			for i := range 7 {
				if _, err := a.Hub.SendCode(ctx, "capped@hub.test", "203.0.113."+string(rune('0'+i))+"0"); err != nil {
					t.Fatal(err)
				}
			}
			msgs, err := a.Mailer.Mailbox(ctx, "capped@hub.test", 20)
			if err != nil || len(msgs) != 5 {
				t.Fatalf("got %d mails (%v), want 5", len(msgs), err)
			}
		})
	})
}

func TestRegisterChecks(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		ctx := context.Background()
		apptest.MustHubCandidate(t, a, "taken")
		reg := func(email, username string, terms bool) error {
			code := mailedCode(t, a, email, "192.0.2.1")
			_, err := a.Hub.Register(ctx, marketplace.RegisterInput{Credentials: marketplace.Credentials{Email: email, Code: code, IP: "192.0.2.1"},
				Name: "Someone", Username: username, AcceptTerms: terms})
			return err
		}
		t.Run("ErrTerms", func(t *testing.T) {
			wantCode(t, reg("t1@hub.test", "fresh", false), recruit.EINVALID, "Please accept the terms!")
		})
		t.Run("ErrReserved", func(t *testing.T) {
			for _, u := range []string{"jobs", "login", "Dashboard"} {
				wantCode(t, reg("t2@hub.test", u, true), recruit.EINVALID, "not available")
			}
		})
		t.Run("ErrNotURLSafe", func(t *testing.T) {
			wantCode(t, reg("t3@hub.test", "a b/c", true), recruit.EINVALID, "3 to 30")
		})
		t.Run("ErrDuplicateUsername", func(t *testing.T) {
			wantCode(t, reg("t4@hub.test", "TAKEN", true), recruit.EINVALID, "already taken")
		})
		t.Run("ErrDuplicateEmail", func(t *testing.T) {
			wantCode(t, reg("taken@hub.test", "another", true), recruit.ECONFLICT, "already exists")
		})
		t.Run("ErrWrongCode", func(t *testing.T) {
			mailedCode(t, a, "t5@hub.test", "192.0.2.2")
			_, err := a.Hub.Register(ctx, marketplace.RegisterInput{Credentials: marketplace.Credentials{Email: "t5@hub.test", Code: "12345x", IP: "192.0.2.2"},
				Name: "T", Username: "t-five", AcceptTerms: true})
			wantCode(t, err, recruit.EINVALID, "not valid")
			var n int
			if err := db.Read.QueryRowContext(ctx, "SELECT count(*) FROM hub_candidates WHERE username = 't-five'").Scan(&n); err != nil || n != 0 {
				t.Fatalf("%d accounts (%v), want none", n, err)
			}
		})
		t.Run("CodeKeptAfterRefusal", func(t *testing.T) {
			// A right code with a taken username is not used up.
			code := mailedCode(t, a, "t6@hub.test", "192.0.2.3")
			in := marketplace.RegisterInput{Credentials: marketplace.Credentials{Email: "t6@hub.test", Code: code, IP: "192.0.2.3"},
				Name: "Tee Six", Username: "taken", AcceptTerms: true}
			_, err := a.Hub.Register(ctx, in)
			wantCode(t, err, recruit.EINVALID, "already taken")
			in.Username = "tee-six"
			if _, err := a.Hub.Register(ctx, in); err != nil {
				t.Fatalf("second try: %v", err)
			}
		})
	})
}

func TestSignInWithGoogle(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		g := newFakeGoogle(t)
		a := apptest.NewApp(t, db, apptest.ServerOptions{Configure: g.configure})
		ctx := context.Background()
		const ip = "198.51.100.20"
		cred := func(email, token string) marketplace.Credentials {
			return marketplace.Credentials{Email: email, AccessToken: token, IP: ip}
		}
		if o := a.Hub.Options(); o.GoogleClientID != googleClient || o.GoogleAuthURL == "" || !o.EmailCode {
			t.Fatalf("options %+v, want Google and the code", o)
		}

		t.Run("ErrLoginNoAccount", func(t *testing.T) {
			_, err := a.Hub.Login(ctx, cred("meera@gmail.test", g.token(t, "meera@gmail.test", nil)))
			wantCode(t, err, recruit.ENOTFOUND, "")
		})
		t.Run("Register", func(t *testing.T) {
			in, err := a.Hub.Register(ctx, marketplace.RegisterInput{Credentials: cred("Meera@gmail.test", g.token(t, "meera@gmail.test", nil)),
				Username: "meera", AcceptTerms: true})
			if err != nil {
				t.Fatalf("register: %v", err)
			}
			if in.Account.Name != "Asha Kumar" || in.Account.PictureURL != "https://lh3.example.com/a.png" {
				t.Fatalf("got %+v, want the token's name and picture", in.Account)
			}
			var sub string
			if err := db.Read.QueryRowContext(ctx, "SELECT google_sub FROM hub_candidates WHERE id = ?", in.Account.ID).Scan(&sub); err != nil || sub != "sub-meera@gmail.test" {
				t.Fatalf("google_sub %q (%v)", sub, err)
			}
		})
		t.Run("Login", func(t *testing.T) {
			in, err := a.Hub.Login(ctx, cred("meera@gmail.test", g.token(t, "meera@gmail.test", nil)))
			if err != nil || in.Account.Username != "meera" {
				t.Fatalf("login: %+v, %v", in, err)
			}
		})
		t.Run("LinksAnEmailAccount", func(t *testing.T) {
			c := apptest.MustHubCandidate(t, a, "coder")
			in, err := a.Hub.Login(ctx, cred(c.Email, g.token(t, c.Email, nil)))
			if err != nil || in.Account.ID != c.ID {
				t.Fatalf("login: %+v, %v", in, err)
			}
		})
		t.Run("ErrGoogleAccountTaken", func(t *testing.T) {
			// Meera's Google account now says another address.
			tok := g.token(t, "meera.new@gmail.test", func(c jwt.MapClaims) { c["sub"] = "sub-meera@gmail.test" })
			_, err := a.Hub.Register(ctx, marketplace.RegisterInput{Credentials: cred("meera.new@gmail.test", tok), Username: "meera2", AcceptTerms: true})
			wantCode(t, err, recruit.ECONFLICT, "already has a talenthub account")
			in, err := a.Hub.Login(ctx, cred("meera.new@gmail.test", tok))
			if err != nil || in.Account.Username != "meera" {
				t.Fatalf("login by the linked Google account: %+v, %v", in, err)
			}
		})
		t.Run("ErrOtherEmail", func(t *testing.T) {
			_, err := a.Hub.Login(ctx, cred("meera@gmail.test", g.token(t, "mallory@gmail.test", nil)))
			wantCode(t, err, recruit.EINVALID, "Unable to authenticate with Google!")
		})
		t.Run("ErrUnverifiedEmail", func(t *testing.T) {
			_, err := a.Hub.Login(ctx, cred("meera@gmail.test", g.token(t, "meera@gmail.test", func(c jwt.MapClaims) { c["email_verified"] = false })))
			wantCode(t, err, recruit.EINVALID, "Unable to authenticate with Google!")
		})
		t.Run("ErrInvalidToken", func(t *testing.T) {
			for name, tok := range map[string]string{
				"audience": g.token(t, "meera@gmail.test", func(c jwt.MapClaims) { c["aud"] = "other" }),
				"expired":  g.token(t, "meera@gmail.test", func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-time.Minute).Unix() }),
				"garbage":  "x.y.z",
			} {
				_, err := a.Hub.Login(ctx, cred("meera@gmail.test", tok))
				if recruit.ErrorCode(err) != recruit.EINVALID || !strings.Contains(err.Error(), "Invalid token!") {
					t.Errorf("%s: got %v, want 'Invalid token!'", name, err)
				}
			}
		})
		t.Run("ErrNonce", func(t *testing.T) {
			tok := g.token(t, "meera@gmail.test", func(c jwt.MapClaims) { c["nonce"] = "abc" })
			c := cred("meera@gmail.test", tok)
			c.Nonce = "xyz"
			_, err := a.Hub.Login(ctx, c)
			wantCode(t, err, recruit.EINVALID, "Invalid token!")
			c.Nonce = "abc"
			if _, err := a.Hub.Login(ctx, c); err != nil {
				t.Fatalf("the right nonce: %v", err)
			}
		})
	})
}

func TestGoogleNotConfigured(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		g := newFakeGoogle(t)
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		if o := a.Hub.Options(); o.GoogleClientID != "" || !o.EmailCode {
			t.Fatalf("options %+v, want the code only", o)
		}
		_, err := a.Hub.Login(context.Background(), marketplace.Credentials{Email: "meera@gmail.test", AccessToken: g.token(t, "meera@gmail.test", nil), IP: "192.0.2.9"})
		wantCode(t, err, recruit.EINVALID, "Unable to authenticate with Google!")
	})
}
