package httpapi

import (
	"context"
	"net/http"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/billing"
	"hirekit/internal/intake"
	"hirekit/internal/screening"
)

// resumeURLTTL is how long a screening resume's signed URL lives: the
// table is re-read while anything processes and on focus, so an hour
// covers a person reading through it.
const resumeURLTTL = time.Hour

func (s *Server) candidateOut(c *screening.Candidate) apiv1.ScreeningCandidate {
	out := apiv1.ScreeningCandidate{ID: c.ID, Name: c.Name, Email: c.Email, PhoneNumber: c.PhoneNumber, Filename: c.Filename,
		GraduationYear: c.GraduationYear, PostGraduationYear: c.PostGraduationYear, Status: c.Status, Tags: c.Tags(),
		TagEvidence: c.Evidence(), Score: c.Score, Error: c.Error, Sample: c.Sample, Links: c.Links(), ScreenoJobID: c.JobID,
		JobTitle: c.JobTitle, CreatedAt: rfc3339(c.CreatedAt), ATSProvider: provider(c.ATSProvider)}
	if c.Status != screening.StatusParsed {
		out.Score = -1
	}
	if s.deps.Signer != nil {
		out.ResumeURL = s.deps.Signer.URL(c.BlobKey, resumeURLTTL)
	}
	return out
}

func (s *Server) candidatesOut(cs []screening.Candidate) []apiv1.ScreeningCandidate {
	out := make([]apiv1.ScreeningCandidate, 0, len(cs))
	for i := range cs {
		out = append(out, s.candidateOut(&cs[i]))
	}
	return out
}

// provider is an ATS provider for the wire: null for manual uploads.
func provider(p string) *string {
	if p == "" {
		return nil
	}
	return &p
}

func creditsOut(c billing.Credits) *apiv1.Credits {
	return &apiv1.Credits{AvailableCredits: c.Available, PendingCredits: c.Pending(), UsedCredits: c.Used,
		ReservedCredits: c.Reserved, ShareClaimed: c.ShareClaimed}
}

func filterOf(f apiv1.ScreeningFilter) screening.Filter {
	return screening.Filter{Query: f.Q, JobID: f.ScreenoJobID, Tags: f.Tags, ScoreBuckets: f.ScoreBuckets,
		GraduationFrom: f.GraduationYearMin, GraduationTo: f.GraduationYearMax, SortBy: f.SortBy, SortOrder: f.SortOrder,
		Page: f.Page, PerPage: f.PerPage}
}

// maxScreeningBatch bounds a whole upload: 100 files of 10 MB and the
// form around them (DESIGN.md).
const maxScreeningBatch = screening.MaxBatchFiles*intake.MaxScreeningResume + 1<<20

// uploadResumes takes the multipart form of POST screeno/upload-resumes.
// The permission (verified email, approved company) was checked before
// any of the body was read.
func (s *Server) uploadResumes(w http.ResponseWriter, r *http.Request) error {
	b, err := readBatch(r, maxScreeningBatch, []string{"resume_files[]", "resume_files"}, intake.ScreeningResume,
		screening.MaxBatchFiles, screening.ErrTooManyFiles)
	if err != nil {
		return err
	}
	defer b.Close()
	res, err := s.deps.Screening.UploadResumes(r.Context(), screening.UploadInput{JobTitle: b.values["screeno_job_title"], Files: b.files})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.ScreeningUploaded]{Data: &apiv1.ScreeningUploaded{
		Candidates: s.candidatesOut(res.Candidates), PendingCredits: res.PendingCredits}})
	return nil
}

func (s *Server) listResumes(ctx context.Context, req *apiv1.ScreeningListRequest) (*apiv1.ScreeningList, apiv1.Meta, error) {
	res, err := s.deps.Screening.ListResumes(ctx, screening.Filter{JobID: req.ScreenoJobID, Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	return &apiv1.ScreeningList{Candidates: s.candidatesOut(res.Candidates), PendingCredits: res.PendingCredits,
		IsNewAccount: res.IsNewAccount, Processing: res.Processing}, apiv1.Meta{Page: res.Page, PerPage: res.PerPage, Total: res.Total}, nil
}

func (s *Server) smartSearch(ctx context.Context, req *apiv1.ScreeningFilter) (*apiv1.ScreeningSearch, apiv1.Meta, error) {
	res, err := s.deps.Screening.SmartSearch(ctx, filterOf(*req))
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	processing, err := s.deps.Screening.Processing(ctx)
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	return &apiv1.ScreeningSearch{Candidates: s.candidatesOut(res.Candidates), Processing: processing},
		apiv1.Meta{Page: res.Page, PerPage: res.PerPage, Total: res.Total}, nil
}

func jobOut(j *screening.Job, counts bool) apiv1.ScreeningJob {
	out := apiv1.ScreeningJob{ID: j.ID, Title: j.Title, ATSProvider: provider(j.ATSProvider)}
	if counts {
		total := j.TotalCandidates
		out.TagCounts, out.TotalCandidates = j.TagCounts, &total
	}
	return out
}

func (s *Server) screeningJobs(ctx context.Context, req *apiv1.ScreeningJobsRequest) (*apiv1.ScreeningJobs, error) {
	counts := req.View == "table_view"
	jobs, err := s.deps.Screening.Jobs(ctx, counts)
	if err != nil {
		return nil, err
	}
	out := &apiv1.ScreeningJobs{Jobs: make([]apiv1.ScreeningJob, 0, len(jobs))}
	for i := range jobs {
		out.Jobs = append(out.Jobs, jobOut(&jobs[i], counts))
	}
	return out, nil
}

func (s *Server) screeningJob(ctx context.Context, req *apiv1.IDPath) (*apiv1.ScreeningJobDetail, error) {
	j, err := s.deps.Screening.Job(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.ScreeningJobDetail{ScreeningJob: jobOut(j, true), Candidates: s.candidatesOut(j.Candidates)}, nil
}

// downloadXLSX answers the spreadsheet as an attachment; the rows are read
// (and 'Not enough data!' answered) before anything is written.
func (s *Server) downloadXLSX(w http.ResponseWriter, r *http.Request) error {
	req := new(apiv1.ScreeningExportRequest)
	if err := decode(r, req); err != nil {
		return err
	}
	x, err := s.deps.Screening.DownloadXLSX(r.Context(), screening.ExportInput{ResumeIDs: req.ScreenoResumeIDs,
		Filter: filterOf(apiv1.ScreeningFilter{Q: req.Q, ScreenoJobID: req.ScreenoJobID, Tags: req.Tags, ScoreBuckets: req.ScoreBuckets,
			GraduationYearMin: req.GraduationYearMin, GraduationYearMax: req.GraduationYearMax, SortBy: req.SortBy, SortOrder: req.SortOrder})})
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", apiv1.XLSXMediaType)
	w.Header().Set("Content-Disposition", `attachment; filename="`+x.Filename+`"`)
	w.Header().Set("Cache-Control", "no-store")
	if _, err := x.WriteTo(w); err != nil {
		// The status is sent; all that is left is to log.
		s.log.ErrorContext(r.Context(), "write spreadsheet", "request_id", RequestID(r.Context()), "err", err)
	}
	return nil
}

func (s *Server) availableCredits(ctx context.Context, _ *apiv1.Empty) (*apiv1.Credits, error) {
	c, err := s.deps.Billing.Credits(ctx)
	if err != nil {
		return nil, err
	}
	return creditsOut(c), nil
}

func (s *Server) claimShareCredits(ctx context.Context, _ *apiv1.Empty) (*apiv1.Credits, error) {
	c, err := s.deps.Billing.ClaimShareCredits(ctx)
	if err != nil {
		return nil, err
	}
	return creditsOut(c), nil
}

func (s *Server) requestCallback(ctx context.Context, req *apiv1.CallbackRequest) (*apiv1.Empty, error) {
	kind := req.Kind
	if req.QueryKind != "" {
		kind = req.QueryKind
	}
	return &apiv1.Empty{}, s.deps.Screening.RequestCallback(ctx, kind)
}

func (s *Server) integrationsStatus(ctx context.Context, _ *apiv1.Empty) (*apiv1.IntegrationsStatus, error) {
	connected, cards, err := s.deps.Screening.Integrations(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.IntegrationsStatus{ExternalATSProvider: provider(connected), Integrations: []apiv1.IntegrationCard{}}
	for _, c := range cards {
		out.Integrations = append(out.Integrations, apiv1.IntegrationCard{Kind: c.Kind, Name: c.Name, Status: c.Status})
	}
	return out, nil
}
