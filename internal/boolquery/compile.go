package boolquery

// Plan is a query compiled for one engine. Expr is a positive expression
// that the engine's full-text index can answer; when Negated is true the
// query matches the rows that Expr does not match, an anti-join.
//
// Both engines get the same shape: Negated is the same for q.FTS5() and
// q.TSQuery(), so the caller writes one branch for both.
//
// SQLite, with docs_fts an FTS5 table whose rowid is the document id:
//
//	SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?               -- Negated false
//	SELECT id FROM docs WHERE id NOT IN
//	  (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?)          -- Negated true
//
// PostgreSQL, with a tsvector column and a GIN index on it:
//
//	tsv tsvector GENERATED ALWAYS AS
//	  (to_tsvector('simple', coalesce(body_normalized, ''))) STORED
//	SELECT id FROM docs WHERE tsv @@ to_tsquery('simple', $1)       -- Negated false
//	SELECT id FROM docs WHERE NOT (tsv @@ to_tsquery('simple', $1)) -- Negated true
//
// Expr is always a bound parameter, never spliced into SQL. In PostgreSQL a
// NULL tsv would drop the row from the negated form too, hence coalesce.
type Plan struct {
	Expr    string
	Negated bool
}

// FTS5 compiles the query to the text of an SQLite FTS5 MATCH.
func (q *Query) FTS5() Plan {
	e, neg := lower(q.Root)
	return Plan{Expr: fts5(e), Negated: neg}
}

// TSQuery compiles the query to the text of a PostgreSQL
// to_tsquery('simple', …).
func (q *Query) TSQuery() Plan {
	e, neg := lower(q.Root)
	return Plan{Expr: tsquery(e), Negated: neg}
}

type exprOp int

const (
	eTerm   exprOp = iota
	eAnd           // every kid
	eOr            // any kid
	eExcept        // kids[0] and not kids[1]: FTS5's binary NOT
)

// expr is a query both engines' indexes can answer: no negation except
// "x NOT y", which needs a positive x.
type expr struct {
	op    exprOp
	words []string
	kids  []*expr
}

// lower rewrites n as an expr, or as the complement of one when neg is true.
// Every query can be written so: NOT moves outwards by De Morgan's laws, and
// a positive operand beside negative ones turns them into "x NOT y".
//
//	a AND NOT b     → a NOT b
//	NOT a AND NOT b → complement of (a OR b)
//	a OR NOT b      → complement of (b NOT a)
func lower(n *Node) (e *expr, neg bool) {
	switch n.Kind {
	case Term:
		return &expr{op: eTerm, words: n.Words}, false
	case Not:
		e, neg := lower(n.Children[0])
		return e, !neg
	}
	var pos, negs []*expr
	for _, c := range n.Children {
		if e, neg := lower(c); neg {
			negs = append(negs, e)
		} else {
			pos = append(pos, e)
		}
	}
	if n.Kind == And {
		switch {
		case len(negs) == 0:
			return nary(eAnd, pos), false
		case len(pos) == 0:
			return nary(eOr, negs), true
		}
		return except(nary(eAnd, pos), nary(eOr, negs)), false
	}
	switch {
	case len(negs) == 0:
		return nary(eOr, pos), false
	case len(pos) == 0:
		return nary(eAnd, negs), true
	}
	return except(nary(eAnd, negs), nary(eOr, pos)), true
}

func nary(op exprOp, kids []*expr) *expr {
	if len(kids) == 1 {
		return kids[0]
	}
	var flat []*expr
	for _, k := range kids {
		if k.op == op {
			flat = append(flat, k.kids...)
		} else {
			flat = append(flat, k)
		}
	}
	return &expr{op: op, kids: flat}
}

func except(x, y *expr) *expr {
	return &expr{op: eExcept, kids: []*expr{x, y}}
}
