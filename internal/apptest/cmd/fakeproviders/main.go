// Command fakeproviders serves the in-process Google, Microsoft, Razorpay,
// Greenhouse and Lever fakes as a standalone server for browser journeys:
//
//	go run ./internal/apptest/cmd/fakeproviders -addr 127.0.0.1:9400
//
// It prints the HIREKIT_* settings that point Hirekit at it, then serves
// until interrupted. Journeys steer it through /_fake/ (see
// fakeproviders.Fakes.controlRoutes).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"hirekit/internal/apptest/fakeproviders"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fakeproviders:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("fakeproviders", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:9400", "address to listen on (port 0 picks one)")
	consent := fs.String("consent", fakeproviders.ConsentForm, "consent page: form (Allow/Deny buttons), auto or deny")
	webhook := fs.String("razorpay-webhook-url", "", "where the Razorpay fake posts payment webhooks, e.g. http://127.0.0.1:8080/api/v1/webhooks/razorpay (also POST /_fake/razorpay/knobs)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := fakeproviders.New(fakeproviders.Options{})
	if err != nil {
		return err
	}
	f.Google.SetDefaults(fakeproviders.Knobs{Consent: *consent})
	f.Microsoft.SetDefaults(fakeproviders.Knobs{Consent: *consent})
	f.Razorpay.SetWebhookURL(*webhook)
	f.Lever.SetDefaults(fakeproviders.Knobs{Consent: *consent})
	// A posting with candidates in a few stages and sources, so the
	// fetch dialog has something to list.
	posting := f.Lever.AddPosting("Backend Engineer", "")
	stages := f.Lever.Stages()
	for i := range 12 {
		f.Lever.AddCandidates(posting, fakeproviders.LeverCandidate{Stage: stages[i%3], Source: []string{"Posting", "Referral", "LinkedIn"}[i%3]})
	}
	f.Lever.AddPosting("Product Designer", "closed")
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	base := "http://" + ln.Addr().String()
	e := fakeproviders.EndpointsAt(base)
	// HIREKIT_RAZORPAY_CHECKOUT_URL stays the last line: e2e/fakes.mjs
	// reads the settings up to it.
	fmt.Fprintf(stdout, `# fake Google and Microsoft at %s (control: %s/_fake/)
HIREKIT_GOOGLE_CLIENT_ID=%s
HIREKIT_GOOGLE_CLIENT_SECRET=%s
HIREKIT_GOOGLE_AUTH_URL=%s
HIREKIT_GOOGLE_TOKEN_URL=%s
HIREKIT_GOOGLE_REVOKE_URL=%s
HIREKIT_GOOGLE_JWKS_URL=%s
HIREKIT_GOOGLE_API_URL=%s
HIREKIT_MICROSOFT_CLIENT_ID=%s
HIREKIT_MICROSOFT_CLIENT_SECRET=%s
HIREKIT_MICROSOFT_AUTH_URL=%s
HIREKIT_MICROSOFT_TOKEN_URL=%s
HIREKIT_MICROSOFT_GRAPH_URL=%s
HIREKIT_LEVER_CLIENT_ID=%s
HIREKIT_LEVER_CLIENT_SECRET=%s
HIREKIT_LEVER_AUTH_URL=%s
HIREKIT_LEVER_API_URL=%s
HIREKIT_GREENHOUSE_URL=%s
# Greenhouse Harvest keys: %s (every permission), %s (lacks sources and custom_fields)
HIREKIT_RAZORPAY_KEY_ID=%s
HIREKIT_RAZORPAY_KEY_SECRET=%s
HIREKIT_RAZORPAY_WEBHOOK_SECRET=%s
HIREKIT_RAZORPAY_API_URL=%s
HIREKIT_RAZORPAY_CHECKOUT_URL=%s
`, base, base,
		fakeproviders.GoogleClientID, fakeproviders.GoogleClientSecret,
		e.GoogleAuthURL, e.GoogleTokenURL, e.GoogleRevokeURL, e.GoogleJWKSURL, e.GoogleAPIBase,
		fakeproviders.MicrosoftClientID, fakeproviders.MicrosoftClientSecret,
		e.MicrosoftAuthURL, e.MicrosoftTokenURL, e.MicrosoftGraphBase,
		fakeproviders.LeverClientID, fakeproviders.LeverClientSecret, e.LeverAuthURL, e.LeverAPIURL,
		e.GreenhouseURL, fakeproviders.GreenhouseKey, fakeproviders.GreenhouseLimitedKey,
		fakeproviders.RazorpayKeyID, fakeproviders.RazorpayKeySecret, fakeproviders.RazorpayWebhookSecret,
		e.RazorpayAPIURL, e.RazorpayCheckout)
	srv := &http.Server{Handler: f, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
