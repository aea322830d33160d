package screening

import (
	"context"
	"slices"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Callback kinds (spec): plans on the credits page (with "_us" outside
// India), and integrations.
var CallbackKinds = []string{
	"pricing_page_100", "pricing_page_200", "pricing_page_custom",
	"pricing_page_100_us", "pricing_page_200_us", "pricing_page_custom_us",
	"greenhouse", "lever", "hirekit_ats", "custom",
	// /wand's "request a new board".
	"wand_board",
}

// callbackMailEvery is how often the same company's request of the same
// kind is mailed again; every request is stored.
const callbackMailEvery = 24 * time.Hour

// CallbackMail is what the support mail shows.
type CallbackMail struct {
	Kind, Company, Name, Email string
}

// RequestCallback records that the actor wants to be called about a plan
// or an integration and mails HIREKIT_SUPPORT_EMAIL, at most once a day
// per company and kind.
func (s *Service) RequestCallback(ctx context.Context, kind string) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	if !slices.Contains(CallbackKinds, kind) {
		return recruit.FieldError("kind", "Please choose what to be called about")
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		var recent bool
		if err := db.NewRaw(`SELECT EXISTS (SELECT 1 FROM screeno_callback_requests WHERE company_id = ? AND kind = ? AND created_at > ?)`,
			companyID, kind, now.Add(-callbackMailEvery)).Scan(ctx, &recent); err != nil {
			return err
		}
		var user any
		if actor.UserID != 0 {
			user = actor.UserID
		}
		if _, err := db.NewRaw("INSERT INTO screeno_callback_requests (company_id, user_id, kind, created_at) VALUES (?, ?, ?, ?)",
			companyID, user, kind, now).Exec(ctx); err != nil {
			return err
		}
		if recent || s.SupportEmail == "" {
			return nil
		}
		return s.Mail.Send(ctx, "callback_request", s.SupportEmail, companyID,
			CallbackMail{Kind: kind, Company: actor.CompanyName, Name: actor.Name, Email: actor.Email})
	})
}
