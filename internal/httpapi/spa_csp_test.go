package httpapi

import (
	"strings"
	"testing"
)

// TestPaymentsCSP: with payments configured the app may load and call the
// Checkout script's origin (and Razorpay's frame), nothing else.
func TestPaymentsCSP(t *testing.T) {
	t.Parallel()
	real := paymentsCSP("https://checkout.razorpay.com/v1/checkout.js")
	for _, want := range []string{"script-src 'self' https://checkout.razorpay.com;", "frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com;",
		"connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com;"} {
		if !strings.Contains(real, want) {
			t.Errorf("Razorpay's Checkout: %q lacks %q", real, want)
		}
	}
	fake := paymentsCSP("http://127.0.0.1:9400/razorpay/checkout.js")
	if !strings.Contains(fake, "script-src 'self' http://127.0.0.1:9400;") || strings.Contains(fake, "razorpay.com") {
		t.Errorf("the fake's Checkout: %q", fake)
	}
	for _, bad := range []string{"", "javascript:alert(1)", "/relative.js", "http://"} {
		if got := paymentsCSP(bad); got != appCSP {
			t.Errorf("%q widened the policy: %q", bad, got)
		}
	}
}
