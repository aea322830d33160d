// Package marketplace is talenthub, the candidate marketplace: candidate
// accounts and their sessions, profiles, the public profile page, and
// (issue 29) the jobs board, skills, assessments, referrals and credits.
// Candidates here belong to no company; what they send to a company (an
// application) goes through the owning package's use case.
package marketplace

import (
	"context"
	"time"

	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Mailer sends a templated mail (mail.Mailer does, inside the caller's
// transaction).
type Mailer interface {
	Send(ctx context.Context, kind, to string, companyID int64, data any) error
}

// Service holds talenthub's use cases.
type Service struct {
	DB *sqldb.DB
	// SessionKey signs candidates' session tokens (keys.Talenthub).
	SessionKey []byte
	Mail       Mailer
	BaseURL    string
	// Blobs holds candidates' files (avatar, resume): exported and deleted
	// with the account.
	Blobs blob.Store
	// Applications is told when an account that applied is deleted.
	Applications Applications
	Now          func() time.Time
	// Files stores avatars and resumes through the intake (content
	// checked, random keys); Signer signs a resume's served URL.
	Files  *intake.Store
	Signer *blob.Signer
	// Parse reads an uploaded resume into the draft (resume.Parse when
	// nil), as ats and screening do.
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
