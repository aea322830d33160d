// Package usage records which screens a company's users open: the web app
// sends the spec's usage-tracking page identifiers in batches, and they
// are kept here, per company and user, never in a third-party service.
// The analytics package will read them for an admin-only product-usage
// metric.
package usage

import (
	"context"
	"fmt"
	"slices"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Pages are the spec's 23 usage-tracking page identifiers, in its order.
var Pages = []string{
	"activity_history", "requisition_activity_history", "dashboard", "wand_dashboard",
	"requisition", "notifications", "search", "talenthub_all_jobs", "candidate_application",
	"analytics_dashboard", "analytics_metrics_explorer", "view_analytics_chart",
	"talenthub_specific_job", "candidate_dashboard", "requisition_bulk_import", "layoff_landing",
	"talenthub_company_dashboard", "screeno_dashboard", "screeno_integrations",
	"talenthub_referrals_page", "review_candidates", "talenthub_post_job", "submit_evaluation",
}

// Limits of one call. A browser sends at most a few events at a time (3,
// or what 10 s gathered); 50 leaves room for a tab that was offline. The
// past window lets a batch kept over a short outage arrive; the future
// slack forgives a browser clock a little fast.
const (
	MaxEvents     = 50
	MaxAge        = 24 * time.Hour
	MaxClockAhead = 5 * time.Minute
)

// Event is one page the user opened, at the time the browser saw it.
type Event struct {
	Page string
	At   time.Time
}

// Service stores usage events.
type Service struct {
	DB *sqldb.DB
}

// Record stores the actor's events, all or none: every event is checked
// before the first is written, and they are written in one transaction.
// It answers how many were stored.
func (s *Service) Record(ctx context.Context, events []Event) (int, error) {
	if err := recruit.Require(ctx, recruit.PermRecordUsage); err != nil {
		return 0, err
	}
	actor := recruit.ActorFrom(ctx)
	if len(events) == 0 {
		return 0, recruit.FieldError("events", "Please send at least one event")
	}
	if len(events) > MaxEvents {
		return 0, recruit.FieldError("events", fmt.Sprintf("Please send at most %d events at a time", MaxEvents))
	}
	now := sqldb.NowIn(ctx)
	for i, e := range events {
		field := fmt.Sprintf("events[%d]", i)
		switch {
		case e.Page == "":
			return 0, recruit.FieldError(field+".page", "Please name the page")
		case !slices.Contains(Pages, e.Page):
			return 0, recruit.FieldError(field+".page", "Unknown page identifier")
		case e.At.IsZero():
			return 0, recruit.FieldError(field+".at", "Please give the time of the event")
		case e.At.Before(now.Add(-MaxAge)):
			return 0, recruit.FieldError(field+".at", "Event is older than 24 hours")
		case e.At.After(now.Add(MaxClockAhead)):
			return 0, recruit.FieldError(field+".at", "Event is in the future")
		}
	}
	// A platform admin acting for a company is not one of its users: their
	// visits would count as the company's use of the product. They are
	// accepted (the same web app sends them) and not stored.
	if actor.CompanyID == 0 || slices.Contains(actor.Roles, recruit.RolePlatformAdmin) {
		return 0, nil
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		for _, e := range events {
			if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO usage_events (company_id, user_id, page, occurred_at, created_at)
				VALUES (?, ?, ?, ?, ?)`, actor.CompanyID, actor.UserID, e.Page, e.At.UTC().Truncate(time.Microsecond), now).Exec(ctx); err != nil {
				return err
			}
		}
		return recordDays(ctx, s.DB, actor.CompanyID, actor.UserID, events)
	})
	if err != nil {
		return 0, err
	}
	return len(events), nil
}
