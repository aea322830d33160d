package fakeproviders

import (
	"encoding/json"
	"net/http"
	"time"
)

// controlled is what the control endpoints steer, the same on both fakes.
type controlled interface {
	Events(email string) []Event
	Knobs() Knobs
	SetKnobs(Knobs)
	AddBusy(email string, start, end time.Time)
	AddCalendar(email string)
	RevokeGrant(email string)
	ExpireAccessTokens()
	Requests() []Request
	Reset()
}

// controlRoutes are the JSON endpoints a browser journey steers the fakes
// with; ?provider= is google, microsoft (or outlook), and may be left out
// where both make sense:
//
//	GET  /_fake/endpoints                    the URLs to configure Hirekit with
//	GET  /_fake/events?provider=&calendar=   events held (Event), with their join links
//	GET  /_fake/knobs?provider=              the knobs now
//	POST /_fake/knobs?provider=              replace the knobs (body: Knobs)
//	POST /_fake/busy?provider=               body {"email","start","end"}: a busy block
//	POST /_fake/calendars?provider=          body {"email"}: a known calendar
//	POST /_fake/revoke?provider=             body {"email"}: revoke the account's grants
//	POST /_fake/expire?provider=             expire every access token
//	GET  /_fake/requests?provider=           busy queries received (Request)
//	POST /_fake/reset?provider=              forget everything; knobs go back to the defaults
func (f *Fakes) controlRoutes() {
	f.mux.HandleFunc("GET /_fake/endpoints", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, EndpointsAt("http://"+r.Host))
	})
	f.mux.HandleFunc("GET /_fake/events", func(w http.ResponseWriter, r *http.Request) {
		out := []Event{}
		for _, p := range f.pick(w, r, true) {
			out = append(out, p.Events(r.URL.Query().Get("calendar"))...)
		}
		writeJSON(w, http.StatusOK, map[string]any{"events": out})
	})
	f.mux.HandleFunc("GET /_fake/knobs", func(w http.ResponseWriter, r *http.Request) {
		if ps := f.pick(w, r, false); ps != nil {
			writeJSON(w, http.StatusOK, ps[0].Knobs())
		}
	})
	f.mux.HandleFunc("POST /_fake/knobs", func(w http.ResponseWriter, r *http.Request) {
		var k Knobs
		if ps := f.pick(w, r, false); ps != nil && decode(w, r, &k) {
			ps[0].SetKnobs(k)
			writeJSON(w, http.StatusOK, k)
		}
	})
	f.mux.HandleFunc("POST /_fake/busy", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Email string    `json:"email"`
			Start time.Time `json:"start"`
			End   time.Time `json:"end"`
		}
		if ps := f.pick(w, r, false); ps != nil && decode(w, r, &b) {
			ps[0].AddBusy(b.Email, b.Start, b.End)
			writeJSON(w, http.StatusOK, b)
		}
	})
	f.mux.HandleFunc("POST /_fake/calendars", f.withEmail(func(p controlled, email string) { p.AddCalendar(email) }))
	f.mux.HandleFunc("POST /_fake/revoke", f.withEmail(func(p controlled, email string) { p.RevokeGrant(email) }))
	f.mux.HandleFunc("POST /_fake/expire", func(w http.ResponseWriter, r *http.Request) {
		for _, p := range f.pick(w, r, true) {
			p.ExpireAccessTokens()
		}
		writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	})
	f.mux.HandleFunc("GET /_fake/requests", func(w http.ResponseWriter, r *http.Request) {
		if ps := f.pick(w, r, false); ps != nil {
			writeJSON(w, http.StatusOK, map[string]any{"requests": ps[0].Requests()})
		}
	})
	f.mux.HandleFunc("POST /_fake/reset", func(w http.ResponseWriter, r *http.Request) {
		for _, p := range f.pick(w, r, true) {
			p.Reset()
		}
		writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	})
}

// pick resolves ?provider=; with both, an absent provider means both.
// It writes a 400 and returns nil for anything else.
func (f *Fakes) pick(w http.ResponseWriter, r *http.Request, both bool) []controlled {
	switch r.URL.Query().Get("provider") {
	case "google":
		return []controlled{f.Google}
	case "microsoft", "outlook":
		return []controlled{f.Microsoft}
	case "":
		if both {
			return []controlled{f.Google, f.Microsoft}
		}
	}
	writeJSON(w, http.StatusBadRequest, map[string]string{"error": "provider must be google or microsoft"})
	return nil
}

func (f *Fakes) withEmail(do func(p controlled, email string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Email string `json:"email"`
		}
		if ps := f.pick(w, r, false); ps != nil && decode(w, r, &b) {
			do(ps[0], b.Email)
			writeJSON(w, http.StatusOK, b)
		}
	}
}

func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(v); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return false
	}
	return true
}
