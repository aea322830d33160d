package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// AdminCandidate is a candidate as talenthub operations list them.
type AdminCandidate struct {
	ID           int64      `bun:"id"`
	Username     string     `bun:"username"`
	Name         string     `bun:"name"`
	Email        string     `bun:"email"`
	Listed       bool       `bun:"listed"`
	HiddenAt     *time.Time `bun:"admin_hidden_at"`
	HiddenReason string     `bun:"admin_hidden_reason"`
	CreatedAt    time.Time  `bun:"created_at"`
}

// AdminCandidates lists candidates newest first for platform admins,
// filtered by a part of the username, name or email.
func (s *Service) AdminCandidates(ctx context.Context, query string, page, perPage int) ([]AdminCandidate, int, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, 0, err
	}
	where, args := "1 = 1", []any{}
	if q := strings.ToLower(strings.TrimSpace(query)); q != "" {
		if len(q) > 100 {
			return nil, 0, recruit.FieldError("q", "The search is at most 100 characters")
		}
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(q) + "%"
		where = `(username LIKE ? ESCAPE '\' OR LOWER(name) LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\')`
		args = append(args, like, like, like)
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw(`SELECT COUNT(*) FROM hub_candidates WHERE `+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out := []AdminCandidate{}
	err := s.DB.Conn(ctx).NewRaw(`SELECT id, username, name, email, listed, admin_hidden_at, admin_hidden_reason, created_at
		FROM hub_candidates WHERE `+where+` ORDER BY id DESC LIMIT ? OFFSET ?`,
		append(args, perPage, (page-1)*perPage)...).Scan(ctx, &out)
	return out, total, err
}

// SetCandidateHidden takes a candidate's profile off the public listing
// (hidden, with a reason the admin gives) or lifts that (then the
// candidate may list it again in their visibility settings).
func (s *Service) SetCandidateHidden(ctx context.Context, id int64, hidden bool, reason string) (*AdminCandidate, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	reason = strings.TrimSpace(reason)
	if hidden && reason == "" {
		return nil, recruit.FieldError("reason", "Please say why the profile is unlisted")
	}
	if len(reason) > 500 {
		return nil, recruit.FieldError("reason", "The reason is at most 500 characters")
	}
	var out AdminCandidate
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		now := sqldb.NowIn(ctx)
		var err error
		if hidden {
			_, err = db.NewRaw(`UPDATE hub_candidates SET listed = ?, admin_hidden_at = COALESCE(admin_hidden_at, ?), admin_hidden_reason = ?,
				updated_at = ? WHERE id = ?`, false, now, reason, now, id).Exec(ctx)
			if err == nil {
				// Unlisting is the answer to the profile's open reports:
				// closed with it, all or nothing.
				err = s.closeReports(ctx, id, "unlisted")
			}
		} else {
			_, err = db.NewRaw(`UPDATE hub_candidates SET admin_hidden_at = NULL, admin_hidden_reason = '', updated_at = ? WHERE id = ?`,
				now, id).Exec(ctx)
		}
		if err != nil {
			return err
		}
		err = db.NewRaw(`SELECT id, username, name, email, listed, admin_hidden_at, admin_hidden_reason, created_at
			FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &out)
		if errors.Is(err, sql.ErrNoRows) {
			return recruit.Errorf(recruit.ENOTFOUND, "This candidate does not exist")
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// errHiddenByAdmin answers a candidate who lists a profile an admin took
// off the listing.
var errHiddenByAdmin = recruit.FieldError("listed", "The talenthub team unlisted your profile. Please contact support to list it again.")

// checkListable refuses to list a profile a platform admin hid
// (SaveVisibility calls it in its transaction).
func (s *Service) checkListable(ctx context.Context, id int64, listed bool) error {
	if !listed {
		return nil
	}
	var n int
	if err := s.DB.Conn(ctx).NewRaw(`SELECT COUNT(*) FROM hub_candidates WHERE id = ? AND admin_hidden_at IS NOT NULL`, id).Scan(ctx, &n); err != nil {
		return err
	}
	if n > 0 {
		return errHiddenByAdmin
	}
	return nil
}
