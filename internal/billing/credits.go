package billing

import (
	"context"

	"hirekit/internal/recruit"
)

// Credits returns the actor's company's credits (GET
// screeno/get-available-credits), granting the trial the first time.
func (l *Ledger) Credits(ctx context.Context) (Credits, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return Credits{}, err
	}
	return l.Balance(ctx, companyID)
}

// ClaimShareCredits grants the share credits (spec: sharing earns 50),
// once per company; a second claim is refused.
func (l *Ledger) ClaimShareCredits(ctx context.Context) (Credits, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return Credits{}, err
	}
	granted, err := l.Grant(ctx, companyID, ShareCredits, GrantShare, "Shared Hirekit")
	if err != nil {
		return Credits{}, err
	}
	if !granted {
		return Credits{}, recruit.Errorf(recruit.ECONFLICT, "You have already claimed your share credits.")
	}
	return l.Balance(ctx, companyID)
}

// GrantCredits adds credits to the actor's company: an operator's grant
// (hirekit credits grant) until plans can be bought online.
func (l *Ledger) GrantCredits(ctx context.Context, credits int, note string) (Credits, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermGrantCredits)
	if err != nil {
		return Credits{}, err
	}
	if credits < 1 || credits > MaxGrant {
		return Credits{}, recruit.Errorf(recruit.EINVALID, "Credits must be from 1 to %d", MaxGrant)
	}
	if _, err := l.Grant(ctx, companyID, credits, "", note); err != nil {
		return Credits{}, err
	}
	return l.Balance(ctx, companyID)
}
