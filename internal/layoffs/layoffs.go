// Package layoffs owns the public /layoffs page: a company lists people it
// had to let go so other companies can hire them. Nobody is listed without
// their consent: adding a person mails them a link, and only their click
// on "List me" (recorded with the time, the address and the sentence they
// agreed to) puts them on the page. The same link declines, and removes
// them at once later; every mail they get carries it. Other companies
// never see an email address: they write through a form and Hirekit mails
// the person.
package layoffs

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/mail"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// States of a person.
const (
	StatePending  = "pending"  // consent asked, not given yet
	StateListed   = "listed"   // consented: on the public page
	StateDeclined = "declined" // said no
	StateRemoved  = "removed"  // taken off, by themselves or the company
)

// Who removed a person.
const (
	RemovedByPerson  = "person"
	RemovedByCompany = "company"
)

// ConsentText is the sentence a person agrees to; it is stored with the
// consent.
const ConsentText = "I agree that my name, role, skills, location and LinkedIn profile are shown on Hirekit's public /layoffs page, and that companies may write to me through Hirekit. I can remove myself at any time with the link in my mails."

// consentWindow is how long a consent request can be answered.
const consentWindow = 30 * 24 * time.Hour

// Mailer sends a templated mail (mail.Mailer does).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Gate rate-limits public calls per address (auth.Service does).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
}

// Service is the layoffs domain.
type Service struct {
	DB      *sqldb.DB
	Mail    Mailer
	Gate    Gate
	BaseURL string
	// Key signs the people's links (keys.Layoffs).
	Key []byte
}

// Person is one person a company let go, as the company sees them.
type Person struct {
	ID                 int64      `bun:"id"`
	Nonce              string     `bun:"link_nonce"`
	CompanyID          int64      `bun:"company_id"`
	CompanyName        string     `bun:"company_name"`
	CompanySlug        string     `bun:"company_slug"`
	Name               string     `bun:"name"`
	Email              string     `bun:"email"`
	Role               string     `bun:"role"`
	SkillsText         string     `bun:"skills"`
	Location           string     `bun:"location"`
	LinkedInURL        string     `bun:"linkedin_url"`
	State              string     `bun:"state"`
	ConsentRequestedAt time.Time  `bun:"consent_requested_at"`
	ConsentedAt        *time.Time `bun:"consented_at"`
	DeclinedAt         *time.Time `bun:"declined_at"`
	RemovedAt          *time.Time `bun:"removed_at"`
	RemovedBy          string     `bun:"removed_by"`
	CreatedAt          time.Time  `bun:"created_at"`
}

// Skills are the person's skills in the order given.
func (p *Person) Skills() []string {
	if p.SkillsText == "" {
		return []string{}
	}
	return strings.Split(p.SkillsText, "\n")
}

// Expired reports whether a pending consent request can no longer be
// answered.
func (p *Person) Expired(now time.Time) bool {
	return p.State == StatePending && now.Sub(p.ConsentRequestedAt) > consentWindow
}

const personColumns = `p.id, p.link_nonce, p.company_id, c.name AS company_name, c.slug AS company_slug, p.name, p.email, p.role, p.skills,
	p.location, p.linkedin_url, p.state, p.consent_requested_at, p.consented_at, p.declined_at, p.removed_at, p.removed_by, p.created_at`

// personFrom is where personColumns are read from: a person with their
// company's name and slug.
const personFrom = " FROM layoff_people p JOIN companies c ON c.id = p.company_id"

var errNotFound = recruit.Errorf(recruit.ENOTFOUND, "Person not found")

// PersonInput is what a company enters about a person.
type PersonInput struct {
	Name        string
	Email       string
	Role        string
	Skills      []string
	Location    string
	LinkedInURL string
}

// Limits of the fields.
const (
	maxName     = 150
	maxRole     = 150
	maxLocation = 150
	maxSkill    = 50
	maxSkills   = 20
	maxURL      = 300
	maxMessage  = 2000
)

func normaliseEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }

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

// checkEmail checks a form's email field.
func checkEmail(field, e string) error {
	if e == "" {
		return recruit.FieldError(field, "Please enter email")
	}
	if !validEmail(e) {
		return recruit.FieldError(field, "Please enter a valid email address")
	}
	return nil
}

// checkLine checks a one-line text field: required, at most max runes.
func checkLine(field, label, v string, required bool, max int) error {
	if v == "" {
		if required {
			return recruit.FieldError(field, "Please enter "+label)
		}
		return nil
	}
	if err := recruit.CheckPlainText(field, label, v); err != nil {
		return err
	}
	if utf8.RuneCountInString(v) > max {
		return recruit.FieldError(field, strings.ToUpper(label[:1])+label[1:]+" is too long")
	}
	return nil
}

func (in *PersonInput) clean() error {
	in.Name, in.Email, in.Role = strings.TrimSpace(in.Name), normaliseEmail(in.Email), strings.TrimSpace(in.Role)
	in.Location, in.LinkedInURL = strings.TrimSpace(in.Location), strings.TrimSpace(in.LinkedInURL)
	if err := checkLine("name", "name", in.Name, true, maxName); err != nil {
		return err
	}
	if err := checkEmail("email", in.Email); err != nil {
		return err
	}
	if err := checkLine("role", "role", in.Role, true, maxRole); err != nil {
		return err
	}
	if err := checkLine("location", "location", in.Location, false, maxLocation); err != nil {
		return err
	}
	var skills []string
	seen := map[string]bool{}
	for _, s := range in.Skills {
		s = strings.TrimSpace(s)
		if s == "" || seen[strings.ToLower(s)] {
			continue
		}
		if err := checkLine("skills", "skill", s, true, maxSkill); err != nil {
			return err
		}
		seen[strings.ToLower(s)] = true
		skills = append(skills, s)
	}
	if len(skills) > maxSkills {
		return recruit.FieldError("skills", "Please enter at most 20 skills")
	}
	in.Skills = skills
	if in.LinkedInURL != "" {
		u, err := url.Parse(in.LinkedInURL)
		host := ""
		if err == nil {
			host = strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
		}
		if err != nil || u.Scheme != "https" || (host != "linkedin.com" && !strings.HasSuffix(host, ".linkedin.com")) ||
			len(in.LinkedInURL) > maxURL || !recruit.PlainText(in.LinkedInURL) || u.User != nil {
			return recruit.FieldError("linkedin_url", "Please enter a LinkedIn profile link (https://www.linkedin.com/in/…)")
		}
	}
	return nil
}

// newNonce returns a fresh random link nonce.
func newNonce() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// token is the person's link token for nonce: an HMAC under the service's
// key, so the same link can be mailed again and a changed one is refused.
func (s *Service) token(nonce string) string {
	m := hmac.New(sha256.New, s.Key)
	m.Write([]byte("layoff link:" + nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// link is the person's page for token; action (consent, decline, remove)
// preselects what the page does.
func (s *Service) link(token, action string) string {
	u := s.BaseURL + "/layoffs/consent/" + token
	if action != "" {
		u += "?action=" + action
	}
	return u
}

// likePattern is a LIKE pattern matching v anywhere, with LIKE's own
// characters escaped (ESCAPE '\').
func likePattern(v string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(strings.ToLower(v)) + "%"
}
