package recruit

// CandidateStage is where an application stands, in the words a candidate
// reads: never an internal state name, never who decided what.
type CandidateStage struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	// Step is 1–5 along received, review, assessment, interviews, offer;
	// 0 when the application is closed.
	Step int `json:"step"`
}

var phaseStages = map[Phase]CandidateStage{
	PhaseEntry:      {"Application received", "We have your application and will review it soon.", 1},
	PhaseScreen:     {"Under review", "The team is reviewing your profile.", 2},
	PhaseAssignment: {"Assessment", "You are at the assessment step. The team will be in touch about it.", 3},
	PhaseInterview:  {"Interviews", "You are in the interview process.", 4},
	PhaseSalary:     {"Offer discussion", "The team is preparing an offer with you.", 5},
	PhaseOffer:      {"Offer", "You are at the offer stage.", 5},
	PhaseHired:      {"Hired", "Welcome aboard!", 5},
	PhasePaused:     {"On hold", "Your application is on hold for now. The team will be in touch.", 0},
}

// closedStage says the same of every way an application closes, so a
// candidate is not told who decided.
var closedStage = CandidateStage{"Closed", "This application is no longer in progress. Thank you for your interest.", 0}

// StageFor is the candidate's view of a state.
func StageFor(s State) CandidateStage {
	si, ok := s.Info()
	if !ok {
		return phaseStages[PhaseEntry]
	}
	if st, ok := phaseStages[si.Phase]; ok {
		return st
	}
	return closedStage
}
