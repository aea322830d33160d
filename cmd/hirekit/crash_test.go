package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

// buildOnce builds this program once for the tests that run it as a
// separate process.
var buildOnce = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "hirekit-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "hirekit")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// process is a running `hirekit serve`.
type process struct {
	cmd    *exec.Cmd
	base   string
	output *bytes.Buffer
	mu     *sync.Mutex
}

func (p *process) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.output.String()
}

// startServe runs the binary's serve with env on a free port and waits for
// its listening line.
func startServe(t *testing.T, bin string, env []string) *process {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(env, "HIREKIT_ADDR="+addr, "HIREKIT_BASE_URL=http://"+addr)
	p := &process{cmd: cmd, output: &bytes.Buffer{}, mu: &sync.Mutex{}}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = writerFunc(func(b []byte) (int, error) {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.output.Write(b)
	})
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	listening := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if l := sc.Text(); strings.Contains(l, "listening on") {
				listening <- regexp.MustCompile(`http://\S+`).FindString(l)
			}
		}
	}()
	select {
	case p.base = <-listening:
	case <-time.After(60 * time.Second):
		t.Fatalf("serve did not listen within 60 s\n%s", p.log())
	}
	return p
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

// call makes one API request and decodes {"data": …} into out.
func call(t *testing.T, method, url, token, ctype string, body io.Reader, out any) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("%s %s: %d %s", method, url, resp.StatusCode, raw)
	}
	if out != nil {
		var env struct {
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(raw, &env); err != nil || json.Unmarshal(env.Data, out) != nil {
			t.Fatalf("%s %s: cannot read %s", method, url, raw)
		}
	}
}

type listing struct {
	Candidates []struct {
		ID     int64  `json:"id"`
		Status string `json:"status"`
	} `json:"candidates"`
	Processing int `json:"processing"`
}

// TestScreeningSurvivesSIGKILL uploads a batch to a real `hirekit serve`,
// kills it with SIGKILL while the batch is being parsed, starts it again
// and expects every file to end parsed or in error, each credit settled
// once: used exactly for the parsed files, nothing left reserved.
func TestScreeningSurvivesSIGKILL(t *testing.T) {
	bin, err := buildOnce()
	if err != nil {
		t.Fatal(err)
	}
	for _, engine := range apptest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			t.Parallel()
			dbURL, dataDir := databaseEnv(t, engine), t.TempDir()
			env := append(os.Environ(),
				"HIREKIT_DATA_DIR="+dataDir,
				"HIREKIT_DATABASE_URL="+dbURL,
				"HIREKIT_QUEUE_POLL_INTERVAL=100ms",
				// Jobs a killed process held run again 5 s + 10 s after
				// they started, instead of after River's hour.
				"HIREKIT_JOB_TIMEOUT=5s",
				"HIREKIT_DEV_MAILBOX=1",
				"HIREKIT_LOG_LEVEL=warn",
			)
			first := startServe(t, bin, env)

			var session struct {
				Token   string `json:"token"`
				Company struct {
					ID int64 `json:"id"`
				} `json:"company"`
			}
			call(t, "POST", first.base+"/api/v1/company", "", "application/json", strings.NewReader(`{"user":{"email":"owner@crash.test",
				"password":"correct horse","phone_number":"+91 98765 43210"},"company":{"name":"Crash Test"},"product":"screeno"}`), &session)
			var mailbox struct {
				Messages []struct{ Text string } `json:"messages"`
			}
			call(t, "GET", first.base+"/api/v1/dev/mailbox?to=owner@crash.test", "", "", nil, &mailbox)
			token := ""
			for _, m := range mailbox.Messages {
				if m := regexp.MustCompile(`/email-verify/([A-Za-z0-9._~-]+)`).FindStringSubmatch(m.Text); m != nil {
					token = m[1]
				}
			}
			if token == "" {
				t.Fatalf("no verification link in %+v", mailbox)
			}
			call(t, "POST", first.base+"/api/v1/users/verify-email", "", "application/json", strings.NewReader(`{"verify_token":"`+token+`"}`), nil)
			grant := exec.Command(bin, "credits", "grant", "--company", "crash-test", "--credits", "100")
			grant.Env = env
			if out, err := grant.CombinedOutput(); err != nil {
				t.Fatalf("credits grant: %v\n%s", err, out)
			}

			// 100 files, the batch limit: 95 resumes and 5 broken files.
			var body bytes.Buffer
			w := multipart.NewWriter(&body)
			w.WriteField("screeno_job_title", "Crash")
			for i := range 100 {
				data := []byte("%PDF-1.4 broken beyond repair")
				if i%20 != 7 {
					p := fixture.SamplePerson()
					p.Name = fmt.Sprintf("Crash Person%c", 'A'+rune(i%26))
					data = fixture.ResumePDF(p)
				}
				fw, _ := w.CreateFormFile("resume_files[]", fmt.Sprintf("cv%03d.pdf", i))
				fw.Write(data)
			}
			w.Close()
			call(t, "POST", first.base+"/api/v1/screeno/upload-resumes", session.Token, w.FormDataContentType(), &body, nil)

			// Kill as soon as part of the batch is done.
			var before listing
			deadline := time.Now().Add(60 * time.Second)
			for {
				call(t, "GET", first.base+"/api/v1/screeno/list-resumes?per_page=100", session.Token, "", nil, &before)
				if before.Processing < 100 || time.Now().After(deadline) {
					break
				}
				time.Sleep(5 * time.Millisecond)
			}
			if err := first.cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			first.cmd.Wait()
			if before.Processing == 0 || before.Processing == 100 {
				t.Fatalf("%d of 100 files processing at the kill, want part of the batch\n%s", before.Processing, first.log())
			}
			t.Logf("killed with %d of 100 files processing", before.Processing)

			second := startServe(t, bin, env)
			var after listing
			deadline = time.Now().Add(3 * time.Minute)
			for {
				call(t, "GET", second.base+"/api/v1/screeno/list-resumes?per_page=100", session.Token, "", nil, &after)
				if after.Processing == 0 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("%d files still processing 3 minutes after the restart\n%s", after.Processing, second.log())
				}
				time.Sleep(250 * time.Millisecond)
			}
			parsed, failed := 0, 0
			for _, c := range after.Candidates {
				switch c.Status {
				case "parsed":
					parsed++
				case "error":
					failed++
				default:
					t.Errorf("candidate %d ended %q", c.ID, c.Status)
				}
			}
			if parsed != 95 || failed != 5 {
				t.Errorf("%d parsed and %d in error, want 95 and 5", parsed, failed)
			}
			var credits struct {
				Available int `json:"available_credits"`
				Pending   int `json:"pending_credits"`
				Used      int `json:"used_credits"`
				Reserved  int `json:"reserved_credits"`
			}
			call(t, "GET", second.base+"/api/v1/screeno/get-available-credits", session.Token, "", nil, &credits)
			if credits.Available != 150 || credits.Used != parsed || credits.Reserved != 0 || credits.Pending != 150-parsed {
				t.Errorf("credits %+v, want 150 available, %d used, none reserved", credits, parsed)
			}
			second.cmd.Process.Signal(os.Interrupt)
			second.cmd.Wait()

			// The ledger agrees: one settlement per file, of the right kind.
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			db, err := sqldb.Open(ctx, dbURL, dataDir, sqldb.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			var wrong int
			if err := db.Read.NewRaw(`SELECT count(*) FROM screening_resumes r WHERE r.company_id = ? AND (
				(SELECT count(*) FROM credit_entries e WHERE e.resume_id = r.id AND e.kind = CASE WHEN r.status = 'parsed' THEN 'commit' ELSE 'release' END) <> 1
				OR (SELECT count(*) FROM credit_entries e WHERE e.resume_id = r.id AND e.kind IN ('commit', 'release')) <> 1)`,
				session.Company.ID).Scan(ctx, &wrong); err != nil {
				t.Fatal(err)
			}
			if wrong != 0 {
				t.Errorf("%d files without exactly one settlement of their outcome's kind", wrong)
			}
		})
	}
}
