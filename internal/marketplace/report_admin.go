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

// ReportedProfile is one profile's reports as platform admins see them:
// counts, dates and the latest reports (reason and details, never who
// sent them).
type ReportedProfile struct {
	CandidateID int64     `bun:"id"`
	Username    string    `bun:"username"`
	Name        string    `bun:"name"`
	Listed      bool      `bun:"listed"`
	Hidden      bool      `bun:"hidden"`
	Total       int       `bun:"total"`
	Open        int       `bun:"open_count"`
	FirstAt     time.Time `bun:"first_at"`
	LastAt      time.Time `bun:"last_at"`
	// State is open while a report is open, else how the latest was
	// closed: dismissed or unlisted.
	State   string          `bun:"-"`
	Reports []ProfileReport `bun:"-"`
}

// ProfileReport is one report in an admin's list.
type ProfileReport struct {
	CandidateID int64     `bun:"hub_candidate_id"`
	Reason      string    `bun:"reason"`
	Details     string    `bun:"details"`
	State       string    `bun:"state"`
	At          time.Time `bun:"updated_at"`
}

// latestReports is how many of a profile's reports the list shows.
const latestReports = 5

// AdminReports lists reported profiles for platform admins: those with
// an open report (all: every reported profile), the ones with open
// reports first, then the most recently reported.
func (s *Service) AdminReports(ctx context.Context, all bool, page, perPage int) ([]ReportedProfile, int, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, 0, err
	}
	having := ""
	if !all {
		having = ` HAVING SUM(CASE WHEN r.state = 'open' THEN 1 ELSE 0 END) > 0`
	}
	var total int
	if err := s.DB.Conn(ctx).NewRaw(`SELECT COUNT(*) FROM (SELECT r.hub_candidate_id FROM hub_profile_reports r
		GROUP BY r.hub_candidate_id`+having+`) t`).Scan(ctx, &total); err != nil {
		return nil, 0, err
	}
	out, err := s.reportedProfiles(ctx, "1 = 1", nil, having, perPage, (page-1)*perPage)
	return out, total, err
}

// reportedProfiles reads the groups matching cond (on the candidate c),
// then their latest reports.
func (s *Service) reportedProfiles(ctx context.Context, cond string, args []any, having string, limit, offset int) ([]ReportedProfile, error) {
	db := s.DB.Conn(ctx)
	out := []ReportedProfile{}
	err := db.NewRaw(`SELECT c.id, c.username, c.name, c.listed, CASE WHEN c.admin_hidden_at IS NULL THEN 0 ELSE 1 END AS hidden,
		COUNT(*) AS total, SUM(CASE WHEN r.state = 'open' THEN 1 ELSE 0 END) AS open_count,
		MIN(r.created_at) AS first_at, MAX(r.updated_at) AS last_at
		FROM hub_profile_reports r JOIN hub_candidates c ON c.id = r.hub_candidate_id WHERE `+cond+`
		GROUP BY c.id, c.username, c.name, c.listed, c.admin_hidden_at`+having+`
		ORDER BY MAX(CASE WHEN r.state = 'open' THEN 1 ELSE 0 END) DESC, MAX(r.updated_at) DESC, c.id DESC LIMIT ? OFFSET ?`,
		append(args, limit, offset)...).Scan(ctx, &out)
	if err != nil || len(out) == 0 {
		return out, err
	}
	ids := make([]any, len(out))
	for i := range out {
		ids[i] = out[i].CandidateID
	}
	var reports []ProfileReport
	err = db.NewRaw(`SELECT hub_candidate_id, reason, details, state, updated_at FROM (
		SELECT hub_candidate_id, reason, details, state, updated_at,
			ROW_NUMBER() OVER (PARTITION BY hub_candidate_id ORDER BY updated_at DESC, id DESC) AS n
		FROM hub_profile_reports WHERE hub_candidate_id IN (?`+strings.Repeat(", ?", len(ids)-1)+`)) t
		WHERE n <= ? ORDER BY hub_candidate_id, n`, append(ids, latestReports)...).Scan(ctx, &reports)
	if err != nil {
		return nil, err
	}
	at := map[int64]int{}
	for i := range out {
		at[out[i].CandidateID] = i
		out[i].Reports = []ProfileReport{}
	}
	for _, r := range reports {
		p := &out[at[r.CandidateID]]
		p.Reports = append(p.Reports, r)
	}
	for i := range out {
		out[i].State = "open"
		if out[i].Open == 0 && len(out[i].Reports) > 0 {
			out[i].State = out[i].Reports[0].State
		}
	}
	return out, nil
}

// DismissReports closes a profile's open reports without acting on the
// profile (a platform admin found nothing wrong); a later report opens a
// new one. Answers the profile's reports as they now are.
func (s *Service) DismissReports(ctx context.Context, username string) (*ReportedProfile, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	name, err := NormalizeUsername(username)
	if err != nil {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "This profile has no reports")
	}
	var out *ReportedProfile
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var id int64
		err := s.DB.Conn(ctx).NewRaw(`SELECT id FROM hub_candidates WHERE username = ?`, name).Scan(ctx, &id)
		if errors.Is(err, sql.ErrNoRows) {
			return recruit.Errorf(recruit.ENOTFOUND, "This profile has no reports")
		} else if err != nil {
			return err
		}
		if err := s.closeReports(ctx, id, "dismissed"); err != nil {
			return err
		}
		ps, err := s.reportedProfiles(ctx, "c.id = ?", []any{id}, "", 1, 0)
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			return recruit.Errorf(recruit.ENOTFOUND, "This profile has no reports")
		}
		out = &ps[0]
		return nil
	})
	return out, err
}

// closeReports closes a candidate's open reports as dismissed or unlisted
// (SetCandidateHidden calls it in its transaction).
func (s *Service) closeReports(ctx context.Context, candidateID int64, state string) error {
	now := sqldb.NowIn(ctx)
	var by any
	if a := recruit.ActorFrom(ctx); a != nil && a.UserID != 0 {
		by = a.UserID
	}
	// updated_at stays: it is when the report was last sent.
	_, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_profile_reports SET state = ?, closed_at = ?, closed_by = ?
		WHERE hub_candidate_id = ? AND state = 'open'`, state, now, by, candidateID).Exec(ctx)
	return err
}
