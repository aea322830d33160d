package benchproc

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"hirekit/internal/apptest/fakes3"
)

// Cluster is Hirekit as several processes on this machine: a PostgreSQL
// database made afresh, the S3 server, web processes (serve --no-workers),
// workers and HAProxy in front of the web processes.
type Cluster struct {
	*Set
	Hirekit  string   // the binary
	DBURL    string   // the database
	BlobURL  string   // HIREKIT_BLOB_URL of every process
	Env      []string // what every Hirekit process is given
	Proxy    string   // http://host:port of HAProxy
	Web      []*Proc
	WebAddrs []string
	Workers  []*Proc
	S3       *Proc
	HAProxy  *Proc
}

// ClusterOptions say where the cluster goes.
type ClusterOptions struct {
	PostgresAdmin string   // a database URL on the server, for CREATE DATABASE
	Database      string   // the database made afresh
	Port          int      // the proxy's; web takes the next ones, S3 Port+300
	Extra         []string // more settings for every Hirekit process
	Step          func(what string, since time.Time)
}

// StartCluster builds the binaries and starts S3, two web processes and
// two workers at once on the empty database (so they migrate it together),
// runs `hirekit demo`, then starts HAProxy and waits until it reaches both
// web processes.
func StartCluster(o ClusterOptions) (*Cluster, error) {
	set, err := New()
	if err != nil {
		return nil, err
	}
	c := &Cluster{Set: set}
	t := time.Now()
	hirekit, s3bin, err := set.Build(true)
	if err != nil {
		return c, err
	}
	c.Hirekit = hirekit
	o.Step("build hirekit and fakes3 (haproxy from Debian)", t)

	t = time.Now()
	if c.DBURL, err = FreshDatabase(o.PostgresAdmin, o.Database); err != nil {
		return c, err
	}
	o.Step("fresh PostgreSQL database "+o.Database, t)

	t = time.Now()
	s3Addr := fmt.Sprintf("127.0.0.1:%d", o.Port+300)
	if c.S3, err = set.Spawn("s3", nil, s3bin, "-addr", s3Addr, "-dir", filepath.Join(set.Dir, "s3"), "-bucket", fakes3.Bucket); err != nil {
		return c, err
	}
	if err := WaitHTTP("http://"+s3Addr+"/", 10*time.Second, func(int) bool { return true }); err != nil {
		return c, fmt.Errorf("S3 server: %w", err)
	}
	o.Step("S3 server (gofakes3, file backend) at "+s3Addr, t)

	c.Proxy = fmt.Sprintf("http://127.0.0.1:%d", o.Port)
	c.WebAddrs = []string{fmt.Sprintf("127.0.0.1:%d", o.Port+1), fmt.Sprintf("127.0.0.1:%d", o.Port+2)}
	c.BlobURL = "s3://" + fakes3.Bucket + "/cluster?endpoint=http://" + s3Addr
	c.Env = append([]string{
		"HIREKIT_DATABASE_URL=" + c.DBURL,
		"HIREKIT_BLOB_URL=" + c.BlobURL,
		"AWS_ACCESS_KEY_ID=" + fakes3.AccessKey,
		"AWS_SECRET_ACCESS_KEY=" + fakes3.SecretKey,
		"HIREKIT_BASE_URL=" + c.Proxy,
		// Only the proxy's X-Forwarded-For is believed.
		"HIREKIT_TRUSTED_PROXIES=127.0.0.1/32",
		"HIREKIT_LOG_LEVEL=warn",
		"HIREKIT_QUEUE_POLL_INTERVAL=200ms",
	}, o.Extra...)
	t = time.Now()
	for i, addr := range c.WebAddrs {
		e := append(append([]string(nil), c.Env...), "HIREKIT_ADDR="+addr, "HIREKIT_DATA_DIR="+filepath.Join(set.Dir, fmt.Sprintf("web%d", i+1)))
		p, err := set.Spawn(fmt.Sprintf("web%d", i+1), e, hirekit, "serve", "--no-workers")
		if err != nil {
			return c, err
		}
		c.Web = append(c.Web, p)
	}
	for i := range 2 {
		e := append(append([]string(nil), c.Env...), "HIREKIT_DATA_DIR="+filepath.Join(set.Dir, fmt.Sprintf("worker%d", i+1)))
		p, err := set.Spawn(fmt.Sprintf("worker%d", i+1), e, hirekit, "worker")
		if err != nil {
			return c, err
		}
		c.Workers = append(c.Workers, p)
	}
	for i := range c.Web {
		if err := c.WaitWeb(i, 90*time.Second); err != nil {
			return c, err
		}
	}
	for _, w := range c.Workers {
		if err := WaitLog(w, "worker running", 1, 90*time.Second); err != nil {
			return c, err
		}
	}
	o.Step("2 serve --no-workers + 2 worker, migrating one empty database", t)

	t = time.Now()
	if err := c.Tool("demo"); err != nil {
		return c, err
	}
	o.Step("hirekit demo", t)

	t = time.Now()
	penv := []string{"HIREKIT_PROXY_BIND=" + strings.TrimPrefix(c.Proxy, "http://"), "HIREKIT_WEB1=" + c.WebAddrs[0], "HIREKIT_WEB2=" + c.WebAddrs[1]}
	if c.HAProxy, err = set.Spawn("haproxy", penv, "haproxy", "-db", "-f", "deploy/haproxy.cfg"); err != nil {
		return c, err
	}
	// Both servers up in HAProxy's checks: every backend answers in turn.
	deadline := time.Now().Add(20 * time.Second)
	for {
		seen := map[string]int{}
		for range 4 {
			if resp, err := http.Get(c.Proxy + "/healthz"); err == nil {
				resp.Body.Close()
				if resp.StatusCode == 200 {
					seen[resp.Header.Get("X-Hirekit-Server")]++
				}
			}
		}
		if seen["web1"] > 0 && seen["web2"] > 0 {
			break
		}
		if time.Now().After(deadline) {
			return c, fmt.Errorf("the proxy does not reach both web processes: %v", seen)
		}
		time.Sleep(200 * time.Millisecond)
	}
	o.Step("HAProxy (deploy/haproxy.cfg) at "+c.Proxy+", both servers up", t)
	return c, nil
}

// WaitWeb waits until web process i answers /healthz directly.
func (c *Cluster) WaitWeb(i int, within time.Duration) error {
	if err := WaitHTTP("http://"+c.WebAddrs[i]+"/healthz", within, func(s int) bool { return s == 200 }); err != nil {
		return fmt.Errorf("web %s: %w", c.WebAddrs[i], err)
	}
	return nil
}

// Tool runs a one-off hirekit command (demo, credits grant) with the
// cluster's settings.
func (c *Cluster) Tool(args ...string) error {
	return RunTool(c.Hirekit, append(append([]string(nil), c.Env...), "HIREKIT_DATA_DIR="+filepath.Join(c.Dir, "tools")), args...)
}
