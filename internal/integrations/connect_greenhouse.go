package integrations

import (
	"context"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// GreenhousePermissions are the endpoint permissions the wizard checks,
// in the order it shows them (spec: applications, candidates, tags,
// users, jobs, job posts, job stages, sources and custom fields). A key
// is saved only with all of them.
var GreenhousePermissions = []string{"applications", "candidates", "tags", "users", "jobs", "job_posts", "job_stages", "sources", "custom_fields"}

// Harvest is a Greenhouse client as the wizard uses it, beside the
// fetch's Client: the permission probe (reference §1.7) and the users a
// key may act on behalf of.
type Harvest interface {
	Client
	Probe(ctx context.Context) (map[string]bool, error)
	Users(ctx context.Context) ([]User, error)
	User(ctx context.Context, id string) (*User, error)
}

// GreenhouseStatus is the company's Greenhouse connection as the card
// shows it.
type GreenhouseStatus struct {
	Connected   bool
	Status      string // connected or errored; "" when not connected
	User        string // the On-Behalf-Of user's name
	LastError   string
	ConnectedAt time.Time
}

// Texts of the wizard's refusals (the spec has 'Please select a user
// before saving'; the others are ours).
const (
	textKeyRequired   = "Please enter your Harvest API key!"
	textKeyInvalid    = "Greenhouse refused this API key: check it and try again."
	textUserRequired  = "Please select a user before saving"
	textUserUnknown   = "That Greenhouse user does not exist or is disabled: choose another."
	textMissingPerms  = "This API key lacks permissions for: %s. Grant them in Greenhouse (Configure > Dev Center > API Credential Management > Manage Permissions) and validate again."
	textStoredRefused = "Greenhouse refused the saved API key: connect Greenhouse again on Integrations."
)

// checkKey validates a pasted key: required, one line of printable ASCII
// of sane length (Harvest keys are 32 hex characters).
func checkKey(key string) (string, error) {
	key = strings.TrimSpace(key)
	if key == "" {
		return "", recruit.Errorf(recruit.EINVALID, textKeyRequired)
	}
	if len(key) > 200 || strings.IndexFunc(key, func(r rune) bool { return r <= ' ' || r > '~' }) >= 0 {
		return "", recruit.Errorf(recruit.EINVALID, textKeyInvalid)
	}
	return key, nil
}

// harvestError is providerError with a refused pasted key named as such.
func (s *Service) harvestError(ctx context.Context, err error) error {
	if errors.Is(err, ErrUnauthorized) {
		return recruit.Errorf(recruit.EINVALID, textKeyInvalid)
	}
	return s.providerError(ctx, Greenhouse, err)
}

// TestGreenhouseConnection probes what the pasted key may read (POST
// screeno/test-greenhouse-connection) and answers the permission map,
// one entry per GreenhousePermissions. Nothing is stored.
func (s *Service) TestGreenhouseConnection(ctx context.Context, key string) (map[string]bool, error) {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	key, err = checkKey(key)
	if err != nil {
		return nil, err
	}
	if err := s.limitProbes(ctx, company); err != nil {
		return nil, err
	}
	h, err := s.harvestFor(key, "")
	if err != nil {
		return nil, err
	}
	perms, err := h.Probe(ctx)
	if err != nil {
		return nil, s.harvestError(ctx, err)
	}
	out := map[string]bool{}
	for _, p := range GreenhousePermissions {
		out[p] = perms[p]
	}
	return out, nil
}

// GreenhouseUsers lists the enabled Greenhouse users the key may act on
// behalf of (GET screeno/integrations/greenhouse/list-users): the key
// being tried in the wizard, or the saved one when none is given.
func (s *Service) GreenhouseUsers(ctx context.Context, key string) ([]User, error) {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	h, err := s.harvest(ctx, company, key)
	if err != nil {
		return nil, err
	}
	users, err := h.Users(ctx)
	if err != nil {
		return nil, s.harvestError(ctx, err)
	}
	return users, nil
}

// harvest is a client for the pasted key, or for the saved one when key
// is empty.
func (s *Service) harvest(ctx context.Context, company int64, key string) (Harvest, error) {
	if strings.TrimSpace(key) == "" {
		c, err := s.Connections.Load(ctx, company, Greenhouse)
		if errors.Is(err, ErrNotConnected) {
			return nil, recruit.Errorf(recruit.EINVALID, textKeyRequired)
		} else if err != nil {
			return nil, err
		}
		return s.harvestFor(string(c.Secret), c.OnBehalfOf)
	}
	key, err := checkKey(key)
	if err != nil {
		return nil, err
	}
	if err := s.limitProbes(ctx, company); err != nil {
		return nil, err
	}
	return s.harvestFor(key, "")
}

// harvestFor is a Harvest client for key acting on behalf of a user,
// when Greenhouse is offered.
func (s *Service) harvestFor(key, onBehalfOf string) (Harvest, error) {
	p, ok := s.provider(Greenhouse)
	hp, harvest := p.(HarvestProvider)
	if !ok || !harvest {
		return nil, recruit.Errorf(recruit.EINVALID, "Greenhouse is not offered on this Hirekit")
	}
	return hp(key, onBehalfOf), nil
}

// SaveGreenhouseConnection connects the company to Greenhouse (POST
// screeno/greenhouse/save-connection) with the key acting on behalf of
// userID. The key is probed again here, whatever the browser showed: it
// is refused unless it holds every GreenhousePermissions and the user
// exists and is enabled. The key is stored sealed; saving again replaces
// the connection.
func (s *Service) SaveGreenhouseConnection(ctx context.Context, key, userID string) error {
	a, company, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return err
	}
	key, err = checkKey(key)
	if err != nil {
		return err
	}
	userID = strings.TrimSpace(userID)
	if userID == "" {
		return recruit.Errorf(recruit.EINVALID, textUserRequired)
	}
	if err := s.limitProbes(ctx, company); err != nil {
		return err
	}
	h, err := s.harvestFor(key, userID)
	if err != nil {
		return err
	}
	perms, err := h.Probe(ctx)
	if err != nil {
		return s.harvestError(ctx, err)
	}
	var missing []string
	for _, p := range GreenhousePermissions {
		if !perms[p] {
			missing = append(missing, strings.ReplaceAll(p, "_", " "))
		}
	}
	if len(missing) > 0 {
		return recruit.Errorf(recruit.EINVALID, textMissingPerms, strings.Join(missing, ", "))
	}
	u, err := h.User(ctx, userID)
	if errors.Is(err, ErrNoUser) {
		return recruit.Errorf(recruit.EINVALID, textUserUnknown)
	} else if err != nil {
		return s.harvestError(ctx, err)
	}
	return s.Connections.Save(ctx, Connection{CompanyID: company, Provider: Greenhouse, Secret: []byte(key),
		OnBehalfOf: u.ID, Account: u.Name, ConnectedBy: a.UserID})
}

// GreenhouseConnectionStatus is the company's Greenhouse connection
// (GET screeno/greenhouse/connection-status). The key never leaves the
// server.
func (s *Service) GreenhouseConnectionStatus(ctx context.Context) (*GreenhouseStatus, error) {
	_, company, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	c, err := s.Connections.Load(ctx, company, Greenhouse)
	if errors.Is(err, ErrNotConnected) {
		return &GreenhouseStatus{}, nil
	} else if err != nil {
		return nil, err
	}
	return &GreenhouseStatus{Connected: c.Status == StatusConnected, Status: c.Status, User: c.Account,
		LastError: c.LastError, ConnectedAt: c.CreatedAt}, nil
}
