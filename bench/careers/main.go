// Command careers measures the public careers pages of a company with many
// open jobs, and loads the application form.
//
//	go build -tags embed -o bin/hirekit ./cmd/hirekit
//	go run ./bench/careers -serve bin/hirekit -jobs 500 -n 2000 -c 4
//
// It starts the binary (SQLite in a fresh data dir, or PostgreSQL with
// -database-url) with the demo data and the apply limit off, publishes
// jobs until the demo company has -jobs live ones, then:
//
//  1. times GET /healthz (the baseline), GET requisitions/get-open-requisitions
//     and a server-rendered job page on the careers host, -n requests each
//     from -c connections, and prints p50/p95/p99 and each p95's ratio to
//     /healthz's;
//  2. sends -applications applications to one job at once and checks, in
//     the database, that each is stored exactly once and none answered 5xx;
//  3. restarts the server with the default limit (20 per address in ten
//     minutes) and checks that the 21st application from one address is 429.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

const careersHost = "careers.localhost"

func main() {
	var (
		bin    = flag.String("serve", "bin/hirekit", "hirekit binary to start")
		dbURL  = flag.String("database-url", "", "PostgreSQL URL (empty = SQLite in a fresh data dir)")
		jobs   = flag.Int("jobs", 500, "live jobs the company has")
		n      = flag.Int("n", 2000, "requests per path")
		conns  = flag.Int("c", 4, "concurrent connections for the timed paths")
		apps   = flag.Int("applications", 200, "applications sent at once to one job")
		noLoad = flag.Bool("pages-only", false, "skip the application runs")
	)
	flag.Parse()
	if err := run(*bin, *dbURL, *jobs, *n, *conns, *apps, *noLoad); err != nil {
		fmt.Fprintln(os.Stderr, "careers:", err)
		os.Exit(1)
	}
}

func run(bin, dbURL string, jobs, n, conns, apps int, pagesOnly bool) error {
	dir, err := os.MkdirTemp("", "hirekit-careers-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	srv, err := start(bin, dir, dbURL, "0")
	if err != nil {
		return err
	}
	// Whichever server runs at the end is stopped (the run starts two).
	defer func() { srv.stop() }()
	token, err := signIn(srv.origin, "admin@demo.hirekit.test", "hirekit-demo")
	if err != nil {
		return err
	}
	live, err := publishUntil(srv.origin, token, jobs)
	if err != nil {
		return err
	}
	job := live[0]
	fmt.Printf("company acme: %d live jobs; %d requests per path, %d connections\n", len(live), n, conns)
	fmt.Printf("%-58s %9s %9s %9s %9s %10s\n", "path", "req/s", "p50", "p95", "p99", "p95 ratio")
	targets := []struct{ name, url, host string }{
		{"/healthz", srv.origin + "/healthz", ""},
		{"GET requisitions/get-open-requisitions (" + fmt.Sprint(len(live)) + " jobs)", srv.origin + "/api/v1/requisitions/get-open-requisitions?company_slug=acme", ""},
		{"job page on the careers host (server-rendered)", srv.origin + "/acme/" + job + "/apply", careersHost},
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
	var base time.Duration
	for _, t := range targets {
		timeRequests(client, t.url, t.host, conns, n/5) // warm-up
		r, err := timeRequests(client, t.url, t.host, conns, n)
		if err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
		if base == 0 {
			base = r.p(95)
		}
		fmt.Printf("%-58s %9.0f %9s %9s %9s %10.1f\n", t.name, r.rps, r.p(50), r.p(95), r.p(99), float64(r.p(95))/float64(base))
	}
	if pagesOnly {
		return nil
	}

	// 200 applications at once, limit off.
	stamp := time.Now().UnixNano()
	pdf := fixture.ResumePDF(fixture.SamplePerson())
	statuses := map[int]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	t0 := time.Now()
	for i := range apps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, err := apply(client, srv.origin, job, fmt.Sprintf("load-%d-%d@bench.hirekit.test", stamp, i), pdf, "")
			if err != nil {
				code = -1
			}
			mu.Lock()
			statuses[code]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	took := time.Since(t0)
	stored, distinct, err := countApplications(srv, job, fmt.Sprintf("load-%d-", stamp))
	if err != nil {
		return err
	}
	fmt.Printf("\n%d applications at once to %s: %v in %s; stored %d, distinct candidates %d\n", apps, job, statuses, took.Round(time.Millisecond), stored, distinct)
	fives := 0
	for code, k := range statuses {
		if code >= 500 || code < 0 {
			fives += k
		}
	}
	if statuses[200] != apps || stored != apps || distinct != apps || fives != 0 {
		return errors.New("the applications were not each stored exactly once")
	}
	srv.stop()

	// The default limit: the 21st from one address in ten minutes is 429.
	srv, err = start(bin, dir, dbURL, "")
	if err != nil {
		return err
	}
	var codes []int
	for i := range 21 {
		code, err := apply(client, srv.origin, job, fmt.Sprintf("limit-%d-%d@bench.hirekit.test", stamp, i), pdf, "203.0.113.9")
		if err != nil {
			return err
		}
		codes = append(codes, code)
	}
	fmt.Printf("21 applications from one address with the default limit: %v\n", codes)
	for i, c := range codes {
		if want := map[bool]int{true: 200, false: 429}[i < 20]; c != want {
			return fmt.Errorf("application %d answered %d, want %d", i+1, c, want)
		}
	}
	return nil
}

type server struct {
	origin, dir, dbURL string
	cmd                *exec.Cmd
}

func (s *server) stop() {
	if s.cmd != nil && s.cmd.ProcessState == nil {
		s.cmd.Process.Signal(syscall.SIGTERM)
		s.cmd.Wait()
	}
}

// start runs the binary on a free port over dir (with the demo data),
// with HIREKIT_APPLY_RATE_PER_IP set to rate unless rate is "". The
// loopback address is a trusted proxy, so X-Forwarded-For names the
// applicant of the limit check.
func start(bin, dir, dbURL, rate string) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	env := append(os.Environ(), "HIREKIT_ADDR="+addr, "HIREKIT_DATA_DIR="+dir, "HIREKIT_DATABASE_URL="+dbURL,
		"HIREKIT_BASE_URL=http://"+addr, "HIREKIT_LOG_LEVEL=warn", "HIREKIT_TRUSTED_PROXIES=127.0.0.1")
	if rate != "" {
		env = append(env, "HIREKIT_APPLY_RATE_PER_IP="+rate)
	}
	demo := exec.Command(bin, "demo")
	demo.Env = env
	if out, err := demo.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("demo: %v\n%s", err, out)
	}
	// No workers: parsing the demo's resumes would compete with the timed
	// requests for the same cores (the applications' jobs wait in the queue).
	cmd := exec.Command(bin, "serve", "--no-workers")
	cmd.Env = env
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{origin: "http://" + addr, dir: dir, dbURL: dbURL, cmd: cmd}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if resp, err := http.Get(s.origin + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
	}
	s.stop()
	return nil, errors.New("server did not answer /healthz within 30s")
}

// publishUntil creates and publishes jobs (as the admin) until the demo
// company has want live ones, and returns their slugs.
func publishUntil(origin, token string, want int) ([]string, error) {
	live, err := liveJobs(origin)
	if err != nil {
		return nil, err
	}
	departments := []string{"Engineering", "Design", "Data", "Marketing", "Sales", "People", "Customer Success", "Finance"}
	cities := []string{"Bengaluru", "Pune", "Mumbai", "Hyderabad", "Singapore", "London", "Berlin"}
	for i := len(live); i < want; i++ {
		body := map[string]any{"title": fmt.Sprintf("Bench Engineer %d", i), "department": departments[i%len(departments)], "job_type": "full_time",
			"min_experience": i % 6, "max_experience": i%6 + 4, "openings": 1,
			"locations":   []map[string]any{{"city": cities[i%len(cities)], "country": "India"}},
			"description": "<p>Build and run the services that hire the world. " + strings.Repeat("Own features end to end. ", 20) + "</p>"}
		var created struct {
			Data struct {
				Requisition struct{ ID int64 } `json:"requisition"`
			} `json:"data"`
		}
		if err := call(origin, token, "POST", "/api/v1/requisitions", body, &created); err != nil {
			return nil, err
		}
		if err := call(origin, token, "POST", fmt.Sprintf("/api/v1/requisitions/%d/publish", created.Data.Requisition.ID), map[string]any{}, nil); err != nil {
			return nil, err
		}
	}
	return liveJobs(origin)
}

func liveJobs(origin string) ([]string, error) {
	var out struct {
		Data struct {
			Requisitions []struct{ Slug string } `json:"requisitions"`
		} `json:"data"`
	}
	if err := call(origin, "", "GET", "/api/v1/requisitions/get-open-requisitions?company_slug=acme", nil, &out); err != nil {
		return nil, err
	}
	var slugs []string
	for _, r := range out.Data.Requisitions {
		slugs = append(slugs, r.Slug)
	}
	return slugs, nil
}

func call(origin, token, method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, origin+path, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func signIn(origin, email, password string) (string, error) {
	var out struct {
		Data struct{ Token string } `json:"data"`
	}
	err := call(origin, "", "POST", "/api/v1/login", map[string]string{"email": email, "password": password}, &out)
	return out.Data.Token, err
}

// apply posts one careers application; from, when set, is the client
// address a trusted proxy names.
func apply(client *http.Client, origin, job, email string, pdf []byte, from string) (int, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range map[string]string{"company_slug": "acme", "requisition_slug": job, "name": "Load Applicant", "email": email,
		"phone": "+91 90000 00000", "experience": "3", "privacy_policy": "true", "answers": "{}"} {
		w.WriteField(k, v)
	}
	fw, _ := w.CreateFormFile("candidate_resume", "resume.pdf")
	fw.Write(pdf)
	w.Close()
	req, _ := http.NewRequest("POST", origin+"/api/v1/candidate-application/apply", &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	if from != "" {
		req.Header.Set("X-Forwarded-For", from)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// countApplications counts, in the database itself, the applications to
// job from emails starting with prefix, and their distinct candidates.
func countApplications(s *server, job, prefix string) (int, int, error) {
	ctx := context.Background()
	db, err := sqldb.Open(ctx, s.dbURL, s.dir, sqldb.Options{MaxConns: 2})
	if err != nil {
		return 0, 0, err
	}
	defer db.Close()
	var row struct {
		N        int `bun:"n"`
		Distinct int `bun:"d"`
	}
	err = db.Read.NewRaw(`SELECT count(*) AS n, count(DISTINCT c.email) AS d FROM candidate_applications a
		JOIN candidates c ON c.id = a.candidate_id JOIN requisitions r ON r.id = a.requisition_id
		WHERE r.slug = ? AND c.email LIKE ?`, job, prefix+"%").Scan(ctx, &row)
	return row.N, row.Distinct, err
}

type timing struct {
	rps float64
	all []time.Duration
}

func (t timing) p(q int) time.Duration {
	if len(t.all) == 0 {
		return 0
	}
	return t.all[min(len(t.all)-1, len(t.all)*q/100)].Round(10 * time.Microsecond)
}

// timeRequests sends n GET requests from conns connections (Host set when host
// is not empty) and collects their latencies; any non-200 fails the run.
func timeRequests(client *http.Client, url, host string, conns, n int) (timing, error) {
	var mu sync.Mutex
	var all []time.Duration
	var failed error
	next := make(chan struct{}, n)
	for range n {
		next <- struct{}{}
	}
	close(next)
	var wg sync.WaitGroup
	t0 := time.Now()
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range next {
				req, _ := http.NewRequest("GET", url, nil)
				if host != "" {
					req.Host = host
				}
				start := time.Now()
				resp, err := client.Do(req)
				if err == nil {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						err = fmt.Errorf("status %d", resp.StatusCode)
					}
				}
				d := time.Since(start)
				mu.Lock()
				all = append(all, d)
				if err != nil && failed == nil {
					failed = err
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(t0)
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	return timing{rps: float64(len(all)) / elapsed.Seconds(), all: all}, failed
}
