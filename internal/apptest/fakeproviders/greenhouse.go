package fakeproviders

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"hirekit/internal/resume/fixture"
)

// The Harvest keys the fake knows from the start: one with every
// endpoint permission, one lacking Sources and Custom Fields (the
// wizard's "missing permission" case).
const (
	GreenhouseKey        = "hirekit-greenhouse-harvest-key"
	GreenhouseLimitedKey = "hirekit-greenhouse-limited-key"
)

// Greenhouse endpoint permissions, as a key's "Manage Permissions" groups
// them and as the wizard's permission map names them.
var GreenhousePermissions = []string{"applications", "candidates", "tags", "users", "jobs", "job_posts", "job_stages", "sources", "custom_fields"}

// GreenhouseKnobs shape the fake's data and limits. The zero value of a
// field keeps the default.
type GreenhouseKnobs struct {
	// Jobs and CandidatesPerJob size the generated data (3 and 12).
	Jobs             int `json:"jobs,omitempty"`
	CandidatesPerJob int `json:"candidates_per_job,omitempty"`
	// RateLimit is the requests one key may make per 10 seconds (50, the
	// docs' example); -1 turns the limit off.
	RateLimit int `json:"rate_limit,omitempty"`
	// AttachmentTTL is how long a signed attachment URL stays valid, in
	// seconds (7 days).
	AttachmentTTL int `json:"attachment_ttl,omitempty"`
}

// Greenhouse fakes the Harvest v1 API (reference §1) and the S3 host its
// attachment links point at: Basic auth with the key as the user name,
// per-key endpoint permissions (403 "This API Key does not have
// permission for this endpoint"), Link-header paging (per_page up to
// 500), a per-key limit per 10 seconds answered with 429, Retry-After and
// X-RateLimit-*, and signed attachment URLs that answer 403 once expired.
type Greenhouse struct {
	mu        sync.Mutex
	knobs     GreenhouseKnobs
	denied    map[string]map[string]bool // key → endpoint permissions it lacks
	offset    time.Duration              // the fake's clock is now + offset
	windows   map[string]*ghWindow
	throttle  int // the next calls answering 429 whatever the limit
	jobs      []ghJob
	sources   []ghSource
	users     []ghUser
	cands     []*ghCandidate
	downloads map[int64]int
	expired   int // attachment downloads refused as expired
	requests  int
	secret    []byte
}

type ghWindow struct {
	start time.Time
	count int
}

type ghJob struct {
	ID     int64
	Name   string
	Status string
	Stages []ghStage
}

type ghStage struct {
	ID   int64
	Name string
}

type ghSource struct {
	ID   int64
	Name string
	Type string
}

type ghUser struct {
	ID       int64
	First    string
	Last     string
	Email    string
	Disabled bool
}

type ghCandidate struct {
	ID, AppID     int64
	First, Last   string
	Email, Phone  string
	Job           int64
	Stage         ghStage
	Source        ghSource
	Status        string
	Filename      string
	applicationAt time.Time
}

func newGreenhouse() *Greenhouse {
	g := &Greenhouse{secret: []byte("hirekit-fake-s3-signing")}
	g.reset(GreenhouseKnobs{})
	return g
}

// Reset forgets every change: knobs, keys, throttles, the clock and the
// download counts.
func (g *Greenhouse) Reset() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.reset(GreenhouseKnobs{})
}

func (g *Greenhouse) reset(k GreenhouseKnobs) {
	g.denied = map[string]map[string]bool{GreenhouseKey: {}, GreenhouseLimitedKey: {"sources": true, "custom_fields": true}}
	g.offset, g.throttle, g.expired, g.requests = 0, 0, 0, 0
	g.windows = map[string]*ghWindow{}
	g.downloads = map[int64]int{}
	g.setKnobs(k)
}

// SetKnobs regenerates the data for k (keys and clock are kept).
func (g *Greenhouse) SetKnobs(k GreenhouseKnobs) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.setKnobs(k)
}

// Knobs are the settings in force.
func (g *Greenhouse) Knobs() GreenhouseKnobs {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.knobs
}

func (g *Greenhouse) setKnobs(k GreenhouseKnobs) {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&k.Jobs, 3)
	def(&k.CandidatesPerJob, 12)
	def(&k.RateLimit, 50)
	def(&k.AttachmentTTL, 7*24*3600)
	g.knobs = k
	g.generate()
}

var ghFirst = []string{"Aarav", "Meera", "Kabir", "Diya", "Rohan", "Isha", "Vikram", "Sara", "Neel", "Tara", "Arjun", "Leela", "Omar", "Priya", "Dev"}
var ghLast = []string{"Sharma", "Iyer", "Khan", "Nair", "Gupta", "Reddy", "Das", "Mehta", "Rao", "Bose", "Menon", "Pillai"}
var ghJobNames = []string{"Backend Engineer", "Product Designer", "Data Analyst", "Site Reliability Engineer", "Frontend Engineer"}
var ghJobStatuses = []string{"open", "open", "closed", "draft"}

// generate builds the jobs, stages, sources, users and candidates the
// knobs ask for, the same every time.
func (g *Greenhouse) generate() {
	g.sources = []ghSource{{2, "Jobs page on your website", "company_marketing"}, {3, "LinkedIn", "social_media"},
		{4, "Referral", "referrals"}, {5, "Hirekit Agency", "agencies"}}
	g.users = []ghUser{{101, "Juliet", "Burke", "juliet.burke@example.com", false}, {102, "Kate", "Austen", "kate.austen@example.com", false},
		{103, "Ben", "Linus", "ben.linus@example.com", true}}
	g.jobs, g.cands = nil, nil
	created := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	seq := int64(0)
	for j := range g.knobs.Jobs {
		job := ghJob{ID: 4001 + int64(j), Name: ghJobNames[j%len(ghJobNames)], Status: ghJobStatuses[j%len(ghJobStatuses)]}
		if j >= len(ghJobNames) {
			job.Name += fmt.Sprintf(" %d", j/len(ghJobNames)+1)
		}
		for k, n := range []string{"Application Review", "Phone Screen", "Face to Face", "Offer"} {
			job.Stages = append(job.Stages, ghStage{ID: job.ID*10 + int64(k), Name: n})
		}
		g.jobs = append(g.jobs, job)
		for range g.knobs.CandidatesPerJob {
			seq++
			first, last := ghFirst[seq%int64(len(ghFirst))], ghLast[(seq/int64(len(ghFirst))+seq)%int64(len(ghLast))]
			c := &ghCandidate{ID: 50000 + seq, AppID: 90000 + seq, First: first, Last: last,
				Email: fmt.Sprintf("%s.%s.%d@example.net", strings.ToLower(first), strings.ToLower(last), seq),
				Phone: fmt.Sprintf("+91 98%03d %05d", seq%1000, 10000+seq), Job: job.ID,
				Stage: job.Stages[seq%int64(len(job.Stages))], Source: g.sources[seq%int64(len(g.sources))], Status: "active",
				applicationAt: created.Add(time.Duration(seq) * time.Hour)}
			ext := ".pdf"
			if seq%3 == 0 {
				ext = ".docx"
			}
			c.Filename = first + "_" + last + "_Resume" + ext
			g.cands = append(g.cands, c)
		}
	}
}

// SetKey makes key known, lacking the named endpoint permissions
// (GreenhousePermissions); a key never set answers 401.
func (g *Greenhouse) SetKey(key string, lacking ...string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	d := map[string]bool{}
	for _, p := range lacking {
		d[p] = true
	}
	g.denied[key] = d
}

// Throttle makes the next n calls answer 429 (Retry-After: the rest of
// the 10-second window).
func (g *Greenhouse) Throttle(n int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.throttle = n
}

// Advance moves the fake's clock forward (rate windows, link expiry).
func (g *Greenhouse) Advance(d time.Duration) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.offset += d
}

// Downloads counts each candidate's resume downloads that succeeded.
func (g *Greenhouse) Downloads() map[int64]int {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := map[int64]int{}
	for k, v := range g.downloads {
		out[k] = v
	}
	return out
}

// Expired counts attachment downloads refused because the link expired.
func (g *Greenhouse) Expired() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.expired
}

// Requests counts the API calls received (attachments aside).
func (g *Greenhouse) Requests() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.requests
}

func (g *Greenhouse) now() time.Time { return time.Now().Add(g.offset) }

func (g *Greenhouse) routes(mux *http.ServeMux, prefix, s3 string) {
	api := func(pattern, perm string, fn func(w http.ResponseWriter, r *http.Request)) {
		mux.HandleFunc("GET "+prefix+pattern, func(w http.ResponseWriter, r *http.Request) {
			if g.admit(w, r, perm) {
				fn(w, r)
			}
		})
	}
	api("/v1/users", "users", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		email := r.URL.Query().Get("email")
		for _, u := range g.users {
			if email == "" || strings.EqualFold(email, u.Email) {
				out = append(out, u.json())
			}
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/users/{id}", "users", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		defer g.mu.Unlock()
		for _, u := range g.users {
			if strconv.FormatInt(u.ID, 10) == r.PathValue("id") {
				writeJSON(w, http.StatusOK, u.json())
				return
			}
		}
		ghError(w, http.StatusNotFound, "Resource not found")
	})
	api("/v1/jobs", "jobs", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		for _, j := range g.jobs {
			if s := r.URL.Query().Get("status"); s == "" || s == j.Status {
				out = append(out, j.json())
			}
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/jobs/{id}/stages", "job_stages", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		defer g.mu.Unlock()
		for _, j := range g.jobs {
			if strconv.FormatInt(j.ID, 10) == r.PathValue("id") {
				out := []any{}
				for k, s := range j.Stages {
					out = append(out, s.json(j.ID, k))
				}
				writeJSON(w, http.StatusOK, out)
				return
			}
		}
		ghError(w, http.StatusNotFound, "Resource not found")
	})
	api("/v1/job_stages", "job_stages", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		for _, j := range g.jobs {
			for k, s := range j.Stages {
				out = append(out, s.json(j.ID, k))
			}
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/sources", "sources", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		for i, s := range g.sources {
			out = append(out, map[string]any{"id": s.ID, "name": s.Name, "type": map[string]any{"id": i + 1, "name": s.Type}})
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/candidates", "candidates", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		job := r.URL.Query().Get("job_id")
		for _, c := range g.cands {
			if job == "" || strconv.FormatInt(c.Job, 10) == job {
				out = append(out, g.candidateJSON(r, s3, c))
			}
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/candidates/{id}", "candidates", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		defer g.mu.Unlock()
		for _, c := range g.cands {
			if strconv.FormatInt(c.ID, 10) == r.PathValue("id") {
				writeJSON(w, http.StatusOK, g.candidateJSON(r, s3, c))
				return
			}
		}
		ghError(w, http.StatusNotFound, "Resource not found")
	})
	api("/v1/applications", "applications", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		job, status := r.URL.Query().Get("job_id"), r.URL.Query().Get("status")
		for _, c := range g.cands {
			if (job == "" || strconv.FormatInt(c.Job, 10) == job) && (status == "" || status == c.Status) {
				out = append(out, g.applicationJSON(r, s3, c))
			}
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	api("/v1/tags/candidate", "tags", func(w http.ResponseWriter, r *http.Request) {
		ghPage(w, r, []any{map[string]any{"id": 365, "name": "Ruby"}, map[string]any{"id": 366, "name": "Rails"}})
	})
	customFields := func(w http.ResponseWriter, r *http.Request) {
		out := []any{map[string]any{"id": 123456, "name": "Seniority Level", "active": true, "field_type": "job", "priority": 1,
			"value_type": "single_select", "private": true, "required": false, "name_key": "seniority_level",
			"custom_field_options": []any{map[string]any{"id": 123, "name": "Junior", "priority": 1, "external_id": "jr"}}}}
		// Custom fields use the newer paging: only rel="next".
		writeJSON(w, http.StatusOK, out)
	}
	api("/v1/custom_fields", "custom_fields", customFields)
	api("/v1/custom_fields/{field_type}", "custom_fields", customFields)
	api("/v1/job_posts", "job_posts", func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		var out []any
		for _, j := range g.jobs {
			out = append(out, map[string]any{"id": j.ID + 100000, "title": j.Name, "job_id": j.ID, "internal": false, "external": true,
				"active": true, "live": j.Status == "open", "content": "<p>Join us.</p>", "questions": []any{}})
		}
		g.mu.Unlock()
		ghPage(w, r, out)
	})
	mux.HandleFunc("GET "+s3+"/{candidate}/{file}", g.attachment)
}

// admit checks a call as Harvest does, in order: Basic auth with a known
// key, no body on a GET, the endpoint permission, the rate limit. It
// answers the refusal itself.
func (g *Greenhouse) admit(w http.ResponseWriter, r *http.Request, perm string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.requests++
	key, pass, ok := r.BasicAuth()
	denied, known := g.denied[key]
	if !ok || pass != "" || !known {
		ghError(w, http.StatusUnauthorized, "Invalid Basic Auth credentials")
		return false
	}
	if r.ContentLength > 0 {
		ghError(w, http.StatusForbidden, "You don't have access to that record. Or, ensure that you're not supplying body information in your GET calls.")
		return false
	}
	if denied[perm] {
		ghError(w, http.StatusForbidden, "This API Key does not have permission for this endpoint")
		return false
	}
	now := g.now()
	win := g.windows[key]
	if win == nil || now.Sub(win.start) >= 10*time.Second {
		win = &ghWindow{start: now}
		g.windows[key] = win
	}
	win.count++
	reset := win.start.Add(10 * time.Second)
	limit := g.knobs.RateLimit
	if limit > 0 {
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(limit))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(max(0, limit-win.count)))
	}
	if g.throttle > 0 || (limit > 0 && win.count > limit) {
		if g.throttle > 0 {
			g.throttle--
		}
		wait := int(reset.Sub(now).Seconds() + 0.999)
		w.Header().Set("Retry-After", strconv.Itoa(max(1, wait)))
		w.Header().Set("X-RateLimit-Reset", strconv.FormatInt(reset.Unix(), 10))
		ghError(w, http.StatusTooManyRequests, "Too Many Requests")
		return false
	}
	return true
}

func ghError(w http.ResponseWriter, status int, message string) {
	writeJSON(w, status, map[string]string{"message": message})
}

// ghPage writes one page of items as a bare array with a Link header
// (next, prev and, unless skip_count, last), as Harvest pages.
func ghPage(w http.ResponseWriter, r *http.Request, items []any) {
	q := r.URL.Query()
	per, err := strconv.Atoi(q.Get("per_page"))
	if err != nil || per < 1 {
		per = 100
	}
	per = min(per, 500)
	page, err := strconv.Atoi(q.Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	last := max(1, (len(items)+per-1)/per)
	link := func(p int, rel string) string {
		v := url.Values{}
		for k, vs := range q {
			v[k] = vs
		}
		v.Set("page", strconv.Itoa(p))
		v.Set("per_page", strconv.Itoa(per))
		u := url.URL{Scheme: "http", Host: r.Host, Path: r.URL.Path, RawQuery: v.Encode()}
		return "<" + u.String() + `>; rel="` + rel + `"`
	}
	var links []string
	if page < last {
		links = append(links, link(page+1, "next"))
	}
	if page > 1 {
		links = append(links, link(page-1, "prev"))
	}
	if q.Get("skip_count") != "true" && last > 1 {
		links = append(links, link(last, "last"))
	}
	if len(links) > 0 {
		w.Header().Set("Link", strings.Join(links, ",\n "))
	}
	from, to := min(len(items), (page-1)*per), min(len(items), page*per)
	out := items[from:to]
	if out == nil {
		out = []any{}
	}
	writeJSON(w, http.StatusOK, out)
}

func (u ghUser) json() map[string]any {
	return map[string]any{"id": u.ID, "name": u.First + " " + u.Last, "first_name": u.First, "last_name": u.Last,
		"primary_email_address": u.Email, "emails": []string{u.Email}, "disabled": u.Disabled, "site_admin": u.ID == 101,
		"employee_id": nil, "linked_candidate_ids": []int64{}, "created_at": "2015-11-18T22:26:32.243Z", "updated_at": "2016-11-17T16:13:48.888Z"}
}

func (j ghJob) json() map[string]any {
	return map[string]any{"id": j.ID, "name": j.Name, "requisition_id": fmt.Sprintf("REQ-%d", j.ID), "status": j.Status,
		"confidential": false, "is_template": false, "created_at": "2026-01-02T10:00:00Z", "opened_at": "2026-01-03T10:00:00Z",
		"closed_at": nil, "departments": []any{}, "offices": []any{}, "custom_fields": map[string]any{}, "openings": []any{}}
}

func (s ghStage) json(job int64, priority int) map[string]any {
	return map[string]any{"id": s.ID, "name": s.Name, "job_id": job, "priority": priority, "active": true,
		"created_at": "2026-01-02T10:00:00Z", "updated_at": "2026-01-02T10:00:00Z", "interviews": []any{}}
}

// attachmentURL signs a link to the candidate's resume valid for the
// TTL from now, on the S3 path.
func (g *Greenhouse) attachmentURL(r *http.Request, s3 string, c *ghCandidate) string {
	date := g.now().Unix()
	path := fmt.Sprintf("%s/%d/%s", s3, c.ID, url.PathEscape(c.Filename))
	q := url.Values{"X-Amz-Date": {strconv.FormatInt(date, 10)}, "X-Amz-Expires": {strconv.Itoa(g.knobs.AttachmentTTL)}}
	q.Set("X-Amz-Signature", g.sign(path, q.Get("X-Amz-Date"), q.Get("X-Amz-Expires")))
	return "http://" + r.Host + path + "?" + q.Encode()
}

func (g *Greenhouse) sign(path, date, expires string) string {
	m := hmac.New(sha256.New, g.secret)
	fmt.Fprintf(m, "%s\n%s\n%s", path, date, expires)
	return hex.EncodeToString(m.Sum(nil))
}

func (g *Greenhouse) applicationJSON(r *http.Request, s3 string, c *ghCandidate) map[string]any {
	return map[string]any{"id": c.AppID, "candidate_id": c.ID, "prospect": false, "status": c.Status,
		"applied_at": c.applicationAt.Format(time.RFC3339), "last_activity_at": c.applicationAt.Format(time.RFC3339), "rejected_at": nil,
		"source":        map[string]any{"id": c.Source.ID, "public_name": c.Source.Name},
		"current_stage": map[string]any{"id": c.Stage.ID, "name": c.Stage.Name},
		"jobs":          []any{map[string]any{"id": c.Job, "name": g.jobName(c.Job)}},
		"answers":       []any{}, "custom_fields": map[string]any{},
		"attachments": []any{map[string]any{"filename": c.Filename, "url": g.attachmentURL(r, s3, c), "type": "resume",
			"created_at": c.applicationAt.Format(time.RFC3339)}},
	}
}

func (g *Greenhouse) candidateJSON(r *http.Request, s3 string, c *ghCandidate) map[string]any {
	app := g.applicationJSON(r, s3, c)
	return map[string]any{"id": c.ID, "first_name": c.First, "last_name": c.Last, "company": nil, "title": nil,
		"created_at": c.applicationAt.Format(time.RFC3339), "updated_at": c.applicationAt.Format(time.RFC3339), "is_private": false,
		"photo_url": nil, "application_ids": []int64{c.AppID}, "attachments": app["attachments"],
		"phone_numbers":   []any{map[string]any{"value": c.Phone, "type": "mobile"}},
		"email_addresses": []any{map[string]any{"value": c.Email, "type": "personal"}},
		"addresses":       []any{}, "website_addresses": []any{}, "social_media_addresses": []any{}, "tags": []string{},
		"can_email": true, "applications": []any{app}, "educations": []any{}, "employments": []any{}}
}

func (g *Greenhouse) jobName(id int64) string {
	for _, j := range g.jobs {
		if j.ID == id {
			return j.Name
		}
	}
	return ""
}

// attachment serves a signed link as S3 does: a second auth mechanism
// is refused, a bad signature or an expired link is 403 with an XML body.
func (g *Greenhouse) attachment(w http.ResponseWriter, r *http.Request) {
	s3Error := func(status int, code, message string) {
		w.Header().Set("Content-Type", "application/xml")
		w.WriteHeader(status)
		fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?>`+"\n<Error><Code>%s</Code><Message>%s</Message></Error>", code, message)
	}
	if r.Header.Get("Authorization") != "" {
		s3Error(http.StatusBadRequest, "InvalidArgument", "Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified")
		return
	}
	q := r.URL.Query()
	g.mu.Lock()
	defer g.mu.Unlock()
	if !hmac.Equal([]byte(q.Get("X-Amz-Signature")), []byte(g.sign(r.URL.EscapedPath(), q.Get("X-Amz-Date"), q.Get("X-Amz-Expires")))) {
		s3Error(http.StatusForbidden, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.")
		return
	}
	date, _ := strconv.ParseInt(q.Get("X-Amz-Date"), 10, 64)
	ttl, _ := strconv.Atoi(q.Get("X-Amz-Expires"))
	if g.now().After(time.Unix(date, 0).Add(time.Duration(ttl) * time.Second)) {
		g.expired++
		s3Error(http.StatusForbidden, "AccessDenied", "Request has expired")
		return
	}
	for _, c := range g.cands {
		if strconv.FormatInt(c.ID, 10) == r.PathValue("candidate") && c.Filename == r.PathValue("file") {
			g.downloads[c.ID]++
			p := fixture.Person{Name: c.First + " " + c.Last, Email: c.Email, Phone: c.Phone,
				Sections: []fixture.Section{
					{Heading: "Experience", Lines: []string{"Acme Analytics\tJun 2023 – Present", g.jobName(c.Job), "• Shipped features end to end."}},
					{Heading: "Skills", Lines: []string{"Go, SQL, TypeScript"}},
				}}
			if strings.HasSuffix(c.Filename, ".docx") {
				w.Header().Set("Content-Type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
				_, _ = w.Write(fixture.ResumeDOCX(p))
				return
			}
			w.Header().Set("Content-Type", "application/pdf")
			_, _ = w.Write(fixture.ResumePDF(p))
			return
		}
	}
	s3Error(http.StatusNotFound, "NoSuchKey", "The specified key does not exist.")
}

// greenhouseControl steers the fake from a journey:
//
//	GET  /_fake/greenhouse/knobs       the knobs now
//	POST /_fake/greenhouse/knobs       body GreenhouseKnobs: regenerate the data
//	POST /_fake/greenhouse/keys        body {"key","lacking":[…]}: a key and the permissions it lacks
//	POST /_fake/greenhouse/throttle    body {"count"}: the next calls answer 429
//	POST /_fake/greenhouse/advance     body {"seconds"}: move the clock (links expire)
//	GET  /_fake/greenhouse/downloads   resume downloads per candidate, and expired links refused
//	POST /_fake/greenhouse/reset       back to the defaults (data, keys, clock, counts)
func (g *Greenhouse) control(mux *http.ServeMux) {
	mux.HandleFunc("POST /_fake/greenhouse/reset", func(w http.ResponseWriter, r *http.Request) {
		g.Reset()
		writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	})
	mux.HandleFunc("GET /_fake/greenhouse/knobs", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, g.Knobs())
	})
	mux.HandleFunc("POST /_fake/greenhouse/knobs", func(w http.ResponseWriter, r *http.Request) {
		var k GreenhouseKnobs
		if decode(w, r, &k) {
			g.SetKnobs(k)
			writeJSON(w, http.StatusOK, g.Knobs())
		}
	})
	mux.HandleFunc("POST /_fake/greenhouse/keys", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Key     string   `json:"key"`
			Lacking []string `json:"lacking"`
		}
		if decode(w, r, &b) {
			g.SetKey(b.Key, b.Lacking...)
			writeJSON(w, http.StatusOK, b)
		}
	})
	mux.HandleFunc("POST /_fake/greenhouse/throttle", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Count int `json:"count"`
		}
		if decode(w, r, &b) {
			g.Throttle(b.Count)
			writeJSON(w, http.StatusOK, b)
		}
	})
	mux.HandleFunc("POST /_fake/greenhouse/advance", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Seconds int `json:"seconds"`
		}
		if decode(w, r, &b) {
			g.Advance(time.Duration(b.Seconds) * time.Second)
			writeJSON(w, http.StatusOK, b)
		}
	})
	mux.HandleFunc("GET /_fake/greenhouse/downloads", func(w http.ResponseWriter, r *http.Request) {
		d := map[string]int{}
		for k, v := range g.Downloads() {
			d[strconv.FormatInt(k, 10)] = v
		}
		writeJSON(w, http.StatusOK, map[string]any{"downloads": d, "expired": g.Expired()})
	})
}
