package resume

import (
	"net/url"
	"strings"
)

// Sites are the social sites a candidate's links are keyed by (the spec's list).
var Sites = []string{"linkedin", "facebook", "twitter", "instagram", "youtube", "github", "website",
	"dribbble", "behance", "stackoverflow", "calendly", "telegram", "angellist", "quora", "leetcode",
	"stopstalk", "geeksforgeeks", "codechef", "codeforces", "kaggle", "medium", "substack", "blogger", "wordpress"}

// profileRule recognises one site's profile URLs and writes them in one form.
type profileRule struct {
	site string
	re   *rx    // matched against host+path, lower-cased host, no scheme
	form string // %s is the id
}

var profileRules = []profileRule{
	{"linkedin", mustRx(`^(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub)/([^/?#]+)`), "https://www.linkedin.com/in/%s"},
	{"github", mustRx(`^github\.com/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?:[/?#]|$)`), "https://github.com/%s"},
	{"twitter", mustRx(`^(?:twitter|x)\.com/@?([A-Za-z0-9_]{1,15})(?:[/?#]|$)`), "https://twitter.com/%s"},
	{"facebook", mustRx(`^(?:m\.)?facebook\.com/([A-Za-z0-9.\-]+)(?:[/?#]|$)`), "https://www.facebook.com/%s"},
	{"instagram", mustRx(`^instagram\.com/([A-Za-z0-9_.]+)`), "https://www.instagram.com/%s"},
	{"youtube", mustRx(`^(?:m\.)?youtube\.com/((?:c/|channel/|user/|@)[^/?#]+)`), "https://www.youtube.com/%s"},
	{"dribbble", mustRx(`^dribbble\.com/([^/?#]+)`), "https://dribbble.com/%s"},
	{"behance", mustRx(`^behance\.net/([^/?#]+)`), "https://www.behance.net/%s"},
	{"stackoverflow", mustRx(`^stackoverflow\.com/users/(\d+(?:/[^/?#]+)?)`), "https://stackoverflow.com/users/%s"},
	{"calendly", mustRx(`^calendly\.com/([^/?#]+)`), "https://calendly.com/%s"},
	{"telegram", mustRx(`^(?:t\.me|telegram\.me)/([A-Za-z0-9_]+)`), "https://t.me/%s"},
	{"angellist", mustRx(`^(?:angel\.co|wellfound\.com)/(?:u/)?([^/?#]+)`), "https://wellfound.com/u/%s"},
	{"quora", mustRx(`^quora\.com/profile/([^/?#]+)`), "https://www.quora.com/profile/%s"},
	{"leetcode", mustRx(`^leetcode\.(?:com|cn)/(?:u/|profile/)?([A-Za-z0-9_\-]+)`), "https://leetcode.com/u/%s"},
	{"stopstalk", mustRx(`^stopstalk\.com/user/profile/([^/?#]+)`), "https://www.stopstalk.com/user/profile/%s"},
	{"geeksforgeeks", mustRx(`^(?:auth\.)?geeksforgeeks\.org/(?:user|profile)/([^/?#]+)`), "https://www.geeksforgeeks.org/user/%s"},
	{"codechef", mustRx(`^codechef\.com/users/([^/?#]+)`), "https://www.codechef.com/users/%s"},
	{"codeforces", mustRx(`^codeforces\.com/profile/([^/?#]+)`), "https://codeforces.com/profile/%s"},
	{"kaggle", mustRx(`^kaggle\.com/([^/?#]+)`), "https://www.kaggle.com/%s"},
	{"medium", mustRx(`^medium\.com/(@[^/?#]+)`), "https://medium.com/%s"},
	{"medium", mustRx(`^([a-z0-9\-]+)\.medium\.com`), "https://%s.medium.com"},
	{"substack", mustRx(`^([a-z0-9\-]+)\.substack\.com`), "https://%s.substack.com"},
	{"blogger", mustRx(`^([a-z0-9\-]+)\.blogspot\.[a-z.]+`), "https://%s.blogspot.com"},
	{"wordpress", mustRx(`^([a-z0-9\-]+)\.wordpress\.com`), "https://%s.wordpress.com"},
}

// profileIDRe is what a real id looks like; "..." and template text are not.
var profileIDRe = mustRx(`^@?[\p{L}0-9][\p{L}0-9\-_.%]*[\p{L}0-9_]$|^[\p{L}0-9]$`)

// notProfiles are first path segments that are pages of a site, not people.
var notProfiles = map[string]bool{
	"feed": true, "features": true, "about": true, "topics": true, "sponsors": true, "settings": true,
	"marketplace": true, "explore": true, "orgs": true, "login": true, "signup": true, "home": true,
	"search": true, "pricing": true, "share": true, "intent": true, "company": true, "jobs": true,
	"problems": true, "contest": true, "contests": true, "discuss": true, "pages": true, "groups": true,
}

// knownHosts are hosts that are never a candidate's own website.
var knownHosts = mustRx(`(?i)(linkedin|github|gitlab|twitter|x|facebook|instagram|youtube|youtu|dribbble|behance|stackoverflow|calendly|t|telegram|angel|wellfound|quora|leetcode|stopstalk|geeksforgeeks|codechef|codeforces|kaggle|medium|substack|blogspot|wordpress|google|goo|bit|coursera|udemy|udacity|credly|hackerrank|hackerearth|example|overleaf|rendercv|openresume|microsoft|amazon|apple|npmjs|pypi|play|apps|drive|docs|wikipedia|doi|arxiv|ieee|acm|springer|researchgate|scholar|orcid)\.`)

var textURLRe = mustRx(`(?i)\b(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.(?:com|in|io|org|net|me|dev|co|ai|app|xyz|tech|page|site|blog|cn|uk|de|ca|us)(?:/[^\s|,;()<>"]*)?`)

// linkMatch is a profile found in a link or in the text.
type linkMatch struct {
	site, url, id string
	repo          bool // a GitHub repository link, not the profile itself
}

// classifyURL recognises a URL as one of the sites.
func classifyURL(raw string) (linkMatch, bool) {
	s := strings.TrimSpace(raw)
	ls := strings.ToLower(s)
	if strings.HasPrefix(ls, "mailto:") || strings.HasPrefix(ls, "tel:") || strings.Contains(s, "@") && !strings.Contains(s, "/") {
		return linkMatch{}, false
	}
	if !strings.Contains(ls, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return linkMatch{}, false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	// "LinkedInlinkedin.com/in/…": a word glued before the domain by a PDF
	// without spaces between its runs.
	for _, d := range gluedHosts {
		if strings.HasSuffix(host, d) && len(host) > len(d) && host[len(host)-len(d)-1] != '.' {
			host = d
		}
	}
	p := strings.TrimRight(u.EscapedPath(), "/")
	key := host + p
	for _, r := range profileRules {
		m := r.re.FindStringSubmatch(key)
		if m == nil {
			continue
		}
		id := m[1]
		if dec, err := url.PathUnescape(id); err == nil {
			id = dec
		}
		if notProfiles[strings.ToLower(strings.TrimPrefix(id, "@"))] || !profileIDRe.MatchString(id) ||
			strings.Contains(strings.ToLower(id), "your") {
			return linkMatch{}, false
		}
		lm := linkMatch{site: r.site, id: id, url: strings.Replace(r.form, "%s", id, 1)}
		if r.site == "github" {
			lm.repo = strings.Count(strings.Trim(p, "/"), "/") >= 1
		}
		return lm, true
	}
	// A user's GitHub Pages site names the user.
	if strings.HasSuffix(host, ".github.io") {
		user := strings.TrimSuffix(host, ".github.io")
		return linkMatch{site: "github", id: user, url: "https://github.com/" + user, repo: true}, true
	}
	if knownHosts.MatchString(host+".") || strings.Count(host, ".") == 0 {
		return linkMatch{}, false
	}
	return linkMatch{site: "website", id: host, url: "https://" + host + strings.TrimRight(u.EscapedPath(), "/")}, true
}

// gluedHosts are profile sites whose names a contact line glues to the
// word before them.
var gluedHosts = []string{"linkedin.com", "github.com", "gitlab.com", "leetcode.com", "kaggle.com", "codeforces.com", "codechef.com"}

// gluedURLWords are the capitalised words a contact line glues after a
// URL ("github.com/jdoeLinkedIn").
var gluedURLWords = []string{"LinkedIn", "Linkedin", "GitHub", "Github", "Email", "E-mail", "Mail", "Phone", "Mobile", "Portfolio",
	"Website", "Twitter", "Blog", "Kaggle", "LeetCode", "Medium", "Resume", "Contact"}

// gluedURLStartRe finds a URL glued to the text before it
// ("…devLinkedInlinkedin.com/in/…"), to be split off with a space.
var gluedURLStartRe = mustRx(`([^\s/.:@])((?:https?://|www\.)|(?i:linkedin|github|gitlab|leetcode|kaggle|codeforces|codechef)\.com)`)

// trimGluedURL cuts the contact words glued after a printed URL. A user
// name may itself be in camel case ("JaneDoe"), so only these words go.
func trimGluedURL(u string) string {
	for changed := true; changed; {
		changed = false
		for _, w := range gluedURLWords {
			if rest, ok := strings.CutSuffix(u, w); ok && len(rest) > 0 && !strings.HasSuffix(rest, "/") && strings.Contains(rest, "/") {
				u, changed = rest, true
			}
		}
	}
	return u
}

// siteHints are the substrings a line outside the header must hold to be
// searched for profile links.
var siteHints = newHints("linkedin", "github", "twitter", "x.com", "facebook", "instagram", "youtube", "dribbble",
	"behance", "stackoverflow", "calendly", "t.me", "telegram", "angel", "wellfound", "quora", "leetcode",
	"stopstalk", "geeksforgeeks", "codechef", "codeforces", "kaggle", "medium", "substack", "blogspot", "wordpress")

// brokenProfileRe finds a profile URL cut by a line end ("linkedin.com/in/
// asha-" then "verma-12ab34/" on the next line).
var brokenProfileRe = mustRx(`(?i)((?:https?://)?(?:www\.)?(?:linkedin\.com/in|github\.com)/)\s*([A-Za-z0-9_%\-]*-)?$`)

// findLinks gathers profile links from link targets first (many resumes
// show only the word "LinkedIn" over a link), then from the printed text.
// For GitHub, every user seen (in profile and repository links) is scored
// by how often it appears, whether it is a bare profile link and whether
// it shares a part of the candidate's name or email; the best one wins.
// A personal website is taken only from the header, before the first heading.
func findLinks(ls []sectioned, targets []string, name string, emails []string) (map[string]string, map[string]string) {
	var found []linkMatch
	var evidence []string
	for _, t := range targets {
		if m, ok := classifyURL(t); ok {
			found = append(found, m)
			evidence = append(evidence, t)
		}
	}
	for i, l := range ls {
		if l.sec == SecReferences {
			continue
		}
		if l.sec != SecHeader && !siteHints.in(l.lower) {
			continue
		}
		text := withoutEmails(l.Text)
		if strings.Contains(l.lower, ".com") || strings.Contains(l.lower, "www.") || strings.Contains(l.lower, "http") {
			text = gluedURLStartRe.ReplaceAllString(text, "$1 $2")
		}
		if m := brokenProfileRe.FindStringSubmatch(text); m != nil && i+1 < len(ls) {
			if next := strings.Fields(ls[i+1].Text); len(next) > 0 {
				text = text[:len(text)-len(m[0])] + " " + m[1] + m[2] + next[0]
			}
		}
		// "GitHub: jdoe" printed without a URL names the profile.
		if strings.Contains(l.lower, "github") || strings.Contains(l.lower, "linkedin") {
			for _, cell := range strings.Split(text, "\t") {
				for _, part := range strings.Split(cell, "|") {
					if m := labelledHandleRe.FindStringSubmatch(strings.TrimSpace(part)); m != nil {
						if lm, ok := classifyURL(strings.ToLower(m[1]) + ".com/" + siteHandlePath[strings.ToLower(m[1])] + m[2]); ok {
							found = append(found, lm)
							evidence = append(evidence, l.Text)
						}
					}
				}
			}
		}
		for _, u := range textURLRe.FindAllString(text, -1) {
			m, ok := classifyURL(trimGluedURL(strings.TrimRight(u, ".:")))
			if !ok || m.site == "website" && l.sec != SecHeader {
				continue
			}
			found = append(found, m)
			evidence = append(evidence, l.Text)
		}
	}
	links := map[string]string{}
	ev := map[string]string{}
	ghScore := map[string]float64{}
	ghFirst := map[string]int{}
	ownWords := strings.ToLower(name)
	for _, e := range emails {
		ownWords += " " + strings.ToLower(strings.Split(e, "@")[0])
	}
	for i, m := range found {
		if m.site == "github" {
			k := strings.ToLower(m.id)
			if _, ok := ghFirst[k]; !ok {
				ghFirst[k] = i
				if relatesTo(k, ownWords) {
					ghScore[k] += 2
				}
			}
			ghScore[k]++
			if !m.repo {
				ghScore[k] += 1.5
			}
			continue
		}
		if _, ok := links[m.site]; !ok {
			links[m.site] = m.url
			ev[m.site] = evidence[i]
		}
	}
	bestK, bestS := "", 0.0
	for k, sc := range ghScore {
		if sc > bestS || sc == bestS && ghFirst[k] < ghFirst[bestK] {
			bestK, bestS = k, sc
		}
	}
	if bestK != "" {
		i := ghFirst[bestK]
		links["github"] = "https://github.com/" + found[i].id
		ev["github"] = evidence[i]
	}
	return links, ev
}

// relatesTo reports whether a user name shares four letters in a row with
// the candidate's name or email address.
func relatesTo(user, own string) bool {
	u := []rune(user)
	for i := 0; i+4 <= len(u); i++ {
		if strings.Contains(own, string(u[i:i+4])) {
			return true
		}
	}
	return false
}

// labelledHandleRe is a profile printed as a label and a bare user name
// ("GitHub: jdoe", "LinkedIn – jane-doe-123"), not a URL.
var labelledHandleRe = mustRx(`(?i)^(github|linkedin)\s*[:：\-–]\s*@?([A-Za-z0-9][A-Za-z0-9_-]{1,99})$`)

// siteHandlePath is the path before a user name on each site.
var siteHandlePath = map[string]string{"github": "", "linkedin": "in/"}
