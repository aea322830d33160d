package webhooks

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestPrivateAddresses(t *testing.T) {
	t.Parallel()
	for addr, want := range map[string]bool{"127.0.0.1": true, "10.0.0.8": true, "172.16.3.4": true, "192.168.1.1": true,
		"169.254.169.254": true, "100.64.0.1": true, "0.0.0.0": true, "::1": true, "fe80::1": true, "fc00::1": true,
		"::ffff:127.0.0.1": true, "224.0.0.1": true, "93.184.216.34": false, "2606:4700::1111": false, "8.8.8.8": false} {
		if got := private(netip.MustParseAddr(addr)); got != want {
			t.Errorf("private(%s) = %v, want %v", addr, got, want)
		}
	}
}

// TestDialRefusesPrivate: without the operator's allowance the delivery
// client refuses a private address at dial time, after resolution, so a
// name that resolves inside (DNS rebinding) is refused too; redirects are
// never followed.
func TestDialRefusesPrivate(t *testing.T) {
	t.Parallel()
	hits := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits++
		http.Redirect(w, r, "https://169.254.169.254/", http.StatusFound)
	}))
	defer srv.Close()
	_, err := newClient(false).Post(srv.URL, "application/json", nil)
	if !errors.Is(err, errPrivate) {
		t.Errorf("dial 127.0.0.1: %v, want errPrivate", err)
	}
	// "localhost" resolves to loopback: refused after resolution.
	_, err = newClient(false).Post("http://localhost:"+srv.URL[len("http://127.0.0.1:"):], "application/json", nil)
	if !errors.Is(err, errPrivate) {
		t.Errorf("dial localhost: %v, want errPrivate", err)
	}
	if hits != 0 {
		t.Errorf("the receiver was reached %d times", hits)
	}
	resp, err := newClient(true).Post(srv.URL, "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound || hits != 1 {
		t.Errorf("allowed: %d after %d hits, want the 302 itself, not followed", resp.StatusCode, hits)
	}
}
