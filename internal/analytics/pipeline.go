package analytics

import (
	"context"
	"strconv"

	"hirekit/internal/recruit"
)

// milestones are the funnel's steps (recruit.FunnelPhases). An
// application counts at a milestone when its history ever reached one of
// the milestone's phases or a later milestone's: an application rejected
// in interview was screened and interviewed; one moved straight from
// applied to an offer counts as screened and interviewed too (the
// pipeline allows jumping forward).
var milestones = []struct{ key, label string }{
	{"applied", "Applied"},
	{"screened", "Screened"},
	{"interviewed", "Interviewed"},
	{"offered", "Offered"},
	{"hired", "Hired"},
}

// funnel counts the applications added in the range at each milestone,
// from the furthest milestone each one's history reached; or, as
// conversion, each milestone's count as a percentage of the one before.
func funnel(conversion bool) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		var cells []cell
		var err error
		if g := sc.grain(q.GroupBy, ""); g != rawRows {
			cells, err = sc.rollupFunnel(ctx, g, q.GroupBy)
		} else {
			var w where
			sc.applications(&w)
			sc.within(&w, "a.created_at")
			// The furthest milestone of each application's history is
			// kept on it (reached, written with each move by ats), so the
			// funnel is a count of the applications added in the range.
			cells, err = sc.cells(ctx, grouped{key: appKey(q.GroupBy), bucket: "CAST(a.reached AS TEXT)", num: "count(*)",
				from: "candidate_applications a", where: w})
		}
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

// stageLabels are time in stage's columns, for recruit.StayStages.
var stageLabels = map[recruit.Phase]string{
	recruit.PhaseEntry: "New", recruit.PhaseScreen: "Screen", recruit.PhaseAssignment: "Assignment",
	recruit.PhaseInterview: "Interview", recruit.PhaseSalary: "Salary", recruit.PhaseOffer: "Offer",
}

// timeInStage averages, per stage, the days applications spent in it
// before moving on. A stay runs from the move into a state to the next
// move; an application's stays in one stage add up (TA screen then HM
// screen is one screen); the average is over the applications, and only
// stays that ended count (dated by their end), since a running one has no
// length yet.
func timeInStage(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	// Each move records the stay it ends (ats.recordMove): its stage, its
	// days, and when the application's previous stay in that stage ended.
	// The average is over applications: an application counts once per
	// stage, at its first stay in the range — the one whose previous stay
	// in the stage ended before the range (or that has none).
	if g := sc.grain(q.GroupBy, ""); g != rawRows {
		cells, err := sc.rollupStays(ctx, g, q.GroupBy)
		return stageTable(cells), err
	}
	var w where
	sc.moves(&w)
	w.add("m.stay_stage IS NOT NULL")
	sc.within(&w, "m.created_at")
	first := "m.stage_before IS NULL"
	var selectArgs []any
	if !sc.from.IsZero() {
		first += " OR m.stage_before < ?"
		selectArgs = append(selectArgs, sc.from)
	}
	cells, err := sc.cells(ctx, grouped{key: keyOf("m", q.GroupBy), bucket: "m.stay_stage", num: "sum(m.stay_days)",
		den: "sum(CASE WHEN " + first + " THEN 1 ELSE 0 END)", selectArgs: selectArgs,
		from: "application_moves m", where: w})
	return stageTable(cells), err
}

// stageTable is time in stage's table of cells: a mean per stage.
func stageTable(cells []cell) *table {
	t := &table{measure: mean, cells: cells}
	for _, st := range recruit.StayStages {
		t.columns = append(t.columns, column{string(st), stageLabels[st]})
	}
	return t
}

// hires counts the moves to joined in the range (the hire's date), or
// averages the days from each hired application's arrival to its hire.
func hires(average bool) func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	return func(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
		if g := sc.grain(q.GroupBy, q.Period); g != rawRows {
			t := &table{measure: total}
			num := "sum(r.hires)"
			if average {
				num, t.measure = "sum(r.hire_days)", mean
			}
			var err error
			t.cells, err = sc.rollupCounts(ctx, g, q, num, "sum(r.hires)", "r.hires")
			return t, err
		}
		// A move carries its application's job, source and arrival.
		var w where
		sc.moves(&w)
		w.add("m.to_state = ?", string(recruit.StateJoined))
		sc.within(&w, "m.created_at")
		g := grouped{key: keyOf("m", q.GroupBy), bucket: sc.bucket("m.created_at", q.Period), num: "count(*)",
			from: "application_moves m", where: w}
		t := &table{measure: total}
		if average {
			g.num, g.den, t.measure = "sum("+sc.days("m.created_at", "m.applied_at")+")", "count(*)", mean
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
	if g := sc.grain(q.GroupBy, q.Period); g != rawRows {
		cells, err := sc.rollupCounts(ctx, g, q, "sum(r.offers_accepted)", "sum(r.offers_accepted + r.offers_declined)",
			"r.offers_accepted + r.offers_declined")
		return &table{measure: ratio, cells: cells}, err
	}
	var w where
	sc.moves(&w)
	w.add("m.to_state IN (?, ?)", string(recruit.StateOfferAccepted), string(recruit.StateOfferDeclined))
	sc.within(&w, "m.created_at")
	cells, err := sc.cells(ctx, grouped{key: keyOf("m", q.GroupBy), bucket: sc.bucket("m.created_at", q.Period),
		num: "sum(CASE WHEN m.to_state = '" + string(recruit.StateOfferAccepted) + "' THEN 1 ELSE 0 END)", den: "count(*)",
		from: "application_moves m", where: w})
	return &table{measure: ratio, cells: cells}, err
}
