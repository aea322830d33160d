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
	return plainTextDocument(string(out)), nil
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
