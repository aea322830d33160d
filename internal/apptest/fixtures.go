package apptest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/ats"
	"hirekit/internal/auth"
	"hirekit/internal/recruit"
)

// Passwords of the users MustTeam makes.
const (
	OwnerPassword = "correct horse"
	RolePassword  = "role password"
)

// Team is a company with one signed-in user per company role: the owner
// who signed up (company_admin) and one user each for the other roles.
type Team struct {
	Company  *auth.Company
	Users    map[string]*auth.User // role → user
	Tokens   map[string]string     // role → session token
	AgencyID int64
	app      *app.App
}

// MustTeam signs up a company "name" (owner@<name>.test) and adds
// <role>@<name>.test for every other role, each signed in.
func MustTeam(tb testing.TB, a *app.App, name string) *Team {
	tb.Helper()
	ctx := context.Background()
	owner, err := a.Auth.Register(ctx, auth.RegisterInput{Email: "owner@" + name + ".test", Password: OwnerPassword,
		PhoneNumber: "+91 98765 43210", CompanyName: name, Product: "ats"}, "")
	if err != nil {
		tb.Fatalf("sign up %s: %v", name, err)
	}
	MustVerifyEmail(tb, a, owner.User.Email)
	tm := &Team{Company: owner.Company, app: a, Users: map[string]*auth.User{recruit.RoleAdmin: owner.User},
		Tokens: map[string]string{recruit.RoleAdmin: owner.Token}}
	for _, role := range []string{recruit.RoleTA, recruit.RoleHiringManager, recruit.RolePanel, recruit.RoleEmployee, recruit.RoleAgency} {
		spec := auth.UserSpec{CompanyID: owner.Company.ID, Email: role + "@" + name + ".test", Name: role, Roles: []string{role},
			Password: RolePassword, Verified: true}
		if role == recruit.RoleAgency {
			spec.AgencyName = name + " Staffing"
		}
		u, err := a.Auth.EnsureUser(ctx, spec)
		if err != nil {
			tb.Fatal(err)
		}
		if u.AgencyID != nil {
			tm.AgencyID = *u.AgencyID
		}
		tm.Users[role] = u
		tm.Tokens[role] = MustLogin(tb, a, spec.Email, RolePassword)
	}
	return tm
}

// MustLogin signs a user in and returns the session token.
func MustLogin(tb testing.TB, a *app.App, email, password string) string {
	tb.Helper()
	s, err := a.Auth.Login(context.Background(), email, password, false, "127.0.0.1")
	if err != nil {
		tb.Fatalf("login %s: %v", email, err)
	}
	return s.Token
}

// Ctx returns a context carrying the actor of role's user, loaded through
// the same session check as an HTTP request.
func (tm *Team) Ctx(tb testing.TB, role string) context.Context {
	tb.Helper()
	return ActorCtx(tb, tm.app, tm.Tokens[role], 0)
}

// ActorCtx returns a context carrying the actor of a session token (and
// company_id, 0 for none).
func ActorCtx(tb testing.TB, a *app.App, token string, companyID int64) context.Context {
	tb.Helper()
	ctx := context.Background()
	actor, err := a.Auth.Session(ctx, token, companyID)
	if err != nil {
		tb.Fatalf("session: %v", err)
	}
	return recruit.WithActor(ctx, actor)
}

// MustPlatformAdmin creates the platform admin root@hirekit.test with a
// password and returns its token.
func MustPlatformAdmin(tb testing.TB, a *app.App, password string) string {
	tb.Helper()
	ctx := context.Background()
	if _, err := a.Auth.EnsureUser(ctx, auth.UserSpec{Email: "root@hirekit.test", Name: "Root", Roles: []string{recruit.RolePlatformAdmin},
		Password: password, Verified: true}); err != nil {
		tb.Fatal(err)
	}
	return MustLogin(tb, a, "root@hirekit.test", password)
}

// JobInput is a complete job form: two locations, ranges, a description
// and one required number question.
func JobInput(title string) ats.RequisitionInput {
	minExp, maxExp := 2.0, 5.0
	minSal, maxSal := int64(1_000_000), int64(2_000_000)
	return ats.RequisitionInput{
		Title: title, Department: "Engineering", JobType: "full_time", MinExperience: &minExp, MaxExperience: &maxExp,
		MinSalary: &minSal, MaxSalary: &maxSal, SalaryCurrency: "INR", Openings: 2,
		Locations:   []ats.Location{{City: "Bengaluru", Country: "India"}, {Country: "India", Remote: true}},
		Description: "<p>Build things.</p>",
		Questions:   []ats.QuestionInput{{Title: "Years of Go?", FieldType: recruit.FieldNumber, Required: true}},
	}
}

// MustCreateRequisition creates a job as the actor of ctx.
func MustCreateRequisition(tb testing.TB, ctx context.Context, a *app.App, in ats.RequisitionInput) *ats.Requisition {
	tb.Helper()
	r, err := a.ATS.CreateRequisition(ctx, in)
	if err != nil {
		tb.Fatalf("create job %q: %v", in.Title, err)
	}
	return r
}

// MustAddApplication adds a candidate without a resume to a job, answering
// its required questions.
func MustAddApplication(tb testing.TB, ctx context.Context, a *app.App, job *ats.Requisition, name, email string) *ats.Application {
	tb.Helper()
	in := ats.ApplicationInput{RequisitionID: job.ID, Name: name, Email: email, Phone: "+91 90000 00000", Source: "linkedin",
		Answers: AnswersFor(job)}
	app, err := a.ATS.AddApplication(ctx, in)
	if err != nil {
		tb.Fatalf("add %s to job %d: %v", email, job.ID, err)
	}
	return app
}

// AnswersFor answers a job's questions with a valid value each.
func AnswersFor(job *ats.Requisition) map[int64]json.RawMessage {
	out := map[int64]json.RawMessage{}
	for _, q := range job.Questions {
		switch q.FieldType {
		case recruit.FieldNumber:
			out[q.ID] = json.RawMessage("3")
		case recruit.FieldYesNo:
			out[q.ID] = json.RawMessage("true")
		case recruit.FieldSingleChoice:
			out[q.ID] = json.RawMessage(fmt.Sprintf("%q", q.Options()[0]))
		case recruit.FieldMultipleChoice:
			out[q.ID] = json.RawMessage(fmt.Sprintf("[%q]", q.Options()[0]))
		case recruit.FieldDate:
			out[q.ID] = json.RawMessage(`"2024-01-02"`)
		default:
			out[q.ID] = json.RawMessage(`"An answer"`)
		}
	}
	return out
}

// MustMove moves an application as the actor of ctx.
func MustMove(tb testing.TB, ctx context.Context, a *app.App, slug string, to recruit.State) *ats.Application {
	tb.Helper()
	app, err := a.ATS.MoveApplication(ctx, ats.MoveInput{Slug: slug, To: to, Reason: "test"})
	if err != nil {
		tb.Fatalf("move %s to %s: %v", slug, to, err)
	}
	return app
}

// MustInvite invites email with roles as the actor of ctx.
func MustInvite(tb testing.TB, ctx context.Context, a *app.App, email string, roles ...string) *auth.Invite {
	tb.Helper()
	inv, err := a.Auth.InviteUser(ctx, auth.InviteUserInput{Email: email, Name: email, Designation: "Engineer", Roles: roles})
	if err != nil {
		tb.Fatalf("invite %s: %v", email, err)
	}
	return inv
}

// MustVerifyEmail follows the verification link mailed to email, as its
// owner would.
func MustVerifyEmail(tb testing.TB, a *app.App, email string) {
	tb.Helper()
	msgs, err := a.Mailer.Mailbox(context.Background(), email, 20)
	if err != nil {
		tb.Fatal(err)
	}
	for _, m := range msgs {
		for _, l := range linkRE.FindAllString(m.Text, -1) {
			if _, token, ok := strings.Cut(l, "/email-verify/"); ok {
				if _, err := a.Auth.VerifyEmail(context.Background(), token); err != nil {
					tb.Fatalf("verify %s: %v", email, err)
				}
				return
			}
		}
	}
	// With an SMTP server the stored copy loses its links once delivered
	// (the test's server has them); a verification mail that went out is
	// then taken as followed. Nothing has signed in as the user yet when
	// MustTeam gets here, so no session cache holds the old state.
	for _, m := range msgs {
		if m.Kind == "verify_email" && strings.Contains(m.Text, "[link removed after sending]") {
			ctx := context.Background()
			now := time.Now().UTC()
			if _, err := a.DB.Write.NewRaw("UPDATE users SET email_verified_at = ?, updated_at = ? WHERE email = ?", now, now, email).Exec(ctx); err != nil {
				tb.Fatal(err)
			}
			return
		}
	}
	tb.Fatalf("no verification mail to %s", email)
}
