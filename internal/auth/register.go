package auth

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// RegisterInput is the sign-up form (POST company).
type RegisterInput struct {
	Email       string
	Password    string
	PhoneNumber string
	Name        string
	CompanyName string
	Product     string // ats, screeno or wand
}

// Products a company can sign up from.
var Products = map[string]bool{"ats": true, "screeno": true, "wand": true}

// Session is what sign-up and sign-in return: the user, the token and the
// company.
type Session struct {
	User    *User
	Company *Company
	Token   string
}

// errEmailTaken answers a sign-up with an address that has an account.
var errEmailTaken = recruit.FieldError("email", "An account with this email already exists")

// Register creates a company and its first company_admin in one
// transaction, with the verification mail, and signs the user in. Nothing
// is written unless every check passes.
func (s *Service) Register(ctx context.Context, in RegisterInput, ip string) (*Session, error) {
	in.Email = NormalizeEmail(in.Email)
	in.CompanyName = strings.TrimSpace(in.CompanyName)
	in.PhoneNumber = strings.TrimSpace(in.PhoneNumber)
	in.Name = strings.TrimSpace(in.Name)
	if in.Product == "" {
		in.Product = "ats"
	}
	if in.Email == "" || in.Password == "" || in.PhoneNumber == "" || in.CompanyName == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please fill all the fields!")
	}
	if !validPhone(in.PhoneNumber) {
		return nil, recruit.FieldError("phone_number", "Please enter a valid phone number!")
	}
	if !validEmail(in.Email) {
		return nil, recruit.FieldError("email", "Please enter a valid email address")
	}
	if err := checkPasswordRules(in.Password); err != nil {
		return nil, err
	}
	// Both names reach mail subjects (invites, notifications): one line
	// of printable text each (review 3, L4).
	if err := recruit.CheckPlainText("name", "company name", in.CompanyName); err != nil {
		return nil, err
	}
	if err := recruit.CheckPlainText("name", "name", in.Name); err != nil {
		return nil, err
	}
	if utf8.RuneCountInString(in.CompanyName) > 100 {
		return nil, recruit.FieldError("name", "Company name must be at most 100 characters")
	}
	if utf8.RuneCountInString(in.Name) > 100 {
		return nil, recruit.FieldError("name", "Name must be at most 100 characters")
	}
	if !Products[in.Product] {
		return nil, recruit.FieldError("product", "Please choose ats, screeno or wand")
	}
	if in.Name == "" {
		in.Name, _, _ = strings.Cut(in.Email, "@")
	}
	if err := s.limitRate(ctx, "sign_up", ip); err != nil {
		return nil, err
	}
	// The cheap check first: no password is hashed for a taken address.
	// Its holder is told by mail; the caller learns only what the form
	// must say (rate limited above, so the user list cannot be walked).
	if u, err := s.UserByEmail(ctx, in.Email); err == nil {
		if err := s.Mailer.Send(ctx, "account_exists", u.Email, u.Company(), map[string]string{"Name": u.Name, "Link": s.BaseURL + "/login"}); err != nil {
			return nil, err
		}
		return nil, errEmailTaken
	} else if recruit.ErrorCode(err) != recruit.ENOTFOUND {
		return nil, err
	}
	hash, err := s.hashPassword(in.Password)
	if err != nil {
		return nil, err
	}

	var sess Session
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		slug, err := s.freeSlug(ctx, in.CompanyName)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		var approved any
		if s.AutoApprove {
			approved = now
		}
		var companyID int64
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO companies (name, slug, signup_product, approved_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, in.CompanyName, slug, in.Product, approved, now, now).Scan(ctx, &companyID); err != nil {
			return err
		}
		if err := s.addDefaultTemplates(ctx, companyID); err != nil {
			return err
		}
		var userID int64
		err = s.DB.Conn(ctx).NewRaw(`INSERT INTO users (company_id, email, name, phone_number, password_hash, roles, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, in.Email, in.Name, in.PhoneNumber, hash, recruit.RoleAdmin, now, now).Scan(ctx, &userID)
		if sqldb.IsUniqueViolation(err) {
			return errEmailTaken
		} else if err != nil {
			return err
		}
		if sess.User, err = s.UserByID(ctx, userID); err != nil {
			return err
		}
		if sess.Company, err = s.companyByID(ctx, companyID); err != nil {
			return err
		}
		return s.sendVerification(ctx, sess.User)
	})
	if err != nil {
		return nil, err
	}
	if sess.Token, err = s.issueToken(sess.User, sessionTTL); err != nil {
		return nil, err
	}
	return &sess, nil
}

// freeSlug picks the company slug: from the name, reserved words and taken
// slugs avoided with a numeric suffix.
func (s *Service) freeSlug(ctx context.Context, name string) (string, error) {
	base := Slugify(name)
	if base == "" {
		base = "company"
	}
	if reservedSlugs[base] {
		base += "-co"
	}
	for i := 1; i < 1000; i++ {
		slug := base
		if i > 1 {
			slug = fmt.Sprintf("%s-%d", base, i)
		}
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM companies WHERE slug = ?", slug).Scan(ctx, &n); err != nil {
			return "", err
		}
		if n == 0 {
			return slug, nil
		}
	}
	return "", recruit.Errorf(recruit.ECONFLICT, "Please choose another company name")
}

// validPhone is the spec's rule: at least 10 characters with at least 10
// digits, and nothing but digits, spaces and + - ( ) . in it.
func validPhone(p string) bool {
	digits := 0
	for _, r := range p {
		switch {
		case unicode.IsDigit(r):
			digits++
		case strings.ContainsRune(" +-().", r):
		default:
			return false
		}
	}
	return len(p) >= 10 && len(p) <= 30 && digits >= 10
}

func validEmail(e string) bool {
	if len(e) > 254 || strings.ContainsAny(e, " <>\"") {
		return false
	}
	a, err := mail.ParseAddress(e)
	if err != nil || a.Address != e {
		return false
	}
	_, domain, _ := strings.Cut(e, "@")
	return strings.Contains(domain, ".")
}

// sendVerification mails a fresh verification link to u.
func (s *Service) sendVerification(ctx context.Context, u *User) error {
	token, err := s.newUserToken(ctx, u.ID, TokenVerifyEmail)
	if err != nil {
		return err
	}
	return s.Mailer.Send(ctx, "verify_email", u.Email, u.Company(), map[string]string{
		"Name": u.Name, "Link": s.BaseURL + "/email-verify/" + token,
	})
}
