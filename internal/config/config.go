// Package config reads Hirekit's settings once, from flags and HIREKIT_*
// variables, into one value that run passes down. There are no globals.
package config

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config is every setting of a Hirekit process.
type Config struct {
	Addr        string // HIREKIT_ADDR: where serve listens
	MetricsAddr string // HIREKIT_METRICS_ADDR: GET /metrics only, apart from the API; empty = none
	DataDir     string // HIREKIT_DATA_DIR: SQLite file, blobs, caches
	DatabaseURL string // HIREKIT_DATABASE_URL: empty = SQLite in DataDir; postgres://… = PostgreSQL
	Secret      string // HIREKIT_SECRET: master key; empty = generated once and kept in the database
	SMTPURL     string // HIREKIT_SMTP_URL: empty = the dev mailbox
	BaseURL     string // HIREKIT_BASE_URL: the origin used in links (mail, careers)
	CareersHost string // HIREKIT_CAREERS_HOST: the host that serves public careers pages
	BlobURL     string // HIREKIT_BLOB_URL: file:// folder (default DataDir/blobs) or s3://bucket/prefix
	LogLevel    string // HIREKIT_LOG_LEVEL: debug, info, warn, error
	LogFormat   string // HIREKIT_LOG_FORMAT: text or json

	// AutoApproveCompanies approves companies at sign-up; when false a
	// platform admin approves them.
	AutoApproveCompanies bool   // HIREKIT_AUTO_APPROVE_COMPANIES
	MailFrom             string // HIREKIT_MAIL_FROM
	// WandReturnOrigins are the browser-extension origins a wand sign-in
	// may return to with its token (HIREKIT_WAND_RETURN_ORIGINS).
	WandReturnOrigins []string

	// ShutdownTimeout bounds the drain of requests and jobs at stop.
	ShutdownTimeout time.Duration // HIREKIT_SHUTDOWN_TIMEOUT
	// NoWorkers makes serve skip job workers (serve --no-workers).
	NoWorkers bool
	// QueuePollInterval is how often workers look for jobs when they are
	// not told (SQLite has no LISTEN/NOTIFY).
	QueuePollInterval time.Duration // HIREKIT_QUEUE_POLL_INTERVAL
	// DevMailbox opens the dev mailbox to local callers (HIREKIT_DEV_MAILBOX=1).
	DevMailbox bool
	// TrustedProxies are the addresses whose X-Forwarded-For is believed
	// (HIREKIT_TRUSTED_PROXIES, comma-separated IPs or CIDRs).
	TrustedProxies []netip.Prefix
	// JobTimeout bounds one job's run. A job still marked running this
	// long after it started (plus a margin) belongs to a process that
	// died, and is run again (HIREKIT_JOB_TIMEOUT).
	JobTimeout time.Duration

	// ScreeningTrialCredits are granted once to each company that opens
	// the screening tool (HIREKIT_SCREENING_TRIAL_CREDITS).
	ScreeningTrialCredits int
	// SupportEmail receives callback requests; empty keeps them stored
	// only (HIREKIT_SUPPORT_EMAIL).
	SupportEmail string
	// ApplyRatePerIP is how many careers applications one address may send
	// in ten minutes (HIREKIT_APPLY_RATE_PER_IP); 0 turns the limit off.
	ApplyRatePerIP int
	// ImportQuotaMB bounds the megabytes of bulk-import files (sheets and
	// zips of resumes) one company keeps at a time (HIREKIT_IMPORT_QUOTA_MB).
	ImportQuotaMB int
	// ImportUploadsPerHour is how many import files (new imports and
	// replaced files) one company may upload in an hour
	// (HIREKIT_IMPORT_UPLOADS_PER_HOUR); 0 turns the limit off.
	ImportUploadsPerHour int
	// NoRateLimits turns every public rate limit and the login throttle
	// off (HIREKIT_RATE_LIMITS=off) for sweeps of a test install from one
	// address. Load refuses it unless the install keeps its mail in the
	// dev mailbox (HIREKIT_DEV_MAILBOX=1, no HIREKIT_SMTP_URL), so no
	// install that mails real people can run without limits.
	NoRateLimits bool
	// WebhooksAllowPrivate lets webhook endpoints be plain http and on
	// private, loopback or link-local addresses
	// (HIREKIT_WEBHOOKS_ALLOW_PRIVATE=1): for tests and installs whose
	// receivers sit on the same network. Off, Hirekit never posts inside
	// its own network on a company's say-so.
	WebhooksAllowPrivate bool
	// TestClock lets a local caller move the server's clock forward
	// (POST /api/v1/dev/clock) so a journey need not wait for an interview
	// to start (HIREKIT_TEST_CLOCK=on; test installs only, like
	// HIREKIT_RATE_LIMITS=off).
	TestClock bool

	// Google and Microsoft calendar clients (issue 19): a provider without
	// a client id is not offered. Every URL may point elsewhere (the fakes
	// of internal/apptest/cmd/fakeproviders); empty means the provider's.
	GoogleClientID     string // HIREKIT_GOOGLE_CLIENT_ID
	GoogleClientSecret string // HIREKIT_GOOGLE_CLIENT_SECRET
	GoogleAuthURL      string // HIREKIT_GOOGLE_AUTH_URL
	GoogleTokenURL     string // HIREKIT_GOOGLE_TOKEN_URL
	GoogleRevokeURL    string // HIREKIT_GOOGLE_REVOKE_URL
	GoogleJWKSURL      string // HIREKIT_GOOGLE_JWKS_URL
	GoogleAPIURL       string // HIREKIT_GOOGLE_API_URL

	MicrosoftClientID     string // HIREKIT_MICROSOFT_CLIENT_ID
	MicrosoftClientSecret string // HIREKIT_MICROSOFT_CLIENT_SECRET
	MicrosoftAuthURL      string // HIREKIT_MICROSOFT_AUTH_URL
	MicrosoftTokenURL     string // HIREKIT_MICROSOFT_TOKEN_URL
	MicrosoftGraphURL     string // HIREKIT_MICROSOFT_GRAPH_URL

	// Razorpay sells the India credit plans; without the key pair every
	// plan is by callback.
	RazorpayKeyID         string // HIREKIT_RAZORPAY_KEY_ID
	RazorpayKeySecret     string // HIREKIT_RAZORPAY_KEY_SECRET
	RazorpayWebhookSecret string // HIREKIT_RAZORPAY_WEBHOOK_SECRET
	RazorpayAPIURL        string // HIREKIT_RAZORPAY_API_URL
	RazorpayCheckoutURL   string // HIREKIT_RAZORPAY_CHECKOUT_URL

	// GreenhouseURL is the Harvest API's origin (HIREKIT_GREENHOUSE_URL);
	// empty means https://harvest.greenhouse.io.
	GreenhouseURL string

	// Lever OAuth application (issue 30): without a client id the Lever
	// card is disabled. The URLs may point at the fakes.
	LeverClientID     string // HIREKIT_LEVER_CLIENT_ID
	LeverClientSecret string // HIREKIT_LEVER_CLIENT_SECRET
	LeverAuthURL      string // HIREKIT_LEVER_AUTH_URL
	LeverAPIURL       string // HIREKIT_LEVER_API_URL

	// An OpenAI-compatible chat-completions endpoint the resume parser
	// asks for the fields its rules are least sure of (issue 25) and the
	// assistant asks beside its grammar (issue 27); empty URL = rules and
	// grammar only.
	LLMURL     string        // HIREKIT_LLM_URL
	LLMModel   string        // HIREKIT_LLM_MODEL
	LLMKey     string        // HIREKIT_LLM_API_KEY (or HIREKIT_LLM_KEY)
	LLMTimeout time.Duration // HIREKIT_LLM_TIMEOUT: the assistant's wait
}

// Setting describes one environment variable for the README table.
type Setting struct {
	Env, Default, Doc string
}

// Settings lists every HIREKIT_* variable with its default and meaning, in
// the order of the README's configuration table.
var Settings = []Setting{
	{"HIREKIT_ADDR", "127.0.0.1:8080", "Address serve listens on."},
	{"HIREKIT_METRICS_ADDR", "(empty)", "Address of a second listener that serves only `GET /metrics` (Prometheus text format), such as `127.0.0.1:9090`. Empty = no metrics listener. Keep it off the public network: it is not authenticated."},
	{"HIREKIT_DATA_DIR", "./data", "Folder for the SQLite database, blobs and caches."},
	{"HIREKIT_DATABASE_URL", "(empty)", "Empty = SQLite file in the data dir; `postgres://…` = PostgreSQL."},
	{"HIREKIT_SECRET", "(generated)", "Master key for tokens and signed URLs. When unset, generated once and stored in the database so every process of an install shares it."},
	{"HIREKIT_SMTP_URL", "(empty)", "`smtp://` (opportunistic TLS), `smtp+starttls://` (mandatory STARTTLS) or `smtps://` (implicit TLS), with user:password@host:port. Empty = the dev mailbox at /dev/mailbox."},
	{"HIREKIT_BASE_URL", "http://127.0.0.1:8080", "The origin users reach Hirekit at; used in links in mail. Must be exactly the origin the browser uses."},
	{"HIREKIT_CAREERS_HOST", "careers.localhost", "Host name that serves the public careers pages (`/{company}`, `/{company}/job-embed`, `/{company}/{job}/apply`, `robots.txt`, `sitemap.xml`). Matched without port, case-insensitively; careers links take scheme and port from HIREKIT_BASE_URL. Browsers resolve `*.localhost` to this machine."},
	{"HIREKIT_APPLY_RATE_PER_IP", "20", "Careers applications one address may send in 10 minutes (then 429). `0` turns the limit off (load tests)."},
	{"HIREKIT_IMPORT_QUOTA_MB", "2048", "Megabytes of bulk-import files (sheets and zips of resumes) one company may keep at a time; an upload beyond it answers 413. Files are removed within an hour of an import's end, or when it is not started within 24 hours."},
	{"HIREKIT_IMPORT_UPLOADS_PER_HOUR", "30", "Bulk-import files (new imports and replaced sheets) one company may upload in an hour (then 429). `0` turns the limit off."},
	{"HIREKIT_WEBHOOKS_ALLOW_PRIVATE", "0", "`1` lets webhook endpoints use plain `http://` and private, loopback or link-local addresses (tests, receivers on the same network). Off, such endpoints are refused when registered and every delivery refuses to connect to such an address after DNS resolution."},
	{"HIREKIT_TEST_CLOCK", "off", "`on` lets a caller on the machine itself move the server's clock forward (`POST /api/v1/dev/clock`), for browser journeys that would otherwise wait for an interview to start. Refused unless HIREKIT_DEV_MAILBOX=1 and HIREKIT_SMTP_URL is empty."},
	{"HIREKIT_RATE_LIMITS", "on", "`off` turns every public rate limit (sign-up, password reset, careers apply, candidate passcode, /layoffs link and contact, self-schedule) and the login throttle off, for test sweeps from one address. Refused unless HIREKIT_DEV_MAILBOX=1 and HIREKIT_SMTP_URL is empty; logged as a warning at start."},
	{"HIREKIT_BLOB_URL", "file://<data dir>/blobs", "Where files (resumes, logos, exports) are kept: file:///folder or s3://bucket/prefix?region=R&endpoint=URL (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN)."},
	{"HIREKIT_MAIL_FROM", "Hirekit <no-reply@localhost>", "Sender of outbound mail."},
	{"HIREKIT_AUTO_APPROVE_COMPANIES", "true", "Approve companies at sign-up. Set false to have a platform admin approve each one."},
	{"HIREKIT_WAND_RETURN_ORIGINS", "(empty)", "Comma-separated origins (such as `chrome-extension://<id>`) a /wand sign-in may return to with its token appended."},
	{"HIREKIT_LOG_LEVEL", "info", "debug, info, warn or error."},
	{"HIREKIT_LOG_FORMAT", "text", "text or json."},
	{"HIREKIT_SHUTDOWN_TIMEOUT", "20s", "How long a stop waits for requests and jobs to finish."},
	{"HIREKIT_QUEUE_POLL_INTERVAL", "250ms", "How often job workers look for new jobs. On SQLite (no notifications) a job enqueued inside a transaction, such as a screening batch's parse jobs, starts at the next look."},
	{"HIREKIT_JOB_TIMEOUT", "5m", "The longest one background job (a resume parse, a mail) may run. After a crash, the jobs a dead process was running are run again once this much time and 10 s have passed since they started."},
	{"HIREKIT_SCREENING_TRIAL_CREDITS", "50", "Screening credits granted once to each company when it first opens /screeno (one credit parses one resume)."},
	{"HIREKIT_SUPPORT_EMAIL", "(empty)", "Where REQUEST CALLBACK on /screeno/credits and /screeno/integrations, and the assistant's Contact Support, are mailed. Empty = requests are only stored (tables screeno_callback_requests, assistant_callback_requests)."},
	{"HIREKIT_DEV_MAILBOX", "(off)", "`1` opens the dev mailbox (/dev/mailbox) to callers on this machine while HIREKIT_SMTP_URL is empty; `make run` sets it. Otherwise only platform admins read it."},
	{"HIREKIT_GOOGLE_CLIENT_ID", "(empty)", "Google OAuth client for connecting Google calendars (redirect URI `<HIREKIT_BASE_URL>/api/v1/oauth/callback/google`). Empty = Google is not offered."},
	{"HIREKIT_GOOGLE_CLIENT_SECRET", "(empty)", "The Google client's secret."},
	{"HIREKIT_GOOGLE_AUTH_URL", "(Google's)", "Google's consent page; with TOKEN_URL, REVOKE_URL, JWKS_URL and API_URL (the Calendar v3 base) it points Hirekit at another server, such as `go run ./internal/apptest/cmd/fakeproviders`, which prints all of them."},
	{"HIREKIT_GOOGLE_TOKEN_URL", "(Google's)", "Google's token endpoint."},
	{"HIREKIT_GOOGLE_REVOKE_URL", "(Google's)", "Google's revoke endpoint (disconnect)."},
	{"HIREKIT_GOOGLE_JWKS_URL", "(Google's)", "The keys Google signs ID tokens with."},
	{"HIREKIT_GOOGLE_API_URL", "(Google's)", "Google Calendar API base (`…/calendar/v3`)."},
	{"HIREKIT_MICROSOFT_CLIENT_ID", "(empty)", "Microsoft (Entra) application for connecting Outlook calendars (redirect URI `<HIREKIT_BASE_URL>/api/v1/oauth/callback/outlook`). Empty = Outlook is not offered."},
	{"HIREKIT_MICROSOFT_CLIENT_SECRET", "(empty)", "The Microsoft application's secret."},
	{"HIREKIT_MICROSOFT_AUTH_URL", "(Microsoft's)", "Microsoft's authorize endpoint (`common` tenant); with TOKEN_URL and GRAPH_URL it points Hirekit at another server."},
	{"HIREKIT_MICROSOFT_TOKEN_URL", "(Microsoft's)", "Microsoft's token endpoint."},
	{"HIREKIT_MICROSOFT_GRAPH_URL", "(Microsoft's)", "Microsoft Graph base (`…/v1.0`)."},
	{"HIREKIT_RAZORPAY_KEY_ID", "(empty)", "Razorpay key id (`rzp_test_…` or `rzp_live_…`). With HIREKIT_RAZORPAY_KEY_SECRET it sells the India credit plans on /screeno/credits through Razorpay Checkout. Empty = every plan is by callback."},
	{"HIREKIT_RAZORPAY_KEY_SECRET", "(empty)", "Razorpay key secret: creates orders and checks the Checkout signature of each payment."},
	{"HIREKIT_RAZORPAY_WEBHOOK_SECRET", "(empty)", "Secret of the Razorpay webhook `<HIREKIT_BASE_URL>/api/v1/webhooks/razorpay` (events payment.captured, order.paid, payment.failed). Empty = webhooks are refused and credits come from the browser's confirmation only."},
	{"HIREKIT_RAZORPAY_API_URL", "(Razorpay's)", "Razorpay API base (without `/v1`); point it at `go run ./internal/apptest/cmd/fakeproviders`, which prints it."},
	{"HIREKIT_RAZORPAY_CHECKOUT_URL", "(Razorpay's)", "The Checkout script the credits page loads (`https://checkout.razorpay.com/v1/checkout.js`)."},
	{"HIREKIT_GREENHOUSE_URL", "https://harvest.greenhouse.io", "Greenhouse Harvest API origin (without `/v1`) that screening's Greenhouse connection talks to; point it at `go run ./internal/apptest/cmd/fakeproviders`, which prints it."},
	{"HIREKIT_LEVER_CLIENT_ID", "(empty)", "Lever OAuth application for importing Lever candidates into screening (redirect URI `<HIREKIT_BASE_URL>/api/v1/oauth/callback/lever`). Empty = the Lever card is disabled and offers a callback."},
	{"HIREKIT_LEVER_CLIENT_SECRET", "(empty)", "The Lever application's secret."},
	{"HIREKIT_LEVER_AUTH_URL", "https://auth.lever.co", "Lever's authorization server (`/authorize`, `/oauth/token`; sandbox `https://sandbox-lever.auth0.com`); point it at `go run ./internal/apptest/cmd/fakeproviders`, which prints it."},
	{"HIREKIT_LEVER_API_URL", "https://api.lever.co/v1", "Lever Data API base (sandbox `https://api.sandbox.lever.co/v1`, EU `https://api-eu.lever.co/v1`); the tokens' audience is this URL with a trailing slash."},
	{"HIREKIT_LLM_URL", "(empty)", "Base URL of an OpenAI-compatible API (`…/v1`; `/chat/completions` is added). When set, the resume parser asks it for the fields its rules are least sure of and keeps an answer only when it is printed in the resume, and the assistant asks it beside its grammar (with the action schemas as tools and only the records the prompt's words name), keeping its answer only when it fits a schema and names records it was shown. Empty = rules and grammar only; nothing is sent."},
	{"HIREKIT_LLM_MODEL", "(empty)", "Model name sent to HIREKIT_LLM_URL."},
	{"HIREKIT_LLM_API_KEY", "(empty)", "Bearer key for HIREKIT_LLM_URL, if it needs one. `HIREKIT_LLM_KEY` is read when this is unset."},
	{"HIREKIT_LLM_TIMEOUT", "4s", "How long the assistant waits for the model before answering with its grammar's reading."},
	{"HIREKIT_TRUSTED_PROXIES", "(empty)", "Comma-separated IPs or CIDRs of reverse proxies whose `X-Forwarded-For` is believed: the client is the right-most address not in the list. Empty = the socket's address."},
}

// Load builds a Config from command-line args (after the subcommand) and
// the environment. Flags win over variables.
func Load(name string, args []string, getenv func(string) string, stderr io.Writer) (Config, []string, error) {
	env := func(key, def string) string {
		if v := strings.TrimSpace(getenv(key)); v != "" {
			return v
		}
		return def
	}
	c := Config{}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.Addr, "addr", env("HIREKIT_ADDR", "127.0.0.1:8080"), "listen address")
	fs.StringVar(&c.DataDir, "data-dir", env("HIREKIT_DATA_DIR", "./data"), "data folder")
	fs.StringVar(&c.DatabaseURL, "database-url", env("HIREKIT_DATABASE_URL", ""), "database URL (empty = SQLite)")
	fs.BoolVar(&c.NoWorkers, "no-workers", false, "serve the API without job workers")
	if err := fs.Parse(args); err != nil {
		return Config{}, nil, err
	}
	c.Secret = getenv("HIREKIT_SECRET")
	c.MetricsAddr = env("HIREKIT_METRICS_ADDR", "")
	c.SMTPURL = env("HIREKIT_SMTP_URL", "")
	c.CareersHost = env("HIREKIT_CAREERS_HOST", "careers.localhost")
	c.LogLevel = env("HIREKIT_LOG_LEVEL", "info")
	c.LogFormat = env("HIREKIT_LOG_FORMAT", "text")
	c.BaseURL = strings.TrimRight(env("HIREKIT_BASE_URL", "http://"+loopbackOrigin(c.Addr)), "/")
	c.BlobURL = env("HIREKIT_BLOB_URL", "file://"+filepath.Join(c.DataDir, "blobs"))

	c.MailFrom = env("HIREKIT_MAIL_FROM", "Hirekit <no-reply@localhost>")
	for _, o := range strings.Split(env("HIREKIT_WAND_RETURN_ORIGINS", ""), ",") {
		if o = strings.TrimRight(strings.TrimSpace(o), "/"); o != "" {
			c.WandReturnOrigins = append(c.WandReturnOrigins, o)
		}
	}
	var err error
	if c.AutoApproveCompanies, err = strconv.ParseBool(env("HIREKIT_AUTO_APPROVE_COMPANIES", "true")); err != nil {
		return Config{}, nil, fmt.Errorf("HIREKIT_AUTO_APPROVE_COMPANIES must be true or false")
	}
	if c.ShutdownTimeout, err = time.ParseDuration(env("HIREKIT_SHUTDOWN_TIMEOUT", "20s")); err != nil {
		return Config{}, nil, fmt.Errorf("HIREKIT_SHUTDOWN_TIMEOUT: %w", err)
	}
	if c.QueuePollInterval, err = time.ParseDuration(env("HIREKIT_QUEUE_POLL_INTERVAL", "250ms")); err != nil {
		return Config{}, nil, fmt.Errorf("HIREKIT_QUEUE_POLL_INTERVAL: %w", err)
	}
	if c.JobTimeout, err = time.ParseDuration(env("HIREKIT_JOB_TIMEOUT", "5m")); err != nil || c.JobTimeout < time.Second {
		return Config{}, nil, fmt.Errorf("HIREKIT_JOB_TIMEOUT must be a duration of at least 1s")
	}
	if c.ScreeningTrialCredits, err = strconv.Atoi(env("HIREKIT_SCREENING_TRIAL_CREDITS", "50")); err != nil || c.ScreeningTrialCredits < 0 {
		return Config{}, nil, fmt.Errorf("HIREKIT_SCREENING_TRIAL_CREDITS must be a whole number, 0 or more")
	}
	c.SupportEmail = env("HIREKIT_SUPPORT_EMAIL", "")
	if c.ApplyRatePerIP, err = strconv.Atoi(env("HIREKIT_APPLY_RATE_PER_IP", "20")); err != nil || c.ApplyRatePerIP < 0 {
		return Config{}, nil, fmt.Errorf("HIREKIT_APPLY_RATE_PER_IP must be a whole number, 0 or more")
	}
	if c.ImportQuotaMB, err = strconv.Atoi(env("HIREKIT_IMPORT_QUOTA_MB", "2048")); err != nil || c.ImportQuotaMB < 1 {
		return Config{}, nil, fmt.Errorf("HIREKIT_IMPORT_QUOTA_MB must be a whole number, 1 or more")
	}
	if c.ImportUploadsPerHour, err = strconv.Atoi(env("HIREKIT_IMPORT_UPLOADS_PER_HOUR", "30")); err != nil || c.ImportUploadsPerHour < 0 {
		return Config{}, nil, fmt.Errorf("HIREKIT_IMPORT_UPLOADS_PER_HOUR must be a whole number, 0 or more")
	}
	for key, dst := range map[string]*string{
		"HIREKIT_GOOGLE_CLIENT_ID": &c.GoogleClientID, "HIREKIT_GOOGLE_CLIENT_SECRET": &c.GoogleClientSecret,
		"HIREKIT_GOOGLE_AUTH_URL": &c.GoogleAuthURL, "HIREKIT_GOOGLE_TOKEN_URL": &c.GoogleTokenURL,
		"HIREKIT_GOOGLE_REVOKE_URL": &c.GoogleRevokeURL, "HIREKIT_GOOGLE_JWKS_URL": &c.GoogleJWKSURL,
		"HIREKIT_GOOGLE_API_URL":      &c.GoogleAPIURL,
		"HIREKIT_MICROSOFT_CLIENT_ID": &c.MicrosoftClientID, "HIREKIT_MICROSOFT_CLIENT_SECRET": &c.MicrosoftClientSecret,
		"HIREKIT_MICROSOFT_AUTH_URL": &c.MicrosoftAuthURL, "HIREKIT_MICROSOFT_TOKEN_URL": &c.MicrosoftTokenURL,
		"HIREKIT_MICROSOFT_GRAPH_URL": &c.MicrosoftGraphURL,
		"HIREKIT_RAZORPAY_KEY_ID":     &c.RazorpayKeyID, "HIREKIT_RAZORPAY_KEY_SECRET": &c.RazorpayKeySecret,
		"HIREKIT_RAZORPAY_WEBHOOK_SECRET": &c.RazorpayWebhookSecret,
		"HIREKIT_RAZORPAY_API_URL":        &c.RazorpayAPIURL, "HIREKIT_RAZORPAY_CHECKOUT_URL": &c.RazorpayCheckoutURL,
		"HIREKIT_GREENHOUSE_URL":  &c.GreenhouseURL,
		"HIREKIT_LEVER_CLIENT_ID": &c.LeverClientID, "HIREKIT_LEVER_CLIENT_SECRET": &c.LeverClientSecret,
		"HIREKIT_LEVER_AUTH_URL": &c.LeverAuthURL, "HIREKIT_LEVER_API_URL": &c.LeverAPIURL,
		"HIREKIT_LLM_URL": &c.LLMURL, "HIREKIT_LLM_MODEL": &c.LLMModel,
	} {
		*dst = strings.TrimRight(env(key, ""), "/")
		if strings.HasSuffix(key, "_URL") && *dst != "" {
			if u, err := url.Parse(*dst); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				return Config{}, nil, fmt.Errorf("%s %q must be an http(s) URL", key, *dst)
			}
		}
	}
	if (c.LeverClientID == "") != (c.LeverClientSecret == "") {
		return Config{}, nil, fmt.Errorf("HIREKIT_LEVER_CLIENT_ID and HIREKIT_LEVER_CLIENT_SECRET go together: set both or neither")
	}
	if (c.RazorpayKeyID == "") != (c.RazorpayKeySecret == "") {
		return Config{}, nil, fmt.Errorf("HIREKIT_RAZORPAY_KEY_ID and HIREKIT_RAZORPAY_KEY_SECRET go together: set both or neither")
	}
	c.LLMKey = strings.TrimSpace(getenv("HIREKIT_LLM_API_KEY"))
	if c.LLMKey == "" {
		// The name issue 25 documented first.
		c.LLMKey = strings.TrimSpace(getenv("HIREKIT_LLM_KEY"))
	}
	if c.LLMTimeout, err = time.ParseDuration(env("HIREKIT_LLM_TIMEOUT", "4s")); err != nil || c.LLMTimeout < 100*time.Millisecond || c.LLMTimeout > 2*time.Minute {
		return Config{}, nil, fmt.Errorf("HIREKIT_LLM_TIMEOUT must be a duration from 100ms to 2m")
	}
	if c.DevMailbox, err = strconv.ParseBool(env("HIREKIT_DEV_MAILBOX", "false")); err != nil {
		return Config{}, nil, fmt.Errorf("HIREKIT_DEV_MAILBOX must be 1 or 0")
	}
	if c.WebhooksAllowPrivate, err = strconv.ParseBool(env("HIREKIT_WEBHOOKS_ALLOW_PRIVATE", "false")); err != nil {
		return Config{}, nil, fmt.Errorf("HIREKIT_WEBHOOKS_ALLOW_PRIVATE must be 1 or 0")
	}
	switch env("HIREKIT_RATE_LIMITS", "on") {
	case "on":
	case "off":
		if !c.DevMailbox || c.SMTPURL != "" {
			return Config{}, nil, fmt.Errorf("HIREKIT_RATE_LIMITS=off is for test installs only: it needs HIREKIT_DEV_MAILBOX=1 and no HIREKIT_SMTP_URL")
		}
		c.NoRateLimits = true
	default:
		return Config{}, nil, fmt.Errorf("HIREKIT_RATE_LIMITS must be on or off")
	}
	switch env("HIREKIT_TEST_CLOCK", "off") {
	case "off":
	case "on":
		if !c.DevMailbox || c.SMTPURL != "" {
			return Config{}, nil, fmt.Errorf("HIREKIT_TEST_CLOCK=on is for test installs only: it needs HIREKIT_DEV_MAILBOX=1 and no HIREKIT_SMTP_URL")
		}
		c.TestClock = true
	default:
		return Config{}, nil, fmt.Errorf("HIREKIT_TEST_CLOCK must be on or off")
	}
	for _, p := range strings.Split(env("HIREKIT_TRUSTED_PROXIES", ""), ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		prefix, err := netip.ParsePrefix(p)
		if err != nil {
			addr, aerr := netip.ParseAddr(p)
			if aerr != nil {
				return Config{}, nil, fmt.Errorf("HIREKIT_TRUSTED_PROXIES: %q is not an IP or CIDR", p)
			}
			prefix = netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, prefix.Masked())
	}
	if err := c.validate(); err != nil {
		return Config{}, nil, err
	}
	return c, fs.Args(), nil
}

func (c Config) validate() error {
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return fmt.Errorf("HIREKIT_ADDR %q: %w", c.Addr, err)
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			return fmt.Errorf("HIREKIT_METRICS_ADDR %q: %w", c.MetricsAddr, err)
		}
		if c.MetricsAddr == c.Addr && !strings.HasSuffix(c.Addr, ":0") {
			return fmt.Errorf("HIREKIT_METRICS_ADDR must differ from HIREKIT_ADDR: metrics are served apart from the API")
		}
	}
	if c.DatabaseURL != "" && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return fmt.Errorf("HIREKIT_DATABASE_URL must be empty (SQLite) or a postgres:// URL")
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("HIREKIT_BASE_URL %q must be an http(s) origin", c.BaseURL)
	}
	if h := c.CareersHost; h == "" || strings.ContainsAny(h, "/:?#@ ") {
		return fmt.Errorf("HIREKIT_CAREERS_HOST %q must be a host name without scheme, port or path", h)
	}
	if c.Secret != "" && len(c.Secret) < 32 {
		return fmt.Errorf("HIREKIT_SECRET must be at least 32 characters")
	}
	if c.SupportEmail != "" {
		if a, err := mail.ParseAddress(c.SupportEmail); err != nil || a.Address != c.SupportEmail {
			return fmt.Errorf("HIREKIT_SUPPORT_EMAIL %q must be a plain email address", c.SupportEmail)
		}
	}
	switch c.LogFormat {
	case "text", "json":
	default:
		return fmt.Errorf("HIREKIT_LOG_FORMAT must be text or json")
	}
	return nil
}

// IsLoopback reports whether the server listens only on a loopback address.
// The dev mailbox is open without login only then.
func (c Config) IsLoopback() bool {
	host, _, _ := net.SplitHostPort(c.Addr)
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// loopbackOrigin turns a listen address into the origin a local browser
// would use: an unspecified host becomes 127.0.0.1.
func loopbackOrigin(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}
