package assistant

// PLACEHOLDER: the grammar helper's directory.go replaces this file at
// merge (the lead deletes it). It answers nothing, so the grammar stub and
// the model see no names until then.

import (
	"context"

	"hirekit/internal/assistant/grammar"
	"hirekit/internal/sqldb"
)

type placeholderDirectory struct{}

// NewDirectory is the caller's company as the grammar sees it.
func NewDirectory(db *sqldb.DB) grammar.Directory { return placeholderDirectory{} }

func (placeholderDirectory) Candidates(context.Context, string, int) ([]grammar.Person, error) {
	return nil, nil
}
func (placeholderDirectory) Users(context.Context) ([]grammar.Person, error)       { return nil, nil }
func (placeholderDirectory) Agencies(context.Context) ([]grammar.Person, error)    { return nil, nil }
func (placeholderDirectory) Rounds(context.Context) ([]grammar.Named, error)       { return nil, nil }
func (placeholderDirectory) Templates(context.Context) ([]grammar.Template, error) { return nil, nil }
func (placeholderDirectory) Jobs(context.Context) ([]grammar.Named, error)         { return nil, nil }
func (placeholderDirectory) Designations(context.Context) ([]grammar.Named, error) { return nil, nil }
func (placeholderDirectory) Questions(context.Context, int64) ([]grammar.ScreeningQuestion, error) {
	return nil, nil
}
