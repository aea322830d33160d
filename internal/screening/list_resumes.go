package screening

import (
	"context"

	"hirekit/internal/recruit"
)

// Listing is the dashboard's list (GET screeno/list-resumes): a page of
// the newest candidates, the spendable credits, whether the company has
// never uploaded (the 'How it works?' dialog opens for it), and how many
// candidates are still processing (the page polls while any are).
type Listing struct {
	Result
	PendingCredits int
	IsNewAccount   bool
	Processing     int
}

// ListResumes reads the dashboard's list. It needs no verified email: an
// account that cannot upload yet still sees its (empty) table and
// credits.
func (s *Service) ListResumes(ctx context.Context, f Filter) (*Listing, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	f.Query = "" // the boolean search is smart-search's
	// The first read opens the company's credit account if it has none
	// (a write), so the snapshot below only reads.
	if _, err := s.Credits.Balance(ctx, companyID); err != nil {
		return nil, err
	}
	var out *Listing
	err = s.DB.ReadSnapshot(ctx, func(ctx context.Context) error {
		res, err := s.search(ctx, companyID, f)
		if err != nil {
			return err
		}
		out = &Listing{Result: *res}
		credits, err := s.Credits.Balance(ctx, companyID)
		if err != nil {
			return err
		}
		out.PendingCredits = credits.Pending()
		var uploaded bool
		if err := s.DB.Conn(ctx).NewRaw("SELECT EXISTS (SELECT 1 FROM screening_resumes WHERE company_id = ?)", companyID).Scan(ctx, &uploaded); err != nil {
			return err
		}
		out.IsNewAccount = !uploaded
		out.Processing, err = s.processing(ctx, companyID)
		return err
	})
	return out, err
}

// processing counts the company's candidates still being parsed (a
// partial index holds exactly those).
func (s *Service) processing(ctx context.Context, companyID int64) (int, error) {
	var n int
	err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM screening_resumes WHERE company_id = ? AND status = ?",
		companyID, StatusProcessing).Scan(ctx, &n)
	return n, err
}

// Processing counts the company's candidates still being parsed, for
// smart-search's answer.
func (s *Service) Processing(ctx context.Context) (int, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return 0, err
	}
	return s.processing(ctx, companyID)
}
