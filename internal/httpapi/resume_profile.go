package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
)

// profileValuesOut is a profile's fields on the wire, each tag with the
// line that earned it.
func profileValuesOut(v ats.ProfileValues) apiv1.ProfileValues {
	out := apiv1.ProfileValues{Education: []apiv1.EducationEntry{}, Experience: []apiv1.ExperienceEntry{}, TotalYears: v.TotalYears,
		Skills: v.Skills, Links: v.Links, Tags: []apiv1.TagEvidence{}, GraduationYear: v.GraduationYear,
		PostGraduationYear: v.PostGraduationYear, Evidence: map[string]string{}}
	for _, e := range v.Education {
		out.Education = append(out.Education, apiv1.EducationEntry{Degree: e.Degree, Institute: e.Institute, StartYear: e.StartYear, EndYear: e.EndYear, Line: e.Line})
	}
	for _, e := range v.Experience {
		out.Experience = append(out.Experience, apiv1.ExperienceEntry{Role: e.Role, Company: e.Company, StartYear: e.StartYear, EndYear: e.EndYear, Line: e.Line})
	}
	for _, t := range v.Tags {
		out.Tags = append(out.Tags, apiv1.TagEvidence{Tag: t, Evidence: v.Evidence[t]})
	}
	for k, line := range v.Evidence {
		out.Evidence[k] = line
	}
	if out.Skills == nil {
		out.Skills = []string{}
	}
	if out.Links == nil {
		out.Links = map[string]string{}
	}
	return out
}

func resumeProfileOut(p *ats.ResumeProfile) *apiv1.ResumeProfileResult {
	out := apiv1.ResumeProfile{ResumeStatus: string(p.ResumeStatus), ResumeError: p.ResumeError, Values: profileValuesOut(p.Values),
		Parsed: profileValuesOut(p.Parsed), Sources: map[string]apiv1.FieldSource{}, Editable: p.Editable,
		TagChoices: ats.ProfileTags}
	if p.ParsedAt != nil {
		out.ParsedAt = rfc3339(*p.ParsedAt)
	}
	for _, f := range ats.ProfileFields {
		src := apiv1.FieldSource{Source: "parsed"}
		if e, ok := p.Edits[f]; ok {
			src = apiv1.FieldSource{Source: "edited", EditedBy: e.By, EditedAt: rfc3339(e.At)}
		}
		out.Sources[f] = src
	}
	return &apiv1.ResumeProfileResult{Profile: out}
}

func (s *Server) applicationProfile(ctx context.Context, req *apiv1.SlugPath) (*apiv1.ResumeProfileResult, error) {
	p, err := s.deps.ATS.ApplicationProfile(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return resumeProfileOut(p), nil
}

func (s *Server) editProfile(ctx context.Context, req *apiv1.ResumeProfileEdit) (*apiv1.ResumeProfileResult, error) {
	in := ats.ProfileEdit{TotalYears: req.TotalYears, Skills: req.Skills, Links: req.Links, Tags: req.Tags,
		GraduationYear: req.GraduationYear, PostGraduationYear: req.PostGraduationYear, Restore: req.Restore}
	if req.Education != nil {
		list := []ats.ProfileEducation{}
		for _, e := range *req.Education {
			list = append(list, ats.ProfileEducation{Degree: e.Degree, Institute: e.Institute, StartYear: e.StartYear, EndYear: e.EndYear})
		}
		in.Education = &list
	}
	if req.Experience != nil {
		list := []ats.ProfileExperience{}
		for _, e := range *req.Experience {
			list = append(list, ats.ProfileExperience{Role: e.Role, Company: e.Company, StartYear: e.StartYear, EndYear: e.EndYear})
		}
		in.Experience = &list
	}
	p, err := s.deps.ATS.EditProfile(ctx, req.Slug, in)
	if err != nil {
		return nil, err
	}
	return resumeProfileOut(p), nil
}

func (s *Server) reparseResume(ctx context.Context, req *apiv1.SlugPath) (*apiv1.ApplicationResult, error) {
	a, err := s.deps.ATS.ReparseResume(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return s.applicationOut(a), nil
}
