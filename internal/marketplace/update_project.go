package marketplace

import "context"

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
