package boolquery

import "strings"

// tsquery renders e in PostgreSQL's tsquery syntax: & for AND, | for OR,
// "& !" for FTS5's NOT and <-> between the words of a phrase. Every lexeme
// is quoted, and every compound operand parenthesised.
func tsquery(e *expr) string {
	var b strings.Builder
	writeTSQuery(&b, e)
	return b.String()
}

func writeTSQuery(b *strings.Builder, e *expr) {
	switch e.op {
	case eTerm:
		for i, w := range e.words {
			if i > 0 {
				b.WriteString(" <-> ")
			}
			b.WriteString(quoteLexeme(w))
		}
		return
	case eExcept:
		writeTSQueryOperand(b, e.kids[0])
		b.WriteString(" & !")
		writeTSQueryOperand(b, e.kids[1])
		return
	}
	sep := " & "
	if e.op == eOr {
		sep = " | "
	}
	for i, k := range e.kids {
		if i > 0 {
			b.WriteString(sep)
		}
		writeTSQueryOperand(b, k)
	}
}

func writeTSQueryOperand(b *strings.Builder, e *expr) {
	if e.op == eTerm && len(e.words) == 1 {
		writeTSQuery(b, e)
		return
	}
	b.WriteString("(")
	writeTSQuery(b, e)
	b.WriteString(")")
}

// quoteLexeme quotes w as a tsquery lexeme. Normalised words hold only
// letters and digits, but quoting keeps that an assumption nobody has to
// check here.
func quoteLexeme(w string) string {
	w = strings.ReplaceAll(w, `\`, `\\`)
	return "'" + strings.ReplaceAll(w, "'", "''") + "'"
}
