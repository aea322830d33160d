package marketplace

import (
	"context"
	"net/url"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// RegisterInput is a new candidate account: the spec's access_token,
// name, email, picture_url and username, with the terms accepted; or the
// same with an emailed code instead of the token.
type RegisterInput struct {
	Credentials
	Name        string
	Username    string
	PictureURL  string
	AcceptTerms bool
}

var errEmailTaken = recruit.Errorf(recruit.ECONFLICT, "An account with this email already exists. Please log in.")

// Register creates a candidate's account and signs them in. The checks
// run in the spec's order: terms, username, then Google (or the code).
func (s *Service) Register(ctx context.Context, in RegisterInput) (*SignedIn, error) {
	if !in.AcceptTerms {
		return nil, errTerms
	}
	if strings.TrimSpace(in.Username) == "" {
		return nil, recruit.FieldError("username", "Please enter a username")
	}
	username, err := CheckUsername(in.Username)
	if err != nil {
		return nil, err
	}
	email := normaliseEmail(in.Email)
	if email == "" {
		return nil, recruit.FieldError("email", "Please enter a valid email")
	}
	if err := s.limit(ctx, "talenthub_sign_in", in.IP); err != nil {
		return nil, err
	}
	name := strings.Join(strings.Fields(in.Name), " ")
	picture := httpURL(in.PictureURL)
	var sub any // NULL without Google
	var out *SignedIn
	create := func(ctx context.Context) error {
		if name == "" {
			return recruit.FieldError("name", "Please enter your name")
		}
		if utf8.RuneCountInString(name) > 100 {
			return recruit.FieldError("name", "A name has at most 100 characters")
		}
		var taken struct {
			Email    int `bun:"email"`
			Username int `bun:"username"`
		}
		if err := s.DB.Conn(ctx).NewRaw(`SELECT count(*) FILTER (WHERE email = ?) AS email, count(*) FILTER (WHERE username = ?) AS username
			FROM hub_candidates WHERE email = ? OR username = ?`, email, username, email, username).Scan(ctx, &taken); err != nil {
			return err
		}
		if taken.Email > 0 {
			return errEmailTaken
		}
		if sub != nil {
			var linked int
			if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM hub_candidates WHERE google_sub = ?", sub).Scan(ctx, &linked); err != nil {
				return err
			}
			if linked > 0 {
				// The Google account signs in to an account under another
				// email (its address changed at Google).
				return recruit.Errorf(recruit.ECONFLICT, "This Google account already has a talenthub account. Please log in.")
			}
		}
		if taken.Username > 0 {
			return recruit.FieldError("username", "This username is already taken")
		}
		now := sqldb.NowIn(ctx)
		var id int64
		err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_candidates (email, username, name, google_sub, picture_url, terms_accepted_at,
			email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			email, username, name, sub, picture, now, now, now, now).Scan(ctx, &id)
		if sqldb.IsUniqueViolation(err) {
			// Another registration of the same email, username or Google
			// account committed a moment before.
			return recruit.Errorf(recruit.ECONFLICT, "This account was just registered. Please log in.")
		} else if err != nil {
			return err
		}
		out, err = s.session(&Account{ID: id, Email: email, Name: name, Username: username, PictureURL: picture,
			Roles: []string{recruit.RoleTalentCandidate}}, 1)
		return err
	}
	switch {
	case strings.TrimSpace(in.AccessToken) != "":
		gsub, gname, gpicture, err := s.google(ctx, in.Credentials, email)
		if err != nil {
			return nil, err
		}
		sub = gsub
		if name == "" {
			name = strings.Join(strings.Fields(gname), " ")
		}
		if picture == "" {
			picture = httpURL(gpicture)
		}
		err = s.DB.RunInTx(ctx, create)
		return out, err
	case strings.TrimSpace(in.Code) != "":
		err := s.withCode(ctx, in.Credentials, email, func(ctx context.Context, code *codeCheck) error {
			if err := create(ctx); err != nil {
				return err
			}
			return s.useCode(ctx, code)
		})
		return out, err
	}
	return nil, errNoCredential
}

// httpURL keeps an http or https URL of at most 2,000 characters, else "".
func httpURL(raw string) string {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil || len(raw) > 2000 || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return raw
}
