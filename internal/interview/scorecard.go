package interview

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Rating is one attribute's rating on a scorecard, 1 to 4.
type Rating struct {
	Attribute string `json:"attribute"`
	Rating    int    `json:"rating"`
}

// Scorecard is a panel member's evaluation of a round of an application
// (DECISIONS.md): each of the round's attributes rated, an overall
// recommendation and notes.
type Scorecard struct {
	ID             int64     `bun:"id"`
	CompanyID      int64     `bun:"company_id"`
	ApplicationID  int64     `bun:"application_id"`
	RoundID        int64     `bun:"round_id"`
	InterviewID    int64     `bun:"interview_id"`
	UserID         int64     `bun:"user_id"`
	UserName       string    `bun:"user_name"`
	RatingsRaw     string    `bun:"ratings"`
	Recommendation string    `bun:"recommendation"`
	Notes          string    `bun:"notes"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`
}

// Ratings returns the card's ratings. The column is written only here, as
// a JSON list; a decoding error can only mean none.
func (c *Scorecard) Ratings() []Rating {
	var out []Rating
	_ = json.Unmarshal([]byte(c.RatingsRaw), &out)
	if out == nil {
		out = []Rating{}
	}
	return out
}

// ScorecardInput is the scorecard form.
type ScorecardInput struct {
	Ratings        []Rating
	Recommendation string
	Notes          string
}

// ScorecardForm is the scorecard page for the actor: the round's
// attributes, the interview it is about and the actor's own card if any.
type ScorecardForm struct {
	Slug          string
	CandidateName string
	JobTitle      string
	Round         *Round
	Interview     *Interview
	Mine          *Scorecard
	// Editable says the actor may submit (or change) the card now;
	// otherwise Reason says why not.
	Editable bool
	Reason   string
}

// Reasons a scorecard cannot be written.
var (
	errNotOnPanel  = recruit.Errorf(recruit.EFORBIDDEN, "Only the round's panel submits its scorecards")
	errNotStarted  = recruit.Errorf(recruit.ECONFLICT, "You can submit the scorecard once the interview has started")
	errDebriefOver = recruit.Errorf(recruit.ECONFLICT, "The debrief is over: scorecards of this candidate can no longer change")
)

// ScorecardForm returns the actor's scorecard page of a round of an
// application: only their own card, whatever others submitted.
func (s *Service) ScorecardForm(ctx context.Context, slug string, roundID int64) (*ScorecardForm, error) {
	if err := recruit.Require(ctx, recruit.PermSubmitScorecard); err != nil {
		return nil, err
	}
	f, _, err := s.scorecardForm(ctx, slug, roundID)
	return f, err
}

// scorecardForm loads the form and the reason the actor may not write the
// card (nil when they may).
func (s *Service) scorecardForm(ctx context.Context, slug string, roundID int64) (*ScorecardForm, *recruit.Error, error) {
	actor := recruit.ActorFrom(ctx)
	app, err := s.Jobs.Application(ctx, slug)
	if err != nil {
		return nil, nil, err
	}
	r, err := s.round(ctx, roundID)
	if err != nil || r.RequisitionID == nil || *r.RequisitionID != app.RequisitionID {
		return nil, nil, errRoundNotFound
	}
	f := &ScorecardForm{Slug: app.Slug, CandidateName: app.CandidateName, JobTitle: app.RequisitionTitle, Round: r}
	var ivID int64
	err = s.DB.Conn(ctx).NewRaw(`SELECT i.id FROM interviews i JOIN interview_panel p ON p.interview_id = i.id
		WHERE i.application_id = ? AND i.company_id = ? AND i.round_id = ? AND p.user_id = ? AND p.shadow = ? AND i.state IN (?, ?)
		ORDER BY i.starts_at DESC LIMIT 1`, app.ID, app.CompanyID, r.ID, actor.UserID, false, recruit.InterviewScheduled, recruit.InterviewCompleted).Scan(ctx, &ivID)
	if err != nil && !isNoRows(err) {
		return nil, nil, err
	}
	if ivID != 0 {
		if f.Interview, err = s.interview(ctx, ivID); err != nil {
			return nil, nil, err
		}
	}
	var mine []Scorecard
	if err := s.DB.Conn(ctx).NewRaw(scorecardSelect+" WHERE s.application_id = ? AND s.company_id = ? AND s.round_id = ? AND s.user_id = ?",
		app.ID, app.CompanyID, r.ID, actor.UserID).Scan(ctx, &mine); err != nil {
		return nil, nil, err
	}
	if len(mine) > 0 {
		f.Mine = &mine[0]
	}
	var why *recruit.Error
	switch {
	case f.Interview == nil:
		why = errNotOnPanel
	case sqldb.NowIn(ctx).Before(f.Interview.StartsAt):
		why = errNotStarted
	case !debriefOpen(app.State, app.HeldFrom):
		why = errDebriefOver
	}
	f.Editable = why == nil
	if why != nil {
		f.Reason = why.Message
	}
	return f, why, nil
}

const scorecardSelect = `SELECT s.*, u.name AS user_name FROM scorecards s JOIN users u ON u.id = s.user_id`

// check validates the card against the round's attributes: each rated
// once, 1 to 4, and nothing else.
func (in *ScorecardInput) check(attributes []string) (string, error) {
	rated := map[string]int{}
	for _, r := range in.Ratings {
		name := strings.TrimSpace(r.Attribute)
		known := false
		for _, a := range attributes {
			if strings.EqualFold(a, name) {
				name, known = a, true
			}
		}
		if !known {
			return "", recruit.FieldError("ratings", "Please rate only this round's attributes")
		}
		if r.Rating < recruit.RatingMin || r.Rating > recruit.RatingMax {
			return "", recruit.FieldError("ratings", "Ratings go from 1 to 4")
		}
		rated[name] = r.Rating
	}
	out := []Rating{}
	for _, a := range attributes {
		v, ok := rated[a]
		if !ok {
			return "", recruit.FieldError("ratings", "Please rate every attribute (1 to 4)")
		}
		out = append(out, Rating{Attribute: a, Rating: v})
	}
	if !recruit.ValidRecommendation(in.Recommendation) {
		return "", recruit.FieldError("recommendation", "Please choose an overall recommendation")
	}
	in.Notes = strings.TrimSpace(in.Notes)
	if utf8.RuneCountInString(in.Notes) > 10000 {
		return "", recruit.FieldError("notes", "Notes must be at most 10000 characters")
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// SubmitScorecard stores the actor's scorecard of a round of an
// application, or changes it: only a panel member (not a shadow) of an
// interview of that round that has started, and only until the debrief.
// The first submission cancels the actor's reminder and marks a still
// scheduled interview completed (a scorecard says it happened).
func (s *Service) SubmitScorecard(ctx context.Context, slug string, roundID int64, in ScorecardInput) (*Scorecard, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermSubmitScorecard)
	if err != nil {
		return nil, err
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		f, why, err := s.scorecardForm(ctx, slug, roundID)
		if err != nil {
			return err
		}
		if why != nil {
			return why
		}
		ratings, err := in.check(f.Round.Attributes())
		if err != nil {
			return err
		}
		iv, now := f.Interview, sqldb.NowIn(ctx)
		// The card is the actor's of the round for the application (one
		// each): the card counts keep what this changes.
		card := []any{iv.ApplicationID, f.Round.ID, actor.UserID}
		if f.Mine != nil {
			id = f.Mine.ID
			return s.keepCards(ctx, companyID, func() error {
				_, err := s.DB.Conn(ctx).NewRaw(`UPDATE scorecards SET ratings = ?, recommendation = ?, notes = ?, interview_id = ?, updated_at = ?
					WHERE id = ? AND company_id = ?`, ratings, in.Recommendation, in.Notes, iv.ID, now, id, companyID).Exec(ctx)
				return err
			}, "c.application_id = ? AND c.round_id = ? AND c.user_id = ?", card...)
		}
		err = s.keepCards(ctx, companyID, func() error {
			return s.DB.Conn(ctx).NewRaw(`INSERT INTO scorecards (company_id, application_id, round_id, interview_id, user_id, ratings, recommendation, notes,
				created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, companyID, iv.ApplicationID, f.Round.ID, iv.ID, actor.UserID,
				ratings, in.Recommendation, in.Notes, now, now).Scan(ctx, &id)
		}, "c.application_id = ? AND c.round_id = ? AND c.user_id = ?", card...)
		if err != nil {
			if sqldb.IsUniqueViolation(err) {
				return recruit.Errorf(recruit.ECONFLICT, "Your scorecard was just submitted; please reload")
			}
			return err
		}
		if err := s.cancelOwnReminders(ctx, iv, actor.UserID); err != nil {
			return err
		}
		if err := s.publishScorecard(ctx, companyID, iv, id, f.Round.Name, string(in.Recommendation), actor.UserID); err != nil {
			return err
		}
		if iv.State == recruit.InterviewScheduled {
			return s.setState(ctx, iv, recruit.InterviewCompleted, "", false)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out Scorecard
	err = s.DB.Conn(ctx).NewRaw(scorecardSelect+" WHERE s.id = ? AND s.company_id = ?", id, companyID).Scan(ctx, &out)
	return &out, err
}

// cancelOwnReminders cancels user's scorecard reminders for the
// interviews of iv's round of its application.
func (s *Service) cancelOwnReminders(ctx context.Context, iv *Interview, userID int64) error {
	var people []Panelist
	if err := s.DB.Conn(ctx).NewRaw(`SELECT p.interview_id, p.user_id, p.reminder_job_id FROM interview_panel p JOIN interviews i ON i.id = p.interview_id
		WHERE i.application_id = ? AND i.round_id = ? AND i.company_id = ? AND p.user_id = ? AND p.reminder_job_id IS NOT NULL`,
		iv.ApplicationID, iv.RoundID, iv.CompanyID, userID).Scan(ctx, &people); err != nil {
		return err
	}
	if err := s.cancelReminders(ctx, people); err != nil {
		return err
	}
	for _, p := range people {
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE interview_panel SET reminder_job_id = NULL WHERE interview_id = ? AND user_id = ?",
			p.InterviewID, p.UserID).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// RoundScorecards is the timeline's summary of one round: who was
// expected to score, what was submitted, and of it what the viewer may
// see, with averages and the recommendations' tally over that.
type RoundScorecards struct {
	Round     Round
	Expected  int
	Submitted int
	// Hidden counts others' cards the viewer may not see yet.
	Hidden          int
	Cards           []Scorecard
	Averages        map[string]float64
	Recommendations map[string]int
}

// Scorecards summarises an application's scorecards per round, in the
// job's round order. No anchoring: a viewer on the panel of an interview
// of this application who has not yet scored its round sees only their
// own cards until they submit (and the summaries count only what they
// see).
func (s *Service) Scorecards(ctx context.Context, slug string) ([]RoundScorecards, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScorecards)
	if err != nil {
		return nil, err
	}
	app, err := s.Jobs.Application(ctx, slug)
	if err != nil {
		return nil, err
	}
	return s.scorecards(ctx, companyID, app, actor.UserID)
}

func (s *Service) scorecards(ctx context.Context, companyID int64, app *ats.Application, viewer int64) ([]RoundScorecards, error) {
	db := s.DB.Conn(ctx)
	var rounds []Round
	if err := db.NewRaw(`SELECT * FROM rounds WHERE company_id = ? AND id IN (SELECT round_id FROM interviews WHERE application_id = ? AND company_id = ?)
		ORDER BY position, id`, companyID, app.ID, companyID).Scan(ctx, &rounds); err != nil {
		return nil, err
	}
	var expected []struct {
		RoundID int64 `bun:"round_id"`
		N       int   `bun:"n"`
	}
	if err := db.NewRaw(`SELECT i.round_id, count(DISTINCT p.user_id) AS n FROM interviews i JOIN interview_panel p ON p.interview_id = i.id
		WHERE i.application_id = ? AND i.company_id = ? AND p.shadow = ? AND i.state IN (?, ?) GROUP BY i.round_id`,
		app.ID, companyID, false, recruit.InterviewScheduled, recruit.InterviewCompleted).Scan(ctx, &expected); err != nil {
		return nil, err
	}
	var cards []Scorecard
	if err := db.NewRaw(scorecardSelect+" WHERE s.application_id = ? AND s.company_id = ? ORDER BY s.created_at, s.id",
		app.ID, companyID).Scan(ctx, &cards); err != nil {
		return nil, err
	}
	var pending int
	if err := db.NewRaw(`SELECT count(*) FROM interviews i JOIN interview_panel p ON p.interview_id = i.id
		WHERE i.application_id = ? AND i.company_id = ? AND p.user_id = ? AND p.shadow = ? AND i.state IN (?, ?)
		AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.application_id = i.application_id AND s.round_id = i.round_id AND s.user_id = p.user_id)`,
		app.ID, companyID, viewer, false, recruit.InterviewScheduled, recruit.InterviewCompleted).Scan(ctx, &pending); err != nil {
		return nil, err
	}
	out := []RoundScorecards{}
	for _, r := range rounds {
		rs := RoundScorecards{Round: r, Cards: []Scorecard{}, Averages: map[string]float64{}, Recommendations: map[string]int{}}
		for _, e := range expected {
			if e.RoundID == r.ID {
				rs.Expected = e.N
			}
		}
		sums, counts := map[string]int{}, map[string]int{}
		for _, c := range cards {
			if c.RoundID != r.ID {
				continue
			}
			rs.Submitted++
			if pending > 0 && c.UserID != viewer {
				rs.Hidden++
				continue
			}
			rs.Cards = append(rs.Cards, c)
			rs.Recommendations[c.Recommendation]++
			for _, rt := range c.Ratings() {
				sums[rt.Attribute] += rt.Rating
				counts[rt.Attribute]++
			}
		}
		for _, a := range r.Attributes() {
			if counts[a] > 0 {
				rs.Averages[a] = float64(sums[a]) / float64(counts[a])
			}
		}
		out = append(out, rs)
	}
	return out, nil
}
