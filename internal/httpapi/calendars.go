package httpapi

import (
	"context"
	"net/http"

	"hirekit/internal/apiv1"
	"hirekit/internal/integrations"
	"hirekit/internal/interview"
)

func calendarConnectionOut(c *interview.Connection) apiv1.CalendarConnection {
	return apiv1.CalendarConnection{Provider: c.Provider, AccountEmail: c.AccountEmail, AccountName: c.AccountName, AccountID: c.AccountID, State: c.State, Error: c.Error,
		PermissionsURL: c.PermissionsURL, ConnectedAt: rfc3339(c.CreatedAt), UpdatedAt: rfc3339(c.UpdatedAt)}
}

func (s *Server) generateRedirectURL(ctx context.Context, req *apiv1.OAuthRedirectURLRequest) (*apiv1.OAuthRedirectURLs, error) {
	if req.Kind == "ats" {
		return s.atsRedirectURL(ctx, req)
	}
	st, err := s.deps.Interview.StartConnect(ctx, req.RedirectURL, req.Kind)
	if err != nil {
		return nil, err
	}
	out := &apiv1.OAuthRedirectURLs{State: st.State, TransactionID: st.TransactionID}
	if u, ok := st.URLs["google"]; ok {
		out.GoogleURL = &u
	}
	if u, ok := st.URLs["outlook"]; ok {
		out.OutlookURL = &u
	}
	if st.Connection != nil {
		c := calendarConnectionOut(st.Connection)
		out.Connection = &c
	}
	return out, nil
}

// oauthCallback is where the provider sends the popup back: it always
// answers 302 to the OAuth return page with the status.
func (s *Server) oauthCallback(w http.ResponseWriter, r *http.Request) error {
	var to string
	if p := r.PathValue("provider"); p == integrations.Lever {
		to = s.deps.Integrations.Callback(r.Context(), p, r.URL.Query())
	} else {
		to = s.deps.Interview.Callback(r.Context(), p, r.URL.Query()).Redirect
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, to, http.StatusFound)
	return nil
}

func (s *Server) calendarConnections(ctx context.Context, _ *apiv1.Empty) (*apiv1.CalendarConnections, error) {
	conns, _, err := s.deps.Interview.CalendarConnections(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.CalendarConnections{Connections: []apiv1.CalendarConnection{}, Providers: []apiv1.CalendarProvider{}}
	for _, c := range conns {
		out.Connections = append(out.Connections, calendarConnectionOut(c))
		out.State = c.Provider + "_" + c.State
	}
	for _, p := range s.deps.Interview.ProviderInfo() {
		out.Providers = append(out.Providers, apiv1.CalendarProvider{Name: p.Name, Available: p.Available, Durations: p.Durations})
	}
	return out, nil
}

func (s *Server) disconnectCalendar(ctx context.Context, req *apiv1.CalendarProviderPath) (*apiv1.CalendarConnections, error) {
	if err := s.deps.Interview.DisconnectCalendar(ctx, req.Provider); err != nil {
		return nil, err
	}
	return s.calendarConnections(ctx, nil)
}
