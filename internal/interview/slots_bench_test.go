package interview_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"hirekit/internal/interview"
)

// BenchmarkSlots times what a self-schedule page costs for the whole
// window: merging the busy times of a panel of three and a shadow panel of
// two, 1,000 intervals each, then the slots of each of the 15 dates the
// window touches in the candidate's zone. bench/slots reports the same
// computation as percentiles beside the merge alone (bench/README.md).
func BenchmarkSlots(b *testing.B) {
	a, zone, lists := benchQuestion(b)
	slots := 0
	for b.Loop() {
		slots = 0
		busy := interview.MergeBusy(lists...)
		for d := range 15 {
			dt := a.IssuedAt.In(zone).AddDate(0, 0, d)
			got, err := interview.Slots(a, interview.Date{Year: dt.Year(), Month: dt.Month(), Day: dt.Day(), Zone: zone}, busy, a.IssuedAt)
			if err != nil {
				b.Fatal(err)
			}
			slots += len(got)
		}
	}
	b.ReportMetric(float64(slots), "slots/op")
}

// BenchmarkMergeBusy is the baseline: sorting and merging the same busy
// intervals alone.
func BenchmarkMergeBusy(b *testing.B) {
	_, _, lists := benchQuestion(b)
	for b.Loop() {
		interview.MergeBusy(lists...)
	}
}

// benchQuestion is a link issued on a Monday in Kolkata, 09:00–18:00 in
// 30-minute slots, read by a candidate in Los Angeles, and five members
// with 1,000 busy intervals each. Members share meetings and one meeting
// often arrives twice (Hirekit's own interview and the calendar's copy), so
// each member's intervals are drawn from 300 meetings of 15 to 60 minutes
// anywhere in the window and the day around it: the merge sorts 5,000
// intervals and some slots stay free.
func benchQuestion(tb testing.TB) (interview.Availability, *time.Location, [][]interview.Interval) {
	a := interview.Availability{Minutes: 30, From: "09:00", To: "18:00", Zone: "Asia/Kolkata", IssuedAt: mustTime(tb, "2024-06-10T00:00:00+05:30")}
	rng := rand.New(rand.NewPCG(5, 1000))
	quarters := int(interview.SlotWindow/(15*time.Minute)) + 2*24*4
	meetings := make([]interview.Interval, 300)
	for i := range meetings {
		start := a.IssuedAt.Add(time.Duration(rng.IntN(quarters)-24*4) * 15 * time.Minute)
		meetings[i] = interview.Interval{Start: start, End: start.Add(time.Duration(1+rng.IntN(4)) * 15 * time.Minute)}
	}
	lists := make([][]interview.Interval, 5)
	for i := range lists {
		for range 1000 {
			lists[i] = append(lists[i], meetings[rng.IntN(len(meetings))])
		}
	}
	return a, mustZone(tb, "America/Los_Angeles"), lists
}
