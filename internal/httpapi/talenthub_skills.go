package httpapi

import (
	"context"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/marketplace"
)

// Talenthub assessments, certifications, the skill dashboard and the
// catalogue's admin (issue 29).

func optTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return rfc3339(*t)
}

func (s *Server) hubAssessmentInfo(ctx context.Context, req *apiv1.HubSkillSlugPath) (*apiv1.HubAssessmentInfo, error) {
	i, err := s.deps.Hub.AssessmentInfo(ctx, req.SkillSlug)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubAssessmentInfo{SkillSlug: i.SkillSlug, SkillName: i.SkillName, Questions: i.Questions, Minutes: i.Minutes,
		PassMark: i.PassMark, Proficiency: i.Proficiency, OpenAttempt: i.OpenAttempt, NextAttemptAt: optTime(i.NextAttemptAt)}, nil
}

func hubAssessmentOut(a *marketplace.Attempt, err error) (*apiv1.HubAssessmentResult, error) {
	if err != nil {
		return nil, err
	}
	out := apiv1.HubAssessment{ID: a.ID, SkillSlug: a.SkillSlug, SkillName: a.SkillName, State: a.State, StartedAt: rfc3339(a.StartedAt),
		Deadline: rfc3339(a.Deadline), FinishedAt: optTime(a.FinishedAt), Score: a.Score, Total: a.Total, Result: a.Result, Level: a.Level,
		Questions: []apiv1.HubAssessmentQuestion{}}
	for _, q := range a.Questions {
		// Correct is only ever set by the domain for a finished attempt.
		out.Questions = append(out.Questions, apiv1.HubAssessmentQuestion{Position: q.Position, Text: q.Text, Options: q.Options,
			Level: q.Level, Chosen: q.Chosen, Correct: q.Correct})
	}
	return &apiv1.HubAssessmentResult{Assessment: out}, nil
}

func (s *Server) hubStartAssessment(ctx context.Context, req *apiv1.HubSkillSlugPath) (*apiv1.HubAssessmentResult, error) {
	return hubAssessmentOut(s.deps.Hub.StartAssessment(ctx, req.SkillSlug))
}

func (s *Server) hubAssessment(ctx context.Context, req *apiv1.HubAssessmentPath) (*apiv1.HubAssessmentResult, error) {
	return hubAssessmentOut(s.deps.Hub.GetAttempt(ctx, req.AssessmentID))
}

func (s *Server) hubSubmitAnswer(ctx context.Context, req *apiv1.HubSubmitAnswerRequest) (*apiv1.HubAssessmentResult, error) {
	return hubAssessmentOut(s.deps.Hub.AnswerQuestion(ctx, req.AssessmentID, marketplace.Answer{Position: req.Position, Choice: req.Choice}))
}

func (s *Server) hubFinishAssessment(ctx context.Context, req *apiv1.HubFinishRequest) (*apiv1.HubAssessmentResult, error) {
	answers := make([]marketplace.Answer, 0, len(req.Answers))
	for _, a := range req.Answers {
		answers = append(answers, marketplace.Answer{Position: a.Position, Choice: a.Choice})
	}
	return hubAssessmentOut(s.deps.Hub.FinishAssessment(ctx, req.AssessmentID, answers))
}

func hubCertificateOut(c *marketplace.Certificate) apiv1.HubCertificate {
	return apiv1.HubCertificate{Slug: c.Slug, CandidateName: c.CandidateName, Username: c.Username, SkillSlug: c.SkillSlug,
		SkillName: c.SkillName, Level: c.Level, Badge: marketplace.BadgeText(c.Level), IssuedAt: rfc3339(c.IssuedAt),
		Valid: c.RevokedAt == nil, RevokedAt: optTime(c.RevokedAt)}
}

func hubCertificateResult(c *marketplace.Certificate, err error) (*apiv1.HubCertificateResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubCertificateResult{Certificate: hubCertificateOut(c)}, nil
}

func (s *Server) hubSkillDashboard(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubSkillDashboard, error) {
	d, err := s.deps.Hub.SkillDashboard(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubSkillDashboard{Skills: []apiv1.HubSkill{}, Assessments: []apiv1.HubAvailableAssessment{},
		Attempts: []apiv1.HubAttemptSummary{}, Certificates: []apiv1.HubCertificate{}}
	for _, sk := range d.Skills {
		out.Skills = append(out.Skills, apiv1.HubSkill{Name: sk.Name, Slug: sk.Slug, Proficiency: sk.Proficiency,
			LastPassedCertificationSlug: sk.LastPassedCertificationSlug})
	}
	for _, a := range d.Assessments {
		out.Assessments = append(out.Assessments, apiv1.HubAvailableAssessment{SkillSlug: a.SkillSlug, SkillName: a.SkillName,
			Category: a.Category, Proficiency: a.Proficiency, OpenAttempt: a.OpenAttempt, NextAttemptAt: optTime(a.NextAttemptAt)})
	}
	for _, a := range d.Attempts {
		out.Attempts = append(out.Attempts, apiv1.HubAttemptSummary{ID: a.ID, SkillSlug: a.SkillSlug, SkillName: a.SkillName, State: a.State,
			StartedAt: rfc3339(a.StartedAt), Deadline: rfc3339(a.Deadline), FinishedAt: optTime(a.FinishedAt), Score: a.Score,
			Total: a.Total, Result: a.Result, Level: a.Level})
	}
	for i := range d.Certificates {
		out.Certificates = append(out.Certificates, hubCertificateOut(&d.Certificates[i]))
	}
	return out, nil
}

func (s *Server) hubCertificationStatus(ctx context.Context, req *apiv1.HubSkillSlugPath) (*apiv1.HubCertificationStatus, error) {
	st, err := s.deps.Hub.CertificationStatus(ctx, req.SkillSlug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.HubCertificationStatus{SkillSlug: st.SkillSlug, SkillName: st.SkillName, Proficiency: st.Proficiency, CanClaim: st.CanClaim}
	if st.Certificate != nil {
		c := hubCertificateOut(st.Certificate)
		out.Certificate = &c
	}
	return out, nil
}

func (s *Server) hubClaimCertificate(ctx context.Context, req *apiv1.HubClaimCertificateRequest) (*apiv1.HubCertificateResult, error) {
	return hubCertificateResult(s.deps.Hub.ClaimCertificate(ctx, req.SkillSlug))
}

func (s *Server) hubVerifyCertificate(ctx context.Context, req *apiv1.HubCertificatePath) (*apiv1.HubCertificateResult, error) {
	return hubCertificateResult(s.deps.Hub.VerifyCertificate(ctx, req.CertificateSlug))
}

func (s *Server) hubRevokeCertificate(ctx context.Context, req *apiv1.HubCertificatePath) (*apiv1.HubCertificateResult, error) {
	return hubCertificateResult(s.deps.Hub.RevokeCertificate(ctx, req.CertificateSlug))
}

func hubCatalogueSkillResult(sk *marketplace.CatalogueSkill, err error) (*apiv1.HubCatalogueSkillResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubCatalogueSkillResult{Skill: apiv1.HubCatalogueSkill{Name: sk.Name, Slug: sk.Slug, Category: sk.Category}}, nil
}

func (s *Server) hubAddCatalogueSkill(ctx context.Context, req *apiv1.HubCatalogueSkillInput) (*apiv1.HubCatalogueSkillResult, error) {
	return hubCatalogueSkillResult(s.deps.Hub.AddCatalogueSkill(ctx, req.Name, req.Category))
}

func (s *Server) hubUpdateCatalogueSkill(ctx context.Context, req *apiv1.HubCatalogueSkillUpdate) (*apiv1.HubCatalogueSkillResult, error) {
	return hubCatalogueSkillResult(s.deps.Hub.UpdateCatalogueSkill(ctx, req.SkillSlug, req.Name, req.Category))
}

func (s *Server) hubRemoveCatalogueSkill(ctx context.Context, req *apiv1.HubSkillSlugPath) (*apiv1.Message, error) {
	if err := s.deps.Hub.RemoveCatalogueSkill(ctx, req.SkillSlug); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Skill removed from the catalogue"}, nil
}
