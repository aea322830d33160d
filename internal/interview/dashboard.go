package interview

import (
	"context"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// dueScan bounds the ended interviews ScorecardsDue reads: the debrief
// rule is checked on each, so the count it gives is "at least" beyond it.
const dueScan = 200

// ScorecardsDue returns the interviews the actor sat on the panel of
// (not as a shadow) that have ended, with no scorecard of theirs for the
// round while the debrief is still open: the latest first, at most limit,
// and how many there are.
func (s *Service) ScorecardsDue(ctx context.Context, limit int) ([]*Interview, int, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSubmitScorecard)
	if err != nil {
		return nil, 0, err
	}
	var rows []Interview
	if err := s.DB.Conn(ctx).NewRaw(interviewSelect+` JOIN interview_panel p ON p.interview_id = i.id
		WHERE i.company_id = ? AND p.company_id = ? AND p.user_id = ? AND p.shadow = ? AND i.state IN (?, ?) AND i.ends_at <= ?
		AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.application_id = i.application_id AND s.round_id = i.round_id AND s.user_id = p.user_id)
		ORDER BY i.ends_at DESC, i.id DESC LIMIT ?`,
		companyID, companyID, actor.UserID, false, recruit.InterviewScheduled, recruit.InterviewCompleted, sqldb.NowIn(ctx), dueScan).Scan(ctx, &rows); err != nil {
		return nil, 0, err
	}
	out := []*Interview{}
	total := 0
	seen := map[[2]int64]bool{}
	for i := range rows {
		iv := &rows[i]
		// One card per round of an application, however many times it met.
		key := [2]int64{iv.ApplicationID, iv.RoundID}
		if seen[key] || !debriefOpen(iv.ApplicationState, iv.HeldFrom) {
			continue
		}
		seen[key] = true
		total++
		if len(out) < limit {
			out = append(out, iv)
		}
	}
	return out, total, nil
}
