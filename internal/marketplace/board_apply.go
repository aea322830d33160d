package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"hirekit/internal/ats"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// SubmitBoardApplication is quick apply: the signed-in candidate applies
// to a board job with their profile. Refused, in this order: a closed job
// ('Not accepting applications right now!'), one already applied to, an
// unmet requirement ('Please match all requirements to apply'), then a
// missing phone, resume or completion over 60%.
//
// The application goes through the ATS's own use case, the one the
// careers form uses (ats.AddApplication as the company's applicant), with
// source talenthub, the profile's name, verified email, phone and years of
// experience, and its resume as the attached file. The quick apply is
// recorded in the same transaction, once per candidate and job: a second
// or concurrent apply is answered "already applied" and adds nothing.
func (s *Service) SubmitBoardApplication(ctx context.Context, companySlug, jobSlug string) error {
	id, err := ownID(ctx)
	if err != nil {
		return err
	}
	view, err := s.BoardJobPage(ctx, companySlug, jobSlug)
	if err != nil {
		return err
	}
	j := view.Job
	if j.Status != BoardOpen {
		return recruit.Errorf(recruit.ECONFLICT, "%s", TextClosed)
	}
	if j.Applied {
		return recruit.Errorf(recruit.ECONFLICT, "%s", TextAlready)
	}
	if len(view.Blockers) > 0 {
		return recruit.Errorf(recruit.EINVALID, "%s", view.Blockers[0])
	}
	p, err := s.OwnProfile(ctx)
	if err != nil {
		return err
	}
	resume, err := s.spoolResume(ctx, id)
	if err != nil {
		return err
	}
	defer resume.Close()
	years := ExperienceYears(p, s.now())
	if years > 60 {
		years = 60
	}
	years = float64(int(years*10)) / 10
	in := ats.ApplicationInput{RequisitionID: j.RequisitionID, Name: p.Name, Email: p.Email, Phone: p.Phone, Source: "talenthub",
		ExperienceYears: &years, Resume: resume, Links: p.Links, Location: p.City, CurrentCompany: p.CurrentCompany, EmailVerified: true, NoScreening: true}
	if in.Name == "" {
		in.Name = p.Username
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		var got int64
		err := s.DB.Conn(ctx).NewRaw(`INSERT INTO hub_board_applications (board_job_id, hub_candidate_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT DO NOTHING RETURNING board_job_id`, j.ID, id, sqldb.NowIn(ctx)).Scan(ctx, &got)
		if err != nil || got == 0 {
			if err == nil || errors.Is(err, sql.ErrNoRows) {
				return recruit.Errorf(recruit.ECONFLICT, "%s", TextAlready)
			}
			return err
		}
		_, err = s.ATS.AddApplication(recruit.WithActor(ctx, recruit.ApplicantActor(j.CompanyID)), in)
		return err
	})
}

// spoolResume reads the candidate's resume into the intake as an
// application's resume (the ATS keeps its own copy).
func (s *Service) spoolResume(ctx context.Context, id int64) (*intake.File, error) {
	var row struct {
		Key  string `bun:"resume_key"`
		Name string `bun:"resume_name"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT resume_key, resume_name FROM hub_candidates WHERE id = ?", id).Scan(ctx, &row); err != nil {
		return nil, err
	}
	if row.Key == "" {
		return nil, recruit.Errorf(recruit.EINVALID, "%s", TextNeedResume)
	}
	rc, err := s.Files.Open(ctx, row.Key)
	if err != nil {
		return nil, fmt.Errorf("open the profile's resume: %w", err)
	}
	defer rc.Close()
	return intake.Spool(intake.ApplicationResume, row.Name, rc)
}
