// Package app is Hirekit's one composition root: New builds every service
// and registers every worker over an open database, and Handler returns
// the HTTP handler. cmd/hirekit and the test server (apptest) both call
// it, so what tests run is what ships.
package app

import (
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	netmail "net/mail"
	"os"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/analytics"
	"hirekit/internal/assistant"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/billing"
	"hirekit/internal/billing/razorpay"
	"hirekit/internal/blob"
	"hirekit/internal/bulkimport"
	"hirekit/internal/careers"
	"hirekit/internal/config"
	"hirekit/internal/export"
	"hirekit/internal/feedback"
	"hirekit/internal/googleid"
	"hirekit/internal/httpapi"
	"hirekit/internal/intake"
	"hirekit/internal/integrations"
	"hirekit/internal/integrations/greenhouse"
	"hirekit/internal/integrations/hirekitats"
	"hirekit/internal/integrations/lever"
	"hirekit/internal/interview"
	"hirekit/internal/interview/calendar"
	"hirekit/internal/interview/calendar/google"
	"hirekit/internal/interview/calendar/outlook"
	"hirekit/internal/keys"
	"hirekit/internal/layoffs"
	"hirekit/internal/mail"
	"hirekit/internal/marketplace"
	"hirekit/internal/metrics"
	"hirekit/internal/privacy"
	"hirekit/internal/queue"
	"hirekit/internal/resume"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
	"hirekit/internal/webhooks"
)

// Options are what a process (or a test) chooses beyond the config.
type Options struct {
	Logger  *slog.Logger
	Version string
	// SPA is the built web app; nil serves none.
	SPA fs.FS
	// Work runs job workers in this process.
	Work bool
	// Periodic adds the heartbeat and other scheduled jobs (serve and
	// worker processes; tests leave it off).
	Periodic bool
	// BcryptCost and Now let tests run fast and at a chosen time; zero
	// values mean the real ones.
	BcryptCost int
	Now        func() time.Time
	// Parse replaces the resume parser (tests of failure paths).
	Parse func(ctx context.Context, data []byte, filename string) resume.Result
	// Getenv supplies the AWS_* credentials of an s3:// blob store, as
	// config.Load's getenv supplies the rest; nil means the process's.
	Getenv func(string) string
	// WebhookBackoff replaces the wait between webhook delivery attempts
	// (tests retry at once).
	WebhookBackoff func(attempt int) time.Duration
}

// App is a wired Hirekit.
type App struct {
	Config    config.Config
	Log       *slog.Logger
	DB        *sqldb.DB
	Blobs     blob.Store
	Signer    *blob.Signer
	Files     *intake.Store
	Queue     *queue.Queue
	Mailer    *mail.Mailer
	Auth      *auth.Service
	ATS       *ats.Service
	Interview *interview.Service
	Feedback  *feedback.Service
	Usage     *usage.Service
	Analytics *analytics.Service
	Assistant *assistant.Service
	Billing   *billing.Ledger
	Payments  *billing.Payments
	Screening *screening.Service
	Careers   *careers.Service
	Layoffs   *layoffs.Service
	Imports   *bulkimport.Service
	Exports   *export.Service
	Hub       *marketplace.Service
	Webhooks  *webhooks.Service
	Privacy   *privacy.Service
	// Metrics is this process's registry (served by MetricsHandler).
	Metrics *metrics.Metrics
	// Integrations are the company's connections to other ATSs and the
	// fetch of their candidates into screening (issue 30).
	Integrations *integrations.Service

	opts Options
}

// New wires every service over db (open and migrated) and builds the job
// queue with every worker.
func New(ctx context.Context, cfg config.Config, db *sqldb.DB, opts Options) (*App, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Parse == nil && cfg.LLMURL != "" {
		// The parser asks the configured model for the fields its rules
		// are least sure of (resume.Model); without a URL, rules only.
		opts.Parse = resume.NewExtractor(resume.WithModel(resume.NewModel(cfg.LLMURL, cfg.LLMModel, cfg.LLMKey))).Parse
	}
	a := &App{Config: cfg, Log: opts.Logger, DB: db, opts: opts, Metrics: metrics.New()}
	if err := registerDB(a.Metrics, db); err != nil {
		return nil, err
	}
	if cfg.NoRateLimits {
		a.Log.Warn("HIREKIT_RATE_LIMITS=off: NO RATE LIMITS AND NO LOGIN THROTTLE. For test sweeps only; never expose this install")
	}
	secret, err := db.EnsureSecret(ctx, cfg.Secret)
	if err != nil {
		return nil, fmt.Errorf("secret: %w", err)
	}
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if a.Blobs, err = blob.OpenEnv(cfg.BlobURL, getenv); err != nil {
		return nil, err
	}
	a.Signer = &blob.Signer{Key: keys.Derive(secret, keys.Files)}
	a.Files = &intake.Store{Blobs: a.Blobs, DB: db}

	a.Mailer = &mail.Mailer{DB: db, From: cfg.MailFrom, PrefsKey: keys.Derive(secret, keys.MailPreferences), BaseURL: cfg.BaseURL, Metrics: a.Metrics}
	if cfg.SMTPURL != "" {
		if a.Mailer.Sender, err = mail.NewSMTP(cfg.SMTPURL); err != nil {
			return nil, err
		}
	}
	a.Auth = &auth.Service{DB: db, Options: auth.Options{
		Mailer:            a.Mailer,
		SessionKey:        keys.Derive(secret, keys.Session),
		CandidateKey:      keys.Derive(secret, keys.Candidate),
		BaseURL:           cfg.BaseURL,
		AutoApprove:       cfg.AutoApproveCompanies,
		WandReturnOrigins: cfg.WandReturnOrigins,
		RateLimits:        map[string]int{"careers_apply": cfg.ApplyRatePerIP, bulkimport.RateBucket: cfg.ImportUploadsPerHour},
		NoRateLimits:      cfg.NoRateLimits,
		BcryptCost:        opts.BcryptCost,
		Now:               opts.Now,
	}}
	a.Interview = &interview.Service{DB: db, Mail: a.Mailer, Companies: a.Auth, BaseURL: cfg.BaseURL, Organizer: address(cfg.MailFrom),
		ScheduleKey: keys.Derive(secret, keys.Schedule), Providers: CalendarProviders(cfg),
		TokenKey: keys.Derive(secret, keys.CalendarTokens), Log: opts.Logger}
	a.ATS = &ats.Service{DB: db, Rounds: a.Interview, Features: a.Auth, People: a.Auth, Files: a.Files, Parse: timedParse(a.Metrics, "ats", opts.Parse),
		Mail: a.Mailer, BaseURL: cfg.BaseURL, Gate: a.Auth}
	a.Interview.Jobs = a.ATS
	a.Webhooks = &webhooks.Service{DB: db, Key: keys.Derive(secret, keys.Webhooks), AllowPrivate: cfg.WebhooksAllowPrivate,
		Backoff: opts.WebhookBackoff, Now: opts.Now}
	a.ATS.Events = a.Webhooks
	a.Interview.Events = a.Webhooks
	a.Feedback = &feedback.Service{DB: db}
	a.Usage = &usage.Service{DB: db}
	a.Analytics = &analytics.Service{DB: db, Jobs: a.ATS, Key: keys.Derive(secret, keys.Charts), BaseURL: cfg.BaseURL}
	a.Billing = &billing.Ledger{DB: db, TrialCredits: cfg.ScreeningTrialCredits}
	a.Payments = &billing.Payments{DB: db, Ledger: a.Billing, WebhookSecret: cfg.RazorpayWebhookSecret, CheckoutURL: cfg.RazorpayCheckoutURL}
	if a.Payments.CheckoutURL == "" {
		a.Payments.CheckoutURL = razorpay.DefaultCheckoutURL
	}
	if cfg.RazorpayKeyID != "" {
		a.Payments.Razorpay = &razorpay.Client{BaseURL: cfg.RazorpayAPIURL, KeyID: cfg.RazorpayKeyID, KeySecret: cfg.RazorpayKeySecret}
	}
	a.Integrations = &integrations.Service{DB: db, BaseURL: cfg.BaseURL, Log: opts.Logger, Providers: ATSProviders(cfg), Gate: a.Auth,
		Connections: &integrations.Connections{DB: db, Key: keys.Derive(secret, keys.ATSCredentials)}}
	a.Screening = &screening.Service{DB: db, Credits: a.Billing, Files: a.Files, Mail: a.Mailer,
		SupportEmail: cfg.SupportEmail, Parse: timedParse(a.Metrics, "screening", opts.Parse), Now: opts.Now, Gate: a.Auth,
		ATS: a.Integrations}
	// Hirekit's own ATS is always offered: its data is the company's own.
	a.Integrations.Providers[integrations.HirekitATS] = hirekitats.Provider{DB: db, Files: a.Files}
	a.Integrations.Screening = a.Screening
	if cfg.JobTimeout > 0 {
		// A fetch hands over to a fresh job well before the timeout.
		a.Integrations.RunBudget = min(integrations.DefaultRunBudget, cfg.JobTimeout/2)
	}
	a.Assistant = &assistant.Service{Candidates: a.ATS, Team: a.Auth, Interviews: a.Interview, Jobs: a.ATS, Lists: a.ATS,
		DB: db, Mail: a.Mailer, SupportEmail: cfg.SupportEmail, Directory: assistant.NewDirectory(db),
		Model: assistant.NewModel(cfg.LLMURL, cfg.LLMModel, cfg.LLMKey, cfg.LLMTimeout), Log: opts.Logger, Now: opts.Now}
	a.Careers = &careers.Service{DB: db, Companies: a.Auth, Jobs: a.ATS, Gate: a.Auth, Files: a.Files,
		Site: careers.NewSite(cfg.CareersHost, cfg.BaseURL)}
	a.Layoffs = &layoffs.Service{DB: db, Mail: a.Mailer, Gate: a.Auth, BaseURL: cfg.BaseURL, Key: keys.Derive(secret, keys.Layoffs)}
	a.Imports = &bulkimport.Service{DB: db, Files: a.Files, Jobs: a.ATS, Gate: a.Auth, Quota: int64(cfg.ImportQuotaMB) << 20}
	a.Privacy = &privacy.Service{DB: db, Blobs: a.Blobs, Mail: a.Mailer, Gate: a.Auth, Key: keys.Derive(secret, keys.DataRequests), BaseURL: cfg.BaseURL,
		Log: opts.Logger, Now: opts.Now}
	a.Exports = &export.Service{DB: db, Blobs: a.Blobs, Candidates: a.ATS, Metrics: a.Analytics, People: a.Auth, BaseURL: cfg.BaseURL, Now: opts.Now}

	a.Hub = &marketplace.Service{DB: db, SessionKey: keys.Derive(secret, keys.Talenthub), Mail: a.Mailer,
		BaseURL: cfg.BaseURL, Now: opts.Now, Blobs: a.Blobs, ATS: a.ATS, Files: a.Files, Signer: a.Signer, Parse: timedParse(a.Metrics, "talenthub", opts.Parse),
		Gate: a.Auth,
		// Google sign-in shares the calendars' client and URLs.
		Google:         googleid.New(googleid.Config{ClientID: cfg.GoogleClientID, JWKSURL: cfg.GoogleJWKSURL, Now: opts.Now}),
		GoogleClientID: cfg.GoogleClientID, GoogleAuthURL: cmp.Or(cfg.GoogleAuthURL, googleid.DefaultAuthURL)}
	a.Hub.MailPrefs = a.Mailer
	a.Auth.Hub = a.Hub
	a.Hub.CareersLanding = func(slug string) string { return a.Careers.Site.URL(careers.LandingPath(slug)) }
	a.Hub.CareersJob = func(slug, job string) string { return a.Careers.Site.URL(careers.JobPath(slug, job)) }
	a.Hub.LeadSources = hubLeadSources(a.Screening, a.Assistant)
	a.Hub.CompanyOf = func(ctx context.Context, id int64) (string, string, error) {
		byID, err := a.Auth.CompaniesByID(ctx, []int64{id})
		if err != nil {
			return "", "", err
		}
		c, ok := byID[id]
		if !ok {
			return "", "", fmt.Errorf("company %d not found", id)
		}
		return c.Name, c.Slug, nil
	}
	if err := a.Hub.EnsureSkillCatalogue(ctx); err != nil {
		return nil, fmt.Errorf("talenthub skills: %w", err)
	}

	workers := river.NewWorkers()
	river.AddWorker(workers, &queue.HeartbeatWorker{DB: db})
	river.AddWorker(workers, &mail.Worker{Mailer: a.Mailer})
	river.AddWorker(workers, &auth.ResetMailWorker{Auth: a.Auth})
	river.AddWorker(workers, &auth.PurgeWorker{Auth: a.Auth})
	river.AddWorker(workers, &mail.PurgeWorker{Mailer: a.Mailer})
	river.AddWorker(workers, &ats.ParseResumeWorker{ATS: a.ATS})
	river.AddWorker(workers, &ats.ReparseOldWorker{ATS: a.ATS})
	river.AddWorker(workers, &ats.MatchApplicationWorker{ATS: a.ATS})
	river.AddWorker(workers, &ats.MatchJobWorker{ATS: a.ATS})
	river.AddWorker(workers, &ats.MatchBackfillWorker{ATS: a.ATS})
	river.AddWorker(workers, &interview.RemindWorker{Interview: a.Interview})
	river.AddWorker(workers, &interview.CalendarSyncWorker{Interview: a.Interview})
	river.AddWorker(workers, &screening.ParseResumeWorker{Screening: a.Screening})
	river.AddWorker(workers, &integrations.FetchWorker{Integrations: a.Integrations})
	river.AddWorker(workers, &bulkimport.Worker{Imports: a.Imports})
	river.AddWorker(workers, &bulkimport.PurgeWorker{Imports: a.Imports})
	river.AddWorker(workers, &export.Worker{Exports: a.Exports})
	river.AddWorker(workers, &export.PurgeWorker{Exports: a.Exports})
	river.AddWorker(workers, &marketplace.JobAlertsWorker{Hub: a.Hub})
	river.AddWorker(workers, &webhooks.Worker{Webhooks: a.Webhooks})
	river.AddWorker(workers, &webhooks.PurgeWorker{Webhooks: a.Webhooks})
	river.AddWorker(workers, &intake.PurgePendingWorker{Files: a.Files})
	river.AddWorker(workers, &privacy.RetentionWorker{Privacy: a.Privacy})
	var periodic []*river.PeriodicJob
	if opts.Periodic {
		periodic = append(periodic, queue.HeartbeatEvery(time.Minute),
			queue.Daily(auth.PurgeArgs{}), queue.Daily(mail.PurgeArgs{}),
			// At start and daily: applications parsed before scores existed.
			queue.Daily(ats.MatchBackfillArgs{}),
			// Hourly, so an abandoned import's files go within 25 hours.
			queue.Every(time.Hour, bulkimport.PurgeArgs{}),
			// Hourly, so an export's file goes within 25 hours.
			queue.Every(time.Hour, export.PurgeArgs{}),
			// Daily, and at start: a candidate gets at most one digest
			// per marketplace.AlertDigestGap whatever the restarts.
			queue.Daily(marketplace.JobAlertsArgs{}),
			// Daily: the webhook delivery log keeps 30 days.
			queue.Daily(webhooks.PurgeArgs{}),
			// Hourly: a file whose upload died before its row committed
			// goes within 2 hours.
			queue.Every(time.Hour, intake.PurgePendingArgs{}),
			// Daily, and at start: the companies' retention rules.
			queue.Daily(privacy.RetentionArgs{}))
	}
	a.Queue, err = queue.New(ctx, db, workers, queue.Options{
		Work:         opts.Work,
		PollInterval: cfg.QueuePollInterval,
		JobTimeout:   cfg.JobTimeout,
		Periodic:     periodic,
		Logger:       a.Log,
		Metrics:      a.Metrics,
	})
	if err != nil {
		return nil, err
	}
	if err := a.Metrics.RegisterQueue(a.Queue.Stats); err != nil {
		return nil, err
	}
	a.Mailer.Queue = a.Queue
	a.Auth.Queue = a.Queue
	a.ATS.Queue = a.Queue
	a.Interview.Queue = a.Queue
	a.Screening.Queue = a.Queue
	a.Integrations.Queue = a.Queue
	a.Imports.Queue = a.Queue
	a.Exports.Queue = a.Queue
	a.Webhooks.Queue = a.Queue
	return a, nil
}

// CalendarProviders are the calendar providers cfg configures: one with
// no client id is left out (not offered). Their callbacks are Hirekit's
// /api/v1/oauth/callback/{provider}.
// ATSProviders are the other ATSs this install offers, by name:
// Greenhouse (a pasted Harvest key) always, Lever when its OAuth
// application is configured.
func ATSProviders(cfg config.Config) map[string]integrations.Provider {
	out := map[string]integrations.Provider{
		integrations.Greenhouse: integrations.HarvestProvider(func(key, onBehalfOf string) integrations.Harvest {
			return greenhouse.New(cfg.GreenhouseURL, key, onBehalfOf)
		}),
	}
	if cfg.LeverClientID != "" {
		out[integrations.Lever] = lever.Provider{Config: &lever.Config{ClientID: cfg.LeverClientID, ClientSecret: cfg.LeverClientSecret,
			AuthURL: cfg.LeverAuthURL, APIURL: cfg.LeverAPIURL, RedirectURI: cfg.BaseURL + "/api/v1/oauth/callback/lever"}}
	}
	return out
}

func CalendarProviders(cfg config.Config) map[string]calendar.Provider {
	out := map[string]calendar.Provider{}
	if cfg.GoogleClientID != "" {
		out["google"] = google.New(google.Config{ClientID: cfg.GoogleClientID, ClientSecret: cfg.GoogleClientSecret,
			RedirectURL: cfg.BaseURL + "/api/v1/oauth/callback/google", AuthURL: cfg.GoogleAuthURL, TokenURL: cfg.GoogleTokenURL,
			RevokeURL: cfg.GoogleRevokeURL, JWKSURL: cfg.GoogleJWKSURL, APIBase: cfg.GoogleAPIURL})
	}
	if cfg.MicrosoftClientID != "" {
		out["outlook"] = outlook.New(outlook.Config{ClientID: cfg.MicrosoftClientID, ClientSecret: cfg.MicrosoftClientSecret,
			RedirectURL: cfg.BaseURL + "/api/v1/oauth/callback/outlook", AuthURL: cfg.MicrosoftAuthURL, TokenURL: cfg.MicrosoftTokenURL,
			GraphBase: cfg.MicrosoftGraphURL})
	}
	return out
}

// address is the bare address of a From header value ("Name <a@b>"), or
// the value itself when it does not parse.
func address(from string) string {
	if a, err := netmail.ParseAddress(from); err == nil {
		return a.Address
	}
	return from
}

// Start runs the workers and, for a serving process, the session cache's
// change listener, until ctx ends (workers until Stop).
func (a *App) Start(ctx context.Context, serving bool) error {
	// Workers get a context the signal does not cancel: Stop drains them
	// gracefully instead of River cancelling running jobs at once.
	if err := a.Queue.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("start workers: %w", err)
	}
	if a.opts.Periodic {
		// Once per install after the upgrade that added the parsed
		// profile: resumes parsed before it are parsed again.
		if _, err := a.ATS.EnqueueReparseOnce(ctx); err != nil {
			return fmt.Errorf("enqueue the re-parse of old resumes: %w", err)
		}
	}
	if serving {
		// The session cache is on only while this process hears every
		// change (PostgreSQL: LISTEN hirekit_auth).
		a.Auth.ListenForChanges(ctx)
	}
	return nil
}

// Stop waits for running jobs until ctx ends.
func (a *App) Stop(ctx context.Context) error { return a.Queue.Stop(ctx) }

// Handler is the whole HTTP surface: the API, signed files, the dev
// mailbox and the web app.
func (a *App) Handler() http.Handler {
	return httpapi.NewServer(httpapi.Deps{
		Config:       a.Config,
		Ready:        a.DB,
		Sessions:     a.Auth,
		Blobs:        a.Blobs,
		Signer:       a.Signer,
		Auth:         a.Auth,
		Mailer:       a.Mailer,
		Feedback:     a.Feedback,
		Usage:        a.Usage,
		Analytics:    a.Analytics,
		ATS:          a.ATS,
		Interview:    a.Interview,
		Assistant:    a.Assistant,
		Billing:      a.Billing,
		Payments:     a.Payments,
		Screening:    a.Screening,
		Careers:      a.Careers,
		Layoffs:      a.Layoffs,
		BulkImport:   a.Imports,
		Exports:      a.Exports,
		Hub:          a.Hub,
		Webhooks:     a.Webhooks,
		Integrations: a.Integrations,
		Privacy:      a.Privacy,
		WithClock:    sqldb.WithClock,
		SPA:          a.opts.SPA,
		Logger:       a.Log,
		Version:      a.opts.Version,
		Metrics:      a.Metrics,
	})
}

// MetricsHandler serves GET /metrics and nothing else; serve runs it on
// its own listener (HIREKIT_METRICS_ADDR).
func (a *App) MetricsHandler() http.Handler { return a.Metrics.Handler() }
