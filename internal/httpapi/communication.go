package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/assistant"
	"hirekit/internal/ats"
)

func templateOut(t *ats.TextTemplate) apiv1.TextTemplate {
	return apiv1.TextTemplate{ID: t.ID, Name: t.Name, Subject: t.Subject, Body: t.Body, UpdatedAt: rfc3339(t.UpdatedAt)}
}

func (s *Server) listTemplates(ctx context.Context, _ *apiv1.Empty) (*apiv1.TextTemplates, error) {
	ts, err := s.deps.ATS.TextTemplates(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.TextTemplates{Templates: []apiv1.TextTemplate{}}
	for i := range ts {
		out.Templates = append(out.Templates, templateOut(&ts[i]))
	}
	return out, nil
}

func (s *Server) createTemplate(ctx context.Context, req *apiv1.TextTemplateInput) (*apiv1.TextTemplateResult, error) {
	t, err := s.deps.ATS.CreateTemplate(ctx, ats.TemplateInput{Name: req.Name, Subject: req.Subject, Body: req.Body})
	if err != nil {
		return nil, err
	}
	return &apiv1.TextTemplateResult{Template: templateOut(t)}, nil
}

func (s *Server) updateTemplate(ctx context.Context, req *apiv1.UpdateTextTemplateRequest) (*apiv1.TextTemplateResult, error) {
	t, err := s.deps.ATS.UpdateTemplate(ctx, req.ID, ats.TemplateInput{Name: req.Name, Subject: req.Subject, Body: req.Body})
	if err != nil {
		return nil, err
	}
	return &apiv1.TextTemplateResult{Template: templateOut(t)}, nil
}

func (s *Server) deleteTemplate(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.ATS.DeleteTemplate(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Template deleted"}, nil
}

func (s *Server) applicationEmails(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Emails, error) {
	es, err := s.deps.ATS.ApplicationEmails(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Emails{Emails: []apiv1.Email{}}
	for _, e := range es {
		m := apiv1.Email{ID: e.ID, To: e.To, Subject: e.Subject, Text: e.Text, Kind: e.Kind, CalendarMethod: e.CalendarMethod, Status: e.Status,
			Error: e.Error, CreatedAt: rfc3339(e.CreatedAt)}
		if e.SentAt != nil {
			m.SentAt = rfc3339(*e.SentAt)
		}
		out.Emails = append(out.Emails, m)
	}
	return out, nil
}

func peopleOut(ps []ats.Person) []apiv1.Person {
	out := []apiv1.Person{}
	for _, p := range ps {
		out = append(out, apiv1.Person{ID: p.ID, Name: p.Name})
	}
	return out
}

func noteOut(n *ats.Note) apiv1.Note {
	return apiv1.Note{ID: n.ID, AuthorID: n.AuthorID, AuthorName: n.AuthorName, Body: n.Body, Mentions: peopleOut(n.Mentions),
		Mine: n.Mine, CreatedAt: rfc3339(n.CreatedAt), UpdatedAt: rfc3339(n.UpdatedAt)}
}

func (s *Server) mentionable(ctx context.Context, req *apiv1.SlugPath) (*apiv1.People, error) {
	ps, err := s.deps.ATS.Mentionable(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return &apiv1.People{Users: peopleOut(ps)}, nil
}

func (s *Server) listNotes(ctx context.Context, req *apiv1.SlugPath) (*apiv1.Notes, error) {
	ns, err := s.deps.ATS.Notes(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	out := &apiv1.Notes{Notes: []apiv1.Note{}}
	for i := range ns {
		out.Notes = append(out.Notes, noteOut(&ns[i]))
	}
	return out, nil
}

func (s *Server) addNote(ctx context.Context, req *apiv1.AddNoteRequest) (*apiv1.NoteResult, error) {
	n, err := s.deps.ATS.AddNote(ctx, req.Slug, ats.NoteInput{Body: req.Body, MentionIDs: req.MentionIDs})
	if err != nil {
		return nil, err
	}
	return &apiv1.NoteResult{Note: noteOut(n)}, nil
}

func (s *Server) updateNote(ctx context.Context, req *apiv1.UpdateNoteRequest) (*apiv1.NoteResult, error) {
	n, err := s.deps.ATS.UpdateNote(ctx, req.ID, ats.NoteInput{Body: req.Body, MentionIDs: req.MentionIDs})
	if err != nil {
		return nil, err
	}
	return &apiv1.NoteResult{Note: noteOut(n)}, nil
}

func (s *Server) deleteNote(ctx context.Context, req *apiv1.IDPath) (*apiv1.Message, error) {
	if err := s.deps.ATS.DeleteNote(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: "Note deleted"}, nil
}

func (s *Server) listNotifications(ctx context.Context, req *apiv1.PageRequest) (*apiv1.Notifications, apiv1.Meta, error) {
	page, per, err := pageOf(*req)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	p, err := s.deps.ATS.Notifications(ctx, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.Notifications{Notifications: []apiv1.Notification{}, UnreadCount: p.Unread}
	for _, n := range p.Items {
		out.Notifications = append(out.Notifications, apiv1.Notification{ID: n.ID, Kind: n.Kind, Title: n.Title, Link: n.Link,
			Read: n.ReadAt != nil, CreatedAt: rfc3339(n.CreatedAt)})
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: p.Total}, nil
}

func (s *Server) markNotificationsRead(ctx context.Context, req *apiv1.MarkReadRequest) (*apiv1.UnreadOnly, error) {
	n, err := s.deps.ATS.MarkNotificationsRead(ctx, req.IDs, req.All)
	if err != nil {
		return nil, err
	}
	return &apiv1.UnreadOnly{UnreadCount: n}, nil
}

func (s *Server) performAction(ctx context.Context, req *apiv1.PerformActionRequest) (*apiv1.ActionResult, error) {
	res, err := s.deps.Assistant.Perform(ctx, assistant.Request{Action: req.Action, Fields: req.Fields, Message: req.Message})
	if err != nil {
		return nil, err
	}
	return &apiv1.ActionResult{Action: res.Action, Message: res.Message, Link: res.Link, NavigationToken: res.NavigationToken}, nil
}

func (s *Server) sendPasscode(ctx context.Context, req *apiv1.SendPasscodeRequest) (*apiv1.Message, error) {
	msg, err := s.deps.ATS.SendPasscode(ctx, req.Slug, req.Email, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return &apiv1.Message{Message: msg}, nil
}

func (s *Server) candidateLogin(ctx context.Context, req *apiv1.CandidateLoginRequest) (*apiv1.CandidateLogin, error) {
	cs, err := s.deps.ATS.CandidateLogin(ctx, req.Slug, req.Email, req.Passcode, ClientIP(ctx))
	if err != nil {
		return nil, err
	}
	return &apiv1.CandidateLogin{Candidate: apiv1.LoginCandidate{ID: cs.CandidateID, Name: cs.Name, Email: cs.Email},
		CandidateToken: cs.Token, Company: apiv1.LoginCompany{ID: cs.CompanyID, Name: cs.CompanyName}}, nil
}

func (s *Server) applicationStatus(ctx context.Context, req *apiv1.SlugPath) (*apiv1.ApplicationStatus, error) {
	st, err := s.deps.ATS.CandidateStatus(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	return &apiv1.ApplicationStatus{Slug: st.Slug, Name: st.Name, JobTitle: st.JobTitle, CompanyName: st.CompanyName,
		Stage:     apiv1.CandidateStage{Title: st.Stage.Title, Description: st.Stage.Description, Step: st.Stage.Step},
		AppliedAt: rfc3339(st.AppliedAt), UpdatedAt: rfc3339(st.UpdatedAt)}, nil
}

func (s *Server) search(ctx context.Context, req *apiv1.SearchRequest) (*apiv1.SearchResults, error) {
	hs, err := s.deps.ATS.Search(ctx, req.Q)
	if err != nil {
		return nil, err
	}
	out := &apiv1.SearchResults{Headings: []apiv1.SearchHeading{}}
	for _, h := range hs {
		head := apiv1.SearchHeading{Title: h.Title, Rows: []apiv1.SearchRow{}}
		for _, r := range h.Rows {
			head.Rows = append(head.Rows, apiv1.SearchRow{Slug: r.Slug, Name: r.Name, State: chip(r.State), Source: r.Source,
				RequisitionTitle: r.RequisitionTitle, Link: "/candidate-timeline/" + r.Slug})
		}
		out.Headings = append(out.Headings, head)
	}
	return out, nil
}

func (s *Server) myReferrals(ctx context.Context, req *apiv1.PageRequest) (*apiv1.Referrals, apiv1.Meta, error) {
	page, per, err := pageOf(*req)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	p, err := s.deps.ATS.MyReferrals(ctx, page, per)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.Referrals{Referrals: []apiv1.Referral{}}
	for _, r := range p.Items {
		out.Referrals = append(out.Referrals, apiv1.Referral{Slug: r.Slug, Name: r.Name, JobTitle: r.JobTitle, Progress: r.Progress,
			CreatedAt: rfc3339(r.CreatedAt), UpdatedAt: rfc3339(r.UpdatedAt)})
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: p.Total}, nil
}
