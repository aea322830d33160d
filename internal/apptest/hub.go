package apptest

import (
	"context"
	"testing"
	"time"

	"hirekit/internal/app"
)

// HubCandidate is a talenthub candidate made by MustHubCandidate.
type HubCandidate struct {
	ID       int64
	Email    string
	Username string
	Token    string // a session token, as sign-in would give
}

// MustHubCandidate inserts a talenthub candidate with a verified email
// username@hub.test straight into hub_candidates and signs a session token
// for them, so tests of the profile need not go through sign-in (which has
// tests of its own).
func MustHubCandidate(tb testing.TB, a *app.App, username string) *HubCandidate {
	tb.Helper()
	ctx := context.Background()
	email := username + "@hub.test"
	now := time.Now().UTC()
	var id int64
	err := a.DB.Write.QueryRowContext(ctx, `INSERT INTO hub_candidates (email, username, name, terms_accepted_at, email_verified_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, email, username, "Candidate "+username, now, now, now, now).Scan(&id)
	if err != nil {
		tb.Fatalf("hub candidate %s: %v", username, err)
	}
	token, err := a.Hub.IssueToken(id, 1)
	if err != nil {
		tb.Fatalf("hub token: %v", err)
	}
	return &HubCandidate{ID: id, Email: email, Username: username, Token: token}
}
