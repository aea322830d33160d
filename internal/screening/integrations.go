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
// (GET screeno/integrations/status). Greenhouse connects with a Harvest
// key (integrations.Service): its card is connected, or not connected
// (an errored connection reads as not connected, to connect again).
// Lever and Hirekit's own ATS stay disabled and offer a callback until
// they are built (DECISIONS.md).
func (s *Service) Integrations(ctx context.Context) (connected string, cards []Integration, err error) {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return "", nil, err
	}
	greenhouse := IntegrationDisabled
	if s.ATSConnections != nil {
		st, err := s.ATSConnections(ctx, company)
		if err != nil {
			return "", nil, err
		}
		greenhouse = IntegrationNotConnected
		if st["greenhouse"] == IntegrationConnected {
			greenhouse, connected = IntegrationConnected, "greenhouse"
		}
	}
	return connected, []Integration{
		{"greenhouse", "Greenhouse", greenhouse},
		{"lever", "Lever", IntegrationDisabled},
		{"hirekit_ats", "Hirekit ATS", IntegrationDisabled},
		{"custom", "Custom Integrations", IntegrationDisabled},
	}, nil
}
