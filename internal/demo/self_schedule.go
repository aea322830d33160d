package demo

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/interview"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// loadSelfSchedule sends two self-scheduling links through the same use
// cases as the product: the first candidate booked from theirs two days
// ago (an interview in the coming days), the second has not opened theirs
// yet. It runs once, with the demo's first interviews, and returns how
// many interviews it booked.
func loadSelfSchedule(ctx context.Context, svc Services, as func(role string, at time.Time) context.Context, waiting []ats.ApplicationRow,
	panel int64, now time.Time) (int, error) {
	if len(waiting) < 2 {
		return 0, nil
	}
	send := func(app ats.ApplicationRow, at time.Time) (*interview.SentLink, error) {
		rounds, err := svc.Interview.AllowedRounds(ctx, app.Slug)
		if err != nil {
			return nil, err
		}
		return svc.Interview.SendSelfScheduleLink(as(recruit.RoleTA, at), interview.LinkInput{Slug: app.Slug, RoundID: rounds[0].ID,
			PanelIDs: []int64{panel}, Minutes: 45, From: "10:00", To: "17:00", TimeZone: demoZone,
			VideoLink: "https://meet.example.com/acme-" + app.Slug[:6]})
	}
	booked, err := send(waiting[0], now.Add(-72*time.Hour))
	if err != nil {
		return 0, err
	}
	u, err := url.Parse(booked.URL)
	if err != nil {
		return 0, err
	}
	// The candidate opens the link a day later and takes the first free
	// slot three days from now (or the next weekday), on their own clock.
	opened := now.Add(-48 * time.Hour)
	octx := sqldb.WithClock(context.Background(), func() time.Time { return opened })
	holder, err := svc.Interview.SchedulerFromToken(octx, u.Query().Get("scheduling_token"))
	if err != nil {
		return 0, err
	}
	page := recruit.WithActor(octx, holder)
	loc, _ := time.LoadLocation(demoZone)
	n := 0
	for d := 3; d < 10 && n == 0; d++ {
		day, err := svc.Interview.SelfScheduleSlots(page, now.In(loc).AddDate(0, 0, d).Format(time.DateOnly), "")
		if err != nil {
			return 0, err
		}
		if len(day.Slots) == 0 {
			continue
		}
		s := day.Slots[len(day.Slots)/2]
		if _, err := svc.Interview.ConfirmSelfSchedule(page, interview.ConfirmInput{Slug: waiting[0].Slug, CallType: "interview",
			Start: s.Start.Format(time.RFC3339), End: s.End.Format(time.RFC3339), TimeZone: demoZone}); err != nil {
			return 0, err
		}
		n++
	}
	if _, err := send(waiting[1], now.Add(-20*time.Hour)); err != nil {
		return 0, fmt.Errorf("the unused link: %w", err)
	}
	return n, nil
}
