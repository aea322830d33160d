package recruit

import "strings"

// Role names, as the spec and the session carry them.
const (
	RolePlatformAdmin   = "platform_admin"
	RoleAdmin           = "company_admin"
	RoleTA              = "company_ta"
	RolePanel           = "company_panel"
	RoleHiringManager   = "company_hiring_manager"
	RoleEmployee        = "company_employee"
	RoleAgency          = "agency"
	RoleCandidate       = "candidate"
	RoleTalentCandidate = "talenthub_candidate"
)

// RoleLabels are the names users see, from the spec's role table.
var RoleLabels = map[string]string{
	RoleAdmin:           "Superuser",
	RoleTA:              "TA",
	RolePanel:           "Interviewer",
	RoleHiringManager:   "Hiring manager",
	RoleEmployee:        "Employee",
	RoleAgency:          "Agency",
	RolePlatformAdmin:   "Platform admin",
	RoleCandidate:       "Candidate",
	RoleTalentCandidate: "Candidate",
}

// CompanyRoles are the roles a company user may hold.
var CompanyRoles = []string{RoleAdmin, RoleTA, RolePanel, RoleHiringManager, RoleEmployee, RoleAgency}

// ValidRole reports whether name is a known role.
func ValidRole(name string) bool {
	_, ok := RoleLabels[name]
	return ok
}

// JoinRoles stores a role list as one column value.
func JoinRoles(roles []string) string { return strings.Join(roles, ",") }

// SplitRoles reads a role list stored by JoinRoles.
func SplitRoles(s string) []string {
	var out []string
	for _, r := range strings.Split(s, ",") {
		if r = strings.TrimSpace(r); r != "" {
			out = append(out, r)
		}
	}
	return out
}
