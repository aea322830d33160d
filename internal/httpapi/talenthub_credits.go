package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func (s *Server) hubReferrals(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubReferralsResult, error) {
	r, err := s.deps.Hub.MyReferrals(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubReferralsResult{ReferralLink: r.Link, CreditsEach: marketplace.ReferralCredits, Referrals: []apiv1.HubReferredCandidate{}}
	for _, p := range r.People {
		out.Referrals = append(out.Referrals, apiv1.HubReferredCandidate{Username: p.Username, Name: p.Name, JoinedAt: rfc3339(p.JoinedAt),
			ProfileCompleted: p.Passed, Credits: p.Credits, CreditState: p.State})
	}
	return out, nil
}

func hubCreditEntryOut(e marketplace.CreditEntry) apiv1.HubCreditEntry {
	out := apiv1.HubCreditEntry{ID: e.ID, Cause: e.Cause, CauseText: marketplace.CauseText(e.Cause), Credits: e.Credits, State: e.State,
		Note: e.Note, CreatedAt: rfc3339(e.CreatedAt)}
	if e.DecidedAt != nil {
		out.DecidedAt = rfc3339(*e.DecidedAt)
	}
	return out
}

func (s *Server) hubCredits(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubCreditsResult, error) {
	l, err := s.deps.Hub.CreditLedger(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubCreditsResult{TotalCredits: l.Total, PendingCredits: l.Pending, ReferralCredits: marketplace.ReferralCredits,
		Entries: []apiv1.HubCreditEntry{}}
	for _, e := range l.Entries {
		out.Entries = append(out.Entries, hubCreditEntryOut(e))
	}
	return out, nil
}

func (s *Server) hubPendingCredits(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubPendingCreditsResult, error) {
	es, total, err := s.deps.Hub.PendingCredits(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubPendingCreditsResult{Entries: []apiv1.HubPendingCredit{}, Total: total}
	for _, e := range es {
		p := apiv1.HubPendingCredit{ID: e.ID, Username: e.Username, Name: e.Name, Cause: e.Cause, CauseText: marketplace.CauseText(e.Cause),
			Credits: e.Credits, Note: e.Note, CreatedAt: rfc3339(e.CreatedAt), ReferredUsername: e.ReferredUsername}
		if e.ReferredJoinedAt != nil {
			p.ReferredJoinedAt = rfc3339(*e.ReferredJoinedAt)
		}
		out.Entries = append(out.Entries, p)
	}
	return out, nil
}

func (s *Server) hubDecideCredit(approve bool) func(ctx context.Context, req *apiv1.IDPath) (*apiv1.HubDecideCreditResult, error) {
	return func(ctx context.Context, req *apiv1.IDPath) (*apiv1.HubDecideCreditResult, error) {
		e, changed, err := s.deps.Hub.DecideCredit(ctx, req.ID, approve)
		if err != nil {
			return nil, err
		}
		return &apiv1.HubDecideCreditResult{Entry: hubCreditEntryOut(*e), Changed: changed}, nil
	}
}
