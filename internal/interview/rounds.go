// Package interview owns interview rounds, interviews on Hirekit's own
// calendar (booking, invitations by mail as iCalendar, reschedules and
// cancellations), scorecards and their reminders, self-scheduling slots (and,
// with later issues, other calendars).
package interview

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Round is one interview round of a company template or of a job.
type Round struct {
	ID            int64     `bun:"id"`
	CompanyID     int64     `bun:"company_id"`
	RequisitionID *int64    `bun:"requisition_id"`
	Position      int       `bun:"position"`
	Name          string    `bun:"name"`
	AttributesRaw string    `bun:"attributes"`
	CreatedAt     time.Time `bun:"created_at"`
}

// Attributes are what the round's scorecard rates. The column is written
// only here, as a JSON list; a decoding error can only mean none.
func (r *Round) Attributes() []string {
	var out []string
	_ = json.Unmarshal([]byte(r.AttributesRaw), &out)
	if out == nil {
		out = []string{}
	}
	return out
}

// checkRoundsOf checks the actor may read (edit false) or change (edit
// true) the rounds of a job (requisitionID > 0) or of the company's
// template (0): a job's rounds follow the job's own rule, the template
// needs its own permission.
func (s *Service) checkRoundsOf(ctx context.Context, requisitionID int64, edit bool) error {
	if requisitionID == 0 {
		if edit && !recruit.ActorFrom(ctx).Can(recruit.PermEditRoundTemplate) {
			return recruit.Errorf(recruit.EFORBIDDEN, "Only an admin or a TA can change the company's rounds")
		}
		return nil
	}
	editable, err := s.Jobs.JobAccess(ctx, requisitionID)
	if err != nil {
		return err
	}
	if edit && !editable {
		return recruit.Errorf(recruit.EFORBIDDEN, "You cannot edit this job")
	}
	return nil
}

// defaultRounds start every company's template; recruitment setup edits
// them.
var defaultRounds = []struct {
	name  string
	attrs []string
}{
	{"Phone screen", []string{"Communication", "Motivation", "Role fit"}},
	{"Technical round 1", []string{"Problem solving", "Coding", "Fundamentals"}},
	{"Technical round 2", []string{"System design", "Depth", "Trade-offs"}},
	{"Hiring manager round", []string{"Ownership", "Collaboration", "Role fit"}},
	{"Culture fit", []string{"Values", "Communication", "Team fit"}},
}

// ensureTemplates stores the default rounds the first time a company's
// template is read or changed. Callers run it inside a transaction.
func (s *Service) ensureTemplates(ctx context.Context, companyID int64) error {
	var n int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM rounds WHERE company_id = ? AND requisition_id IS NULL", companyID).Scan(ctx, &n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	// A marker row would be neater, but a company that deleted every
	// template round gets the defaults back, which is what it would want.
	for i, d := range defaultRounds {
		attrs, _ := json.Marshal(d.attrs)
		if _, err := s.DB.Conn(ctx).NewRaw("INSERT INTO rounds (company_id, position, name, attributes, created_at) VALUES (?, ?, ?, ?, ?)",
			companyID, i+1, d.name, string(attrs), sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Rounds lists a job's rounds (requisitionID > 0) or the company's
// template (0), in order.
func (s *Service) Rounds(ctx context.Context, requisitionID int64) ([]Round, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewRounds)
	if err != nil {
		return nil, err
	}
	if err := s.checkRoundsOf(ctx, requisitionID, false); err != nil {
		return nil, err
	}
	return s.rounds(ctx, companyID, requisitionID)
}

// AllowedRounds lists the rounds of an application's job (GET
// interview/allowed-rounds/{slug}).
func (s *Service) AllowedRounds(ctx context.Context, slug string) ([]Round, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewApplicationRound)
	if err != nil {
		return nil, err
	}
	requisitionID, err := s.Jobs.ApplicationJob(ctx, slug)
	if err != nil {
		return nil, err
	}
	return s.rounds(ctx, companyID, requisitionID)
}

func (s *Service) rounds(ctx context.Context, companyID, requisitionID int64) ([]Round, error) {
	out := []Round{}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.ensureTemplates(ctx, companyID); err != nil {
			return err
		}
		q := "SELECT * FROM rounds WHERE company_id = ? AND requisition_id IS NULL ORDER BY position, id"
		args := []any{companyID}
		if requisitionID > 0 {
			q = "SELECT * FROM rounds WHERE company_id = ? AND requisition_id = ? ORDER BY position, id"
			args = append(args, requisitionID)
		}
		return s.DB.Conn(ctx).NewRaw(q, args...).Scan(ctx, &out)
	})
	return out, err
}

// CopyTemplate gives a new job the company's template rounds. The jobs
// package calls it in the transaction that creates the job.
func (s *Service) CopyTemplate(ctx context.Context, companyID, requisitionID int64) error {
	if err := recruit.Require(ctx, recruit.PermCreateRequisition); err != nil {
		return err
	}
	if err := s.ensureTemplates(ctx, companyID); err != nil {
		return err
	}
	_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO rounds (company_id, requisition_id, position, name, attributes, created_at)
		SELECT company_id, ?, position, name, attributes, ? FROM rounds WHERE company_id = ? AND requisition_id IS NULL`,
		requisitionID, sqldb.NowIn(ctx), companyID).Exec(ctx)
	return err
}

// RoundInput is a round's editable part.
type RoundInput struct {
	Name       string
	Attributes []string
}

func (in *RoundInput) clean() error {
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" {
		return recruit.FieldError("name", "Please enter the round's name")
	}
	if len(in.Name) > 100 {
		return recruit.FieldError("name", "Round name must be at most 100 characters")
	}
	if len(in.Attributes) > 20 {
		return recruit.FieldError("attributes", "At most 20 attributes a round")
	}
	seen := map[string]bool{}
	attrs := []string{}
	for _, a := range in.Attributes {
		a = strings.TrimSpace(a)
		if a == "" || seen[strings.ToLower(a)] {
			continue
		}
		if len(a) > 100 {
			return recruit.FieldError("attributes", "Attributes must be at most 100 characters")
		}
		seen[strings.ToLower(a)] = true
		attrs = append(attrs, a)
	}
	in.Attributes = attrs
	return nil
}

// AddRound appends a round to a job the actor may edit (requisitionID >
// 0) or to the template.
func (s *Service) AddRound(ctx context.Context, requisitionID int64, in RoundInput) (*Round, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermEditRounds)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	if err := s.checkRoundsOf(ctx, requisitionID, true); err != nil {
		return nil, err
	}
	var out Round
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.ensureTemplates(ctx, companyID); err != nil {
			return err
		}
		var req any
		cond := "requisition_id IS NULL"
		args := []any{companyID}
		if requisitionID > 0 {
			req, cond = requisitionID, "requisition_id = ?"
			args = append(args, requisitionID)
		}
		var pos int
		if err := s.DB.Conn(ctx).NewRaw("SELECT COALESCE(max(position), 0) FROM rounds WHERE company_id = ? AND "+cond, args...).Scan(ctx, &pos); err != nil {
			return err
		}
		if pos >= 30 {
			return recruit.Errorf(recruit.EINVALID, "At most 30 rounds")
		}
		attrs, _ := json.Marshal(in.Attributes)
		var id int64
		if err := s.DB.Conn(ctx).NewRaw("INSERT INTO rounds (company_id, requisition_id, position, name, attributes, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
			companyID, req, pos+1, in.Name, string(attrs), sqldb.NowIn(ctx)).Scan(ctx, &id); err != nil {
			return err
		}
		return s.DB.Conn(ctx).NewRaw("SELECT * FROM rounds WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &out)
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// round returns one round of the actor's company.
func (s *Service) round(ctx context.Context, id int64) (*Round, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	var r Round
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM rounds WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errRoundNotFound
	}
	return &r, err
}

var errRoundNotFound = recruit.Errorf(recruit.ENOTFOUND, "Round not found")

// roundForEdit loads a round the actor may change: one of a job they may
// edit, or of the template for those who edit it. A round of a job they
// do not see is not found.
func (s *Service) roundForEdit(ctx context.Context, id int64) (*Round, error) {
	r, err := s.round(ctx, id)
	if err != nil {
		return nil, err
	}
	var req int64
	if r.RequisitionID != nil {
		req = *r.RequisitionID
	}
	if err := s.checkRoundsOf(ctx, req, true); err != nil {
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			return nil, errRoundNotFound
		}
		return nil, err
	}
	return r, nil
}

// UpdateRound renames a round and replaces its attributes.
func (s *Service) UpdateRound(ctx context.Context, id int64, in RoundInput) (*Round, error) {
	if err := recruit.Require(ctx, recruit.PermEditRounds); err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	var out *Round
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, err := s.roundForEdit(ctx, id)
		if err != nil {
			return err
		}
		attrs, err := json.Marshal(in.Attributes)
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE rounds SET name = ?, attributes = ? WHERE id = ? AND company_id = ?",
			in.Name, string(attrs), r.ID, r.CompanyID).Exec(ctx); err != nil {
			return err
		}
		out, err = s.round(ctx, id)
		return err
	})
	return out, err
}

// DeleteRound removes a round; the others keep their order.
func (s *Service) DeleteRound(ctx context.Context, id int64) (*Round, error) {
	if err := recruit.Require(ctx, recruit.PermEditRounds); err != nil {
		return nil, err
	}
	var deleted *Round
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, err := s.roundForEdit(ctx, id)
		if err != nil {
			return err
		}
		var used int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM interviews WHERE round_id = ? AND company_id = ?", r.ID, r.CompanyID).Scan(ctx, &used); err != nil {
			return err
		}
		if used > 0 {
			// Interviews and scorecards name the round.
			return recruit.Errorf(recruit.ECONFLICT, "This round has interviews: rename it instead")
		}
		if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM rounds WHERE id = ? AND company_id = ?", r.ID, r.CompanyID).Exec(ctx); err != nil {
			return err
		}
		deleted = r
		return nil
	})
	return deleted, err
}

// Reorder sets the order of a job's (or the template's) rounds: ids must
// be exactly that list's rounds.
func (s *Service) Reorder(ctx context.Context, requisitionID int64, ids []int64) ([]Round, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermEditRounds)
	if err != nil {
		return nil, err
	}
	if err := s.checkRoundsOf(ctx, requisitionID, true); err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		have, err := s.rounds(ctx, companyID, requisitionID)
		if err != nil {
			return err
		}
		if len(have) != len(ids) {
			return recruit.Errorf(recruit.EINVALID, "Please list every round once")
		}
		known := map[int64]bool{}
		for _, r := range have {
			known[r.ID] = true
		}
		for i, id := range ids {
			if !known[id] {
				return recruit.Errorf(recruit.EINVALID, "Please list every round once")
			}
			delete(known, id)
			if _, err := s.DB.Conn(ctx).NewRaw("UPDATE rounds SET position = ? WHERE id = ? AND company_id = ?", i+1, id, companyID).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.rounds(ctx, companyID, requisitionID)
}

// InterviewedIn returns a subquery selecting the ids of the company's
// applications with an interview in state in one of rounds (the candidate
// list's round_filters; ats runs it inside its own query, over the
// interviews_rounds index).
func (s *Service) InterviewedIn(companyID int64, state recruit.InterviewState, rounds []int64) (string, []any) {
	return "SELECT x.application_id FROM interviews x WHERE x.company_id = ? AND x.round_id IN (?) AND x.state = ?",
		[]any{companyID, bun.In(rounds), state}
}
