package httpapi

import (
	"fmt"
	"strings"

	"hirekit/internal/recruit"
)

// PermissionsMarkdown renders docs/permissions.md from recruit's permission
// table and the route table, so the document is what the server enforces:
// the mux's 403, the use cases' own checks and the matrix test all read
// the same table.
func PermissionsMarkdown(routes []Route) []byte {
	var b strings.Builder
	b.WriteString(`# Permissions

Generated from ` + "`internal/recruit/permissions.go`" + ` (the one table from permission to roles) and
` + "`internal/httpapi/routes.go`" + ` by ` + "`make gen`" + `; do not edit by hand. Every use case starts with
` + "`recruit.Require(ctx, permission)`" + `; a route names the same permission, so the mux answers 403 before the
handler runs. ` + "`TestPermissionMatrix`" + ` calls every route as every role and checks each cell below.

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

Callers that are not company users are kinds of actor with their own permissions: the **system** (queue
workers, moves that follow another action), an **applicant** on a careers page, the holder of a
**scheduling token**, and a **candidate** signed in with a passcode.

## Row rules (in the owning package)

Which rows a permission reaches is one function each in ` + "`internal/ats/access.go`" + `:
- Jobs (` + "`visibility`" + `): Superuser, TA, platform admin and the system see every job of the company; a hiring
  manager the jobs they manage, recruit for or sit on the panel of; an interviewer the jobs whose
  ` + "`authorized_panel_ids`" + ` hold them; an agency the open or live jobs assigned to it; an employee and an
  applicant the live jobs; a scheduling-token holder or candidate the job of their application.
- Applications (` + "`applicationScope`" + `): an agency sees only the candidates it brought; a token holder or
  candidate only their own application.
- Editing a job (` + "`canEdit`" + `): Superusers and TAs any job, a hiring manager the jobs they manage. The job's
  ` + "`allowed_actions`" + ` and an application's ` + "`next_states`" + ` come from the same functions that check them.
- Granting roles (` + "`recruit.Actor.CheckGrant`" + `): a Superuser grants any company role; a TA grants TA,
  hiring manager, interviewer and employee.
- Another company's row is not found (404) for everyone; a platform admin works on a company only when it names one.

## Permissions

Y = held. The last column lists the other kinds of actor that hold it.

`)
	b.WriteString("| Permission | What it allows |")
	for _, r := range recruit.TableRoles {
		fmt.Fprintf(&b, " %s |", recruit.RoleLabels[r])
	}
	b.WriteString(" Other actors |\n|---|---|" + strings.Repeat("---|", len(recruit.TableRoles)+1) + "\n")
	for _, rule := range recruit.Rules {
		fmt.Fprintf(&b, "| `%s` | %s |", rule.Permission, rule.Summary)
		for _, role := range recruit.TableRoles {
			cell := "·"
			if recruit.RoleHolds(role, rule.Permission) {
				cell = "Y"
			}
			fmt.Fprintf(&b, " %s |", cell)
		}
		var kinds []string
		for _, k := range rule.Kinds {
			kinds = append(kinds, string(k))
		}
		fmt.Fprintf(&b, " %s |\n", strings.Join(kinds, ", "))
	}
	b.WriteString("\n## Routes\n\nEach signed-in route needs one permission; public routes need no session; the self-schedule page's routes take the link's scheduling token, never a session.\n\n| Method | Path | Permission |\n|---|---|---|\n")
	for _, rt := range routes {
		cell := "public"
		if !rt.Access.IsPublic() {
			cell = "`" + string(rt.Access.Permission()) + "`"
		}
		if rt.Access.BySchedulingToken() {
			cell += " (scheduling token)"
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", rt.Method, rt.Path, cell)
	}
	return []byte(b.String())
}
