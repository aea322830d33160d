package resume

import (
	"net/url"
	"regexp"
	"strings"
)

// Sites are the social sites a candidate's links are keyed by (the spec's list).
var Sites = []string{"linkedin", "facebook", "twitter", "instagram", "youtube", "github", "website",
	"dribbble", "behance", "stackoverflow", "calendly", "telegram", "angellist", "quora", "leetcode",
	"stopstalk", "geeksforgeeks", "codechef", "codeforces", "kaggle", "medium", "substack", "blogger", "wordpress"}

// profileRule recognises one site's profile URLs and writes them in one form.
type profileRule struct {
	site string
	re   *regexp.Regexp // matched against host+path, lower-cased host, no scheme
	form string         // %s is the id
}

var profileRules = []profileRule{
	{"linkedin", regexp.MustCompile(`^(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub)/([^/?#]+)`), "https://www.linkedin.com/in/%s"},
	{"github", regexp.MustCompile(`^github\.com/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?:[/?#]|$)`), "https://github.com/%s"},
	{"twitter", regexp.MustCompile(`^(?:twitter|x)\.com/@?([A-Za-z0-9_]{1,15})(?:[/?#]|$)`), "https://twitter.com/%s"},
	{"facebook", regexp.MustCompile(`^(?:m\.)?facebook\.com/([A-Za-z0-9.\-]+)(?:[/?#]|$)`), "https://www.facebook.com/%s"},
	{"instagram", regexp.MustCompile(`^instagram\.com/([A-Za-z0-9_.]+)`), "https://www.instagram.com/%s"},
	{"youtube", regexp.MustCompile(`^(?:m\.)?youtube\.com/((?:c/|channel/|user/|@)[^/?#]+)`), "https://www.youtube.com/%s"},
	{"dribbble", regexp.MustCompile(`^dribbble\.com/([^/?#]+)`), "https://dribbble.com/%s"},
	{"behance", regexp.MustCompile(`^behance\.net/([^/?#]+)`), "https://www.behance.net/%s"},
	{"stackoverflow", regexp.MustCompile(`^stackoverflow\.com/users/(\d+(?:/[^/?#]+)?)`), "https://stackoverflow.com/users/%s"},
	{"calendly", regexp.MustCompile(`^calendly\.com/([^/?#]+)`), "https://calendly.com/%s"},
	{"telegram", regexp.MustCompile(`^(?:t\.me|telegram\.me)/([A-Za-z0-9_]+)`), "https://t.me/%s"},
	{"angellist", regexp.MustCompile(`^(?:angel\.co|wellfound\.com)/(?:u/)?([^/?#]+)`), "https://wellfound.com/u/%s"},
	{"quora", regexp.MustCompile(`^quora\.com/profile/([^/?#]+)`), "https://www.quora.com/profile/%s"},
	{"leetcode", regexp.MustCompile(`^leetcode\.(?:com|cn)/(?:u/|profile/)?([A-Za-z0-9_\-]+)`), "https://leetcode.com/u/%s"},
	{"stopstalk", regexp.MustCompile(`^stopstalk\.com/user/profile/([^/?#]+)`), "https://www.stopstalk.com/user/profile/%s"},
	{"geeksforgeeks", regexp.MustCompile(`^(?:auth\.)?geeksforgeeks\.org/(?:user|profile)/([^/?#]+)`), "https://www.geeksforgeeks.org/user/%s"},
	{"codechef", regexp.MustCompile(`^codechef\.com/users/([^/?#]+)`), "https://www.codechef.com/users/%s"},
	{"codeforces", regexp.MustCompile(`^codeforces\.com/profile/([^/?#]+)`), "https://codeforces.com/profile/%s"},
	{"kaggle", regexp.MustCompile(`^kaggle\.com/([^/?#]+)`), "https://www.kaggle.com/%s"},
	{"medium", regexp.MustCompile(`^medium\.com/(@[^/?#]+)`), "https://medium.com/%s"},
	{"medium", regexp.MustCompile(`^([a-z0-9\-]+)\.medium\.com`), "https://%s.medium.com"},
	{"substack", regexp.MustCompile(`^([a-z0-9\-]+)\.substack\.com`), "https://%s.substack.com"},
	{"blogger", regexp.MustCompile(`^([a-z0-9\-]+)\.blogspot\.[a-z.]+`), "https://%s.blogspot.com"},
	{"wordpress", regexp.MustCompile(`^([a-z0-9\-]+)\.wordpress\.com`), "https://%s.wordpress.com"},
}

// notProfiles are first path segments that are pages of a site, not people.
var notProfiles = map[string]bool{
	"feed": true, "features": true, "about": true, "topics": true, "sponsors": true, "settings": true,
	"marketplace": true, "explore": true, "orgs": true, "login": true, "signup": true, "home": true,
	"search": true, "pricing": true, "share": true, "intent": true, "company": true, "jobs": true,
	"problems": true, "contest": true, "contests": true, "discuss": true, "pages": true, "groups": true,
}

// knownHosts are hosts that are never a candidate's own website.
var knownHosts = regexp.MustCompile(`(?i)(linkedin|github|gitlab|twitter|x|facebook|instagram|youtube|youtu|dribbble|behance|stackoverflow|calendly|t|telegram|angel|wellfound|quora|leetcode|stopstalk|geeksforgeeks|codechef|codeforces|kaggle|medium|substack|blogspot|wordpress|google|goo|bit|coursera|udemy|udacity|credly|hackerrank|hackerearth|example|overleaf|rendercv|openresume|microsoft|amazon|apple|npmjs|pypi|play|apps|drive|docs|wikipedia|doi|arxiv|ieee|acm|springer|researchgate|scholar|orcid)\.`)

var textURLRe = regexp.MustCompile(`(?i)\b(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.(?:com|in|io|org|net|me|dev|co|ai|app|xyz|tech|page|site|blog|cn|uk|de|ca|us)(?:/[^\s|,;()<>"]*)?`)

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
		if notProfiles[strings.ToLower(strings.TrimPrefix(id, "@"))] {
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

// findLinks gathers profile links from link targets first (many resumes
// show only the word "LinkedIn" over a link), then from the printed text.
// For GitHub a profile link wins over repository links; without one, the
// owner seen most often among linked repositories is taken. A personal
// website is taken only from the header, before the first heading.
func findLinks(ls []sectioned, targets []string) (map[string]string, map[string]string) {
	var found []linkMatch
	var evidence []string
	for _, t := range targets {
		if m, ok := classifyURL(t); ok {
			found = append(found, m)
			evidence = append(evidence, t)
		}
	}
	for _, l := range ls {
		if l.sec == SecReferences {
			continue
		}
		text := emailRe.ReplaceAllString(l.Text, " ")
		for _, u := range textURLRe.FindAllString(text, -1) {
			m, ok := classifyURL(strings.TrimRight(u, ".:"))
			if !ok || m.site == "website" && l.sec != SecHeader {
				continue
			}
			found = append(found, m)
			evidence = append(evidence, l.Text)
		}
	}
	links := map[string]string{}
	ev := map[string]string{}
	ghCount := map[string]int{}
	ghFirst := map[string]int{}
	for i, m := range found {
		if m.site == "github" && m.repo {
			k := strings.ToLower(m.id)
			ghCount[k]++
			if _, ok := ghFirst[k]; !ok {
				ghFirst[k] = i
			}
			continue
		}
		if _, ok := links[m.site]; !ok {
			links[m.site] = m.url
			ev[m.site] = evidence[i]
		}
	}
	if _, ok := links["github"]; !ok && len(ghCount) > 0 {
		bestK, bestN, bestI := "", 0, 0
		for k, n := range ghCount {
			if n > bestN || n == bestN && ghFirst[k] < bestI {
				bestK, bestN, bestI = k, n, ghFirst[k]
			}
		}
		links["github"] = found[bestI].url
		ev["github"] = evidence[bestI]
		_ = bestK
	}
	return links, ev
}
