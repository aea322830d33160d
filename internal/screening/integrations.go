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

// ATSStates are the connections to other ATSs (integrations.Service):
// each provider's state (disabled, not_connected, connected, errored) and
// the connected one, if any.
type ATSStates interface {
	States(ctx context.Context) (connected string, states map[string]string, err error)
}

// Integration is one card of /screeno/integrations.
type Integration struct {
	Kind, Name, Status string
}

// Integrations lists the integration cards and the connected ATS, if any
// (GET screeno/integrations/status): each ATS card's state as
// integrations.Service reports it (disabled, not_connected, connected,
// errored). Greenhouse connects with a Harvest key, Lever through its
// consent popup; Hirekit's own ATS is always connected, its candidates
// being the company's own. A disabled card offers a callback.
func (s *Service) Integrations(ctx context.Context) (connected string, cards []Integration, err error) {
	if _, _, err := recruit.RequireCompany(ctx, recruit.PermViewScreening); err != nil {
		return "", nil, err
	}
	states := map[string]string{}
	if s.ATS != nil {
		if connected, states, err = s.ATS.States(ctx); err != nil {
			return "", nil, err
		}
	}
	state := func(p string) string {
		if st, ok := states[p]; ok {
			return st
		}
		return IntegrationDisabled
	}
	return connected, []Integration{
		{"greenhouse", "Greenhouse", state("greenhouse")},
		{"lever", "Lever", state("lever")},
		{"hirekit_ats", "Hirekit ATS", state("hirekit_ats")},
		{"custom", "Custom Integrations", IntegrationDisabled},
	}, nil
}
