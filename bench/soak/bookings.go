package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"hirekit/internal/sqldb"
)

// The soak's third workload: self-scheduling bookings. The TA sends each
// of -bookings candidates a link; the candidate reads its token in the
// mail and books through the public token endpoints. Candidates go in
// pairs that confirm the same slot at once (one wins, the other gets 409
// and picks again); each link is then confirmed a second time, which must
// be refused.

const tz = "Asia/Kolkata"

// statusError is an answer other than 200.
type statusError struct {
	What string
	Code int
	Body string
}

func (e *statusError) Error() string { return fmt.Sprintf("%s: %d %s", e.What, e.Code, e.Body) }

// lost reports whether err leaves the outcome of a request unknown: no
// answer (connection refused, reset, timed out) or a 5xx or 429 from a
// process going down. Any other 4xx is an answer.
func lost(err error) bool {
	if err == nil {
		return false
	}
	var se *statusError
	if errors.As(err, &se) {
		return se.Code >= 500 || se.Code == 429
	}
	return true
}

// transports holds one keep-alive transport per client address.
var transports sync.Map

// from is c calling from its own loopback address ip (127.x.y.z): the
// server (or HAProxy, whose X-Forwarded-For is the only one Hirekit
// believes) sees each applicant and candidate as its own client, so the
// careers and self-schedule rate limits stay on, per client, on a single
// process and on the cluster alike.
func (c *client) from(ip string) *client {
	t, ok := transports.Load(ip)
	if !ok {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 10 * time.Second}
		t, _ = transports.LoadOrStore(ip, &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 2, IdleConnTimeout: 30 * time.Second})
	}
	cc := *c
	cc.http = &http.Client{Timeout: c.http.Timeout, Transport: t.(*http.Transport)}
	return &cc
}

// do sends one call; a 200's data goes to out, any other answer is a
// *statusError.
func (c *client) do(method, path, contentType string, body []byte, out any) error {
	req, _ := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != 200 {
		return &statusError{What: method + " " + path, Code: resp.StatusCode, Body: strings.TrimSpace(string(raw))}
	}
	if out == nil {
		return nil
	}
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return fmt.Errorf("%s %s: cannot read %s", method, path, raw)
	}
	return json.Unmarshal(env.Data, out)
}

func jsonBody(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// counters are named counts, printed sorted.
type counters struct {
	mu sync.Mutex
	m  map[string]int64
}

func (c *counters) add(name string, n int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]int64{}
	}
	c.m[name] += n
}

func (c *counters) get(name string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[name]
}

func (c *counters) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var parts []string
	for k, v := range c.m {
		parts = append(parts, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(parts)
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// retryRead runs f until it answers (nil or an answered error), for at
// most three minutes.
func retryRead(what string, retries *counters, f func() error) error {
	deadline := time.Now().Add(3 * time.Minute)
	for {
		err := f()
		if !lost(err) {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: still failing after 3 minutes: %w", what, err)
		}
		retries.add(what, 1)
		time.Sleep(200 * time.Millisecond)
	}
}

// write performs a write whose answer may be lost: after a lost answer
// it asks done (through the API) whether the write took effect before
// sending it again.
func write(what string, retries *counters, send func() error, done func() (bool, error)) error {
	deadline := time.Now().Add(3 * time.Minute)
	for {
		err := send()
		if !lost(err) {
			return err
		}
		retries.add(what+" resent", 1)
		time.Sleep(200 * time.Millisecond)
		var took bool
		if err := retryRead(what+" check", retries, func() (err error) { took, err = done(); return err }); err != nil {
			return err
		}
		if took {
			retries.add(what+" found done", 1)
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: still failing after 3 minutes: %w", what, err)
		}
	}
}

// schedApp is an application the TA sends a self-scheduling link to.
type schedApp struct {
	email, slug, ip string
}

// bookings is the workload's state.
type bookings struct {
	db      *sqldb.DB
	ta      *client
	anon    *client
	sched   []schedApp
	panelID int64
	roundID int64
	pause   time.Duration
	retries counters
	races   counters
}

// setupBookings signs the TA in and has n candidates apply to job (before
// any kill: they are the workload's input, not part of it).
func setupBookings(ctx context.Context, db *sqldb.DB, c *client, job, stamp string, n int, dur time.Duration) (*bookings, error) {
	b := &bookings{db: db, anon: &client{base: c.base, http: c.http}, pause: dur / time.Duration(max(1, (n+3)/4))}
	var login struct{ Token string }
	if err := b.anon.do("POST", "/api/v1/login", "application/json", jsonBody(map[string]string{"email": "ta@demo.hirekit.test", "password": "hirekit-demo"}), &login); err != nil {
		return nil, err
	}
	b.ta = &client{base: c.base, token: login.Token, http: c.http}
	for i := range n {
		a := schedApp{email: fmt.Sprintf("soak-%s-sched-%03d@bench.hirekit.test", stamp, i), ip: fmt.Sprintf("127.20.%d.%d", i/250, 1+i%250)}
		body, ct := application(job, 1000+i, stamp, a.email)
		if err := b.anon.from(a.ip).do("POST", "/api/v1/candidate-application/apply", ct, body, nil); err != nil {
			return nil, fmt.Errorf("scheduled candidate %d: %w", i, err)
		}
		if err := db.Read.NewRaw(`SELECT a.slug FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
			WHERE c.email = ?`, a.email).Scan(ctx, &a.slug); err != nil {
			return nil, fmt.Errorf("application of %s: %w", a.email, err)
		}
		b.sched = append(b.sched, a)
	}
	if n == 0 {
		return b, nil
	}
	var people struct {
		Users []struct{ ID int64 } `json:"users"`
	}
	if err := b.ta.do("GET", "/api/v1/interview/interviewers/"+b.sched[0].slug, "", nil, &people); err != nil {
		return nil, err
	}
	var rounds struct {
		Rounds []struct{ ID int64 } `json:"rounds"`
	}
	if err := b.ta.do("GET", "/api/v1/interview/allowed-rounds/"+b.sched[0].slug, "", nil, &rounds); err != nil {
		return nil, err
	}
	if len(people.Users) == 0 || len(rounds.Rounds) == 0 {
		return nil, fmt.Errorf("job %s has no interviewer (%d) or no round (%d)", job, len(people.Users), len(rounds.Rounds))
	}
	b.panelID, b.roundID = people.Users[0].ID, rounds.Rounds[0].ID
	return b, nil
}

// run books every candidate, two pairs at a time, spread over the load.
func (b *bookings) run() error {
	pairs := make(chan int)
	go func() {
		for i := 0; i < len(b.sched); i += 2 {
			pairs <- i
		}
		close(pairs)
	}()
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range pairs {
				time.Sleep(b.pause)
				if err := b.bookPair(b.sched[i:min(i+2, len(b.sched))]); err != nil {
					errs <- err
					for range pairs {
					}
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

type linkState struct {
	ID    int64  `json:"id"`
	State string `json:"state"`
}

// sendLink sends a a link; after a lost answer the application's links
// are looked at first (a second send would revoke the first).
func (b *bookings) sendLink(a schedApp) error {
	fields := map[string]any{"candidate_application_data": map[string]string{"slug": a.slug}, "round_data": map[string]int64{"id": b.roundID},
		"interviewer_data": []map[string]int64{{"id": b.panelID}}, "duration": 30, "working_hours_start": "09:00",
		"working_hours_end": "18:00", "timezone": tz}
	return write("link", &b.retries, func() error {
		return b.ta.do("POST", "/api/v1/ats-agent/perform-action", "application/json", jsonBody(map[string]any{"action": "self_schedule", "fields": fields}), nil)
	}, func() (bool, error) {
		var out struct {
			Links []linkState `json:"self_schedule_links"`
		}
		err := b.ta.do("GET", "/api/v1/candidate-applications/"+a.slug+"/self-schedule-links", "", nil, &out)
		for _, l := range out.Links {
			if l.State == "sent" || l.State == "booked" {
				return true, nil
			}
		}
		return false, err
	})
}

var tokenRe = regexp.MustCompile(`scheduling_token=([A-Za-z0-9._~%-]+)`)

// token waits for the link's mail (it goes out through the queue, so a
// kill can delay it) and returns the newest token. The soak reads the
// mail in the database: through HAProxy the dev mailbox is not a local
// caller's.
func (b *bookings) token(a schedApp) (string, error) {
	deadline := time.Now().Add(3 * time.Minute)
	for {
		var bodies []string
		if err := b.db.Read.NewRaw("SELECT text_body FROM mail_messages WHERE to_address = ? ORDER BY id DESC", a.email).Scan(context.Background(), &bodies); err != nil {
			return "", err
		}
		for _, t := range bodies {
			if m := tokenRe.FindStringSubmatch(t); m != nil {
				return url.QueryUnescape(m[1])
			}
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("no self-scheduling mail to %s after 3 minutes", a.email)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

type slot struct {
	StartTime string `json:"start_time"`
	EndTime   string `json:"end_time"`
}

// firstSlot is the first free slot of the link, from today on.
func (b *bookings) firstSlot(a schedApp, token string) (slot, error) {
	loc, _ := time.LoadLocation(tz)
	day := time.Now().In(loc)
	for d := range 15 {
		date := day.AddDate(0, 0, d).Format("2006-01-02")
		var out struct {
			Slots []slot `json:"slots"`
		}
		err := retryRead("slots", &b.retries, func() error {
			return b.anon.from(a.ip).do("GET", "/api/v1/candidate-application/get-self-schedule-slots?scheduling_token="+url.QueryEscape(token)+
				"&date="+date+"&timezone="+url.QueryEscape(tz), "", nil, &out)
		})
		if err != nil {
			return slot{}, err
		}
		if len(out.Slots) > 0 {
			return out.Slots[0], nil
		}
	}
	return slot{}, fmt.Errorf("no free slot in the window of %s", a.email)
}

func (b *bookings) confirm(a schedApp, token string, sl slot) error {
	return b.anon.from(a.ip).do("POST", "/api/v1/candidate-application/confirm-self-schedule/"+a.slug+"?scheduling_token="+url.QueryEscape(token),
		"application/json", jsonBody(map[string]string{"scheduling_token": token, "call_type": "interview", "start_time": sl.StartTime,
			"end_time": sl.EndTime, "timezone": tz}), nil)
}

func (b *bookings) booked(a schedApp, token string) (bool, error) {
	var d struct {
		State string `json:"state"`
	}
	err := b.anon.from(a.ip).do("GET", "/api/v1/candidate-application/get-self-schedule-details?scheduling_token="+url.QueryEscape(token), "", nil, &d)
	return d.State == "booked", err
}

// bookPair sends the pair's links, then both candidates confirm the same
// slot at once; whoever loses picks again. Then each confirms once more.
func (b *bookings) bookPair(pair []schedApp) error {
	tokens := make([]string, len(pair))
	for i, a := range pair {
		if err := b.sendLink(a); err != nil {
			return fmt.Errorf("link for %s: %w", a.email, err)
		}
		var err error
		if tokens[i], err = b.token(a); err != nil {
			return err
		}
	}
	done := make([]bool, len(pair))
	for round := 0; ; round++ {
		if round > 20 {
			return fmt.Errorf("pair %s could not book in 20 rounds", pair[0].email)
		}
		// The slot both try: the first free one of the first candidate
		// still to book (their links share the panel member).
		var target slot
		for i, a := range pair {
			if !done[i] {
				sl, err := b.firstSlot(a, tokens[i])
				if err != nil {
					return err
				}
				target = sl
				break
			}
		}
		var wg sync.WaitGroup
		errs := make([]error, len(pair))
		for i, a := range pair {
			if done[i] {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = write("booking", &b.retries, func() error { return b.confirm(a, tokens[i], target) },
					func() (bool, error) { return b.booked(a, tokens[i]) })
			}()
		}
		wg.Wait()
		all := true
		for i := range pair {
			if done[i] {
				continue
			}
			var se *statusError
			switch {
			case errs[i] == nil:
				done[i] = true
			case errors.As(errs[i], &se) && se.Code == 409 && strings.Contains(se.Body, "already scheduled"):
				// Booked by an earlier try whose answer was lost.
				done[i] = true
			case errors.As(errs[i], &se) && se.Code == 409:
				b.races.add("same slot refused", 1)
				all = false
			default:
				return fmt.Errorf("booking of %s: %w", pair[i].email, errs[i])
			}
		}
		if all {
			break
		}
	}
	// A second confirmation of each link must be refused.
	for i, a := range pair {
		sl, err := b.firstSlot(a, tokens[i])
		if err != nil {
			sl = slot{StartTime: time.Now().Add(24 * time.Hour).Format(time.RFC3339)}
		}
		err = retryRead("second booking", &b.retries, func() error { return b.confirm(a, tokens[i], sl) })
		var se *statusError
		switch {
		case err == nil:
			b.races.add("second booking ACCEPTED", 1)
		case errors.As(err, &se) && se.Code == 409:
			b.races.add("second booking refused", 1)
		default:
			b.races.add(fmt.Sprintf("second booking answered %v", err), 1)
		}
	}
	return nil
}

// check prints the bookings' counts and returns what failed: each
// invitation one link, booked once, with its interview; each slot of the
// panel member booked at most once; every second booking refused.
func (b *bookings) check(ctx context.Context, stamp string, fail func(string, ...any)) error {
	like := "soak-" + stamp + "-sched-%"
	read := func(dst any, q string, args ...any) error { return b.db.Read.NewRaw(q, args...).Scan(ctx, dst) }
	var links struct {
		Links     int `bun:"links"`
		Booked    int `bun:"booked"`
		Sent      int `bun:"sent"`
		Revoked   int `bun:"revoked"`
		Interview int `bun:"interviews"`
	}
	if err := read(&links, `SELECT count(*) AS links, coalesce(sum(CASE WHEN l.state = 'booked' THEN 1 ELSE 0 END), 0) AS booked,
		coalesce(sum(CASE WHEN l.state = 'sent' THEN 1 ELSE 0 END), 0) AS sent, coalesce(sum(CASE WHEN l.state = 'revoked' THEN 1 ELSE 0 END), 0) AS revoked,
		count(DISTINCT l.interview_id) AS interviews
		FROM self_schedule_links l JOIN candidate_applications a ON a.id = l.application_id JOIN candidates c ON c.id = a.candidate_id
		WHERE c.email LIKE ?`, like); err != nil {
		return err
	}
	var perApp []int
	if err := read(&perApp, `SELECT count(i.id) AS n FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
		LEFT JOIN interviews i ON i.application_id = a.id AND i.state <> 'cancelled' WHERE c.email LIKE ? GROUP BY a.id`, like); err != nil {
		return err
	}
	once, twice := 0, 0
	for _, n := range perApp {
		if n == 1 {
			once++
		} else if n > 1 {
			twice++
		}
	}
	var clash, overlap int
	if err := read(&clash, `SELECT count(*) FROM (SELECT p.user_id, p.starts_at FROM interview_panel p JOIN interviews i ON i.id = p.interview_id
		WHERE i.state <> 'cancelled' AND p.user_id = ? GROUP BY p.user_id, p.starts_at HAVING count(*) > 1) x`, b.panelID); err != nil {
		return err
	}
	if err := read(&overlap, `SELECT count(*) FROM interview_panel p JOIN interview_panel q ON q.user_id = p.user_id AND q.interview_id > p.interview_id
		AND q.starts_at < p.ends_at AND p.starts_at < q.ends_at JOIN interviews i ON i.id = p.interview_id JOIN interviews k ON k.id = q.interview_id
		WHERE p.user_id = ? AND i.state <> 'cancelled' AND k.state <> 'cancelled'`, b.panelID); err != nil {
		return err
	}
	n := len(b.sched)
	fmt.Printf("bookings: %d invitations, %d links (%d booked, %d sent, %d revoked), %d interviews; %d candidates booked once, %d twice; panel slots booked twice %d, overlapping %d\n",
		n, links.Links, links.Booked, links.Sent, links.Revoked, links.Interview, once, twice, clash, overlap)
	fmt.Printf("  races: %s\n", b.races.String())
	if links.Booked != n || links.Interview != n || once != n || twice != 0 || links.Links != n {
		fail("bookings: %d of %d booked once (%d twice), %d links, %d interviews", once, n, twice, links.Links, links.Interview)
	}
	if clash != 0 || overlap != 0 {
		fail("bookings: %d panel slots booked twice, %d overlapping", clash, overlap)
	}
	if refused := b.races.get("second booking refused"); refused != int64(n) {
		fail("bookings: %d of %d second bookings refused (%s)", refused, n, b.races.String())
	}
	return nil
}
