package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
)

func (s *Server) smartSearchApplications(ctx context.Context, req *apiv1.SmartSearchRequest) (*apiv1.SmartSearch, apiv1.Meta, error) {
	res, err := s.deps.ATS.SmartSearch(ctx, ats.SmartSearchFilter{Query: req.Q, Tags: req.Tags, MinExperience: req.MinExperience,
		MaxExperience: req.MaxExperience, GraduationFrom: req.GraduationYearMin, GraduationTo: req.GraduationYearMax, Jobs: req.Jobs,
		States: req.States, Page: req.Page, PerPage: req.PerPage}, time.Now().UTC())
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.SmartSearch{Results: []apiv1.SmartSearchHit{}, Tags: ats.ResumeTags}
	for i := range res.Hits {
		h := &res.Hits[i]
		hit := apiv1.SmartSearchHit{ID: h.ID, Slug: h.Slug, Candidate: apiv1.NameOnly{Name: h.Name}, RequisitionID: h.RequisitionID,
			RequisitionTitle: h.RequisitionTitle, State: chip(h.State), ExperienceYears: h.ExperienceYears, GraduationYear: h.GraduationYear,
			Tags: h.Tags(), CreatedAt: rfc3339(h.CreatedAt), Evidence: [][]apiv1.EvidenceSegment{}}
		for _, sn := range h.Evidence {
			segs := make([]apiv1.EvidenceSegment, 0, len(sn))
			for _, seg := range sn {
				segs = append(segs, apiv1.EvidenceSegment{Text: seg.Text, Match: seg.Match})
			}
			hit.Evidence = append(hit.Evidence, segs)
		}
		out.Results = append(out.Results, hit)
	}
	return out, apiv1.Meta{Page: res.Page, PerPage: res.PerPage, Total: res.Total}, nil
}
