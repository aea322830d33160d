package ats

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"hirekit/internal/recruit"
)

// errRaced is a submitter's application that met the same person's
// application committed a moment before (a double click): AddApplication
// runs it again, and then it is answered as a repeat.
var errRaced = errors.New("ats: the application was added meanwhile")

// alreadyApplied is the answer to a second application of a candidate to
// a job by someone who knows of the first: their own earlier submission,
// or a recruiter, who sees the pipeline.
func alreadyApplied(actor *recruit.Actor) error {
	if actor.Kind == recruit.KindApplicant {
		return recruit.Errorf(recruit.ECONFLICT, "You have already applied for this job.")
	}
	return recruit.Errorf(recruit.ECONFLICT, "This candidate has already applied for this job.")
}

// submittedAgain handles a submitter-only actor naming a candidate who is
// already in the job; handled says nothing more is to be added, and the
// submitter is answered as for a new application.
//
//   - An applicant (anyone, on the careers form) is not told: the owner of
//     the address is mailed instead (review 3, M1).
//   - An agency's or employee's own earlier submission is theirs to know
//     about: 409.
//   - One by someone else is recorded for the recruiters, who are told,
//     and the submitter follows it like any other: an employee among
//     their referrals (MyReferrals), an agency as a row of its own in its
//     candidate list (agency_submissions.go).
func (s *Service) submittedAgain(ctx context.Context, actor *recruit.Actor, companyID int64, job *Requisition, candidateID int64, in *ApplicationInput,
	sub *submission, now time.Time) (bool, error) {
	var prior struct {
		ID            int64  `bun:"id"`
		Slug          string `bun:"slug"`
		AgencyID      *int64 `bun:"agency_id"`
		AddedBy       *int64 `bun:"added_by"`
		CandidateName string `bun:"candidate_name"`
		// Again counts this submitter's earlier duplicate submissions.
		Again int `bun:"again"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT a.id, a.slug, a.agency_id, a.added_by, c.name AS candidate_name,
		(SELECT count(*) FROM duplicate_submissions d WHERE d.company_id = a.company_id AND d.application_id = a.id
			AND (d.submitted_by = ? OR d.agency_id = ?)) AS again
		FROM candidate_applications a JOIN candidates c ON c.id = a.candidate_id
		WHERE a.company_id = ? AND a.requisition_id = ? AND a.candidate_id = ?`,
		actor.UserID, actor.AgencyID, companyID, job.ID, candidateID).Scan(ctx, &prior)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	if actor.Kind == recruit.KindApplicant {
		return true, s.appliedAgain(ctx, job, prior.ID, prior.Slug, prior.CandidateName, in.Email, now)
	}
	own := prior.Again > 0 || (actor.AgencyID != 0 && prior.AgencyID != nil && *prior.AgencyID == actor.AgencyID) ||
		(actor.UserID != 0 && prior.AddedBy != nil && *prior.AddedBy == actor.UserID)
	if own {
		return false, alreadyApplied(actor)
	}
	if err := s.recordSubmission(ctx, actor, companyID, prior.ID, in, sub, now); err != nil {
		return false, err
	}
	// The recruiters are told, on the candidate they already have.
	owners, err := s.jobOwners(ctx, job.ID)
	if err != nil {
		return false, err
	}
	return true, s.notify(ctx, companyID, owners, NotifyDuplicateSubmission,
		fmt.Sprintf("%s was put forward again for a job they are already in", in.Name), timelineLink(prior.Slug))
}

// repeatMailEvery bounds the "applied again" mail to one an application a
// day: whoever repeats the form cannot flood the address's owner.
const repeatMailEvery = 24 * time.Hour

// appliedAgain answers a careers application to a job the address is
// already in: nothing is stored for the job, and the owner of the address
// (the stored candidate's) is mailed that someone applied again with it,
// with the link to follow the application they have. The mail shows on
// the application's timeline, so the recruiters see the repeat too.
func (s *Service) appliedAgain(ctx context.Context, job *Requisition, appID int64, slug, name, email string, now time.Time) error {
	var recent int
	if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM mail_messages WHERE application_id = ? AND kind = ? AND created_at > ?",
		appID, "application_repeat", now.Add(-repeatMailEvery)).Scan(ctx, &recent); err != nil {
		return err
	}
	company, err := s.People.CompanyName(ctx, job.CompanyID)
	if err != nil || recent > 0 {
		return err
	}
	return s.Mail.SendAbout(ctx, "application_repeat", email, job.CompanyID, appID, 0, map[string]string{
		"Name": name, "Job": job.Title, "Company": company, "Link": s.statusLink(slug),
	})
}
