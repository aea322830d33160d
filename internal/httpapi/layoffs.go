package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/layoffs"
)

func layoffPersonOut(p *layoffs.Person) apiv1.LayoffPerson {
	return apiv1.LayoffPerson{ID: p.ID, Name: p.Name, Email: p.Email, Role: p.Role, Skills: p.Skills(), Location: p.Location,
		LinkedInURL: p.LinkedInURL, State: p.State, Expired: p.Expired(time.Now()), AddedAt: rfc3339(p.CreatedAt),
		ConsentRequestedAt: rfc3339(p.ConsentRequestedAt), ConsentedAt: rfc3339Ptr(p.ConsentedAt), DeclinedAt: rfc3339Ptr(p.DeclinedAt),
		RemovedAt: rfc3339Ptr(p.RemovedAt), RemovedBy: p.RemovedBy}
}

func (s *Server) listLayoffs(ctx context.Context, req *apiv1.LayoffsRequest) (*apiv1.Layoffs, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	ps, total, err := s.deps.Layoffs.Listed(ctx, layoffs.Query{Skill: req.Skill, Location: req.Location, Page: page, PerPage: per})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.Layoffs{People: []apiv1.LayoffListing{}}
	for _, p := range ps {
		l := apiv1.LayoffListing{ID: p.ID, Name: p.Name, Role: p.Role, Skills: p.Skills(), Location: p.Location,
			LinkedInURL: p.LinkedInURL, CompanyName: p.CompanyName, CompanySlug: p.CompanySlug}
		if p.ConsentedAt != nil {
			l.ListedAt = rfc3339(*p.ConsentedAt)
		}
		out.People = append(out.People, l)
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}

// layoffContactedText answers a contact: nothing is sent before the
// sender confirms their address.
const layoffContactedText = "Almost done: we mailed you a link. Open it within 24 hours to confirm your address, and your message will be sent."

// layoffContactSentText answers the sender's confirmation.
const layoffContactSentText = "Your message is on its way. They will answer you by email if they are interested."

func (s *Server) contactLayoff(ctx context.Context, req *apiv1.LayoffContactRequest) (*apiv1.LayoffContacted, error) {
	err := s.deps.Layoffs.Contact(ctx, req.ID, layoffs.ContactInput{Name: req.Name, Email: req.Email, Company: req.Company,
		Message: req.Message, IP: ClientIP(ctx)})
	if err != nil {
		return nil, err
	}
	return &apiv1.LayoffContacted{Message: layoffContactedText}, nil
}

func (s *Server) confirmLayoffContact(ctx context.Context, req *apiv1.LayoffContactConfirmRequest) (*apiv1.LayoffContacted, error) {
	if err := s.deps.Layoffs.ConfirmContact(ctx, req.Token, ClientIP(ctx)); err != nil {
		return nil, err
	}
	return &apiv1.LayoffContacted{Message: layoffContactSentText}, nil
}

func layoffLinkOut(l *layoffs.Landing) *apiv1.LayoffLink {
	p := l.Person
	return &apiv1.LayoffLink{Name: p.Name, CompanyName: p.CompanyName, Role: p.Role, Skills: p.Skills(), Location: p.Location,
		LinkedInURL: p.LinkedInURL, State: p.State, Expired: l.Expired, ConsentText: layoffs.ConsentText}
}

func (s *Server) layoffLink(ctx context.Context, req *apiv1.LayoffLinkRequest) (*apiv1.LayoffLink, error) {
	l, err := s.deps.Layoffs.Link(ctx, req.Token, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return layoffLinkOut(l), nil
}

func (s *Server) layoffDecide(ctx context.Context, req *apiv1.LayoffDecisionRequest) (*apiv1.LayoffLink, error) {
	l, err := s.deps.Layoffs.Decide(ctx, req.Token, req.Action, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return layoffLinkOut(l), nil
}

func (s *Server) companyLayoffs(ctx context.Context, _ *apiv1.Empty) (*apiv1.LayoffPeople, error) {
	ps, err := s.deps.Layoffs.List(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.LayoffPeople{People: []apiv1.LayoffPerson{}}
	for i := range ps {
		out.People = append(out.People, layoffPersonOut(&ps[i]))
	}
	return out, nil
}

func (s *Server) addLayoff(ctx context.Context, req *apiv1.LayoffPersonRequest) (*apiv1.LayoffPersonResult, error) {
	p, err := s.deps.Layoffs.Add(ctx, layoffs.PersonInput{Name: req.Name, Email: req.Email, Role: req.Role, Skills: req.Skills,
		Location: req.Location, LinkedInURL: req.LinkedInURL})
	if err != nil {
		return nil, err
	}
	return &apiv1.LayoffPersonResult{Person: layoffPersonOut(p)}, nil
}

func (s *Server) layoffAction(fn func(*layoffs.Service, context.Context, int64) (*layoffs.Person, error)) func(context.Context, *apiv1.IDPath) (*apiv1.LayoffPersonResult, error) {
	return func(ctx context.Context, req *apiv1.IDPath) (*apiv1.LayoffPersonResult, error) {
		p, err := fn(s.deps.Layoffs, ctx, req.ID)
		if err != nil {
			return nil, err
		}
		return &apiv1.LayoffPersonResult{Person: layoffPersonOut(p)}, nil
	}
}
