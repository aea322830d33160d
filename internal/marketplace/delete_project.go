package marketplace

import "context"

// DeleteProject removes one of the candidate's projects.
func (s *Service) DeleteProject(ctx context.Context, projectID int64) error {
	return s.deleteOwn(ctx, "hub_projects", projectID, "Project not found")
}
