package recruit

// The analytics' view of a history (docs/decisions.md, "Analytics
// metrics"): how far along the funnel a state is, and which stage a stay
// in a state counts under. ats writes both onto the rows it records
// (candidate_applications.reached, application_moves.stay_stage), and
// the metrics read them, so the two sides share these definitions.

// FunnelPhases are the phases of each funnel milestone, in order: applied
// (nothing to reach), screened, interviewed, offered, hired.
var FunnelPhases = [][]Phase{
	nil,
	{PhaseScreen, PhaseAssignment},
	{PhaseInterview, PhaseSalary},
	{PhaseOffer},
	{PhaseHired},
}

// FunnelMilestone is the milestone a state is at (an index into
// FunnelPhases): 0 for entry, settled and paused states, since a reject
// says nothing its history does not.
func FunnelMilestone(s State) int {
	si, ok := s.Info()
	if !ok {
		return 0
	}
	for i := len(FunnelPhases) - 1; i > 0; i-- {
		for _, p := range FunnelPhases[i] {
			if si.Phase == p {
				return i
			}
		}
	}
	return 0
}

// StayStages are the open phases an application waits in, in pipeline
// order: time in stage's columns (settled and on-hold time is no stage).
var StayStages = []Phase{PhaseEntry, PhaseScreen, PhaseAssignment, PhaseInterview, PhaseSalary, PhaseOffer}

// StayStage is the stage a stay in s counts under, "" when none.
func StayStage(s State) Phase {
	si, ok := s.Info()
	if !ok {
		return ""
	}
	for _, p := range StayStages {
		if si.Phase == p {
			return p
		}
	}
	return ""
}
