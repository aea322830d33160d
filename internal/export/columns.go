package export

import (
	"context"
	"strings"
	"unicode/utf8"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// Column is a column a candidate export may hold: what the candidate list
// and the candidate page show of an application.
type Column struct {
	Key   string
	Label string
	// Default columns are ticked when the builder opens.
	Default bool
	// cell is the column's value of a row: a string (text), an int64 or a
	// float64 (numbers), or nil (empty).
	cell func(r *ats.ExportRow, c *cellContext) any
}

// cellContext is what cells need beyond their row.
type cellContext struct {
	sources map[string]string
	baseURL string
}

// Columns are the candidate columns, in the order the builder offers
// them and writes them when the user keeps it.
var Columns = []Column{
	{"name", "Name", true, func(r *ats.ExportRow, _ *cellContext) any { return r.Name }},
	{"email", "Email", true, func(r *ats.ExportRow, _ *cellContext) any { return r.Email }},
	{"phone", "Phone", false, func(r *ats.ExportRow, _ *cellContext) any { return r.Phone }},
	{"job", "Job", true, func(r *ats.ExportRow, _ *cellContext) any { return r.RequisitionTitle }},
	{"state", "State", true, func(r *ats.ExportRow, _ *cellContext) any {
		if si, ok := r.State.Info(); ok {
			return si.Label
		}
		return string(r.State)
	}},
	{"source", "Source", true, func(r *ats.ExportRow, c *cellContext) any {
		if t, ok := c.sources[r.Source]; ok {
			return t
		}
		return r.Source
	}},
	{"applied_on", "Applied on (UTC)", true, func(r *ats.ExportRow, _ *cellContext) any { return r.CreatedAt.UTC().Format("2006-01-02") }},
	{"experience", "Experience (years)", false, func(r *ats.ExportRow, _ *cellContext) any {
		if r.ExperienceYears == nil {
			return nil
		}
		return *r.ExperienceYears
	}},
	{"current_ctc", "Current CTC", false, func(r *ats.ExportRow, _ *cellContext) any { return optInt(r.CurrentCTC) }},
	{"expected_ctc", "Expected CTC", false, func(r *ats.ExportRow, _ *cellContext) any { return optInt(r.ExpectedCTC) }},
	{"salary_currency", "Currency", false, func(r *ats.ExportRow, _ *cellContext) any { return r.SalaryCurrency }},
	{"notice_period", "Notice period", false, func(r *ats.ExportRow, _ *cellContext) any {
		if r.NoticePeriod == "" {
			return ""
		}
		return recruit.TitleOf(recruit.NoticePeriods, r.NoticePeriod)
	}},
	{"match_score", "Match score", false, func(r *ats.ExportRow, _ *cellContext) any { return noDash(recruit.MatchScore(r.MatchScore).Label()) }},
	{"priority", "Priority", false, func(r *ats.ExportRow, _ *cellContext) any { return noDash(recruit.Priority(r.Priority).Label()) }},
	{"tags", "Tags", false, func(r *ats.ExportRow, _ *cellContext) any { return strings.Join(r.Tags, ", ") }},
	{"agency", "Agency", false, func(r *ats.ExportRow, _ *cellContext) any { return r.AgencyName }},
	{"referred_by", "Referred by", false, func(r *ats.ExportRow, _ *cellContext) any { return r.ReferrerName }},
	{"archived", "Archived", false, func(r *ats.ExportRow, _ *cellContext) any {
		if r.Archived {
			return "Yes"
		}
		return "No"
	}},
	{"updated_at", "Last updated (UTC)", false, func(r *ats.ExportRow, _ *cellContext) any { return r.UpdatedAt.UTC().Format("2006-01-02 15:04") }},
	{"link", "Candidate page", false, func(r *ats.ExportRow, c *cellContext) any { return c.baseURL + "/candidate-timeline/" + r.Slug }},
}

// MaxColumns bounds the columns of one export (more than the catalogue
// holds today, so every column can be chosen).
const MaxColumns = 30

var columnByKey = func() map[string]*Column {
	m := map[string]*Column{}
	for i := range Columns {
		m[Columns[i].Key] = &Columns[i]
	}
	return m
}()

// ListColumns returns the columns a candidate export may hold, in order.
func (s *Service) ListColumns(ctx context.Context) ([]Column, error) {
	if err := recruit.Require(ctx, recruit.PermExport); err != nil {
		return nil, err
	}
	return Columns, nil
}

// checkColumns refuses an empty, overlong, unknown or repeated choice.
func checkColumns(keys []string) ([]*Column, error) {
	if len(keys) == 0 {
		return nil, recruit.FieldError("columns", "Please choose at least one column")
	}
	if len(keys) > MaxColumns {
		return nil, recruit.FieldError("columns", "Please choose at most 30 columns")
	}
	out := make([]*Column, 0, len(keys))
	seen := map[string]bool{}
	for _, k := range keys {
		c, ok := columnByKey[k]
		if !ok {
			return nil, recruit.FieldError("columns", "Unknown column "+quoted(k))
		}
		if seen[k] {
			return nil, recruit.FieldError("columns", "The column "+c.Label+" is chosen twice")
		}
		seen[k] = true
		out = append(out, c)
	}
	return out, nil
}

// quoted shows a user's value in a message, short and printable.
func quoted(v string) string {
	r := []rune(strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == utf8.RuneError {
			return -1
		}
		return r
	}, v))
	if len(r) > 40 {
		return `"` + string(r[:40]) + `…"`
	}
	return `"` + string(r) + `"`
}

// noDash leaves empty what the app shows as '-' (no priority, no match
// score): a cell of its own would read as a value, and the formula guard
// would write it as '-.
func noDash(label string) string {
	if label == "-" {
		return ""
	}
	return label
}

func optInt(v *int64) any {
	if v == nil {
		return nil
	}
	return *v
}
