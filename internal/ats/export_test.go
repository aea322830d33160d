package ats

import (
	"context"

	"hirekit/internal/resume"
)

// StoreParsed lets tests store a parse result without a resume file.
func (s *Service) StoreParsed(ctx context.Context, companyID, appID int64, res resume.Result) error {
	return s.storeParsed(ctx, companyID, appID, res)
}
