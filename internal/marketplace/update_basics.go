package marketplace

import (
	"context"
	"database/sql"
	"regexp"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// BasicsInput is the profile's own fields (not its lists or links).
type BasicsInput struct {
	Name, Headline, Phone, City string
	// CareerStart is "YYYY-MM-DD" or "YYYY-MM" (the first of the month),
	// or "" for none.
	CareerStart string
	// Bio is markdown, shown rendered safely (no HTML).
	Bio string
}

// phonePattern allows what people write in a phone number: digits,
// spaces, + - . ( ) and 6 to 15 digits in all (E.164's longest).
var phonePattern = regexp.MustCompile(`^\+?[0-9 ().-]{6,30}$`)

// UpdateBasics saves the candidate's name, headline, phone, city, career
// start and bio (all at once, as the editor's form sends them).
func (s *Service) UpdateBasics(ctx context.Context, in BasicsInput) (*Profile, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	b, err := checkBasics(in, s.now())
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_candidates SET name = ?, headline = ?, phone = ?, city = ?, career_start = ?, bio = ?,
			updated_at = ? WHERE id = ?`, b.Name, b.Headline, b.Phone, b.City, b.careerStart, b.Bio, sqldb.NowIn(ctx), id).Exec(ctx)
		if err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, err
	}
	return s.OwnProfile(ctx)
}

type basics struct {
	BasicsInput
	careerStart sql.NullTime
}

func checkBasics(in BasicsInput, now time.Time) (*basics, error) {
	var err error
	b := &basics{}
	if b.Name, err = required("name", "Name", in.Name, maxLine); err != nil {
		return nil, err
	}
	if b.Headline, err = field("headline", "Headline", in.Headline, maxLine, false); err != nil {
		return nil, err
	}
	if b.Phone, err = checkPhone(in.Phone); err != nil {
		return nil, err
	}
	if b.City, err = field("city", "City", in.City, maxLine, false); err != nil {
		return nil, err
	}
	if b.Bio, err = field("bio", "Bio", in.Bio, maxBio, true); err != nil {
		return nil, err
	}
	if b.careerStart, err = checkCareerStart(in.CareerStart, now); err != nil {
		return nil, err
	}
	return b, nil
}

func checkPhone(raw string) (string, error) {
	v, err := field("phone", "Phone", raw, 30, false)
	if err != nil || v == "" {
		return v, err
	}
	digits := 0
	for _, r := range v {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if !phonePattern.MatchString(v) || digits < 6 || digits > 15 {
		return "", recruit.FieldError("phone", "Please enter a valid phone number")
	}
	return v, nil
}

// checkCareerStart reads a career start: a day or a month, from 1950 and
// not in the future.
func checkCareerStart(raw string, now time.Time) (sql.NullTime, error) {
	v := strings.TrimSpace(raw)
	if v == "" {
		return sql.NullTime{}, nil
	}
	bad := recruit.FieldError("career_start", "The career start must be a date like 2019-07-01")
	t, err := time.Parse("2006-01-02", v)
	if err != nil {
		if t, err = time.Parse("2006-01", v); err != nil {
			return sql.NullTime{}, bad
		}
	}
	if t.Year() < 1950 || t.After(now) {
		return sql.NullTime{}, recruit.FieldError("career_start", "The career start must be between 1950 and today")
	}
	return sql.NullTime{Time: t, Valid: true}, nil
}
