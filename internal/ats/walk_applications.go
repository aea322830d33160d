package ats

import (
	"context"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// ExportRow is a line of the candidate list with the fields an export may
// add to it: what the candidate page shows of the application.
type ExportRow struct {
	ApplicationRow
	Phone          string `bun:"phone"`
	CurrentCTC     *int64 `bun:"current_ctc"`
	ExpectedCTC    *int64 `bun:"expected_ctc"`
	SalaryCurrency string `bun:"salary_currency"`
	NoticePeriod   string `bun:"notice_period"`
	AgencyName     string `bun:"agency_name"`
	ReferrerName   string `bun:"referrer_name"`
	// Tags are the application's tag titles, in order.
	Tags []string `bun:"-"`
}

// exportColumns are an ExportRow's columns over alias a.
var exportColumns = listColumns(applicationEmail) + `,
	(SELECT c.phone FROM candidates c WHERE c.id = a.candidate_id) AS phone, a.current_ctc, a.expected_ctc, a.salary_currency, a.notice_period,
	(SELECT g.name FROM agencies g WHERE g.id = a.agency_id) AS agency_name, (SELECT u.name FROM users u WHERE u.id = a.referred_by) AS referrer_name`

// WalkApplications reads every application the candidate list q selects
// for the actor (its filter, view and the actor's row rules: the list's
// own conditions, listWhere) newest first, batch rows at a time, and
// hands each batch to visit, so an export of any size holds one batch in
// memory. It pages by keyset on (created_at, id), not by offset, so each
// batch costs the same however deep the walk is. q's sort and paging are
// ignored. Agencies, whose list joins their repeat submissions, are not
// served.
func (s *Service) WalkApplications(ctx context.Context, q ApplicationQuery, now time.Time, batch int, visit func([]ExportRow) error) error {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermListApplications)
	if err != nil {
		return err
	}
	if agencyScoped(actor) {
		return recruit.Errorf(recruit.EFORBIDDEN, "You cannot access this page.")
	}
	q.Sort = "newest"
	lc, err := s.listWhere(actor, companyID, &q, now)
	if err != nil {
		return err
	}
	if batch < 1 {
		batch = 1000
	}
	where := lc.where + lc.statusCond
	baseArgs := append(append([]any{}, lc.args...), lc.statusArgs...)
	var after *ExportRow
	for {
		cond, args := where, append([]any{}, baseArgs...)
		if after != nil {
			// Row values compare (created_at, id) as the ORDER BY does, on
			// both engines.
			cond += " AND (a.created_at, a.id) < (?, ?)"
			args = append(args, after.CreatedAt, after.ID)
		}
		rows := make([]ExportRow, 0, batch)
		if err := s.DB.Conn(ctx).NewRaw("SELECT "+exportColumns+" FROM candidate_applications a"+cond+" ORDER BY a.created_at DESC, a.id DESC LIMIT ?",
			append(args, batch)...).Scan(ctx, &rows); err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil
		}
		if err := s.tagTitles(ctx, rows); err != nil {
			return err
		}
		if err := visit(rows); err != nil {
			return err
		}
		if len(rows) < batch {
			return nil
		}
		last := rows[len(rows)-1]
		after = &last
	}
}

// tagTitles fills the rows' tag titles with one query for the batch.
func (s *Service) tagTitles(ctx context.Context, rows []ExportRow) error {
	at := make(map[int64]int, len(rows))
	args := make([]any, 0, len(rows))
	for i, r := range rows {
		at[r.ID] = i
		args = append(args, r.ID)
	}
	var tags []struct {
		ApplicationID int64  `bun:"application_id"`
		Title         string `bun:"title"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT t.application_id, g.title FROM application_tags t JOIN ats_tags g ON g.id = t.tag_id WHERE t.application_id IN ("+
		strings.TrimSuffix(strings.Repeat("?, ", len(args)), ", ")+") ORDER BY g.title, g.id", args...).Scan(ctx, &tags); err != nil {
		return err
	}
	for _, t := range tags {
		i := at[t.ApplicationID]
		rows[i].Tags = append(rows[i].Tags, t.Title)
	}
	return nil
}
