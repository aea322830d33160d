package marketplace_test

import (
	"context"
	"strings"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestUpdateBasics(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		good := marketplace.BasicsInput{Name: " Meera Rao ", Headline: "Backend engineer", Phone: "+91 98450 12345", City: "Pune",
			CareerStart: "2019-07", Bio: "I build **APIs**.\n\nSee [my blog](https://meera.dev)."}

		t.Run("OK", func(t *testing.T) {
			p, err := a.Hub.UpdateBasics(ctx, good)
			if err != nil {
				t.Fatal(err)
			}
			if p.Name != "Meera Rao" || p.Phone != "+91 98450 12345" || p.City != "Pune" || p.CareerStart.Format("2006-01-02") != "2019-07-01" ||
				!strings.Contains(p.Bio, "**APIs**") {
				t.Fatalf("got %+v", p)
			}
		})
		t.Run("ErrBadInput", func(t *testing.T) {
			for name, mod := range map[string]func(*marketplace.BasicsInput){
				"NoName":        func(in *marketplace.BasicsInput) { in.Name = "  " },
				"NUL":           func(in *marketplace.BasicsInput) { in.Headline = "a\x00b" },
				"BadUTF8":       func(in *marketplace.BasicsInput) { in.City = "\xff\xfe" },
				"LongName":      func(in *marketplace.BasicsInput) { in.Name = strings.Repeat("n", 121) },
				"LongBio":       func(in *marketplace.BasicsInput) { in.Bio = strings.Repeat("b", 3001) },
				"Phone":         func(in *marketplace.BasicsInput) { in.Phone = "call me" },
				"ShortPhone":    func(in *marketplace.BasicsInput) { in.Phone = "123" },
				"CareerFuture":  func(in *marketplace.BasicsInput) { in.CareerStart = "2999-01-01" },
				"CareerGarbage": func(in *marketplace.BasicsInput) { in.CareerStart = "last year" },
			} {
				in := good
				mod(&in)
				if _, err := a.Hub.UpdateBasics(ctx, in); recruit.ErrorCode(err) != recruit.EINVALID {
					t.Errorf("%s: got %v, want invalid", name, err)
				}
			}
			p, err := a.Hub.OwnProfile(ctx)
			if err != nil || p.Name != "Meera Rao" || p.City != "Pune" {
				t.Fatalf("a refused update changed the profile: %+v %v", p, err)
			}
		})
		t.Run("ErrNotACandidate", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			if _, err := a.Hub.UpdateBasics(tm.Ctx(t, recruit.RoleAdmin), good); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Fatalf("company admin: got %v, want forbidden", err)
			}
			if _, err := a.Hub.UpdateBasics(context.Background(), good); err == nil {
				t.Fatal("an anonymous caller updated a profile")
			}
		})
	})
}

func TestCheckLink(t *testing.T) {
	for _, tc := range []struct {
		site, url string
		ok        bool
	}{
		{"linkedin", "https://www.linkedin.com/in/meera", true},
		{"linkedin", "https://in.linkedin.com/in/meera", true},
		{"linkedin", "https://linkedin.com.evil.test/in/meera", false},
		{"linkedin", "https://evil-linkedin.com/in/meera", false},
		{"linkedin", "javascript:alert(1)//linkedin.com", false},
		{"linkedin", "linkedin.com/in/meera", false},
		{"github", "http://github.com/meera", true},
		{"github", "ftp://github.com/meera", false},
		{"github", "https://user:pw@github.com/meera", false},
		{"twitter", "https://x.com/meera", true},
		{"medium", "https://meera.medium.com", true},
		{"website", "https://meera.dev/about", true},
		{"website", "data:text/html,hi", false},
		{"calendly", "https://calendly.com/meera/30min", true},
		{"calendly", "https://cal.com/meera", false},
		{"telegram", "https://t.me/meera", true},
		{"blogger", "https://meera.blogspot.com", true},
		{"myspace", "https://myspace.com/meera", false},
		{"github", "https://github.com/a\x00b", false},
	} {
		_, err := marketplace.CheckLink(tc.site, tc.url)
		if (err == nil) != tc.ok {
			t.Errorf("CheckLink(%q, %q) = %v, want ok %v", tc.site, tc.url, err, tc.ok)
		}
	}
	if len(marketplace.LinkSites) != 24 {
		t.Fatalf("%d link sites, want the spec's 24", len(marketplace.LinkSites))
	}
	for _, site := range marketplace.LinkSites {
		if _, err := marketplace.CheckLink(site, ""); err != nil {
			t.Errorf("site %s has no rule: %v", site, err)
		}
	}
}

func TestUpdateLinks(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		p, err := a.Hub.UpdateLinks(ctx, map[string]string{"github": "https://github.com/meera", "website": "https://meera.dev", "kaggle": ""})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Links) != 2 || p.Links["github"] != "https://github.com/meera" {
			t.Fatalf("got links %v", p.Links)
		}
		if _, err := a.Hub.UpdateLinks(ctx, map[string]string{"github": "https://gitlab.com/meera"}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Fatalf("a GitHub link on gitlab.com: got %v", err)
		}
		if p, _ := a.Hub.OwnProfile(ctx); len(p.Links) != 2 {
			t.Fatalf("a refused update changed the links: %v", p.Links)
		}
	})
}

func TestProfileLists(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		other := apptest.MustHubCandidate(t, a, "ravi")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		octx := apptest.ActorCtx(t, a, other.Token, 0)

		t.Run("Experiences", func(t *testing.T) {
			old, err := a.Hub.AddExperience(ctx, marketplace.Experience{Designation: "Intern", Company: "Infosys", Start: "2018-06", End: "2019-05"})
			if err != nil {
				t.Fatal(err)
			}
			cur, err := a.Hub.AddExperience(ctx, marketplace.Experience{Designation: "Engineer", Company: "Zoho", Start: "2019-06", Description: "APIs"})
			if err != nil {
				t.Fatal(err)
			}
			p, _ := a.Hub.OwnProfile(ctx)
			if len(p.Experiences) != 2 || p.Experiences[0].ID != cur.ID || p.CurrentCompany != "Zoho" {
				t.Fatalf("got %+v, current %q", p.Experiences, p.CurrentCompany)
			}
			cur.End = "2024-01"
			if _, err := a.Hub.UpdateExperience(ctx, *cur); err != nil {
				t.Fatal(err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); p.CurrentCompany != "" {
				t.Fatalf("a role that ended is still current: %q", p.CurrentCompany)
			}
			for name, bad := range map[string]marketplace.Experience{
				"EndBeforeStart": {Designation: "X", Company: "Y", Start: "2020-05", End: "2020-04"},
				"BadMonth":       {Designation: "X", Company: "Y", Start: "2020-13"},
				"Words":          {Designation: "X", Company: "Y", Start: "May 2020"},
				"Empty":          {Start: "2020-01"},
				"EndNoStart":     {Designation: "X", End: "2020-01"},
				"NUL":            {Designation: "X\x00", Company: "Y"},
			} {
				if _, err := a.Hub.AddExperience(ctx, bad); recruit.ErrorCode(err) != recruit.EINVALID {
					t.Errorf("%s: got %v, want invalid", name, err)
				}
			}
			// Another candidate reaches none of them.
			old.Designation = "Hacked"
			if _, err := a.Hub.UpdateExperience(octx, *old); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate's update: %v", err)
			}
			if err := a.Hub.DeleteExperience(octx, old.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate's delete: %v", err)
			}
			if err := a.Hub.DeleteExperience(ctx, old.ID); err != nil {
				t.Fatal(err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); len(p.Experiences) != 1 {
				t.Fatalf("got %d experiences after a delete", len(p.Experiences))
			}
		})
		t.Run("Projects", func(t *testing.T) {
			pr, err := a.Hub.AddProject(ctx, marketplace.Project{Title: "Hirekit", SourceCodeURL: "https://github.com/meera/hirekit"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := a.Hub.AddProject(ctx, marketplace.Project{Title: "X", WebsiteURL: "javascript:alert(1)"}); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("a javascript: link: %v", err)
			}
			pr.WebsiteURL = "https://hirekit.dev"
			if _, err := a.Hub.UpdateProject(ctx, *pr); err != nil {
				t.Fatal(err)
			}
			if err := a.Hub.DeleteProject(octx, pr.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate's delete: %v", err)
			}
			p, _ := a.Hub.OwnProfile(ctx)
			if len(p.Projects) != 1 || p.Projects[0].WebsiteURL != "https://hirekit.dev" || p.Projects[0].SourceCodeURL == "" {
				t.Fatalf("got %+v", p.Projects)
			}
		})
		t.Run("Educations", func(t *testing.T) {
			e, err := a.Hub.AddEducation(ctx, marketplace.Education{Degree: "B.Tech", Major: "CS", Institute: "IIT Bombay", Start: "2014", End: "2018"})
			if err != nil {
				t.Fatal(err)
			}
			for _, bad := range []marketplace.Education{{Degree: "X", Start: "2018", End: "2014"}, {Degree: "X", Start: "18"}, {Major: "CS"}} {
				if _, err := a.Hub.AddEducation(ctx, bad); recruit.ErrorCode(err) != recruit.EINVALID {
					t.Errorf("%+v: got %v, want invalid", bad, err)
				}
			}
			if err := a.Hub.DeleteEducation(octx, e.ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate's delete: %v", err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); len(p.Educations) != 1 || p.Educations[0].Institute != "IIT Bombay" {
				t.Fatalf("got %+v", p.Educations)
			}
		})
		t.Run("Skills", func(t *testing.T) {
			for _, n := range []string{"Go", "C++", "c++ ", "C#", "PostgreSQL"} {
				if _, err := a.Hub.AddSkill(ctx, n); err != nil {
					t.Fatalf("%s: %v", n, err)
				}
			}
			p, _ := a.Hub.OwnProfile(ctx)
			if len(p.Skills) != 4 {
				t.Fatalf("got %+v, want 4 (C++ once)", p.Skills)
			}
			for _, sk := range p.Skills {
				if sk.Proficiency != 0 {
					t.Fatalf("self-added %s at proficiency %d", sk.Name, sk.Proficiency)
				}
			}
			if marketplace.SkillSlug("C++") != "c-plus-plus" || marketplace.SkillSlug("C#") != "c-sharp" || marketplace.SkillSlug("Node.js") != "node-dot-js" {
				t.Fatal("slugs changed")
			}
			if _, err := a.Hub.AddSkill(ctx, "!!!"); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("a skill of signs: %v", err)
			}
			if err := a.Hub.RemoveSkill(octx, "go"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate's remove: %v", err)
			}
			if err := a.Hub.RemoveSkill(ctx, "go"); err != nil {
				t.Fatal(err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); len(p.Skills) != 3 {
				t.Fatalf("got %d skills after a remove", len(p.Skills))
			}
		})
		t.Run("OtherCandidateUntouched", func(t *testing.T) {
			p, err := a.Hub.OwnProfile(octx)
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Experiences)+len(p.Projects)+len(p.Educations)+len(p.Skills) != 0 {
				t.Fatalf("ravi got meera's rows: %+v", p)
			}
		})
	})
}
