package analytics

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
)

// shareToken is the token of a chart's share link at a share version: an
// HMAC under the service's key over the company, the chart and the
// version. Nothing about the link is stored but the version, so sharing
// again (a new version) or revoking (a new version, shared off) makes
// every earlier token fail the comparison.
func (s *Service) shareToken(companyID, chartID, version int64) string {
	m := hmac.New(sha256.New, s.Key)
	fmt.Fprintf(m, "chart share:%d:%d:%d", companyID, chartID, version)
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// shareTokenLen is the length of a token: 32 bytes of HMAC in unpadded
// base64url.
const shareTokenLen = 43

// validShare reports whether token opens the chart's live share link.
func (s *Service) validShare(r *chartRow, token string) bool {
	if !r.Shared || len(token) != shareTokenLen {
		return false
	}
	return hmac.Equal([]byte(token), []byte(s.shareToken(r.CompanyID, r.ID, r.ShareVersion)))
}

// shareURL is the absolute address of the chart's live share link: the
// web app's shared view, which reads the chart with the token.
func (s *Service) shareURL(r *chartRow) string {
	q := url.Values{}
	q.Set("chartSlug", r.Slug)
	q.Set("share_token", s.shareToken(r.CompanyID, r.ID, r.ShareVersion))
	// Encode sorts keys: chartSlug before share_token, as documented.
	return s.BaseURL + "/analytics/charts?" + q.Encode()
}
