package interview

import (
	"context"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// SelfScheduleLinks lists the self-scheduling links sent to an
// application's candidate, newest first, each with its state now and
// what the actor may do with it (revoke, for those who manage the job's
// candidates, while it is unused and in its window).
func (s *Service) SelfScheduleLinks(ctx context.Context, slug string) ([]*Link, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewInterviews)
	if err != nil {
		return nil, err
	}
	app, err := s.Jobs.Application(ctx, slug)
	if err != nil {
		return nil, err
	}
	var rows []Link
	if err := s.DB.Conn(ctx).NewRaw(linkSelect+" WHERE l.application_id = ? AND l.company_id = ? ORDER BY l.issued_at DESC, l.id DESC",
		app.ID, companyID).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := make([]*Link, 0, len(rows))
	for i := range rows {
		out = append(out, &rows[i])
	}
	if err := s.loadLinkPanels(ctx, out); err != nil {
		return nil, err
	}
	mayRevoke := app.Manageable && actor.Can(recruit.PermSendSelfScheduleLink)
	now := sqldb.NowIn(ctx)
	for _, l := range out {
		l.setActions(mayRevoke, now)
	}
	return out, nil
}

// setActions sets the link's state now and what may be done with it:
// revoke it while it can still book, if the viewer may.
func (l *Link) setActions(mayRevoke bool, now time.Time) {
	l.Now, l.Actions = l.StateAt(now), []Action{}
	if mayRevoke && l.StateAt(now) == LinkSent {
		l.Actions = append(l.Actions, ActionRevoke)
	}
}

// RevokeSelfScheduleLink stops an unused link from booking: its holder is
// refused with a message from then on. A booked link is not revoked (the
// interview is cancelled instead), nor is one past its window. The update
// is conditional, so a revocation racing a booking loses or wins whole.
func (s *Service) RevokeSelfScheduleLink(ctx context.Context, id int64) (*Link, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSendSelfScheduleLink)
	if err != nil {
		return nil, err
	}
	var out *Link
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		l, err := s.link(ctx, companyID, id)
		if err != nil {
			return err
		}
		app, err := s.Jobs.Application(ctx, l.Slug)
		if recruit.ErrorCode(err) == recruit.ENOTFOUND {
			// A link of a candidate the actor does not see is not found.
			return errLinkNotFound
		} else if err != nil {
			return err
		}
		if !app.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot schedule interviews for the candidates of this job")
		}
		now := sqldb.NowIn(ctx)
		switch l.StateAt(now) {
		case LinkBooked:
			return recruit.Errorf(recruit.ECONFLICT, "This link was used: the interview is booked. Cancel the interview instead.")
		case LinkRevoked:
			return recruit.Errorf(recruit.ECONFLICT, "This link is already revoked")
		case LinkExpired:
			return recruit.Errorf(recruit.ECONFLICT, "This link has expired already")
		}
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE self_schedule_links SET state = ?, revoked_at = ?, revoked_by = ?
			WHERE id = ? AND company_id = ? AND state = ? AND used_at IS NULL`, LinkRevoked, now, userOrNil(actor), l.ID, companyID, LinkSent).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return recruit.Errorf(recruit.ECONFLICT, "This link was used meanwhile: the interview is booked")
		}
		if out, err = s.link(ctx, companyID, l.ID); err != nil {
			return err
		}
		out.setActions(true, now)
		return nil
	})
	return out, err
}
