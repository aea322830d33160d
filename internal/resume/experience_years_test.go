package resume

import "testing"

func TestTotalYears(t *testing.T) {
	for _, tc := range []struct {
		name  string
		roles []Experience
		want  int
	}{
		{"None", nil, 0},
		{"OneRole", []Experience{{StartYear: 2019, EndYear: 2021}}, 2},
		{"OngoingToThisYear", []Experience{{StartYear: 2022}}, 4},
		{"OverlapCountedOnce", []Experience{{StartYear: 2018, EndYear: 2021}, {StartYear: 2020, EndYear: 2023}}, 5},
		{"GapNotCounted", []Experience{{StartYear: 2010, EndYear: 2012}, {StartYear: 2020, EndYear: 2022}}, 4},
		{"NestedRole", []Experience{{StartYear: 2015, EndYear: 2025}, {StartYear: 2018, EndYear: 2019}}, 10},
		{"NoStartYearSkipped", []Experience{{EndYear: 2020}}, 0},
		{"BackwardsSkipped", []Experience{{StartYear: 2021, EndYear: 2019}}, 0},
		{"FutureClipped", []Experience{{StartYear: 2024, EndYear: 2030}}, 2},
		{"SameYearInternship", []Experience{{StartYear: 2019, EndYear: 2019}}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TotalYears(tc.roles, 2026); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}
