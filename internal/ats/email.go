package ats

import (
	"context"
	"strings"
	"time"

	"hirekit/internal/mail"
	"hirekit/internal/recruit"
)

// Mailer is what ats needs of the mail package: mail about an application
// (on its timeline), and the list of it.
type Mailer interface {
	SendAbout(ctx context.Context, kind, to string, companyID, applicationID, sentBy int64, data any) error
	AboutApplication(ctx context.Context, companyID, applicationID int64) ([]mail.Message, error)
}

// EmailInput is the 'Send email to candidate' form: the subject and body
// as the sender left them (a template fills them first; any may be
// edited), with {{variables}}.
type EmailInput struct {
	Slug       string
	TemplateID int64 // the template it started from, 0 for none
	Subject    string
	Body       string
}

// SendCandidateEmail mails a candidate of a job the actor manages: the
// variables are filled with the application's values, and the mail goes
// through the outbox (queued, sent by a job, on the timeline's Emails tab
// with its delivery status).
func (s *Service) SendCandidateEmail(ctx context.Context, in EmailInput) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermEmailCandidate)
	if err != nil {
		return err
	}
	if strings.TrimSpace(in.Slug) == "" {
		return recruit.FieldError("candidate_application_data", "Please select a candidate")
	}
	tin := TemplateInput{Name: "email", Subject: in.Subject, Body: in.Body}
	if err := tin.clean(); err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, in.Slug)
		if err != nil {
			return err
		}
		if !a.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot email the candidates of this job")
		}
		if in.TemplateID != 0 {
			var n int
			if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM text_templates WHERE id = ? AND company_id = ?", in.TemplateID, companyID).Scan(ctx, &n); err != nil {
				return err
			}
			if n == 0 {
				return errTemplateNotFound
			}
		}
		values, err := s.templateValues(ctx, a, actor.Name)
		if err != nil {
			return err
		}
		body := recruit.FillTemplate(tin.Body, values)
		return s.Mail.SendAbout(ctx, "candidate_email", a.CandidateEmail, companyID, a.ID, actor.UserID, map[string]any{
			"Subject":    recruit.FillTemplate(tin.Subject, values),
			"Body":       body,
			"Paragraphs": paragraphs(body),
		})
	})
}

// templateValues are the variables' values for an application.
func (s *Service) templateValues(ctx context.Context, a *Application, sender string) (map[string]string, error) {
	company, err := s.People.CompanyName(ctx, a.CompanyID)
	if err != nil {
		return nil, err
	}
	return map[string]string{
		"candidate_name": a.CandidateName,
		"job_title":      a.RequisitionTitle,
		"company_name":   company,
		"recruiter_name": sender,
		"status_link":    s.statusLink(a.Slug),
	}, nil
}

// statusLink is where a candidate follows an application.
func (s *Service) statusLink(slug string) string {
	return s.BaseURL + "/candidate-application-status/" + slug
}

// paragraphs splits a plain-text body into the HTML part's paragraphs.
func paragraphs(body string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Email is a mail about an application, as its timeline shows it.
type Email struct {
	ID      int64
	To      string
	Subject string
	Text    string
	Kind    string
	// CalendarMethod marks an interview invitation (REQUEST) or
	// cancellation (CANCEL).
	CalendarMethod string
	Status         string
	Error          string
	SentBy         *int64
	CreatedAt      time.Time
	SentAt         *time.Time
}

// ApplicationEmails lists the mail to or about an application, newest
// first (the timeline's Emails tab).
func (s *Service) ApplicationEmails(ctx context.Context, slug string) ([]Email, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewCommunication)
	if err != nil {
		return nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil {
		return nil, err
	}
	msgs, err := s.Mail.AboutApplication(ctx, companyID, a.ID)
	if err != nil {
		return nil, err
	}
	out := []Email{}
	for _, m := range msgs {
		out = append(out, Email{ID: m.ID, To: m.To, Subject: m.Subject, Text: m.Text, Kind: m.Kind, CalendarMethod: m.CalendarMethod, Status: m.Status, Error: m.Error,
			SentBy: m.SentBy, CreatedAt: m.CreatedAt, SentAt: m.SentAt})
	}
	return out, nil
}
