package marketplace

import (
	"context"
	"sort"
	"time"

	"hirekit/internal/recruit"
)

// LeadRequest is one thing a company did that makes it a lead: asked for
// a callback, contacted support, posted a board job.
type LeadRequest struct {
	CompanyID                int64
	CompanyName, CompanySlug string
	// Source names where it came from ("screeno callback", "assistant
	// support"); Detail is what they asked about.
	Source, Detail string
	Email          string
	At             time.Time
}

// LeadSource gives the newest requests of one kind, at most limit (the
// composition root wires screening's and the assistant's; the jobs board
// adds its own).
type LeadSource func(ctx context.Context, limit int) ([]LeadRequest, error)

// leadsPerSource bounds what each source is asked for: the page is for
// following up, and the newest requests are the warm ones.
const leadsPerSource = 1000

// requestsShownPerLead keeps a lead's row short.
const requestsShownPerLead = 5

// Lead is a company with what it asked, newest first.
type Lead struct {
	CompanyID                int64
	CompanyName, CompanySlug string
	Count                    int
	LastAt                   time.Time
	Requests                 []LeadRequest
}

// Leads is the companies that asked (or posted), the most recent first,
// for platform admins (/talenthub/admin/get-leads).
func (s *Service) Leads(ctx context.Context) ([]Lead, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	byCompany := map[int64]*Lead{}
	for _, src := range s.LeadSources {
		reqs, err := src(ctx, leadsPerSource)
		if err != nil {
			return nil, err
		}
		for _, r := range reqs {
			l := byCompany[r.CompanyID]
			if l == nil {
				l = &Lead{CompanyID: r.CompanyID, CompanyName: r.CompanyName, CompanySlug: r.CompanySlug}
				byCompany[r.CompanyID] = l
			}
			l.Count++
			l.Requests = append(l.Requests, r)
		}
	}
	out := make([]Lead, 0, len(byCompany))
	for _, l := range byCompany {
		sort.Slice(l.Requests, func(i, j int) bool { return l.Requests[i].At.After(l.Requests[j].At) })
		l.LastAt = l.Requests[0].At
		if len(l.Requests) > requestsShownPerLead {
			l.Requests = l.Requests[:requestsShownPerLead]
		}
		out = append(out, *l)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].LastAt.Equal(out[j].LastAt) {
			return out[i].LastAt.After(out[j].LastAt)
		}
		return out[i].CompanyID > out[j].CompanyID
	})
	return out, nil
}
