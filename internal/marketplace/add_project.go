package marketplace

import (
	"context"

	"hirekit/internal/sqldb"
)

// AddProject adds a project to the candidate's profile.
func (s *Service) AddProject(ctx context.Context, in Project) (*Project, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	p, err := checkProject(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.roomFor(ctx, "hub_projects", id); err != nil {
			return err
		}
		return s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_projects (hub_candidate_id, title, source_code_url, website_url, description, created_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, id, p.Title, p.SourceCodeURL, p.WebsiteURL, p.Description, sqldb.NowIn(ctx)).Scan(ctx, &p.ID)
	})
	if err != nil {
		return nil, err
	}
	return &p, nil
}
