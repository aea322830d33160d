package interview

import (
	"context"

	"github.com/riverqueue/river"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
)

// RemindArgs is the job that reminds one panel member of a missing
// scorecard, a day after the interview's end. It is set when the member is
// seated and cancelled when they submit, leave the panel or the interview
// is called off.
type RemindArgs struct {
	CompanyID   int64 `json:"company_id"`
	InterviewID int64 `json:"interview_id"`
	UserID      int64 `json:"user_id"`
}

// Kind names the job.
func (RemindArgs) Kind() string { return "scorecard_reminder" }

// RemindWorker runs RemindScorecard as the system, for the company the
// job names.
type RemindWorker struct {
	river.WorkerDefaults[RemindArgs]
	Interview *Service
}

// Work sends one reminder.
func (w *RemindWorker) Work(ctx context.Context, job *river.Job[RemindArgs]) error {
	ctx = recruit.WithActor(ctx, recruit.SystemActor(job.Args.CompanyID))
	return ats.Permanent(w.Interview.RemindScorecard(ctx, job.Args.InterviewID, job.Args.UserID))
}

// RemindScorecard mails a panel member (and notifies them) that their
// scorecard of an interview is missing. Nothing is sent when there is
// nothing to remind of any more: the card is in, the interview was called
// off or missed, the member left the panel or the debrief is over. (Those
// changes cancel the job too; this is the check at the moment it runs.)
func (s *Service) RemindScorecard(ctx context.Context, interviewID, userID int64) error {
	if err := recruit.Require(ctx, recruit.PermRemindScorecard); err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		iv, err := s.interview(ctx, interviewID)
		if err != nil {
			return err
		}
		if iv.seatOf(userID) != seatPanel || !scorecardState(iv.State) || !debriefOpen(iv.ApplicationState, iv.HeldFrom) {
			return nil
		}
		var n int
		if err := s.DB.Conn(ctx).NewRaw("SELECT count(*) FROM scorecards WHERE application_id = ? AND round_id = ? AND user_id = ?",
			iv.ApplicationID, iv.RoundID, userID).Scan(ctx, &n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		var to Panelist
		for _, p := range iv.Panel {
			if p.UserID == userID {
				to = p
			}
		}
		link := evaluationLink(iv.Slug, iv.RoundID)
		data := inviteMail{Name: to.Name, CandidateName: iv.CandidateName, JobTitle: iv.RequisitionTitle, RoundName: iv.RoundName,
			When: when(iv.StartsAt, iv.EndsAt, zone(firstNonEmpty(to.TimeZone, iv.TimeZone))), Link: s.BaseURL + link}
		if err := s.Mail.SendAbout(ctx, "scorecard_reminder", to.Email, iv.CompanyID, iv.ApplicationID, 0, data); err != nil {
			return err
		}
		return s.Jobs.Notify(ctx, iv.CompanyID, []int64{userID}, ats.NotifyScorecardDue,
			"Scorecard due: "+iv.CandidateName+" ("+iv.RoundName+")", link)
	})
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
