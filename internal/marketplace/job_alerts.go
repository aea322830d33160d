package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"hirekit/internal/mail"
	"hirekit/internal/sqldb"
)

// Job alerts (issue 29): once a day each candidate whose Job alerts mail
// is on gets one mail listing the open board jobs published since their
// last digest that match their profile. docs/decisions.md "Talenthub job
// alerts".

// JobAlertTemplate is the digest's mail template (optional mail of the
// job_alerts category: List-Unsubscribe and the preferences footer).
const JobAlertTemplate = "talenthub_job_alerts"

const (
	// AlertDigestGap is the least time between two digests to one
	// candidate. Less than a day, so a daily run that starts a little
	// earlier than yesterday's (a restart, a slow batch) still sends, and
	// a restart soon after a run sends nothing again.
	AlertDigestGap = 20 * time.Hour
	// AlertLookback bounds how far back a digest looks: a first digest
	// (or the first after a long pause) lists at most a week of jobs.
	AlertLookback = 7 * 24 * time.Hour
	// AlertMaxJobs is how many jobs one digest lists, newest first.
	AlertMaxJobs = 10
	// alertJobsCap bounds the week's open jobs a run holds in memory;
	// candidates are read in batches of alertBatch (keyset by id).
	alertJobsCap = 5000
)

// alertBatchSize is how many candidates a run reads at once (a variable
// so a test can make the batches small).
var alertBatchSize = 200

// MailPrefs is what the digest asks of the mail preferences' owner
// (mail.Mailer): which of a batch of addresses turned a kind of mail off.
type MailPrefs interface {
	OptedOutAmong(ctx context.Context, emails []string, category string) (map[string]bool, error)
}

// JobAlertsArgs is the daily job that sends the digests.
type JobAlertsArgs struct{}

// Kind names the job.
func (JobAlertsArgs) Kind() string { return "talenthub_job_alerts" }

// JobAlertsWorker runs SendJobAlerts. A run cut short (timeout, restart)
// is retried by River and carries on: candidates already mailed are past
// their digest time and are skipped.
type JobAlertsWorker struct {
	river.WorkerDefaults[JobAlertsArgs]
	Hub *Service
}

// Work sends one round of digests.
func (w *JobAlertsWorker) Work(ctx context.Context, _ *river.Job[JobAlertsArgs]) error {
	_, err := w.Hub.SendJobAlerts(ctx)
	return err
}

// AlertJob is one job in a digest mail.
type AlertJob struct {
	Title, Company, Location, Salary, URL string
}

// AlertMail is the digest's template data.
type AlertMail struct {
	Name, Subject, Intro, BoardURL string
	Jobs                           []AlertJob
}

// alertCandidate is what a digest reads of a candidate.
type alertCandidate struct {
	ID          int64        `bun:"id"`
	Email       string       `bun:"email"`
	Name        string       `bun:"name"`
	CareerStart sql.NullTime `bun:"career_start"`
	CreatedAt   time.Time    `bun:"created_at"`
}

// AlertMatches is the digest's rule: the job's experience lower bound is
// within the candidate's years (whether or not the poster made it a hard
// requirement: a 10-year role is noise to a graduate), and the candidate
// holds every skill the job asks for, at any level (levels come from
// assessments the candidate can still take; the job's page shows which
// are met). A job asking no skill matches on experience alone.
func AlertMatches(j *BoardJob, skills map[string]bool, years float64) bool {
	if j.MinExperience != nil && years+1e-9 < *j.MinExperience {
		return false
	}
	for _, r := range j.Requirements {
		if r.Type == RequireSkill && r.Enabled && !skills[r.Slug] {
			return false
		}
	}
	return true
}

// SendJobAlerts mails each candidate due a digest the jobs that match
// them, and returns how many mails it queued. It needs no actor: it is
// the system's daily job. Each digest is one transaction that records the
// digest, each job sent (unique per candidate and job) and queues the
// mail, so a retried or concurrent run never mails a job twice, nor a
// candidate twice within AlertDigestGap.
func (s *Service) SendJobAlerts(ctx context.Context) (int, error) {
	now := sqldb.NowIn(ctx)
	jobs, err := s.alertJobs(ctx, now.Add(-AlertLookback))
	if err != nil || len(jobs) == 0 {
		return 0, err
	}
	sent := 0
	var errs []error
	for after := int64(0); ; {
		var batch []alertCandidate
		if err := s.DB.Read.NewRaw(`SELECT id, email, name, career_start, created_at FROM hub_candidates WHERE id > ? ORDER BY id LIMIT ?`,
			after, alertBatchSize).Scan(ctx, &batch); err != nil {
			return sent, err
		}
		if len(batch) == 0 {
			break
		}
		after = batch[len(batch)-1].ID
		n, err := s.alertBatch(ctx, batch, jobs, now)
		sent += n
		if err != nil {
			if ctx.Err() != nil {
				return sent, err
			}
			// One candidate's failure (an account deleted mid-run) does
			// not hold back the rest; the job is retried for it.
			errs = append(errs, err)
		}
		if len(batch) < alertBatchSize {
			break
		}
	}
	return sent, errors.Join(errs...)
}

// alertJobs are the open board jobs published after since, newest first,
// with jobs whose requisition stopped being live closed and left out.
func (s *Service) alertJobs(ctx context.Context, since time.Time) ([]BoardJob, error) {
	var all []BoardJob
	if err := s.DB.Read.NewRaw(`SELECT `+boardColumns+` FROM hub_board_jobs b WHERE b.status = ? AND b.published_at > ?
		ORDER BY b.published_at DESC, b.id DESC LIMIT ?`, BoardOpen, since, alertJobsCap).Scan(ctx, &all); err != nil {
		return nil, err
	}
	if err := s.closeIfNotLive(ctx, all); err != nil {
		return nil, err
	}
	out := all[:0]
	for _, j := range all {
		if j.Status == BoardOpen {
			j.decode()
			out = append(out, j)
		}
	}
	return out, nil
}

// alertBatch sends the digests of one batch of candidates.
func (s *Service) alertBatch(ctx context.Context, batch []alertCandidate, jobs []BoardJob, now time.Time) (int, error) {
	emails := make([]string, len(batch))
	ids := make([]int64, len(batch))
	for i, c := range batch {
		emails[i], ids[i] = c.Email, c.ID
	}
	off, err := s.MailPrefs.OptedOutAmong(ctx, emails, mail.CategoryJobAlerts)
	if err != nil {
		return 0, err
	}
	var digests []struct {
		ID     int64     `bun:"hub_candidate_id"`
		SentAt time.Time `bun:"sent_at"`
	}
	if err := s.DB.Read.NewRaw("SELECT hub_candidate_id, sent_at FROM hub_job_alert_digests WHERE hub_candidate_id IN (?)", bun.In(ids)).
		Scan(ctx, &digests); err != nil {
		return 0, err
	}
	last := map[int64]time.Time{}
	for _, d := range digests {
		last[d.ID] = d.SentAt
	}
	var skillRows []struct {
		ID   int64  `bun:"hub_candidate_id"`
		Slug string `bun:"slug"`
	}
	if err := s.DB.Read.NewRaw("SELECT hub_candidate_id, slug FROM hub_skills WHERE hub_candidate_id IN (?)", bun.In(ids)).
		Scan(ctx, &skillRows); err != nil {
		return 0, err
	}
	skills := map[int64]map[string]bool{}
	for _, r := range skillRows {
		if skills[r.ID] == nil {
			skills[r.ID] = map[string]bool{}
		}
		skills[r.ID][r.Slug] = true
	}
	// Jobs they quick-applied to are not news; an application to a job of
	// the window was made within it.
	var applied []struct {
		ID    int64 `bun:"hub_candidate_id"`
		JobID int64 `bun:"board_job_id"`
	}
	if err := s.DB.Read.NewRaw("SELECT hub_candidate_id, board_job_id FROM hub_board_applications WHERE hub_candidate_id IN (?) AND created_at > ?",
		bun.In(ids), now.Add(-AlertLookback)).Scan(ctx, &applied); err != nil {
		return 0, err
	}
	done := map[[2]int64]bool{}
	for _, a := range applied {
		done[[2]int64{a.ID, a.JobID}] = true
	}
	sent := 0
	var errs []error
	for _, c := range batch {
		prev, had := last[c.ID]
		if off[mail.NormalizeEmail(c.Email)] || (had && now.Sub(prev) < AlertDigestGap) {
			continue
		}
		// Since the last digest; the first since the candidate joined; at
		// most a week back either way.
		from := latest(now.Add(-AlertLookback), c.CreatedAt, prev)
		years := 0.0
		if c.CareerStart.Valid {
			years = ExperienceYears(&Profile{CareerStart: c.CareerStart.Time}, now)
		}
		var pick []BoardJob
		for i := range jobs {
			j := &jobs[i]
			if !j.PublishedAt.After(from) {
				break // newest first: the rest are older still
			}
			if !done[[2]int64{c.ID, j.ID}] && AlertMatches(j, skills[c.ID], years) {
				pick = append(pick, *j)
				if len(pick) == AlertMaxJobs {
					break
				}
			}
		}
		if len(pick) == 0 {
			continue
		}
		ok, err := s.sendDigest(ctx, c, pick, now)
		if err != nil {
			if ctx.Err() != nil {
				return sent, err
			}
			errs = append(errs, fmt.Errorf("job alerts of candidate %d: %w", c.ID, err))
		} else if ok {
			sent++
		}
	}
	return sent, errors.Join(errs...)
}

// errNoDigest rolls back a digest another run already sent.
var errNoDigest = errors.New("no digest")

// sendDigest records and queues one candidate's digest in one
// transaction; false when another run sent it (or every job) first.
func (s *Service) sendDigest(ctx context.Context, c alertCandidate, pick []BoardJob, now time.Time) (bool, error) {
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		// The candidate may have deleted the account since the batch was read.
		var email, name string
		if err := db.NewRaw("SELECT email, name FROM hub_candidates WHERE id = ?", c.ID).Scan(ctx, &email, &name); errors.Is(err, sql.ErrNoRows) {
			return errNoDigest
		} else if err != nil {
			return err
		}
		// Claim today's digest: a concurrent run waits on this row and then
		// finds it taken (PostgreSQL), or runs after this one (SQLite).
		res, err := db.NewRaw(`INSERT INTO hub_job_alert_digests (hub_candidate_id, sent_at) VALUES (?, ?)
			ON CONFLICT (hub_candidate_id) DO UPDATE SET sent_at = excluded.sent_at WHERE hub_job_alert_digests.sent_at <= ?`,
			c.ID, now, now.Add(-AlertDigestGap)).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errNoDigest
		}
		var fresh []AlertJob
		for _, j := range pick {
			res, err := db.NewRaw(`INSERT INTO hub_job_alerts_sent (hub_candidate_id, board_job_id, sent_at) VALUES (?, ?, ?)
				ON CONFLICT (hub_candidate_id, board_job_id) DO NOTHING`, c.ID, j.ID, now).Exec(ctx)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				fresh = append(fresh, s.alertJob(&j))
			}
		}
		if len(fresh) == 0 {
			return errNoDigest
		}
		return s.Mail.Send(ctx, JobAlertTemplate, email, 0, alertMail(name, fresh, s.BaseURL+"/talenthub/jobs"))
	})
	if errors.Is(err, errNoDigest) {
		return false, nil
	}
	return err == nil, err
}

func latest(ts ...time.Time) time.Time {
	var out time.Time
	for _, t := range ts {
		if t.After(out) {
			out = t
		}
	}
	return out
}

func (s *Service) alertJob(j *BoardJob) AlertJob {
	return AlertJob{Title: j.Designation, Company: j.CompanyName, Location: j.Location,
		Salary: SalaryText(j.SalaryMin, j.SalaryMax, j.SalaryCurrency),
		URL:    s.BaseURL + "/talenthub/" + url.PathEscape(j.CompanySlug) + "/jobs/" + url.PathEscape(j.Slug)}
}

func alertMail(name string, jobs []AlertJob, boardURL string) AlertMail {
	m := AlertMail{Name: strings.TrimSpace(name), Jobs: jobs, BoardURL: boardURL}
	if m.Name == "" {
		m.Name = "there"
	}
	first := jobs[0].Title + " at " + jobs[0].Company
	switch len(jobs) {
	case 1:
		m.Intro, m.Subject = "A new job on talenthub matches your profile", "New job for you: "+first
	case 2:
		m.Intro, m.Subject = "2 new jobs on talenthub match your profile", "New jobs for you: "+first+" and 1 more"
	default:
		m.Intro = fmt.Sprintf("%d new jobs on talenthub match your profile", len(jobs))
		m.Subject = fmt.Sprintf("New jobs for you: %s and %d more", first, len(jobs)-1)
	}
	return m
}
