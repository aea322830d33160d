package mail

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	htmlpkg "html"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Categories of optional mail: what a recipient may turn off on the email
// preferences page (docs/decisions.md "Email preferences"). Every other
// mail is transactional and always goes: a code or link the person asked
// for, a confirmation of what they just did, an interview they are part
// of, and staff mail.
const (
	// CategoryApplicationMessages: what a company's hiring team writes to
	// an applicant about an application (candidate_email).
	CategoryApplicationMessages = "application_messages"
	// CategoryRecruiterOutreach: recruiters writing to a person listed on
	// the /layoffs page (layoff_contact).
	CategoryRecruiterOutreach = "recruiter_outreach"
	// CategoryJobAlerts: talenthub's jobs matching a profile (issue 29).
	CategoryJobAlerts = "job_alerts"
	// CategoryTalenthubNews: talenthub's news and tips (issue 29).
	CategoryTalenthubNews = "talenthub_news"
)

// CategoryInfo is how the preferences page names a category.
type CategoryInfo struct {
	Kind        string
	Label       string
	Description string
}

// Categories lists the optional kinds in the page's order.
var Categories = []CategoryInfo{
	{CategoryApplicationMessages, "Messages about your applications",
		"Emails a company's hiring team writes to you about an application you sent. Confirmations of your application, codes you ask for and interview invitations are always sent."},
	{CategoryRecruiterOutreach, "Messages from recruiters",
		"Recruiters who found you on the /layoffs page writing to you about a job."},
	{CategoryJobAlerts, "Job alerts", "Jobs on talenthub that match your profile."},
	{CategoryTalenthubNews, "Talenthub news and tips", "What is new on talenthub and how to make the most of your profile."},
}

// ValidCategory reports whether kind names an optional category.
func ValidCategory(kind string) bool {
	return slices.ContainsFunc(Categories, func(c CategoryInfo) bool { return c.Kind == kind })
}

// templateCategory classifies every mail template: its optional category,
// or "" for mail that always goes. TestEveryTemplateIsClassified fails for
// a template missing here, so a new mail kind is a decision, not an
// accident.
var templateCategory = map[string]string{
	// To applicants and candidates.
	"candidate_email":        CategoryApplicationMessages,
	"layoff_contact":         CategoryRecruiterOutreach,
	"talenthub_job_alerts":   CategoryJobAlerts, // the daily digest of new matching jobs
	"application_received":   "",                // confirms what they just did
	"application_repeat":     "",                // answers what they just did
	"candidate_passcode":     "",                // a code they asked for
	"talenthub_sign_in_code": "",                // a sign-in code they asked for
	"interview_invite":       "",                // an interview they are part of (also to interviewers)
	"interview_update":       "",
	"interview_cancel":       "",
	"self_schedule_link":     "", // the step their application waits on
	"layoff_consent":         "", // the one request for consent; without it nothing else is sent
	"layoff_listed":          "", // confirms the consent they gave
	"layoff_contact_confirm": "", // to a sender, confirming their own message
	"data_request_verify":    "", // confirms a request they made
	"data_request_done":      "", // answers it
	"data_request_declined":  "",
	// To company users and Hirekit's support.
	"account_exists":     "",
	"verify_email":       "",
	"invite":             "",
	"invite_existing":    "",
	"reset_password":     "",
	"scorecard_reminder": "",
	"callback_request":   "",
	"assistant_callback": "",
}

// Category is the optional category of a mail template, "" when the mail
// always goes.
func Category(template string) string { return templateCategory[template] }

// NormalizeEmail is the form opt-outs are kept and looked up in.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// OptedOut reports whether to has turned off category. It is the one check
// every send and every delivery goes through (Mailer.suppressed).
func (m *Mailer) OptedOut(ctx context.Context, to, category string) (bool, error) {
	if category == "" {
		return false, nil
	}
	var n int
	err := m.DB.Conn(ctx).NewRaw("SELECT count(*) FROM mail_opt_outs WHERE email = ? AND kind = ?", NormalizeEmail(to), category).Scan(ctx, &n)
	return n > 0, err
}

// OptedOutAmong is OptedOut for many addresses at once: the normalized
// addresses among emails that have turned category off. A daily digest
// asks it once per batch of recipients rather than once per person.
func (m *Mailer) OptedOutAmong(ctx context.Context, emails []string, category string) (map[string]bool, error) {
	out := map[string]bool{}
	if category == "" || len(emails) == 0 {
		return out, nil
	}
	norm := make([]string, 0, len(emails))
	for _, e := range emails {
		norm = append(norm, NormalizeEmail(e))
	}
	var off []string
	if err := m.DB.Conn(ctx).NewRaw("SELECT email FROM mail_opt_outs WHERE kind = ? AND email IN (?)", category, bun.In(norm)).Scan(ctx, &off); err != nil {
		return nil, err
	}
	for _, e := range off {
		out[e] = true
	}
	return out, nil
}

// OptOuts returns the categories email has turned off.
func (m *Mailer) OptOuts(ctx context.Context, email string) ([]string, error) {
	out := []string{}
	err := m.DB.Conn(ctx).NewRaw("SELECT kind FROM mail_opt_outs WHERE email = ? ORDER BY kind", NormalizeEmail(email)).Scan(ctx, &out)
	return out, err
}

// SetOptOuts makes off exactly the categories email has turned off; an
// unknown category is refused and nothing is changed.
func (m *Mailer) SetOptOuts(ctx context.Context, email string, off []string) error {
	email = NormalizeEmail(email)
	if email == "" {
		return recruit.FieldError("email", "Invalid email")
	}
	for _, k := range off {
		if !ValidCategory(k) {
			return recruit.FieldError("unsubscribed", "Unknown kind of email: "+k)
		}
	}
	return m.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := m.DB.Conn(ctx)
		if _, err := db.NewRaw("DELETE FROM mail_opt_outs WHERE email = ?", email).Exec(ctx); err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		for _, k := range slices.Compact(slices.Sorted(slices.Values(off))) {
			if _, err := db.NewRaw("INSERT INTO mail_opt_outs (email, kind, created_at) VALUES (?, ?, ?)", email, k, now).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
}

// OptOut turns off category for email (every optional category when it is
// empty): the one-click unsubscribe. Already off is no error.
func (m *Mailer) OptOut(ctx context.Context, email, category string) error {
	kinds := []string{category}
	if category == "" {
		kinds = nil
		for _, c := range Categories {
			kinds = append(kinds, c.Kind)
		}
	}
	return m.DB.RunInTx(ctx, func(ctx context.Context) error {
		for _, k := range kinds {
			if _, err := m.DB.Conn(ctx).NewRaw(`INSERT INTO mail_opt_outs (email, kind, created_at) VALUES (?, ?, ?)
				ON CONFLICT (email, kind) DO NOTHING`, NormalizeEmail(email), k, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
}

// Unsubscribe tokens name an address and optionally one category, signed
// with the preferences key (keys.MailPreferences). They do not expire: a
// link in a year-old mail still stops the mail, as the law expects. A
// token only ever reaches its own address's preferences.
const tokenVersion = "u1"

// UnsubscribeToken signs a token for email and category ("" for the page
// without a particular kind).
func (m *Mailer) UnsubscribeToken(email, category string) string {
	payload := category + "\n" + NormalizeEmail(email)
	enc := base64.RawURLEncoding
	return tokenVersion + "." + enc.EncodeToString([]byte(payload)) + "." + enc.EncodeToString(m.mac(payload))
}

func (m *Mailer) mac(payload string) []byte {
	h := hmac.New(sha256.New, m.PrefsKey)
	h.Write([]byte(tokenVersion + "\n" + payload))
	return h.Sum(nil)
}

// ParseUnsubscribeToken returns the address and category a token names;
// a token that is not ours, or altered, is 404 "This link is not valid".
func (m *Mailer) ParseUnsubscribeToken(token string) (email, category string, err error) {
	bad := recruit.Errorf(recruit.ENOTFOUND, "This link is not valid")
	if len(m.PrefsKey) == 0 || len(token) > 2048 {
		return "", "", bad
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 || parts[0] != tokenVersion {
		return "", "", bad
	}
	enc := base64.RawURLEncoding
	payload, err1 := enc.DecodeString(parts[1])
	sig, err2 := enc.DecodeString(parts[2])
	if err1 != nil || err2 != nil || !hmac.Equal(sig, m.mac(string(payload))) {
		return "", "", bad
	}
	category, email, ok := strings.Cut(string(payload), "\n")
	if !ok || email == "" || (category != "" && !ValidCategory(category)) {
		return "", "", bad
	}
	return email, category, nil
}

// UnsubscribeURL is the List-Unsubscribe link of a mail of category to
// email (RFC 8058: a POST to it unsubscribes at once), "" when mail has no
// preferences key or the mail always goes.
func (m *Mailer) UnsubscribeURL(email, category string) string {
	if category == "" || len(m.PrefsKey) == 0 || m.BaseURL == "" {
		return ""
	}
	return m.BaseURL + "/api/v1/talenthub/unsubscribe?token=" + m.UnsubscribeToken(email, category)
}

// PreferencesURL is the page a mail's footer links to.
func (m *Mailer) PreferencesURL(email, category string) string {
	return m.BaseURL + "/talenthub/email-preferences/" + m.UnsubscribeToken(email, category)
}

// withFooter ends an optional mail's text and HTML with a link to the
// sender's preferences page: the visible opt-out beside the header.
func withFooter(text, html, link string) (string, string) {
	text = strings.TrimRight(text, "\n") + "\n\n--\nDon't want these emails? Choose what Hirekit sends you: " + link + "\n"
	html += `<p style="color:#666;font-size:12px">Don't want these emails? <a href="` + htmlpkg.EscapeString(link) + `">Choose what Hirekit sends you</a>.</p>` + "\n"
	return text, html
}
