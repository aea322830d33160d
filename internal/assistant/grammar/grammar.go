// Package grammar turns a recruiter's prompt into an action without a
// model: a grammar of verbs and objects for the intent, the company's own
// names (candidates, users, agencies, rounds, templates, jobs) matched
// fuzzily through a Directory, and dates, times and ranges read in the
// user's time zone. It does no I/O of its own.
package grammar

import (
	"context"
	"encoding/json"
	"time"

	"hirekit/internal/assistant/action"
)

// Person is a candidate's application, a user or an agency as the grammar
// sees them.
type Person struct {
	ID               int64  // user or agency id (0 for a candidate)
	Slug             string // an application's slug (candidates only)
	Name             string
	Email            string
	Roles            []string // users only
	RequisitionID    int64    // candidates only
	RequisitionTitle string   // candidates only
}

// Named is a round, job, designation or source by id and name.
type Named struct {
	ID   int64
	Name string
}

// Template is an email template.
type Template struct {
	ID      int64
	Name    string
	Subject string
	Body    string
}

// ScreeningQuestion is one of a job's questions.
type ScreeningQuestion struct {
	ID        int64
	Title     string
	FieldType string // short_answer, long_answer, number, yes_no, single_choice, multiple_choice, date
	Options   []string
}

// Directory answers the grammar's questions about the caller's company,
// under the caller's row rules (a candidate the caller could not open by
// hand is never returned).
type Directory interface {
	// Candidates are applications whose candidate's name is like name
	// (typos, a first name alone, initials), best first, at most limit.
	Candidates(ctx context.Context, name string, limit int) ([]Person, error)
	Users(ctx context.Context) ([]Person, error)
	Agencies(ctx context.Context) ([]Person, error)
	Rounds(ctx context.Context) ([]Named, error)
	Templates(ctx context.Context) ([]Template, error)
	Jobs(ctx context.Context) ([]Named, error)
	Designations(ctx context.Context) ([]Named, error)
	Questions(ctx context.Context, jobID int64) ([]ScreeningQuestion, error)
}

// Parse reads a prompt. now and loc are the user's clock and time zone.
// The answer's Fields hold the action's field type from package action;
// Action "" means not understood. (Stub: the grammar lands with issue 27.)
func Parse(ctx context.Context, dir Directory, prompt string, now time.Time, loc *time.Location) (*action.Parsed, error) {
	return &action.Parsed{Prompt: prompt, Fields: json.RawMessage("{}"), Choices: []action.Choice{}, Source: "grammar"}, nil
}

// ParseJobFilters reads a prompt about one job's candidates ("more than 3
// years, notice under 30 days") into the spec's filters. (Stub.)
func ParseJobFilters(ctx context.Context, dir Directory, prompt string, jobID int64, now time.Time, loc *time.Location) (*action.Filter, error) {
	return &action.Filter{RequisitionData: &action.Ref{ID: jobID}}, nil
}
