package marketplace_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/intake"
	"hirekit/internal/marketplace"
	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// corpusResume is a real resume of the shared corpus, read where it lies
// (never copied): HIREKIT_CORPUS_DIR, else ../shared beside the checkout
// (or beside a worktree's folder).
func corpusResume(t *testing.T) []byte {
	t.Helper()
	const name = "00Hunter_Resume-ScannerAI_resume.pdf"
	dirs := []string{os.Getenv("HIREKIT_CORPUS_DIR"), "../../../shared/corpus/resumes", "../../../../shared/corpus/resumes"}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if data, err := os.ReadFile(filepath.Join(d, name)); err == nil {
			return data
		}
	}
	t.Fatalf("the corpus resume %s is in none of %q", name, dirs)
	return nil
}

func pngOf(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		img.Set(x, h/2, color.NRGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func spool(t *testing.T, rule intake.Rule, name string, data []byte) (*intake.File, error) {
	t.Helper()
	f, err := intake.Spool(rule, name, bytes.NewReader(data))
	if err == nil {
		t.Cleanup(func() { f.Close() })
	}
	return f, err
}

func TestUploadAvatar(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "meera")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)

		t.Run("OK", func(t *testing.T) {
			f, err := spool(t, intake.HubAvatar, "me.png", pngOf(800, 500))
			if err != nil {
				t.Fatal(err)
			}
			p, err := a.Hub.UploadAvatar(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			key := strings.TrimPrefix(p.AvatarURL, "/media/")
			if !strings.HasPrefix(key, "hubavatars/") || !strings.HasSuffix(key, ".jpg") {
				t.Fatalf("avatar URL %q", p.AvatarURL)
			}
			img := openJPEG(t, a, key)
			if b := img.Bounds(); b.Dx() != marketplace.AvatarSide || b.Dy() != marketplace.AvatarSide {
				t.Fatalf("stored %v, want %d square", b, marketplace.AvatarSide)
			}
			// A second upload replaces the file.
			f2, _ := spool(t, intake.HubAvatar, "me2.png", pngOf(300, 300))
			p2, err := a.Hub.UploadAvatar(ctx, f2)
			if err != nil {
				t.Fatal(err)
			}
			if p2.AvatarURL == p.AvatarURL {
				t.Fatal("the avatar did not change")
			}
			if _, err := a.Files.Open(ctx, key); err == nil {
				t.Fatal("the old avatar's file is still stored")
			}
		})
		t.Run("ErrNotAnImage", func(t *testing.T) {
			pdf := corpusResume(t)
			if _, err := spool(t, intake.HubAvatar, "me.png", pdf); recruit.ErrorCode(err) != recruit.EUNSUPPORTED {
				t.Fatalf("a PDF named .png: %v", err)
			}
			if _, err := spool(t, intake.HubAvatar, "me.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)); recruit.ErrorCode(err) != recruit.EUNSUPPORTED {
				t.Fatalf("an SVG: %v", err)
			}
			if _, err := spool(t, intake.HubAvatar, "me.png", append(pngOf(10, 10), make([]byte, 3<<20)...)); recruit.ErrorCode(err) != recruit.ETOOLARGE {
				t.Fatalf("3 MB: %v", err)
			}
			// A PNG whose header is right and whose pixels are not.
			broken := pngOf(64, 64)[:60]
			f, err := spool(t, intake.HubAvatar, "me.png", broken)
			if err == nil {
				if _, err := a.Hub.UploadAvatar(ctx, f); recruit.ErrorCode(err) != recruit.EINVALID {
					t.Fatalf("a truncated PNG: %v", err)
				}
			}
		})
		t.Run("ErrCompanyUser", func(t *testing.T) {
			tm := apptest.MustTeam(t, a, "acme")
			f, _ := spool(t, intake.HubAvatar, "me.png", pngOf(50, 50))
			if _, err := a.Hub.UploadAvatar(tm.Ctx(t, recruit.RoleAdmin), f); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
				t.Fatalf("got %v, want forbidden", err)
			}
		})
	})
}

func openJPEG(t *testing.T, a *app.App, key string) image.Image {
	t.Helper()
	rc, err := a.Files.Open(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	raw, _ := io.ReadAll(rc)
	img, err := jpeg.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("stored avatar is not a JPEG: %v", err)
	}
	return img
}

func TestResumeDraft(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, a, "prajawal")
		other := apptest.MustHubCandidate(t, a, "ravi")
		ctx := apptest.ActorCtx(t, a, c.Token, 0)
		octx := apptest.ActorCtx(t, a, other.Token, 0)
		pdf := corpusResume(t)

		t.Run("ErrFileTypes", func(t *testing.T) {
			if _, err := spool(t, intake.HubResume, "cv.pdf", pngOf(20, 20)); recruit.ErrorCode(err) != recruit.EUNSUPPORTED {
				t.Fatalf("a PNG renamed .pdf: %v", err)
			}
			if _, err := spool(t, intake.HubResume, "cv.docx", pdf); recruit.ErrorCode(err) != recruit.EUNSUPPORTED {
				t.Fatalf("a PDF named .docx: %v", err)
			}
			if _, err := spool(t, intake.HubResume, "cv.pdf", append(append([]byte{}, pdf...), make([]byte, 5<<20)...)); recruit.ErrorCode(err) != recruit.ETOOLARGE {
				t.Fatalf("over 5 MB: %v", err)
			}
			if _, err := a.Hub.ResumeDraft(ctx); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("a draft before any upload: %v", err)
			}
		})
		var d *marketplace.Draft
		t.Run("Upload", func(t *testing.T) {
			f, err := spool(t, intake.HubResume, "Prajawal Gupta.pdf", pdf)
			if err != nil {
				t.Fatal(err)
			}
			if d, err = a.Hub.UploadResume(ctx, f); err != nil {
				t.Fatal(err)
			}
			keys := map[string]marketplace.DraftItem{}
			for _, it := range d.Items {
				keys[it.Key] = it
			}
			if keys["name"].Value != "Prajawal Gupta" || keys["name"].Current != "Candidate prajawal" {
				t.Fatalf("name item %+v", keys["name"])
			}
			if keys["links.website"].Value != "https://prajawal.in" {
				t.Fatalf("website item %+v", keys["links.website"])
			}
			if _, ok := keys["experiences.1"]; !ok {
				t.Fatalf("no experience drafted: %+v", d.Items)
			}
			if _, ok := keys["educations.1"]; !ok {
				t.Fatalf("no education drafted: %+v", d.Items)
			}
			// Nothing is written before it is accepted; the resume is.
			p, _ := a.Hub.OwnProfile(ctx)
			if p.Name != "Candidate prajawal" || len(p.Experiences) != 0 || p.ResumeName != "Prajawal Gupta.pdf" || p.ResumeURL == "" {
				t.Fatalf("profile after upload %+v", p)
			}
			if _, err := a.Hub.ResumeDraft(octx); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate read the draft: %v", err)
			}
			if _, err := a.Hub.AcceptDraft(octx, []string{"name"}, false); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("another candidate accepted: %v", err)
			}
		})
		t.Run("AcceptOne", func(t *testing.T) {
			before, _ := a.Hub.ProfileCompletion(ctx)
			left, err := a.Hub.AcceptDraft(ctx, []string{"name"}, false)
			if err != nil {
				t.Fatal(err)
			}
			if len(left.Items) != len(d.Items)-1 {
				t.Fatalf("%d items left of %d", len(left.Items), len(d.Items))
			}
			p, _ := a.Hub.OwnProfile(ctx)
			if p.Name != "Prajawal Gupta" || len(p.Experiences) != 0 {
				t.Fatalf("accepting the name wrote %+v", p)
			}
			if _, err := a.Hub.AcceptDraft(ctx, []string{"name"}, false); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("accepting it twice: %v", err)
			}
			if _, err := a.Hub.AcceptDraft(ctx, []string{"educations.1", "nonsense"}, false); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Fatalf("an unknown key: %v", err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); len(p.Educations) != 0 {
				t.Fatal("a refused accept wrote an education")
			}
			after, _ := a.Hub.ProfileCompletion(ctx)
			if after.Percent != before.Percent {
				t.Fatalf("completion %d → %d; the name was already there", before.Percent, after.Percent)
			}
		})
		t.Run("AcceptAllPassesSixty", func(t *testing.T) {
			if _, err := a.Hub.AcceptDraft(ctx, nil, true); err != nil {
				t.Fatal(err)
			}
			if _, err := a.Hub.ResumeDraft(ctx); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("the draft is still there: %v", err)
			}
			p, _ := a.Hub.OwnProfile(ctx)
			if len(p.Experiences) == 0 || len(p.Educations) == 0 || p.Links["website"] != "https://prajawal.in" || p.Headline == "" {
				t.Fatalf("accept all wrote %+v", p)
			}
			if _, err := a.Hub.UpdateBasics(ctx, marketplace.BasicsInput{Name: p.Name, Headline: p.Headline, Phone: "+91 98765 43210",
				CareerStart: p.CareerStart.Format("2006-01-02")}); err != nil {
				t.Fatal(err)
			}
			c, _ := a.Hub.ProfileCompletion(ctx)
			if c.Percent <= 60 {
				t.Fatalf("completion %d%% after a resume, its draft and a phone, want above 60; missing %v", c.Percent, c.Missing)
			}
		})
		t.Run("Discard", func(t *testing.T) {
			f, _ := spool(t, intake.HubResume, "again.pdf", pdf)
			if _, err := a.Hub.UploadResume(ctx, f); err != nil {
				t.Fatal(err)
			}
			if err := a.Hub.DiscardDraft(ctx); err != nil {
				t.Fatal(err)
			}
			if err := a.Hub.DiscardDraft(ctx); recruit.ErrorCode(err) != recruit.ENOTFOUND {
				t.Fatalf("discarding twice: %v", err)
			}
			if p, _ := a.Hub.OwnProfile(ctx); p.ResumeName != "again.pdf" {
				t.Fatalf("the resume is %q", p.ResumeName)
			}
		})
		t.Run("UnreadableResume", func(t *testing.T) {
			hub := *a.Hub
			hub.Parse = func(context.Context, []byte, string) resume.Result {
				return resume.Result{Error: "This PDF has no text"}
			}
			f, _ := spool(t, intake.HubResume, "scan.pdf", pdf)
			d, err := hub.UploadResume(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Items) != 0 || d.ParseError != "This PDF has no text" {
				t.Fatalf("draft %+v", d)
			}
		})
	})
}

func TestCompletionRule(t *testing.T) {
	sum := 0
	for _, p := range marketplace.CompletionParts {
		sum += p.Weight
	}
	if sum != 100 {
		t.Fatalf("weights add up to %d", sum)
	}
	empty := marketplace.CompletionOf(&marketplace.Profile{})
	if empty.Percent != 0 || len(empty.Missing) != len(marketplace.CompletionParts) {
		t.Fatalf("empty profile: %+v", empty)
	}
	some := marketplace.CompletionOf(&marketplace.Profile{Name: "A", Phone: "1", ResumeName: "cv.pdf",
		Skills: []marketplace.Skill{{}, {}}, Links: map[string]string{"github": "x"}})
	if some.Percent != 10+10+15+5 {
		t.Fatalf("got %d%%", some.Percent)
	}
	for _, m := range some.Missing {
		if m.Key == "skills" {
			return
		}
	}
	t.Fatal("two skills count as three")
}
