package analytics

import (
	"context"
	"strconv"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// grouping maps the raw keys of a metric's cells to the groups they count
// in, and names the groups. The SQL groups by what the counted rows hold
// (a source, a state, a job's id, a user's id); a job's department and
// recruiters are looked up here for the jobs that have rows, so the big
// query never joins per row.
type grouping struct {
	// to maps a raw key to its groups: one, or a job's recruiters (an
	// application of a job with two recruiters counts for each). Keys it
	// lacks are their own group.
	to    map[string][]string
	label map[string]string
	// rank orders the groups when they have an order of their own
	// (states, in pipeline order); nil orders by weight.
	rank map[string]int
}

func (g *grouping) of(raw string) []string {
	if keys, ok := g.to[raw]; ok {
		return keys
	}
	return []string{raw}
}

// grouping reads what the groups of cells are and what they are called.
func (s *Service) grouping(ctx context.Context, sc *scope, group string, cells []cell) (*grouping, error) {
	g := &grouping{to: map[string][]string{}, label: map[string]string{}}
	raw := map[string]bool{}
	for _, c := range cells {
		raw[c.Key] = true
	}
	if group == "" {
		for k := range raw {
			g.to[k] = []string{""}
		}
		return g, nil
	}
	ids := idsOf(raw)
	db := sc.db.Conn(ctx)
	var named []struct {
		ID   string `bun:"id"`
		Name string `bun:"name"`
	}
	users := func(keys map[string]bool, none string) error {
		if err := db.NewRaw("SELECT "+text("id")+" AS id, CASE WHEN name = '' THEN email ELSE name END AS name FROM users WHERE company_id = ? AND id IN (?)",
			sc.company, bun.In(idsOf(keys))).Scan(ctx, &named); err != nil {
			return err
		}
		g.label[""] = none
		return nil
	}
	var err error
	switch group {
	case bySource:
		err = db.NewRaw("SELECT value AS id, title AS name FROM sources WHERE company_id = ?", sc.company).Scan(ctx, &named)
		g.label[""] = "No source"
	case byState:
		g.rank = map[string]int{}
		for i, si := range recruit.States {
			g.label[string(si.State)], g.rank[string(si.State)] = si.Label, i+1
		}
	case byJob:
		err = db.NewRaw("SELECT "+text("id")+" AS id, title AS name FROM requisitions WHERE company_id = ? AND id IN (?)",
			sc.company, bun.In(ids)).Scan(ctx, &named)
	case byDepartment:
		var jobs []struct {
			ID         string `bun:"id"`
			Department string `bun:"department"`
		}
		if err := db.NewRaw("SELECT "+text("id")+" AS id, "+text("department_id")+" AS department FROM requisitions WHERE company_id = ? AND id IN (?)",
			sc.company, bun.In(ids)).Scan(ctx, &jobs); err != nil {
			return nil, err
		}
		for _, j := range jobs {
			g.to[j.ID] = []string{j.Department}
		}
		err = db.NewRaw("SELECT "+text("id")+" AS id, title AS name FROM departments WHERE company_id = ?", sc.company).Scan(ctx, &named)
		g.label[""] = "No department"
	case byRecruiter:
		var members []struct {
			Job  string `bun:"job"`
			User string `bun:"member"`
		}
		if err := db.NewRaw(`SELECT `+text("m.requisition_id")+` AS job, `+text("m.member_id")+` AS member FROM requisition_members m
			JOIN requisitions r ON r.id = m.requisition_id WHERE r.company_id = ? AND m.kind = 'recruiter' AND m.requisition_id IN (?)`,
			sc.company, bun.In(ids)).Scan(ctx, &members); err != nil {
			return nil, err
		}
		recruiters := map[string]bool{}
		for _, m := range members {
			g.to[m.Job] = append(g.to[m.Job], m.User)
			recruiters[m.User] = true
		}
		for k := range raw {
			if _, ok := g.to[k]; !ok {
				g.to[k] = []string{""}
			}
		}
		err = users(recruiters, "No recruiter")
	case byAgency:
		err = db.NewRaw("SELECT "+text("id")+" AS id, name FROM agencies WHERE company_id = ? AND id IN (?)", sc.company, bun.In(ids)).Scan(ctx, &named)
		g.label[""] = "No agency"
	case byReferrer:
		err = users(raw, "Not recorded")
	case byPanelMember, byUser:
		err = users(raw, "Unknown")
	}
	if err != nil {
		return nil, err
	}
	for _, n := range named {
		g.label[n.ID] = n.Name
	}
	// A key nothing names keeps its own text (a source since deleted, a
	// page identifier).
	for k := range raw {
		for _, key := range g.of(k) {
			if _, ok := g.label[key]; !ok {
				g.label[key] = key
			}
		}
	}
	return g, nil
}

// idsOf lists the keys that are ids; at least one (0, which no row has),
// so IN () is never empty.
func idsOf(keys map[string]bool) []int64 {
	out := []int64{0}
	for k := range keys {
		if id, err := strconv.ParseInt(k, 10, 64); err == nil {
			out = append(out, id)
		}
	}
	return out
}
