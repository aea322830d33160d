package careers

import (
	"context"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// ApplyInput is the careers application form as sent (POST
// candidate-application/apply): text fields as typed, so the checks run in
// the spec's order with its messages, and the resume as the intake took
// it, or the reason it refused it.
type ApplyInput struct {
	// The company is named by CompanySlug or by CompanyID (the spec's
	// payload sends the id); the job by RequisitionSlug. An id sent
	// beside a slug must name the same company or job.
	CompanySlug     string
	CompanyID       int64
	RequisitionSlug string
	RequisitionID   int64

	Name, Email, Phone, Experience                        string
	CurrentCTC, ExpectedCTC, SalaryCurrency, NoticePeriod string
	// PrivacyPolicy is the checkbox: "true", "on" or "1" when ticked.
	PrivacyPolicy string
	// Location and CurrentCompany are asked when the company says so.
	Location, CurrentCompany string
	// Answers is the JSON object of question id → answer.
	Answers string
	// Source is the page's ?source= value.
	Source string
	// Honeypot is a field hidden from people; a script fills it.
	Honeypot string

	Resume *intake.File
	// ResumeErr is why the intake refused the file (too large, not a
	// resume, two files); it is reported at the resume's turn.
	ResumeErr error
	// IP is the caller's address, for the per-address limit.
	IP string
}

// Apply checks a careers application and hands it to the ats as the
// company's anonymous applicant: the candidate (found by email, never
// overwritten, or created), the application, its answers and the resume
// in one transaction, the resume parsed afterwards without credits, the
// recruiting team notified and the candidate mailed a status link.
//
// The limit per address comes first, then the honeypot (a script is
// answered as if it succeeded, and nothing is stored), then the job, then
// the spec's eight checks in its order and with its messages.
func (s *Service) Apply(ctx context.Context, in ApplyInput) error {
	if err := s.Gate.LimitRate(ctx, "careers_apply", in.IP); err != nil {
		return err
	}
	if strings.TrimSpace(in.Honeypot) != "" {
		return nil
	}
	job, c, err := s.applyTarget(ctx, &in)
	if err != nil {
		return err
	}
	if !Open(job) {
		return recruit.Errorf(recruit.ECONFLICT, "%s", ClosedText)
	}
	app, err := checkForm(job, c, &in)
	if err != nil {
		return err
	}
	actx := recruit.WithActor(ctx, recruit.ApplicantActor(c.ID))
	_, err = s.Jobs.AddApplication(actx, *app)
	return err
}

// applyTarget finds the job a form names, as the careers pages see it
// (an approved company, a job once published): the company by slug or
// by id, the job by slug. Any id sent must agree with the slugs, so a
// form can never reach another company's job or one off its careers page.
func (s *Service) applyTarget(ctx context.Context, in *ApplyInput) (*ats.Requisition, *Company, error) {
	slug := in.CompanySlug
	if slug == "" && in.CompanyID > 0 {
		byID, err := s.Companies.CompaniesByID(ctx, []int64{in.CompanyID})
		if err != nil {
			return nil, nil, err
		}
		slug = byID[in.CompanyID].Slug // "" for none: not found below
	}
	job, c, err := s.Job(ctx, slug, in.RequisitionSlug)
	if err != nil {
		return nil, nil, err
	}
	if in.CompanyID != 0 && in.CompanyID != c.ID {
		return nil, nil, errCompanyNotFound
	}
	if in.RequisitionID != 0 && in.RequisitionID != job.ID {
		return nil, nil, recruit.Errorf(recruit.ENOTFOUND, "Job not found")
	}
	return job, c, nil
}

// checkForm runs the spec's submit checks in order and returns the
// application to add.
func checkForm(job *ats.Requisition, c *Company, in *ApplyInput) (*ats.ApplicationInput, error) {
	fail := func(msg string) (*ats.ApplicationInput, error) {
		return nil, recruit.Errorf(recruit.EINVALID, "%s", msg)
	}
	app := &ats.ApplicationInput{RequisitionID: job.ID, Name: strings.TrimSpace(in.Name), Email: strings.TrimSpace(in.Email),
		Phone: strings.TrimSpace(in.Phone), Source: strings.TrimSpace(in.Source), Resume: in.Resume}
	if app.Source == "" {
		app.Source = "careers_page"
	}
	// 1–4: name, email, phone, experience.
	if app.Name == "" {
		return fail("Please enter name")
	}
	if app.Email == "" {
		return fail("Please enter email")
	}
	if app.Phone == "" {
		return fail("Please enter phone")
	}
	years, ok := number(in.Experience)
	if !ok {
		return fail("Please enter experience")
	}
	app.ExperienceYears = &years
	// 5: the salary block, when the job asks for it.
	if job.AskSalary {
		cur, exp := strings.TrimSpace(in.CurrentCTC) != "", strings.TrimSpace(in.ExpectedCTC) != ""
		currency := strings.TrimSpace(in.SalaryCurrency)
		if cur != exp && currency == "" {
			return fail("Please select a salary currency!")
		}
		if !cur || !exp || currency == "" || strings.TrimSpace(in.NoticePeriod) == "" {
			return fail("Please fill all the required fields!")
		}
		app.SalaryCurrency, app.NoticePeriod = currency, strings.TrimSpace(in.NoticePeriod)
		for _, f := range []struct {
			raw string
			dst **int64
		}{{in.CurrentCTC, &app.CurrentCTC}, {in.ExpectedCTC, &app.ExpectedCTC}} {
			n, err := strconv.ParseInt(strings.TrimSpace(f.raw), 10, 64)
			if err != nil || n < 0 {
				return fail("Please enter the annual salary as a whole number")
			}
			*f.dst = &n
		}
	}
	// 6: the resume.
	if in.ResumeErr != nil {
		return nil, in.ResumeErr
	}
	if in.Resume == nil {
		return fail("Please upload resume")
	}
	// 7: the terms.
	switch strings.ToLower(strings.TrimSpace(in.PrivacyPolicy)) {
	case "true", "on", "1", "yes":
	default:
		return fail("Please accept the terms!")
	}
	// 8: the screening answers (the ats checks them again when storing).
	app.Answers = map[int64]json.RawMessage{}
	if raw := strings.TrimSpace(in.Answers); raw != "" && raw != "null" {
		byKey := map[string]json.RawMessage{}
		if json.Unmarshal([]byte(raw), &byKey) != nil {
			return fail("Invalid answers")
		}
		for k, v := range byKey {
			id, err := strconv.ParseInt(k, 10, 64)
			if err != nil {
				return fail("Invalid answers")
			}
			app.Answers[id] = v
		}
	}
	if err := ats.CheckAnswers(job, app.Answers); err != nil {
		return nil, err
	}
	if c.Settings.Options.AskLocationAndCompany {
		app.Location, app.CurrentCompany = in.Location, in.CurrentCompany
	}
	return app, nil
}

// number parses a finite decimal number, as the form's number inputs send.
func number(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
		return 0, false
	}
	return n, true
}
