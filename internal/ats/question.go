package ats

import (
	"context"
	"database/sql"
	"errors"

	"hirekit/internal/recruit"
)

// QuestionView is a screening question with its job, for the question page.
// Answers arrive with candidate applications.
type QuestionView struct {
	Question         Question
	RequisitionID    int64
	RequisitionTitle string
}

// QuestionByID returns a screening question of a job the actor may see.
func (s *Service) QuestionByID(ctx context.Context, id int64) (*QuestionView, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewQuestion)
	if err != nil {
		return nil, err
	}
	var q Question
	err = s.DB.Conn(ctx).NewRaw("SELECT * FROM screening_questions WHERE id = ? AND company_id = ?", id, companyID).Scan(ctx, &q)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Question not found")
	} else if err != nil {
		return nil, err
	}
	r, err := s.requisition(ctx, q.RequisitionID)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Question not found")
	} else if err != nil {
		return nil, err
	}
	return &QuestionView{Question: q, RequisitionID: r.ID, RequisitionTitle: r.Title}, nil
}

// Department is one of the company's departments: its id (which analytics
// filters take) and its title (which job forms take).
type Department struct {
	ID    int64  `bun:"id"`
	Title string `bun:"title"`
}

// Departments lists the company's departments.
func (s *Service) Departments(ctx context.Context) ([]Department, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewDepartments)
	if err != nil {
		return nil, err
	}
	out := []Department{}
	if err := s.DB.Conn(ctx).NewRaw("SELECT id, title FROM departments WHERE company_id = ? ORDER BY lower(title)", companyID).Scan(ctx, &out); err != nil {
		return nil, err
	}
	return out, nil
}
