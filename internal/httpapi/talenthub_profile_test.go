package httpapi_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
	"hirekit/internal/sqldb"
)

func TestHubProfileRoutes(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		c := apptest.MustHubCandidate(t, srv.App, "meera")
		other := apptest.MustHubCandidate(t, srv.App, "ravi")
		tm := apptest.MustTeam(t, srv.App, "acme")
		base := "/api/v1/talenthub/candidate/"

		resp := srv.Do(t, "PUT", base+"profile", c.Token, map[string]any{"name": "Meera Rao", "phone": "+91 98450 12345", "city": "Pune",
			"career_start": "2019-07-01", "bio": "Hi", "headline": "Engineer"})
		if resp.Status != 200 {
			t.Fatalf("put profile: %d %s", resp.Status, resp.Body)
		}
		var own apiv1.Envelope[apiv1.HubOwnProfileResult]
		resp.JSON(t, &own)
		if own.Data.Candidate.Phone != "+91 98450 12345" || own.Data.Candidate.CareerStart != "2019-07-01" || own.Data.Completion.Percent != 10+10+10+5+5+5 {
			t.Fatalf("own profile %+v", own.Data)
		}
		if resp := srv.Do(t, "PUT", base+"links", c.Token, map[string]any{"links": map[string]string{"linkedin": "https://github.com/meera"}}); resp.Status != 400 ||
			!strings.Contains(resp.Body, "linkedin.com") {
			t.Fatalf("a LinkedIn link on github.com: %d %s", resp.Status, resp.Body)
		}
		resp = srv.Do(t, "POST", base+"experiences", c.Token, map[string]any{"designation": "Engineer", "company": "Zoho", "start": "2020-01"})
		if resp.Status != 200 {
			t.Fatalf("add experience: %d %s", resp.Status, resp.Body)
		}
		var exp apiv1.Envelope[apiv1.HubExperienceResult]
		resp.JSON(t, &exp)
		path := fmt.Sprintf("%sexperiences/%d", base, exp.Data.Experience.ID)
		for _, who := range []struct {
			token string
			want  int
		}{{other.Token, 404}, {tm.Tokens[recruit.RoleAdmin], 403}, {"", 401}} {
			if resp := srv.Do(t, "DELETE", path, who.token, nil); resp.Status != who.want {
				t.Fatalf("delete by another: %d %s, want %d", resp.Status, resp.Body, who.want)
			}
			if resp := srv.Do(t, "PUT", path, who.token, map[string]any{"designation": "Hacked"}); resp.Status != who.want {
				t.Fatalf("put by another: %d %s, want %d", resp.Status, resp.Body, who.want)
			}
		}
		if resp := srv.Do(t, "GET", base+"profile", tm.Tokens[recruit.RoleAdmin], nil); resp.Status != 403 {
			t.Fatalf("a company admin's own profile: %d", resp.Status)
		}

		var pngBuf bytes.Buffer
		png.Encode(&pngBuf, image.NewGray(image.Rect(0, 0, 40, 30)))
		if resp := srv.Upload(t, base+"resume", c.Token, nil, "resume", "cv.pdf", pngBuf.Bytes()); resp.Status != 415 ||
			!strings.Contains(resp.Body, "Invalid file type! Please upload pdf/doc files.") {
			t.Fatalf("a PNG renamed .pdf: %d %s", resp.Status, resp.Body)
		}
		resp = srv.Upload(t, base+"avatar", c.Token, nil, "avatar", "me.png", pngBuf.Bytes())
		if resp.Status != 200 {
			t.Fatalf("avatar: %d %s", resp.Status, resp.Body)
		}
		resp.JSON(t, &own)
		if got := srv.Do(t, "GET", own.Data.Candidate.AvatarURL, "", nil); got.Status != 200 || !strings.HasPrefix(got.Body, "\xff\xd8") {
			t.Fatalf("served avatar %s: %d", own.Data.Candidate.AvatarURL, got.Status)
		}
		resp = srv.Upload(t, base+"resume", c.Token, nil, "resume", "cv.pdf", fixture.ResumePDF(fixture.SamplePerson()))
		if resp.Status != 200 {
			t.Fatalf("resume: %d %s", resp.Status, resp.Body)
		}
		var draft apiv1.Envelope[apiv1.HubDraftResult]
		resp.JSON(t, &draft)
		if len(draft.Data.Items) == 0 || draft.Data.ResumeName != "cv.pdf" {
			t.Fatalf("draft %+v", draft.Data)
		}
		if resp := srv.Do(t, "GET", base+"resume-draft", other.Token, nil); resp.Status != 404 {
			t.Fatalf("another's draft: %d", resp.Status)
		}
		key := draft.Data.Items[0].Key
		resp = srv.Do(t, "POST", base+"resume-draft/accept", c.Token, map[string]any{"fields": []string{key}})
		if resp.Status != 200 {
			t.Fatalf("accept: %d %s", resp.Status, resp.Body)
		}
		resp.JSON(t, &draft)
		for _, it := range draft.Data.Items {
			if it.Key == key {
				t.Fatalf("%s is still in the draft", key)
			}
		}
		if resp := srv.Do(t, "GET", base+"completion", c.Token, nil); resp.Status != 200 || !strings.Contains(resp.Body, `"missing"`) {
			t.Fatalf("completion: %d %s", resp.Status, resp.Body)
		}
	})
}
