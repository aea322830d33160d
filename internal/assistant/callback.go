package assistant

import (
	"context"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// CallbackKinds are request-callback's kinds (spec: ats_generic).
var CallbackKinds = []string{"ats_generic"}

// callbackMailsPerHour bounds the support mails one company causes; every
// request is stored.
const callbackMailsPerHour = 5

// CallbackMail is what the support mail shows.
type CallbackMail struct {
	Company, Name, Email, Prompt string
}

// RequestCallback is "Contact Support" after the assistant found nothing:
// the prompt is stored and mailed to HIREKIT_SUPPORT_EMAIL (through the
// outbox), at most a few times an hour per company.
func (s *Service) RequestCallback(ctx context.Context, kind, prompt string) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseAssistant)
	if err != nil {
		return err
	}
	err = s.requestCallback(ctx, actor, companyID, kind, prompt)
	s.audit(ctx, event{Kind: "callback", Prompt: prompt, Action: kind}, err)
	return err
}

func (s *Service) requestCallback(ctx context.Context, actor *recruit.Actor, companyID int64, kind, prompt string) error {
	if kind != CallbackKinds[0] {
		return recruit.FieldError("kind", "Unknown kind")
	}
	prompt, err := checkPrompt(prompt)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		var recent int
		if err := db.NewRaw(`SELECT count(*) FROM assistant_callback_requests WHERE company_id = ? AND created_at > ?`,
			companyID, now.Add(-time.Hour)).Scan(ctx, &recent); err != nil {
			return err
		}
		var user any
		if actor.UserID != 0 {
			user = actor.UserID
		}
		if _, err := db.NewRaw("INSERT INTO assistant_callback_requests (company_id, user_id, kind, prompt, created_at) VALUES (?, ?, ?, ?, ?)",
			companyID, user, kind, prompt, now).Exec(ctx); err != nil {
			return err
		}
		if recent >= callbackMailsPerHour || s.SupportEmail == "" || s.Mail == nil {
			return nil
		}
		return s.Mail.Send(ctx, "assistant_callback", s.SupportEmail, companyID,
			CallbackMail{Company: actor.CompanyName, Name: actor.Name, Email: actor.Email, Prompt: prompt})
	})
}
