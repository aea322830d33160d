package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
)

// ReferralCredits is what a referrer earns once for each candidate who
// joined through their link and whose profile first passed
// PassCompletion (docs/decisions.md: about one passed assessment's worth).
const ReferralCredits = 50

// PassCompletion is the spec's profile completion a candidate must be
// above to apply; a referral counts when the referred profile passes it.
const PassCompletion = 60

// afterProfileChange credits the referrer of candidate id, once, when
// id's profile is above PassCompletion. Every profile write that can raise
// completion calls it inside its own transaction, so the credit and the
// write land together. Cheap when nothing is owed: one row read for
// a candidate nobody referred, two for one already credited. The entry is
// pending: a platform admin approves it (admin_credits.go), as referral
// credits are what people game with throwaway accounts.
func (s *Service) afterProfileChange(ctx context.Context, id int64) error {
	db := s.DB.Conn(ctx)
	var ref string
	if err := db.NewRaw(`SELECT referred_by FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &ref); err != nil {
		return err
	}
	referrerID, err := strconv.ParseInt(ref, 10, 64)
	if ref == "" || err != nil || referrerID == id {
		return nil
	}
	key := strconv.FormatInt(id, 10)
	var n int
	if err := db.NewRaw(`SELECT COUNT(*) FROM hub_credit_entries WHERE hub_candidate_id = ? AND cause = ? AND cause_key = ?`,
		referrerID, CauseReferral, key).Scan(ctx, &n); err != nil || n > 0 {
		return err
	}
	// A referrer who deleted their account has nobody to credit.
	if err := db.NewRaw(`SELECT COUNT(*) FROM hub_candidates WHERE id = ?`, referrerID).Scan(ctx, &n); err != nil || n == 0 {
		return err
	}
	p, err := s.profileIn(ctx, id)
	if err != nil {
		return err
	}
	if CompletionOf(p).Percent <= PassCompletion {
		return nil
	}
	_, err = s.grantCredits(ctx, referrerID, CauseReferral, key, ReferralCredits, CreditPending,
		"@"+p.Username+" joined through your link and completed their profile")
	return err
}

// profileIn reads what completion needs of a profile through the ctx
// transaction (profileWhere reads the pool, which does not see the
// transaction's own writes).
func (s *Service) profileIn(ctx context.Context, id int64) (*Profile, error) {
	var row struct {
		Username    string       `bun:"username"`
		Name        string       `bun:"name"`
		Headline    string       `bun:"headline"`
		Phone       string       `bun:"phone"`
		City        string       `bun:"city"`
		CareerStart sql.NullTime `bun:"career_start"`
		Bio         string       `bun:"bio"`
		Links       string       `bun:"links"`
		ResumeName  string       `bun:"resume_name"`
	}
	err := s.DB.Conn(ctx).NewRaw(`SELECT username, name, headline, phone, city, career_start, bio, links, resume_name
		FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errors.Join(err, errors.New("marketplace: candidate gone"))
	} else if err != nil {
		return nil, err
	}
	p := &Profile{ID: id, Username: row.Username, Name: row.Name, Headline: row.Headline, Phone: row.Phone, City: row.City,
		Bio: row.Bio, ResumeName: row.ResumeName, Links: map[string]string{}}
	if row.CareerStart.Valid {
		p.CareerStart = row.CareerStart.Time
	}
	_ = json.Unmarshal([]byte(row.Links), &p.Links)
	if err := s.loadProfileLists(ctx, p); err != nil {
		return nil, err
	}
	return p, nil
}
