package screening

import (
	"context"

	"hirekit/internal/recruit"
)

// Integration statuses (spec): connected; disabled (the card offers
// REQUEST CALLBACK); anything else reads as not connected.
const (
	IntegrationConnected    = "connected"
	IntegrationDisabled     = "disabled"
	IntegrationNotConnected = "not_connected"
)

// Integration is one card of /screeno/integrations.
type Integration struct {
	Kind, Name, Status string
}

// Integrations lists the integration cards and the connected ATS, if any
// (GET screeno/integrations/status). Hirekit's own ATS is always
// connected: its candidates are the company's own (internal/integrations
// fetches them); until Greenhouse and Lever connect, their cards are
// disabled and offer a callback.
func (s *Service) Integrations(ctx context.Context) (connected string, cards []Integration, err error) {
	if _, _, err := recruit.RequireCompany(ctx, recruit.PermViewScreening); err != nil {
		return "", nil, err
	}
	return "", []Integration{
		{"greenhouse", "Greenhouse", IntegrationDisabled},
		{"lever", "Lever", IntegrationDisabled},
		{"hirekit_ats", "Hirekit ATS", IntegrationConnected},
		{"custom", "Custom Integrations", IntegrationDisabled},
	}, nil
}
