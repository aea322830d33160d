package analytics

import (
	"context"
	"time"

	"hirekit/internal/recruit"
)

// interviewsPerPanelMember counts the interviews each panel member sits
// on, by the interview's start: not cancelled ones, and not as a shadow
// (a shadow watches; the count is of the panel's load). It reads the
// panel rows, which carry the interview's start and state.
func interviewsPerPanelMember(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	if g := sc.seatGrain(q.Period); g != rawRows {
		// The seat counts the interview package keeps (analytics_seats,
		// migration 0036), of the grain the question's shape allows, as
		// the application rollups.
		var w where
		w.add("r.company_id = ?", sc.company)
		if g == dayRows {
			w.add("r.requisition_id = 0")
			sc.withinDays(&w)
		} else {
			w.add("r.day = ''")
			w.add("r.requisition_id <> 0")
			sc.jobs(&w, "r.requisition_id")
		}
		w.add("r.seats > 0")
		cells, err := sc.cells(ctx, grouped{key: text("r.user_id"), bucket: sc.dayBucket(q.Period), num: "sum(r.seats)",
			from: "analytics_seats r", where: w})
		return &table{measure: total, cells: cells}, err
	}
	var w where
	w.add("p.company_id = ?", sc.company)
	w.add("p.shadow = ?", false)
	w.add("p.state <> ?", string(recruit.InterviewCancelled))
	sc.within(&w, "p.starts_at")
	sc.jobs(&w, "i.requisition_id")
	sc.sources(&w, "i.application_id")
	cells, err := sc.cells(ctx, grouped{key: text("p.user_id"), bucket: sc.bucket("p.starts_at", q.Period), num: "count(*)",
		from: "interview_panel p JOIN interviews i ON i.id = p.interview_id", where: w})
	return &table{measure: total, cells: cells}, err
}

// seatGrain chooses the seat counts' rows for interviews per panel
// member: the company's days for every job, the jobs' all-time rows for
// some jobs without dates or period; a source filter (the seats are not
// kept by source) and anything else read the panel rows.
func (sc *scope) seatGrain(period string) grain {
	f := sc.filters
	if sc.rawRows || len(f.Sources) > 0 {
		return rawRows
	}
	if sc.visible == "" && len(f.Jobs) == 0 && len(f.Departments) == 0 && len(f.Recruiters) == 0 {
		return dayRows
	}
	if sc.from.IsZero() && sc.until.IsZero() && period == "" {
		return jobRows
	}
	return rawRows
}

// cardGrain chooses the card counts' rows for scorecard turnaround, as
// seatGrain does; grouped by job, department or recruiter, only the jobs'
// all-time rows answer.
func (sc *scope) cardGrain(group, period string) grain {
	switch group {
	case byJob, byDepartment, byRecruiter:
		if sc.rawRows || len(sc.filters.Sources) > 0 || !sc.from.IsZero() || !sc.until.IsZero() || period != "" {
			return rawRows
		}
		return jobRows
	}
	return sc.seatGrain(period)
}

// scorecardTurnaround averages the days from an interview's end to each
// scorecard of it, dated by the scorecard. A card may be sent once the
// interview has started; one sent before the end counts as 0 days.
func scorecardTurnaround(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	if g := sc.cardGrain(q.GroupBy, q.Period); g != rawRows {
		// The card counts the interview package keeps (analytics_cards,
		// migration 0036): the cards and their days, per member.
		var w where
		w.add("r.company_id = ?", sc.company)
		if g == dayRows {
			w.add("r.requisition_id = 0")
			sc.withinDays(&w)
		} else {
			w.add("r.day = ''")
			w.add("r.requisition_id <> 0")
			sc.jobs(&w, "r.requisition_id")
		}
		w.add("r.cards > 0")
		key := ""
		switch q.GroupBy {
		case byPanelMember:
			key = text("r.user_id")
			w.add("r.user_id > 0")
		case byJob, byDepartment, byRecruiter:
			key = text("r.requisition_id")
		}
		if q.GroupBy != byPanelMember {
			// Every member's sums.
			w.add("r.user_id = 0")
		}
		cells, err := sc.cells(ctx, grouped{key: key, bucket: sc.dayBucket(q.Period), num: "sum(r.card_days)", den: "sum(r.cards)",
			from: "analytics_cards r", where: w})
		return &table{measure: mean, cells: cells}, err
	}
	var w where
	w.add("c.company_id = ?", sc.company)
	sc.within(&w, "c.created_at")
	sc.jobs(&w, "i.requisition_id")
	sc.sources(&w, "c.application_id")
	key := ""
	switch q.GroupBy {
	case byPanelMember:
		key = text("c.user_id")
	case byJob, byDepartment, byRecruiter:
		key = text("i.requisition_id")
	}
	cells, err := sc.cells(ctx, grouped{key: key, bucket: sc.bucket("c.created_at", q.Period),
		num: "sum(" + sc.greatest(sc.days("c.created_at", "i.ends_at"), "0") + ")", den: "count(*)",
		from: "scorecards c JOIN interviews i ON i.id = c.interview_id", where: w})
	return &table{measure: mean, cells: cells}, err
}

// ageBuckets are open jobs' ages in whole days since they were created.
var ageBuckets = []struct {
	key, label string
	// under is the age (days) the bucket stays below; 0 for no bound.
	under int
}{
	{"0_30", "0–30 days", 31},
	{"31_60", "31–60 days", 61},
	{"61_90", "61–90 days", 91},
	{"over_90", "Over 90 days", 0},
}

// openJobsByAge counts the open and live jobs by age. A job's age is
// from its creation: the day someone asked for the hire.
func openJobsByAge(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	var w where
	w.add("r.company_id = ?", sc.company)
	w.add("r.state IN (?, ?)", string(recruit.ReqOpen), string(recruit.ReqLive))
	sc.jobs(&w, "r.id")
	// Younger than n whole days: created after now − n days.
	bucket := "CASE"
	var args []any
	for _, b := range ageBuckets {
		if b.under > 0 {
			bucket += " WHEN r.created_at > ? THEN '" + b.key + "'"
			args = append(args, sc.now.Add(-time.Duration(b.under)*24*time.Hour))
		} else {
			bucket += " ELSE '" + b.key + "'"
		}
	}
	bucket += " END"
	key := ""
	if q.GroupBy != "" {
		key = text("r.id")
	}
	cells, err := sc.cells(ctx, grouped{key: key, bucket: bucket, selectArgs: args, num: "count(*)", from: "requisitions r", where: w})
	t := &table{measure: total, cells: cells}
	for _, b := range ageBuckets {
		t.columns = append(t.columns, column{b.key, b.label})
	}
	return t, err
}

// productUsage counts the screens the company's users opened (usage
// events), by page or by user, dated by the visit: from the usage days
// (usage_days, kept with every batch; migration 0036), the rows per page
// or per user, whose UTC days bucket as the events' times do.
func productUsage(ctx context.Context, s *Service, sc *scope, q Query) (*table, error) {
	if sc.rawRows {
		return productUsageRaw(ctx, sc, q)
	}
	var w where
	w.add("r.company_id = ?", sc.company)
	sc.withinDays(&w)
	key := "r.page"
	if q.GroupBy == byUser {
		key = text("r.user_id")
		// The users' rows: every key but user 0's (the pages').
		w.add("r.user_id > 0")
		w.add("r.page = ''")
	} else {
		w.add("r.user_id = 0")
	}
	cells, err := sc.cells(ctx, grouped{key: key, bucket: sc.dayBucket(q.Period), num: "sum(r.events)", from: "usage_days r", where: w})
	return &table{measure: total, cells: cells}, err
}

// productUsageRaw is productUsage from the events themselves.
func productUsageRaw(ctx context.Context, sc *scope, q Query) (*table, error) {
	var w where
	w.add("u.company_id = ?", sc.company)
	sc.within(&w, "u.occurred_at")
	key := "u.page"
	if q.GroupBy == byUser {
		key = text("u.user_id")
	}
	cells, err := sc.cells(ctx, grouped{key: key, bucket: sc.bucket("u.occurred_at", q.Period), num: "count(*)", from: "usage_events u", where: w})
	return &table{measure: total, cells: cells}, err
}
