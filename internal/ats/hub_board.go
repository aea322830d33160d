package ats

import (
	"context"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
)

// LiveRequisitions reports which of the jobs ids are live (on the careers
// page), for talenthub's jobs board: a board job closes when its
// requisition stops being live. It reads across companies on purpose,
// like HiringCompanies: whether a job is live is public, and nothing else
// is answered.
func (s *Service) LiveRequisitions(ctx context.Context, ids []int64) (map[int64]bool, error) {
	out := make(map[int64]bool, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var live []int64
	if err := s.DB.Conn(ctx).NewRaw("SELECT id FROM requisitions WHERE id IN (?) AND state = ?", bun.In(ids), string(recruit.ReqLive)).
		Scan(ctx, &live); err != nil {
		return nil, err
	}
	for _, id := range live {
		out[id] = true
	}
	return out, nil
}
