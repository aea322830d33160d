package analytics

import (
	"context"
	"strconv"
	"strings"

	"hirekit/internal/recruit"
)

// milestones are the funnel's steps. An application counts at a milestone
// when its history ever reached one of the milestone's phases or a later
// milestone's: an application rejected in interview was screened and
// interviewed; one moved straight from applied to an offer counts as
// screened and interviewed too (the pipeline allows jumping forward).
var milestones = []struct {
	key, label string
	phases     []recruit.Phase
}{
	{"applied", "Applied", nil},
	{"screened", "Screened", []recruit.Phase{recruit.PhaseScreen, recruit.PhaseAssignment}},
	{"interviewed", "Interviewed", []recruit.Phase{recruit.PhaseInterview, recruit.PhaseSalary}},
	{"offered", "Offered", []recruit.Phase{recruit.PhaseOffer}},
	{"hired", "Hired", []recruit.Phase{recruit.PhaseHired}},
}

// milestoneOf is the SQL of the milestone a state is at (its index), 0
// for entry and settled states (a reject says nothing its history does
// not).
func milestoneOf(col string) string {
	var b strings.Builder
	b.WriteString("CASE")
	for i := len(milestones) - 1; i > 0; i-- {
		b.WriteString(" WHEN " + col + " IN " + stateList(statesOf(milestones[i].phases...)) + " THEN " + strconv.Itoa(i))
	}
	b.WriteString(" ELSE 0 END")
	return b.String()
}

// funnel counts the applications added in the range at each milestone,
// from the furthest milestone each one's history reached; or, as
// conversion, each milestone's count as a percentage of the one before.
func funnel(conversion bool) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		var w where
		sc.applications(&w)
		sc.within(&w, "a.created_at")
		key := appKey(q.GroupBy)
		if key == "" {
			key = "''"
		}
		// The furthest milestone of each application that passed the entry:
		// its moves into a later milestone's states, read from the
		// (company_id, to_state, created_at, application_id) index, never
		// the moves into entry states (most of them). An application's
		// moves are all made after it was added, so moves before the range
		// are skipped too. At 200,000 applications on SQLite this was
		// twice as fast as a lookup of each application's history.
		var past []recruit.State
		for _, ms := range milestones[1:] {
			past = append(past, statesOf(ms.phases...)...)
		}
		var moves where
		moves.add("m.company_id = ?", sc.company)
		moves.add("m.to_state IN " + stateList(past))
		if !sc.from.IsZero() {
			moves.add("m.created_at >= ?", sc.from)
		}
		inner := "SELECT " + key + " AS k, COALESCE(h.reached, " + milestoneOf("a.state") + ") AS reached FROM candidate_applications a " +
			"LEFT JOIN (SELECT m.application_id AS app, max(" + milestoneOf("m.to_state") + ") AS reached FROM application_moves m WHERE " +
			strings.Join(moves.conds, " AND ") + " GROUP BY m.application_id) h ON h.app = a.id WHERE " + strings.Join(w.conds, " AND ")
		cells, err := sc.cells(ctx, grouped{key: "x.k", bucket: "CAST(x.reached AS TEXT)", num: "count(*)",
			from: "(" + inner + ") x", fromArgs: append(moves.args, w.args...), where: where{conds: []string{"1 = 1"}}})
		if err != nil {
			return nil, err
		}
		reached := map[string][]float64{}
		for _, c := range cells {
			i, err := strconv.Atoi(c.Bucket)
			if err != nil || i < 0 || i >= len(milestones) {
				continue
			}
			if reached[c.Key] == nil {
				reached[c.Key] = make([]float64, len(milestones))
			}
			reached[c.Key][i] += c.Num
		}
		t := &table{measure: total, weighBy: milestones[0].key}
		if conversion {
			t.measure = ratio
		}
		for _, ms := range milestones {
			t.columns = append(t.columns, column{ms.key, ms.label})
		}
		for key, n := range reached {
			// At a milestone: reached it or a later one.
			at := make([]float64, len(n))
			for i := len(n) - 1; i >= 0; i-- {
				at[i] = n[i]
				if i+1 < len(n) {
					at[i] += at[i+1]
				}
			}
			for i, ms := range milestones {
				c := cell{Key: key, Bucket: ms.key, Num: at[i]}
				if conversion {
					c.Den = at[max(i-1, 0)]
				}
				t.cells = append(t.cells, c)
			}
		}
		return t, nil
	}
}

// stages are the open phases an application waits in, in pipeline order
// (time in stage's columns; settled and on-hold time is not a stage).
var stages = []struct {
	phase recruit.Phase
	label string
}{
	{recruit.PhaseEntry, "New"},
	{recruit.PhaseScreen, "Screen"},
	{recruit.PhaseAssignment, "Assignment"},
	{recruit.PhaseInterview, "Interview"},
	{recruit.PhaseSalary, "Salary"},
	{recruit.PhaseOffer, "Offer"},
}

// timeInStage averages, per stage, the days applications spent in it
// before moving on. A stay runs from the move into a state to the next
// move; an application's stays in one stage add up (TA screen then HM
// screen is one screen); the average is over the applications, and only
// stays that ended count (dated by their end), since a running one has no
// length yet.
func timeInStage(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	// The applications in scope, with every move of theirs: a stay's
	// start is the move before, whatever its date.
	var apps where
	apps.add("m.company_id = ?", sc.company)
	sc.applications(&apps)
	key := appKey(q.GroupBy)
	if key == "" {
		key = "''"
	}
	history := "SELECT " + key + " AS k, m.application_id AS app, m.from_state, m.created_at, " +
		"LAG(m.created_at) OVER (PARTITION BY m.application_id ORDER BY m.id) AS began " +
		"FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id WHERE " + strings.Join(apps.conds, " AND ")
	// The stays that ended in the range, in an open stage, summed per
	// application and stage.
	var ended where
	ended.add("h.began IS NOT NULL")
	var open []recruit.State
	var phase strings.Builder
	phase.WriteString("CASE")
	for _, st := range stages {
		states := statesOf(st.phase)
		open = append(open, states...)
		phase.WriteString(" WHEN h.from_state IN " + stateList(states) + " THEN '" + string(st.phase) + "'")
	}
	phase.WriteString(" END")
	ended.add("h.from_state IN " + stateList(open))
	sc.within(&ended, "h.created_at")
	// A window over each application's history, in one pass over the
	// company's moves: at 200,000 applications it was 3.5 times as fast on
	// PostgreSQL as looking up each move's previous one; on SQLite the two
	// were alike within the noise of a shared machine.
	perApp := "SELECT h.k AS k, " + phase.String() + " AS phase, sum(" + sc.days("h.created_at", "h.began") + ") AS d FROM (" + history + ") h WHERE " +
		strings.Join(ended.conds, " AND ") + " GROUP BY h.k, h.app, phase"
	cells, err := sc.cells(ctx, grouped{key: "y.k", bucket: "y.phase", num: "sum(y.d)", den: "count(*)",
		from: "(" + perApp + ") y", fromArgs: append(apps.args, ended.args...), where: where{conds: []string{"1 = 1"}}})
	t := &table{measure: mean, cells: cells}
	for _, st := range stages {
		t.columns = append(t.columns, column{string(st.phase), st.label})
	}
	return t, err
}

// hires counts the moves to joined in the range (the hire's date), or
// averages the days from each hired application's arrival to its hire.
func hires(average bool) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		var w where
		w.add("h.company_id = ?", sc.company)
		w.add("h.to_state = ?", string(recruit.StateJoined))
		sc.within(&w, "h.created_at")
		sc.applications(&w)
		g := grouped{key: appKey(q.GroupBy), bucket: sc.bucket("h.created_at", q.Period), num: "count(*)",
			from: "application_moves h JOIN candidate_applications a ON a.id = h.application_id", where: w}
		t := &table{measure: total}
		if average {
			g.num, g.den, t.measure = "sum("+sc.days("h.created_at", "a.created_at")+")", "count(*)", mean
		}
		var err error
		t.cells, err = sc.cells(ctx, g)
		return t, err
	}
}

// offerAcceptance is the offers accepted among those answered (accepted
// or declined) in the range, dated by the answer. An application
// reopened and offered again counts each answer.
func offerAcceptance(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	var w where
	w.add("h.company_id = ?", sc.company)
	w.add("h.to_state IN (?, ?)", string(recruit.StateOfferAccepted), string(recruit.StateOfferDeclined))
	sc.within(&w, "h.created_at")
	sc.applications(&w)
	cells, err := sc.cells(ctx, grouped{key: appKey(q.GroupBy), bucket: sc.bucket("h.created_at", q.Period),
		num: "sum(CASE WHEN h.to_state = '" + string(recruit.StateOfferAccepted) + "' THEN 1 ELSE 0 END)", den: "count(*)",
		from: "application_moves h JOIN candidate_applications a ON a.id = h.application_id", where: w})
	return &table{measure: ratio, cells: cells}, err
}
