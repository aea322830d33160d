package marketplace

import (
	"time"
)

// Quick apply's rule (spec 5 "Talenthub apply"): every enabled
// requirement met, and a phone number, a resume and a profile more than
// 60% complete (CompletionOf). docs/decisions.md "Requirements matching".

// ApplyCompletion is the completion a profile must exceed to apply.
const ApplyCompletion = 60

// Texts of apply's refusals; the first is the spec's.
const (
	TextUnmet        = "Please match all requirements to apply"
	TextClosed       = "Not accepting applications right now!"
	TextApplied      = "Your application is submitted!"
	TextNeedPhone    = "Please add your phone number to your profile to apply"
	TextNeedResume   = "Please upload your resume to your profile to apply"
	TextNeedComplete = "Please complete more than 60% of your profile to apply"
	TextAlready      = "You have already applied for this job."
)

// ExperienceYears is the candidate's total experience, counted from the
// profile's career start (0 when none is given).
func ExperienceYears(p *Profile, now time.Time) float64 {
	if p.CareerStart.IsZero() || p.CareerStart.After(now) {
		return 0
	}
	return now.Sub(p.CareerStart).Hours() / 24 / 365.25
}

// meets reports whether p meets one requirement of j. Experience: the
// candidate's years reach the job's lower bound (no bound: met). Skill:
// the profile holds the skill (by slug) at the proficiency or above.
func meets(j *BoardJob, r Requirement, p *Profile, now time.Time) bool {
	switch r.Type {
	case RequireExperience:
		return j.MinExperience == nil || ExperienceYears(p, now)+1e-9 >= *j.MinExperience
	case RequireSkill:
		for _, sk := range p.Skills {
			if sk.Slug == r.Slug && sk.Proficiency >= r.Proficiency {
				return true
			}
		}
		return false
	}
	return false
}

// markMet sets Met on each requirement of j for p and reports whether
// every enabled one is met.
func markMet(j *BoardJob, p *Profile, now time.Time) bool {
	all := true
	for i := range j.Requirements {
		ok := meets(j, j.Requirements[i], p, now)
		j.Requirements[i].Met = &ok
		if j.Requirements[i].Enabled && !ok {
			all = false
		}
	}
	return all
}

// blockers are why p cannot apply to j, in apply's order (requirements,
// phone, resume, completion); the requirements are marked met or not.
// A closed job or one already applied to is said apart (status, applied).
func blockers(j *BoardJob, p *Profile, now time.Time) []string {
	out := []string{}
	if !markMet(j, p, now) {
		out = append(out, TextUnmet)
	}
	if p.Phone == "" {
		out = append(out, TextNeedPhone)
	}
	if p.ResumeName == "" {
		out = append(out, TextNeedResume)
	}
	if CompletionOf(p).Percent <= ApplyCompletion {
		out = append(out, TextNeedComplete)
	}
	return out
}
