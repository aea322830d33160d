package ats

import (
	"context"
	"fmt"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// MoveInput asks to move an application.
type MoveInput struct {
	Slug   string
	To     recruit.State
	Reason string
	// From is the state the user saw; when set and the application has
	// moved since, the move is refused instead of silently applied.
	From recruit.State
}

// MoveApplication moves an application along the pipeline, checked
// against the moves table, and appends the move to its history in the
// same transaction. Two users moving the same application at once: the
// conditional UPDATE lets exactly one win; the other is told to reload.
func (s *Service) MoveApplication(ctx context.Context, in MoveInput) (*Application, error) {
	if err := recruit.Require(ctx, recruit.PermMoveApplication); err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	in.Reason = strings.TrimSpace(in.Reason)
	if len(in.Reason) > 2000 {
		return nil, recruit.FieldError("reason", "The reason must be at most 2000 characters")
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, in.Slug)
		if err != nil {
			return err
		}
		if !a.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot move the candidates of this job")
		}
		if in.From != "" && in.From != a.State {
			return recruit.Errorf(recruit.ECONFLICT, "This candidate was moved to %s by someone else; please reload", label(a.State))
		}
		if err := recruit.CheckMove(a.State, in.To, moveRule(actor, a)); err != nil {
			return err
		}
		held := ""
		if in.To == recruit.StateOnHold {
			held = string(a.State)
		}
		now := sqldb.NowIn(ctx)
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE candidate_applications SET state = ?, held_from = ?, version = version + 1, updated_at = ?
			WHERE id = ? AND company_id = ? AND state = ? AND version = ?`, in.To, held, now, a.ID, a.CompanyID, a.State, a.Version).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return recruit.Errorf(recruit.ECONFLICT, "This candidate was moved by someone else; please reload")
		}
		var by any
		if actor.UserID != 0 {
			by = actor.UserID
		}
		if err := recordMove(ctx, s.DB, a.CompanyID, a.ID, a.State, in.To, in.Reason, by, now); err != nil {
			return err
		}
		if err := s.publishMove(ctx, a.CompanyID, a.ID, a.State, in.To, in.Reason); err != nil {
			return err
		}
		followers, err := s.followers(ctx, a)
		if err != nil {
			return err
		}
		return s.notify(ctx, a.CompanyID, followers, NotifyMove,
			fmt.Sprintf("%s moved to %s (%s)", a.CandidateName, label(in.To), a.RequisitionTitle), timelineLink(a.Slug))
	})
	if err != nil {
		return nil, err
	}
	return s.application(ctx, in.Slug)
}

func label(s recruit.State) string {
	if si, ok := s.Info(); ok {
		return si.Label
	}
	return string(s)
}
