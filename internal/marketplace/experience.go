package marketplace

import "hirekit/internal/recruit"

// checkExperience validates a role: a designation or a company (a parsed
// resume often has only one of them; docs/decisions.md), months
// "YYYY-MM" with the end not before the start (no end: the current role).
func checkExperience(in Experience) (Experience, error) {
	var err error
	out := Experience{ID: in.ID}
	if out.Designation, err = field("designation", "Designation", in.Designation, maxLine, false); err != nil {
		return out, err
	}
	if out.Company, err = field("company", "Company", in.Company, maxLine, false); err != nil {
		return out, err
	}
	if out.Designation == "" && out.Company == "" {
		return out, recruit.FieldError("designation", "Please enter a designation or a company")
	}
	if out.Start, out.End, err = period(in.Start, in.End, monthPattern, "as YYYY-MM, like 2021-04"); err != nil {
		return out, err
	}
	if out.End != "" && out.Start == "" {
		return out, recruit.FieldError("start", "Please enter when this role started")
	}
	out.Description, err = field("description", "Description", in.Description, maxDescription, true)
	return out, err
}
