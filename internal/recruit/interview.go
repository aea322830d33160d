package recruit

import "time"

// InterviewState is where an interview stands. The candidate list's
// round_filters name the same four.
type InterviewState string

// Interview states: scheduled until someone records what happened, or
// cancelled (with a reason) before it happens.
const (
	InterviewScheduled InterviewState = "scheduled"
	InterviewCompleted InterviewState = "completed"
	InterviewCancelled InterviewState = "cancelled"
	InterviewNoShow    InterviewState = "no_show"
)

// InterviewStates are the states with the names people read, in order.
var InterviewStates = []Option{
	{string(InterviewScheduled), "Scheduled"},
	{string(InterviewCompleted), "Completed"},
	{string(InterviewCancelled), "Cancelled"},
	{string(InterviewNoShow), "No show"},
}

// Valid reports whether s is one of the four states.
func (s InterviewState) Valid() bool {
	for _, o := range InterviewStates {
		if o.Value == string(s) {
			return true
		}
	}
	return false
}

// Busy reports whether an interview in this state still holds its panel's
// time: a cancelled one frees it; one that happened (or was missed) keeps
// it, since it is in the past anyway.
func (s InterviewState) Busy() bool { return s != InterviewCancelled }

// Interview limits and defaults (spec: default length 1 hour, pickers
// step 5 minutes).
const (
	InterviewDefaultLength = time.Hour
	InterviewStep          = 5 * time.Minute
	// InterviewMaxLength bounds one interview: a longer block is a
	// mistake, and busy-time queries look this far back.
	InterviewMaxLength = 8 * time.Hour
	// InterviewMaxPanel bounds the panel and the shadow panel each.
	InterviewMaxPanel = 10
)

// Recommendations are a scorecard's overall verdicts (DECISIONS.md), from
// worst to best.
var Recommendations = []Option{
	{"strong_no", "Strong no"},
	{"no", "No"},
	{"yes", "Yes"},
	{"strong_yes", "Strong yes"},
}

// ValidRecommendation reports whether v is one of Recommendations.
func ValidRecommendation(v string) bool {
	for _, o := range Recommendations {
		if o.Value == v {
			return true
		}
	}
	return false
}

// Ratings are a scorecard attribute's scale, 1 to 4 (DECISIONS.md): no
// middle value, so every rating leans one way.
var Ratings = []Option{
	{"1", "Poor"},
	{"2", "Fair"},
	{"3", "Good"},
	{"4", "Excellent"},
}

// Rating bounds.
const (
	RatingMin = 1
	RatingMax = 4
)

// TimeZones are the spec's 11 zone labels with the IANA zones they mean
// (DECISIONS.md); forms offer them, and any IANA name is accepted.
var TimeZones = []Option{
	{"Etc/UTC", "GMT"},
	{"America/Los_Angeles", "PST"},
	{"America/Denver", "MST"},
	{"America/Chicago", "CST"},
	{"America/New_York", "EST"},
	{"Europe/London", "BST"},
	{"Europe/Paris", "CET"},
	{"Asia/Kolkata", "IST"},
	{"Asia/Shanghai", "CST (China)"},
	{"Asia/Tokyo", "JST"},
	{"Australia/Sydney", "AEST"},
}
