package ats

import (
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Notification is one line of a user's notifications.
type Notification struct {
	ID        int64      `bun:"id"`
	Kind      string     `bun:"kind"`
	Title     string     `bun:"title"`
	Link      string     `bun:"link"`
	ReadAt    *time.Time `bun:"read_at"`
	CreatedAt time.Time  `bun:"created_at"`
}

// Kinds of notification.
const (
	NotifyNewApplication = "new_application"
	NotifyMove           = "application_moved"
	NotifyMention        = "mention"
	NotifyAssignment     = "job_assignment"
	// NotifyDuplicateSubmission: an agency or employee named a candidate
	// already in the job (putForwardElsewhere).
	NotifyDuplicateSubmission = "duplicate_submission"
	// Interviews (the interview package sends these).
	NotifyInterviewScheduled = "interview_scheduled"
	NotifyInterviewUpdated   = "interview_updated"
	NotifyInterviewCancelled = "interview_cancelled"
	NotifyScorecardDue       = "scorecard_due"
)

// notify stores a notification for each of users (once each, never for
// the actor who caused it), in the caller's transaction, so it exists
// exactly when the change it announces does.
func (s *Service) notify(ctx context.Context, companyID int64, users []int64, kind, title, link string) error {
	actor := recruit.ActorFrom(ctx)
	seen := map[int64]bool{}
	now := sqldb.NowIn(ctx)
	for _, id := range users {
		if id == 0 || seen[id] || (actor != nil && actor.Kind == recruit.KindUser && id == actor.UserID) {
			continue
		}
		seen[id] = true
		if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO notifications (company_id, user_id, kind, title, link, created_at)
			SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE id = ? AND company_id = ? AND active = ?)`,
			companyID, id, kind, title, link, now, id, companyID, true).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// jobOwners are a job's hiring manager and recruiters: told of new
// candidates.
func (s *Service) jobOwners(ctx context.Context, jobID int64) ([]int64, error) {
	var ids []int64
	err := s.DB.Conn(ctx).NewRaw(`SELECT hiring_manager_id FROM requisitions WHERE id = ? AND hiring_manager_id IS NOT NULL
		UNION SELECT member_id FROM requisition_members WHERE requisition_id = ? AND kind = ?`, jobID, jobID, memberRecruiter).Scan(ctx, &ids)
	return ids, err
}

// followers of an application: its job's owners, whoever added it, and
// whoever wrote or was mentioned in its notes.
func (s *Service) followers(ctx context.Context, a *Application) ([]int64, error) {
	ids, err := s.jobOwners(ctx, a.RequisitionID)
	if err != nil {
		return nil, err
	}
	var more []int64
	if err := s.DB.Conn(ctx).NewRaw(`SELECT author_id FROM notes WHERE application_id = ?
		UNION SELECT m.user_id FROM note_mentions m JOIN notes n ON n.id = m.note_id WHERE n.application_id = ?`, a.ID, a.ID).Scan(ctx, &more); err != nil {
		return nil, err
	}
	if a.AddedBy != nil {
		more = append(more, *a.AddedBy)
	}
	return append(ids, more...), nil
}

func timelineLink(slug string) string { return "/candidate-timeline/" + slug }

// NotificationPage is a page of the actor's notifications, unread first.
type NotificationPage struct {
	Items  []Notification
	Total  int
	Unread int
}

// Notifications lists the actor's notifications, unread first, newest
// first within each.
func (s *Service) Notifications(ctx context.Context, page, perPage int) (*NotificationPage, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermReadNotifications)
	if err != nil {
		return nil, err
	}
	out := &NotificationPage{Items: []Notification{}}
	db := s.DB.Conn(ctx)
	if err := db.NewRaw("SELECT count(*) FROM notifications WHERE user_id = ? AND company_id = ?", actor.UserID, companyID).Scan(ctx, &out.Total); err != nil {
		return nil, err
	}
	if out.Unread, err = s.unread(ctx, actor.UserID, companyID); err != nil {
		return nil, err
	}
	err = db.NewRaw(`SELECT id, kind, title, link, read_at, created_at FROM notifications WHERE user_id = ? AND company_id = ?
		ORDER BY CASE WHEN read_at IS NULL THEN 0 ELSE 1 END, id DESC LIMIT ? OFFSET ?`,
		actor.UserID, companyID, perPage, (page-1)*perPage).Scan(ctx, &out.Items)
	return out, err
}

func (s *Service) unread(ctx context.Context, userID, companyID int64) (int, error) {
	var n int
	err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM notifications WHERE user_id = ? AND company_id = ? AND read_at IS NULL",
		userID, companyID).Scan(ctx, &n)
	return n, err
}

// UnreadNotifications counts the actor's unread notifications (the shell's
// badge).
func (s *Service) UnreadNotifications(ctx context.Context) (int, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermReadNotifications)
	if err != nil {
		return 0, err
	}
	return s.unread(ctx, actor.UserID, companyID)
}

// MarkNotificationsRead marks the actor's notifications among ids read, or
// all of them; others' ids are ignored, not errors.
func (s *Service) MarkNotificationsRead(ctx context.Context, ids []int64, all bool) (int, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermReadNotifications)
	if err != nil {
		return 0, err
	}
	if !all && len(ids) == 0 {
		return 0, recruit.FieldError("ids", "Please choose notifications")
	}
	if len(ids) > 500 {
		return 0, recruit.FieldError("ids", "At most 500 at once")
	}
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		q := s.DB.Conn(ctx).NewUpdate().Table("notifications").Set("read_at = ?", sqldb.NowIn(ctx)).
			Where("user_id = ?", actor.UserID).Where("company_id = ?", companyID).Where("read_at IS NULL")
		if !all {
			q = q.Where("id IN (?)", bun.In(ids))
		}
		_, err := q.Exec(ctx)
		return err
	})
	if err != nil {
		return 0, err
	}
	return s.unread(ctx, actor.UserID, companyID)
}
