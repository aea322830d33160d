package screening_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/riverqueue/river"

	"hirekit/internal/apptest"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/screening"
	"hirekit/internal/sqldb"
)

// TestUploadParsesEachFileAndChargesOnlyParsed runs a batch through the
// real queue and parser: two resumes and a file that is a PDF by its
// first bytes only.
func TestUploadParsesEachFileAndChargesOnlyParsed(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "screen")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		jobs := apptest.WatchJobs(t, a.Queue)
		files := append(pdfs(t, 2), spool(t, "broken.pdf", []byte("%PDF-1.7\nthis is not a real PDF at all")))
		up, err := a.Screening.UploadResumes(ctx, screening.UploadInput{JobTitle: "  Backend   Engineer ", Files: files})
		if err != nil {
			t.Fatal(err)
		}
		if len(up.Candidates) != 3 || up.PendingCredits != 47 {
			t.Fatalf("uploaded %d candidates with %d credits left, want 3 and 47", len(up.Candidates), up.PendingCredits)
		}
		for i, c := range up.Candidates {
			if c.Status != screening.StatusProcessing || c.JobTitle != "Backend Engineer" || c.Filename != files[i].Name {
				t.Errorf("candidate %d: %+v, want processing under Backend Engineer named %s", i, c, files[i].Name)
			}
		}
		jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 3)

		list, err := a.Screening.ListResumes(ctx, screening.Filter{})
		if err != nil {
			t.Fatal(err)
		}
		if list.Total != 3 || list.Processing != 0 || list.IsNewAccount || list.PendingCredits != 48 {
			t.Errorf("list: total %d, processing %d, new %v, pending %d; want 3, 0, false, 48", list.Total, list.Processing, list.IsNewAccount, list.PendingCredits)
		}
		byName := map[string]screening.Candidate{}
		for _, c := range list.Candidates {
			byName[c.Filename] = c
		}
		want := fixture.SamplePerson()
		for _, name := range []string{"cv1.pdf", "cv2.pdf"} {
			c := byName[name]
			if c.Status != screening.StatusParsed || c.Email != want.Email || len(c.Tags()) == 0 || c.Score < 0 {
				t.Errorf("%s: status %s, email %q, tags %v, score %v; want parsed with the sample's email, tags and a score", name, c.Status, c.Email, c.Tags(), c.Score)
			}
			for _, tag := range c.Tags() {
				if tag != resume.TagNone && c.Evidence()[tag] == "" {
					t.Errorf("%s: tag %q has no evidence line", name, tag)
				}
			}
		}
		if c := byName["broken.pdf"]; c.Status != screening.StatusError || c.Error == "" || c.Score != -1 {
			t.Errorf("broken.pdf: %s %q score %v, want error with a reason and score -1", c.Status, c.Error, c.Score)
		}
		wantCredits(t, a.Billing, tm.Company.ID, 2, 0, 48)

		t.Run("TheSameTitleIsTheSameJob", func(t *testing.T) {
			again, err := a.Screening.UploadResumes(ctx, screening.UploadInput{JobTitle: "backend engineer", Files: pdfs(t, 1)})
			if err != nil {
				t.Fatal(err)
			}
			if again.Candidates[0].JobID != up.Candidates[0].JobID {
				t.Errorf("job %d, want %d", again.Candidates[0].JobID, up.Candidates[0].JobID)
			}
			jobs.Wait(t, screening.ParseResumeArgs{}.Kind(), 4)
		})
	})
}

func TestParseJobs(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "jobs")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		sys := system(ctxT(t), tm.Company.ID)
		parsed := resume.Result{Name: "Asha Rao", Email: "asha@example.com", Tags: []string{resume.TagTopCompany},
			Evidence: map[string]string{resume.TagTopCompany: "Software Engineer, Google"}, Score: 2.5, Text: "Python Django"}
		s, q := heldService(a, map[string]resume.Result{"cv1.pdf": parsed, "cv2.pdf": parsed, "cv3.pdf": parsed})
		up, err := s.UploadResumes(ctx, screening.UploadInput{JobTitle: "Data", Files: pdfs(t, 3)})
		if err != nil {
			t.Fatal(err)
		}
		if len(q.jobs) != 3 || q.jobs[0].ResumeID != up.Candidates[0].ID {
			t.Fatalf("queued %+v, want one job per candidate", q.jobs)
		}
		wantCredits(t, a.Billing, tm.Company.ID, 0, 3, 47)
		worker := &screening.ParseResumeWorker{Screening: s}
		work := func(id int64) error {
			return worker.Work(sys, &river.Job[screening.ParseResumeArgs]{Args: screening.ParseResumeArgs{ResumeID: id, CompanyID: tm.Company.ID}})
		}

		t.Run("RetriedAndDuplicatedJobsChargeOnce", func(t *testing.T) {
			id := up.Candidates[0].ID
			var wg sync.WaitGroup
			for range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if err := work(id); err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			if err := work(id); err != nil {
				t.Fatal(err)
			}
			if st, _ := statusOf(t, a, sys, id); st != screening.StatusParsed {
				t.Errorf("status %s, want parsed", st)
			}
			wantCredits(t, a.Billing, tm.Company.ID, 1, 2, 47)
			var texts int
			if err := db.Read.NewRaw("SELECT count(*) FROM screening_texts WHERE resume_id = ?", id).Scan(sys, &texts); err != nil || texts != 1 {
				t.Errorf("%d text rows (%v), want 1", texts, err)
			}
		})
		t.Run("AMissingFileEndsInErrorAndFree", func(t *testing.T) {
			c := up.Candidates[1]
			if err := a.Files.Delete(sys, c.BlobKey); err != nil {
				t.Fatal(err)
			}
			if err := work(c.ID); err != nil {
				t.Fatalf("work = %v, want the job to end cleanly", err)
			}
			if st, reason := statusOf(t, a, sys, c.ID); st != screening.StatusError || reason != screening.ErrFileMissing {
				t.Errorf("status %s %q, want error %q", st, reason, screening.ErrFileMissing)
			}
			wantCredits(t, a.Billing, tm.Company.ID, 1, 1, 48)
		})
		t.Run("AStoppedParseStoresNothing", func(t *testing.T) {
			c := up.Candidates[2]
			stopped, cancel := context.WithCancel(sys)
			cancel()
			if err := s.ParseResume(stopped, c.ID); err == nil {
				t.Error("a parse whose context ended = nil error, want it retried")
			}
			if st, _ := statusOf(t, a, sys, c.ID); st != screening.StatusProcessing {
				t.Errorf("status %s, want still processing", st)
			}
			wantCredits(t, a.Billing, tm.Company.ID, 1, 1, 48)
		})
		t.Run("AnotherCompanysJobIsCancelled", func(t *testing.T) {
			other := apptest.MustTeam(t, a, "jobs-other")
			err := worker.Work(system(ctxT(t), other.Company.ID), &river.Job[screening.ParseResumeArgs]{
				Args: screening.ParseResumeArgs{ResumeID: up.Candidates[2].ID, CompanyID: other.Company.ID}})
			if err == nil || !strings.Contains(err.Error(), "not found") {
				t.Errorf("work for another company = %v, want a cancelled job", err)
			}
		})
		t.Run("OnlyTheSystemStoresResults", func(t *testing.T) {
			if err := s.ParseResume(ctx, up.Candidates[2].ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("an admin storing a parse = %v, want forbidden", err)
			}
		})
	})
}

// TestConcurrentBatches races two batches for credits that cover one:
// one is refused, nothing goes below zero, and the refused batch leaves
// no rows and no files behind.
func TestConcurrentBatches(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "race")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		s, _ := heldService(a, nil)
		batches := [][]*intake.File{pdfs(t, 30), pdfs(t, 30)}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i := range batches {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.UploadResumes(ctx, screening.UploadInput{JobTitle: "Race", Files: batches[i]})
			}()
		}
		wg.Wait()
		refused := 0
		for _, err := range errs {
			if err != nil {
				refused++
				if !strings.HasPrefix(recruit.ErrorMessage(err), "Not enough credits: this batch has 30 resumes and ") {
					t.Errorf("refusal %q", recruit.ErrorMessage(err))
				}
			}
		}
		if refused != 1 {
			t.Fatalf("%d batches refused (%v), want 1", refused, errs)
		}
		wantCredits(t, a.Billing, tm.Company.ID, 0, 30, 20)
		var rows int
		if err := db.Read.NewRaw("SELECT count(*) FROM screening_resumes WHERE company_id = ?", tm.Company.ID).Scan(ctx, &rows); err != nil || rows != 30 {
			t.Errorf("%d candidates (%v), want 30", rows, err)
		}
		keys, err := apptest.BlobKeys(a.Config.BlobURL)
		if err != nil || len(keys) != 30 {
			t.Errorf("%d stored files (%v), want 30", len(keys), err)
		}
	})
}
