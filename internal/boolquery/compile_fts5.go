package boolquery

import "strings"

// fts5 renders e in FTS5's query syntax. Every phrase is a quoted string, so
// no word can be read as an operator, a column filter or a prefix, and every
// compound operand is parenthesised rather than left to precedence.
func fts5(e *expr) string {
	var b strings.Builder
	writeFTS5(&b, e)
	return b.String()
}

func writeFTS5(b *strings.Builder, e *expr) {
	switch e.op {
	case eTerm:
		b.WriteString(`"`)
		b.WriteString(strings.ReplaceAll(strings.Join(e.words, " "), `"`, `""`))
		b.WriteString(`"`)
		return
	case eExcept:
		writeFTS5Operand(b, e.kids[0])
		b.WriteString(" NOT ")
		writeFTS5Operand(b, e.kids[1])
		return
	}
	sep := " AND "
	if e.op == eOr {
		sep = " OR "
	}
	for i, k := range e.kids {
		if i > 0 {
			b.WriteString(sep)
		}
		writeFTS5Operand(b, k)
	}
}

func writeFTS5Operand(b *strings.Builder, e *expr) {
	if e.op == eTerm {
		writeFTS5(b, e)
		return
	}
	b.WriteString("(")
	writeFTS5(b, e)
	b.WriteString(")")
}
