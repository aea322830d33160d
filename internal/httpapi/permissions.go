package httpapi

import (
	"fmt"
	"strings"

	"hirekit/internal/recruit"
)

// MatrixRoles are the columns of docs/permissions.md, in the spec's order.
var MatrixRoles = []string{
	recruit.RoleAdmin, recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel,
	recruit.RoleEmployee, recruit.RoleAgency, recruit.RolePlatformAdmin,
}

// PermissionsMarkdown renders docs/permissions.md: the role × route matrix
// read from the route table (so the document is what the server enforces)
// and the row-level rules each domain applies on top.
func PermissionsMarkdown(routes []Route) []byte {
	var b strings.Builder
	b.WriteString(`# Permissions

Generated from ` + "`internal/httpapi/routes.go`" + ` by ` + "`make gen`" + `; do not edit by hand. A test walks the
route table and calls every route as every role, checking each cell below.

## Roles (the spec's role table)

| Role | Label | What they do |
|---|---|---|
| company_admin | Superuser | full access to features, settings, jobs, candidates |
| company_ta | TA | manage jobs, candidates, pipeline |
| company_hiring_manager | Hiring manager | screen candidates, manage assigned jobs |
| company_panel | Interviewer | evaluate candidates, give feedback |
| company_employee | Employee | refer candidates; needs the referral module |
| agency | Agency | refer candidates to open positions assigned to it |
| platform_admin | Platform admin | manage the whole platform; acts for a company it names |

## Which jobs each role sees (row-level, in ` + "`internal/ats`" + `)

- Superuser, TA, platform admin: every job of the company.
- Hiring manager: jobs they are the hiring manager of, recruit for, or sit on the panel of; they edit, publish and archive the jobs they manage.
- Interviewer: jobs whose ` + "`authorized_panel_ids`" + ` hold them.
- Agency: open or live jobs assigned to its agency.
- Employee: live jobs (to refer).
- Another company's job is not found (404) for everyone; a platform admin works on a company only when it names one.

Approving or rejecting a job is for Superusers; a Superuser's own jobs need no approval.

## Routes

Y = allowed, · = 403. Public routes need no session; "signed in" routes allow every role.

`)
	b.WriteString("| Method | Path |")
	for _, r := range MatrixRoles {
		fmt.Fprintf(&b, " %s |", recruit.RoleLabels[r])
	}
	b.WriteString("\n|---|---|" + strings.Repeat("---|", len(MatrixRoles)) + "\n")
	for _, rt := range routes {
		fmt.Fprintf(&b, "| %s | `%s` |", rt.Method, rt.Path)
		for _, role := range MatrixRoles {
			cell := "·"
			if rt.Access.IsPublic() {
				cell = "public"
			} else if rt.Access.Allows([]string{role}) {
				cell = "Y"
			}
			fmt.Fprintf(&b, " %s |", cell)
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}
