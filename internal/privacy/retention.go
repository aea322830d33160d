package privacy

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Bounds of a retention rule, in months.
const (
	MinRetentionMonths = 1
	MaxRetentionMonths = 120
)

// TextRetentionMonths is the answer to a month count out of bounds.
const TextRetentionMonths = "Please choose between 1 and 120 months"

// RetentionRule is a company's rule: candidates whose every application
// is closed (a reject, a decline, a dropoff, a duplicate; never a hire nor
// on hold) and untouched for Months are anonymised. Months 0 is no rule.
type RetentionRule struct {
	Months    int
	UpdatedAt *time.Time
}

// Retention is the company's rule.
func (s *Service) Retention(ctx context.Context) (*RetentionRule, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return nil, err
	}
	return s.retention(ctx, companyID)
}

func (s *Service) retention(ctx context.Context, companyID int64) (*RetentionRule, error) {
	var r struct {
		Months    int       `bun:"closed_after_months"`
		UpdatedAt time.Time `bun:"updated_at"`
	}
	err := s.DB.Conn(ctx).NewRaw("SELECT closed_after_months, updated_at FROM retention_rules WHERE company_id = ?", companyID).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return &RetentionRule{}, nil
	} else if err != nil {
		return nil, err
	}
	return &RetentionRule{Months: r.Months, UpdatedAt: &r.UpdatedAt}, nil
}

// SetRetention sets the company's rule to months (1 to 120), or removes
// it (0), and records the change in the audit log in the same transaction.
func (s *Service) SetRetention(ctx context.Context, months int) (*RetentionRule, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManagePersonalData)
	if err != nil {
		return nil, err
	}
	if months != 0 && (months < MinRetentionMonths || months > MaxRetentionMonths) {
		return nil, recruit.FieldError("closed_after_months", TextRetentionMonths)
	}
	var out *RetentionRule
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		detail := "off"
		if months == 0 {
			if _, err := s.DB.Conn(ctx).NewRaw("DELETE FROM retention_rules WHERE company_id = ?", companyID).Exec(ctx); err != nil {
				return err
			}
		} else {
			detail = fmt.Sprintf("closed candidates anonymised after %d months", months)
			if _, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO retention_rules (company_id, closed_after_months, updated_by, updated_at) VALUES (?, ?, ?, ?)
				ON CONFLICT (company_id) DO UPDATE SET closed_after_months = excluded.closed_after_months, updated_by = excluded.updated_by,
				updated_at = excluded.updated_at`, companyID, months, actor.UserID, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
				return err
			}
		}
		if err := s.audit(ctx, companyID, actor.UserID, ActionRetention, detail); err != nil {
			return err
		}
		var err error
		out, err = s.retention(ctx, companyID)
		return err
	})
	return out, err
}

// retainedStates are the states a candidate's every application must be
// in for the rule to erase them: closed, not a hire, not on hold.
func retainedStates() []any {
	var out []any
	for _, si := range recruit.States {
		if si.Phase == recruit.PhaseClosed {
			out = append(out, string(si.State))
		}
	}
	return out
}

// ApplyRetention anonymises, in every company with a rule, the candidates
// it covers at now: each erasure in its own transaction with its audit
// line (by Hirekit itself), the files deleted after. It answers how many
// were erased. The daily RetentionWorker runs it as the system, across
// companies, as the purges do.
func (s *Service) ApplyRetention(ctx context.Context, now time.Time) (int, error) {
	var rules []struct {
		CompanyID int64 `bun:"company_id"`
		Months    int   `bun:"closed_after_months"`
	}
	if err := s.DB.Conn(ctx).NewRaw("SELECT company_id, closed_after_months FROM retention_rules ORDER BY company_id").Scan(ctx, &rules); err != nil {
		return 0, err
	}
	states := retainedStates()
	in := strings.TrimSuffix(strings.Repeat("?,", len(states)), ",")
	erased := 0
	var keys []string
	defer func() { s.afterErase(ctx, keys) }()
	for _, r := range rules {
		before := now.AddDate(0, -r.Months, 0)
		// Candidates not yet erased with applications, all in a retained
		// state, the latest touched before the cut-off.
		var ids []int64
		args := append([]any{r.CompanyID, "%" + erasedDomain}, states...)
		args = append(args, before)
		if err := s.DB.Conn(ctx).NewRaw(`SELECT c.id FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id
			WHERE c.company_id = ? AND c.email NOT LIKE ?
			GROUP BY c.id
			HAVING sum(CASE WHEN a.state IN (`+in+`) THEN 0 ELSE 1 END) = 0 AND max(a.updated_at) < ?
			ORDER BY c.id`, args...).Scan(ctx, &ids); err != nil {
			return erased, err
		}
		for _, id := range ids {
			// The files of an erasure that committed only.
			var files []string
			err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
				out, k, err := s.erase(ctx, r.CompanyID, id)
				if err != nil {
					return err
				}
				files = k
				return s.audit(ctx, r.CompanyID, 0, ActionRetentionErase,
					fmt.Sprintf("candidate %d: %d applications closed for over %d months", id, out.Applications, r.Months))
			})
			if err != nil {
				return erased, err
			}
			keys = append(keys, files...)
			erased++
		}
	}
	return erased, nil
}

// RetentionArgs is the daily job that applies the companies' rules.
type RetentionArgs struct{}

// Kind names the job.
func (RetentionArgs) Kind() string { return "apply_retention" }

// RetentionWorker runs ApplyRetention at the time of its context's clock.
type RetentionWorker struct {
	river.WorkerDefaults[RetentionArgs]
	Privacy *Service
}

// Work applies the rules once.
func (w *RetentionWorker) Work(ctx context.Context, _ *river.Job[RetentionArgs]) error {
	if w.Privacy.Now != nil {
		// The test clock stamps the erasures too.
		ctx = sqldb.WithClock(ctx, w.Privacy.now)
	}
	n, err := w.Privacy.ApplyRetention(ctx, w.Privacy.now())
	if n > 0 {
		w.Privacy.log().InfoContext(ctx, "retention: candidates anonymised", "count", n)
	}
	return err
}
