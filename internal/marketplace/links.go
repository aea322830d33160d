package marketplace

import (
	"context"
	"encoding/json"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/resume"
	"hirekit/internal/sqldb"
)

// LinkSites are the spec's 24 social links, in its order (resume.Sites is
// the same list, the parser's keys).
var LinkSites = resume.Sites

// linkHosts are the hosts each site's link may be on: the host itself or
// any subdomain of it (www., m., a Medium or Substack publication). A
// website is any host: it is the candidate's own. Calendly is
// calendly.com only: a booking page elsewhere is a website.
var linkHosts = map[string][]string{
	"linkedin": {"linkedin.com"}, "facebook": {"facebook.com", "fb.com"}, "twitter": {"twitter.com", "x.com"},
	"instagram": {"instagram.com"}, "youtube": {"youtube.com", "youtu.be"}, "github": {"github.com"},
	"dribbble": {"dribbble.com"}, "behance": {"behance.net"}, "stackoverflow": {"stackoverflow.com", "stackexchange.com"},
	"calendly": {"calendly.com"}, "telegram": {"t.me", "telegram.me"}, "angellist": {"angel.co", "wellfound.com"},
	"quora": {"quora.com"}, "leetcode": {"leetcode.com", "leetcode.cn"}, "stopstalk": {"stopstalk.com"},
	"geeksforgeeks": {"geeksforgeeks.org"}, "codechef": {"codechef.com"}, "codeforces": {"codeforces.com"},
	"kaggle": {"kaggle.com"}, "medium": {"medium.com"}, "substack": {"substack.com"},
	"blogger": {"blogger.com", "blogspot.com"}, "wordpress": {"wordpress.com"},
}

// siteLabels are the names users read in messages.
var siteLabels = map[string]string{
	"linkedin": "LinkedIn", "facebook": "Facebook", "twitter": "Twitter", "instagram": "Instagram", "youtube": "YouTube",
	"github": "GitHub", "website": "Website", "dribbble": "Dribbble", "behance": "Behance", "stackoverflow": "Stack Overflow",
	"calendly": "Calendly", "telegram": "Telegram", "angellist": "AngelList", "quora": "Quora", "leetcode": "LeetCode",
	"stopstalk": "StopStalk", "geeksforgeeks": "GeeksforGeeks", "codechef": "CodeChef", "codeforces": "Codeforces",
	"kaggle": "Kaggle", "medium": "Medium", "substack": "Substack", "blogger": "Blogger", "wordpress": "WordPress",
}

// CheckLink validates one social link for its site: http or https, and a
// host of that site (any host for "website"). An empty value is no link.
func CheckLink(site, raw string) (string, error) {
	label, ok := siteLabels[site]
	if !ok {
		return "", recruit.FieldError("links", "Unknown link: "+site)
	}
	v, u, err := webURL("links."+site, label+" link", raw)
	if err != nil || v == "" {
		return v, err
	}
	if site == "website" {
		return v, nil
	}
	host := strings.TrimSuffix(u.Hostname(), ".")
	for _, h := range linkHosts[site] {
		if host == h || strings.HasSuffix(host, "."+h) {
			return v, nil
		}
	}
	return "", recruit.FieldError("links."+site, label+" link must be on "+strings.Join(linkHosts[site], " or "))
}

// CheckLinks validates a whole set of links; empty values are dropped.
func CheckLinks(in map[string]string) (map[string]string, error) {
	out := map[string]string{}
	for site, raw := range in {
		v, err := CheckLink(site, raw)
		if err != nil {
			return nil, err
		}
		if v != "" {
			out[site] = v
		}
	}
	return out, nil
}

func (s *Service) setLinks(ctx context.Context, id int64, links map[string]string) error {
	raw, err := json.Marshal(links)
	if err != nil {
		return err
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_candidates SET links = ?, updated_at = ? WHERE id = ?`,
			string(raw), sqldb.NowIn(ctx), id).Exec(ctx)
		if err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
}
