package resume

import (
	"slices"
	"strings"
	"unicode"
)

var emailRe = mustRx(`[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)

// obfuscatedAtRe finds an address written against spam harvesters:
// "jane(at)example.com", "jane [at] example [dot] com".
var (
	obfuscatedAtRe  = mustRx(`(?i)\s?[\[(]\s?at\s?[\])]\s?`)
	obfuscatedDotRe = mustRx(`(?i)\s?[\[(]\s?dot\s?[\])]\s?`)
)

// deobfuscate writes "(at)" and "(dot)" as "@" and ".".
func deobfuscate(s string) string {
	if !strings.Contains(s, "at)") && !strings.Contains(s, "at]") && !strings.Contains(s, "AT)") && !strings.Contains(s, "AT]") {
		return s
	}
	return obfuscatedDotRe.ReplaceAllString(obfuscatedAtRe.ReplaceAllString(s, "@"), ".")
}

// emailSpans returns the byte ranges of the addresses in s, each cut back
// from the words a PDF without spaces between its runs glues to it.
func emailSpans(s string) [][2]int {
	var out [][2]int
	for _, m := range emailRe.FindAllStringIndex(s, -1) {
		start, end := m[0], m[1]
		at := start + strings.IndexByte(s[start:end], '@')
		start += gluedPrefix(s[:start], s[start:at])
		end = start + len(trimGluedDomain(s[start:end]))
		if at > start && end > at+1 {
			out = append(out, [2]int{start, end})
		}
	}
	return out
}

// tlds are the top-level domains after which resumes glue a word.
var tlds = []string{"com", "org", "net", "edu", "gov", "io", "in", "co", "de", "br", "ru", "cn", "jp", "uk", "fr", "es",
	"it", "pt", "nl", "ch", "at", "se", "pl", "me", "dev", "ai", "us", "ca", "au", "kr", "tw", "hk", "sg", "mx", "ar"}

// gluedWords are the words that follow an address in a contact line.
var gluedWords = []string{"phone", "mobile", "mob", "tel", "cell", "linkedin", "github", "gitlab", "portfolio", "website", "web",
	"www", "http", "address", "contact", "email", "mail", "twitter", "location", "india", "usa", "telefone", "telefon",
	"celular", "handy", "tél", "телефон"}

// comTLDs are real top-level domains that begin with "com".
var comTLDs = map[string]bool{"com": true, "company": true, "community": true, "computer": true, "compare": true}

// trimGluedDomain cuts a word glued after an address's top-level domain:
// "jane@example.comLinkedIn" (a capital after lower case inside a label),
// "jane@uni.ac.inphone" and "jane@example.comportfolio.dev" (a domain and
// a contact word), "jane@example.comjohn" (no real domain starts with
// "com" so long). The first label after "@" is the host and is kept.
func trimGluedDomain(e string) string {
	at := strings.IndexByte(e, '@')
	for dot := strings.IndexByte(e[at+1:], '.'); dot >= 0; {
		start := at + 1 + dot + 1
		end := strings.IndexByte(e[start:], '.')
		last := end < 0
		if last {
			end = len(e)
		} else {
			end += start
		}
		if n := gluedAt(e[start:end], last); n > 0 {
			return e[:start+n]
		}
		if last {
			break
		}
		dot = end - (at + 1)
	}
	return e
}

// gluedAt returns where a glued word starts inside a domain label, or 0.
func gluedAt(label string, last bool) int {
	lower := strings.ToLower(label)
	// A capital after lower case, where the part before is a domain
	// ("comLinkedIn"), not inside a name ("McGill").
	for i := 2; i < len(label); i++ {
		if unicode.IsUpper(rune(label[i])) && unicode.IsLower(rune(label[i-1])) && (last && i <= 3 || slices.Contains(tlds, lower[:i])) {
			return i
		}
	}
	for _, t := range tlds {
		if len(lower) > len(t) && strings.HasPrefix(lower, t) {
			rest := lower[len(t):]
			for _, w := range gluedWords {
				if strings.HasPrefix(rest, w) {
					return len(t)
				}
			}
		}
	}
	if last && strings.HasPrefix(lower, "com") && len(lower) > 3 && !comTLDs[lower] {
		return 3
	}
	return 0
}

// labelPrefixRe is a contact label glued before an address ("Emailjane@…").
var labelPrefixRe = mustRx(`^(?:E-?[Mm]ail|EMAIL|E-MAIL|Mail|MAIL)(?:[Ii][Dd])?`)

// gluedPrefix returns how many bytes at the start of an address's local
// part belong to the text before it: a capitalised label ("Email",
// "E-mail"), or the last digits of a phone number printed just before it
// ("+1 555 010 4477jane@…"). A local part that merely starts with digits
// ("2024jane@…") keeps them.
func gluedPrefix(before, local string) int {
	if m := labelPrefixRe.FindString(local); m != "" && len(local) > len(m)+1 {
		return len(m)
	}
	d := 0
	for d < len(local) && local[d] >= '0' && local[d] <= '9' {
		d++
	}
	if d == 0 || d == len(local) {
		return 0
	}
	// The phone characters right before the address.
	i := len(before)
	for i > 0 && strings.IndexByte("0123456789 +-().", before[i-1]) >= 0 {
		i--
	}
	run := before[i:]
	prior := len(digits(run))
	if prior >= 4 && prior+d >= 10 && prior+d <= 13 || strings.HasSuffix(run, "+") && d >= 10 && d <= 13 {
		return d
	}
	return 0
}

// placeholderLocals are the local parts of template addresses that name
// nobody.
var placeholderLocals = wordSet(`yourname youremail yourmail your name email mail user username firstname lastname firstnamelastname
	firstlast namesurname you me someone somebody example test sample abc abcd abc123 xyz info123 johndoe janedoe`)

// placeholderDomains are domains used only in templates.
var placeholderDomains = wordSet(`domain yourdomain mydomain website yourwebsite demo site test sample`)

// isPlaceholderEmail reports a template's address: a generic or masked
// local part ("yourname@", "xxx@", "xxxx.xxxx@"), a placeholder domain
// ("@yourdomain.com", "@xxx.com"). "john.doe@" is a placeholder unless the
// resume's own name is John Doe, as in a template's sample person.
func isPlaceholderEmail(e, name string) bool {
	local, domain, _ := strings.Cut(strings.ToLower(e), "@")
	flat := strings.NewReplacer(".", "", "_", "", "-", "", "+", "").Replace(local)
	host, _, _ := strings.Cut(domain, ".")
	if masked(flat) || masked(host) || placeholderDomains[host] {
		return true
	}
	if placeholderLocals[flat] {
		return !(strings.HasSuffix(flat, "doe") && sharesName(local, name))
	}
	return strings.HasPrefix(flat, "your")
}

// masked reports a string made of one repeated character ("xxx", "0000").
func masked(s string) bool {
	if len(s) < 3 {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}
