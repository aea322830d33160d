package ats

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Note is a note on an application with the colleagues it mentions.
type Note struct {
	ID            int64     `bun:"id"`
	ApplicationID int64     `bun:"application_id"`
	AuthorID      int64     `bun:"author_id"`
	AuthorName    string    `bun:"author_name"`
	Body          string    `bun:"body"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
	Mentions      []Person  `bun:"-"`
	// Mine says the actor who loaded it wrote it (and may edit it).
	Mine bool `bun:"-"`
}

// Person is a colleague as pickers show them.
type Person struct {
	ID   int64  `bun:"id"`
	Name string `bun:"name"`
}

// mentionRoles are the staff a note may mention: outsiders (agencies,
// employees) see neither notes nor the pipeline.
var mentionRoles = []string{recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel}

// Mentionable lists the colleagues who may see the application's job, the
// ones a note on it may mention (the autocomplete's options).
func (s *Service) Mentionable(ctx context.Context, slug string) ([]Person, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermWriteNotes)
	if err != nil {
		return nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil {
		return nil, err
	}
	return s.mentionable(ctx, companyID, a.RequisitionID)
}

func (s *Service) mentionable(ctx context.Context, companyID, jobID int64) ([]Person, error) {
	staff, err := s.colleagues(ctx, companyID, jobID, mentionRoles)
	if err != nil {
		return nil, err
	}
	out := []Person{}
	for _, u := range staff {
		out = append(out, Person{ID: u.ID, Name: u.Name})
	}
	return out, nil
}

// colleagues are the company's active users holding any of roles who may
// see the job, by name.
func (s *Service) colleagues(ctx context.Context, companyID, jobID int64, roles []string) ([]auth.User, error) {
	staff, err := s.People.Staff(ctx, companyID, roles)
	if err != nil {
		return nil, err
	}
	out := []auth.User{}
	for _, u := range staff {
		colleague := &recruit.Actor{UserID: u.ID, CompanyID: companyID, Roles: u.Roles()}
		if u.AgencyID != nil {
			colleague.AgencyID = *u.AgencyID
		}
		ok, err := s.jobVisibleTo(ctx, colleague, jobID)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, u)
		}
	}
	return out, nil
}

// jobVisibleTo reports whether another user may see a job (by the same
// visibility rule that serves their own requests).
func (s *Service) jobVisibleTo(ctx context.Context, who *recruit.Actor, jobID int64) (bool, error) {
	cond, args := visibility(who)
	var n int
	err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM requisitions r WHERE r.id = ? AND r.company_id = ? AND "+cond,
		append([]any{jobID, who.CompanyID}, args...)...).Scan(ctx, &n)
	return n > 0, err
}

// Notes lists an application's notes, oldest first.
func (s *Service) Notes(ctx context.Context, slug string) ([]Note, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewCommunication)
	if err != nil {
		return nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	if err != nil {
		return nil, err
	}
	out := []Note{}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT n.id, n.application_id, n.author_id, u.name AS author_name, n.body, n.created_at, n.updated_at
		FROM notes n JOIN users u ON u.id = n.author_id WHERE n.company_id = ? AND n.application_id = ? ORDER BY n.id`,
		companyID, a.ID).Scan(ctx, &out); err != nil {
		return nil, err
	}
	var mentions []struct {
		NoteID int64  `bun:"note_id"`
		ID     int64  `bun:"id"`
		Name   string `bun:"name"`
	}
	if err := s.DB.Conn(ctx).NewRaw(`SELECT m.note_id, u.id, u.name FROM note_mentions m JOIN notes n ON n.id = m.note_id
		JOIN users u ON u.id = m.user_id WHERE n.application_id = ? ORDER BY m.note_id, u.name`, a.ID).Scan(ctx, &mentions); err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Mentions = []Person{}
		out[i].Mine = out[i].AuthorID == actor.UserID
		for _, m := range mentions {
			if m.NoteID == out[i].ID {
				out[i].Mentions = append(out[i].Mentions, Person{ID: m.ID, Name: m.Name})
			}
		}
	}
	return out, nil
}

// NoteInput is the note form: the text and who it mentions.
type NoteInput struct {
	Body       string
	MentionIDs []int64
}

func (in *NoteInput) clean() error {
	in.Body = strings.TrimSpace(in.Body)
	if in.Body == "" {
		return recruit.FieldError("body", "Please write a note")
	}
	if utf8.RuneCountInString(in.Body) > 5000 {
		return recruit.FieldError("body", "A note must be at most 5000 characters")
	}
	if len(in.MentionIDs) > 50 {
		return recruit.FieldError("mention_ids", "At most 50 mentions in a note")
	}
	in.MentionIDs = uniq(in.MentionIDs)
	return nil
}

// AddNote writes a note on an application; each mentioned colleague must
// be able to see the job, and is notified.
func (s *Service) AddNote(ctx context.Context, slug string, in NoteInput) (*Note, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermWriteNotes)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, slug)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO notes (company_id, application_id, author_id, body, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, companyID, a.ID, actor.UserID, in.Body, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		return s.saveMentions(ctx, a, id, nil, in.MentionIDs)
	})
	if err != nil {
		return nil, err
	}
	return s.note(ctx, id)
}

// saveMentions sets a note's mentions, checking each colleague may see
// the job, and notifies those newly mentioned.
func (s *Service) saveMentions(ctx context.Context, a *Application, noteID int64, before, ids []int64) error {
	if len(ids) > 0 {
		allowed, err := s.mentionable(ctx, a.CompanyID, a.RequisitionID)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if !slices.ContainsFunc(allowed, func(p Person) bool { return p.ID == id }) {
				return recruit.FieldError("mention_ids", "You can mention only colleagues who can see this candidate")
			}
		}
	}
	db := s.DB.Conn(ctx)
	if _, err := db.NewRaw("DELETE FROM note_mentions WHERE note_id = ?", noteID).Exec(ctx); err != nil {
		return err
	}
	var added []int64
	for _, id := range ids {
		if _, err := db.NewRaw("INSERT INTO note_mentions (note_id, user_id) VALUES (?, ?)", noteID, id).Exec(ctx); err != nil {
			return err
		}
		if !slices.Contains(before, id) {
			added = append(added, id)
		}
	}
	author := recruit.ActorFrom(ctx).Name
	return s.notify(ctx, a.CompanyID, added, NotifyMention, fmt.Sprintf("%s mentioned you in a note on %s", author, a.CandidateName), timelineLink(a.Slug))
}

// UpdateNote changes a note; only its author may.
func (s *Service) UpdateNote(ctx context.Context, id int64, in NoteInput) (*Note, error) {
	if err := recruit.Require(ctx, recruit.PermWriteNotes); err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		n, a, err := s.ownNote(ctx, id)
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE notes SET body = ?, updated_at = ? WHERE id = ? AND company_id = ?",
			in.Body, sqldb.NowIn(ctx), id, a.CompanyID).Exec(ctx); err != nil {
			return err
		}
		var before []int64
		for _, m := range n.Mentions {
			before = append(before, m.ID)
		}
		return s.saveMentions(ctx, a, id, before, in.MentionIDs)
	})
	if err != nil {
		return nil, err
	}
	return s.note(ctx, id)
}

// DeleteNote removes a note; only its author may.
func (s *Service) DeleteNote(ctx context.Context, id int64) error {
	if err := recruit.Require(ctx, recruit.PermWriteNotes); err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, a, err := s.ownNote(ctx, id)
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM note_mentions WHERE note_id = ?", id).Exec(ctx); err != nil {
			return err
		}
		_, err = s.DB.Conn(ctx).NewRaw("DELETE FROM notes WHERE id = ? AND company_id = ?", id, a.CompanyID).Exec(ctx)
		return err
	})
}

var errNoteNotFound = recruit.Errorf(recruit.ENOTFOUND, "Note not found")

// ownNote loads a note of an application the actor sees and checks the
// actor wrote it.
func (s *Service) ownNote(ctx context.Context, id int64) (*Note, *Application, error) {
	n, err := s.note(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if !n.Mine {
		return nil, nil, recruit.Errorf(recruit.EFORBIDDEN, "Only its author can change a note")
	}
	var slug string
	if err := s.DB.Conn(ctx).NewRaw("SELECT slug FROM candidate_applications WHERE id = ?", n.ApplicationID).Scan(ctx, &slug); err != nil {
		return nil, nil, err
	}
	a, err := s.applicationRow(ctx, slug)
	return n, a, err
}

// note loads one note of the actor's company, on an application the actor
// sees.
func (s *Service) note(ctx context.Context, id int64) (*Note, error) {
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	var ref struct {
		Slug string `bun:"slug"`
	}
	err = s.DB.Conn(ctx).NewRaw(`SELECT a.slug FROM notes n JOIN candidate_applications a ON a.id = n.application_id
		WHERE n.id = ? AND n.company_id = ?`, id, companyID).Scan(ctx, &ref)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoteNotFound
	} else if err != nil {
		return nil, err
	}
	notes, err := s.Notes(ctx, ref.Slug)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return nil, errNoteNotFound
	} else if err != nil {
		return nil, err
	}
	for i := range notes {
		if notes[i].ID == id {
			return &notes[i], nil
		}
	}
	return nil, errNoteNotFound
}
