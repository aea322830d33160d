package marketplace

import "hirekit/internal/recruit"

// checkEducation validates a degree: a degree or an institute, years
// "YYYY" with the end not before the start.
func checkEducation(in Education) (Education, error) {
	var err error
	out := Education{ID: in.ID}
	if out.Degree, err = field("degree", "Degree", in.Degree, maxLine, false); err != nil {
		return out, err
	}
	if out.Major, err = field("major", "Major", in.Major, maxLine, false); err != nil {
		return out, err
	}
	if out.Institute, err = field("institute", "Institute", in.Institute, maxLine, false); err != nil {
		return out, err
	}
	if out.Degree == "" && out.Institute == "" {
		return out, recruit.FieldError("degree", "Please enter a degree or an institute")
	}
	out.Start, out.End, err = period(in.Start, in.End, yearPattern, "as a year, like 2018")
	return out, err
}
