package marketplace

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Reporting a public profile (docs/decisions.md, "Reported profiles"): any
// visitor of /talenthub/{username} may report it with a reason from a
// fixed list; platform admins see the reports grouped per profile on the
// operations page and dismiss them or unlist the profile. The candidate
// never learns who reported them: a report keeps only a keyed hash of its
// reporter, used to keep one open report per reporter and profile.

// ReportReasons are the reasons a visitor may choose, with their labels.
var ReportReasons = []struct{ Key, Label string }{
	{"spam", "Spam"},
	{"fake", "Fake or impersonation"},
	{"offensive", "Offensive content"},
	{"other", "Other"},
}

// MaxReportDetails bounds a report's details, in characters.
const MaxReportDetails = 1000

// ReportBucket is the rate limit of reports from one client address
// (auth's rate buckets): a repeat is not stored twice, but each call
// still costs a lookup, and a flood from one address is refused early.
const ReportBucket = "talenthub_report"

// ReportInput is a visitor's report.
type ReportInput struct {
	Reason, Details string
	// IP is the client's address: the rate limit's key, and (hashed with
	// the day) the reporter's when nobody is signed in.
	IP string
}

// textReportThanks answers every accepted report, a repeat too: the
// reporter learns nothing of earlier reports.
const textReportThanks = "Thank you. The talenthub team will review this profile."

// ReportProfile records a visitor's report of a listed profile: one open
// report per reporter and profile, a repeat replacing its reason and
// details. An unknown, unlisted or reserved username is "Profile not
// found", as the page says.
func (s *Service) ReportProfile(ctx context.Context, username string, in ReportInput) (string, error) {
	name, err := NormalizeUsername(username)
	if err != nil || Reserved(name) {
		return "", recruit.Errorf(recruit.ENOTFOUND, textNotFound)
	}
	reason := strings.TrimSpace(in.Reason)
	if !validReason(reason) {
		return "", recruit.FieldError("reason", "Please choose a reason: spam, fake, offensive or other")
	}
	details := strings.TrimSpace(in.Details)
	switch {
	case strings.ContainsRune(details, 0) || !utf8.ValidString(details):
		return "", recruit.FieldError("details", "The details contain characters that are not allowed")
	case utf8.RuneCountInString(details) > MaxReportDetails:
		return "", recruit.FieldError("details", "The details are at most 1000 characters")
	}
	if err := s.limit(ctx, ReportBucket, in.IP); err != nil {
		return "", err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		var c struct {
			ID     int64 `bun:"id"`
			Listed bool  `bun:"listed"`
		}
		err := db.NewRaw(`SELECT id, listed FROM hub_candidates WHERE username = ?`, name).Scan(ctx, &c)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && !c.Listed) {
			return recruit.Errorf(recruit.ENOTFOUND, textNotFound)
		} else if err != nil {
			return err
		}
		if a := recruit.ActorFrom(ctx); a != nil && a.HubCandidateID == c.ID {
			return recruit.FieldError("reason", "You cannot report your own profile")
		}
		now := sqldb.NowIn(ctx)
		_, err = db.NewRaw(`INSERT INTO hub_profile_reports (hub_candidate_id, reporter_key, reason, details, state, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'open', ?, ?)
			ON CONFLICT (hub_candidate_id, reporter_key) WHERE state = 'open'
			DO UPDATE SET reason = excluded.reason, details = excluded.details, updated_at = excluded.updated_at`,
			c.ID, s.reporterKey(ctx, in.IP), reason, details, now, now).Exec(ctx)
		return err
	})
	if err != nil {
		return "", err
	}
	return textReportThanks, nil
}

func validReason(r string) bool {
	for _, x := range ReportReasons {
		if x.Key == r {
			return true
		}
	}
	return false
}

// reporterKey names the reporter for the one-open-report rule without
// storing who they are: the signed-in account, else the client's address
// (an IPv6 address by its /64, one subscriber's block) and the UTC day, so
// a shared address (an office, a carrier's NAT) is not muted for good. It
// is keyed with the session key: an unkeyed hash of an IPv4 address and a
// day is reversed by trying them all.
func (s *Service) reporterKey(ctx context.Context, ip string) string {
	var who string
	if a := recruit.ActorFrom(ctx); a != nil && a.HubCandidateID != 0 {
		who = "hub:" + strconv.FormatInt(a.HubCandidateID, 10)
	} else if a != nil && a.UserID != 0 {
		who = "user:" + strconv.FormatInt(a.UserID, 10)
	} else {
		addr := ip
		if p, err := netip.ParseAddr(ip); err == nil && p.Is6() && !p.Is4In6() {
			if pre, err := p.Prefix(64); err == nil {
				addr = pre.String()
			}
		}
		who = "addr:" + addr + ":" + sqldb.NowIn(ctx).Format("2006-01-02")
	}
	m := hmac.New(sha256.New, append([]byte("talenthub-report:"), s.SessionKey...))
	m.Write([]byte(who))
	return hex.EncodeToString(m.Sum(nil))
}
