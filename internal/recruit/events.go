package recruit

// Event names one thing that happened which other systems may be told of
// (webhooks out). The names are a public contract: receivers switch on
// them, so one is never renamed.
type Event string

// Events a company's webhook endpoints may subscribe to.
const (
	EventApplicationCreated Event = "application.created"
	EventApplicationMoved   Event = "application.moved"
	EventApplicationHired   Event = "application.hired"
	EventInterviewScheduled Event = "interview.scheduled"
	EventInterviewCancelled Event = "interview.cancelled"
	EventScorecardSubmitted Event = "scorecard.submitted"
	// EventTest is only ever sent by "Send test event"; no one subscribes.
	EventTest Event = "webhook.test"
)

// Events lists the subscribable events in the order screens show them.
var Events = []Event{EventApplicationCreated, EventApplicationMoved, EventApplicationHired,
	EventInterviewScheduled, EventInterviewCancelled, EventScorecardSubmitted}
