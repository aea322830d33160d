package ats

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
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

// Candidate access (DECISIONS.md): a 6-digit passcode mailed on request,
// stored hashed, valid 30 minutes, 5 tries; then a candidate token for the
// one application.
const (
	passcodeTTL      = 30 * time.Minute
	passcodeTries    = 5
	passcodesPerHour = 5
)

// Gate is what ats needs of auth for candidates: public rate limits and
// candidate tokens.
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
	IssueCandidateToken(companyID, candidateID, applicationID int64, slug string) (string, error)
}

// passcodeSent is the one answer to a passcode request, whether or not the
// email was the application's: the answer tells nobody who applied where.
const passcodeSent = "If this email belongs to the application, we have sent a passcode to it."

// SendPasscode mails a passcode to the candidate of the application with
// slug, when email is theirs. It is public and rate limited per address.
func (s *Service) SendPasscode(ctx context.Context, slug, email, ip string) (string, error) {
	email = normaliseEmail(email)
	if slug == "" || email == "" {
		return "", recruit.Errorf(recruit.EINVALID, "Please enter your email")
	}
	if err := s.Gate.LimitRate(ctx, "candidate_passcode", ip); err != nil {
		return "", err
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationBySlug(ctx, slug)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && a.CandidateEmail != email) {
			return nil
		} else if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		var recent int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM candidate_passcodes WHERE application_id = ? AND created_at > ?",
			a.ID, now.Add(-time.Hour)).Scan(ctx, &recent); err != nil || recent >= passcodesPerHour {
			return err
		}
		n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
		if err != nil {
			return err
		}
		code := fmt.Sprintf("%06d", n.Int64())
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO candidate_passcodes (company_id, application_id, code_hash, expires_at, created_at)
			VALUES (?, ?, ?, ?, ?)`, a.CompanyID, a.ID, passcodeHash(a.ID, code), now.Add(passcodeTTL), now).Exec(ctx); err != nil {
			return err
		}
		company, err := s.People.CompanyName(ctx, a.CompanyID)
		if err != nil {
			return err
		}
		return s.Mail.SendAbout(ctx, "candidate_passcode", a.CandidateEmail, a.CompanyID, a.ID, 0, passcodeMail{
			Name: a.CandidateName, Job: a.RequisitionTitle, Company: company, Code: code,
		})
	})
	return passcodeSent, err
}

// passcodeMail is the data of the candidate_passcode mail. The code is
// its secret: the Emails tab never shows it, and the stored copy loses it
// once delivered (security review 3, L3).
type passcodeMail struct {
	Name, Job, Company, Code string
}

// MailSecrets marks the code (mail.Secrets).
func (m passcodeMail) MailSecrets() []string { return []string{m.Code} }

// passcodeHash binds a code to its application, so equal codes of two
// applications differ at rest.
func passcodeHash(applicationID int64, code string) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%d:%s", applicationID, code)))
	return hex.EncodeToString(sum[:])
}

// applicationBySlug reads an application of any company by its slug, with
// its candidate and job: the public entry of candidate access.
func (s *Service) applicationBySlug(ctx context.Context, slug string) (*Application, error) {
	if len(slug) != slugLen {
		return nil, sql.ErrNoRows
	}
	var a Application
	err := s.DB.Conn(ctx).NewRaw(applicationSelect+" WHERE a.slug = ?", slug).Scan(ctx, &a)
	return &a, err
}

// CandidateSession is a candidate signed in for one application.
type CandidateSession struct {
	CandidateID   int64
	Name, Email   string
	CompanyID     int64
	CompanyName   string
	Token         string
	ApplicationID int64
}

var errBadPasscode = recruit.Errorf(recruit.EINVALID, "This passcode is not valid. Please check the latest mail or ask for a new one.")

// CandidateLogin checks a mailed passcode and signs the candidate in for
// the application. A passcode allows 5 tries and works once.
func (s *Service) CandidateLogin(ctx context.Context, slug, email, passcode, ip string) (*CandidateSession, error) {
	email, passcode = normaliseEmail(email), strings.TrimSpace(passcode)
	if email == "" || passcode == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "Please enter your email and the passcode")
	}
	if err := s.Gate.LimitRate(ctx, "candidate_login", ip); err != nil {
		return nil, err
	}
	var out *CandidateSession
	wrong := false
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationBySlug(ctx, slug)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && a.CandidateEmail != email) {
			return errBadPasscode
		} else if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		var pc struct {
			ID   int64  `bun:"id"`
			Hash string `bun:"code_hash"`
		}
		err = s.DB.Conn(ctx).NewRaw(`SELECT id, code_hash FROM candidate_passcodes WHERE application_id = ? AND used_at IS NULL
			AND expires_at > ? ORDER BY id DESC LIMIT 1`, a.ID, now).Scan(ctx, &pc)
		if errors.Is(err, sql.ErrNoRows) {
			return errBadPasscode
		} else if err != nil {
			return err
		}
		// Each try is claimed before the code is compared, so parallel
		// guesses cannot share one.
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE candidate_passcodes SET attempts = attempts + 1 WHERE id = ? AND attempts < ?",
			pc.ID, passcodeTries).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return recruit.Errorf(recruit.EINVALID, "Too many tries. Please ask for a new passcode.")
		}
		if subtle.ConstantTimeCompare([]byte(pc.Hash), []byte(passcodeHash(a.ID, passcode))) != 1 {
			wrong = true // commit the counted try, then refuse
			return nil
		}
		res, err = s.DB.Conn(ctx).NewRaw("UPDATE candidate_passcodes SET used_at = ? WHERE id = ? AND used_at IS NULL", now, pc.ID).Exec(ctx)
		if err := oneRow(res, err, "This passcode was already used"); err != nil {
			return err
		}
		// The passcode came to the address: an application the careers
		// form left unconfirmed (repeat_submission.go) is now the owner's.
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE candidate_applications SET email_unconfirmed = ? WHERE id = ? AND email_unconfirmed = ?",
			false, a.ID, true).Exec(ctx); err != nil {
			return err
		}
		company, err := s.People.CompanyName(ctx, a.CompanyID)
		if err != nil {
			return err
		}
		token, err := s.Gate.IssueCandidateToken(a.CompanyID, a.CandidateID, a.ID, a.Slug)
		if err != nil {
			return err
		}
		out = &CandidateSession{CandidateID: a.CandidateID, Name: a.CandidateName, Email: a.CandidateEmail, CompanyID: a.CompanyID,
			CompanyName: company, Token: token, ApplicationID: a.ID}
		return nil
	})
	if err == nil && wrong {
		return nil, errBadPasscode
	}
	return out, err
}

// ApplicationStatus is what a candidate sees of an application.
type ApplicationStatus struct {
	Slug        string
	Name        string
	JobTitle    string
	CompanyName string
	Stage       recruit.CandidateStage
	AppliedAt   time.Time
	UpdatedAt   time.Time
}

// CandidateStatus is the signed-in candidate's application, in plain words.
func (s *Service) CandidateStatus(ctx context.Context, slug string) (*ApplicationStatus, error) {
	actor, _, err := recruit.RequireCompany(ctx, recruit.PermViewOwnApplication)
	if err != nil {
		return nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil || a.ID != actor.ApplicationID {
		return nil, errApplicationNotFound
	}
	company, err := s.People.CompanyName(ctx, a.CompanyID)
	if err != nil {
		return nil, err
	}
	return &ApplicationStatus{Slug: a.Slug, Name: a.CandidateName, JobTitle: a.RequisitionTitle, CompanyName: company,
		Stage: recruit.StageFor(a.State), AppliedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt}, nil
}
