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
	"slices"
	"strings"
	"time"
)

// benchBatch times `hirekit parse` on the files, then the same files as one
// batch through a fresh `hirekit serve` (SQLite), from the start of the
// upload to the last file parsed.
func benchBatch(ctx context.Context, bin, corpus string, n int) error {
	entries, err := os.ReadDir(corpus)
	if err != nil {
		return err
	}
	var all []string
	for _, e := range entries {
		if ext := strings.ToLower(filepath.Ext(e.Name())); ext == ".pdf" || ext == ".docx" || ext == ".doc" {
			all = append(all, filepath.Join(corpus, e.Name()))
		}
	}
	slices.Sort(all)
	if len(all) == 0 {
		return fmt.Errorf("no resumes in %s", corpus)
	}
	// The corpus has fewer files than a batch: it is taken again from the
	// start, the same list for both runs.
	files := make([]string, n)
	for i := range files {
		files[i] = all[i%len(all)]
	}

	t0 := time.Now()
	parse := exec.CommandContext(ctx, bin, append([]string{"parse"}, files...)...)
	parse.Stdout = io.Discard
	if err := parse.Run(); err != nil {
		return fmt.Errorf("hirekit parse: %w", err)
	}
	alone := time.Since(t0)

	dir, err := os.MkdirTemp("", "hirekit-bench-screeno-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	ln.Close()
	env := append(os.Environ(), "HIREKIT_DATA_DIR="+dir, "HIREKIT_ADDR="+addr, "HIREKIT_BASE_URL=http://"+addr,
		"HIREKIT_DEV_MAILBOX=1", "HIREKIT_LOG_LEVEL=warn")
	serve := exec.CommandContext(ctx, bin, "serve")
	serve.Env = env
	out, err := serve.StdoutPipe()
	if err != nil {
		return err
	}
	if err := serve.Start(); err != nil {
		return err
	}
	defer func() {
		serve.Process.Signal(os.Interrupt)
		serve.Wait()
	}()
	sc := bufio.NewScanner(out)
	for sc.Scan() && !strings.Contains(sc.Text(), "listening on") {
	}
	go io.Copy(io.Discard, out)
	base := "http://" + addr

	var session struct {
		Token string `json:"token"`
	}
	if err := call("POST", base+"/api/v1/company", "", "application/json", strings.NewReader(`{"user":{"email":"bench@screeno.test",
		"password":"bench password","phone_number":"+91 98765 43210"},"company":{"name":"Bench Screeno"},"product":"screeno"}`), &session); err != nil {
		return err
	}
	var mailbox struct {
		Messages []struct{ Text string } `json:"messages"`
	}
	if err := call("GET", base+"/api/v1/dev/mailbox?to=bench@screeno.test", "", "", nil, &mailbox); err != nil {
		return err
	}
	token := ""
	for _, m := range mailbox.Messages {
		if m := regexp.MustCompile(`/email-verify/([A-Za-z0-9._~-]+)`).FindStringSubmatch(m.Text); m != nil {
			token = m[1]
		}
	}
	if err := call("POST", base+"/api/v1/users/verify-email", "", "application/json", strings.NewReader(`{"verify_token":"`+token+`"}`), nil); err != nil {
		return err
	}
	grant := exec.CommandContext(ctx, bin, "credits", "grant", "--company", "bench-screeno", "--credits", fmt.Sprint(n))
	grant.Env = env
	if msg, err := grant.CombinedOutput(); err != nil {
		return fmt.Errorf("credits grant: %v %s", err, msg)
	}

	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	w.WriteField("screeno_job_title", "Bench")
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		fw, _ := w.CreateFormFile("resume_files[]", fmt.Sprintf("%03d-%s", i, filepath.Base(f)))
		fw.Write(data)
	}
	w.Close()
	t1 := time.Now()
	if err := call("POST", base+"/api/v1/screeno/upload-resumes", session.Token, w.FormDataContentType(), &body, nil); err != nil {
		return err
	}
	uploaded := time.Since(t1)
	var list struct {
		Candidates []struct{ Status string } `json:"candidates"`
		Processing int                       `json:"processing"`
	}
	for {
		if err := call("GET", base+"/api/v1/screeno/list-resumes?per_page=100", session.Token, "", nil, &list); err != nil {
			return err
		}
		if list.Processing == 0 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	through := time.Since(t1)
	parsed := 0
	for _, c := range list.Candidates {
		if c.Status == "parsed" {
			parsed++
		}
	}
	fmt.Printf("batch of %d (%d distinct corpus files): hirekit parse alone %s (%.1f files/s); upload → all parsed %s (upload %s, %.1f files/s, %d parsed); ratio %.2f (target ≥ 0.7)\n",
		n, len(all), alone.Round(time.Millisecond), float64(n)/alone.Seconds(), through.Round(time.Millisecond), uploaded.Round(time.Millisecond),
		float64(n)/through.Seconds(), parsed, alone.Seconds()/through.Seconds())
	return nil
}

// call makes one API request and decodes {"data": …} into out.
func call(method, url, token, ctype string, body io.Reader, out any) error {
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		return err
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
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
		return fmt.Errorf("%s %s: %d %s", method, url, resp.StatusCode, raw)
	}
	if out == nil {
		return nil
	}
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return err
	}
	return json.Unmarshal(env.Data, out)
}
