// Package feedback keeps what users tell us about the product through the
// shell's feedback form, for platform admins to read.
package feedback

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Entry is one piece of feedback.
type Entry struct {
	ID          int64     `bun:"id"`
	CompanyID   *int64    `bun:"company_id"`
	CompanyName *string   `bun:"company_name"`
	UserID      int64     `bun:"user_id"`
	UserEmail   string    `bun:"user_email"`
	ProductName string    `bun:"product_name"`
	Description string    `bun:"description"`
	Score       int       `bun:"score"`
	CreatedAt   time.Time `bun:"created_at"`
}

// Service stores and lists feedback.
type Service struct {
	DB *sqldb.DB
}

// Submit stores the actor's feedback: a score from 1 to 10 is required.
func (s *Service) Submit(ctx context.Context, product, description string, score int) error {
	if err := recruit.Require(ctx, recruit.PermSubmitFeedback); err != nil {
		return err
	}
	actor := recruit.ActorFrom(ctx)
	product, description = strings.TrimSpace(product), strings.TrimSpace(description)
	if score == 0 {
		return recruit.FieldError("score", "Please select a score value")
	}
	if score < 1 || score > 10 {
		return recruit.FieldError("score", "Score must be from 1 to 10")
	}
	if product == "" {
		product = "ats"
	}
	if utf8.RuneCountInString(product) > 50 || utf8.RuneCountInString(description) > 5000 {
		return recruit.Errorf(recruit.EINVALID, "Feedback is too long")
	}
	var company any
	if actor.CompanyID != 0 {
		company = actor.CompanyID
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO product_feedback (company_id, user_id, product_name, description, score, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, company, actor.UserID, product, description, score, sqldb.NowIn(ctx)).Exec(ctx)
		return err
	})
}

// List returns feedback newest first, for platform admins.
func (s *Service) List(ctx context.Context, page, perPage int) ([]Entry, int, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM product_feedback").Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []Entry{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT f.id, f.company_id, c.name AS company_name, f.user_id, u.email AS user_email,
		f.product_name, f.description, f.score, f.created_at
		FROM product_feedback f JOIN users u ON u.id = f.user_id LEFT JOIN companies c ON c.id = f.company_id
		ORDER BY f.id DESC LIMIT ? OFFSET ?`, perPage, (page-1)*perPage).Scan(ctx, &out)
	return out, total, err
}
