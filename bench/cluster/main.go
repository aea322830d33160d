// Command cluster starts Hirekit as several processes on this machine and
// drives it through the proxy, as an install that outgrew one process runs
// (docs/architecture.md, "Process roles"; README, "Running several
// processes"):
//
//	go run ./bench/cluster                  # 6 generated resumes
//	go run ./bench/cluster -corpus ../shared/corpus/resumes -resumes 10
//
// It builds bin/hirekit-style binaries into a temporary folder, makes the
// PostgreSQL database hirekit_cluster afresh, starts a standalone S3 server
// (internal/apptest/cmd/fakes3, files in the temporary folder), two
// `hirekit serve --no-workers`, two `hirekit worker` (all four at once, so
// they migrate the empty database together) and HAProxy from Debian with
// deploy/haproxy.cfg (installed with apt-get when missing). Then, through
// the proxy only: it signs in as the demo admin, sends a careers
// application, uploads a screening batch and waits until every resume is
// parsed. It prints each step's time and which process did the work, and
// stops everything (also on failure). It is not part of make test.
package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"hirekit/bench/benchproc"
	"hirekit/internal/apptest/fakes3"
	"hirekit/internal/resume/fixture"
)

const (
	adminEmail    = "admin@demo.hirekit.test"
	adminPassword = "hirekit-demo"
)

func main() {
	var (
		pgAdmin = flag.String("postgres", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "PostgreSQL server (a database to connect to for CREATE DATABASE)")
		dbName  = flag.String("db", "hirekit_cluster", "database to make afresh")
		port    = flag.Int("port", 18080, "the proxy's port; the web processes take the next two, the S3 server port+300")
		n       = flag.Int("resumes", 6, "resumes in the screening batch")
		corpus  = flag.String("corpus", "", "folder of real resumes to upload (read at run time, never copied); empty = generated PDFs")
		keep    = flag.Bool("keep", false, "leave the temporary folder (logs, bucket) for a look")
	)
	flag.Parse()
	start := time.Now()
	cl, err := benchproc.StartCluster(benchproc.ClusterOptions{PostgresAdmin: *pgAdmin, Database: *dbName, Port: *port, Step: step})
	if err == nil {
		err = drive(cl, *n, *corpus)
		step("total", start)
	}
	if cl != nil && cl.Set != nil {
		step(fmt.Sprintf("stopped %d processes (SIGTERM, drained)", cl.Len()), time.Now().Add(-cl.Stop()))
		if *keep || err != nil {
			fmt.Printf("logs and bucket kept in %s\n", cl.Dir)
		} else {
			os.RemoveAll(cl.Dir)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "cluster:", err)
		os.Exit(1)
	}
}

func step(what string, since time.Time) {
	fmt.Printf("%-62s %8s\n", what, time.Since(since).Round(time.Millisecond))
}

// client sends requests through the proxy and counts which web process
// answered each.
type client struct {
	proxy  string
	token  string
	served map[string]int
}

func drive(cl *benchproc.Cluster, n int, corpus string) error {
	t := time.Now()
	if err := cl.Tool("credits", "grant", "--company", "acme", "--credits", "500"); err != nil {
		return err
	}
	step("hirekit credits grant --company acme --credits 500", t)
	c := &client{proxy: cl.Proxy, served: map[string]int{}}
	web := cl.WebAddrs
	dbURL := cl.DBURL
	fmt.Println("--- through the proxy ---")
	t = time.Now()
	var login struct {
		Data struct{ Token string } `json:"data"`
	}
	if err := c.call("POST", "/api/v1/login", "", map[string]string{"email": adminEmail, "password": adminPassword}, &login); err != nil {
		return err
	}
	c.token = login.Data.Token
	step("sign in as "+adminEmail, t)

	// The session is a signed token and its checks read the database:
	// both web processes accept it.
	for _, addr := range web {
		if code := get("http://"+addr+"/api/v1/notifications/get-unread-count", c.token); code != 200 {
			return fmt.Errorf("web %s refuses the session made through the proxy: %d", addr, code)
		}
	}
	fmt.Println("the session is accepted by web1 and web2 directly")

	t = time.Now()
	var open struct {
		Data struct {
			Requisitions []struct {
				Slug  string
				Title string `json:"designation"`
			} `json:"requisitions"`
		} `json:"data"`
	}
	if err := c.call("GET", "/api/v1/requisitions/get-open-requisitions?company_slug=acme", "", nil, &open); err != nil {
		return err
	}
	if len(open.Data.Requisitions) == 0 {
		return errors.New("the demo company has no live job")
	}
	// A job whose form asks no required screening question (the demo
	// has some), so the form below is complete.
	job := open.Data.Requisitions[0]
	for _, j := range open.Data.Requisitions {
		var one struct {
			Data struct {
				Questions []struct{ Required bool } `json:"screening_questions"`
			} `json:"data"`
		}
		if err := c.call("GET", "/api/v1/requisitions/from-slug/"+j.Slug+"?company_slug=acme", "", nil, &one); err != nil {
			return err
		}
		required := false
		for _, q := range one.Data.Questions {
			required = required || q.Required
		}
		if !required {
			job = j
			break
		}
	}
	email := fmt.Sprintf("cluster-%d@bench.hirekit.test", time.Now().Unix())
	if err := c.apply(job.Slug, email, fixture.ResumePDF(person(0))); err != nil {
		return err
	}
	step(fmt.Sprintf("careers application to %q", job.Title), t)

	files, err := resumes(n, corpus)
	if err != nil {
		return err
	}
	t = time.Now()
	var up struct {
		Data struct {
			Candidates []struct{ ID int64 } `json:"candidates"`
		} `json:"data"`
	}
	if err := c.upload("Cluster run "+time.Now().Format("15:04:05"), files, &up); err != nil {
		return err
	}
	if len(up.Data.Candidates) != len(files) {
		return fmt.Errorf("uploaded %d files, %d candidates", len(files), len(up.Data.Candidates))
	}
	step(fmt.Sprintf("screening batch of %d resumes uploaded", len(files)), t)

	var list struct {
		Data struct {
			Processing int `json:"processing"`
			Candidates []struct {
				ID     int64
				Status string
			} `json:"candidates"`
		} `json:"data"`
	}
	for {
		if err := c.call("GET", "/api/v1/screeno/list-resumes?per_page=100", c.token, nil, &list); err != nil {
			return err
		}
		if list.Data.Processing == 0 {
			break
		}
		if time.Since(t) > 3*time.Minute {
			return fmt.Errorf("%d resumes still processing after 3 minutes", list.Data.Processing)
		}
		time.Sleep(250 * time.Millisecond)
	}
	mine := map[int64]bool{}
	for _, cand := range up.Data.Candidates {
		mine[cand.ID] = true
	}
	states := map[string]int{}
	for _, cand := range list.Data.Candidates {
		if mine[cand.ID] {
			states[cand.Status]++
		}
	}
	step(fmt.Sprintf("batch done: %v", states), t)
	if states["parsed"]+states["error"] != len(files) {
		return fmt.Errorf("of %d resumes: %v", len(files), states)
	}

	fmt.Println("--- what each process did ---")
	fmt.Printf("requests answered through the proxy: %v\n", c.served)
	if err := report(dbURL, email, cl); err != nil {
		return err
	}
	return nil
}

// report reads, from the database and the bucket, that the work happened
// once and where.
func report(dbURL, email string, cl *benchproc.Cluster) error {
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	var apps int
	if err := db.QueryRow(`SELECT count(*) FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.email = $1`, email).Scan(&apps); err != nil {
		return err
	}
	fmt.Printf("careers application stored: %d (want 1)\n", apps)
	if apps != 1 {
		return fmt.Errorf("%d applications for %s", apps, email)
	}
	rows, err := db.Query(`SELECT kind, attempted_by[array_length(attempted_by, 1)] AS by, count(*) FROM river_job
		WHERE state = 'completed' GROUP BY 1, 2 ORDER BY 1, 2`)
	if err != nil {
		return err
	}
	defer rows.Close()
	clients := map[string]string{}
	fmt.Println("jobs completed, by kind and by the worker process that ran them (periodic kinds: once each):")
	for rows.Next() {
		var kind, by string
		var n int
		if err := rows.Scan(&kind, &by, &n); err != nil {
			return err
		}
		if _, ok := clients[by]; !ok {
			clients[by] = fmt.Sprintf("worker client %d", len(clients)+1)
		}
		fmt.Printf("  %-34s %-18s %4d\n", kind, clients[by], n)
	}
	var leader string
	if err := db.QueryRow(`SELECT leader_id FROM river_leader`).Scan(&leader); err == nil {
		fmt.Printf("periodic jobs' elected leader: %s\n", clients[leader]+" ("+leader+")")
	}
	var files int
	filepath.WalkDir(filepath.Join(cl.Dir, "s3", "buckets", fakes3.Bucket), func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files++
		}
		return nil
	})
	fmt.Printf("objects in the bucket: %d (the demo's files, the application's resume, the batch)\n", files)
	return nil
}

func get(u, token string) int {
	req, _ := http.NewRequest("GET", u, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	resp.Body.Close()
	return resp.StatusCode
}

// call sends a JSON request through the proxy and counts which process
// answered it.
func (c *client) call(method, path, token string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.proxy+path, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return c.do(req, out)
}

func (c *client) do(req *http.Request, out any) error {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	c.served[resp.Header.Get("X-Hirekit-Server")]++
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return fmt.Errorf("%s %s: %d %s", req.Method, req.URL.Path, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func (c *client) apply(job, email string, pdf []byte) error {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range map[string]string{"company_slug": "acme", "requisition_slug": job, "name": "Cluster Applicant", "email": email,
		"phone": "+91 90000 00000", "experience": "3", "privacy_policy": "true", "answers": "{}",
		"current_ctc": "1200000", "expected_ctc": "1500000", "salary_currency": "INR", "notice_period": "30"} {
		w.WriteField(k, v)
	}
	fw, _ := w.CreateFormFile("candidate_resume", "resume.pdf")
	fw.Write(pdf)
	w.Close()
	req, _ := http.NewRequest("POST", c.proxy+"/api/v1/candidate-application/apply", &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	return c.do(req, nil)
}

type file struct {
	name string
	data []byte
}

func (c *client) upload(title string, files []file, out any) error {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("screeno_job_title", title)
	for _, f := range files {
		fw, _ := w.CreateFormFile("resume_files[]", f.name)
		fw.Write(f.data)
	}
	w.Close()
	req, _ := http.NewRequest("POST", c.proxy+"/api/v1/screeno/upload-resumes", &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+c.token)
	return c.do(req, out)
}

// resumes are n generated PDFs, or the first n PDF/DOCX/DOC files of
// corpus, read now (never copied anywhere).
func resumes(n int, corpus string) ([]file, error) {
	var out []file
	if corpus == "" {
		for i := range n {
			out = append(out, file{fmt.Sprintf("generated-%02d.pdf", i+1), fixture.ResumePDF(person(i + 1))})
		}
		return out, nil
	}
	entries, err := os.ReadDir(corpus)
	if err != nil {
		return nil, err
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.IsDir() || (ext != ".pdf" && ext != ".docx" && ext != ".doc") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(corpus, e.Name()))
		if err != nil {
			return nil, err
		}
		out = append(out, file{e.Name(), data})
		if len(out) == n {
			break
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no resumes in %s", corpus)
	}
	return out, nil
}

// person is the sample resume under a name and address of its own.
func person(i int) fixture.Person {
	p := fixture.SamplePerson()
	first := []string{"Asha", "Ravi", "Meera", "Kabir", "Isha", "Arjun", "Nina", "Dev", "Tara", "Omar"}
	p.Name = fmt.Sprintf("%s Cluster%d", first[i%len(first)], i)
	p.Email = fmt.Sprintf("cluster.%d@example.org", i)
	return p
}
