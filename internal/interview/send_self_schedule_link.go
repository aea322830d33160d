package interview

import (
	"context"
	"net/url"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// kindSelfScheduleLink is the mail carrying a self-scheduling link.
const kindSelfScheduleLink = "self_schedule_link"

// LinkInput is the 'Send self-scheduling link' form: whom, which round,
// with whom, how long, and when the panel works (HH:MM in TimeZone, an
// IANA name; the sender's profile zone when left out).
type LinkInput struct {
	Slug      string
	RoundID   int64
	PanelIDs  []int64
	ShadowIDs []int64
	Minutes   int
	From, To  string
	TimeZone  string
	Location  string
	VideoLink string
}

// SentLink is a link just sent, with the address mailed to the candidate
// (the token inside is the candidate's to use).
type SentLink struct {
	*Link
	URL string
}

// SendSelfScheduleLink mails the candidate of an application a link to
// book their own interview: the form is checked as the spec says (a
// candidate, a proper availability range, a duration the built-in
// calendar offers, panelists who may sit on the job's panels), the link
// is stored, its token signed and the mail recorded on the application's
// Emails tab, in one transaction. An earlier unused link for the same
// round is revoked, so the candidate books that round once.
func (s *Service) SendSelfScheduleLink(ctx context.Context, in LinkInput) (*SentLink, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSendSelfScheduleLink)
	if err != nil {
		return nil, err
	}
	slug := strings.TrimSpace(in.Slug)
	if slug == "" {
		return nil, recruit.FieldError("candidate_application_data", "Please select a candidate!")
	}
	if in.RoundID <= 0 {
		return nil, recruit.FieldError("round_data", "Please select a round")
	}
	panel, shadow, err := checkPeople(in.PanelIDs, in.ShadowIDs)
	if err != nil {
		return nil, err
	}
	zone := strings.TrimSpace(in.TimeZone)
	if zone == "" {
		zone = actor.TimeZone
	}
	// Whole seconds: issued_at travels as epoch seconds in the token and
	// the page, and the window must be the same everywhere.
	issued := sqldb.NowIn(ctx).Truncate(time.Second)
	avail := Availability{Minutes: in.Minutes, From: in.From, To: in.To, Zone: zone, IssuedAt: issued}
	if err := avail.Validate(); err != nil {
		return nil, err
	}
	location, videoLink, err := checkPlace(in.Location, in.VideoLink)
	if err != nil {
		return nil, err
	}
	var sent *SentLink
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		app, err := s.Jobs.Application(ctx, slug)
		if err != nil {
			return err
		}
		if !app.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot schedule interviews for the candidates of this job")
		}
		if err := interviewing(app); err != nil {
			return err
		}
		if strings.TrimSpace(app.CandidateEmail) == "" {
			return recruit.FieldError("candidate_application_data", "This candidate has no email address to send the link to")
		}
		r, err := s.jobRound(ctx, app, in.RoundID)
		if err != nil {
			return err
		}
		if _, err := s.eligible(ctx, app.RequisitionID, panel, shadow); err != nil {
			return err
		}
		db := s.DB.Conn(ctx)
		if _, err := db.NewRaw(`UPDATE self_schedule_links SET state = ?, revoked_at = ?, revoked_by = ?
			WHERE application_id = ? AND round_id = ? AND company_id = ? AND state = ? AND expires_at > ?`,
			LinkRevoked, issued, userOrNil(actor), app.ID, r.ID, companyID, LinkSent, issued).Exec(ctx); err != nil {
			return err
		}
		var id int64
		if err := db.NewRaw(`INSERT INTO self_schedule_links (company_id, application_id, requisition_id, round_id, minutes, hours_from, hours_to,
			time_zone, location, video_link, state, issued_at, expires_at, sent_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, app.ID, app.RequisitionID, r.ID, in.Minutes, in.From, in.To, zone, location, videoLink, LinkSent,
			issued, issued.Add(SlotWindow), userOrNil(actor)).Scan(ctx, &id); err != nil {
			return err
		}
		for _, group := range []struct {
			ids    []int64
			shadow bool
		}{{panel, false}, {shadow, true}} {
			for _, u := range group.ids {
				if _, err := db.NewRaw("INSERT INTO self_schedule_link_panel (link_id, user_id, shadow) VALUES (?, ?, ?)",
					id, u, group.shadow).Exec(ctx); err != nil {
					return err
				}
			}
		}
		l, err := s.link(ctx, companyID, id)
		if err != nil {
			return err
		}
		token, err := s.signLink(l)
		if err != nil {
			return err
		}
		sent = &SentLink{Link: l, URL: s.BaseURL + "/candidate-self-schedule/" + url.PathEscape(app.Slug) + "?scheduling_token=" + token}
		return s.mailLink(ctx, sent, actor.UserID)
	})
	if err != nil {
		return nil, err
	}
	return sent, nil
}

// linkMail is the data of the self_schedule_link mail.
type linkMail struct {
	Name, CompanyName, JobTitle, RoundName string
	Minutes                                int
	Link, Until, Location                  string
}

// MailSecrets marks the link's token (mail.Secrets): it books an
// interview as the candidate, so the Emails tab never shows it and the
// stored copy loses it once delivered.
func (m linkMail) MailSecrets() []string {
	u, err := url.Parse(m.Link)
	if err != nil {
		return []string{m.Link}
	}
	return []string{u.Query().Get("scheduling_token")}
}

// mailLink mails the candidate their link, recorded on the application's
// Emails tab as sent by sentBy.
func (s *Service) mailLink(ctx context.Context, sent *SentLink, sentBy int64) error {
	l := sent.Link
	company, err := s.Companies.CompanyName(ctx, l.CompanyID)
	if err != nil {
		return err
	}
	// The last day a slot may start, on the panel's calendar: the page
	// shows slots in the candidate's own zone, so this is a date, not a
	// time.
	until := l.ExpiresAt.Add(-time.Duration(l.Minutes) * time.Minute).In(zone(l.TimeZone)).Format("Mon 2 Jan 2006")
	return s.Mail.SendAbout(ctx, kindSelfScheduleLink, l.CandidateEmail, l.CompanyID, l.ApplicationID, sentBy, linkMail{
		Name: l.CandidateName, CompanyName: company, JobTitle: l.RequisitionTitle, RoundName: l.RoundName, Minutes: l.Minutes,
		Link: sent.URL, Until: until, Location: pageLocation(l)})
}

// pageLocation is where the link's interview happens, as the candidate
// reads it: the place, else "Online (video call)" when only a video link
// is known.
func pageLocation(l *Link) string {
	if l.Location == "" && l.VideoLink != "" {
		return "Online (video call)"
	}
	return l.Location
}
