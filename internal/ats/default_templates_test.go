package ats_test

import (
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestDefaultTemplates: a new company starts with the recruiter's usual
// mails, written with known variables only, and they are ordinary
// templates: edited, deleted (and not back), and sent like any other.
func TestDefaultTemplates(t *testing.T) {
	t.Parallel()
	for _, d := range recruit.DefaultTemplates {
		if u := append(recruit.UnknownVariables(d.Subject), recruit.UnknownVariables(d.Body)...); len(u) > 0 {
			t.Errorf("%s uses unknown variables %v", d.Name, u)
		}
	}
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		admin := tm.Ctx(t, recruit.RoleAdmin)
		list, err := a.ATS.TextTemplates(admin)
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string]ats.TextTemplate{}
		for _, tpl := range list {
			byName[tpl.Name] = tpl
		}
		for _, name := range []string{"Interview invitation", "Self-scheduling reminder", "Assignment", "Rejection after screen", "Rejection after interview", "Offer"} {
			if _, ok := byName[name]; !ok {
				t.Errorf("no %q template in %v", name, byName)
			}
		}
		if len(list) != len(recruit.DefaultTemplates) {
			t.Errorf("%d templates, want %d", len(list), len(recruit.DefaultTemplates))
		}
		offer, rejection := byName["Offer"], byName["Rejection after interview"]
		if _, err := a.ATS.UpdateTemplate(admin, offer.ID, ats.TemplateInput{Name: "Offer letter", Subject: offer.Subject, Body: offer.Body}); err != nil {
			t.Errorf("edit: %v", err)
		}
		if err := a.ATS.DeleteTemplate(admin, rejection.ID); err != nil {
			t.Errorf("delete: %v", err)
		}
		if list, _ = a.ATS.TextTemplates(admin); len(list) != len(recruit.DefaultTemplates)-1 {
			t.Errorf("after a delete: %d templates", len(list))
		}
		// Another company has its own copies.
		beta := apptest.MustTeam(t, a, "beta")
		if list, _ := a.ATS.TextTemplates(beta.Ctx(t, recruit.RoleAdmin)); len(list) != len(recruit.DefaultTemplates) {
			t.Errorf("beta has %d templates", len(list))
		}
		// Sent from the template: the variables are filled.
		job := apptest.MustCreateRequisition(t, admin, a, apptest.JobInput("Backend"))
		app := apptest.MustAddApplication(t, admin, a, job, "Ada", "ada@x.test")
		screen := byName["Rejection after screen"]
		if err := a.ATS.SendCandidateEmail(admin, ats.EmailInput{Slug: app.Slug, TemplateID: screen.ID, Subject: screen.Subject, Body: screen.Body}); err != nil {
			t.Fatal(err)
		}
		var subject string
		if err := db.Read.NewRaw("SELECT subject FROM mail_messages WHERE to_address = 'ada@x.test' AND kind = 'candidate_email'").Scan(t.Context(), &subject); err != nil || subject != "Your application for Backend at alpha" {
			t.Errorf("subject %q %v", subject, err)
		}
	})
}
