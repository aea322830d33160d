package privacy

import (
	"context"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Actions this package records in the audit log (auth records role,
// activation and feature changes: auth.AuditRoles…). A detail never holds
// what an erasure removed: it names rows by id.
const (
	ActionErase          = "candidate.erase"
	ActionExport         = "candidate.export"
	ActionRetention      = "company.retention"
	ActionRetentionErase = "retention.erase"
	ActionRequestDone    = "data_request.fulfil"
	ActionRequestDecline = "data_request.decline"
	ActionCareersPage    = "company.careers_page"
)

// audit records one action in the ctx transaction; userID 0 is Hirekit
// itself (the retention job).
func (s *Service) audit(ctx context.Context, companyID, userID int64, action, detail string) error {
	return Record(ctx, s.DB, companyID, userID, action, detail)
}

// Record writes one line of a company's audit log in the ctx transaction,
// so the line exists exactly when the action does. Other packages record
// their settings changes through it (careers).
func Record(ctx context.Context, db *sqldb.DB, companyID, userID int64, action, detail string) error {
	var user any
	if userID != 0 {
		user = userID
	}
	_, err := db.Conn(ctx).NewRaw("INSERT INTO audit_log (user_id, company_id, action, detail, ip, created_at) VALUES (?, ?, ?, ?, '', ?)",
		user, companyID, action, detail, sqldb.NowIn(ctx)).Exec(ctx)
	return err
}

// AuditEntry is one line of the audit log.
type AuditEntry struct {
	ID        int64     `bun:"id"`
	UserID    *int64    `bun:"user_id"`
	UserName  string    `bun:"user_name"`
	UserEmail string    `bun:"user_email"`
	Action    string    `bun:"action"`
	Detail    string    `bun:"detail"`
	CreatedAt time.Time `bun:"created_at"`
}

// AuditLog is a page (from 1, perPage lines of at most 100) of the
// company's audit log, newest first, with the total count.
func (s *Service) AuditLog(ctx context.Context, page, perPage int) ([]AuditEntry, int, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewAuditLog)
	if err != nil {
		return nil, 0, err
	}
	if page < 1 || page > 100000 || perPage < 1 || perPage > 100 {
		return nil, 0, recruit.Errorf(recruit.EINVALID, "Please choose a page from 1, of 1 to 100 lines")
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM audit_log WHERE company_id = ?", companyID).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []AuditEntry{}
	err = s.DB.Conn(ctx).NewRaw(`SELECT l.id, l.user_id, COALESCE(u.name, '') AS user_name, COALESCE(u.email, '') AS user_email, l.action, l.detail, l.created_at
		FROM audit_log l LEFT JOIN users u ON u.id = l.user_id WHERE l.company_id = ? ORDER BY l.id DESC LIMIT ? OFFSET ?`,
		companyID, perPage, (page-1)*perPage).Scan(ctx, &out)
	return out, total, err
}
