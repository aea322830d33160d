package marketplace_test

import (
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

// pass makes the candidate pass a skill's assessment with n right answers.
func pass(t *testing.T, srv *apptest.Server, db *sqldb.DB, token, slug string, n int) apiv1.HubAssessment {
	t.Helper()
	var att apiv1.Envelope[apiv1.HubAssessmentResult]
	resp := srv.Do(t, "POST", "/api/v1/talenthub/assessments/"+slug, token, nil)
	if resp.Status != 200 {
		t.Fatalf("start %s: %d %s", slug, resp.Status, resp.Body)
	}
	resp.JSON(t, &att)
	right := rightAnswers(t, db, att.Data.Assessment.ID)
	var answers []map[string]int
	for i, r := range right {
		if i >= n {
			r = (r + 1) % 4
		}
		answers = append(answers, map[string]int{"position": i + 1, "choice": r})
	}
	var done apiv1.Envelope[apiv1.HubAssessmentResult]
	srv.Do(t, "POST", "/api/v1/talenthub/assessment-attempts/"+att.Data.Assessment.ID+"/finish", token, map[string]any{"answers": answers}).JSON(t, &done)
	return done.Data.Assessment
}

func TestCertificates(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		other := apptest.MustHubCandidate(t, srv.App, "ravi")
		base := "/api/v1/talenthub/"
		if a := pass(t, srv, db, c.Token, "git", 7); a.Level != 1 {
			t.Fatalf("7 right: level %d", a.Level)
		}
		var st apiv1.Envelope[apiv1.HubCertificationStatus]
		srv.Do(t, "GET", base+"certifications/git", c.Token, nil).JSON(t, &st)
		if st.Data.CanClaim || st.Data.Proficiency != 1 || st.Data.Certificate != nil {
			t.Fatalf("level 1 status %+v", st.Data)
		}
		if resp := srv.Do(t, "POST", base+"update-certification", c.Token, map[string]string{"skill_slug": "git"}); resp.Status != 409 {
			t.Fatalf("a claim at level 1: %d %s", resp.Status, resp.Body)
		}
		if a := pass(t, srv, db, c.Token, "react", 8); a.Level != 2 {
			t.Fatalf("8 right: level %d", a.Level)
		}
		resp := srv.Do(t, "POST", base+"update-certification", c.Token, map[string]string{"skill_slug": "react"})
		if resp.Status != 200 {
			t.Fatalf("claim: %d %s", resp.Status, resp.Body)
		}
		var cert apiv1.Envelope[apiv1.HubCertificateResult]
		resp.JSON(t, &cert)
		cc := cert.Data.Certificate
		if len(cc.Slug) < 16 || cc.Level != 2 || !cc.Valid || cc.CandidateName != "Candidate meera" || cc.SkillName != "React" {
			t.Fatalf("certificate %+v", cc)
		}
		var again apiv1.Envelope[apiv1.HubCertificateResult]
		srv.Do(t, "POST", base+"update-certification", c.Token, map[string]string{"skill_slug": "react"}).JSON(t, &again)
		if again.Data.Certificate.Slug != cc.Slug {
			t.Fatalf("a second claim made another certificate")
		}
		var prof apiv1.Envelope[apiv1.HubOwnProfileResult]
		srv.Do(t, "GET", base+"candidate/profile", c.Token, nil).JSON(t, &prof)
		found := false
		for _, sk := range prof.Data.Candidate.Skills {
			if sk.Slug == "react" {
				found = sk.LastPassedCertificationSlug == cc.Slug && sk.Proficiency == 2
			}
		}
		if !found {
			t.Fatalf("profile skills %+v", prof.Data.Candidate.Skills)
		}
		// Public: no sign-in.
		resp = srv.Do(t, "GET", base+"certificate/"+cc.Slug, "", nil)
		if resp.Status != 200 || !strings.Contains(resp.Body, `"valid":true`) {
			t.Fatalf("verify: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "GET", base+"certificate/nope", "", nil); resp.Status != 404 || !strings.Contains(resp.Body, "Certificate not found") {
			t.Fatalf("unknown: %d %s", resp.Status, resp.Body)
		}
		// Revoking is for platform admins only.
		if resp := srv.Do(t, "POST", base+"certificate/"+cc.Slug+"/revoke", other.Token, nil); resp.Status != 403 {
			t.Fatalf("a candidate revokes: %d", resp.Status)
		}
		admin := loginPlatformAdmin(t, srv)
		if resp := srv.Do(t, "POST", base+"certificate/"+cc.Slug+"/revoke", admin, nil); resp.Status != 200 {
			t.Fatalf("revoke: %d %s", resp.Status, resp.Body)
		}
		srv.Do(t, "GET", base+"certificate/"+cc.Slug, "", nil).JSON(t, &cert)
		if cert.Data.Certificate.Valid || cert.Data.Certificate.RevokedAt == "" {
			t.Fatalf("revoked %+v", cert.Data.Certificate)
		}
		var dash apiv1.Envelope[apiv1.HubSkillDashboard]
		srv.Do(t, "GET", base+"skill-dashboard", c.Token, nil).JSON(t, &dash)
		if len(dash.Data.Attempts) != 2 || len(dash.Data.Certificates) != 1 || len(dash.Data.Assessments) < 10 || len(dash.Data.Skills) != 2 {
			t.Fatalf("dashboard %+v", dash.Data)
		}
		for _, sk := range dash.Data.Skills {
			if sk.LastPassedCertificationSlug != "" {
				t.Fatalf("a revoked certificate still linked: %+v", sk)
			}
		}
	})
}

func loginPlatformAdmin(t *testing.T, srv *apptest.Server) string {
	t.Helper()
	return apptest.MustPlatformAdmin(t, srv.App, "platform-admin-password")
}

func TestCatalogueAdmin(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		admin := loginPlatformAdmin(t, srv)
		base := "/api/v1/talenthub/skills"
		if resp := srv.Do(t, "POST", base, c.Token, map[string]string{"name": "Nimble", "category": "Languages"}); resp.Status != 403 {
			t.Fatalf("a candidate adds: %d", resp.Status)
		}
		resp := srv.Do(t, "POST", base, admin, map[string]string{"name": "Nimble", "category": "Languages"})
		if resp.Status != 200 || !strings.Contains(resp.Body, `"slug":"nimble"`) {
			t.Fatalf("add: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "POST", base, admin, map[string]string{"name": "nimble", "category": "Languages"}); resp.Status != 409 {
			t.Fatalf("twice: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "POST", base, admin, map[string]string{"name": "", "category": "Languages"}); resp.Status != 400 {
			t.Fatalf("no name: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "PUT", base+"/nimble", admin, map[string]string{"name": "Nimble lang", "category": "Systems"}); resp.Status != 200 || !strings.Contains(resp.Body, `"slug":"nimble"`) {
			t.Fatalf("rename: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "DELETE", base+"/go", admin, nil); resp.Status != 200 {
			t.Fatalf("remove: %d %s", resp.Status, resp.Body)
		}
		if resp := srv.Do(t, "DELETE", base+"/go", admin, nil); resp.Status != 404 {
			t.Fatalf("remove twice: %d", resp.Status)
		}
		if resp := srv.Do(t, "POST", "/api/v1/talenthub/assessments/go", c.Token, nil); resp.Status != 404 {
			t.Fatalf("a removed skill's assessment: %d", resp.Status)
		}
		// Seeding at start does not bring it back.
		if err := srv.App.Hub.EnsureSkillCatalogue(t.Context()); err != nil {
			t.Fatal(err)
		}
		resp = srv.Do(t, "GET", base, "", nil)
		if strings.Contains(resp.Body, `"slug":"go"`) || !strings.Contains(resp.Body, `"name":"Nimble lang"`) {
			t.Fatalf("catalogue after removing go: %s", resp.Body[:200])
		}
		if resp := srv.Do(t, "POST", base, admin, map[string]string{"name": "Go", "category": "Languages"}); resp.Status != 200 {
			t.Fatalf("bring back: %d %s", resp.Status, resp.Body)
		}
	})
}
