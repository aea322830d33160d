// Command slots times the self-schedule slot computation for a whole
// window: the busy times of a panel of three and a shadow panel of two,
// 1,000 intervals each, merged, then interview.Slots for each of the 15
// dates the 14-day window touches in the candidate's zone. As the baseline
// it times the merge of the same intervals alone, in the same loop, and
// prints p50/p95/p99 of both and the ratio of the p95s.
//
//	go run ./bench/slots -n 5000
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"time"

	"hirekit/internal/interview"
)

func main() {
	n := flag.Int("n", 5000, "timed runs of each")
	members := flag.Int("members", 5, "panel and shadow panel members")
	perMember := flag.Int("busy", 1000, "busy intervals per member")
	flag.Parse()

	a, zone, lists := question(*members, *perMember)
	window := func() int {
		busy := interview.MergeBusy(lists...)
		slots := 0
		for d := range 15 {
			dt := a.IssuedAt.In(zone).AddDate(0, 0, d)
			got, err := interview.Slots(a, interview.Date{Year: dt.Year(), Month: dt.Month(), Day: dt.Day(), Zone: zone}, busy, a.IssuedAt)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			slots += len(got)
		}
		return slots
	}
	// Warm up both, then alternate so both see the same machine.
	slots := 0
	for range 50 {
		interview.MergeBusy(lists...)
		slots = window()
	}
	full, merge := make([]time.Duration, *n), make([]time.Duration, *n)
	for i := range *n {
		// Swap the order every run, so garbage collection left by one
		// does not always land on the other.
		if i%2 == 0 {
			t := time.Now()
			interview.MergeBusy(lists...)
			merge[i] = time.Since(t)
		}
		t := time.Now()
		window()
		full[i] = time.Since(t)
		if i%2 == 1 {
			t := time.Now()
			interview.MergeBusy(lists...)
			merge[i] = time.Since(t)
		}
	}
	slices.Sort(full)
	slices.Sort(merge)
	p := func(s []time.Duration, q float64) time.Duration {
		return s[int(q*float64(len(s)-1))].Round(time.Microsecond)
	}
	fmt.Printf("%d members × %d busy intervals, %d slots in the window, %d runs\n", *members, *perMember, slots, *n)
	fmt.Printf("merge + slots of 15 days: p50 %v  p95 %v  p99 %v\n", p(full, .5), p(full, .95), p(full, .99))
	fmt.Printf("merge alone (baseline):   p50 %v  p95 %v  p99 %v\n", p(merge, .5), p(merge, .95), p(merge, .99))
	fmt.Printf("ratio slots / merge: p50 %.2f  p95 %.2f   target p95 ≤ 5 ms\n",
		float64(p(full, .5))/float64(p(merge, .5)), float64(p(full, .95))/float64(p(merge, .95)))
}

// question is the one BenchmarkSlots uses (internal/interview/
// slots_bench_test.go): a link issued on a Monday in Kolkata, 09:00–18:00
// in 30-minute slots, read in Los Angeles; members' intervals drawn from
// 300 shared meetings of 15 to 60 minutes, duplicates included.
func question(members, perMember int) (interview.Availability, *time.Location, [][]interview.Interval) {
	issued, _ := time.Parse(time.RFC3339, "2024-06-10T00:00:00+05:30")
	a := interview.Availability{Minutes: 30, From: "09:00", To: "18:00", Zone: "Asia/Kolkata", IssuedAt: issued}
	zone, err := time.LoadLocation("America/Los_Angeles")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	rng := rand.New(rand.NewPCG(5, 1000))
	quarters := int(interview.SlotWindow/(15*time.Minute)) + 2*24*4
	meetings := make([]interview.Interval, 300)
	for i := range meetings {
		start := issued.Add(time.Duration(rng.IntN(quarters)-24*4) * 15 * time.Minute)
		meetings[i] = interview.Interval{Start: start, End: start.Add(time.Duration(1+rng.IntN(4)) * 15 * time.Minute)}
	}
	lists := make([][]interview.Interval, members)
	for i := range lists {
		for range perMember {
			lists[i] = append(lists[i], meetings[rng.IntN(len(meetings))])
		}
	}
	return a, zone, lists
}
