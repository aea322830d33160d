package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

func (s *Server) hubPublicProfile(ctx context.Context, req *apiv1.HubUsernameRequest) (*apiv1.HubProfileResult, error) {
	p, err := s.deps.Hub.PublicProfile(ctx, req.Username)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubProfileResult{Candidate: hubProfileOut(p)}, nil
}

// hubProfileOut is the wire form of a profile (lists never null).
func hubProfileOut(p *marketplace.Profile) apiv1.HubProfile {
	out := apiv1.HubProfile{
		Username: p.Username, Name: p.Name, Headline: p.Headline, AvatarURL: p.AvatarURL, Email: p.Email, Phone: p.Phone,
		CandidateLocation: apiv1.HubLocation{City: p.City}, ResumeURL: p.ResumeURL,
		CurrentCompany: apiv1.HubCompany{Name: p.CurrentCompany}, Bio: p.Bio, Links: map[string]string{},
		Skills: []apiv1.HubSkill{}, Experiences: []apiv1.HubExperience{}, Projects: []apiv1.HubProject{}, Educations: []apiv1.HubEducation{},
	}
	if !p.CareerStart.IsZero() {
		out.CareerStart = p.CareerStart.Format("2006-01-02")
	}
	for k, v := range p.Links {
		out.Links[k] = v
	}
	for _, sk := range p.Skills {
		out.Skills = append(out.Skills, apiv1.HubSkill{Name: sk.Name, Slug: sk.Slug, Proficiency: sk.Proficiency,
			LastPassedCertificationSlug: sk.LastPassedCertificationSlug})
	}
	for _, e := range p.Experiences {
		out.Experiences = append(out.Experiences, apiv1.HubExperience{ID: e.ID, Designation: e.Designation, Company: e.Company,
			Start: e.Start, End: e.End, Description: e.Description})
	}
	for _, pr := range p.Projects {
		out.Projects = append(out.Projects, apiv1.HubProject{ID: pr.ID, Title: pr.Title, SourceCodeLink: pr.SourceCodeURL,
			WebsiteLink: pr.WebsiteURL, Description: pr.Description})
	}
	for _, e := range p.Educations {
		out.Educations = append(out.Educations, apiv1.HubEducation{ID: e.ID, Degree: e.Degree, Major: e.Major,
			Institute: e.Institute, Start: e.Start, End: e.End})
	}
	return out
}

func (s *Server) hubSkills(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubSkillsResult, error) {
	skills, err := s.deps.Hub.SkillCatalogue(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubSkillsResult{Skills: []apiv1.HubCatalogueSkill{}}
	for _, sk := range skills {
		out.Skills = append(out.Skills, apiv1.HubCatalogueSkill{Name: sk.Name, Slug: sk.Slug, Category: sk.Category})
	}
	return out, nil
}

func (s *Server) hubTotalCredits(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubTotalCredits, error) {
	n, err := s.deps.Hub.TotalCredits(ctx)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubTotalCredits{TotalCredits: n}, nil
}
