package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"hirekit/internal/apiv1"
	"hirekit/internal/ats"
	"hirekit/internal/careers"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// maxCareersForm bounds the careers application form (DESIGN.md: 6 MB,
// a 5 MB resume and the fields).
const maxCareersForm = 6 << 20

// maxImageForm bounds a logo or picture upload (a 2 MB image and the
// form's envelope).
const maxImageForm = intake.MaxCareersImage + 64<<10

func (s *Server) careersPageDetails(ctx context.Context, req *apiv1.CareersCompanyRequest) (*apiv1.CareersCompanyResult, error) {
	c, err := s.deps.Careers.CompanyDetails(ctx, req.CompanySlug)
	if err != nil {
		return nil, err
	}
	return &apiv1.CareersCompanyResult{Company: careersCompanyOut(c)}, nil
}

func (s *Server) openRequisitions(ctx context.Context, req *apiv1.CareersCompanyRequest) (*apiv1.CareersJobs, error) {
	c, jobs, err := s.deps.Careers.Landing(ctx, req.CompanySlug)
	if err != nil {
		return nil, err
	}
	return &apiv1.CareersJobs{Requisitions: careersJobsOut(c, jobs)}, nil
}

func (s *Server) requisitionFromSlug(ctx context.Context, req *apiv1.CareersJobRequest) (*apiv1.CareersJobResult, error) {
	job, c, err := s.deps.Careers.Job(ctx, req.CompanySlug, req.Slug)
	if err != nil {
		return nil, err
	}
	return careersJobResult(c, job), nil
}

func (s *Server) otherJobs(ctx context.Context, req *apiv1.OtherJobsRequest) (*apiv1.CareersJobs, error) {
	c, jobs, err := s.deps.Careers.OtherJobs(ctx, req.CompanySlug, req.RequisitionSlug)
	if err != nil {
		return nil, err
	}
	return &apiv1.CareersJobs{Requisitions: careersJobsOut(c, jobs)}, nil
}

// apply takes the careers form. The resume goes through the careers
// intake (5 MB, type by content); a refused file is reported in the
// form's check order, not before the name.
func (s *Server) apply(w http.ResponseWriter, r *http.Request) error {
	f, err := readFormKeepingFileError(r, maxCareersForm, "candidate_resume", intake.CareersResume)
	if err != nil {
		return err
	}
	defer f.Close()
	v := f.values
	in := careers.ApplyInput{CompanySlug: v["company_slug"], RequisitionSlug: v["requisition_slug"], Name: v["name"], Email: v["email"],
		Phone: v["phone"], Experience: v["experience"], CurrentCTC: v["current_ctc"], ExpectedCTC: v["expected_ctc"],
		SalaryCurrency: v["salary_currency"], NoticePeriod: v["notice_period"], PrivacyPolicy: v["privacy_policy"], Location: v["location"],
		CurrentCompany: v["current_company"], Answers: v["answers"], Source: v["source"], Honeypot: v["website"],
		Resume: f.file, ResumeErr: f.fileErr, IP: ClientIP(r.Context())}
	if x := v["requisition_id"]; x != "" {
		if in.RequisitionID, err = strconv.ParseInt(x, 10, 64); err != nil || in.RequisitionID <= 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Job not found")
		}
	}
	if x := v["company_id"]; x != "" {
		if in.CompanyID, err = strconv.ParseInt(x, 10, 64); err != nil || in.CompanyID <= 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Company not found")
		}
	}
	if err := s.deps.Careers.Apply(r.Context(), in); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.CareersApplied]{Data: &apiv1.CareersApplied{Message: "Application submitted!"}})
	return nil
}

func (s *Server) getCareersPage(ctx context.Context, _ *apiv1.Empty) (*apiv1.CareersPage, error) {
	c, err := s.deps.Careers.Page(ctx)
	if err != nil {
		return nil, err
	}
	return s.careersPageOut(c), nil
}

func (s *Server) saveCareersPage(ctx context.Context, req *apiv1.CareersPageInput) (*apiv1.CareersPage, error) {
	c, err := s.deps.Careers.SavePage(ctx, careersSettingsIn(req))
	if err != nil {
		return nil, err
	}
	return s.careersPageOut(c), nil
}

// uploadCareersImage takes a logo (POST company/logo) or a picture (POST
// company/careers-page/images).
func (s *Server) uploadCareersImage(field string, save func(*careers.Service, context.Context, *intake.File) (*careers.Upload, error)) func(http.ResponseWriter, *http.Request) error {
	return func(w http.ResponseWriter, r *http.Request) error {
		f, err := readForm(r, maxImageForm, field, intake.CareersImage)
		if err != nil {
			return err
		}
		defer f.Close()
		up, err := save(s.deps.Careers, r.Context(), f.file)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.CareersUpload]{Data: &apiv1.CareersUpload{Key: up.Key, URL: up.URL}})
		return nil
	}
}

// careersPageOut answers an admin, who works on the main host: the page's
// link is absolute, on the careers host.
func (s *Server) careersPageOut(c *careers.Company) *apiv1.CareersPage {
	out := &apiv1.CareersPage{Company: careersCompanyOut(c), Fonts: []apiv1.Option{}}
	out.Company.CareersURL = s.deps.Careers.Site.URL(out.Company.CareersURL)
	for _, f := range careers.Fonts {
		out.Fonts = append(out.Fonts, apiv1.Option{Value: f.Name, Title: f.Family})
	}
	return out
}

func imagesOut(in []careers.Image) []apiv1.CareersImage {
	out := make([]apiv1.CareersImage, 0, len(in))
	for _, im := range in {
		out = append(out, apiv1.CareersImage{Key: im.Key, URL: careers.MediaPath(im.Key), Alt: im.Alt})
	}
	return out
}

func imagesIn(in []apiv1.CareersImage) []careers.Image {
	out := make([]careers.Image, 0, len(in))
	for _, im := range in {
		out = append(out, careers.Image{Key: im.Key, Alt: im.Alt})
	}
	return out
}

func careersCompanyOut(c *careers.Company) apiv1.CareersCompany {
	st := c.Settings
	out := apiv1.CareersCompany{ID: c.ID, Slug: c.Slug, Name: c.Name, LogoURL: careers.MediaPath(c.LogoKey),
		CareersURL: careers.LandingPath(c.Slug), Configured: c.Configured,
		CareersPageInput: apiv1.CareersPageInput{
			SubHeading: st.SubHeading, WebsiteURL: st.WebsiteURL,
			SocialLinks: apiv1.CareersSocialLinks(st.SocialLinks),
			CustomStyle: apiv1.CareersStyle{ThemePrimaryColor: st.Style.PrimaryColor, ThemeSecondaryColor: st.Style.SecondaryColor,
				Font: st.Style.Font, Dark: st.Style.Dark, FontFamily: careers.FontFamily(st.Style.Font)},
			Hero:             apiv1.CareersHero(st.Hero),
			LifeAt:           apiv1.CareersSection{Title: st.LifeAt.Title, Text: st.LifeAt.Text, Images: imagesOut(st.LifeAt.Images)},
			Values:           []apiv1.CareersItem{},
			Benefits:         []apiv1.CareersItem{},
			News:             []apiv1.CareersLink{},
			Videos:           []apiv1.CareersLink{},
			Carousels:        []apiv1.CareersCarousel{},
			PrivacyPolicyURL: st.PrivacyPolicyURL, TermsURL: st.TermsURL,
			Options: apiv1.CareersOptions(st.Options),
		}}
	for _, it := range st.Values {
		out.Values = append(out.Values, apiv1.CareersItem(it))
	}
	for _, it := range st.Benefits {
		out.Benefits = append(out.Benefits, apiv1.CareersItem(it))
	}
	for _, l := range st.News {
		out.News = append(out.News, apiv1.CareersLink(l))
	}
	for _, l := range st.Videos {
		out.Videos = append(out.Videos, apiv1.CareersLink(l))
	}
	for _, car := range st.Carousels {
		out.Carousels = append(out.Carousels, apiv1.CareersCarousel{Title: car.Title, Images: imagesOut(car.Images)})
	}
	return out
}

func careersSettingsIn(in *apiv1.CareersPageInput) careers.Settings {
	st := careers.Settings{SubHeading: in.SubHeading, WebsiteURL: in.WebsiteURL, SocialLinks: careers.SocialLinks(in.SocialLinks),
		Style: careers.Style{PrimaryColor: in.CustomStyle.ThemePrimaryColor, SecondaryColor: in.CustomStyle.ThemeSecondaryColor,
			Font: in.CustomStyle.Font, Dark: in.CustomStyle.Dark},
		Hero:             careers.Hero(in.Hero),
		LifeAt:           careers.Section{Title: in.LifeAt.Title, Text: in.LifeAt.Text, Images: imagesIn(in.LifeAt.Images)},
		PrivacyPolicyURL: in.PrivacyPolicyURL, TermsURL: in.TermsURL, Options: careers.Options(in.Options)}
	for _, it := range in.Values {
		st.Values = append(st.Values, careers.Item(it))
	}
	for _, it := range in.Benefits {
		st.Benefits = append(st.Benefits, careers.Item(it))
	}
	for _, l := range in.News {
		st.News = append(st.News, careers.Link(l))
	}
	for _, l := range in.Videos {
		st.Videos = append(st.Videos, careers.Link(l))
	}
	for _, c := range in.Carousels {
		st.Carousels = append(st.Carousels, careers.Carousel{Title: c.Title, Images: imagesIn(c.Images)})
	}
	return st
}

func careersJobOut(c *careers.Company, j *ats.Requisition) apiv1.CareersJob {
	out := apiv1.CareersJob{ID: j.ID, Slug: j.Slug, Designation: j.Title, CompanyID: j.CompanyID, JobDescription: j.Description,
		PostedOn: careers.PostedOn(j), OpenForCareersPage: careers.Open(j), Locations: []apiv1.Location{}, JobType: j.JobType,
		JobTypeDisplay: careers.JobTypeText(j), AskSalary: j.AskSalary}
	if j.MinExperience != nil || j.MaxExperience != nil {
		out.ExperienceRange = &apiv1.ExperienceRange{Min: j.MinExperience, Max: j.MaxExperience}
	}
	for _, l := range j.Locations {
		out.Locations = append(out.Locations, apiv1.Location{ID: l.ID, City: l.City, Country: l.Country, Remote: l.Remote})
	}
	if j.DepartmentID != nil && j.Department != nil {
		out.Department = &apiv1.CareersDepartment{ID: *j.DepartmentID, Title: *j.Department}
	}
	if careers.ShowsSalary(c, j) {
		out.Salary = &apiv1.CareersSalary{Min: j.MinSalary, Max: j.MaxSalary, Currency: j.SalaryCurrency}
	}
	return out
}

func careersJobsOut(c *careers.Company, jobs []ats.Requisition) []apiv1.CareersJob {
	out := make([]apiv1.CareersJob, 0, len(jobs))
	for i := range jobs {
		out = append(out, careersJobOut(c, &jobs[i]))
	}
	return out
}

func careersJobResult(c *careers.Company, job *ats.Requisition) *apiv1.CareersJobResult {
	out := &apiv1.CareersJobResult{Requisition: careersJobOut(c, job), ScreeningQuestions: []apiv1.ScreeningQuestion{},
		CompanyDetails: careersCompanyOut(c)}
	for _, q := range job.Questions {
		out.ScreeningQuestions = append(out.ScreeningQuestions, apiv1.ScreeningQuestion{ID: q.ID, Title: q.Title, FieldType: q.FieldType,
			MetaData: apiv1.QuestionMeta{Options: q.Options()}, Required: q.Required})
	}
	return out
}
