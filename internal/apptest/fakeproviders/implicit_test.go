package fakeproviders_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/googleid"
)

// TestGoogleImplicitIDToken: "Sign in with Google" in a browser asks for
// response_type=id_token with a nonce, and the ID token comes back in the
// redirect's fragment, signed by a key of the JWKS.
func TestGoogleImplicitIDToken(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	fragment := func(t *testing.T, q url.Values) url.Values {
		t.Helper()
		resp, err := noRedirect.Get(e.GoogleAuthURL + "?" + q.Encode())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		back, err := url.Parse(resp.Header.Get("Location"))
		if resp.StatusCode != http.StatusFound || err != nil {
			t.Fatalf("got %d %q", resp.StatusCode, resp.Header.Get("Location"))
		}
		if back.RawQuery != "" {
			t.Fatalf("query %q, want the answer in the fragment only", back.RawQuery)
		}
		v, err := url.ParseQuery(back.Fragment)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	q := url.Values{"client_id": {fakeproviders.GoogleClientID}, "redirect_uri": {redirect}, "response_type": {"id_token"},
		"scope": {"openid email profile"}, "nonce": {"n-42"}, "state": {"s-1"}, "login_hint": {"asha.k@example.com"}}

	t.Run("OK", func(t *testing.T) {
		v := fragment(t, q)
		if v.Get("state") != "s-1" || v.Get("id_token") == "" || v.Get("code") != "" {
			t.Fatalf("got %v", v)
		}
		verifier := googleid.New(googleid.Config{ClientID: fakeproviders.GoogleClientID, JWKSURL: e.GoogleJWKSURL})
		id, err := verifier.Verify(context.Background(), v.Get("id_token"), "n-42")
		if err != nil {
			t.Fatalf("verify: %v", err)
		}
		if id.Email != "asha.k@example.com" || !id.EmailVerified || id.Name != "Asha K" {
			t.Fatalf("got %+v", id)
		}
	})
	t.Run("ErrNoNonce", func(t *testing.T) {
		nq := url.Values{}
		for k, v := range q {
			nq[k] = v
		}
		nq.Del("nonce")
		if v := fragment(t, nq); v.Get("error") != "invalid_request" || v.Get("id_token") != "" || v.Get("state") != "s-1" {
			t.Fatalf("got %v", v)
		}
	})
}
