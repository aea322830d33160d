package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"hirekit/internal/recruit"
)

// runCredits handles `hirekit credits grant --company SLUG --credits N`:
// an operator adds screening credits to a company (until plans can be
// bought online) and sees its balance.
func runCredits(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	const usage = "usage: hirekit credits grant --company SLUG --credits N [--note TEXT]"
	if len(args) == 0 || args[0] != "grant" {
		return errors.New(usage)
	}
	var slug, note string
	credits := 0
	// Unknown flags (such as --data-dir) go on to the config.
	var rest []string
	for i := 1; i < len(args); i++ {
		name := args[i]
		if name != "--company" && name != "--credits" && name != "--note" {
			rest = append(rest, name)
			continue
		}
		if i+1 >= len(args) {
			return fmt.Errorf("%s needs a value; %s", name, usage)
		}
		i++
		switch name {
		case "--company":
			slug = args[i]
		case "--note":
			note = args[i]
		case "--credits":
			n, err := strconv.Atoi(args[i])
			if err != nil {
				return fmt.Errorf("--credits must be a whole number; %s", usage)
			}
			credits = n
		}
	}
	if slug == "" || credits == 0 {
		return errors.New(usage)
	}
	a, _, err := openApp(ctx, "credits", rest, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.DB.Close()
	company, err := a.Auth.CompanyBySlug(ctx, slug)
	if err != nil {
		return fmt.Errorf("company %q: %s", slug, recruit.ErrorMessage(err))
	}
	if note == "" {
		note = "Granted by an operator"
	}
	c, err := a.Billing.GrantCredits(recruit.WithActor(ctx, recruit.SystemActor(company.ID)), credits, note)
	if err != nil {
		return errors.New(recruit.ErrorMessage(err))
	}
	fmt.Fprintf(stdout, "Granted %d credits to %s. Available %d, used %d, reserved %d, spendable %d.\n",
		credits, company.Slug, c.Available, c.Used, c.Reserved, c.Pending())
	return nil
}
