package interview

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// LinkState is where a self-scheduling link stands.
type LinkState string

// Link states. Sent, booked and revoked are stored; expired is how a sent
// link reads once its window has passed, so no job has to mark it.
const (
	LinkSent    LinkState = "sent"
	LinkBooked  LinkState = "booked"
	LinkExpired LinkState = "expired"
	LinkRevoked LinkState = "revoked"
)

// ActionRevoke is revoking a link, the one thing done to one.
const ActionRevoke Action = "revoke"

// Texts of self-scheduling the spec has (the first) or that are ours
// (docs/decisions.md "Self-scheduling").
const (
	textAlreadyScheduled = "Interview already scheduled"
	textLinkInvalid      = "This scheduling link is not valid. Please open the link from your email."
	textLinkExpired      = "This scheduling link has expired. Please ask the recruiter for a new one."
	textLinkRevoked      = "This scheduling link has been revoked. Please ask the recruiter for a new one."
	textLinkUnusable     = "This scheduling link can no longer be used to book. Please contact the recruiter."
	textSlotTaken        = "This time slot is no longer available. Please select another."
)

// Link is a self-scheduling link: what the recruiter offered (round,
// panel, slot length, working hours in the panel's zone, place) and what
// became of it, with the names the timeline shows.
type Link struct {
	ID            int64      `bun:"id"`
	CompanyID     int64      `bun:"company_id"`
	ApplicationID int64      `bun:"application_id"`
	RequisitionID int64      `bun:"requisition_id"`
	RoundID       int64      `bun:"round_id"`
	Minutes       int        `bun:"minutes"`
	From          string     `bun:"hours_from"`
	To            string     `bun:"hours_to"`
	TimeZone      string     `bun:"time_zone"`
	Location      string     `bun:"location"`
	VideoLink     string     `bun:"video_link"`
	State         LinkState  `bun:"state"`
	IssuedAt      time.Time  `bun:"issued_at"`
	ExpiresAt     time.Time  `bun:"expires_at"`
	SentBy        *int64     `bun:"sent_by"`
	UsedAt        *time.Time `bun:"used_at"`
	InterviewID   *int64     `bun:"interview_id"`
	RevokedAt     *time.Time `bun:"revoked_at"`
	RevokedBy     *int64     `bun:"revoked_by"`

	Slug             string  `bun:"slug"`
	CandidateName    string  `bun:"candidate_name"`
	CandidateEmail   string  `bun:"candidate_email"`
	RequisitionTitle string  `bun:"requisition_title"`
	RoundName        string  `bun:"round_name"`
	SenderName       *string `bun:"sender_name"`
	SenderEmail      *string `bun:"sender_email"`
	SenderActive     *bool   `bun:"sender_active"`

	// Panel is the panel then the shadow panel (Panelist.Shadow).
	Panel []Panelist `bun:"-"`
	// Now is its state when loaded (StateAt the request's clock) and
	// Actions what the actor who loaded it may do with it.
	Now     LinkState `bun:"-"`
	Actions []Action  `bun:"-"`
}

// StateAt is the link's state at now: a sent link whose window has
// passed is expired.
func (l *Link) StateAt(now time.Time) LinkState {
	if l.State == LinkSent && !now.Before(l.ExpiresAt) {
		return LinkExpired
	}
	return l.State
}

// Availability is what the link offers, for Slots and CheckSlot.
func (l *Link) Availability() Availability {
	return Availability{Minutes: l.Minutes, From: l.From, To: l.To, Zone: l.TimeZone, IssuedAt: l.IssuedAt}
}

// people returns the ids of the panel and of the shadow panel.
func (l *Link) people() (panel, shadow []int64) {
	panel, shadow = []int64{}, []int64{}
	for _, p := range l.Panel {
		if p.Shadow {
			shadow = append(shadow, p.UserID)
		} else {
			panel = append(panel, p.UserID)
		}
	}
	return panel, shadow
}

// members are everyone whose time the link's interview takes.
func (l *Link) members() []int64 {
	panel, shadow := l.people()
	return append(panel, shadow...)
}

// linkSelect reads links with the names the timeline shows; callers
// append conditions on l.
const linkSelect = `SELECT l.*, a.slug, c.name AS candidate_name, c.email AS candidate_email, r.title AS requisition_title,
	ro.name AS round_name, u.name AS sender_name, u.email AS sender_email, u.active AS sender_active
	FROM self_schedule_links l JOIN candidate_applications a ON a.id = l.application_id JOIN candidates c ON c.id = a.candidate_id
	JOIN requisitions r ON r.id = l.requisition_id JOIN rounds ro ON ro.id = l.round_id LEFT JOIN users u ON u.id = l.sent_by`

var errLinkNotFound = recruit.Errorf(recruit.ENOTFOUND, "Link not found")

// link loads one link of companyID with its panel.
func (s *Service) link(ctx context.Context, companyID, id int64) (*Link, error) {
	var l Link
	err := s.DB.Conn(ctx).NewRaw(linkSelect+" WHERE l.id = ? AND l.company_id = ?", id, companyID).Scan(ctx, &l)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errLinkNotFound
	} else if err != nil {
		return nil, err
	}
	l.Now = l.StateAt(sqldb.NowIn(ctx))
	return &l, s.loadLinkPanels(ctx, []*Link{&l})
}

// loadLinkPanels fills the panels of links, panel first, by name.
func (s *Service) loadLinkPanels(ctx context.Context, links []*Link) error {
	if len(links) == 0 {
		return nil
	}
	byID := map[int64]*Link{}
	ids := make([]int64, 0, len(links))
	for _, l := range links {
		l.Panel = []Panelist{}
		byID[l.ID] = l
		ids = append(ids, l.ID)
	}
	var rows []struct {
		LinkID int64 `bun:"link_id"`
		Panelist
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT p.link_id, p.user_id, u.name, u.email, u.time_zone, p.shadow
		FROM self_schedule_link_panel p JOIN users u ON u.id = p.user_id WHERE p.link_id IN (?) ORDER BY p.shadow, lower(u.name), u.id`,
		bun.In(ids)).Scan(ctx, &rows); err != nil {
		return err
	}
	for _, r := range rows {
		byID[r.LinkID].Panel = append(byID[r.LinkID].Panel, r.Panelist)
	}
	return nil
}

// schedulerLink loads the link of the scheduling-token holder carried by
// ctx, once it holds p.
func (s *Service) schedulerLink(ctx context.Context) (*Link, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSelfSchedule)
	if err != nil {
		return nil, err
	}
	l, err := s.link(ctx, companyID, actor.LinkID)
	if err != nil || l.ApplicationID != actor.ApplicationID {
		return nil, recruit.Errorf(recruit.EUNAUTHORIZED, textLinkInvalid)
	}
	return l, nil
}

// openLink refuses a link that can book no more: booked (the spec's
// answer), revoked or past its window.
func openLink(l *Link, now time.Time) error {
	switch l.StateAt(now) {
	case LinkBooked:
		return recruit.Errorf(recruit.ECONFLICT, textAlreadyScheduled)
	case LinkRevoked:
		return recruit.Errorf(recruit.EFORBIDDEN, textLinkRevoked)
	case LinkExpired:
		return recruit.Errorf(recruit.EFORBIDDEN, textLinkExpired)
	}
	return nil
}

// linkBusy returns the busy time of the link's panel and shadow panel in
// [start, end), merged.
func (s *Service) linkBusy(ctx context.Context, l *Link, start, end time.Time) (Busy, error) {
	byUser, err := s.busyTimes(ctx, l.CompanyID, l.members(), start, end)
	if err != nil {
		return Busy{}, err
	}
	lists := make([][]Interval, 0, len(byUser))
	for _, ivs := range byUser {
		lists = append(lists, ivs)
	}
	return MergeBusy(lists...), nil
}
