package app

import (
	"context"

	"hirekit/internal/assistant"
	"hirekit/internal/marketplace"
	"hirekit/internal/screening"
)

// hubLeadSources are the requests talenthub's leads page lists, each read
// through its owner's use case: screeno's REQUEST CALLBACK and the
// assistant's Contact Support. (The jobs board adds its companies' board
// jobs when it lands.)
func hubLeadSources(sc *screening.Service, as *assistant.Service) []marketplace.LeadSource {
	return []marketplace.LeadSource{
		func(ctx context.Context, limit int) ([]marketplace.LeadRequest, error) {
			rs, err := sc.CallbackRequests(ctx, limit)
			out := make([]marketplace.LeadRequest, 0, len(rs))
			for _, r := range rs {
				out = append(out, marketplace.LeadRequest{CompanyID: r.CompanyID, CompanyName: r.CompanyName, CompanySlug: r.CompanySlug,
					Source: "Screeno callback", Detail: r.Kind, Email: r.Email, At: r.CreatedAt.UTC()})
			}
			return out, err
		},
		func(ctx context.Context, limit int) ([]marketplace.LeadRequest, error) {
			rs, err := as.CallbackRequests(ctx, limit)
			out := make([]marketplace.LeadRequest, 0, len(rs))
			for _, r := range rs {
				out = append(out, marketplace.LeadRequest{CompanyID: r.CompanyID, CompanyName: r.CompanyName, CompanySlug: r.CompanySlug,
					Source: "Assistant support", Detail: r.Prompt, Email: r.Email, At: r.CreatedAt.UTC()})
			}
			return out, err
		},
	}
}
