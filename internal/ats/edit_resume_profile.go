package ats

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// Limits of a corrected profile: generous for any real resume, small
// enough that one profile stays a small row.
const (
	maxProfileEducation  = 20
	maxProfileExperience = 50
	maxProfileSkills     = 100
	maxProfileText       = 200 // a degree, institute, role or company
	maxSkillText         = 60
	maxTotalYears        = 70
	// Degrees may be printed as expected up to ten years ahead (as the
	// spec's graduation-year filter allows); roles start by next year.
	degreeYearsAhead = 10
	roleYearsAhead   = 1
)

// ProfileEdit corrects fields of a profile: each non-nil field replaces
// the parsed value until it is restored; Restore names fields to take
// back to what the parser read.
type ProfileEdit struct {
	Education          *[]ProfileEducation
	Experience         *[]ProfileExperience
	TotalYears         *int
	Skills             *[]string
	Links              *map[string]string
	Tags               *[]string
	GraduationYear     *int
	PostGraduationYear *int
	Restore            []string
}

// EditProfile stores a recruiter's corrections of an application's
// profile, apart from the parsed values, so a later parse never undoes
// them. Filters and the candidate's links follow the corrected values.
func (s *Service) EditProfile(ctx context.Context, slug string, in ProfileEdit) (*ResumeProfile, error) {
	if err := recruit.Require(ctx, recruit.PermEditProfile); err != nil {
		return nil, err
	}
	now := sqldb.NowIn(ctx)
	values, err := in.validate(now.Year())
	if err != nil {
		return nil, err
	}
	actor := recruit.ActorFrom(ctx)
	var by any // NULL for a caller that is not a user
	if actor.UserID != 0 {
		by = actor.UserID
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, slug)
		if err != nil {
			return err
		}
		if !a.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot change the candidates of this job")
		}
		db := s.DB.Conn(ctx)
		// The application's row first: a parse storing its result at the
		// same time (storeParsed updates the row first too) waits for this
		// correction or this one for it, so neither writes the filters'
		// values from the other's stale read (PostgreSQL; SQLite has one
		// writer anyway).
		if _, err := db.NewRaw("UPDATE candidate_applications SET updated_at = ? WHERE id = ? AND company_id = ?", now, a.ID, a.CompanyID).Exec(ctx); err != nil {
			return err
		}
		parsed, _, err := s.parsedProfile(ctx, a.CompanyID, a.ID)
		if err != nil {
			return err
		}
		before, _, err := s.effectiveProfile(ctx, a.CompanyID, a.ID, parsed)
		if err != nil {
			return err
		}
		for _, field := range ProfileFields {
			v, ok := values[field]
			if !ok {
				continue
			}
			v = keepParsedLines(v, parsed)
			raw, err := json.Marshal(v)
			if err != nil {
				return err
			}
			if _, err := db.NewRaw(`INSERT INTO application_profile_edits (application_id, company_id, field, value, edited_by, edited_at)
				VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (application_id, field)
				DO UPDATE SET value = excluded.value, edited_by = excluded.edited_by, edited_at = excluded.edited_at`,
				a.ID, a.CompanyID, field, string(raw), by, now).Exec(ctx); err != nil {
				return err
			}
		}
		for _, field := range in.Restore {
			if _, err := db.NewRaw("DELETE FROM application_profile_edits WHERE application_id = ? AND company_id = ? AND field = ?",
				a.ID, a.CompanyID, field).Exec(ctx); err != nil {
				return err
			}
		}
		after, _, err := s.effectiveProfile(ctx, a.CompanyID, a.ID, parsed)
		if err != nil {
			return err
		}
		var set, drop []string
		for site, u := range after.Links {
			if before.Links[site] != u {
				set = append(set, site)
			}
		}
		for site := range before.Links {
			if after.Links[site] == "" {
				drop = append(drop, site)
			}
		}
		return s.storeProfile(ctx, a.CompanyID, a.ID, after, set, drop)
	})
	if err != nil {
		return nil, err
	}
	return s.ApplicationProfile(ctx, slug)
}

// keepParsedLines keeps the resume line of an entry the recruiter left as
// the parser read it, so its evidence stays; any other entry has none.
func keepParsedLines(v any, parsed ProfileValues) any {
	switch list := v.(type) {
	case []ProfileEducation:
		for i, e := range list {
			list[i].Line = ""
			for _, p := range parsed.Education {
				if p.Degree == e.Degree && p.Institute == e.Institute && p.StartYear == e.StartYear && p.EndYear == e.EndYear {
					list[i].Line = p.Line
				}
			}
		}
	case []ProfileExperience:
		for i, e := range list {
			list[i].Line = ""
			for _, p := range parsed.Experience {
				if p.Role == e.Role && p.Company == e.Company && p.StartYear == e.StartYear && p.EndYear == e.EndYear {
					list[i].Line = p.Line
				}
			}
		}
	}
	return v
}

// validate checks a correction and returns its fields' clean values.
func (in ProfileEdit) validate(thisYear int) (map[string]any, error) {
	out := map[string]any{}
	if in.Education != nil {
		list, err := cleanEducation(*in.Education, thisYear)
		if err != nil {
			return nil, err
		}
		out[FieldEducation] = list
	}
	if in.Experience != nil {
		list, err := cleanExperience(*in.Experience, thisYear)
		if err != nil {
			return nil, err
		}
		out[FieldExperience] = list
	}
	if in.TotalYears != nil {
		if *in.TotalYears < 0 || *in.TotalYears > maxTotalYears {
			return nil, recruit.FieldError(FieldTotalYears, fmt.Sprintf("Please enter total years between 0 and %d", maxTotalYears))
		}
		out[FieldTotalYears] = *in.TotalYears
	}
	if in.Skills != nil {
		list, err := cleanSkills(*in.Skills)
		if err != nil {
			return nil, err
		}
		out[FieldSkills] = list
	}
	if in.Links != nil {
		links, err := cleanProfileLinks(*in.Links)
		if err != nil {
			return nil, err
		}
		out[FieldLinks] = links
	}
	if in.Tags != nil {
		tags := []string{}
		for _, t := range *in.Tags {
			if t == resume.TagNone || !slices.Contains(ResumeTags, t) {
				return nil, recruit.FieldError(FieldTags, "Please choose tags from the list")
			}
			if !slices.Contains(tags, t) {
				tags = append(tags, t)
			}
		}
		out[FieldTags] = resumeTagsOf(tags)
	}
	for field, year := range map[string]*int{FieldGraduationYear: in.GraduationYear, FieldPostGraduationYear: in.PostGraduationYear} {
		if year == nil {
			continue
		}
		if *year != 0 && (*year < MinGraduationYear || *year > thisYear+degreeYearsAhead) {
			return nil, recruit.FieldError(field, yearRange(thisYear+degreeYearsAhead))
		}
		out[field] = *year
	}
	if g, p := in.GraduationYear, in.PostGraduationYear; g != nil && p != nil && *g != 0 && *p != 0 && *p < *g {
		return nil, recruit.FieldError(FieldPostGraduationYear, "The post-graduation year cannot be before the graduation year")
	}
	if len(in.Restore) > len(ProfileFields) {
		return nil, recruit.FieldError("restore", "Please name each field to restore once")
	}
	for _, f := range in.Restore {
		if !slices.Contains(ProfileFields, f) {
			return nil, recruit.FieldError("restore", "Please name profile fields to restore: "+strings.Join(ProfileFields, ", "))
		}
		if _, both := out[f]; both {
			return nil, recruit.FieldError(f, "A field cannot be corrected and restored at once")
		}
	}
	if len(out) == 0 && len(in.Restore) == 0 {
		return nil, recruit.Errorf(recruit.EINVALID, "Please change a field of the profile")
	}
	return out, nil
}

func yearRange(last int) string {
	return fmt.Sprintf("Please enter a year between %d and %d", MinGraduationYear, last)
}

// cleanText trims a profile text and checks it is short plain text.
func cleanText(field, what, s string, limit int) (string, error) {
	s = strings.TrimSpace(s)
	if !recruit.PlainText(s) {
		return "", recruit.FieldError(field, what+": please use plain text, without line breaks or control characters")
	}
	if utf8.RuneCountInString(s) > limit {
		return "", recruit.FieldError(field, fmt.Sprintf("%s: please keep it within %d characters", what, limit))
	}
	return s, nil
}

// checkYears checks an entry's years: each 0 or in range, the end not
// before the start.
func checkYears(field, what string, start, end, last int) error {
	for _, y := range []int{start, end} {
		if y != 0 && (y < MinGraduationYear || y > last) {
			return recruit.FieldError(field, fmt.Sprintf("%s: please enter years between %d and %d", what, MinGraduationYear, last))
		}
	}
	if start != 0 && end != 0 && end < start {
		return recruit.FieldError(field, what+": the end year cannot be before the start year")
	}
	return nil
}

func cleanEducation(in []ProfileEducation, thisYear int) ([]ProfileEducation, error) {
	if len(in) > maxProfileEducation {
		return nil, recruit.FieldError(FieldEducation, fmt.Sprintf("Please list at most %d degrees", maxProfileEducation))
	}
	out := []ProfileEducation{}
	for i, e := range in {
		what := fmt.Sprintf("Education %d", i+1)
		var err error
		if e.Degree, err = cleanText(FieldEducation, what, e.Degree, maxProfileText); err != nil {
			return nil, err
		}
		if e.Institute, err = cleanText(FieldEducation, what, e.Institute, maxProfileText); err != nil {
			return nil, err
		}
		if e.Degree == "" && e.Institute == "" {
			return nil, recruit.FieldError(FieldEducation, what+": please enter a degree or an institute")
		}
		if err := checkYears(FieldEducation, what, e.StartYear, e.EndYear, thisYear+degreeYearsAhead); err != nil {
			return nil, err
		}
		out = append(out, ProfileEducation{Degree: e.Degree, Institute: e.Institute, StartYear: e.StartYear, EndYear: e.EndYear})
	}
	return out, nil
}

func cleanExperience(in []ProfileExperience, thisYear int) ([]ProfileExperience, error) {
	if len(in) > maxProfileExperience {
		return nil, recruit.FieldError(FieldExperience, fmt.Sprintf("Please list at most %d roles", maxProfileExperience))
	}
	out := []ProfileExperience{}
	for i, e := range in {
		what := fmt.Sprintf("Experience %d", i+1)
		var err error
		if e.Role, err = cleanText(FieldExperience, what, e.Role, maxProfileText); err != nil {
			return nil, err
		}
		if e.Company, err = cleanText(FieldExperience, what, e.Company, maxProfileText); err != nil {
			return nil, err
		}
		if e.Role == "" && e.Company == "" {
			return nil, recruit.FieldError(FieldExperience, what+": please enter a role or a company")
		}
		if err := checkYears(FieldExperience, what, e.StartYear, e.EndYear, thisYear+roleYearsAhead); err != nil {
			return nil, err
		}
		out = append(out, ProfileExperience{Role: e.Role, Company: e.Company, StartYear: e.StartYear, EndYear: e.EndYear})
	}
	return out, nil
}

func cleanSkills(in []string) ([]string, error) {
	if len(in) > maxProfileSkills {
		return nil, recruit.FieldError(FieldSkills, fmt.Sprintf("Please list at most %d skills", maxProfileSkills))
	}
	out := []string{}
	seen := map[string]bool{}
	for _, s := range in {
		s, err := cleanText(FieldSkills, "Skills", s, maxSkillText)
		if err != nil {
			return nil, err
		}
		if k := strings.ToLower(s); s != "" && !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	return out, nil
}

func cleanProfileLinks(in map[string]string) (map[string]string, error) {
	out := map[string]string{}
	for site, u := range in {
		if !slices.Contains(socialSites, site) {
			return nil, recruit.FieldError(FieldLinks, "Please choose link sites from the list")
		}
		u = strings.TrimSpace(u)
		if u == "" {
			continue
		}
		if !(strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")) || len(u) > 500 || !recruit.PlainText(u) || strings.ContainsAny(u, " \"<>") {
			return nil, recruit.FieldError(FieldLinks, "Links are valid only with http or https (up to 500 characters)")
		}
		out[site] = u
	}
	return out, nil
}

// ReparseResume marks an application's resume to be parsed again and
// enqueues the parse, in one transaction. The parse replaces the parsed
// values; the recruiters' corrections stay.
func (s *Service) ReparseResume(ctx context.Context, slug string) (*Application, error) {
	if err := recruit.Require(ctx, recruit.PermEditProfile); err != nil {
		return nil, err
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		a, err := s.applicationRow(ctx, slug)
		if err != nil {
			return err
		}
		if !a.Manageable {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot change the candidates of this job")
		}
		if a.ResumeKey == "" {
			return recruit.Errorf(recruit.EINVALID, "This candidate has no resume to parse")
		}
		return s.requeueParse(ctx, a.CompanyID, a.ID)
	})
	if err != nil {
		return nil, err
	}
	return s.application(ctx, slug)
}

// requeueParse marks a resume as being parsed and enqueues its parse, in
// the caller's transaction; one already being parsed is a conflict.
func (s *Service) requeueParse(ctx context.Context, companyID, appID int64) error {
	res, err := s.DB.Conn(ctx).NewRaw(`UPDATE candidate_applications SET resume_status = ?, resume_error = '', updated_at = ?
		WHERE id = ? AND company_id = ? AND resume_status <> ?`,
		recruit.ResumeProcessing, sqldb.NowIn(ctx), appID, companyID, recruit.ResumeProcessing).Exec(ctx)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return recruit.Errorf(recruit.ECONFLICT, "This resume is already being parsed")
	}
	_, err = s.Queue.Insert(ctx, ParseResumeArgs{ApplicationID: appID, CompanyID: companyID}, nil)
	return err
}
