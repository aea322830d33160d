package marketplace

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// maxReferralsShown bounds the referrals page; nobody refers more people
// than a page can list, and a bound keeps the query's cost known.
const maxReferralsShown = 500

// Referral is one candidate who joined through the signed-in candidate's
// link. Passed says their profile passed PassCompletion (an entry exists
// from that moment); Credits and State are that entry's ("" while none).
type Referral struct {
	Username, Name string
	JoinedAt       time.Time
	Passed         bool
	Credits        int
	State          string
}

// Referrals is the signed-in candidate's referral link and who joined
// through it, newest first.
type Referrals struct {
	Link   string
	People []Referral
}

// MyReferrals lists the candidates the signed-in candidate referred.
func (s *Service) MyReferrals(ctx context.Context) (*Referrals, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	var username string
	if err := s.DB.Conn(ctx).NewRaw(`SELECT username FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &username); err != nil {
		return nil, err
	}
	out := &Referrals{Link: s.ReferralLink(username), People: []Referral{}}
	var rows []struct {
		Username  string    `bun:"username"`
		Name      string    `bun:"name"`
		CreatedAt time.Time `bun:"created_at"`
		Credits   *int      `bun:"credits"`
		State     *string   `bun:"state"`
	}
	// referred_by is text (hub_candidates, issue 28): the key of a
	// referral entry is the referred id as text too, compared as text.
	err = s.DB.Conn(ctx).NewRaw(`SELECT c.username, c.name, c.created_at, e.credits, e.state
		FROM hub_candidates c
		LEFT JOIN hub_credit_entries e ON e.hub_candidate_id = ? AND e.cause = ? AND e.cause_key = CAST(c.id AS TEXT)
		WHERE c.referred_by = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
		id, CauseReferral, strconv.FormatInt(id, 10), maxReferralsShown).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		ref := Referral{Username: r.Username, Name: r.Name, JoinedAt: r.CreatedAt.UTC()}
		if r.State != nil {
			ref.Passed, ref.State, ref.Credits = true, *r.State, *r.Credits
		}
		out.People = append(out.People, ref)
	}
	return out, nil
}

// ReferralLink is the registration link that credits username: the web
// app keeps its ref and sends it to mark-referral after sign-in.
func (s *Service) ReferralLink(username string) string {
	return strings.TrimRight(s.BaseURL, "/") + "/talenthub/register?ref=" + url.QueryEscape(username)
}
