package auth

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Designation is an internal grade of a company.
type Designation struct {
	ID        int64     `bun:"id"`
	CompanyID int64     `bun:"company_id"`
	Title     string    `bun:"title"`
	CreatedAt time.Time `bun:"created_at"`
}

// Designations lists the actor's company's designations by title.
func (s *Service) Designations(ctx context.Context) ([]Designation, error) {
	if err := recruit.Require(ctx, recruit.PermViewDesignations); err != nil {
		return nil, err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return nil, err
	}
	out := []Designation{}
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM designations WHERE company_id = ? ORDER BY lower(title), id", companyID).Scan(ctx, &out)
	return out, err
}

func cleanTitle(title string) (string, error) {
	title = strings.TrimSpace(title)
	if title == "" {
		return "", recruit.FieldError("title", "Please enter a title")
	}
	if len(title) > 100 {
		return "", recruit.FieldError("title", "Title must be at most 100 characters")
	}
	return title, nil
}

// AddDesignation creates a designation.
func (s *Service) AddDesignation(ctx context.Context, title string) (*Designation, error) {
	return s.saveDesignation(ctx, 0, title)
}

// RenameDesignation renames a designation of the company; any other id is
// not found.
func (s *Service) RenameDesignation(ctx context.Context, id int64, title string) (*Designation, error) {
	if err := recruit.Require(ctx, recruit.PermManageDesignations); err != nil {
		return nil, err
	}
	if id <= 0 {
		return nil, errDesignationNotFound
	}
	return s.saveDesignation(ctx, id, title)
}

var errDesignationNotFound = recruit.Errorf(recruit.ENOTFOUND, "Designation not found")

// saveDesignation creates (id 0) or renames a designation.
func (s *Service) saveDesignation(ctx context.Context, id int64, title string) (*Designation, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageDesignations)
	if err != nil {
		return nil, err
	}
	if title, err = cleanTitle(title); err != nil {
		return nil, err
	}
	var out Designation
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var err error
		if id == 0 {
			err = s.DB.Conn(ctx).NewRaw("INSERT INTO designations (company_id, title, created_at) VALUES (?, ?, ?) RETURNING id",
				companyID, title, sqldb.NowIn(ctx)).Scan(ctx, &id)
		} else {
			var res sql.Result
			res, err = s.DB.Conn(ctx).NewRaw("UPDATE designations SET title = ? WHERE id = ? AND company_id = ?", title, id, companyID).Exec(ctx)
			if err == nil {
				if n, _ := res.RowsAffected(); n == 0 {
					return errDesignationNotFound
				}
			}
		}
		if sqldb.IsUniqueViolation(err) {
			return recruit.FieldError("title", "This designation already exists")
		} else if err != nil {
			return err
		}
		return s.DB.Conn(ctx).NewRaw("SELECT * FROM designations WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &out)
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteDesignation removes a designation. Users keep the title they were
// given (it is copied onto them, not referenced).
func (s *Service) DeleteDesignation(ctx context.Context, id int64) error {
	if err := recruit.Require(ctx, recruit.PermManageDesignations); err != nil {
		return err
	}
	companyID, err := recruit.ActorFrom(ctx).Company()
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw("DELETE FROM designations WHERE id = ? AND company_id = ?", id, companyID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "Designation not found")
		}
		return nil
	})
}
