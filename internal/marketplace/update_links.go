package marketplace

import "context"

// UpdateLinks replaces the candidate's social links with in.
func (s *Service) UpdateLinks(ctx context.Context, in map[string]string) (*Profile, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	links, err := CheckLinks(in)
	if err != nil {
		return nil, err
	}
	if err := s.setLinks(ctx, id, links); err != nil {
		return nil, err
	}
	return s.OwnProfile(ctx)
}
