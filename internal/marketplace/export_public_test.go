package marketplace

import "context"

// SetListsForTest makes every profile read fill its lists with fill (the
// lists' tables belong to the profile store); restore puts the loader back.
func SetListsForTest(fill func(p *Profile)) (restore func()) {
	old := loadLists
	loadLists = func(ctx context.Context, s *Service, p *Profile) error {
		fill(p)
		return nil
	}
	return func() { loadLists = old }
}
