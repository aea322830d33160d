package integrations_test

import (
	"context"
	"testing"

	"hirekit/internal/integrations"
	"hirekit/internal/recruit"
)

// probes is a Harvest that counts its probes; the rest is unused here.
type probes struct {
	integrations.Harvest
	n *int
}

func (p probes) Probe(context.Context) (map[string]bool, error) {
	*p.n++
	return map[string]bool{"jobs": true}, nil
}

// gate refuses once it has let max calls through.
type gate struct {
	max, calls int
	clients    []string
}

func (g *gate) LimitRate(_ context.Context, bucket, client string) error {
	g.calls++
	g.clients = append(g.clients, bucket+" "+client)
	if g.calls > g.max {
		return &recruit.Error{Code: recruit.ETHROTTLED, Message: "Too many attempts"}
	}
	return nil
}

// TestKeyProbesAreThrottled: each key tried counts against the company's
// probe bucket, and a refused try reaches Greenhouse no more; a key
// refused for its shape costs nothing.
func TestKeyProbesAreThrottled(t *testing.T) {
	n := 0
	g := &gate{max: 2}
	s := &integrations.Service{Gate: g, Providers: map[string]integrations.Provider{
		integrations.Greenhouse: integrations.HarvestProvider(func(string, string) integrations.Harvest { return probes{n: &n} })}}
	ctx := recruit.WithActor(context.Background(), &recruit.Actor{Kind: recruit.KindUser, UserID: 1, CompanyID: 7,
		Roles: []string{recruit.RoleAdmin}, EmailVerified: true, CompanyApproved: true})
	if _, err := s.TestGreenhouseConnection(ctx, "bad key\n"); recruit.ErrorCode(err) != recruit.EINVALID || g.calls != 0 {
		t.Fatalf("a malformed key: %v, %d gate calls", err, g.calls)
	}
	for i := range 2 {
		perms, err := s.TestGreenhouseConnection(ctx, "key")
		if err != nil || !perms["jobs"] || perms["sources"] || len(perms) != len(integrations.GreenhousePermissions) {
			t.Fatalf("try %d: %v %v", i, perms, err)
		}
	}
	if _, err := s.TestGreenhouseConnection(ctx, "key"); recruit.ErrorCode(err) != recruit.ETHROTTLED {
		t.Fatalf("third try: %v, want ETHROTTLED", err)
	}
	if n != 2 || g.clients[0] != "ats_key_probe company:7" {
		t.Errorf("probes made: %d, gate saw %v", n, g.clients)
	}
}
