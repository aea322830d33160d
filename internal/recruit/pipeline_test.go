package recruit_test

import (
	"math"
	"slices"
	"strconv"
	"testing"

	"hirekit/internal/recruit"
)

func TestMoves(t *testing.T) {
	allowed := func(from, to recruit.State) bool { return slices.Contains(recruit.Moves[from], to) }
	tests := []struct {
		from, to recruit.State
		want     bool
	}{
		{recruit.StateApplied, recruit.StateTAScreen, true},
		{recruit.StateApplied, recruit.StateOfferShared, true}, // forward to any later open stage
		{recruit.StateHMScreen, recruit.StateTAScreen, true},   // back one step within the phase
		{recruit.StateAssignmentShared, recruit.StateHMScreen, false},
		{recruit.StateRoundInProgress, recruit.StateScheduleRound, false}, // back two steps
		{recruit.StateRoundScheduled, recruit.StateInterviewReject, true},
		{recruit.StateRoundScheduled, recruit.StateScreenReject, false}, // another phase's reject
		{recruit.StateTAScreen, recruit.StateScreenReject, true},
		{recruit.StateNegotiateOffer, recruit.StateSalaryReject, true},
		{recruit.StateOfferShared, recruit.StateOfferDeclined, true},
		{recruit.StateApplied, recruit.StateJoined, false}, // joining needs an accepted offer
		{recruit.StateOfferAccepted, recruit.StateJoined, true},
		{recruit.StateTAScreen, recruit.StateOnHold, true},
		{recruit.StateTAScreen, recruit.StateDuplicate, true},
		{recruit.StateJoined, recruit.StateTAScreen, false}, // final
		{recruit.StateDuplicate, recruit.StateApplied, false},
	}
	for _, tt := range tests {
		if got := allowed(tt.from, tt.to); got != tt.want {
			t.Errorf("move %s → %s allowed = %v, want %v", tt.from, tt.to, got, tt.want)
		}
	}
	for _, si := range recruit.States {
		if _, ok := recruit.Moves[si.State]; !ok {
			t.Errorf("state %s has no row in the moves table", si.State)
		}
		if si.Label == "" || si.Colour == "" || si.TextColour == "" {
			t.Errorf("state %s lacks a label or colours", si.State)
		}
	}
	if len(recruit.States) != 27 {
		t.Errorf("%d states, want the spec's 27", len(recruit.States))
	}
}

func TestCheckMove(t *testing.T) {
	rule := recruit.MoveRule{}
	if err := recruit.CheckMove(recruit.StateApplied, recruit.StateTAScreen, rule); err != nil {
		t.Errorf("applied → ta_screen: %v", err)
	}
	if err := recruit.CheckMove(recruit.StateApplied, recruit.StateApplied, rule); recruit.ErrorCode(err) != recruit.EINVALID {
		t.Errorf("same state: %v", err)
	}
	if err := recruit.CheckMove(recruit.StateOnHold, recruit.StateHMScreen, recruit.MoveRule{HeldFrom: recruit.StateTAScreen}); err == nil {
		t.Error("on_hold went somewhere other than where it came from")
	}
	if err := recruit.CheckMove(recruit.StateOnHold, recruit.StateTAScreen, recruit.MoveRule{HeldFrom: recruit.StateTAScreen}); err != nil {
		t.Errorf("on_hold back: %v", err)
	}
	if err := recruit.CheckMove(recruit.StateScreenReject, recruit.StateTAScreen, rule); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
		t.Errorf("reopen without right: %v", err)
	}
	if err := recruit.CheckMove(recruit.StateScreenReject, recruit.StateTAScreen, recruit.MoveRule{CanReopen: true}); err != nil {
		t.Errorf("reopen by TA: %v", err)
	}
	if err := recruit.CheckMove(recruit.StateJoined, recruit.StateTAScreen, recruit.MoveRule{CanReopen: true}); err == nil {
		t.Error("joined reopened")
	}
	if err := recruit.CheckMove(recruit.StateApplied, "teleported", rule); err == nil {
		t.Error("unknown state accepted")
	}
}

func TestVocabulary(t *testing.T) {
	if recruit.NoPriority.Label() != "-" || recruit.Priority(0).Label() != "P0" || recruit.Priority(5).Label() != "P5" || recruit.Priority(6).Valid() {
		t.Error("priority labels")
	}
	if recruit.MatchNone.Label() != "-" || recruit.MatchGood.Label() != "Good match" {
		t.Error("match labels")
	}
	if len(recruit.NoticePeriods) != 7 || recruit.NoticePeriods[6].Title != "90+ days" || len(recruit.Currencies) != 10 || len(recruit.FieldTypes) != 7 {
		t.Error("lists")
	}
	if err := recruit.CheckRequisitionMove(recruit.ReqPendingApproval, recruit.ReqLive); err == nil {
		t.Error("pending → live allowed")
	}
	if err := recruit.CheckRequisitionMove(recruit.ReqArchived, recruit.ReqOpen); err != nil {
		t.Errorf("reopen: %v", err)
	}
}

// TestStateColoursContrast keeps every state chip readable: text on its
// background at 4.5:1 or more (WCAG AA for normal text).
func TestStateColoursContrast(t *testing.T) {
	luminance := func(hex string) float64 {
		var rgb [3]float64
		for i := range rgb {
			v, err := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
			if err != nil || len(hex) != 7 {
				t.Fatalf("colour %q is not #RRGGBB", hex)
			}
			c := float64(v) / 255
			if c <= 0.03928 {
				rgb[i] = c / 12.92
			} else {
				rgb[i] = math.Pow((c+0.055)/1.055, 2.4)
			}
		}
		return 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	}
	for _, s := range recruit.States {
		bg, fg := luminance(s.Colour), luminance(s.TextColour)
		ratio := (math.Max(bg, fg) + 0.05) / (math.Min(bg, fg) + 0.05)
		if ratio < 4.5 {
			t.Errorf("%s: %s on %s has contrast %.2f, want at least 4.5", s.State, s.TextColour, s.Colour, ratio)
		}
	}
}
