package interview

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	ics "github.com/arran4/golang-ical"

	"hirekit/internal/ats"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Mail kinds of interviews: an invitation, its update and its
// cancellation (to everyone, or to someone taken off the panel).
const (
	kindInvite = "interview_invite"
	kindUpdate = "interview_update"
	kindCancel = "interview_cancel"
	kindRemove = "interview_remove"
)

// mailing is what every attendee's mail about one change shares.
type mailing struct {
	iv        *Interview
	candidate person
	company   string
	organizer person
	sentBy    int64
	// reason is told to the panel, never to the candidate: it may be
	// about them.
	reason string
}

// reloaded reads an interview again after a change, with its
// application as the actor sees it and what every attendee's mail about
// the change shares (reason: the change's, for the panel).
func (s *Service) reloaded(ctx context.Context, id int64, reason string) (*Interview, *ats.Application, *mailing, error) {
	iv, err := s.interview(ctx, id)
	if err != nil {
		return nil, nil, nil, err
	}
	app, err := s.Jobs.Application(ctx, iv.Slug)
	if err != nil {
		return nil, nil, nil, err
	}
	company, err := s.Companies.CompanyName(ctx, iv.CompanyID)
	if err != nil {
		return nil, nil, nil, err
	}
	actor := recruit.ActorFrom(ctx)
	m := &mailing{iv: iv, candidate: person{Name: app.CandidateName, Email: app.CandidateEmail}, company: company,
		organizer: person{Name: company, Email: s.Organizer}, reason: reason}
	if actor.Kind == recruit.KindUser && actor.Email != "" {
		// Replies to the invitation go to whoever arranged it.
		m.organizer = person{Name: actor.Name, Email: actor.Email}
		m.sentBy = actor.UserID
	}
	return iv, app, m, nil
}

// inviteMail is the data of the interview mail templates.
type inviteMail struct {
	Name                                            string
	ForCandidate, Shadow, Removed                   bool
	CandidateName, JobTitle, RoundName, CompanyName string
	When, Location, VideoLink, Interviewers         string
	Reason, Link                                    string
}

// mailOne mails one attendee (a panelist, or the candidate when to is
// nil) their copy of the interview: kindInvite and kindUpdate carry a
// METHOD:REQUEST, kindCancel and kindRemove a METHOD:CANCEL, all with the
// interview's UID and current SEQUENCE. The mail is recorded on the
// application's Emails tab.
func (s *Service) mailOne(ctx context.Context, m *mailing, to *Panelist, kind string) error {
	iv := m.iv
	loc := zone(iv.TimeZone)
	data := inviteMail{CandidateName: iv.CandidateName, JobTitle: iv.RequisitionTitle, RoundName: iv.RoundName, CompanyName: m.company,
		Location: iv.Location, VideoLink: iv.VideoLink}
	var names []string
	for _, p := range iv.Panel {
		if !p.Shadow {
			names = append(names, p.Name)
		}
	}
	data.Interviewers = strings.Join(names, ", ")
	ev := &event{UID: iv.UID, Sequence: iv.Sequence, Method: ics.MethodRequest, Start: iv.StartsAt, End: iv.EndsAt, Stamp: sqldb.NowIn(ctx),
		Organizer: m.organizer, Location: iv.Location, URL: iv.VideoLink}
	if ev.Location == "" {
		ev.Location = iv.VideoLink
	}
	if kind == kindCancel || kind == kindRemove {
		ev.Method = ics.MethodCancel
	}
	candidate := attendee{person: m.candidate}
	var address string
	if to == nil {
		address, data.Name, data.ForCandidate = m.candidate.Email, m.candidate.Name, true
		data.Link = s.BaseURL + "/candidate-application-status/" + iv.Slug
		ev.Summary = fmt.Sprintf("Interview with %s: %s", m.company, iv.RoundName)
		ev.Description = fmt.Sprintf("Your interview for %s at %s: %s.", iv.RequisitionTitle, m.company, iv.RoundName)
		if data.Interviewers != "" {
			ev.Description += "\nInterviewers: " + data.Interviewers
		}
		// The candidate's copy lists only them: interviewers' addresses
		// are the company's to share.
		ev.Attendees = []attendee{candidate}
	} else {
		if to.TimeZone != "" {
			loc = zone(to.TimeZone)
		}
		address, data.Name, data.Shadow, data.Reason = to.Email, to.Name, to.Shadow, m.reason
		data.Removed = kind == kindRemove
		data.Link = s.BaseURL + timelineLink(iv.Slug)
		ev.Summary = fmt.Sprintf("Interview: %s for %s (%s)", iv.CandidateName, iv.RequisitionTitle, iv.RoundName)
		ev.Description = fmt.Sprintf("Interview of %s for %s: %s.\nCandidate: %s", iv.CandidateName, iv.RequisitionTitle, iv.RoundName, data.Link)
		if kind == kindRemove {
			// A cancellation to someone taken off lists them alone.
			ev.Attendees = []attendee{{person: person{Name: to.Name, Email: to.Email}, Optional: to.Shadow}}
		} else {
			for _, p := range iv.Panel {
				ev.Attendees = append(ev.Attendees, attendee{person: person{Name: p.Name, Email: p.Email}, Optional: p.Shadow})
			}
			ev.Attendees = append(ev.Attendees, candidate)
		}
	}
	data.When = when(iv.StartsAt, iv.EndsAt, loc)
	template := kind
	if kind == kindRemove {
		template = kindCancel
	}
	return s.Mail.SendCalendar(ctx, template, address, iv.CompanyID, iv.ApplicationID, m.sentBy, data,
		mail.Calendar{Method: string(ev.Method), Body: ev.ics()})
}

// notifyPanel tells people (never the actor) what happened to an
// interview, with a link to the candidate.
func (s *Service) notifyPanel(ctx context.Context, iv *Interview, people []Panelist, kind, what string) error {
	ids := make([]int64, 0, len(people))
	for _, p := range people {
		ids = append(ids, p.UserID)
	}
	title := fmt.Sprintf("%s: %s for %s (%s), %s", what, iv.CandidateName, iv.RequisitionTitle, iv.RoundName,
		when(iv.StartsAt, iv.EndsAt, zone(iv.TimeZone)))
	return s.Jobs.Notify(ctx, iv.CompanyID, ids, kind, title, timelineLink(iv.Slug))
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
