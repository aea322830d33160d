package screening

import (
	"context"
	"time"

	"hirekit/internal/recruit"
)

// CallbackRequest is one REQUEST CALLBACK a company made, as the
// platform's leads list it.
type CallbackRequest struct {
	CompanyID   int64     `bun:"company_id"`
	CompanyName string    `bun:"company_name"`
	CompanySlug string    `bun:"company_slug"`
	Kind        string    `bun:"kind"`
	Email       string    `bun:"email"`
	CreatedAt   time.Time `bun:"created_at"`
}

// CallbackRequests is the newest callback requests of every company, at
// most limit, for platform admins (talenthub's leads page).
func (s *Service) CallbackRequests(ctx context.Context, limit int) ([]CallbackRequest, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	out := []CallbackRequest{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT r.company_id, c.name AS company_name, c.slug AS company_slug, r.kind, COALESCE(u.email, '') AS email, r.created_at
		FROM screeno_callback_requests r JOIN companies c ON c.id = r.company_id LEFT JOIN users u ON u.id = r.user_id
		ORDER BY r.id DESC LIMIT ?`, limit).Scan(ctx, &out)
	return out, err
}
