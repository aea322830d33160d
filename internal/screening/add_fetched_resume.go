package screening

import (
	"context"
	"strings"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// FetchedResume is one resume another ATS holds for one of its jobs: it
// is filed under that job's title among the provider's screening jobs.
type FetchedResume struct {
	Provider string
	ATSJobID string
	JobTitle string
	File     *intake.File
}

// AddFetchedResume files a resume fetched from another ATS exactly as an
// upload files it (fileResumes): stored, a candidate in processing with
// its ats_provider, a credit reserved, its parse queued. once runs in the
// same transaction with the new candidate's id (the fetch records its
// once-only key there): when once fails, nothing stays, not the candidate,
// not the credit, not the file. Too few credits is ECONFLICT.
func (s *Service) AddFetchedResume(ctx context.Context, in FetchedResume, once func(ctx context.Context, candidateID int64) error) (int64, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermRunATSFetch)
	if err != nil {
		return 0, err
	}
	title := jobTitle(in.JobTitle)
	if title == "" {
		title = in.Provider + " job " + in.ATSJobID
	}
	title = clean(title, MaxTitle)
	if in.File == nil || strings.TrimSpace(in.Provider) == "" {
		return 0, recruit.Errorf(recruit.EINVALID, "A fetched resume needs a file and a provider")
	}
	keys, err := s.saveFiles(ctx, companyID, []*intake.File{in.File})
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		ids, err := s.fileResumes(ctx, companyID, filing{Title: title, ATSProvider: in.Provider, ATSJobID: in.ATSJobID},
			[]string{in.File.Name}, keys)
		if err != nil {
			return err
		}
		id = ids[0]
		return once(ctx, id)
	})
	if err != nil {
		s.removeFiles(ctx, keys)
		return 0, err
	}
	return id, nil
}
