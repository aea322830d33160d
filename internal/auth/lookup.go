package auth

import (
	"context"
	"slices"

	"github.com/uptrace/bun"
)

// CompanyUsers returns the active users of the company among ids, by id
// (other packages check assignments with it).
func (s *Service) CompanyUsers(ctx context.Context, companyID int64, ids []int64) (map[int64]User, error) {
	out := map[int64]User{}
	if len(ids) == 0 {
		return out, nil
	}
	var users []User
	if err := s.DB.Conn(ctx).NewRaw("SELECT * FROM users WHERE company_id = ? AND active = ? AND id IN (?)", companyID, true, bun.In(ids)).Scan(ctx, &users); err != nil {
		return nil, err
	}
	for _, u := range users {
		out[u.ID] = u
	}
	return out, nil
}

// Agency is an agency a company works with.
type Agency struct {
	ID   int64  `bun:"id" json:"id"`
	Name string `bun:"name" json:"name"`
}

// CompanyAgencies returns the company's agencies among ids (all of them
// when ids is nil), by id.
func (s *Service) CompanyAgencies(ctx context.Context, companyID int64, ids []int64) (map[int64]Agency, error) {
	out := map[int64]Agency{}
	var list []Agency
	q := s.DB.Conn(ctx).NewSelect().Table("agencies").Column("id", "name").Where("company_id = ?", companyID)
	if ids != nil {
		if len(ids) == 0 {
			return out, nil
		}
		q = q.Where("id IN (?)", bun.In(ids))
	}
	if err := q.Scan(ctx, &list); err != nil {
		return nil, err
	}
	for _, a := range list {
		out[a.ID] = a
	}
	return out, nil
}

// CompanyName returns a company's name (for mail other packages send).
func (s *Service) CompanyName(ctx context.Context, companyID int64) (string, error) {
	c, err := s.companyByID(ctx, companyID)
	if err != nil {
		return "", err
	}
	return c.Name, nil
}

// Staff returns the active users of the company holding any of roles, by
// name (other packages pick mentionable colleagues from it).
func (s *Service) Staff(ctx context.Context, companyID int64, roles []string) ([]User, error) {
	var users []User
	if err := s.DB.Conn(ctx).NewRaw("SELECT * FROM users WHERE company_id = ? AND active = ? ORDER BY lower(name), id", companyID, true).Scan(ctx, &users); err != nil {
		return nil, err
	}
	out := users[:0]
	for _, u := range users {
		for _, r := range u.Roles() {
			if slices.Contains(roles, r) {
				out = append(out, u)
				break
			}
		}
	}
	return out, nil
}

// CompaniesByID returns the companies among ids, by id (the careers
// sitemap names each hiring company by its slug).
func (s *Service) CompaniesByID(ctx context.Context, ids []int64) (map[int64]Company, error) {
	out := map[int64]Company{}
	if len(ids) == 0 {
		return out, nil
	}
	var list []Company
	if err := s.DB.Conn(ctx).NewRaw("SELECT * FROM companies WHERE id IN (?)", bun.In(ids)).Scan(ctx, &list); err != nil {
		return nil, err
	}
	for _, c := range list {
		out[c.ID] = c
	}
	return out, nil
}
