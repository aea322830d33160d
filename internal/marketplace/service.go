// Package marketplace is talenthub, the candidate marketplace: candidate
// accounts and their sessions, profiles, the public profile page, and
// (issue 29) the jobs board, skills, assessments, referrals and credits.
// Candidates here belong to no company; what they send to a company (an
// application) goes through the owning package's use case.
package marketplace

import (
	"context"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/blob"
	"hirekit/internal/googleid"
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
	// MailPrefs tells the job alerts who turned them off (mail.Mailer).
	MailPrefs MailPrefs
	BaseURL   string
	// Blobs holds candidates' files (avatar, resume): exported and deleted
	// with the account.
	Blobs blob.Store
	// ATS is the applications' owner: those a candidate made (the
	// dashboard), and telling companies of a deleted account.
	ATS ATS
	Now func() time.Time
	// Files stores avatars and resumes through the intake (content
	// checked, random keys); Signer signs a resume's served URL.
	Files  *intake.Store
	Signer *blob.Signer
	// Parse reads an uploaded resume into the draft (resume.Parse when
	// nil), as ats and screening do.
	Parse func(ctx context.Context, data []byte, filename string) resume.Result

	// Sign-in (sign_in.go). Google is nil when no Google client is
	// configured: candidates then sign in with an emailed code only.
	Google         *googleid.Verifier
	GoogleClientID string
	GoogleAuthURL  string
	Gate           Gate

	// LeadSources feed the platform admins' leads page (admin_leads.go):
	// the requests companies made, read through their owners' use cases.
	LeadSources []LeadSource
	// CompanyOf names a board job's company (the jobs board, issue 29).
	CompanyOf CompanyOf
	// CareersLanding and CareersJob are the absolute URLs of a company's
	// careers page and of a job on it (app.go wires careers.Site; nil:
	// none), which a board job's page links and its JobPosting names.
	CareersLanding func(companySlug string) string
	CareersJob     func(companySlug, jobSlug string) string
}

// Gate is what sign-in needs of auth: the public rate limits and the
// company sign-in's failure throttle (auth.Service).
type Gate interface {
	LimitRate(ctx context.Context, bucket, client string) error
	GuardSignIn(ctx context.Context, key, ip string) (done func(context.Context) error, err error)
}

// ATS is what talenthub asks of the ATS (ats.Service): the applications
// the signed-in candidate made, for the dashboard; and, when an account is
// deleted, to tell the companies holding applications sent with its
// address.
type ATS interface {
	ApplicationsOfHubCandidate(ctx context.Context) ([]ats.OwnApplication, error)
	TellCandidateLeftTalenthub(ctx context.Context) (int, error)
	// TaggingsOfEmail is the parser's tags with evidence of the
	// applications made with an email (a platform admin's review).
	TaggingsOfEmail(ctx context.Context, email string) ([]ats.HubTagging, error)
	// The jobs board (board_*.go): the requisition a company posts, its
	// live jobs to choose from, a live job's public page, which board
	// jobs are still live, and quick apply through the careers form's
	// use case.
	Requisition(ctx context.Context, id int64) (*ats.Requisition, error)
	LiveJobs(ctx context.Context, q ats.LiveJobsQuery) ([]ats.Requisition, error)
	PublicJob(ctx context.Context, slug string) (*ats.Requisition, error)
	LiveRequisitions(ctx context.Context, ids []int64) (map[int64]bool, error)
	AddApplication(ctx context.Context, in ats.ApplicationInput) (*ats.Application, error)
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
