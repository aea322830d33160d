package screening

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// UploadInput is one batch: a job title and the spooled files, in the
// order they came.
type UploadInput struct {
	JobTitle string
	Files    []*intake.File
}

// Uploaded is a batch's answer: its candidates, still processing, and the
// spendable credits left.
type Uploaded struct {
	Candidates     []Candidate
	PendingCredits int
}

// CheckUpload makes the spec's checks of a batch, in the spec's order
// after the permission's (verified email and approved company): files,
// then a job title. The handler calls it before reading further.
func CheckUpload(files int, title string) error {
	switch {
	case files > MaxBatchFiles:
		return ErrTooManyFiles
	case files == 0:
		return errNoFiles
	case strings.TrimSpace(title) == "":
		return errNoTitle
	case utf8.RuneCountInString(strings.TrimSpace(title)) > MaxTitle:
		return recruit.Errorf(recruit.EINVALID, "Job title is too long (at most %d characters)", MaxTitle)
	}
	return nil
}

// UploadResumes files a batch under its job (found by title, whatever its
// case, or created) and queues each file for parsing. Every file is saved
// first; then one transaction inserts a candidate per file in
// processing, reserves a credit for each (the whole batch or nothing:
// two batches racing for the last credits cannot both pass) and enqueues
// one parse job per file. If the transaction fails the saved files are
// removed again.
func (s *Service) UploadResumes(ctx context.Context, in UploadInput) (*Uploaded, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return nil, err
	}
	if err := CheckUpload(len(in.Files), in.JobTitle); err != nil {
		return nil, err
	}
	title := jobTitle(in.JobTitle)
	// A batch the balance cannot cover is refused before its files are
	// stored; the reservation below decides for batches that race.
	balance, err := s.Credits.Balance(ctx, companyID)
	if err != nil {
		return nil, err
	}
	if balance.Pending() < len(in.Files) {
		return nil, s.Credits.NotEnough(len(in.Files), balance.Pending())
	}
	keys, err := s.saveFiles(ctx, companyID, in.Files)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(in.Files))
	for i, f := range in.Files {
		names[i] = f.Name
	}
	out := &Uploaded{}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		ids, err := s.fileResumes(ctx, companyID, filing{Title: title}, names, keys)
		if err != nil {
			return err
		}
		// The answer is read in the same transaction: once it commits, a
		// worker may settle a file at once (a broken one in milliseconds),
		// and the batch's answer would then show a credit already given
		// back beside files still said to be processing.
		if out.Candidates, err = s.candidatesByID(ctx, companyID, ids); err != nil {
			return err
		}
		b, err := s.Credits.Balance(ctx, companyID)
		out.PendingCredits = b.Pending()
		return err
	})
	if err != nil {
		s.removeFiles(ctx, keys)
		return nil, err
	}
	return out, nil
}

// candidatesByID reads candidates of the company in the order of ids.
func (s *Service) candidatesByID(ctx context.Context, companyID int64, ids []int64) ([]Candidate, error) {
	out := make([]Candidate, 0, len(ids))
	for start := 0; start < len(ids); start += 500 {
		chunk := ids[start:min(start+500, len(ids))]
		var rows []Candidate
		if err := s.DB.Conn(ctx).NewRaw(`SELECT `+candidateColumns+` FROM screening_resumes r JOIN screening_jobs j ON j.id = r.job_id
			WHERE r.company_id = ? AND r.id IN (?)`, companyID, bun.In(chunk)).Scan(ctx, &rows); err != nil {
			return nil, err
		}
		byID := make(map[int64]Candidate, len(rows))
		for _, r := range rows {
			byID[r.ID] = r
		}
		for _, id := range chunk {
			if c, ok := byID[id]; ok {
				out = append(out, c)
			}
		}
	}
	return out, nil
}
