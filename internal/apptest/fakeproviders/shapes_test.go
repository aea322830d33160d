package fakeproviders_test

// These tests hold the fakes to the documented shapes: every answer is
// decoded with unknown fields refused into structs transcribed from the
// reference (external-apis.md §4 Google, §5 Microsoft), so a fake cannot
// drift into inventing fields or renaming them.

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
)

// strict decodes body into v, refusing fields v does not name.
func strict(t *testing.T, body []byte, v any) {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(body))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		t.Fatalf("decoding %T: %v\n%s", v, err, body)
	}
}

// call sends a request and returns the status, headers and body.
func call(t *testing.T, method, u, bearer string, body any, header ...string) (int, http.Header, []byte) {
	t.Helper()
	var r io.Reader
	ctype := ""
	switch b := body.(type) {
	case nil:
	case url.Values:
		r, ctype = strings.NewReader(b.Encode()), "application/x-www-form-urlencoded"
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r, ctype = bytes.NewReader(raw), "application/json"
	}
	req, err := http.NewRequest(method, u, r)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, out
}

func challenge(verifier string) string {
	sum := sha256.Sum256([]byte(verifier))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

const redirect = "http://127.0.0.1:8080/api/v1/oauth/callback/x"

var verifier = strings.Repeat("v3rifier-", 6)

// §4.1 token answer.
type googleToken struct {
	AccessToken  string `json:"access_token"`
	ExpiresIn    int    `json:"expires_in"`
	RefreshToken string `json:"refresh_token"`
	Scope        string `json:"scope"`
	TokenType    string `json:"token_type"`
	IDToken      string `json:"id_token"`
}

// §4.1 OAuth error.
type oauthErr struct {
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
}

// §4.5 JWKS.
type jwks struct {
	Keys []struct {
		Kty string `json:"kty"`
		Alg string `json:"alg"`
		Use string `json:"use"`
		Kid string `json:"kid"`
		N   string `json:"n"`
		E   string `json:"e"`
	} `json:"keys"`
}

// §4.5 ID token claims.
type googleClaims struct {
	Iss           string `json:"iss"`
	Azp           string `json:"azp"`
	Aud           string `json:"aud"`
	Sub           string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	AtHash        string `json:"at_hash"`
	Hd            string `json:"hd"`
	Name          string `json:"name"`
	Picture       string `json:"picture"`
	GivenName     string `json:"given_name"`
	FamilyName    string `json:"family_name"`
	Locale        string `json:"locale"`
	Iat           int64  `json:"iat"`
	Exp           int64  `json:"exp"`
	Nonce         string `json:"nonce"`
}

// §4.3 freeBusy answer.
type freeBusy struct {
	Kind      string `json:"kind"`
	TimeMin   string `json:"timeMin"`
	TimeMax   string `json:"timeMax"`
	Calendars map[string]struct {
		Busy []struct {
			Start string `json:"start"`
			End   string `json:"end"`
		} `json:"busy"`
		Errors []struct {
			Domain string `json:"domain"`
			Reason string `json:"reason"`
		} `json:"errors"`
	} `json:"calendars"`
	Groups map[string]any `json:"groups"`
}

type gPerson struct {
	Email string `json:"email"`
	Self  bool   `json:"self"`
}

type gTime struct {
	DateTime string `json:"dateTime"`
	TimeZone string `json:"timeZone"`
}

// §4.4 events.insert answer (with the request's description).
type googleEvent struct {
	Kind        string  `json:"kind"`
	Etag        string  `json:"etag"`
	ID          string  `json:"id"`
	Status      string  `json:"status"`
	HTMLLink    string  `json:"htmlLink"`
	Created     string  `json:"created"`
	Updated     string  `json:"updated"`
	Summary     string  `json:"summary"`
	Description string  `json:"description"`
	Creator     gPerson `json:"creator"`
	Organizer   gPerson `json:"organizer"`
	Start       gTime   `json:"start"`
	End         gTime   `json:"end"`
	ICalUID     string  `json:"iCalUID"`
	Sequence    int     `json:"sequence"`
	Attendees   []struct {
		ID               string `json:"id"`
		Email            string `json:"email"`
		DisplayName      string `json:"displayName"`
		Organizer        bool   `json:"organizer"`
		Self             bool   `json:"self"`
		Resource         bool   `json:"resource"`
		Optional         bool   `json:"optional"`
		ResponseStatus   string `json:"responseStatus"`
		Comment          string `json:"comment"`
		AdditionalGuests int    `json:"additionalGuests"`
	} `json:"attendees"`
	HangoutLink    string `json:"hangoutLink"`
	ConferenceData struct {
		CreateRequest struct {
			RequestID             string `json:"requestId"`
			ConferenceSolutionKey struct {
				Type string `json:"type"`
			} `json:"conferenceSolutionKey"`
			Status struct {
				StatusCode string `json:"statusCode"`
			} `json:"status"`
		} `json:"createRequest"`
		EntryPoints []struct {
			EntryPointType string `json:"entryPointType"`
			URI            string `json:"uri"`
			Label          string `json:"label"`
			Pin            string `json:"pin"`
		} `json:"entryPoints"`
		ConferenceSolution struct {
			Key struct {
				Type string `json:"type"`
			} `json:"key"`
			Name    string `json:"name"`
			IconURI string `json:"iconUri"`
		} `json:"conferenceSolution"`
		ConferenceID string `json:"conferenceId"`
	} `json:"conferenceData"`
	Reminders struct {
		UseDefault bool `json:"useDefault"`
	} `json:"reminders"`
	EventType string `json:"eventType"`
}

// §4.2 error body.
type googleError struct {
	Error struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
		Errors  []struct {
			Domain  string `json:"domain"`
			Reason  string `json:"reason"`
			Message string `json:"message"`
		} `json:"errors"`
		Status string `json:"status"`
	} `json:"error"`
}

func googleErrorOf(t *testing.T, status, wantStatus int, body []byte, reason string) {
	t.Helper()
	if status != wantStatus {
		t.Fatalf("got HTTP %d, want %d: %s", status, wantStatus, body)
	}
	var e googleError
	strict(t, body, &e)
	if e.Error.Code != wantStatus || len(e.Error.Errors) != 1 || e.Error.Errors[0].Reason != reason || e.Error.Message == "" {
		t.Errorf("error body: got %+v, want code %d reason %s", e, wantStatus, reason)
	}
}

func TestGoogleShapes(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	const email = "recruiter@acme.test"
	scope := "openid email profile https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy"
	q := fakeproviders.Authorize(t, e.GoogleAuthURL+"?"+url.Values{
		"client_id": {fakeproviders.GoogleClientID}, "redirect_uri": {redirect}, "response_type": {"code"},
		"scope": {scope}, "state": {"st"}, "access_type": {"offline"}, "prompt": {"consent"},
		"login_hint": {email}, "nonce": {"n-1"},
		"code_challenge": {challenge(verifier)}, "code_challenge_method": {"S256"},
	}.Encode())
	if q.Get("state") != "st" || q.Get("code") == "" || !strings.Contains(q.Get("scope"), "userinfo.email") {
		t.Fatalf("callback query: got %v", q)
	}
	code := q.Get("code")
	exchange := url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {redirect},
		"client_id": {fakeproviders.GoogleClientID}, "client_secret": {fakeproviders.GoogleClientSecret}}

	t.Run("TokenErrors", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			change func(url.Values)
			status int
			code   string
		}{
			{"MissingVerifier", func(v url.Values) {}, 400, "invalid_grant"},
			{"WrongVerifier", func(v url.Values) { v.Set("code_verifier", verifier+"x") }, 400, "invalid_grant"},
			{"WrongRedirect", func(v url.Values) { v.Set("code_verifier", verifier); v.Set("redirect_uri", redirect+"/other") }, 400, "redirect_uri_mismatch"},
			{"WrongSecret", func(v url.Values) { v.Set("client_secret", "nope") }, 401, "invalid_client"},
			{"UnknownCode", func(v url.Values) { v.Set("code", "nope"); v.Set("code_verifier", verifier) }, 400, "invalid_grant"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				form := url.Values{}
				for k, v := range exchange {
					form[k] = append([]string(nil), v...)
				}
				tc.change(form)
				status, _, body := call(t, "POST", e.GoogleTokenURL, "", form)
				var oe oauthErr
				strict(t, body, &oe)
				if status != tc.status || oe.Error != tc.code || oe.ErrorDescription == "" {
					t.Errorf("got %d %+v, want %d %s with a description", status, oe, tc.status, tc.code)
				}
			})
		}
	})

	exchange.Set("code_verifier", verifier)
	status, _, body := call(t, "POST", e.GoogleTokenURL, "", exchange)
	if status != 200 {
		t.Fatalf("exchange: got %d %s", status, body)
	}
	var tok googleToken
	strict(t, body, &tok)
	if !strings.HasPrefix(tok.AccessToken, "ya29.") || tok.ExpiresIn != 3599 || tok.RefreshToken == "" || tok.TokenType != "Bearer" ||
		!strings.Contains(tok.Scope, "https://www.googleapis.com/auth/calendar.events") || tok.IDToken == "" {
		t.Errorf("token answer: got %+v", tok)
	}

	t.Run("IDTokenAndJWKS", func(t *testing.T) {
		parts := strings.Split(tok.IDToken, ".")
		if len(parts) != 3 {
			t.Fatalf("id_token has %d parts", len(parts))
		}
		header, _ := base64.RawURLEncoding.DecodeString(parts[0])
		payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
		var h struct{ Alg, Kid, Typ string }
		strict(t, header, &h)
		var c googleClaims
		strict(t, payload, &c)
		if h.Alg != "RS256" || c.Iss != "https://accounts.google.com" || c.Aud != fakeproviders.GoogleClientID || c.Azp != c.Aud ||
			c.Email != email || !c.EmailVerified || c.Nonce != "n-1" || c.Sub == "" || c.Exp <= time.Now().Unix() {
			t.Errorf("id token: got %+v %+v", h, c)
		}
		status, hdr, body := call(t, "GET", e.GoogleJWKSURL, "", nil)
		var k jwks
		strict(t, body, &k)
		if status != 200 || len(k.Keys) != 1 || k.Keys[0].Kid != h.Kid || k.Keys[0].E != "AQAB" || k.Keys[0].Kty != "RSA" ||
			!strings.Contains(hdr.Get("Cache-Control"), "max-age") {
			t.Errorf("jwks: got %d %+v", status, k)
		}
	})

	t.Run("CodeIsSingleUse", func(t *testing.T) {
		status, _, body := call(t, "POST", e.GoogleTokenURL, "", exchange)
		var oe oauthErr
		strict(t, body, &oe)
		if status != 400 || oe.Error != "invalid_grant" {
			t.Errorf("got %d %+v, want 400 invalid_grant", status, oe)
		}
	})

	t.Run("RefreshKeepsTheRefreshToken", func(t *testing.T) {
		status, _, body := call(t, "POST", e.GoogleTokenURL, "", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken},
			"client_id": {fakeproviders.GoogleClientID}, "client_secret": {fakeproviders.GoogleClientSecret}})
		var r googleToken
		strict(t, body, &r)
		if status != 200 || r.AccessToken == "" || r.AccessToken == tok.AccessToken || r.RefreshToken != "" {
			t.Errorf("refresh: got %d %+v, want a new access token and no refresh token", status, r)
		}
	})

	api := e.GoogleAPIBase
	f.Google.AddBusy(email, time.Date(2024, 5, 6, 15, 0, 0, 0, time.UTC), time.Date(2024, 5, 6, 16, 0, 0, 0, time.UTC))

	t.Run("FreeBusy", func(t *testing.T) {
		status, _, body := call(t, "POST", api+"/freeBusy", tok.AccessToken, map[string]any{
			"timeMin": "2024-05-06T00:00:00Z", "timeMax": "2024-05-13T00:00:00Z", "timeZone": "UTC",
			"groupExpansionMax": 100, "calendarExpansionMax": 50,
			"items": []map[string]string{{"id": "primary"}, {"id": email}, {"id": "nobody@example.com"}},
		})
		if status != 200 {
			t.Fatalf("got %d %s", status, body)
		}
		var fb freeBusy
		strict(t, body, &fb)
		if fb.Kind != "calendar#freeBusy" || fb.TimeMin != "2024-05-06T00:00:00.000Z" || fb.TimeMax != "2024-05-13T00:00:00.000Z" || fb.Groups == nil {
			t.Errorf("freeBusy: got %+v", fb)
		}
		for _, id := range []string{"primary", email} {
			if b := fb.Calendars[id].Busy; len(b) != 1 || b[0].Start != "2024-05-06T15:00:00Z" || b[0].End != "2024-05-06T16:00:00Z" {
				t.Errorf("calendars[%s].busy: got %+v", id, b)
			}
		}
		nobody := fb.Calendars["nobody@example.com"]
		if len(nobody.Errors) != 1 || nobody.Errors[0].Reason != "notFound" || nobody.Errors[0].Domain != "global" || nobody.Busy == nil {
			t.Errorf("unknown calendar: got %+v, want errors notFound and busy []", nobody)
		}
	})

	t.Run("FreeBusyRanges", func(t *testing.T) {
		status, _, body := call(t, "POST", api+"/freeBusy", tok.AccessToken, map[string]any{
			"timeMin": "2024-01-01T00:00:00Z", "timeMax": "2024-04-01T00:00:01Z", "items": []map[string]string{{"id": "primary"}}})
		googleErrorOf(t, status, 400, body, "timeRangeTooLong")
		status, _, body = call(t, "POST", api+"/freeBusy", tok.AccessToken, map[string]any{
			"timeMin": "2024-01-02T00:00:00Z", "timeMax": "2024-01-01T00:00:00Z", "items": []map[string]string{{"id": "primary"}}})
		googleErrorOf(t, status, 400, body, "timeRangeEmpty")
	})

	insert := map[string]any{
		"id":          "7cbh8rpc10lrc0ckih9tafss99",
		"summary":     "Interview: Jane Doe – Backend Engineer",
		"description": "Panel interview",
		"start":       map[string]string{"dateTime": "2024-05-07T10:00:00+05:30", "timeZone": "Asia/Kolkata"},
		"end":         map[string]string{"dateTime": "2024-05-07T11:00:00+05:30", "timeZone": "Asia/Kolkata"},
		"attendees": []map[string]any{
			{"email": "jane.doe@example.com", "displayName": "Jane Doe"},
			{"email": "interviewer@example.com", "optional": false},
		},
		"conferenceData": map[string]any{"createRequest": map[string]any{"requestId": "c9b1e1f0-unique-per-request",
			"conferenceSolutionKey": map[string]string{"type": "hangoutsMeet"}}},
		"reminders": map[string]bool{"useDefault": true},
	}
	events := api + "/calendars/primary/events"

	t.Run("Insert", func(t *testing.T) {
		status, _, body := call(t, "POST", events+"?conferenceDataVersion=1&sendUpdates=all", tok.AccessToken, insert)
		if status != 200 {
			t.Fatalf("got %d %s", status, body)
		}
		var ev googleEvent
		strict(t, body, &ev)
		cd := ev.ConferenceData
		if ev.Kind != "calendar#event" || ev.ID != "7cbh8rpc10lrc0ckih9tafss99" || ev.Status != "confirmed" ||
			ev.ICalUID != ev.ID+"@google.com" || ev.Sequence != 0 || ev.EventType != "default" ||
			!regexp.MustCompile(`^"\d+"$`).MatchString(ev.Etag) || !strings.Contains(ev.HTMLLink, "eid=") ||
			ev.Creator != (gPerson{email, true}) || ev.Organizer != ev.Creator ||
			ev.Start != (gTime{"2024-05-07T10:00:00+05:30", "Asia/Kolkata"}) || !ev.Reminders.UseDefault {
			t.Errorf("event: got %+v", ev)
		}
		if len(ev.Attendees) != 2 || ev.Attendees[0].ResponseStatus != "needsAction" || ev.Attendees[0].DisplayName != "Jane Doe" {
			t.Errorf("attendees: got %+v", ev.Attendees)
		}
		if !regexp.MustCompile(`^https://meet\.google\.com/[a-z]{3}-[a-z]{4}-[a-z]{3}$`).MatchString(ev.HangoutLink) ||
			cd.CreateRequest.RequestID != "c9b1e1f0-unique-per-request" || cd.CreateRequest.Status.StatusCode != "success" ||
			cd.ConferenceSolution.Key.Type != "hangoutsMeet" || cd.ConferenceSolution.Name != "Google Meet" ||
			len(cd.EntryPoints) == 0 || cd.EntryPoints[0].EntryPointType != "video" || cd.EntryPoints[0].URI != ev.HangoutLink ||
			!strings.HasSuffix(ev.HangoutLink, cd.ConferenceID) {
			t.Errorf("conference: got %s %+v", ev.HangoutLink, cd)
		}
	})

	t.Run("InsertSameIDIs409Duplicate", func(t *testing.T) {
		status, _, body := call(t, "POST", events+"?conferenceDataVersion=1", tok.AccessToken, insert)
		googleErrorOf(t, status, 409, body, "duplicate")
	})

	t.Run("ConferenceDataIgnoredWithoutVersion1", func(t *testing.T) {
		plain := map[string]any{}
		for k, v := range insert {
			plain[k] = v
		}
		delete(plain, "id")
		status, _, body := call(t, "POST", events, tok.AccessToken, plain)
		var ev googleEvent
		strict(t, body, &ev)
		if status != 200 || ev.HangoutLink != "" || ev.ConferenceData.CreateRequest.RequestID != "" || !eventIDPattern.MatchString(ev.ID) {
			t.Errorf("got %d %+v, want an event with a generated id and no conference", status, ev)
		}
	})

	one := events + "/7cbh8rpc10lrc0ckih9tafss99"
	t.Run("PatchAndDelete", func(t *testing.T) {
		status, _, body := call(t, "PATCH", one+"?sendUpdates=all", tok.AccessToken, map[string]any{"summary": "Moved"})
		var ev googleEvent
		strict(t, body, &ev)
		if status != 200 || ev.Summary != "Moved" || ev.Sequence != 1 || ev.Description != "Panel interview" || ev.HangoutLink == "" {
			t.Errorf("patch: got %d %+v", status, ev)
		}
		if status, _, body := call(t, "DELETE", one+"?sendUpdates=all", tok.AccessToken, nil); status != 204 || len(body) != 0 {
			t.Errorf("delete: got %d %s, want 204", status, body)
		}
		status, _, body = call(t, "DELETE", one, tok.AccessToken, nil)
		googleErrorOf(t, status, 410, body, "deleted")
		status, _, body = call(t, "GET", events+"/unknownid1", tok.AccessToken, nil)
		googleErrorOf(t, status, 404, body, "notFound")
	})

	t.Run("Unauthenticated", func(t *testing.T) {
		status, hdr, body := call(t, "POST", api+"/freeBusy", "ya29.nope", map[string]any{})
		googleErrorOf(t, status, 401, body, "authError")
		if !strings.HasPrefix(hdr.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("WWW-Authenticate: got %q", hdr.Get("WWW-Authenticate"))
		}
	})

	t.Run("Throttled", func(t *testing.T) {
		f.Google.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 1, RetryAfter: "3"}})
		status, hdr, body := call(t, "GET", one, tok.AccessToken, nil)
		googleErrorOf(t, status, 429, body, "rateLimitExceeded")
		if hdr.Get("Retry-After") != "3" {
			t.Errorf("Retry-After: got %q", hdr.Get("Retry-After"))
		}
	})

	t.Run("InsufficientScopes", func(t *testing.T) {
		f.Google.SetKnobs(fakeproviders.Knobs{Scopes: []string{"openid", "email"}})
		q := fakeproviders.Authorize(t, e.GoogleAuthURL+"?"+url.Values{"client_id": {fakeproviders.GoogleClientID},
			"redirect_uri": {redirect}, "response_type": {"code"}, "scope": {scope}, "access_type": {"offline"}}.Encode())
		_, _, body := call(t, "POST", e.GoogleTokenURL, "", url.Values{"grant_type": {"authorization_code"}, "code": {q.Get("code")},
			"redirect_uri": {redirect}, "client_id": {fakeproviders.GoogleClientID}, "client_secret": {fakeproviders.GoogleClientSecret}})
		var narrow googleToken
		strict(t, body, &narrow)
		status, _, body := call(t, "POST", events, narrow.AccessToken, insert)
		googleErrorOf(t, status, 403, body, "insufficientPermissions")
	})

	t.Run("Revoke", func(t *testing.T) {
		if status, _, body := call(t, "POST", e.GoogleRevokeURL, "", url.Values{"token": {tok.RefreshToken}}); status != 200 {
			t.Fatalf("revoke: got %d %s", status, body)
		}
		status, _, body := call(t, "POST", e.GoogleRevokeURL, "", url.Values{"token": {tok.RefreshToken}})
		var oe oauthErr
		strict(t, body, &oe)
		if status != 400 || oe.Error != "invalid_token" {
			t.Errorf("second revoke: got %d %+v, want 400 invalid_token", status, oe)
		}
		status, _, body = call(t, "POST", e.GoogleTokenURL, "", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken},
			"client_id": {fakeproviders.GoogleClientID}, "client_secret": {fakeproviders.GoogleClientSecret}})
		strict(t, body, &oe)
		if status != 400 || oe.Error != "invalid_grant" || oe.ErrorDescription != "Token has been expired or revoked." {
			t.Errorf("refresh after revoke: got %d %+v", status, oe)
		}
	})
}

var eventIDPattern = regexp.MustCompile(`^[a-v0-9]{5,}$`)

func TestGoogleRefreshTokenOnlyOnConsent(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	get := func(prompt string) googleToken {
		q := url.Values{"client_id": {fakeproviders.GoogleClientID}, "redirect_uri": {redirect}, "response_type": {"code"},
			"scope": {"openid email"}, "access_type": {"offline"}, "login_hint": {"a@acme.test"}}
		if prompt != "" {
			q.Set("prompt", prompt)
		}
		back := fakeproviders.Authorize(t, e.GoogleAuthURL+"?"+q.Encode())
		_, _, body := call(t, "POST", e.GoogleTokenURL, "", url.Values{"grant_type": {"authorization_code"}, "code": {back.Get("code")},
			"redirect_uri": {redirect}, "client_id": {fakeproviders.GoogleClientID}, "client_secret": {fakeproviders.GoogleClientSecret}})
		var tok googleToken
		strict(t, body, &tok)
		return tok
	}
	if tok := get(""); tok.RefreshToken == "" {
		t.Error("first consent: no refresh token")
	}
	if tok := get(""); tok.RefreshToken != "" {
		t.Error("second consent without prompt=consent: got a refresh token, Google gives none")
	}
	if tok := get("consent"); tok.RefreshToken == "" {
		t.Error("prompt=consent: no refresh token")
	}
}

func TestAuthorizeRefusals(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tc := range []struct {
		name   string
		url    string
		status int
	}{
		{"GoogleUnknownClient", e.GoogleAuthURL + "?client_id=evil&redirect_uri=" + url.QueryEscape(redirect) + "&response_type=code", 401},
		{"GoogleNoRedirect", e.GoogleAuthURL + "?client_id=" + fakeproviders.GoogleClientID + "&response_type=code", 400},
		{"MicrosoftUnknownClient", e.MicrosoftAuthURL + "?client_id=evil&redirect_uri=" + url.QueryEscape(redirect) + "&response_type=code", 401},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := noRedirect.Get(tc.url)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.status || resp.Header.Get("Location") != "" {
				t.Errorf("got %d (Location %q), want %d and no redirect to an untrusted client", resp.StatusCode, resp.Header.Get("Location"), tc.status)
			}
		})
	}
	t.Run("UnsupportedResponseType", func(t *testing.T) {
		q := fakeproviders.Authorize(t, e.GoogleAuthURL+"?client_id="+fakeproviders.GoogleClientID+"&redirect_uri="+url.QueryEscape(redirect)+"&response_type=token&state=s")
		if q.Get("error") != "unsupported_response_type" || q.Get("state") != "s" {
			t.Errorf("got %v", q)
		}
	})
}
