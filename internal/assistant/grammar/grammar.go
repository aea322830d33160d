// Package grammar turns a recruiter's prompt into an action without a
// model: a grammar of verbs and objects for the intent, the company's own
// names (candidates, users, agencies, rounds, templates, jobs) matched
// fuzzily through a Directory, and dates, times and ranges read in the
// user's time zone. It does no I/O of its own.
package grammar

import (
	"context"
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

// Named is a round, job, designation or source by id and name. JobID is a
// round's job (0 for the company's own rounds); State is a job's state.
type Named struct {
	ID    int64
	Name  string
	JobID int64
	State string
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
