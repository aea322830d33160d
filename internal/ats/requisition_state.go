package ats

import (
	"context"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Action is a state change of a job.
type Action string

// Job actions.
const (
	ActionApprove   Action = "approve"
	ActionReject    Action = "reject"
	ActionPublish   Action = "publish"   // open → live (on the careers page)
	ActionUnpublish Action = "unpublish" // live → open
	ActionArchive   Action = "archive"
	ActionReopen    Action = "reopen" // archived → open
)

var actionTarget = map[Action]recruit.RequisitionState{
	ActionApprove:   recruit.ReqOpen,
	ActionReject:    recruit.ReqRejected,
	ActionPublish:   recruit.ReqLive,
	ActionUnpublish: recruit.ReqOpen,
	ActionArchive:   recruit.ReqArchived,
	ActionReopen:    recruit.ReqOpen,
}

// ChangeState applies an action to a job the actor may see. Approving and
// rejecting are for admins; the rest for whoever may edit the job. The
// state moves of recruit.CheckRequisitionMove apply, and the update only
// happens from the state read, so two racing actions cannot both win.
func (s *Service) ChangeState(ctx context.Context, id int64, action Action, reason string) (*Requisition, error) {
	actor := recruit.ActorFrom(ctx)
	to, ok := actionTarget[action]
	if !ok {
		return nil, recruit.Errorf(recruit.EINVALID, "Unknown action")
	}
	reason = strings.TrimSpace(reason)
	if len(reason) > 1000 {
		return nil, recruit.FieldError("reason", "The reason must be at most 1000 characters")
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, err := s.Requisition(ctx, id)
		if err != nil {
			return err
		}
		switch action {
		case ActionApprove, ActionReject:
			if !actor.HasRole(recruit.RoleAdmin, recruit.RolePlatformAdmin) {
				return recruit.Errorf(recruit.EFORBIDDEN, "Only an admin can approve or reject a job")
			}
			if r.State != recruit.ReqPendingApproval {
				return recruit.Errorf(recruit.ECONFLICT, "This job is not waiting for approval")
			}
		default:
			if !CanEdit(actor, r) {
				return recruit.Errorf(recruit.EFORBIDDEN, "You cannot change this job")
			}
		}
		if err := recruit.CheckRequisitionMove(r.State, to); err != nil {
			return err
		}
		now := sqldb.Now()
		set := "state = ?, updated_at = ?"
		args := []any{to, now}
		switch action {
		case ActionApprove:
			set += ", approved_by = ?, approved_at = ?, rejected_reason = ''"
			args = append(args, actor.UserID, now)
		case ActionReject:
			set += ", rejected_reason = ?"
			args = append(args, reason)
		case ActionPublish:
			set += ", published_at = ?"
			args = append(args, now)
		case ActionArchive:
			set += ", archived_at = ?"
			args = append(args, now)
		case ActionReopen:
			set += ", archived_at = NULL"
		}
		args = append(args, id, r.State)
		res, err := s.DB.Conn(ctx).NewRaw("UPDATE requisitions SET "+set+" WHERE id = ? AND state = ?", args...).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return recruit.Errorf(recruit.ECONFLICT, "This job was changed meanwhile; please reload")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.Requisition(ctx, id)
}

// MarkPendingApproval puts an open job back in the approval queue, as if
// a TA had drafted it (the demo loader shows one that way).
func (s *Service) MarkPendingApproval(ctx context.Context, id int64) error {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw("UPDATE requisitions SET state = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state = ?",
			recruit.ReqPendingApproval, sqldb.Now(), id, companyID, recruit.ReqOpen).Exec(ctx)
		return err
	})
}
