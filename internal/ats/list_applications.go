package ats

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Filter is the spec's candidate filter object. Its JSON, canonical and
// base64url-encoded with a "v1." prefix, is the navigation_token, so a
// copied link reopens the same view.
type Filter struct {
	Sources                  []string     `json:"sources,omitempty"`
	Statuses                 []string     `json:"statuses,omitempty"`
	RoundFilters             RoundFilters `json:"round_filters,omitzero"`
	TAs                      []int64      `json:"tas,omitempty"`
	Requisitions             []int64      `json:"requisitions,omitempty"`
	CandidateApplicationTags []int64      `json:"candidate_application_tags,omitempty"`
	// MatchScores keeps applications with any of these match scores
	// (-1 not computed, 0 Weak, 1 Moderate, 2 Good).
	MatchScores     []int    `json:"match_scores,omitempty"`
	MinExperience   *float64 `json:"min_experience,omitempty"`
	MaxExperience   *float64 `json:"max_experience,omitempty"`
	StartDate       string   `json:"start_date,omitempty"`
	EndDate         string   `json:"end_date,omitempty"`
	IncludeArchived bool     `json:"include_archived,omitempty"`
	// The assistant's job filters (the spec's agent parse result): notice
	// periods (recruit.NoticePeriods' values), a current CTC range in the
	// application's own currency, and answers to screening questions
	// (question id → the answer's JSON as stored; equal answers match).
	NoticePeriods []string                   `json:"notice_periods,omitempty"`
	MinCurrentCTC *float64                   `json:"min_current_ctc,omitempty"`
	MaxCurrentCTC *float64                   `json:"max_current_ctc,omitempty"`
	Answers       map[string]json.RawMessage `json:"answers,omitempty"`
}

// RoundFilters are four lists of round ids (DECISIONS.md).
type RoundFilters struct {
	Scheduled []int64 `json:"scheduled,omitempty"`
	Completed []int64 `json:"completed,omitempty"`
	Cancelled []int64 `json:"cancelled,omitempty"`
	NoShow    []int64 `json:"no_show,omitempty"`
}

// Token encodes the filter as a navigation_token. encoding/json writes
// struct fields in declaration order and maps sorted, and omits defaults,
// so equal filters give equal tokens.
func (f Filter) Token() string {
	b, _ := json.Marshal(f)
	if string(b) == "{}" {
		return ""
	}
	return "v1." + base64.RawURLEncoding.EncodeToString(b)
}

var errBadToken = recruit.FieldError("navigation_token", "This link's filter is not valid")

// ParseToken reads a navigation_token ("" is the empty filter).
func ParseToken(tok string) (Filter, error) {
	var f Filter
	if tok == "" {
		return f, nil
	}
	rest, ok := strings.CutPrefix(tok, "v1.")
	if !ok || len(rest) > 8000 {
		return f, errBadToken
	}
	b, err := base64.RawURLEncoding.DecodeString(rest)
	if err != nil {
		return f, errBadToken
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return f, errBadToken
	}
	return f, nil
}

// Check validates the filter: known states, dates as YYYY-MM-DD, no dates
// in the future, a sane experience range; spreadsheet views also refuse
// start dates more than 2 years back (the spec's 63072000000 ms).
func (f *Filter) Check(now time.Time, spreadsheet bool) error {
	for _, st := range f.Statuses {
		if !recruit.State(st).Valid() {
			return recruit.FieldError("statuses", "Unknown status "+st)
		}
	}
	for _, d := range []string{f.StartDate, f.EndDate} {
		if d == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", d)
		if err != nil {
			return recruit.FieldError("dates", "Dates must be YYYY-MM-DD")
		}
		if t.After(now) {
			return recruit.FieldError("dates", "Dates cannot be in the future")
		}
		if spreadsheet && t.Before(now.Add(-63072000000*time.Millisecond).Truncate(24*time.Hour)) {
			return recruit.FieldError("dates", "Dates cannot be more than 2 years back")
		}
	}
	if f.StartDate != "" && f.EndDate != "" && f.StartDate > f.EndDate {
		return recruit.FieldError("dates", "The start date must be before the end date")
	}
	if len(f.MatchScores) > 4 {
		return recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
	}
	for _, m := range f.MatchScores {
		if m < int(recruit.MatchNone) || m > int(recruit.MatchGood) {
			return recruit.FieldError("match_scores", "Match score must be -1, 0, 1 or 2")
		}
	}
	if f.MinExperience != nil && f.MaxExperience != nil && *f.MinExperience > *f.MaxExperience {
		return recruit.FieldError("experience", "Minimum experience cannot be more than the maximum")
	}
	rf := f.RoundFilters
	for _, l := range [][]int64{f.TAs, f.Requisitions, f.CandidateApplicationTags, rf.Scheduled, rf.Completed, rf.Cancelled, rf.NoShow} {
		if len(l) > 500 {
			return recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
		}
	}
	if len(f.Sources) > 100 || len(f.Statuses) > 100 {
		return recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
	}
	// A token is anyone's link, so every value gets the checks a body's
	// would: a source is a code (sourceValue's alphabet, which also keeps
	// NUL and control characters out of the query: PostgreSQL refuses NUL
	// in text), ids are positive, experience is in the form's range.
	for _, src := range f.Sources {
		if !sourceCode.MatchString(src) {
			return recruit.FieldError("sources", "Unknown source")
		}
	}
	for _, l := range [][]int64{f.TAs, f.Requisitions, f.CandidateApplicationTags, rf.Scheduled, rf.Completed, rf.Cancelled, rf.NoShow} {
		for _, id := range l {
			if id < 1 {
				return errBadToken
			}
		}
	}
	for _, e := range []*float64{f.MinExperience, f.MaxExperience} {
		if e != nil && !(*e >= 0 && *e <= 60) {
			return recruit.FieldError("experience", "Experience must be from 0 to 60 years")
		}
	}
	return f.checkJobFilters()
}

// checkJobFilters validates the assistant's additions: known notice
// periods, a sane CTC range, and answers keyed by question ids whose
// values are small JSON values (compacted, so equal answers compare equal
// to the stored ones).
func (f *Filter) checkJobFilters() error {
	if len(f.NoticePeriods) > len(recruit.NoticePeriods) || len(f.Answers) > 50 {
		return recruit.Errorf(recruit.EINVALID, "Too many values in one filter")
	}
	for _, np := range f.NoticePeriods {
		if !slices.ContainsFunc(recruit.NoticePeriods, func(o recruit.Option) bool { return o.Value == np }) {
			return recruit.FieldError("notice_periods", "Unknown notice period "+np)
		}
	}
	for _, c := range []*float64{f.MinCurrentCTC, f.MaxCurrentCTC} {
		if c != nil && !(*c >= 0 && *c <= 1e15) {
			return recruit.FieldError("current_ctc", "Current CTC must be 0 or more")
		}
	}
	if f.MinCurrentCTC != nil && f.MaxCurrentCTC != nil && *f.MinCurrentCTC > *f.MaxCurrentCTC {
		return recruit.FieldError("current_ctc", "Minimum CTC cannot be more than the maximum")
	}
	for k, v := range f.Answers {
		if id, err := strconv.ParseInt(k, 10, 64); err != nil || id < 1 || strconv.FormatInt(id, 10) != k {
			return errBadToken
		}
		var buf bytes.Buffer
		if len(v) > 1000 || json.Compact(&buf, v) != nil || strings.ContainsRune(buf.String(), 0) || buf.String() == "null" {
			return recruit.FieldError("answers", "Invalid answer filter")
		}
		f.Answers[k] = buf.Bytes()
	}
	return nil
}

// sourceCode is the form of every source code: sourceValue's output or a
// default source's.
var sourceCode = regexp.MustCompile(`^[a-z0-9_]{1,100}$`)

// Sorts the candidate list offers.
var sorts = map[string]string{
	"newest":  "a.created_at DESC, a.id DESC",
	"oldest":  "a.created_at ASC, a.id ASC",
	"name":    "lower(a.submitted_name) ASC, a.id DESC",
	"updated": "a.updated_at DESC, a.id DESC",
	// Best match first; scores not computed yet (-1) last.
	"match": "a.match_score DESC, a.id DESC",
}

// ApplicationQuery is one page of the candidate list.
type ApplicationQuery struct {
	// NavigationToken is the filter as a link carries it; when set it
	// replaces Filter.
	NavigationToken string
	Filter          Filter
	// View is "candidates" (the default: applications of open or live
	// jobs) or "spreadsheet" (every job, dates at most 2 years back).
	View    string
	Sort    string
	Page    int
	PerPage int
	// WithStateCounts adds the count of every state (before the status
	// filter) for tabs and boards. It reads every matching index entry, so
	// lists ask for it separately (see bench/README.md).
	WithStateCounts bool
}

// ApplicationRow is a line of the candidate list.
type ApplicationRow struct {
	ID               int64         `bun:"id"`
	Slug             string        `bun:"slug"`
	Name             string        `bun:"submitted_name"`
	Email            string        `bun:"email"`
	State            recruit.State `bun:"state"`
	Source           string        `bun:"source"`
	RequisitionID    int64         `bun:"requisition_id"`
	RequisitionTitle string        `bun:"requisition_title"`
	Priority         int           `bun:"priority"`
	MatchScore       int           `bun:"match_score"`
	MatchReasonsRaw  string        `bun:"match_reasons"`
	ExperienceYears  *float64      `bun:"experience_years"`
	Archived         bool          `bun:"archived"`
	CreatedAt        time.Time     `bun:"created_at"`
	UpdatedAt        time.Time     `bun:"updated_at"`
}

// ApplicationPage is a page of the list with its total and, when asked,
// per-state counts of the filtered set before the status filter (so tabs
// show every state).
type ApplicationPage struct {
	// Filter is the canonical filter the page was read with; its Token is
	// the navigation_token of the view.
	Filter      Filter
	Rows        []ApplicationRow
	Total       int
	StateCounts map[string]int
}

// ListApplications returns a page of the applications the actor may see
// that match the filter. Every condition names company_id first so the
// (company_id, …) indexes serve it.
func (s *Service) ListApplications(ctx context.Context, q ApplicationQuery, now time.Time) (*ApplicationPage, error) {
	if err := recruit.Require(ctx, recruit.PermListApplications); err != nil {
		return nil, err
	}
	return s.listApplications(ctx, q, now)
}

func (s *Service) listApplications(ctx context.Context, q ApplicationQuery, now time.Time) (*ApplicationPage, error) {
	actor := recruit.ActorFrom(ctx)
	companyID, err := actor.Company()
	if err != nil {
		return nil, err
	}
	lw, err := s.listWhere(actor, companyID, &q, now)
	if err != nil {
		return nil, err
	}
	order, where, args, statusCond, statusArgs := lw.order, lw.where, lw.args, lw.statusCond, lw.statusArgs
	from := " FROM candidate_applications a" + where
	out := &ApplicationPage{Filter: q.Filter, StateCounts: map[string]int{}}
	if agencyScoped(actor) {
		// Its applications and its repeat submissions (agency_submissions.go).
		return s.agencyPage(ctx, companyID, actor.AgencyID, q, order, where, args, statusCond, statusArgs, out)
	}
	if q.WithStateCounts {
		var counts []struct {
			State string `bun:"state"`
			N     int    `bun:"n"`
		}
		if err := s.DB.Conn(ctx).NewRaw("SELECT a.state, count(*) AS n"+from+" GROUP BY a.state", args...).Scan(ctx, &counts); err != nil {
			return nil, err
		}
		for _, c := range counts {
			out.StateCounts[c.State] = c.N
		}
	}
	from += statusCond
	args = append(args, statusArgs...)
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*)"+from, args...).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	out.Rows = []ApplicationRow{}
	if out.Total == 0 {
		return out, nil
	}
	if s.DB.Engine == sqldb.SQLite && (order == sorts["newest"] || order == sorts["oldest"]) {
		// SQLite's planner reads the matches from the list index and sorts
		// them all; when they are many, walking the company's applications
		// by date finds a page sooner (33 ms → 6 ms for 38,000 matches of a
		// million). The count just made says which: the walk reads about
		// (page end) × rows / matches rows, and max(id) bounds the rows.
		// PostgreSQL's planner makes this choice itself.
		var maxID int64
		if err := s.DB.Conn(ctx).NewRaw("SELECT coalesce(max(id), 0) FROM candidate_applications").Scan(ctx, &maxID); err != nil {
			return nil, err
		}
		if int64(q.Page)*int64(q.PerPage)*maxID/int64(out.Total) <= pageWalkRows {
			from = strings.Replace(from, "candidate_applications a WHERE", "candidate_applications a INDEXED BY applications_company_created WHERE", 1)
		}
	}
	err = s.DB.Conn(ctx).NewRaw("SELECT "+listColumns(applicationEmail)+from+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(args, q.PerPage, (q.Page-1)*q.PerPage)...).Scan(ctx, &out.Rows)
	return out, err
}

// listConditions is the WHERE of a candidate list: the query's filter
// (from its navigation_token when set, checked), its view and the actor's
// row rules, with the sort's ORDER BY. The status filter is kept apart
// (statusCond, " AND …" or ""), since state counts are taken before it.
// The list and the export walk (walk_applications.go) both read it, so
// they select the same rows.
type listConditions struct {
	order      string
	where      string
	args       []any
	statusCond string
	statusArgs []any
}

// listWhere builds the list's conditions; q's filter and sort are made
// canonical for the actor in place (an agency's match filter dropped).
func (s *Service) listWhere(actor *recruit.Actor, companyID int64, q *ApplicationQuery, now time.Time) (*listConditions, error) {
	var err error
	if q.NavigationToken != "" {
		if q.Filter, err = ParseToken(q.NavigationToken); err != nil {
			return nil, err
		}
	}
	if q.View != "" && q.View != "candidates" && q.View != "spreadsheet" {
		return nil, recruit.FieldError("view", "Unknown view")
	}
	spreadsheet := q.View == "spreadsheet"
	if err := q.Filter.Check(now, spreadsheet); err != nil {
		return nil, err
	}
	if agencyScoped(actor) {
		// Agencies are shown no match score: a repeat submission has none,
		// so a score, its sort or its filter would tell a repeat apart
		// (review 3, M4). The sort falls back to the default and the
		// filter is dropped, as for any field an agency does not see.
		q.Filter.MatchScores = nil
		if q.Sort == "match" {
			q.Sort = "newest"
		}
	}
	order, ok := sorts[q.Sort]
	if q.Sort == "" {
		order, ok = sorts["newest"], true
	}
	if !ok {
		return nil, recruit.FieldError("sort", "Unknown sort")
	}
	// The actor's jobs become one IN over the company's requisitions, so
	// the application rows are filtered from their own covering index
	// without a join per row; an actor who sees every job needs none.
	conds := []string{"a.company_id = ?"}
	args := []any{companyID}
	if vis, visArgs := visibility(actor); vis != visibleToAll {
		// The unary + keeps SQLite from driving the query by the
		// (company_id, requisition_id) index, one job at a time; it then
		// reads the covering list index instead (26 ms → 4 ms at 100,000
		// rows). It is plain arithmetic to PostgreSQL.
		conds = append(conds, "+a.requisition_id IN (SELECT r.id FROM requisitions r WHERE r.company_id = ? AND "+vis+")")
		args = append(args, append([]any{companyID}, visArgs...)...)
	}
	if !spreadsheet && len(q.Filter.Requisitions) == 0 {
		// Open jobs only, from the application's copy of its job's state.
		conds = append(conds, "a.job_open = ?")
		args = append(args, true)
	}
	if scope, scopeArgs := applicationScope(actor); scope != "" {
		conds = append(conds, scope)
		args = append(args, scopeArgs...)
	}
	f := q.Filter
	in := func(col string, n int) string {
		return col + " IN (" + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") + ")"
	}
	if !f.IncludeArchived {
		conds = append(conds, "a.archived = ?")
		args = append(args, false)
	}
	if len(f.Sources) > 0 {
		conds = append(conds, in("a.source", len(f.Sources)))
		for _, v := range f.Sources {
			args = append(args, v)
		}
	}
	if len(f.Requisitions) > 0 {
		conds = append(conds, in("a.requisition_id", len(f.Requisitions)))
		for _, v := range f.Requisitions {
			args = append(args, v)
		}
	}
	if len(f.TAs) > 0 {
		conds = append(conds, "a.requisition_id IN (SELECT m.requisition_id FROM requisition_members m WHERE m.kind = 'recruiter' AND "+in("m.member_id", len(f.TAs))+")")
		for _, v := range f.TAs {
			args = append(args, v)
		}
	}
	if len(f.CandidateApplicationTags) > 0 {
		conds = append(conds, "a.id IN (SELECT t.application_id FROM application_tags t WHERE "+in("t.tag_id", len(f.CandidateApplicationTags))+")")
		for _, v := range f.CandidateApplicationTags {
			args = append(args, v)
		}
	}
	// Each round filter is a list of rounds (any of them) in one state;
	// filters of several states must all hold, like the other filters.
	for _, rf := range []struct {
		state  recruit.InterviewState
		rounds []int64
	}{
		{recruit.InterviewScheduled, f.RoundFilters.Scheduled},
		{recruit.InterviewCompleted, f.RoundFilters.Completed},
		{recruit.InterviewCancelled, f.RoundFilters.Cancelled},
		{recruit.InterviewNoShow, f.RoundFilters.NoShow},
	} {
		if len(rf.rounds) > 0 {
			sub, subArgs := s.Rounds.InterviewedIn(companyID, rf.state, rf.rounds)
			conds = append(conds, "a.id IN ("+sub+")")
			args = append(args, subArgs...)
		}
	}
	if len(f.MatchScores) > 0 {
		conds = append(conds, in("a.match_score", len(f.MatchScores)))
		for _, v := range f.MatchScores {
			args = append(args, v)
		}
	}
	// The two ranges, each end optional.
	for _, r := range []struct {
		col      string
		min, max *float64
	}{{"a.experience_years", f.MinExperience, f.MaxExperience}, {"a.current_ctc", f.MinCurrentCTC, f.MaxCurrentCTC}} {
		if r.min != nil {
			conds = append(conds, r.col+" >= ?")
			args = append(args, *r.min)
		}
		if r.max != nil {
			conds = append(conds, r.col+" <= ?")
			args = append(args, *r.max)
		}
	}
	if len(f.NoticePeriods) > 0 {
		conds = append(conds, in("a.notice_period", len(f.NoticePeriods)))
		for _, v := range f.NoticePeriods {
			args = append(args, v)
		}
	}
	// Sorted, so the query text is the same for equal filters.
	for _, k := range slices.Sorted(maps.Keys(f.Answers)) {
		id, _ := strconv.ParseInt(k, 10, 64)
		conds = append(conds, "a.id IN (SELECT aa.application_id FROM application_answers aa WHERE aa.question_id = ? AND aa.answer = ?)")
		args = append(args, id, string(f.Answers[k]))
	}
	if f.StartDate != "" {
		t, _ := time.Parse("2006-01-02", f.StartDate)
		conds = append(conds, "a.created_at >= ?")
		args = append(args, t)
	}
	if f.EndDate != "" {
		t, _ := time.Parse("2006-01-02", f.EndDate)
		conds = append(conds, "a.created_at < ?")
		args = append(args, t.Add(24*time.Hour))
	}
	lc := &listConditions{order: order, where: " WHERE " + strings.Join(conds, " AND "), args: args}
	if len(f.Statuses) > 0 {
		lc.statusCond = " AND " + in("a.state", len(f.Statuses))
		for _, v := range f.Statuses {
			lc.statusArgs = append(lc.statusArgs, v)
		}
	}
	return lc, nil
}

// applicationEmail is a list row's email: its candidate's.
const applicationEmail = "(SELECT c.email FROM candidates c WHERE c.id = a.candidate_id)"

// listColumns are the columns of a list row (ApplicationRow) over alias a.
func listColumns(email string) string {
	return `a.id, a.slug, a.submitted_name, ` + email + ` AS email, a.state, a.source, a.requisition_id,
		(SELECT r.title FROM requisitions r WHERE r.id = a.requisition_id) AS requisition_title, a.priority, a.match_score, a.match_reasons, a.experience_years,
		a.archived, a.created_at, a.updated_at`
}

// pageWalkRows is how many rows a walk by date may read for a page before
// sorting the matches is the cheaper plan (about 5 ms of reading).
const pageWalkRows = 20_000
