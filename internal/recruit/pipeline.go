package recruit

import "fmt"

// State is a candidate application's pipeline state.
type State string

// Pipeline states, in pipeline order within each group.
const (
	StateUnknown          State = "unknown"
	StateApplied          State = "applied"
	StateSourced          State = "sourced"
	StateReferred         State = "referred"
	StateTAScreen         State = "ta_screen"
	StateHMScreen         State = "hm_screen"
	StateAssignmentShared State = "assignment_shared"
	StateAssignmentPassed State = "assignment_passed"
	StateScheduleRound    State = "schedule_round"
	StateRoundScheduled   State = "round_scheduled"
	StateRoundInProgress  State = "round_in_progress"
	StateScheduleDebrief  State = "schedule_debrief"
	StateDebriefScheduled State = "debrief_scheduled"
	StateNegotiateOffer   State = "negotiate_offer"
	StateGenerateOffer    State = "generate_offer"
	StateOfferShared      State = "offer_shared"
	StateOfferAccepted    State = "offer_accepted"
	StateJoined           State = "joined"

	StateScreenReject     State = "screen_reject"
	StateAssignmentReject State = "assignment_reject"
	StateInterviewReject  State = "interview_reject"
	StateSalaryReject     State = "salary_reject"
	StateOfferDeclined    State = "offer_declined"
	StateCandidateDropoff State = "candidate_dropoff"
	StateNotResponding    State = "not_responding"
	StateDuplicate        State = "duplicate"
	StateOnHold           State = "on_hold"
)

// Phase groups the open states; each phase has its own reject state.
type Phase string

// Phases of the pipeline, in order.
const (
	PhaseEntry      Phase = "entry"
	PhaseScreen     Phase = "screen"
	PhaseAssignment Phase = "assignment"
	PhaseInterview  Phase = "interview"
	PhaseSalary     Phase = "salary"
	PhaseOffer      Phase = "offer"
	PhaseHired      Phase = "hired"
	PhaseClosed     Phase = "closed"
	PhasePaused     Phase = "paused"
)

// StateInfo describes a state for people: label and colours.
type StateInfo struct {
	State State  `json:"state"`
	Label string `json:"label"`
	// Colour is the chip background, TextColour its text.
	Colour     string `json:"colour"`
	TextColour string `json:"text_colour"`
	Phase      Phase  `json:"phase"`
	// Open states are in the running; closed ones (rejects, joined, …)
	// are settled; on_hold is paused.
	Open bool `json:"open"`
}

// phaseColours gives each phase one hue so a list reads at a glance; each
// text colour has a contrast of at least 4.5:1 on its background (WCAG AA,
// checked by TestStateColoursContrast).
var phaseColours = map[Phase][2]string{
	PhaseEntry:      {"#E3F2FD", "#0D47A1"},
	PhaseScreen:     {"#E8EAF6", "#1A237E"},
	PhaseAssignment: {"#F3E5F5", "#4A148C"},
	PhaseInterview:  {"#FFF3E0", "#BF360C"},
	PhaseSalary:     {"#FFFDE7", "#8C5A00"},
	PhaseOffer:      {"#E0F2F1", "#004D40"},
	PhaseHired:      {"#E8F5E9", "#1B5E20"},
	PhaseClosed:     {"#FFEBEE", "#B71C1C"},
	PhasePaused:     {"#ECEFF1", "#37474F"},
}

// openOrder lists the open states in pipeline order with their phase.
var openOrder = []struct {
	s     State
	label string
	phase Phase
}{
	{StateUnknown, "Unknown", PhaseEntry},
	{StateApplied, "Applied", PhaseEntry},
	{StateSourced, "Sourced", PhaseEntry},
	{StateReferred, "Referred", PhaseEntry},
	{StateTAScreen, "TA screen", PhaseScreen},
	{StateHMScreen, "HM screen", PhaseScreen},
	{StateAssignmentShared, "Assignment shared", PhaseAssignment},
	{StateAssignmentPassed, "Assignment passed", PhaseAssignment},
	{StateScheduleRound, "Schedule round", PhaseInterview},
	{StateRoundScheduled, "Round scheduled", PhaseInterview},
	{StateRoundInProgress, "Round in progress", PhaseInterview},
	{StateScheduleDebrief, "Schedule debrief", PhaseInterview},
	{StateDebriefScheduled, "Debrief scheduled", PhaseInterview},
	{StateNegotiateOffer, "Negotiate offer", PhaseSalary},
	{StateGenerateOffer, "Generate offer", PhaseOffer},
	{StateOfferShared, "Offer shared", PhaseOffer},
	{StateOfferAccepted, "Offer accepted", PhaseOffer},
}

var closedStates = []struct {
	s     State
	label string
	phase Phase
}{
	{StateJoined, "Joined", PhaseHired},
	{StateScreenReject, "Screen reject", PhaseClosed},
	{StateAssignmentReject, "Assignment reject", PhaseClosed},
	{StateInterviewReject, "Interview reject", PhaseClosed},
	{StateSalaryReject, "Salary reject", PhaseClosed},
	{StateOfferDeclined, "Offer declined", PhaseClosed},
	{StateCandidateDropoff, "Candidate dropoff", PhaseClosed},
	{StateNotResponding, "Not responding", PhaseClosed},
	{StateDuplicate, "Duplicate", PhaseClosed},
	{StateOnHold, "On hold", PhasePaused},
}

// phaseReject is the reject state of each phase (DECISIONS.md: screen,
// assignment, interview, salary, offer_declined). Entry rejects as screen.
var phaseReject = map[Phase]State{
	PhaseEntry:      StateScreenReject,
	PhaseScreen:     StateScreenReject,
	PhaseAssignment: StateAssignmentReject,
	PhaseInterview:  StateInterviewReject,
	PhaseSalary:     StateSalaryReject,
	PhaseOffer:      StateOfferDeclined,
}

// States lists every state with its label and colours, open ones first in
// pipeline order.
var States []StateInfo

var stateInfo = map[State]StateInfo{}
var openIndex = map[State]int{}

func init() {
	for i, o := range openOrder {
		c := phaseColours[o.phase]
		States = append(States, StateInfo{State: o.s, Label: o.label, Colour: c[0], TextColour: c[1], Phase: o.phase, Open: true})
		openIndex[o.s] = i
	}
	for _, o := range closedStates {
		c := phaseColours[o.phase]
		States = append(States, StateInfo{State: o.s, Label: o.label, Colour: c[0], TextColour: c[1], Phase: o.phase})
	}
	for _, si := range States {
		stateInfo[si.State] = si
	}
	Moves = buildMoves()
}

// Info returns a state's description; ok is false for an unknown name.
func (s State) Info() (StateInfo, bool) {
	si, ok := stateInfo[s]
	return si, ok
}

// Valid reports whether s is a known state.
func (s State) Valid() bool {
	_, ok := stateInfo[s]
	return ok
}

// Open reports whether the application is still in the running.
func (s State) Open() bool { return stateInfo[s].Open }

// Moves is the table of allowed next states from each state: served whole
// by GET candidate-application/get-next-states. on_hold's row lists every
// open state; the application's own history narrows it to where it came
// from (see CheckMove). Reopening a closed application (to ta_screen) is
// a separate right of admins and TAs, not a row here.
var Moves map[State][]State

// buildMoves applies DECISIONS.md's rules: forward to any later open
// state; back one step within a phase; from any open state to on_hold,
// candidate_dropoff, not_responding, duplicate or the phase's reject.
func buildMoves() map[State][]State {
	m := map[State][]State{}
	for i, o := range openOrder {
		var next []State
		if i > 0 && openOrder[i-1].phase == o.phase && o.phase != PhaseEntry {
			next = append(next, openOrder[i-1].s)
		}
		for _, later := range openOrder[i+1:] {
			next = append(next, later.s)
		}
		next = append(next, StateJoined)
		if o.s == StateOfferAccepted {
			next = []State{StateJoined}
		}
		next = append(next, StateOnHold, StateCandidateDropoff, StateNotResponding, StateDuplicate, phaseReject[o.phase])
		m[o.s] = next
	}
	// Joining needs an accepted offer; it is never a jump from earlier.
	for s, next := range m {
		if s != StateOfferAccepted {
			m[s] = without(next, StateJoined)
		}
	}
	var resumes []State
	for _, o := range openOrder {
		resumes = append(resumes, o.s)
	}
	m[StateOnHold] = append(resumes, StateCandidateDropoff, StateNotResponding, StateDuplicate)
	for _, o := range closedStates {
		if _, ok := m[o.s]; !ok {
			m[o.s] = []State{}
		}
	}
	return m
}

func without(list []State, drop State) []State {
	out := list[:0:0]
	for _, s := range list {
		if s != drop {
			out = append(out, s)
		}
	}
	return out
}

// MoveRule carries what CheckMove needs beyond the two states.
type MoveRule struct {
	// HeldFrom is the state an on_hold application was in before.
	HeldFrom State
	// CanReopen is true for admins and TAs.
	CanReopen bool
}

// reopenable reports whether an admin or TA may reopen an application in
// s to ta_screen: any settled state but joined and duplicate, which are
// final.
func reopenable(s State) bool {
	return !s.Open() && s != StateOnHold && s != StateJoined && s != StateDuplicate
}

// NextStates lists where an application in from may go under rule: the
// moves table, narrowed for an on-hold application to where it came from,
// plus the reopen to ta_screen for those who may reopen. CheckMove and
// every answer that offers moves read it, so what is offered is what is
// allowed.
func NextStates(from State, rule MoveRule) []State {
	var out []State
	if from == StateOnHold && rule.HeldFrom != "" {
		out = []State{rule.HeldFrom, StateCandidateDropoff, StateNotResponding, StateDuplicate}
	} else {
		out = append(out, Moves[from]...)
	}
	if rule.CanReopen && reopenable(from) {
		out = append(out, StateTAScreen)
	}
	return out
}

// CheckMove reports whether an application may go from one state to
// another, with the message a refused user sees.
func CheckMove(from, to State, rule MoveRule) error {
	if !to.Valid() {
		return Errorf(EINVALID, "Unknown state %q", to)
	}
	if from == to {
		return Errorf(EINVALID, "The application is already in %s", stateInfo[to].Label)
	}
	for _, s := range NextStates(from, rule) {
		if s == to {
			return nil
		}
	}
	switch {
	case from == StateOnHold && to.Open() && rule.HeldFrom != "":
		return Errorf(EINVALID, "An application on hold returns to %s", stateInfo[rule.HeldFrom].Label)
	case reopenable(from) && to == StateTAScreen:
		return Errorf(EFORBIDDEN, "Only an admin or a TA can reopen a closed application")
	}
	return Errorf(EINVALID, "Cannot move from %s to %s", label(from), label(to))
}

func label(s State) string {
	if si, ok := stateInfo[s]; ok {
		return si.Label
	}
	return fmt.Sprintf("%q", string(s))
}
