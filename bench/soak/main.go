// Command soak sends screening uploads and careers applications to Hirekit
// and books self-scheduling slots while its processes are killed with
// SIGKILL and restarted at random moments, then checks that nothing was
// lost or stored twice, every resume ended parsed or in error, credits
// are exact, each slot was booked at most once and the bucket holds no
// orphan and misses no file (issue 31 item 3):
//
//	go run ./bench/soak -mode sqlite     # one `hirekit serve` on SQLite, files in its data dir
//	go run ./bench/soak -mode cluster    # PostgreSQL, S3, 2 web, 2 workers, HAProxy (bench/benchproc)
//
// Each Hirekit process is killed -kills times (3) while the load runs.
// The client behaves as a careful user would: an application that got no
// answer is sent again (the server stores one per person and job); an
// upload that got no answer is sent again only if none of its files was
// stored (there is no idempotency key for uploads), which the soak reads
// from the database; a self-scheduling link or a booking that got no
// answer is looked for through the API first (bookings.go). It prints the
// counts and exits non-zero when any check fails. Not part of make test.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"hirekit/bench/benchproc"
	"hirekit/internal/apptest/fakes3"
	"hirekit/internal/blob"
	"hirekit/internal/intake"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func main() {
	var (
		mode    = flag.String("mode", "sqlite", "sqlite (one process) or cluster")
		pgAdmin = flag.String("postgres", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "cluster: PostgreSQL server")
		port    = flag.Int("port", 18180, "the proxy's (cluster) or the server's (sqlite) port")
		uploads = flag.Int("uploads", 200, "resumes uploaded to screening, 5 a request")
		apps    = flag.Int("applications", 200, "careers applications")
		books   = flag.Int("bookings", 50, "self-scheduling links sent and booked (in pairs racing for one slot)")
		kills   = flag.Int("kills", 3, "SIGKILLs per Hirekit process")
		dur     = flag.Duration("duration", 20*time.Second, "how long the load is spread over (the kills too)")
		keep    = flag.Bool("keep", false, "keep the temporary folder")
	)
	flag.Parse()
	t, err := start(*mode, *pgAdmin, *port)
	if err == nil {
		err = soak(t, *uploads, *apps, *books, *kills, *dur)
	}
	if t != nil && t.set != nil {
		t.set.Stop()
		if *keep || err != nil {
			fmt.Printf("logs kept in %s\n", t.set.Dir)
		} else {
			os.RemoveAll(t.set.Dir)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "soak:", err)
		os.Exit(1)
	}
}

func step(what string, since time.Time) {
	fmt.Printf("%-62s %8s\n", what, time.Since(since).Round(time.Millisecond))
}

// target is what the soak drives: where requests go, the processes it may
// kill, and how to read the database and the files afterwards.
type target struct {
	mode    string
	set     *benchproc.Set
	base    string
	procs   []*benchproc.Proc
	ready   map[*benchproc.Proc]func(starts int) error
	dbURL   string
	dataDir string
	blobURL string
	blobEnv func(string) string
}

// settings every Hirekit process of the soak gets: jobs a killed process
// held run again 15 s after they started (not after 5 min); mail is kept
// in the database (the self-scheduling links are read there). The rate
// limits stay on: each applicant and candidate calls from its own
// loopback address (client.from).
var soakEnv = []string{"HIREKIT_JOB_TIMEOUT=5s", "HIREKIT_QUEUE_POLL_INTERVAL=100ms", "HIREKIT_DEV_MAILBOX=1"}

func start(mode, pgAdmin string, port int) (*target, error) {
	t := &target{mode: mode, ready: map[*benchproc.Proc]func(int) error{}}
	switch mode {
	case "cluster":
		cl, err := benchproc.StartCluster(benchproc.ClusterOptions{PostgresAdmin: pgAdmin, Database: "hirekit_soak", Port: port, Extra: soakEnv, Step: step})
		if cl != nil {
			t.set = cl.Set
		}
		if err != nil {
			return t, err
		}
		if err := cl.Tool("credits", "grant", "--company", "acme", "--credits", "1000"); err != nil {
			return t, err
		}
		t.base, t.dbURL, t.blobURL, t.blobEnv = cl.Proxy, cl.DBURL, cl.BlobURL, fakes3.Env
		for i, p := range cl.Web {
			t.procs = append(t.procs, p)
			t.ready[p] = func(int) error { return cl.WaitWeb(i, 60*time.Second) }
		}
		for _, p := range cl.Workers {
			t.procs = append(t.procs, p)
			t.ready[p] = func(starts int) error { return benchproc.WaitLog(p, "worker running", starts, 60*time.Second) }
		}
		return t, nil
	case "sqlite":
		set, err := benchproc.New()
		if err != nil {
			return nil, err
		}
		t.set = set
		tt := time.Now()
		bin, _, err := set.Build(false)
		if err != nil {
			return t, err
		}
		step("build hirekit", tt)
		t.dataDir = filepath.Join(set.Dir, "data")
		t.blobURL = "file://" + filepath.Join(t.dataDir, "blobs")
		t.blobEnv = func(string) string { return "" }
		addr := fmt.Sprintf("127.0.0.1:%d", port)
		t.base = "http://" + addr
		env := append([]string{"HIREKIT_DATA_DIR=" + t.dataDir, "HIREKIT_ADDR=" + addr, "HIREKIT_BASE_URL=" + t.base, "HIREKIT_LOG_LEVEL=warn"}, soakEnv...)
		tt = time.Now()
		if err := benchproc.RunTool(bin, env, "demo"); err != nil {
			return t, err
		}
		if err := benchproc.RunTool(bin, env, "credits", "grant", "--company", "acme", "--credits", "1000"); err != nil {
			return t, err
		}
		step("hirekit demo; credits grant (SQLite)", tt)
		p, err := set.Spawn("serve", env, bin, "serve")
		if err != nil {
			return t, err
		}
		t.procs = []*benchproc.Proc{p}
		t.ready[p] = func(int) error {
			return benchproc.WaitHTTP(t.base+"/healthz", 60*time.Second, func(s int) bool { return s == 200 })
		}
		return t, t.ready[p](1)
	}
	return nil, fmt.Errorf("unknown -mode %q", mode)
}

type client struct {
	base  string
	token string
	http  *http.Client
}

// send posts or gets and answers the status; err is a transport error (no
// answer).
func (c *client) send(method, path, contentType string, body []byte, out any) (int, error) {
	req, _ := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == 200 && out != nil {
		return 200, json.Unmarshal(raw, out)
	}
	if resp.StatusCode >= 400 && resp.StatusCode < 500 {
		return resp.StatusCode, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, raw)
	}
	return resp.StatusCode, nil
}

// retry sends until a 200; no answer or a 5xx is retried unless stored
// says the request took effect. A 4xx ends it with an error.
func retry(what string, send func() (int, error), stored func() bool, ambiguous, resent *atomic.Int64) error {
	deadline := time.Now().Add(3 * time.Minute)
	for attempt := 0; ; attempt++ {
		if attempt > 0 {
			resent.Add(1)
		}
		code, err := send()
		if code == 200 && err == nil {
			return nil
		}
		if code >= 400 && code < 500 {
			return fmt.Errorf("%s: %w", what, err)
		}
		if stored != nil && stored() {
			ambiguous.Add(1)
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: no 200 in 3 minutes (last %d %v)", what, code, err)
		}
		time.Sleep(300 * time.Millisecond)
	}
}

func soak(t *target, nUploads, nApps, nBookings, kills int, dur time.Duration) error {
	ctx := context.Background()
	db, err := sqldb.Open(ctx, t.dbURL, t.dataDir, sqldb.Options{MaxConns: 4})
	if err != nil {
		return err
	}
	defer db.Close()
	c := &client{base: t.base, http: &http.Client{Timeout: 2 * time.Minute}}
	var login struct {
		Data struct{ Token string } `json:"data"`
	}
	if _, err := c.send("POST", "/api/v1/login", "application/json", []byte(`{"email":"admin@demo.hirekit.test","password":"hirekit-demo"}`), &login); err != nil {
		return err
	}
	c.token = login.Data.Token
	job, err := c.openJob()
	if err != nil {
		return err
	}
	// The demo's own screening batch settles first: credits are compared
	// before and after.
	if err := settle(ctx, db, time.Minute); err != nil {
		return err
	}
	before, err := c.credits()
	if err != nil {
		return err
	}
	stamp := time.Now().Format("150405")
	title := "Soak " + stamp
	tt := time.Now()
	books, err := setupBookings(ctx, db, c, job, stamp, nBookings, dur)
	if err != nil {
		return fmt.Errorf("bookings setup: %w", err)
	}
	step(fmt.Sprintf("%d candidates apply, to be sent links (before any kill)", nBookings), tt)

	// The chaos: each process killed `kills` times at random moments
	// while the load runs, restarted after a short random pause.
	loadDone := make(chan struct{})
	var killLog []string
	var killsDuringLoad int
	chaosDone := make(chan error, 1)
	go func() {
		left := map[*benchproc.Proc]int{}
		starts := map[*benchproc.Proc]int{}
		for _, p := range t.procs {
			left[p], starts[p] = kills, 1
		}
		// Spread over the load: one kill every dur/(kills × processes) on
		// average, at a random moment within it.
		every := dur / time.Duration(kills*len(t.procs))
		for len(left) > 0 {
			time.Sleep(every/2 + time.Duration(rand.Int64N(int64(every))))
			var ps []*benchproc.Proc
			for p := range left {
				ps = append(ps, p)
			}
			p := ps[rand.IntN(len(ps))]
			during := false
			select {
			case <-loadDone:
			default:
				during = true
			}
			p.Kill()
			time.Sleep(time.Duration(100+rand.IntN(900)) * time.Millisecond)
			if err := p.Restart(); err != nil {
				chaosDone <- err
				return
			}
			starts[p]++
			if err := t.ready[p](starts[p]); err != nil {
				chaosDone <- err
				return
			}
			if during {
				killsDuringLoad++
			}
			killLog = append(killLog, p.Name)
			if left[p]--; left[p] == 0 {
				delete(left, p)
			}
		}
		chaosDone <- nil
	}()

	tt = time.Now()
	var ambiguousUploads, ambiguousApps, resentUploads, resentApps atomic.Int64
	errs := make(chan error, 5)

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := books.run(); err != nil {
			errs <- err
		}
	}()
	uploadBatches := make(chan int)
	appsCh := make(chan int)
	for range 2 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			pause := dur / time.Duration(max(1, (nUploads+9)/10))
			for b := range uploadBatches {
				time.Sleep(pause)
				names, body, ct := batch(b, min(5, nUploads-b*5), title)
				stored := func() bool {
					var n int
					q := "SELECT count(*) FROM screening_resumes WHERE filename IN (?" + strings.Repeat(", ?", len(names)-1) + ")"
					args := make([]any, len(names))
					for i, n := range names {
						args[i] = n
					}
					if err := db.Read.NewRaw(q, args...).Scan(ctx, &n); err != nil {
						return false
					}
					return n > 0
				}
				if err := retry("upload "+names[0], func() (int, error) {
					return c.send("POST", "/api/v1/screeno/upload-resumes", ct, body, nil)
				}, stored, &ambiguousUploads, &resentUploads); err != nil {
					errs <- err
					return
				}
			}
		}()
		go func() {
			defer wg.Done()
			pause := dur / time.Duration(max(1, nApps/2))
			for i := range appsCh {
				time.Sleep(pause)
				body, ct := application(job, i, stamp, fmt.Sprintf("soak-%s-app-%03d@bench.hirekit.test", stamp, i))
				from := c.from(fmt.Sprintf("127.10.%d.%d", i/250, 1+i%250))
				if err := retry(fmt.Sprintf("application %d", i), func() (int, error) {
					return from.send("POST", "/api/v1/candidate-application/apply", ct, body, nil)
				}, nil, &ambiguousApps, &resentApps); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	go func() {
		for b := 0; b*5 < nUploads; b++ {
			uploadBatches <- b
		}
		close(uploadBatches)
	}()
	go func() {
		for i := range nApps {
			appsCh <- i
		}
		close(appsCh)
	}()
	wg.Wait()
	close(loadDone)
	close(errs)
	for err := range errs {
		return err
	}
	step(fmt.Sprintf("load: %d uploads (5 a request), %d applications, %d bookings", nUploads, nApps, nBookings), tt)
	tt = time.Now()
	if err := <-chaosDone; err != nil {
		return fmt.Errorf("restart: %w", err)
	}
	step(fmt.Sprintf("%d SIGKILLs and restarts (%d during the load)", len(killLog), killsDuringLoad), tt)

	// Settle: every resume parsed or in error (jobs a killed worker held
	// are rescued 15 s after they started).
	tt = time.Now()
	if err := settle(ctx, db, 3*time.Minute); err != nil {
		return err
	}
	step("every resume parsed or in error", tt)
	fmt.Printf("bookings: requests sent again after no answer, and writes found done: %s\n", books.retries.String())
	return check(ctx, t, db, c, books, before, nUploads, nApps, stamp, ambiguousUploads.Load(), resentUploads.Load(), resentApps.Load())
}

// settle waits until no resume is processing.
func settle(ctx context.Context, db *sqldb.DB, within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		var n int
		if err := db.Read.NewRaw(`SELECT (SELECT count(*) FROM screening_resumes WHERE status = 'processing')
			+ (SELECT count(*) FROM candidate_applications WHERE resume_status = 'processing')`).Scan(ctx, &n); err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d resumes still processing after %s", n, within)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

type credits struct {
	Available int `json:"available_credits"`
	Pending   int `json:"pending_credits"`
	Used      int `json:"used_credits"`
	Reserved  int `json:"reserved_credits"`
}

func (c *client) credits() (credits, error) {
	var out struct{ Data credits }
	_, err := c.send("GET", "/api/v1/screeno/get-available-credits", "", nil, &out)
	return out.Data, err
}

// openJob is a live demo job whose form asks no required question.
func (c *client) openJob() (string, error) {
	var open struct {
		Data struct {
			Requisitions []struct{ Slug string } `json:"requisitions"`
		} `json:"data"`
	}
	if _, err := c.send("GET", "/api/v1/requisitions/get-open-requisitions?company_slug=acme", "", nil, &open); err != nil {
		return "", err
	}
	for _, j := range open.Data.Requisitions {
		var one struct {
			Data struct {
				Questions []struct{ Required bool } `json:"screening_questions"`
			} `json:"data"`
		}
		if _, err := c.send("GET", "/api/v1/requisitions/from-slug/"+j.Slug+"?company_slug=acme", "", nil, &one); err != nil {
			return "", err
		}
		required := false
		for _, q := range one.Data.Questions {
			required = required || q.Required
		}
		if !required {
			return j.Slug, nil
		}
	}
	return "", errors.New("no live demo job without a required question")
}

// batch is upload request b: n files named soak-uNNN.pdf, every 20th a
// broken PDF (it must end in error, its credit released).
func batch(b, n int, title string) (names []string, body []byte, contentType string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("screeno_job_title", title)
	for k := range n {
		i := b*5 + k
		name := fmt.Sprintf("soak-u%03d.pdf", i)
		data := []byte("%PDF-1.4 broken beyond repair")
		if i%20 != 7 {
			p := fixture.SamplePerson()
			p.Name = fmt.Sprintf("Soak Upload%c%c", 'A'+rune(i%26), 'A'+rune(i/26%26))
			p.Email = fmt.Sprintf("soak.u%d@example.org", i)
			data = fixture.ResumePDF(p)
		}
		fw, _ := w.CreateFormFile("resume_files[]", name)
		fw.Write(data)
		names = append(names, name)
	}
	w.Close()
	return names, buf.Bytes(), w.FormDataContentType()
}

func application(job string, i int, stamp, email string) ([]byte, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range map[string]string{"company_slug": "acme", "requisition_slug": job, "name": fmt.Sprintf("Soak Applicant %d", i),
		"email": email, "phone": "+91 90000 00000", "experience": "3",
		"privacy_policy": "true", "answers": "{}", "current_ctc": "1200000", "expected_ctc": "1500000", "salary_currency": "INR",
		"notice_period": "30"} {
		w.WriteField(k, v)
	}
	p := fixture.SamplePerson()
	p.Name = fmt.Sprintf("Soak Applicant%c", 'A'+rune(i%26))
	fw, _ := w.CreateFormFile("candidate_resume", "resume.pdf")
	fw.Write(fixture.ResumePDF(p))
	w.Close()
	return buf.Bytes(), w.FormDataContentType()
}

func check(ctx context.Context, t *target, db *sqldb.DB, c *client, books *bookings, before credits, nUploads, nApps int, stamp string, ambUp, resentUp, resentApps int64) error {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }

	var files []struct {
		Filename string `bun:"filename"`
		N        int    `bun:"n"`
		Parsed   int    `bun:"parsed"`
		Failed   int    `bun:"failed"`
	}
	if err := db.Read.NewRaw(`SELECT filename, count(*) AS n, count(*) FILTER (WHERE status = 'parsed') AS parsed,
		count(*) FILTER (WHERE status = 'error') AS failed FROM screening_resumes WHERE filename LIKE 'soak-u%' GROUP BY filename`).Scan(ctx, &files); err != nil {
		return err
	}
	dup, parsed, failed := 0, 0, 0
	for _, f := range files {
		if f.N > 1 {
			dup++
		}
		parsed += f.Parsed
		failed += f.Failed
	}
	lost := nUploads - len(files)
	fmt.Printf("uploads: %d files sent, %d stored, %d lost, %d duplicated (requests sent again: %d; without an answer but stored: %d); %d parsed, %d in error\n",
		nUploads, len(files), lost, dup, resentUp, ambUp, parsed, failed)
	if lost != 0 || dup != 0 {
		fail("uploads: %d lost, %d duplicated", lost, dup)
	}
	if wantFailed := (nUploads + 12) / 20; failed != wantFailed {
		fail("uploads: %d in error, want the %d broken files", failed, wantFailed)
	}

	var apps []struct {
		Email  string `bun:"email"`
		N      int    `bun:"n"`
		Resume string `bun:"resume"`
	}
	if err := db.Read.NewRaw(`SELECT c.email, count(*) AS n, max(a.resume_status) AS resume FROM candidate_applications a
		JOIN candidates c ON c.id = a.candidate_id WHERE c.email LIKE ? GROUP BY c.email`, "soak-"+stamp+"-app-%").Scan(ctx, &apps); err != nil {
		return err
	}
	dup = 0
	resumes := map[string]int{}
	for _, a := range apps {
		if a.N > 1 {
			dup++
		}
		resumes[a.Resume]++
	}
	lost = nApps - len(apps)
	fmt.Printf("applications: %d sent, %d stored, %d lost, %d duplicated (sent again after no answer or a 5xx: %d); resumes %v\n",
		nApps, len(apps), lost, dup, resentApps, resumes)
	if lost != 0 || dup != 0 {
		fail("applications: %d lost, %d duplicated", lost, dup)
	}

	if err := books.check(ctx, stamp, fail); err != nil {
		return err
	}

	after, err := c.credits()
	if err != nil {
		return err
	}
	var wrong int
	if err := db.Read.NewRaw(`SELECT count(*) FROM screening_resumes r WHERE r.filename LIKE 'soak-u%' AND (
		(SELECT count(*) FROM credit_entries e WHERE e.resume_id = r.id AND e.kind = CASE WHEN r.status = 'parsed' THEN 'commit' ELSE 'release' END) <> 1
		OR (SELECT count(*) FROM credit_entries e WHERE e.resume_id = r.id AND e.kind IN ('commit', 'release')) <> 1)`).Scan(ctx, &wrong); err != nil {
		return err
	}
	fmt.Printf("credits: before %+v, after %+v; files without exactly one settlement: %d\n", before, after, wrong)
	if after.Used-before.Used != parsed || after.Reserved != 0 || after.Available != before.Available || wrong != 0 {
		fail("credits: used %d more for %d parsed, %d reserved, available %d→%d, %d files settled wrongly",
			after.Used-before.Used, parsed, after.Reserved, before.Available, after.Available, wrong)
	}

	store, err := blob.OpenEnv(t.blobURL, t.blobEnv)
	if err != nil {
		return err
	}
	lister, ok := store.(blob.Lister)
	if !ok {
		return errors.New("the blob store cannot list")
	}
	listed := map[string]bool{}
	if err := lister.List(ctx, func(key string) error {
		if strings.HasPrefix(key, "screeno/") || strings.HasPrefix(key, "resumes/") {
			listed[key] = true
		}
		return nil
	}); err != nil {
		return err
	}
	var keys []string
	if err := db.Read.NewRaw(`SELECT blob_key FROM screening_resumes UNION SELECT resume_key FROM candidate_applications WHERE resume_key <> ''
		UNION SELECT resume_key FROM duplicate_submissions WHERE resume_key <> '' UNION SELECT resume_key FROM hub_candidates WHERE resume_key <> ''`).Scan(ctx, &keys); err != nil {
		return err
	}
	referenced := map[string]bool{}
	missing := 0
	for _, k := range keys {
		referenced[k] = true
		if (strings.HasPrefix(k, "screeno/") || strings.HasPrefix(k, "resumes/")) && !listed[k] {
			missing++
		}
	}
	// A file written just before a SIGKILL whose row never committed is
	// pending (intake's pending_blobs) until the hourly purge_pending_blobs
	// deletes it. Count those apart, then run that purge as it would run
	// an hour later: no orphan may be left.
	var pending []string
	if err := db.Read.NewRaw("SELECT blob_key FROM pending_blobs").Scan(ctx, &pending); err != nil {
		return err
	}
	isPending := map[string]bool{}
	for _, k := range pending {
		isPending[k] = true
	}
	orphans, pendingOrphans := 0, 0
	for k := range listed {
		if !referenced[k] {
			orphans++
			if isPending[k] {
				pendingOrphans++
			}
		}
	}
	fmt.Printf("resume files: %d in the store, %d referenced, %d missing, %d unreferenced (%d of them pending: a process died between the write and the commit)\n",
		len(listed), len(referenced), missing, orphans, pendingOrphans)
	purged, err := (&intake.Store{Blobs: store, DB: db}).PurgePending(ctx, time.Now().Add(intake.PendingFor+time.Minute))
	if err != nil {
		return err
	}
	left := 0
	if err := lister.List(ctx, func(key string) error {
		if (strings.HasPrefix(key, "screeno/") || strings.HasPrefix(key, "resumes/")) && !referenced[key] {
			left++
		}
		return nil
	}); err != nil {
		return err
	}
	fmt.Printf("purge_pending_blobs (as an hour later): %d deleted; orphans left: %d\n", purged, left)
	if left != 0 || missing != 0 {
		fail("files: %d orphaned, %d missing", left, missing)
	}
	if len(failures) > 0 {
		return errors.New(strings.Join(failures, "; "))
	}
	fmt.Println("soak passed: 0 lost, 0 duplicated, credits exact, each slot booked once, no orphan or missing file")
	return nil
}
