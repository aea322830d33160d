package layoffs

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"regexp"
	"strings"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// contactWindow is how long a sender has to confirm their address.
const contactWindow = 24 * time.Hour

// ContactInput is another company's message to a listed person.
type ContactInput struct {
	Name    string
	Email   string
	Company string
	Message string
	IP      string
}

// contactMail is the data of the layoff_contact mail.
type contactMail struct {
	Name        string
	FromName    string
	FromEmail   string
	FromCompany string
	Message     string
	ListedBy    string
	RemoveURL   string
}

// contactConfirmMail is the data of the layoff_contact_confirm mail. It
// carries nothing the sender typed: whoever gives someone else's address
// must not be able to mail that address their own words.
type contactConfirmMail struct {
	PersonName string
	ConfirmURL string
	Hours      int
}

// Contact keeps another company's message to a listed person and mails
// the sender a link to confirm their address (security review 3, M5):
// nothing reaches the person until the sender shows they read mail at the
// address they gave. At most 5 an hour from one address (an IPv6 /64) and
// 5 a day from one sender address.
func (s *Service) Contact(ctx context.Context, id int64, in ContactInput) error {
	if err := s.Gate.LimitRate(ctx, "layoff_contact", in.IP); err != nil {
		return err
	}
	in.Name, in.Email, in.Company = strings.TrimSpace(in.Name), normaliseEmail(in.Email), strings.TrimSpace(in.Company)
	in.Message = strings.TrimSpace(in.Message)
	if err := checkLine("name", "name", in.Name, true, maxName); err != nil {
		return err
	}
	if err := checkEmail("email", in.Email); err != nil {
		return err
	}
	if err := checkLine("company", "company", in.Company, true, maxName); err != nil {
		return err
	}
	if in.Message == "" {
		return recruit.FieldError("message", "Please enter message")
	}
	if strings.ContainsRune(in.Message, 0) {
		return recruit.FieldError("message", "Please enter message without control characters")
	}
	if len([]rune(in.Message)) > maxMessage {
		return recruit.FieldError("message", "Message is too long")
	}
	p, err := s.listed(ctx, id)
	if err != nil {
		return err
	}
	if err := s.Gate.LimitRate(ctx, "layoff_contact_sender", in.Email); err != nil {
		return err
	}
	token := newContactToken()
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		db := s.DB.Conn(ctx)
		// Unconfirmed messages past their day are kept no longer.
		if _, err := db.NewRaw("DELETE FROM layoff_contacts WHERE confirmed_at IS NULL AND created_at < ?", now.Add(-contactWindow)).Exec(ctx); err != nil {
			return err
		}
		if _, err := db.NewRaw(`INSERT INTO layoff_contacts (person_id, from_name, from_email, from_company, message, token_hash, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, p.ID, in.Name, in.Email, in.Company, in.Message, hashToken(token), now).Exec(ctx); err != nil {
			return err
		}
		return s.Mail.Send(ctx, "layoff_contact_confirm", in.Email, p.CompanyID, contactConfirmMail{PersonName: p.Name,
			ConfirmURL: s.BaseURL + "/layoffs/contact/" + token, Hours: int(contactWindow.Hours())})
	})
}

// listed is a listed person of an approved company, or not found.
func (s *Service) listed(ctx context.Context, id int64) (*Person, error) {
	var ps []Person
	if err := s.DB.Conn(ctx).NewRaw("SELECT "+personColumns+personFrom+`
		WHERE p.id = ? AND p.state = ? AND c.approved_at IS NOT NULL`, id, StateListed).Scan(ctx, &ps); err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, errNotFound
	}
	return &ps[0], nil
}

// newContactToken is a random link token (43 characters, like the
// people's links).
func newContactToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

var errBadContactLink = recruit.Errorf(recruit.ENOTFOUND, "This link is not valid. Please write your message again.")

// ConfirmContact is the sender's click on their confirmation link: the
// message goes to the person, once, marked as from a confirmed address
// whose name and company nobody checked. Confirming again changes
// nothing. Limited per address like the people's links.
func (s *Service) ConfirmContact(ctx context.Context, token, ip string) error {
	if err := s.Gate.LimitRate(ctx, "layoff_link", ip); err != nil {
		return err
	}
	if len(token) != 43 || !recruit.PlainText(token) {
		return errBadContactLink
	}
	return s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		var cs []struct {
			ID          int64      `bun:"id"`
			PersonID    int64      `bun:"person_id"`
			FromName    string     `bun:"from_name"`
			FromEmail   string     `bun:"from_email"`
			FromCompany string     `bun:"from_company"`
			Message     string     `bun:"message"`
			CreatedAt   time.Time  `bun:"created_at"`
			ConfirmedAt *time.Time `bun:"confirmed_at"`
		}
		if err := db.NewRaw(`SELECT id, person_id, from_name, from_email, from_company, message, created_at, confirmed_at
			FROM layoff_contacts WHERE token_hash = ?`, hashToken(token)).Scan(ctx, &cs); err != nil {
			return err
		}
		if len(cs) == 0 {
			return errBadContactLink
		}
		c := cs[0]
		if c.ConfirmedAt != nil {
			return nil
		}
		now := sqldb.NowIn(ctx)
		if now.Sub(c.CreatedAt) > contactWindow {
			return recruit.Errorf(recruit.ECONFLICT, "This link has expired. Please write your message again.")
		}
		// The person may have left the page since; then nothing is sent.
		p, err := s.listed(ctx, c.PersonID)
		if err != nil {
			return recruit.Errorf(recruit.ECONFLICT, "This person is no longer on the page, so your message was not sent.")
		}
		res, err := db.NewRaw("UPDATE layoff_contacts SET confirmed_at = ?, confirm_ip = ? WHERE id = ? AND confirmed_at IS NULL",
			now, ip, c.ID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil // a parallel click sent it
		}
		// Every mail carries the same removal link.
		return s.Mail.Send(ctx, "layoff_contact", p.Email, p.CompanyID, contactMail{Name: p.Name, FromName: c.FromName,
			FromEmail: c.FromEmail, FromCompany: c.FromCompany, Message: Defang(c.Message), ListedBy: p.CompanyName,
			RemoveURL: s.link(s.token(p.Nonce), ActionRemove)})
	})
}

// linkish matches what a mail reader would turn into a link: anything
// with a scheme (https://, ftp://, mailto:) or starting with www.
var linkish = regexp.MustCompile(`(?i)\b(?:[a-z][a-z0-9+.-]*://|mailto:|www\.)[^\s<>"]+`)

// defangParts break a link so no mail reader makes it clickable again.
var defangParts = strings.NewReplacer("://", "[:]//", ".", "[.]", "mailto:", "mailto[:]", "MAILTO:", "MAILTO[:]")

// Defang shows every link of a stranger's message as text marked as an
// external link, with its scheme and dots broken
// ("[external link: hxxps[:]//evil[.]test/login]"), so the person reads
// where it goes and has to copy it on purpose.
func Defang(msg string) string {
	return linkish.ReplaceAllStringFunc(msg, func(l string) string {
		if strings.HasPrefix(strings.ToLower(l), "http") {
			l = "hxxp" + l[4:]
		}
		return "[external link: " + defangParts.Replace(l) + "]"
	})
}
