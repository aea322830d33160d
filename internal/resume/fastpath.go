package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The helpers here stand in for regexps on the hottest paths of Fields:
// each gives exactly the regexp's answer, found without the backtracker
// (a profile of the corpus showed two thirds of Fields' time inside
// regexp, mostly on lines that cannot match).

// letterRuns is headingWordRe.FindAllString(s, -1): the runs of letters
// and "&". An invalid byte decodes to utf8.RuneError, not a letter, as in
// regexp.
func letterRuns(s string) []string {
	var out []string
	start := -1
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == '&' || unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
		i += w
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// firstLetterRun is headingWordRe.FindString(s).
func firstLetterRun(s string) string {
	start := -1
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == '&' || unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			return s[start:i]
		}
		i += w
	}
	if start >= 0 {
		return s[start:]
	}
	return ""
}

// withoutContacts is contactRe.ReplaceAllString(s, " "). Every match of
// contactRe holds "@", a digit, "http" or "www." (the regexp is case
// sensitive), so a line with none is returned as it is.
func withoutContacts(s string) string {
	if !strings.ContainsAny(s, "@0123456789") && !strings.Contains(s, "http") && !strings.Contains(s, "www.") {
		return s
	}
	return contactRe.ReplaceAllString(s, " ")
}

// hasFoldASCII reports whether s holds sub, an ASCII lower-case word,
// in any case. It is exact for a regexp's (?i) only when sub has no "k"
// and no "s", whose case folds include non-ASCII letters (K, ſ).
func hasFoldASCII(s, sub string) bool {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		j := 0
		for ; j < n; j++ {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
		}
		if j == n {
			return true
		}
	}
	return false
}

// hasYear is yearRe.MatchString(s): four digits from 1950 to 2049 with no
// ASCII letter, digit or "_" on either side (Go's \b is ASCII; a byte of a
// longer UTF-8 rune is no word byte, as the rune is no word character).
func hasYear(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		c0, c1, c2, c3 := s[i], s[i+1], s[i+2], s[i+3]
		if !isDigit(c2) || !isDigit(c3) {
			continue
		}
		if !(c0 == '1' && c1 == '9' && c2 >= '5' || c0 == '2' && c1 == '0' && c2 <= '4') {
			continue
		}
		if i > 0 && isWordByte(s[i-1]) || i+4 < len(s) && isWordByte(s[i+4]) {
			continue
		}
		return true
	}
	return false
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isWordByte(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
