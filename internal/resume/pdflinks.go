package resume

import (
	"bytes"
	"compress/zlib"
	"encoding/hex"
	"io"
	"strings"
)

// Budgets of the link scanner: it reads untrusted bytes, so both the work
// per object stream and the total inflated size are bounded.
const (
	maxObjStmInflate = 8 << 20
	maxTotalInflate  = 32 << 20
	maxLinks         = 200
)

// ScanPDFLinks returns the targets of the /URI actions in a PDF, in file
// order, without duplicates. It reads plain objects and, since PDF 1.5
// writers often pack annotations into compressed object streams, also
// inflates FlateDecode streams marked /Type /ObjStm. It never panics on
// malformed input; it returns what it could read.
func ScanPDFLinks(data []byte) []string {
	var links []string
	seen := map[string]bool{}
	add := func(b []byte) {
		for _, u := range scanURIs(b) {
			if !seen[u] && len(links) < maxLinks {
				seen[u] = true
				links = append(links, u)
			}
		}
	}
	add(data)
	budget := maxTotalInflate
	rest := data
	for budget > 0 {
		i := bytes.Index(rest, []byte("stream"))
		if i < 0 {
			break
		}
		// "endstream" also contains "stream": skip it.
		if i >= 3 && string(rest[i-3:i]) == "end" {
			rest = rest[i+6:]
			continue
		}
		dictStart := bytes.LastIndex(rest[max(0, i-2048):i], []byte("obj"))
		dict := rest[max(0, i-2048):i]
		if dictStart >= 0 {
			dict = dict[dictStart:]
		}
		body := rest[i+6:]
		if len(body) > 0 && body[0] == '\r' {
			body = body[1:]
		}
		if len(body) > 0 && body[0] == '\n' {
			body = body[1:]
		}
		end := bytes.Index(body, []byte("endstream"))
		if end < 0 {
			end = len(body)
		}
		if bytes.Contains(dict, []byte("/ObjStm")) && bytes.Contains(dict, []byte("/FlateDecode")) {
			limit := min(maxObjStmInflate, budget)
			inflated := inflate(body[:end], limit)
			budget -= len(inflated)
			add(inflated)
		}
		rest = body[end:]
	}
	return links
}

// inflate decompresses a zlib stream up to limit bytes, keeping whatever
// came out before an error, since truncated streams are common.
func inflate(b []byte, limit int) []byte {
	zr, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil
	}
	defer zr.Close()
	out, _ := io.ReadAll(io.LimitReader(zr, int64(limit)))
	return out
}

// scanURIs finds every "/URI" key in b followed by a string value.
func scanURIs(b []byte) []string {
	var out []string
	for {
		i := bytes.Index(b, []byte("/URI"))
		if i < 0 {
			return out
		}
		b = b[i+4:]
		j := 0
		for j < len(b) && isPDFSpace(b[j]) {
			j++
		}
		if j >= len(b) {
			return out
		}
		var s string
		var n int
		switch b[j] {
		case '(':
			s, n = pdfLiteral(b[j:])
		case '<':
			s, n = pdfHex(b[j:])
		default:
			continue // "/URI 12 0 R", or the key of a name like /URIAction
		}
		b = b[j+n:]
		s = strings.TrimSpace(strings.TrimPrefix(s, "\xfe\xff"))
		if s != "" && isPrintable(s) {
			out = append(out, s)
		}
	}
}

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isPrintable(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return false
		}
	}
	return true
}

// pdfLiteral decodes a literal string starting at b[0] == '(' and returns
// it with the number of bytes consumed. Nested parentheses and the usual
// escapes are handled; an unterminated string ends at the input's end.
func pdfLiteral(b []byte) (string, int) {
	var sb strings.Builder
	depth := 0
	i := 0
	for ; i < len(b) && sb.Len() < 4096; i++ {
		c := b[i]
		switch {
		case c == '\\' && i+1 < len(b):
			i++
			switch e := b[i]; e {
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'b', 'f':
			case '\r', '\n':
				// a line continuation
			default:
				if e >= '0' && e <= '7' {
					v := 0
					k := 0
					for ; k < 3 && i+k < len(b) && b[i+k] >= '0' && b[i+k] <= '7'; k++ {
						v = v*8 + int(b[i+k]-'0')
					}
					i += k - 1
					sb.WriteByte(byte(v))
				} else {
					sb.WriteByte(e)
				}
			}
		case c == '(':
			if depth > 0 {
				sb.WriteByte(c)
			}
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return sb.String(), i + 1
			}
			sb.WriteByte(c)
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String(), i
}

// pdfHex decodes a hex string starting at b[0] == '<'.
func pdfHex(b []byte) (string, int) {
	end := bytes.IndexByte(b, '>')
	if end < 0 || end > 8192 {
		return "", 1
	}
	var digits []byte
	for _, c := range b[1:end] {
		if !isPDFSpace(c) {
			digits = append(digits, c)
		}
	}
	if len(digits)%2 == 1 {
		digits = append(digits, '0')
	}
	out, err := hex.DecodeString(string(digits))
	if err != nil {
		return "", end + 1
	}
	return string(out), end + 1
}
