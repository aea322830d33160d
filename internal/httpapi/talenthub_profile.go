package httpapi

import (
	"context"
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/intake"
	"hirekit/internal/marketplace"
)

// maxHubResumeForm bounds the resume upload (a 5 MB file and the form's
// envelope); maxImageForm bounds the avatar's.
const maxHubResumeForm = intake.MaxCareersResume + 64<<10

// hubOwnProfileOut answers every profile edit with the whole own profile,
// so the editor and its completion meter stay in step with one call.
func hubOwnProfileOut(p *marketplace.Profile, err error) (*apiv1.HubOwnProfileResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubOwnProfileResult{Candidate: hubProfileOut(p), ResumeName: p.ResumeName,
		Completion: hubCompletionOut(marketplace.CompletionOf(p))}, nil
}

func (s *Server) hubOwnProfile(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubOwnProfileResult, error) {
	p, err := s.deps.Hub.OwnProfile(ctx)
	return hubOwnProfileOut(p, err)
}

func (s *Server) hubUpdateBasics(ctx context.Context, req *apiv1.HubBasicsInput) (*apiv1.HubOwnProfileResult, error) {
	p, err := s.deps.Hub.UpdateBasics(ctx, marketplace.BasicsInput{Name: req.Name, Headline: req.Headline, Phone: req.Phone, City: req.City,
		CareerStart: req.CareerStart, Bio: req.Bio})
	return hubOwnProfileOut(p, err)
}

func (s *Server) hubUpdateLinks(ctx context.Context, req *apiv1.HubLinksInput) (*apiv1.HubOwnProfileResult, error) {
	p, err := s.deps.Hub.UpdateLinks(ctx, req.Links)
	return hubOwnProfileOut(p, err)
}

func (s *Server) hubUploadAvatar(w http.ResponseWriter, r *http.Request) error {
	f, err := readForm(r, maxImageForm, "avatar", intake.HubAvatar)
	if err != nil {
		return err
	}
	defer f.Close()
	p, err := s.deps.Hub.UploadAvatar(r.Context(), f.file)
	out, err := hubOwnProfileOut(p, err)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.HubOwnProfileResult]{Data: out})
	return nil
}

func (s *Server) hubUploadResume(w http.ResponseWriter, r *http.Request) error {
	f, err := readForm(r, maxHubResumeForm, "resume", intake.HubResume)
	if err != nil {
		return err
	}
	defer f.Close()
	d, err := s.deps.Hub.UploadResume(r.Context(), f.file)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.HubDraftResult]{Data: hubDraftOut(d, f.file.Name)})
	return nil
}

func (s *Server) hubResumeDraft(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubDraftResult, error) {
	d, err := s.deps.Hub.ResumeDraft(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.deps.Hub.OwnProfile(ctx)
	if err != nil {
		return nil, err
	}
	return hubDraftOut(d, p.ResumeName), nil
}

func (s *Server) hubAcceptDraft(ctx context.Context, req *apiv1.HubDraftAccept) (*apiv1.HubDraftResult, error) {
	d, err := s.deps.Hub.AcceptDraft(ctx, req.Fields, req.All)
	if err != nil {
		return nil, err
	}
	p, err := s.deps.Hub.OwnProfile(ctx)
	if err != nil {
		return nil, err
	}
	return hubDraftOut(d, p.ResumeName), nil
}

func (s *Server) hubDiscardDraft(ctx context.Context, _ *apiv1.Empty) (*apiv1.Message, error) {
	if err := s.deps.Hub.DiscardDraft(ctx); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Draft discarded"}, nil
}

func (s *Server) hubCompletion(ctx context.Context, _ *apiv1.Empty) (*apiv1.HubCompletion, error) {
	c, err := s.deps.Hub.ProfileCompletion(ctx)
	if err != nil {
		return nil, err
	}
	out := hubCompletionOut(*c)
	return &out, nil
}

func (s *Server) hubAddExperience(ctx context.Context, req *apiv1.HubExperienceRequest) (*apiv1.HubExperienceResult, error) {
	e, err := s.deps.Hub.AddExperience(ctx, experienceIn(0, req))
	return experienceResult(e, err)
}

func (s *Server) hubUpdateExperience(ctx context.Context, req *apiv1.HubExperienceUpdate) (*apiv1.HubExperienceResult, error) {
	e, err := s.deps.Hub.UpdateExperience(ctx, experienceIn(req.ID, &req.HubExperienceRequest))
	return experienceResult(e, err)
}

func (s *Server) hubDeleteExperience(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.Hub.DeleteExperience(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Experience deleted"}, nil
}

func (s *Server) hubAddProject(ctx context.Context, req *apiv1.HubProjectRequest) (*apiv1.HubProjectResult, error) {
	p, err := s.deps.Hub.AddProject(ctx, projectIn(0, req))
	return projectResult(p, err)
}

func (s *Server) hubUpdateProject(ctx context.Context, req *apiv1.HubProjectUpdate) (*apiv1.HubProjectResult, error) {
	p, err := s.deps.Hub.UpdateProject(ctx, projectIn(req.ID, &req.HubProjectRequest))
	return projectResult(p, err)
}

func (s *Server) hubDeleteProject(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.Hub.DeleteProject(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Project deleted"}, nil
}

func (s *Server) hubAddEducation(ctx context.Context, req *apiv1.HubEducationRequest) (*apiv1.HubEducationResult, error) {
	e, err := s.deps.Hub.AddEducation(ctx, educationIn(0, req))
	return educationResult(e, err)
}

func (s *Server) hubUpdateEducation(ctx context.Context, req *apiv1.HubEducationUpdate) (*apiv1.HubEducationResult, error) {
	e, err := s.deps.Hub.UpdateEducation(ctx, educationIn(req.ID, &req.HubEducationRequest))
	return educationResult(e, err)
}

func (s *Server) hubDeleteEducation(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.Hub.DeleteEducation(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Education deleted"}, nil
}

func (s *Server) hubAddSkill(ctx context.Context, req *apiv1.HubSkillInput) (*apiv1.HubSkillResult, error) {
	sk, err := s.deps.Hub.AddSkill(ctx, req.Name)
	if err != nil {
		return nil, err
	}
	return &apiv1.HubSkillResult{Skill: apiv1.HubSkill{Name: sk.Name, Slug: sk.Slug, Proficiency: sk.Proficiency}}, nil
}

func (s *Server) hubRemoveSkill(ctx context.Context, req *apiv1.HubSkillPath) (*apiv1.Message, error) {
	if err := s.deps.Hub.RemoveSkill(ctx, req.Slug); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Skill removed"}, nil
}

func experienceIn(id int64, r *apiv1.HubExperienceRequest) marketplace.Experience {
	return marketplace.Experience{ID: id, Designation: r.Designation, Company: r.Company, Start: r.Start, End: r.End, Description: r.Description}
}

func experienceResult(e *marketplace.Experience, err error) (*apiv1.HubExperienceResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubExperienceResult{Experience: apiv1.HubExperience{ID: e.ID, Designation: e.Designation, Company: e.Company,
		Start: e.Start, End: e.End, Description: e.Description}}, nil
}

func projectIn(id int64, r *apiv1.HubProjectRequest) marketplace.Project {
	return marketplace.Project{ID: id, Title: r.Title, SourceCodeURL: r.SourceCodeLink, WebsiteURL: r.WebsiteLink, Description: r.Description}
}

func projectResult(p *marketplace.Project, err error) (*apiv1.HubProjectResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubProjectResult{Project: apiv1.HubProject{ID: p.ID, Title: p.Title, SourceCodeLink: p.SourceCodeURL,
		WebsiteLink: p.WebsiteURL, Description: p.Description}}, nil
}

func educationIn(id int64, r *apiv1.HubEducationRequest) marketplace.Education {
	return marketplace.Education{ID: id, Degree: r.Degree, Major: r.Major, Institute: r.Institute, Start: r.Start, End: r.End}
}

func educationResult(e *marketplace.Education, err error) (*apiv1.HubEducationResult, error) {
	if err != nil {
		return nil, err
	}
	return &apiv1.HubEducationResult{Education: apiv1.HubEducation{ID: e.ID, Degree: e.Degree, Major: e.Major, Institute: e.Institute,
		Start: e.Start, End: e.End}}, nil
}

func hubDraftOut(d *marketplace.Draft, resumeName string) *apiv1.HubDraftResult {
	out := &apiv1.HubDraftResult{Items: []apiv1.HubDraftItem{}, ParseError: d.ParseError, ResumeName: resumeName}
	for _, it := range d.Items {
		out.Items = append(out.Items, apiv1.HubDraftItem{Key: it.Key, Section: it.Section, Label: it.Label, Value: it.Value, Current: it.Current})
	}
	return out
}

func hubCompletionOut(c marketplace.Completion) apiv1.HubCompletion {
	out := apiv1.HubCompletion{Percent: c.Percent, Missing: []apiv1.HubCompletionPart{}}
	for _, m := range c.Missing {
		out.Missing = append(out.Missing, apiv1.HubCompletionPart{Key: m.Key, Label: m.Label, Weight: m.Weight})
	}
	return out
}
