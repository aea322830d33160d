package recruit

import (
	"slices"
	"strings"
)

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

// RoleGroup names the navigation a user gets (DECISIONS.md, role groups):
// with several roles, the widest group.
type RoleGroup string

// Role groups, widest first.
const (
	GroupAdmin         RoleGroup = "admin"
	GroupTA            RoleGroup = "ta"
	GroupHiringManager RoleGroup = "hiring_manager"
	GroupPanel         RoleGroup = "panel"
	GroupAgency        RoleGroup = "agency"
	GroupEmployee      RoleGroup = "employee"
	GroupNone          RoleGroup = "none"
)

// roleGroups maps each role to its group, widest first.
var roleGroups = []struct {
	group RoleGroup
	roles []string
}{
	{GroupAdmin, []string{RoleAdmin, RolePlatformAdmin}},
	{GroupTA, []string{RoleTA}},
	{GroupHiringManager, []string{RoleHiringManager}},
	{GroupPanel, []string{RolePanel}},
	{GroupAgency, []string{RoleAgency}},
	{GroupEmployee, []string{RoleEmployee}},
}

// GroupOf returns the widest group of roles.
func GroupOf(roles []string) RoleGroup {
	for _, g := range roleGroups {
		for _, r := range g.roles {
			if slices.Contains(roles, r) {
				return g.group
			}
		}
	}
	return GroupNone
}

// grants says which roles a holder of each role may give another user, by
// invite or role change: nobody grants what they could not be trusted
// with themselves. Platform admin and agency are never granted this way.
var grants = map[string][]string{
	RolePlatformAdmin: {RoleAdmin, RoleTA, RoleHiringManager, RolePanel, RoleEmployee},
	RoleAdmin:         {RoleAdmin, RoleTA, RoleHiringManager, RolePanel, RoleEmployee},
	RoleTA:            {RoleTA, RoleHiringManager, RolePanel, RoleEmployee},
}

// InvitableRoles are the roles anyone may be given by invite or role
// change (what an admin may grant).
var InvitableRoles = grants[RoleAdmin]

// CheckGrant is the one check of roles given to someone: unknown and
// never-granted roles are a wrong form (badRole is the form's message); a
// role the actor may not grant is forbidden.
func (a *Actor) CheckGrant(roles []string, badRole string) error {
	for _, r := range roles {
		if !slices.Contains(InvitableRoles, r) {
			return FieldError("roles", badRole)
		}
		if !a.CanGrant(r) {
			return Errorf(EFORBIDDEN, "You cannot give the role %s", RoleLabels[r])
		}
	}
	return nil
}

// GrantableRoles lists the roles the actor may give, in the spec's order.
func (a *Actor) GrantableRoles() []string {
	out := []string{}
	if a == nil || a.Kind != KindUser {
		return out
	}
	for _, role := range CompanyRoles {
		for _, have := range a.Roles {
			if slices.Contains(grants[have], role) {
				out = append(out, role)
				break
			}
		}
	}
	return out
}

// CanGrant reports whether the actor may give role to someone.
func (a *Actor) CanGrant(role string) bool { return slices.Contains(a.GrantableRoles(), role) }

// RoleFeatures names the feature flag a role needs: an employee refers
// candidates, which is the referral module.
var RoleFeatures = map[string][2]string{RoleEmployee: {"ats", FeatureReferral}}

// JobPeople says which roles may fill each people picker of a job: the
// job form offers them and saving a job checks them.
var JobPeople = map[string][]string{
	"hiring_manager":   {RoleHiringManager, RoleAdmin},
	"recruiters":       {RoleTA, RoleAdmin},
	"authorized_panel": {RoleTA, RoleAdmin, RolePanel, RoleHiringManager},
}
