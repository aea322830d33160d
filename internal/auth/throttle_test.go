package auth_test

import (
	"context"
	"fmt"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestLimitsCountAnIPv6SlashSixtyFour is L1 of review 3: the public rate
// limits and the login throttle counted each IPv6 address apart, and one
// host has a /64 of them. Addresses of one /64 now share a count; another
// /64, and IPv4 addresses, count on their own.
func TestLimitsCountAnIPv6SlashSixtyFour(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := &auth.Service{DB: db}
		t.Run("RateLimit", func(t *testing.T) {
			for i := 1; i <= 5; i++ { // layoff_contact allows 5 an hour
				if err := s.LimitRate(ctx, "layoff_contact", fmt.Sprintf("2001:db8:1:2::%x", i)); err != nil {
					t.Fatalf("call %d: %v", i, err)
				}
			}
			if err := s.LimitRate(ctx, "layoff_contact", "2001:db8:1:2:ffff:ffff:ffff:9"); recruit.ErrorCode(err) != recruit.ETHROTTLED {
				t.Errorf("sixth call from the same /64: %v, want throttled", err)
			}
			if err := s.LimitRate(ctx, "layoff_contact", "2001:db8:1:3::1"); err != nil {
				t.Errorf("another /64: %v, want allowed", err)
			}
			for i := 1; i <= 5; i++ {
				if err := s.LimitRate(ctx, "layoff_contact", fmt.Sprintf("192.0.2.%d", i)); err != nil {
					t.Errorf("IPv4 address %d: %v, want allowed (each address counts alone)", i, err)
				}
			}
		})
		t.Run("Login", func(t *testing.T) {
			for i := 1; i <= 10; i++ {
				_, err := s.Login(ctx, "victim@x.test", "wrong", false, fmt.Sprintf("2001:db8:9:9::%x", i))
				if recruit.ErrorCode(err) != recruit.EINVALID {
					t.Fatalf("guess %d: %v, want invalid", i, err)
				}
			}
			if _, err := s.Login(ctx, "victim@x.test", "wrong", false, "2001:db8:9:9:abcd::1"); recruit.ErrorCode(err) != recruit.ETHROTTLED {
				t.Errorf("eleventh guess from the same /64: %v, want throttled", err)
			}
		})
	})
}

// TestNoRateLimits checks the test-only switch (HIREKIT_RATE_LIMITS=off):
// a sweep from one address is never refused by a limit or the throttle.
func TestNoRateLimits(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := &auth.Service{DB: db, Options: auth.Options{NoRateLimits: true}}
		for i := 0; i < 12; i++ {
			if err := s.LimitRate(ctx, "layoff_contact", "192.0.2.1"); err != nil {
				t.Fatalf("call %d: %v", i, err)
			}
			if _, err := s.Login(ctx, "someone@x.test", "wrong", false, "192.0.2.1"); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("login %d: %v, want invalid", i, err)
			}
		}
	})
}
