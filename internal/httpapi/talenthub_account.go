package httpapi

import (
	"context"
	"net/http"
	"slices"

	"hirekit/internal/apiv1"
	"hirekit/internal/mail"
	"hirekit/internal/recruit"
)

// hubActor is the signed-in talenthub candidate (the route's permission
// admits no one else; checked again here, as use cases do).
func hubActor(ctx context.Context) (*recruit.Actor, error) {
	a := recruit.ActorFrom(ctx)
	if a == nil || a.Kind != recruit.KindTalentCandidate || a.HubCandidateID == 0 || a.Email == "" {
		return nil, recruit.Errorf(recruit.EFORBIDDEN, "Forbidden")
	}
	return a, nil
}

// emailPreferences is the wire form of email's preferences.
func (s *Server) emailPreferences(ctx context.Context, email, kind string) (*apiv1.EmailPreferences, error) {
	off, err := s.deps.Mailer.OptOuts(ctx, email)
	if err != nil {
		return nil, err
	}
	out := &apiv1.EmailPreferences{Email: mail.NormalizeEmail(email), Kind: kind, Kinds: []apiv1.EmailKind{}}
	for _, c := range mail.Categories {
		out.Kinds = append(out.Kinds, apiv1.EmailKind{Kind: c.Kind, Label: c.Label, Description: c.Description,
			Subscribed: !slices.Contains(off, c.Kind)})
	}
	return out, nil
}

func (s *Server) hubEmailPreferences(ctx context.Context, _ *apiv1.Empty) (*apiv1.EmailPreferences, error) {
	a, err := hubActor(ctx)
	if err != nil {
		return nil, err
	}
	return s.ownPreferences(ctx, a)
}

func (s *Server) ownPreferences(ctx context.Context, a *recruit.Actor) (*apiv1.EmailPreferences, error) {
	p, err := s.emailPreferences(ctx, a.Email, "")
	if p != nil {
		p.Username = a.Username
	}
	return p, err
}

func (s *Server) hubSetEmailPreferences(ctx context.Context, req *apiv1.EmailPreferencesUpdate) (*apiv1.EmailPreferences, error) {
	a, err := hubActor(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.deps.Mailer.SetOptOuts(ctx, a.Email, req.Unsubscribed); err != nil {
		return nil, err
	}
	return s.ownPreferences(ctx, a)
}

// The token routes reach only the address the token was signed for.
func (s *Server) tokenEmailPreferences(ctx context.Context, req *apiv1.UnsubscribeTokenPath) (*apiv1.EmailPreferences, error) {
	email, kind, err := s.deps.Mailer.ParseUnsubscribeToken(req.UnsubscribeToken)
	if err != nil {
		return nil, err
	}
	return s.emailPreferences(ctx, email, kind)
}

func (s *Server) tokenSetEmailPreferences(ctx context.Context, req *apiv1.EmailPreferencesTokenUpdate) (*apiv1.EmailPreferences, error) {
	email, kind, err := s.deps.Mailer.ParseUnsubscribeToken(req.UnsubscribeToken)
	if err != nil {
		return nil, err
	}
	if err := s.deps.Mailer.SetOptOuts(ctx, email, req.Unsubscribed); err != nil {
		return nil, err
	}
	return s.emailPreferences(ctx, email, kind)
}

// oneClickUnsubscribe is RFC 8058's POST: the mail client sends
// "List-Unsubscribe=One-Click" as a form, with no session and no page.
func (s *Server) oneClickUnsubscribe(ctx context.Context, req *apiv1.UnsubscribeQuery) (*apiv1.Unsubscribed, error) {
	email, kind, err := s.deps.Mailer.ParseUnsubscribeToken(req.Token)
	if err != nil {
		return nil, err
	}
	if err := s.deps.Mailer.OptOut(ctx, email, kind); err != nil {
		return nil, err
	}
	return &apiv1.Unsubscribed{Unsubscribed: true}, nil
}

// unsubscribePage sends a person who opens the List-Unsubscribe link in a
// browser (clients without one-click) to the preferences page instead.
func (s *Server) unsubscribePage(w http.ResponseWriter, r *http.Request) error {
	req := new(apiv1.UnsubscribeQuery)
	if err := decode(r, req); err != nil {
		return err
	}
	if _, _, err := s.deps.Mailer.ParseUnsubscribeToken(req.Token); err != nil {
		return err
	}
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, "/talenthub/email-preferences/"+req.Token, http.StatusFound)
	return nil
}

// hubExport streams the candidate's data as a zip while it is read.
func (s *Server) hubExport(w http.ResponseWriter, r *http.Request) error {
	a, err := hubActor(r.Context())
	if err != nil {
		return err
	}
	zw := &startedWriter{w: w, start: func() {
		w.Header().Set("Content-Type", "application/zip")
		w.Header().Set("Content-Disposition", `attachment; filename="talenthub-`+a.Username+`.zip"`)
		w.Header().Set("Cache-Control", "no-store")
	}}
	if err := s.deps.Hub.Export(r.Context(), a.HubCandidateID, zw); err != nil {
		if !zw.started {
			return err // nothing sent yet: an ordinary error answer
		}
		// Once the zip has started the status is sent: log, and the
		// truncated zip fails to open rather than pass for whole.
		s.log.ErrorContext(r.Context(), "talenthub export", "request_id", RequestID(r.Context()), "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}

func (s *Server) hubDeleteAccount(ctx context.Context, req *apiv1.HubDeleteAccountRequest) (*apiv1.HubAccountDeleted, error) {
	if err := s.deps.Hub.DeleteAccount(ctx, req.Confirm); err != nil {
		return nil, err
	}
	return &apiv1.HubAccountDeleted{Deleted: true}, nil
}

// startedWriter sets the download's headers at its first byte, so an
// error before it is still answered as an error.
type startedWriter struct {
	w       http.ResponseWriter
	start   func()
	started bool
}

func (s *startedWriter) Write(p []byte) (int, error) {
	if !s.started {
		s.started = true
		s.start()
	}
	return s.w.Write(p)
}
