package marketplace_test

import (
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

func TestAdminOperations(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		asha := apptest.MustHubCandidate(t, a, "asha")
		apptest.MustHubCandidate(t, a, "ravi")
		ashaCtx := apptest.ActorCtx(t, a, asha.Token, 0)
		root := apptest.ActorCtx(t, a, apptest.MustPlatformAdmin(t, a, "root password"), 0)

		list, total, err := a.Hub.AdminCandidates(root, "ASH", 1, 50)
		if err != nil || total != 1 || len(list) != 1 || list[0].Username != "asha" || !list[0].Listed {
			t.Fatalf("search: %+v %d %v", list, total, err)
		}
		if _, err := a.Hub.SetCandidateHidden(root, asha.ID, true, ""); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Fatalf("no reason: %v", err)
		}
		c, err := a.Hub.SetCandidateHidden(root, asha.ID, true, "Fake profile")
		if err != nil || c.Listed || c.HiddenAt == nil {
			t.Fatalf("hide: %+v %v", c, err)
		}
		if _, err := a.Hub.PublicProfile(apptest.ActorCtx(t, a, apptest.MustHubCandidate(t, a, "meera").Token, 0), "asha"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Fatalf("public profile of a hidden candidate: %v", err)
		}
		yes := true
		if _, err := a.Hub.SaveVisibility(ashaCtx, marketplace.VisibilityChange{Listed: &yes}); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Fatalf("relist while hidden: %v", err)
		}
		if _, err := a.Hub.SetCandidateHidden(root, asha.ID, false, ""); err != nil {
			t.Fatal(err)
		}
		if v, err := a.Hub.SaveVisibility(ashaCtx, marketplace.VisibilityChange{Listed: &yes}); err != nil || !v.Listed {
			t.Fatalf("relist after lifting: %+v %v", v, err)
		}
		if _, err := a.Hub.SetCandidateHidden(root, 99999, true, "x"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Fatalf("unknown: %v", err)
		}

		// Review taggings: flag a skill -1, remove another.
		for _, sk := range []string{"Go", "Rust"} {
			if _, err := a.Hub.AddSkill(ashaCtx, sk); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := a.Hub.ReviewSkill(root, asha.ID, "go", "flag"); err != nil {
			t.Fatal(err)
		}
		r, err := a.Hub.ReviewSkill(root, asha.ID, "rust", "remove")
		if err != nil || len(r.Profile.Skills) != 1 || r.Profile.Skills[0].Proficiency != marketplace.FlaggedProficiency {
			t.Fatalf("reviewed: %+v %v", r, err)
		}
		if _, err := a.Hub.ReviewSkill(root, asha.ID, "rust", "remove"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Fatalf("twice: %v", err)
		}
		if _, err := a.Hub.ReviewSkill(root, asha.ID, "go", "promote"); recruit.ErrorCode(err) != recruit.EINVALID {
			t.Fatalf("bad action: %v", err)
		}
		t.Run("ErrNotPlatformAdmin", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			if _, _, err := a.Hub.AdminCandidates(ashaCtx, "", 1, 50); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("candidate list: %v", err)
			}
			if _, err := a.Hub.SetCandidateHidden(tm.Ctx(t, recruit.RoleAdmin), asha.ID, true, "x"); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("company admin hide: %v", err)
			}
			if _, err := a.Hub.AdminProfile(ashaCtx, asha.ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("candidate profile: %v", err)
			}
			if _, err := a.Hub.ReviewSkill(tm.Ctx(t, recruit.RoleAdmin), asha.ID, "go", "remove"); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Errorf("company admin review: %v", err)
			}
		})
	})
}
