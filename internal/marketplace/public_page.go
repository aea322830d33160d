package marketplace

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

// The public profile (/talenthub/{username}) is written by the server as
// a page of its own, not the web app: a shared link must preview (Open
// Graph) and be indexed (schema.org Person) without running a script, and
// a visitor should see it at once on a phone. Its stylesheet and its one
// small script (the dialogs) are files of their own under a content-hashed
// path, so the page's policy allows no inline code.

//go:embed static/profile.css static/profile.js
var staticFiles embed.FS

// StaticPrefix is where the page's stylesheet and script are served; the
// word "static" is reserved, so no username takes it.
const StaticPrefix = "/talenthub/static/"

type staticAsset struct {
	Path, ContentType string
	Body              []byte
}

var (
	profileCSS = loadStatic("profile.css", "text/css; charset=utf-8")
	profileJS  = loadStatic("profile.js", "text/javascript; charset=utf-8")
)

func loadStatic(name, ctype string) staticAsset {
	b, err := staticFiles.ReadFile("static/" + name)
	if err != nil {
		panic(err)
	}
	sum := sha256.Sum256(b)
	ext := name[strings.LastIndexByte(name, '.'):]
	return staticAsset{Path: StaticPrefix + strings.TrimSuffix(name, ext) + "-" + hex.EncodeToString(sum[:6]) + ext,
		ContentType: ctype, Body: b}
}

// StaticAsset is the stylesheet or script at path (their names carry a
// content hash: cached for a year).
func StaticAsset(path string) (body []byte, contentType string, ok bool) {
	for _, a := range []staticAsset{profileCSS, profileJS} {
		if a.Path == path {
			return a.Body, a.ContentType, true
		}
	}
	return nil, "", false
}

// ProfilePath is a candidate's public profile; EmbedPath its embeddable
// card ("embed" is a reserved username, so the two never meet).
func ProfilePath(username string) string { return "/talenthub/" + url.PathEscape(username) }

// EmbedPath is the embeddable card of a profile.
func EmbedPath(username string) string { return "/talenthub/embed/" + url.PathEscape(username) }

// Page is a rendered public page.
type Page struct {
	HTML   []byte
	Status int
	// ETag names this rendering (its content's hash); weak, as the
	// gzipped and plain answers share it.
	ETag string
	// Frameable is the embeddable card: any site may frame it.
	Frameable bool
}

// Texts the page shows (spec 2.2 and docs/decisions.md).
const (
	textNotFound   = "Profile not found"
	textViewResume = "View Resume"
	textResume     = "Resume"
	textHowItWorks = "How it works?"
	textWorksAt    = "Works at"
	textPresent    = "Present"
	textUnverified = "Unverified"
	textPartial    = "Partially passed"
)

// badgeTexts are the proficiency badges: 0 is self-added, 1 to 3 passed
// an assessment (by score band), -1 is an assessment partially passed:
// some of it right, below the pass mark (docs/decisions.md).
var badgeTexts = map[int]string{-1: textPartial, 0: textUnverified, 1: "Verified: Proficient", 2: "Verified: Advanced",
	3: "Verified: Expert"}

// BadgeText is the badge of a proficiency level.
func BadgeText(level int) string {
	if t, ok := badgeTexts[level]; ok {
		return t
	}
	if level > 3 {
		return badgeTexts[3]
	}
	return textUnverified
}

// RenderProfilePage renders /talenthub/{username} (or, with embed, its
// card): the "Profile not found" page with status 404 when the username
// is unknown, unlisted or one of talenthub's own words.
func (s *Service) RenderProfilePage(ctx context.Context, username string, embed bool) (*Page, error) {
	if Reserved(username) {
		return s.renderNotFound()
	}
	p, err := s.PublicProfile(ctx, username)
	if recruit.ErrorCode(err) == recruit.ENOTFOUND {
		return s.renderNotFound()
	} else if err != nil {
		return nil, err
	}
	if !p.Listed {
		// Only the owner gets here (PublicProfile), and a page request
		// carries no session: never served to anyone, kept out of search
		// engines if it ever is.
		return s.renderNotFound()
	}
	v := s.pageView(p, embed)
	ld, err := s.personLD(p)
	if err != nil {
		return nil, err
	}
	v.JSONLD = template.JS(ld)
	name := "profile"
	if embed {
		name = "embed"
	}
	return s.execute(name, v, http.StatusOK, embed)
}

func (s *Service) renderNotFound() (*Page, error) {
	v := &pageView{Title: textNotFound + " · Talenthub", Description: "This talenthub profile does not exist or is not public.",
		NoIndex: true, CSS: profileCSS.Path, JS: profileJS.Path, Texts: pageTexts}
	return s.execute("notfound", v, http.StatusNotFound, false)
}

func (s *Service) execute(name string, v *pageView, status int, frameable bool) (*Page, error) {
	var b bytes.Buffer
	if err := profilePages.ExecuteTemplate(&b, name, v); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b.Bytes())
	return &Page{HTML: b.Bytes(), Status: status, ETag: `W/"` + hex.EncodeToString(sum[:12]) + `"`, Frameable: frameable}, nil
}

// absURL makes a served path absolute on the app's origin (Open Graph and
// JSON-LD need absolute URLs); an absolute http(s) URL stays as it is.
func (s *Service) absURL(u string) string {
	if u == "" {
		return ""
	}
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		return strings.TrimRight(s.BaseURL, "/") + u
	}
	if safe, ok := SafeURL(u); ok {
		return safe
	}
	return ""
}

// TotalExperience is the time since career_start in years and months
// ("4 years 2 months"); "" when not given or in the future.
func TotalExperience(start, now time.Time) string {
	if start.IsZero() || start.After(now) {
		return ""
	}
	months := (now.Year()-start.Year())*12 + int(now.Month()) - int(start.Month())
	if now.Day() < start.Day() {
		months--
	}
	if months < 1 {
		return "Less than a month"
	}
	y, m := months/12, months%12
	var parts []string
	if y > 0 {
		parts = append(parts, plural(y, "year"))
	}
	if m > 0 {
		parts = append(parts, plural(m, "month"))
	}
	return strings.Join(parts, " ")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// monthText shows "2021-03" as "Mar 2021" (anything else as it is).
func monthText(ym string) string {
	t, err := time.Parse("2006-01", ym)
	if err != nil {
		return ym
	}
	return t.Format("Jan 2006")
}

func span(start, end, open string) string {
	switch {
	case start == "" && end == "":
		return ""
	case end == "":
		return start + " – " + open
	case start == "":
		return end
	}
	return start + " – " + end
}
