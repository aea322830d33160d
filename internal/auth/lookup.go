package auth

import (
	"context"

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
