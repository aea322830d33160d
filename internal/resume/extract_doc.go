package resume

import (
	"context"
	"errors"
	"strings"
)

// extractDOC reads a Word 97–2003 file with antiword, whose -w 0 keeps each
// paragraph on one line and draws tables with "|" cell borders, and falls
// back to catdoc when antiword is missing or fails (it rejects some
// fast-saved and Word 6 files that catdoc reads).
func (e *Extractor) extractDOC(ctx context.Context, data []byte) (*Document, error) {
	hasAntiword, hasCatdoc := e.sb.has("antiword"), e.sb.has("catdoc")
	if !hasAntiword && !hasCatdoc {
		return nil, ErrReaderNotInstalled
	}
	var out []byte
	var err error
	if hasAntiword {
		out, err = e.sb.run(ctx, "antiword", []string{"-w", "0", "-m", "UTF-8.txt", "in"}, data)
	}
	if (!hasAntiword || err != nil || len(strings.TrimSpace(string(out))) == 0) && hasCatdoc {
		if errors.Is(err, ErrTimeout) {
			return nil, err
		}
		out, err = e.sb.run(ctx, "catdoc", []string{"-d", "utf-8", "-w", "in"}, data)
	}
	if err != nil {
		if errors.Is(err, ErrTimeout) {
			return nil, err
		}
		return nil, ErrCorrupt
	}
	doc := plainTextDocument(string(out))
	if hasAntiword && hasCatdoc && err == nil {
		// antiword leaves out the page header and footer, where some CVs
		// keep their contacts; catdoc prints them. Only catdoc's lines
		// with contacts that antiword's text lacks are added.
		if more, cerr := e.sb.run(ctx, "catdoc", []string{"-d", "utf-8", "-w", "in"}, data); cerr == nil {
			doc.Lines = append(doc.Lines, missingContactLines(string(out), string(more))...)
		}
	}
	return doc, nil
}

// spaceRunRe is the run of spaces catdoc puts between a footer's fields.
var spaceRunRe = mustRx(`\s{3,}(?:I\s{3,})?`)

// missingContactLines returns the lines of other that hold an address or
// a URL absent from text, as footer lines with their fields tab-separated.
func missingContactLines(text, other string) []Line {
	var out []Line
	for _, raw := range strings.Split(other, "\n") {
		t := strings.TrimSpace(strings.ReplaceAll(raw, "\f", ""))
		if t == "" || !strings.Contains(t, "@") && !strings.Contains(t, "://") {
			continue
		}
		missing := false
		for _, e := range emailRe.FindAllString(t, -1) {
			missing = missing || !strings.Contains(strings.ToLower(text), strings.ToLower(e))
		}
		if missing {
			out = append(out, Line{Page: 1, Part: PartFooter, Text: spaceRunRe.ReplaceAllString(t, "\t")})
		}
	}
	return out
}

// plainTextDocument splits reader output into lines, turning antiword's
// table borders into tabs.
func plainTextDocument(s string) *Document {
	doc := &Document{Pages: 1}
	for _, raw := range strings.Split(s, "\n") {
		t := strings.TrimRight(raw, " \r\f")
		if strings.HasPrefix(strings.TrimSpace(t), "|") {
			t = strings.Trim(strings.TrimSpace(t), "|")
			cells := strings.Split(t, "|")
			var kept []string
			for _, c := range cells {
				if c = strings.TrimSpace(c); c != "" {
					kept = append(kept, c)
				}
			}
			t = strings.Join(kept, "\t")
		}
		t = strings.ReplaceAll(t, "\f", "")
		if strings.TrimSpace(t) == "" {
			continue
		}
		doc.Lines = append(doc.Lines, Line{Page: 1, Text: t})
	}
	return doc
}
