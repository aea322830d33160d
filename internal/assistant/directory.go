package assistant

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
	"time"

	"hirekit/internal/assistant/grammar"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Directory answers the grammar's questions about the caller's company
// from the database, under the caller's row rules: candidates only on the
// jobs ats.VisibleJobs allows (the one row rule, not re-implemented here).
//
// Candidate names are matched in memory: a per-company index of name words
// (exact, prefix, initial and one- or two-typo matches), loaded once and
// reloaded when the company's applications change (checked at most every
// freshEvery) or after maxAge. See docs/decisions.md, "Assistant grammar".
type Directory struct {
	db   *sqldb.DB
	jobs *ats.Service // only VisibleJobs is called: the row rule lives in ats

	mu    sync.Mutex
	index map[int64]*nameIndex
}

const (
	freshEvery = 2 * time.Second
	maxAge     = 5 * time.Minute
)

// NewDirectory is the grammar's Directory over db.
func NewDirectory(db *sqldb.DB) *Directory {
	return &Directory{db: db, jobs: &ats.Service{DB: db}, index: map[int64]*nameIndex{}}
}

var _ grammar.Directory = (*Directory)(nil)

func company(ctx context.Context) (int64, error) {
	return recruit.ActorFrom(ctx).Company()
}

// nameIndex is one company's names and when they were loaded and checked.
type nameIndex struct {
	mu       sync.Mutex // held while checking and loading, so one caller loads
	snap     *names
	count    int64
	maxID    int64
	loaded   time.Time
	checked  time.Time
	lastUsed time.Time
}

// names is one load of a company's applications by the words of the
// candidate's name; never changed once built, so lookups need no lock.
type names struct {
	entries   []nameEntry
	byWord    map[string][]int32
	byInitial map[byte][]string // distinct words by first letter, for typos
}

// idle is how long an unused company's index is kept.
const idle = 15 * time.Minute

type nameEntry struct {
	slug, name, job string
	jobID           int64
	words           []string
}

// version is what changes when applications are added or removed.
func (d *Directory) version(ctx context.Context, companyID int64) (count, maxID int64, err error) {
	row := struct {
		N  int64 `bun:"n"`
		ID int64 `bun:"id"`
	}{}
	err = d.db.Read.NewRaw(`SELECT count(*) AS n, coalesce(max(id), 0) AS id FROM candidate_applications WHERE company_id = ?`, companyID).Scan(ctx, &row)
	return row.N, row.ID, err
}

// names is the company's index, fresh enough. Indexes of companies
// unused for a while are dropped.
func (d *Directory) names(ctx context.Context, companyID int64) (*names, error) {
	now := time.Now()
	d.mu.Lock()
	ix := d.index[companyID]
	if ix == nil {
		ix = &nameIndex{}
		d.index[companyID] = ix
	}
	for id, other := range d.index {
		if other != ix && other.mu.TryLock() {
			if now.Sub(other.lastUsed) > idle {
				delete(d.index, id)
			}
			other.mu.Unlock()
		}
	}
	d.mu.Unlock()
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.lastUsed = now
	if ix.snap != nil && now.Sub(ix.checked) < freshEvery {
		return ix.snap, nil
	}
	n, id, err := d.version(ctx, companyID)
	if err != nil {
		return nil, err
	}
	ix.checked = now
	if ix.snap != nil && n == ix.count && id == ix.maxID && now.Sub(ix.loaded) < maxAge {
		return ix.snap, nil
	}
	var rows []struct {
		Slug  string `bun:"slug"`
		Name  string `bun:"name"`
		JobID int64  `bun:"requisition_id"`
		Job   string `bun:"title"`
	}
	if err := d.db.Read.NewRaw(`SELECT a.slug, c.name, a.requisition_id, r.title FROM candidate_applications a
		JOIN candidates c ON c.id = a.candidate_id JOIN requisitions r ON r.id = a.requisition_id
		WHERE a.company_id = ?`, companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	snap := &names{entries: make([]nameEntry, len(rows)), byWord: map[string][]int32{}, byInitial: map[byte][]string{}}
	for i, r := range rows {
		ws := grammar.Words(r.Name)
		snap.entries[i] = nameEntry{slug: r.Slug, name: r.Name, job: r.Job, jobID: r.JobID, words: ws}
		for _, w := range ws {
			if _, ok := snap.byWord[w]; !ok && w != "" {
				snap.byInitial[w[0]] = append(snap.byInitial[w[0]], w)
			}
			snap.byWord[w] = append(snap.byWord[w], int32(i))
		}
	}
	ix.snap, ix.count, ix.maxID, ix.loaded = snap, n, id, now
	return snap, nil
}

// lookup is the entries with a name word like q: q itself, words it
// starts, or (same first letter) words within the typo budget.
func (ix *names) lookup(q string) map[int32]bool {
	out := map[int32]bool{}
	if q == "" {
		return out
	}
	for _, w := range ix.byInitial[q[0]] {
		if grammar.WordScore(q, w) > 0 {
			for _, e := range ix.byWord[w] {
				out[e] = true
			}
		}
	}
	return out
}

// Candidates are the applications whose candidate is named like name,
// best first, on jobs the caller sees.
func (d *Directory) Candidates(ctx context.Context, name string, limit int) ([]grammar.Person, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	q := grammar.Words(name)
	if len(q) == 0 {
		return nil, nil
	}
	visible, err := d.visibleJobs(ctx, companyID)
	if err != nil {
		return nil, err
	}
	ix, err := d.names(ctx, companyID)
	if err != nil {
		return nil, err
	}
	// Intersect from the most selective word.
	// An initial ("P. Iyer") would gather every name with that letter; it
	// is checked by the ranking instead, when a longer word narrows.
	long := q[:0:0]
	for _, w := range q {
		if len(w) > 1 {
			long = append(long, w)
		}
	}
	if len(long) == 0 {
		long = q
	}
	sets := make([]map[int32]bool, len(long))
	for i, w := range long {
		sets[i] = ix.lookup(w)
	}
	sort.Slice(sets, func(a, b int) bool { return len(sets[a]) < len(sets[b]) })
	type hit struct {
		e     int32
		score float64
	}
	var hits []hit
	for e := range sets[0] {
		ok := true
		for _, s := range sets[1:] {
			if !s[e] {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		en := &ix.entries[e]
		if visible != nil && !visible[en.jobID] {
			continue
		}
		if s := grammar.NameScore(q, en.words); s > 0 {
			hits = append(hits, hit{e, s})
		}
	}
	sort.Slice(hits, func(a, b int) bool {
		if hits[a].score != hits[b].score {
			return hits[a].score > hits[b].score
		}
		return ix.entries[hits[a].e].slug < ix.entries[hits[b].e].slug
	})
	if limit > 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	out := make([]grammar.Person, 0, len(hits))
	for _, h := range hits {
		en := ix.entries[h.e]
		out = append(out, grammar.Person{Slug: en.slug, Name: en.name, RequisitionID: en.jobID, RequisitionTitle: en.job})
	}
	return out, nil
}

// onVisibleJobs narrows q to the jobs the caller sees: cond holds %s where
// ats.VisibleJobs's subquery goes (nothing is added for a caller who sees
// every job).
func (d *Directory) onVisibleJobs(ctx context.Context, q string, args []any, cond string) (string, []any, error) {
	sub, subArgs, err := d.jobs.VisibleJobs(ctx)
	if err != nil || sub == "" {
		return q, args, err
	}
	return q + " AND " + fmt.Sprintf(cond, sub), append(args, subArgs...), nil
}

// visibleJobs is the set of job ids the caller sees, nil for all.
func (d *Directory) visibleJobs(ctx context.Context, companyID int64) (map[int64]bool, error) {
	sub, args, err := d.jobs.VisibleJobs(ctx)
	if err != nil || sub == "" {
		return nil, err
	}
	var ids []int64
	if err := d.db.Read.NewRaw("SELECT id FROM requisitions WHERE company_id = ? AND id IN ("+sub+")", append([]any{companyID}, args...)...).Scan(ctx, &ids); err != nil {
		return nil, err
	}
	out := map[int64]bool{}
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

// Users are the company's active users with their roles.
func (d *Directory) Users(ctx context.Context) ([]grammar.Person, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		ID    int64  `bun:"id"`
		Name  string `bun:"name"`
		Email string `bun:"email"`
		Roles string `bun:"roles"`
	}
	if err := d.db.Read.NewRaw(`SELECT id, name, email, roles FROM users WHERE company_id = ? AND active = ? ORDER BY id`, companyID, true).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]grammar.Person, 0, len(rows))
	for _, r := range rows {
		out = append(out, grammar.Person{ID: r.ID, Name: r.Name, Email: r.Email, Roles: recruit.SplitRoles(r.Roles)})
	}
	return out, nil
}

// Agencies are the company's agencies.
func (d *Directory) Agencies(ctx context.Context) ([]grammar.Person, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	var rows []grammar.Person
	var raw []struct {
		ID   int64  `bun:"id"`
		Name string `bun:"name"`
	}
	if err := d.db.Read.NewRaw(`SELECT id, name FROM agencies WHERE company_id = ? ORDER BY id`, companyID).Scan(ctx, &raw); err != nil {
		return nil, err
	}
	for _, r := range raw {
		rows = append(rows, grammar.Person{ID: r.ID, Name: r.Name})
	}
	return rows, nil
}

type named struct {
	ID    int64  `bun:"id"`
	Name  string `bun:"name"`
	JobID *int64 `bun:"job_id"`
	State string `bun:"state"`
}

func toNamed(rows []named) []grammar.Named {
	out := make([]grammar.Named, 0, len(rows))
	for _, r := range rows {
		n := grammar.Named{ID: r.ID, Name: r.Name, State: r.State}
		if r.JobID != nil {
			n.JobID = *r.JobID
		}
		out = append(out, n)
	}
	return out
}

// Rounds are the company's rounds and each visible job's own.
func (d *Directory) Rounds(ctx context.Context) ([]grammar.Named, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	var rows []named
	q := `SELECT id, name, requisition_id AS job_id, '' AS state FROM rounds WHERE company_id = ?`
	args := []any{companyID}
	// The company's template rounds, and the rounds of the jobs the caller sees.
	q, args, err = d.onVisibleJobs(ctx, q, args, "(requisition_id IS NULL OR requisition_id IN (%s))")
	if err != nil {
		return nil, err
	}
	if err := d.db.Read.NewRaw(q+" ORDER BY requisition_id, position, id", args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	return toNamed(rows), nil
}

// Templates are the company's email templates.
func (d *Directory) Templates(ctx context.Context) ([]grammar.Template, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		ID      int64  `bun:"id"`
		Name    string `bun:"name"`
		Subject string `bun:"subject"`
		Body    string `bun:"body"`
	}
	if err := d.db.Read.NewRaw(`SELECT id, name, subject, body FROM text_templates WHERE company_id = ? ORDER BY id`, companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]grammar.Template, 0, len(rows))
	for _, r := range rows {
		out = append(out, grammar.Template{ID: r.ID, Name: r.Name, Subject: r.Subject, Body: r.Body})
	}
	return out, nil
}

// Jobs are the jobs the caller sees, with their state.
func (d *Directory) Jobs(ctx context.Context) ([]grammar.Named, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	q := `SELECT r.id, r.title AS name, NULL AS job_id, r.state FROM requisitions r WHERE r.company_id = ?`
	args := []any{companyID}
	q, args, err = d.onVisibleJobs(ctx, q, args, "r.id IN (%s)")
	if err != nil {
		return nil, err
	}
	var rows []named
	if err := d.db.Read.NewRaw(q+" ORDER BY r.id", args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	return toNamed(rows), nil
}

// Designations are the company's designations.
func (d *Directory) Designations(ctx context.Context) ([]grammar.Named, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	var rows []named
	if err := d.db.Read.NewRaw(`SELECT id, title AS name, NULL AS job_id, '' AS state FROM designations WHERE company_id = ? ORDER BY id`, companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	return toNamed(rows), nil
}

// Questions are a visible job's active screening questions.
func (d *Directory) Questions(ctx context.Context, jobID int64) ([]grammar.ScreeningQuestion, error) {
	companyID, err := company(ctx)
	if err != nil {
		return nil, err
	}
	q := `SELECT id, title, field_type, options FROM screening_questions WHERE company_id = ? AND requisition_id = ? AND active = ?`
	args := []any{companyID, jobID, true}
	q, args, err = d.onVisibleJobs(ctx, q, args, "requisition_id IN (%s)")
	if err != nil {
		return nil, err
	}
	var rows []struct {
		ID        int64  `bun:"id"`
		Title     string `bun:"title"`
		FieldType string `bun:"field_type"`
		Options   string `bun:"options"`
	}
	if err := d.db.Read.NewRaw(q+" ORDER BY position, id", args...).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]grammar.ScreeningQuestion, 0, len(rows))
	for _, r := range rows {
		sq := grammar.ScreeningQuestion{ID: r.ID, Title: r.Title, FieldType: r.FieldType}
		_ = json.Unmarshal([]byte(r.Options), &sq.Options)
		out = append(out, sq)
	}
	return out, nil
}
