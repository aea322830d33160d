// Package benchproc starts, kills and restarts the processes of a Hirekit
// install on this machine for bench/cluster and bench/soak: the binaries,
// a fresh PostgreSQL database, the file-backed S3 server, web and worker
// processes and HAProxy with deploy/haproxy.cfg. Each process has its own
// process group and log file.
package benchproc

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// Set is the processes a run started, stopped together.
type Set struct {
	Dir   string // temporary folder: binaries, logs, data dirs, bucket
	mu    sync.Mutex
	procs []*Proc
}

// Proc is one started process; Restart starts it again alike.
type Proc struct {
	Name string
	Log  string
	bin  string
	args []string
	env  []string
	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{}
}

// New makes a Set over a fresh temporary folder.
func New() (*Set, error) {
	dir, err := os.MkdirTemp("", "hirekit-bench-")
	if err != nil {
		return nil, err
	}
	return &Set{Dir: dir}, nil
}

// Build builds cmd/hirekit and the standalone S3 server into the Set's
// folder and returns their paths; it installs HAProxy from Debian when
// withProxy and it is missing.
func (s *Set) Build(withProxy bool) (hirekit, fakes3 string, err error) {
	hirekit, fakes3 = filepath.Join(s.Dir, "hirekit"), filepath.Join(s.Dir, "fakes3")
	for bin, pkg := range map[string]string{hirekit: "./cmd/hirekit", fakes3: "./internal/apptest/cmd/fakes3"} {
		if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
		}
	}
	if _, err := exec.LookPath("haproxy"); withProxy && err != nil {
		fmt.Println("haproxy is missing: apt-get install -y haproxy")
		if out, err := exec.Command("apt-get", "install", "-y", "haproxy").CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("apt-get install haproxy: %v\n%s", err, out)
		}
	}
	return hirekit, fakes3, nil
}

// Spawn starts bin with args and env (added to this process's) as name.
func (s *Set) Spawn(name string, env []string, bin string, args ...string) (*Proc, error) {
	p := &Proc{Name: name, Log: filepath.Join(s.Dir, name+".log"), bin: bin, args: args, env: env}
	if err := p.start(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.procs = append(s.procs, p)
	s.mu.Unlock()
	return p, nil
}

func (p *Proc) start() error {
	f, err := os.OpenFile(p.Log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(p.bin, p.args...)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Stdout, cmd.Stderr = f, f
	// Its own process group: a Ctrl-C of the script reaches it only
	// through Stop, in order.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		f.Close()
		return fmt.Errorf("start %s: %w", p.Name, err)
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); f.Close(); close(done) }()
	p.mu.Lock()
	p.cmd, p.done = cmd, done
	p.mu.Unlock()
	return nil
}

// Kill sends SIGKILL and waits for the process to end.
func (p *Proc) Kill() {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	cmd.Process.Kill()
	<-done
}

// Restart starts the process again (after Kill), appending to its log.
func (p *Proc) Restart() error {
	if f, err := os.OpenFile(p.Log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err == nil {
		fmt.Fprintf(f, "--- restarted %s ---\n", time.Now().Format(time.RFC3339Nano))
		f.Close()
	}
	return p.start()
}

// Running reports whether the process has not ended.
func (p *Proc) Running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// Stop ends the processes last-started first with SIGTERM, and SIGKILL
// after 20 s, and reports how long it took.
func (s *Set) Stop() time.Duration {
	t := time.Now()
	s.mu.Lock()
	procs := s.procs
	s.mu.Unlock()
	for i := len(procs) - 1; i >= 0; i-- {
		p := procs[i]
		p.mu.Lock()
		p.cmd.Process.Signal(syscall.SIGTERM)
		p.mu.Unlock()
	}
	for i := len(procs) - 1; i >= 0; i-- {
		p := procs[i]
		p.mu.Lock()
		done := p.done
		p.mu.Unlock()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			p.Kill()
		}
	}
	return time.Since(t)
}

// Len is how many processes the Set started.
func (s *Set) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.procs)
}

// FreshDatabase drops and creates database name on the server of
// adminURL and returns its URL.
func FreshDatabase(adminURL, name string) (string, error) {
	admin, err := sql.Open("pgx", adminURL)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		return "", fmt.Errorf("drop %s: %w", name, err)
	}
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("create %s: %w", name, err)
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// WaitHTTP waits until GET u answers a status ok accepts.
func WaitHTTP(u string, within time.Duration, ok func(int) bool) error {
	deadline := time.Now().Add(within)
	for {
		resp, err := http.Get(u)
		if err == nil {
			resp.Body.Close()
			if ok(resp.StatusCode) {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not answer in %s (%v)", u, within, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// WaitLog waits until p's log holds text count times (a restarted process
// prints its start line again).
func WaitLog(p *Proc, text string, count int, within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		b, _ := os.ReadFile(p.Log)
		if bytes.Count(b, []byte(text)) >= count {
			return nil
		}
		if !p.Running() {
			return fmt.Errorf("%s exited:\n%s", p.Name, b)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not print %q in %s", p.Name, text, within)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// RunTool runs `bin args…` with env added and fails with its output.
func RunTool(bin string, env []string, args ...string) error {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("hirekit %v: %v\n%s", args, err, out)
	}
	return nil
}
