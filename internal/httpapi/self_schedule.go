package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/interview"
)

func selfScheduleLinkOut(l *interview.Link) apiv1.SelfScheduleLink {
	out := apiv1.SelfScheduleLink{ID: l.ID, State: string(l.Now), RoundID: l.RoundID, RoundName: l.RoundName, Duration: l.Minutes,
		WorkingHoursStart: l.From, WorkingHoursEnd: l.To, Timezone: l.TimeZone, Location: l.Location, VideoLink: l.VideoLink,
		Panel: []apiv1.InterviewPerson{}, ShadowPanel: []apiv1.InterviewPerson{}, SentByID: l.SentBy, IssuedAt: rfc3339(l.IssuedAt),
		ExpiresAt: rfc3339(l.ExpiresAt), UsedAt: rfc3339Ptr(l.UsedAt), InterviewID: l.InterviewID, RevokedAt: rfc3339Ptr(l.RevokedAt),
		AllowedActions: []string{}}
	if l.SenderName != nil {
		out.SentByName = *l.SenderName
	}
	for _, p := range l.Panel {
		person := apiv1.InterviewPerson{ID: p.UserID, Name: p.Name, Email: p.Email}
		if p.Shadow {
			out.ShadowPanel = append(out.ShadowPanel, person)
		} else {
			out.Panel = append(out.Panel, person)
		}
	}
	for _, a := range l.Actions {
		out.AllowedActions = append(out.AllowedActions, string(a))
	}
	return out
}

func rfc3339Ptr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := rfc3339(*t)
	return &s
}

func (s *Server) selfScheduleLinks(ctx context.Context, req *apiv1.SlugPath) (*apiv1.SelfScheduleLinks, error) {
	links, err := s.deps.Interview.SelfScheduleLinks(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.SelfScheduleLinks{Links: []apiv1.SelfScheduleLink{}}
	for _, l := range links {
		out.Links = append(out.Links, selfScheduleLinkOut(l))
	}
	return out, nil
}

func (s *Server) revokeSelfScheduleLink(ctx context.Context, req *apiv1.IDPath) (*apiv1.SelfScheduleLinkResult, error) {
	l, err := s.deps.Interview.RevokeSelfScheduleLink(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.SelfScheduleLinkResult{Link: selfScheduleLinkOut(l)}, nil
}

// The self-schedule page's calls: the middleware has turned the
// scheduling token into its holder, so the token fields of the requests
// are documentation only.

func scheduledOut(iv *interview.Interview) apiv1.SelfScheduledInterview {
	return apiv1.SelfScheduledInterview{RoundName: iv.RoundName, StartTime: rfc3339(iv.StartsAt), EndTime: rfc3339(iv.EndsAt),
		Start: iv.StartsAt.Unix(), End: iv.EndsAt.Unix(), Timezone: iv.TimeZone, Location: iv.Location, VideoLink: iv.VideoLink}
}

func (s *Server) selfScheduleDetails(ctx context.Context, _ *apiv1.SchedulingTokenQuery) (*apiv1.SelfScheduleDetails, error) {
	d, err := s.deps.Interview.SelfScheduleDetails(ctx)
	if err != nil {
		return nil, err
	}
	l := d.Link
	out := &apiv1.SelfScheduleDetails{CandidateName: l.CandidateName, PanelIDs: []int64{}, ShadowPanelIDs: []int64{}, Duration: l.Minutes,
		RoundName: l.RoundName, RequisitionTitle: l.RequisitionTitle, CompanyName: d.CompanyName, Location: d.Location,
		StartTimeRange: l.From, EndTimeRange: l.To, CompanyLogoURL: d.CompanyLogoURL, IssuedAt: l.IssuedAt.Unix(),
		ExpiresAt: l.ExpiresAt.Unix(), PanelTimezoneOffset: d.OffsetMinutes, PanelTimezone: l.TimeZone, State: string(d.State),
		Message: d.Message}
	for _, p := range l.Panel {
		if p.Shadow {
			out.ShadowPanelIDs = append(out.ShadowPanelIDs, p.UserID)
		} else {
			out.PanelIDs = append(out.PanelIDs, p.UserID)
		}
	}
	if len(out.PanelIDs) > 0 {
		out.PanelID = out.PanelIDs[0]
	}
	if len(out.ShadowPanelIDs) > 0 {
		out.ShadowPanelID = &out.ShadowPanelIDs[0]
	}
	if d.Interview != nil {
		iv := scheduledOut(d.Interview)
		out.Interview = &iv
	}
	return out, nil
}

func spanOut(iv interview.Interval) apiv1.TimeSpan {
	return apiv1.TimeSpan{Start: iv.Start.Unix(), End: iv.End.Unix(), StartTime: rfc3339(iv.Start), EndTime: rfc3339(iv.End)}
}

func (s *Server) blockedSlots(ctx context.Context, req *apiv1.BlockedSlotsRequest) (*apiv1.BlockedSlots, error) {
	busy, err := s.deps.Interview.SelfScheduleBlocked(ctx, req.PanelID, req.StartEpoch, req.EndEpoch)
	if err != nil {
		return nil, err
	}
	out := &apiv1.BlockedSlots{PanelID: req.PanelID, BlockedSlots: []apiv1.TimeSpan{}}
	for _, iv := range busy {
		out.BlockedSlots = append(out.BlockedSlots, spanOut(iv))
	}
	return out, nil
}

func (s *Server) selfScheduleSlots(ctx context.Context, req *apiv1.SelfScheduleSlotsRequest) (*apiv1.SelfScheduleSlots, error) {
	day, err := s.deps.Interview.SelfScheduleSlots(ctx, req.Date, req.Timezone)
	if err != nil {
		return nil, err
	}
	out := &apiv1.SelfScheduleSlots{Date: day.Date, Timezone: day.Zone.String(), Slots: []apiv1.SelfScheduleSlot{}}
	for _, iv := range day.Slots {
		out.Slots = append(out.Slots, apiv1.SelfScheduleSlot{Start: iv.Start.Unix(), End: iv.End.Unix(), StartTime: rfc3339(iv.Start),
			EndTime: rfc3339(iv.End), LocalStart: iv.Start.In(day.Zone).Format("15:04"), LocalEnd: iv.End.In(day.Zone).Format("15:04")})
	}
	return out, nil
}

// selfScheduledText is the page's success text (spec), answered too.
const selfScheduledText = "Successfully scheduled the interview. All the best!"

func (s *Server) confirmSelfSchedule(ctx context.Context, req *apiv1.ConfirmSelfScheduleRequest) (*apiv1.ConfirmSelfSchedule, error) {
	iv, err := s.deps.Interview.ConfirmSelfSchedule(ctx, interview.ConfirmInput{Slug: req.Slug, CallType: req.CallType,
		Start: req.StartTime, End: req.EndTime, TimeZone: req.Timezone})
	if err != nil {
		return nil, err
	}
	return &apiv1.ConfirmSelfSchedule{Message: selfScheduledText, Interview: scheduledOut(iv)}, nil
}
