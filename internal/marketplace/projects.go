package marketplace

import (
	"context"

	"hirekit/internal/sqldb"
)

// checkProject validates a project: a title, http(s) links, a description.
func checkProject(in Project) (Project, error) {
	var err error
	out := Project{ID: in.ID}
	if out.Title, err = required("title", "Title", in.Title, maxLine); err != nil {
		return out, err
	}
	if out.SourceCodeURL, _, err = webURL("source_code_link", "Source code link", in.SourceCodeURL); err != nil {
		return out, err
	}
	if out.WebsiteURL, _, err = webURL("website_link", "Website link", in.WebsiteURL); err != nil {
		return out, err
	}
	out.Description, err = field("description", "Description", in.Description, maxDescription, true)
	return out, err
}

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

// UpdateProject changes one of the candidate's projects.
func (s *Service) UpdateProject(ctx context.Context, in Project) (*Project, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	p, err := checkProject(in)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_projects SET title = ?, source_code_url = ?, website_url = ?, description = ?
			WHERE id = ? AND hub_candidate_id = ?`, p.Title, p.SourceCodeURL, p.WebsiteURL, p.Description, p.ID, id).Exec(ctx)
		return oneRow(res, err, "Project not found")
	})
	if err != nil {
		return nil, err
	}
	return &p, nil
}

// DeleteProject removes one of the candidate's projects.
func (s *Service) DeleteProject(ctx context.Context, projectID int64) error {
	return s.deleteOwn(ctx, "hub_projects", projectID, "Project not found")
}
