package marketplace

import (
	"context"
	"encoding/json"
	"errors"
	"io"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// UploadResume puts a resume (checked by content by the intake: PDF, DOCX
// or DOC, 5 MB, one file) on the candidate's profile, replacing the one
// before, and parses it into a draft the candidate reviews: nothing of the
// profile itself changes until they accept. A file the parser cannot read
// is still the profile's resume; its draft is empty and says why.
func (s *Service) UploadResume(ctx context.Context, f *intake.File) (*Draft, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, recruit.FieldError("resume", "Please choose a file")
	}
	data, err := io.ReadAll(io.LimitReader(f.Reader(), intake.MaxCareersResume+1))
	if err != nil {
		return nil, err
	}
	// The parse runs before the write, outside any transaction: it may
	// take seconds, and a write waiting on it would hold SQLite's lock.
	parse := s.Parse
	if parse == nil {
		parse = resume.Parse
	}
	parsed := parse(ctx, data, f.Name)
	key, err := s.Files.Save(ctx, intake.HubResume, id, f)
	if err != nil {
		return nil, err
	}
	var old string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if err := db.NewRaw(`SELECT resume_key FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &old); err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		if _, err := db.NewRaw(`UPDATE hub_candidates SET resume_key = ?, resume_name = ?, updated_at = ? WHERE id = ?`,
			key, f.Name, now, id).Exec(ctx); err != nil {
			return err
		}
		p, err := s.profileWhere(ctx, "id = ?", id)
		if err != nil {
			return err
		}
		d := draftFrom(parsed, p, s.now())
		items, err := json.Marshal(d)
		if err != nil {
			return err
		}
		_, err = db.NewRaw(`INSERT INTO hub_resume_drafts (hub_candidate_id, items, parse_error, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (hub_candidate_id) DO UPDATE SET items = excluded.items, parse_error = excluded.parse_error,
			created_at = excluded.created_at`, id, string(items), parsed.Error, now).Exec(ctx)
		if err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, errors.Join(err, s.Files.Delete(ctx, key))
	}
	if old != "" && old != key {
		_ = s.Files.Delete(ctx, old)
	}
	return s.ResumeDraft(ctx)
}
