package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"hirekit/bench/benchdb"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/interview"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
)

// The seeded company's people: user ids by role (fixed, so the timed
// actors are known).
const (
	adminUser      = 1000
	firstManager   = 1001 // 50 hiring managers
	managers       = 50
	firstRecruiter = 1051 // 30 recruiters
	recruiters     = 30
	firstPanelist  = 1081 // 120 panel members
	panelists      = 120
	firstEmployee  = 1201 // 100 employees who refer
	employees      = 100
	agencyCount    = 5
	departments    = 20
)

var sources = []string{"careers_page", "linkedin", "referral", "agency", "manual", "naukri", "indeed"}

// paths are the histories applications follow, the first state being the
// one they were added in, with how many of every 100 applications take
// each: most are turned down early, a few are hired, some wait on hold,
// some are reopened after a reject.
var paths = []struct {
	weight int
	states []string
}{
	{5, []string{"applied"}},
	{25, []string{"applied", "ta_screen", "screen_reject"}},
	{15, []string{"applied", "ta_screen", "hm_screen", "screen_reject"}},
	{10, []string{"sourced", "ta_screen", "hm_screen", "assignment_shared", "assignment_reject"}},
	{5, []string{"applied", "ta_screen", "on_hold", "ta_screen", "hm_screen"}},
	{15, []string{"applied", "ta_screen", "hm_screen", "schedule_round", "round_scheduled", "interview_reject"}},
	{5, []string{"applied", "ta_screen", "screen_reject", "ta_screen", "hm_screen", "schedule_round", "round_scheduled", "interview_reject"}},
	{5, []string{"applied", "ta_screen", "hm_screen", "schedule_round", "round_scheduled", "schedule_debrief", "negotiate_offer", "salary_reject"}},
	{5, []string{"referred", "ta_screen", "hm_screen", "schedule_round", "round_scheduled", "schedule_debrief", "negotiate_offer", "offer_shared", "offer_declined"}},
	{10, []string{"applied", "ta_screen", "hm_screen", "assignment_shared", "assignment_passed", "schedule_round", "round_scheduled", "schedule_debrief",
		"negotiate_offer", "offer_shared", "offer_accepted", "joined"}},
}

var pages = []string{"dashboard", "candidates", "jobs", "interviews", "analytics", "settings", "inbox", "reports"}

// seed fills company 1 once (a second run finds the rows and skips): n
// applications in jobs created over two years, each with its history,
// an interview with two panel seats and scorecards for a third of those
// that reached one, and usage events. Rows go in batches of batch
// applications, never all at once.
func seed(ctx context.Context, db *sqldb.DB, n, jobs int, seedNow time.Time) error {
	var have int
	db.Read.NewRaw("SELECT count(*) FROM candidate_applications").Scan(ctx, &have)
	if have >= n {
		return nil
	}
	if have > 0 {
		return fmt.Errorf("the database holds %d applications, not %d: delete it and run again", have, n)
	}
	start := time.Now()
	a := &auth.Service{DB: db}
	if _, err := a.EnsureCompany(ctx, "Bench Co", "bench-co", "ats"); err != nil {
		return err
	}
	ld, err := newLoader(ctx, db)
	if err != nil {
		return err
	}
	defer ld.close(ctx)
	rng := rand.New(rand.NewPCG(26, 7))
	t0 := seedNow.AddDate(-2, 0, 0)
	span := seedNow.Sub(t0)

	// People, departments, agencies.
	var users, depts, agencies [][]any
	user := func(id int, roles string) {
		users = append(users, []any{int64(id), int64(1), fmt.Sprintf("u%d@bench.test", id), fmt.Sprintf("User %d", id), roles, t0, t0})
	}
	user(adminUser, `["admin"]`)
	for i := 0; i < managers; i++ {
		user(firstManager+i, `["hiring_manager"]`)
	}
	for i := 0; i < recruiters; i++ {
		user(firstRecruiter+i, `["ta"]`)
	}
	for i := 0; i < panelists; i++ {
		user(firstPanelist+i, `["panel"]`)
	}
	for i := 0; i < employees; i++ {
		user(firstEmployee+i, `["employee"]`)
	}
	for d := 1; d <= departments; d++ {
		depts = append(depts, []any{int64(d), int64(1), fmt.Sprintf("Department %d", d), t0})
	}
	for g := 1; g <= agencyCount; g++ {
		agencies = append(agencies, []any{int64(g), int64(1), fmt.Sprintf("Agency %d", g), t0})
	}
	if err := ld.load(ctx, []benchdb.Table{
		{Name: "users", Cols: []string{"id", "company_id", "email", "name", "roles", "created_at", "updated_at"}, Rows: users},
		{Name: "departments", Cols: []string{"id", "company_id", "title", "created_at"}, Rows: depts},
		{Name: "agencies", Cols: []string{"id", "company_id", "name", "created_at"}, Rows: agencies},
	}); err != nil {
		return err
	}

	// Jobs, created evenly over the two years; each has a hiring manager,
	// one or two recruiters, a round, and the jobs created in the last
	// months are still open or live.
	jobCreated := make([]time.Time, jobs+1)
	var reqs, members, rounds [][]any
	for j := 1; j <= jobs; j++ {
		created := t0.Add(time.Duration(float64(span) * float64(j-1) / float64(jobs)))
		jobCreated[j] = created
		state := "archived"
		switch age := seedNow.Sub(created); {
		case age < 150*24*time.Hour:
			state = []string{"open", "live", "live"}[j%3]
		case j%5 == 0:
			state = "closed"
		}
		reqs = append(reqs, []any{int64(j), int64(1), fmt.Sprintf("job-%d", j), fmt.Sprintf("Job %d", j), int64(j%departments + 1),
			int64(firstManager + j%managers), state, created, created})
		members = append(members, []any{int64(j), "recruiter", int64(firstRecruiter + j%recruiters)})
		if j%4 == 0 {
			members = append(members, []any{int64(j), "recruiter", int64(firstRecruiter + (j/4)%recruiters)})
		}
		if j%7 == 0 {
			members = append(members, []any{int64(j), "panel", int64(firstPanelist + j%panelists)})
		}
		rounds = append(rounds, []any{int64(j), int64(1), int64(j), int64(1), "Technical", created})
	}
	// Two recruiters may coincide (j/4 and j at the same offset): keep one.
	members = dedupeMembers(members)
	if err := ld.load(ctx, []benchdb.Table{
		{Name: "requisitions", Cols: []string{"id", "company_id", "slug", "title", "department_id", "hiring_manager_id", "state", "created_at", "updated_at"}, Rows: reqs},
		{Name: "requisition_members", Cols: []string{"requisition_id", "kind", "member_id"}, Rows: members},
		{Name: "rounds", Cols: []string{"id", "company_id", "requisition_id", "position", "name", "created_at"}, Rows: rounds},
	}); err != nil {
		return err
	}

	// Applications in batches: each arrives within 120 days of its job's
	// creation (never after now), and moves on every 0.5 to 10 days.
	const batch = 20_000
	var moveID, interviewID, scorecardID int64
	totalWeight := 0
	for _, p := range paths {
		totalWeight += p.weight
	}
	for lo := 1; lo <= n; lo += batch {
		hi := min(lo+batch-1, n)
		var cands, apps, moves, interviews, panel, cards [][]any
		for i := lo; i <= hi; i++ {
			// Spread applications over jobs in creation order, so the
			// newest jobs hold the newest applications.
			job := (i-1)*jobs/n + 1
			created := jobCreated[job].Add(time.Duration(rng.Float64() * 120 * 24 * float64(time.Hour)))
			if created.After(seedNow) {
				created = seedNow.Add(-time.Duration(rng.IntN(3600)) * time.Second)
			}
			created = created.Truncate(time.Microsecond)
			w := rng.IntN(totalWeight)
			var path []string
			for _, p := range paths {
				if w < p.weight {
					path = p.states
					break
				}
				w -= p.weight
			}
			source := sources[rng.IntN(len(sources))]
			var referredBy, agency any
			switch source {
			case "referral":
				referredBy = int64(firstEmployee + rng.IntN(employees))
			case "agency":
				agency = int64(1 + rng.IntN(agencyCount))
			}
			// The history: stop at now, so recent applications are still
			// on their way.
			at := created
			from := ""
			state := ""
			var reachedRound time.Time
			for k, to := range path {
				if k > 0 {
					at = at.Add(time.Duration((0.5 + rng.Float64()*9.5) * 24 * float64(time.Hour))).Truncate(time.Microsecond)
					if at.After(seedNow) {
						break
					}
				}
				moveID++
				reason := ""
				if k == 0 {
					reason = "Added (" + source + ")"
				}
				moves = append(moves, []any{moveID, int64(1), int64(i), from, to, reason, at})
				if to == "round_scheduled" {
					reachedRound = at
				}
				from, state = to, to
			}
			name := fmt.Sprintf("Candidate %d", i)
			cands = append(cands, []any{int64(i), int64(1), fmt.Sprintf("c%d@example.com", i), name, created, created})
			open := reqs[job-1][6] == "open" || reqs[job-1][6] == "live"
			apps = append(apps, []any{int64(i), int64(1), fmt.Sprintf("s%011d", i), int64(i), int64(job), state, source, name,
				referredBy, agency, open, created, at})
			// An interview for a third of those that got one scheduled: two
			// seats (one shadow in every fifth), and a scorecard from each
			// seat once it is over.
			if !reachedRound.IsZero() && i%3 == 0 {
				interviewID++
				starts := reachedRound.Add(time.Duration(1+rng.IntN(7)) * 24 * time.Hour).Truncate(time.Hour)
				ends := starts.Add(time.Hour)
				istate := "completed"
				switch {
				case starts.After(seedNow):
					istate = "scheduled"
				case i%17 == 0:
					istate = "cancelled"
				case i%23 == 0:
					istate = "no_show"
				}
				interviews = append(interviews, []any{interviewID, int64(1), int64(i), int64(job), int64(job), starts, ends, "Etc/UTC", istate,
					fmt.Sprintf("iv-%d@bench", interviewID), starts, starts})
				for seat := 0; seat < 2; seat++ {
					member := int64(firstPanelist + (i+seat*61)%panelists)
					shadow := seat == 1 && i%5 == 0
					panel = append(panel, []any{interviewID, member, int64(1), shadow, starts, ends, istate})
					if istate == "completed" && !shadow {
						scorecardID++
						sent := ends.Add(time.Duration(rng.Float64() * 3 * 24 * float64(time.Hour))).Truncate(time.Microsecond)
						if sent.After(seedNow) {
							sent = seedNow
						}
						cards = append(cards, []any{scorecardID, int64(1), int64(i), int64(job), interviewID, member, "{}", "yes", sent, sent})
					}
				}
			}
		}
		if err := ld.load(ctx, []benchdb.Table{
			{Name: "candidates", Cols: []string{"id", "company_id", "email", "name", "created_at", "updated_at"}, Rows: cands},
			{Name: "candidate_applications", Cols: []string{"id", "company_id", "slug", "candidate_id", "requisition_id", "state", "source",
				"submitted_name", "referred_by", "agency_id", "job_open", "created_at", "updated_at"}, Rows: apps},
			{Name: "application_moves", Cols: []string{"id", "company_id", "application_id", "from_state", "to_state", "reason", "created_at"}, Rows: moves},
			{Name: "interviews", Cols: []string{"id", "company_id", "application_id", "requisition_id", "round_id", "starts_at", "ends_at", "time_zone",
				"state", "uid", "created_at", "updated_at"}, Rows: interviews},
			{Name: "interview_panel", Cols: []string{"interview_id", "user_id", "company_id", "shadow", "starts_at", "ends_at", "state"}, Rows: panel},
			{Name: "scorecards", Cols: []string{"id", "company_id", "application_id", "round_id", "interview_id", "user_id", "ratings",
				"recommendation", "created_at", "updated_at"}, Rows: cards},
		}); err != nil {
			return err
		}
		if hi%200_000 == 0 || hi == n {
			fmt.Printf("  seeded %d applications, %d moves (%s)\n", hi, moveID, time.Since(start).Round(time.Second))
		}
	}

	// Usage: a visit every few minutes over the two years.
	events := n / 5
	for lo := 0; lo < events; lo += batch * 5 {
		var rows [][]any
		for e := lo; e < min(lo+batch*5, events); e++ {
			at := t0.Add(time.Duration(float64(span) * float64(e) / float64(events))).Truncate(time.Microsecond)
			u := int64(adminUser + rng.IntN(1+managers+recruiters))
			rows = append(rows, []any{int64(1), u, pages[rng.IntN(len(pages))], at, at})
		}
		if err := ld.load(ctx, []benchdb.Table{{Name: "usage_events", Cols: []string{"company_id", "user_id", "page", "occurred_at", "created_at"}, Rows: rows}}); err != nil {
			return err
		}
	}
	// The raw rows carry none of what ats writes with a move: recompute it
	// from the history, as migration 0033's backfill does.
	t := time.Now()
	if err := ats.RebuildMoveSummaries(ctx, db); err != nil {
		return err
	}
	fmt.Printf("  move summaries rebuilt in %s\n", time.Since(t).Round(time.Second))
	t = time.Now()
	if err := ats.RebuildRollups(ctx, db); err != nil {
		return err
	}
	fmt.Printf("  rollups rebuilt in %s\n", time.Since(t).Round(time.Second))
	t = time.Now()
	if err := ats.RebuildStateCounts(ctx, db); err != nil {
		return err
	}
	if err := usage.RebuildDays(ctx, db); err != nil {
		return err
	}
	if err := interview.RebuildSeats(ctx, db); err != nil {
		return err
	}
	if err := interview.RebuildCards(ctx, db); err != nil {
		return err
	}
	fmt.Printf("  state counts, usage days, seats and cards rebuilt in %s\n", time.Since(t).Round(time.Second))
	if err := ld.finish(ctx); err != nil {
		return err
	}
	fmt.Printf("seeded %d applications, %d moves, %d interviews, %d scorecards, %d usage events in %s\n",
		n, moveID, interviewID, scorecardID, events, time.Since(start).Round(time.Second))
	return nil
}

func dedupeMembers(rows [][]any) [][]any {
	seen := map[string]bool{}
	var out [][]any
	for _, r := range rows {
		k := fmt.Sprint(r...)
		if !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

// loader writes batches: COPY on PostgreSQL, multi-row inserts in one
// transaction per batch on SQLite. Statistics are refreshed once at the
// end.
type loader struct {
	db   *sqldb.DB
	conn *pgx.Conn
}

func newLoader(ctx context.Context, db *sqldb.DB) (*loader, error) {
	ld := &loader{db: db}
	if db.Engine == sqldb.Postgres {
		var err error
		if ld.conn, err = pgx.Connect(ctx, db.URL); err != nil {
			return nil, err
		}
	}
	return ld, nil
}

func (ld *loader) load(ctx context.Context, tables []benchdb.Table) error {
	if ld.conn != nil {
		for _, t := range tables {
			if len(t.Rows) == 0 {
				continue
			}
			if _, err := ld.conn.CopyFrom(ctx, pgx.Identifier{t.Name}, t.Cols, pgx.CopyFromRows(t.Rows)); err != nil {
				return fmt.Errorf("copy %s: %w", t.Name, err)
			}
		}
		return nil
	}
	return ld.db.RunInTx(ctx, func(ctx context.Context) error {
		for _, t := range tables {
			per := 30000 / len(t.Cols)
			ph := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(t.Cols)), ", ") + ")"
			for i := 0; i < len(t.Rows); i += per {
				end := min(i+per, len(t.Rows))
				var args []any
				vals := make([]string, 0, end-i)
				for _, r := range t.Rows[i:end] {
					vals = append(vals, ph)
					args = append(args, r...)
				}
				q := "INSERT INTO " + t.Name + " (" + strings.Join(t.Cols, ", ") + ") VALUES " + strings.Join(vals, ", ")
				if _, err := ld.db.Conn(ctx).ExecContext(ctx, q, args...); err != nil {
					return fmt.Errorf("insert %s: %w", t.Name, err)
				}
			}
		}
		return nil
	})
}

// finish moves PostgreSQL's sequences past the seeded ids (so rows the
// app adds later get new ones) and refreshes the statistics.
func (ld *loader) finish(ctx context.Context) error {
	if ld.conn == nil {
		_, err := ld.db.Write.ExecContext(ctx, "ANALYZE")
		return err
	}
	for _, t := range []string{"users", "departments", "agencies", "requisitions", "rounds", "candidates", "candidate_applications",
		"application_moves", "interviews", "scorecards", "usage_events"} {
		if _, err := ld.conn.Exec(ctx, "SELECT setval(pg_get_serial_sequence('"+t+"', 'id'), (SELECT max(id) FROM "+t+"))"); err != nil {
			return err
		}
	}
	_, err := ld.conn.Exec(ctx, "VACUUM ANALYZE")
	return err
}

func (ld *loader) close(ctx context.Context) {
	if ld.conn != nil {
		ld.conn.Close(ctx)
	}
}
