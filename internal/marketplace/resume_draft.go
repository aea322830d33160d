package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"hirekit/internal/recruit"
)

// ResumeDraft is the candidate's draft; "not found" when there is none.
func (s *Service) ResumeDraft(ctx context.Context) (*Draft, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	return s.draft(ctx, id)
}

func (s *Service) draft(ctx context.Context, id int64) (*Draft, error) {
	var row struct {
		Items      string    `bun:"items"`
		ParseError string    `bun:"parse_error"`
		CreatedAt  time.Time `bun:"created_at"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT items, parse_error, created_at FROM hub_resume_drafts WHERE hub_candidate_id = ?`, id).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "There is no resume draft to review")
	} else if err != nil {
		return nil, err
	}
	d := &Draft{}
	if err := json.Unmarshal([]byte(row.Items), d); err != nil {
		return nil, err
	}
	if d.Items == nil {
		d.Items = []DraftItem{}
	}
	d.ParseError, d.CreatedAt = row.ParseError, row.CreatedAt
	return d, nil
}
