// Command load drives HTTP load at a Hirekit server and reports requests per
// second and latency percentiles for each path, each with its ratio to
// /healthz measured in the same run (the baseline).
//
//	go run ./bench/load -serve bin/hirekit -paths /healthz,/readyz -d 10s -c 32
//
// With -serve it starts the binary on a free port with a fresh data dir
// (SQLite, or PostgreSQL with -database-url) and stops it afterwards;
// otherwise it targets -base.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

type headers []string

func (h *headers) String() string     { return strings.Join(*h, ", ") }
func (h *headers) Set(v string) error { *h = append(*h, v); return nil }

func main() {
	var (
		base   = flag.String("base", "http://127.0.0.1:8080", "server origin (ignored with -serve)")
		serve  = flag.String("serve", "", "path of a hirekit binary to start for the run")
		dbURL  = flag.String("database-url", "", "with -serve: PostgreSQL URL (empty = SQLite)")
		paths  = flag.String("paths", "/healthz", "comma-separated paths; /healthz is always measured first as the baseline")
		dur    = flag.Duration("d", 10*time.Second, "duration per path")
		conns  = flag.Int("c", 32, "concurrent connections")
		warm   = flag.Duration("warmup", 2*time.Second, "warm-up per path, not counted")
		maxReq = flag.Int("max", 5_000_000, "stop a path after this many requests")
		login  = flag.String("login", "", "email:password to sign in with (POST /api/v1/login); the token is sent on every request")
		hdrs   headers
	)
	flag.Var(&hdrs, "H", "request header \"Name: value\" (repeatable)")
	flag.Parse()

	if *serve != "" {
		origin, stop, err := startServer(*serve, *dbURL)
		if err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			os.Exit(1)
		}
		defer stop()
		*base = origin
	}
	if *login != "" {
		token, err := signIn(*base, *login)
		if err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			os.Exit(1)
		}
		hdrs = append(hdrs, "Authorization: Bearer "+token)
	}
	list := []string{"/healthz"}
	for _, p := range strings.Split(*paths, ",") {
		if p = strings.TrimSpace(p); p != "" && p != "/healthz" {
			list = append(list, p)
		}
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns}}
	fmt.Printf("target %s, %d connections, %s per path\n", *base, *conns, *dur)
	fmt.Printf("%-50s %10s %9s %9s %9s %8s %8s\n", "path", "req/s", "p50", "p95", "p99", "errors", "ratio")
	var baseline float64
	for _, p := range list {
		run(client, *base+p, hdrs, *conns, *warm, *maxReq)
		r := run(client, *base+p, hdrs, *conns, *dur, *maxReq)
		if p == "/healthz" {
			baseline = r.rps
		}
		fmt.Printf("%-50s %10.0f %9s %9s %9s %8d %8.2f\n", p, r.rps, r.p(50), r.p(95), r.p(99), r.errors, r.rps/baseline)
	}
}

type result struct {
	rps       float64
	latencies []time.Duration
	errors    int64
}

func (r result) p(q int) string {
	if len(r.latencies) == 0 {
		return "-"
	}
	i := len(r.latencies) * q / 100
	if i >= len(r.latencies) {
		i = len(r.latencies) - 1
	}
	return r.latencies[i].Round(time.Microsecond).String()
}

// run keeps conns requests in flight for d (or until max requests) and
// collects every latency; a non-2xx answer counts as an error.
func run(client *http.Client, url string, hdrs headers, conns int, d time.Duration, max int) result {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var mu sync.Mutex
	var all []time.Duration
	var errs, count atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conns; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := make([]time.Duration, 0, 1024)
			for ctx.Err() == nil && count.Add(1) <= int64(max) {
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
				for _, h := range hdrs {
					k, v, _ := strings.Cut(h, ":")
					req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
				}
				t0 := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					if ctx.Err() == nil {
						errs.Add(1)
					}
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode >= 300 {
					errs.Add(1)
				}
				local = append(local, time.Since(t0))
			}
			mu.Lock()
			all = append(all, local...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	return result{rps: float64(len(all)) / elapsed.Seconds(), latencies: all, errors: errs.Load()}
}

// startServer runs the binary on a free loopback port with a fresh data
// dir and the demo data, and returns its origin and a stop function.
func startServer(bin, dbURL string) (string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	dir, err := os.MkdirTemp("", "hirekit-load-")
	if err != nil {
		return "", nil, err
	}
	env := append(os.Environ(), "HIREKIT_ADDR="+addr, "HIREKIT_DATA_DIR="+dir, "HIREKIT_DATABASE_URL="+dbURL,
		"HIREKIT_BASE_URL=http://"+addr, "HIREKIT_LOG_LEVEL=warn")
	demo := exec.Command(bin, "demo")
	demo.Env = env
	if out, err := demo.CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("demo: %v\n%s", err, out)
	}
	// No workers: the demo's resume-parsing jobs would otherwise compete
	// with the load for the same cores.
	cmd := exec.Command(bin, "serve", "--no-workers")
	cmd.Env = env
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	origin := "http://" + addr
	stop := func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
		os.RemoveAll(dir)
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(origin + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return origin, stop, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	stop()
	return "", nil, errors.New("server did not answer /healthz within 30s")
}

// signIn posts the credentials to /api/v1/login and returns the token.
func signIn(base, cred string) (string, error) {
	email, password, ok := strings.Cut(cred, ":")
	if !ok {
		return "", errors.New("-login wants email:password")
	}
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	resp, err := http.Post(base+"/api/v1/login", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Data.Token == "" {
		return "", fmt.Errorf("login as %s failed: status %d", email, resp.StatusCode)
	}
	return out.Data.Token, nil
}
