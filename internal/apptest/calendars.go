package apptest

import (
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/config"
)

// WithFakeCalendars points a config's Google and Microsoft clients at
// fakes started by fakeproviders.Start.
func WithFakeCalendars(f *fakeproviders.Fakes) func(*config.Config) {
	return func(c *config.Config) {
		e := f.Endpoints()
		c.GoogleClientID, c.GoogleClientSecret = fakeproviders.GoogleClientID, fakeproviders.GoogleClientSecret
		c.GoogleAuthURL, c.GoogleTokenURL, c.GoogleRevokeURL = e.GoogleAuthURL, e.GoogleTokenURL, e.GoogleRevokeURL
		c.GoogleJWKSURL, c.GoogleAPIURL = e.GoogleJWKSURL, e.GoogleAPIBase
		c.MicrosoftClientID, c.MicrosoftClientSecret = fakeproviders.MicrosoftClientID, fakeproviders.MicrosoftClientSecret
		c.MicrosoftAuthURL, c.MicrosoftTokenURL, c.MicrosoftGraphURL = e.MicrosoftAuthURL, e.MicrosoftTokenURL, e.MicrosoftGraphBase
	}
}

// WithFakeLever points a config's Lever application at the fakes
// started by fakeproviders.Start.
func WithFakeLever(f *fakeproviders.Fakes) func(*config.Config) {
	return func(c *config.Config) {
		e := f.Endpoints()
		c.LeverClientID, c.LeverClientSecret = fakeproviders.LeverClientID, fakeproviders.LeverClientSecret
		c.LeverAuthURL, c.LeverAPIURL = e.LeverAuthURL, e.LeverAPIURL
	}
}
