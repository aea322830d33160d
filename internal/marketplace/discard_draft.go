package marketplace

import "context"

// DiscardDraft drops the candidate's draft; the resume stays.
func (s *Service) DiscardDraft(ctx context.Context) error {
	id, err := ownID(ctx)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`DELETE FROM hub_resume_drafts WHERE hub_candidate_id = ?`, id).Exec(ctx)
		return oneRow(res, err, "There is no resume draft to review")
	})
}
