package boolquery

import (
	"strings"
	"unicode/utf8"
)

// MaxQueryLen is the longest query accepted, in characters: room for a long
// pasted boolean string, not for a document.
const MaxQueryLen = 2000

// maxDepth bounds nested parentheses and NOTs, so the compiled expressions
// stay well inside FTS5's limit of 256 nested expressions.
const maxDepth = 20

// Kind says what a Node is.
type Kind int

// The kinds of Node.
const (
	Term Kind = iota // Words appear next to each other, in order
	And              // every child matches
	Or               // at least one child matches
	Not              // the only child does not match
)

// Node is one part of a parsed query.
type Node struct {
	Kind Kind
	// Words are a Term's normalised tokens: one for a word, several for a
	// phrase (`"machine learning"`, or "front-end", which is "front end").
	Words []string
	// Children are the operands: two or more for And and Or, one for Not.
	Children []*Node
	// Pos is the 1-based character position in the query where the node
	// starts.
	Pos int
}

// Query is a parsed boolean search.
type Query struct {
	Root *Node
}

// Parse reads a recruiter's boolean query: words, "quoted phrases", AND, OR,
// NOT and parentheses. Adjacent terms are joined by AND; NOT binds tighter
// than AND, and AND tighter than OR. The keywords are case-insensitive, and
// "&&", "||" and a leading "-" ("-java") stand for AND, OR and NOT. A query
// that cannot be read returns an *Error naming the position.
func Parse(q string) (*Query, error) {
	if utf8.RuneCountInString(q) > MaxQueryLen {
		return nil, errorf(0, "Query is too long (over %d characters)", MaxQueryLen)
	}
	toks, err := lex(q)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, errorf(0, "Empty query")
	}
	p := &parser{toks: toks}
	root, err := p.or(nil)
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t != nil {
		// or() stops only at the end or at a ")" that no "(" opened.
		return nil, errorf(t.pos, "Unmatched %q", t.text)
	}
	return &Query{Root: root}, nil
}

// String returns the query in canonical form, with normalised words and
// explicit operators; parsing it again gives the same query.
func (q *Query) String() string { return q.Root.String() }

// String returns the node in canonical form, such as
// `java AND (go OR rust) AND NOT "machine learning"`.
func (n *Node) String() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

func (n *Node) write(b *strings.Builder) {
	switch n.Kind {
	case Term:
		phrase := strings.Join(n.Words, " ")
		if _, isKeyword := keyword(phrase); isKeyword || len(n.Words) > 1 {
			phrase = `"` + phrase + `"`
		}
		b.WriteString(phrase)
	case Not:
		b.WriteString("NOT ")
		n.Children[0].writeOperand(b)
	case And, Or:
		sep := " AND "
		if n.Kind == Or {
			sep = " OR "
		}
		for i, c := range n.Children {
			if i > 0 {
				b.WriteString(sep)
			}
			c.writeOperand(b)
		}
	}
}

func (n *Node) writeOperand(b *strings.Builder) {
	if n.Kind == And || n.Kind == Or {
		b.WriteString("(")
		n.write(b)
		b.WriteString(")")
		return
	}
	n.write(b)
}

type parser struct {
	toks  []token
	i     int
	depth int
}

func (p *parser) peek() *token {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return nil
}

func (p *parser) next() *token {
	t := p.peek()
	p.i++
	return t
}

// or parses operands joined by OR. after is the operator or "(" just read,
// named in the error when the operand is missing.
func (p *parser) or(after *token) (*Node, error) {
	first, err := p.and(after)
	if err != nil {
		return nil, err
	}
	n := first
	for t := p.peek(); t != nil && t.kind == tOr; t = p.peek() {
		op := p.next()
		right, err := p.and(op)
		if err != nil {
			return nil, err
		}
		n = join(Or, n, right)
	}
	return n, nil
}

// and parses operands joined by AND, written or implied.
func (p *parser) and(after *token) (*Node, error) {
	n, err := p.unary(after)
	if err != nil {
		return nil, err
	}
	for t := p.peek(); t != nil; t = p.peek() {
		var op *token
		switch t.kind {
		case tAnd:
			op = p.next()
		case tTerm, tNot, tLParen:
			// Adjacent terms: an implicit AND.
		default:
			return n, nil
		}
		right, err := p.unary(op)
		if err != nil {
			return nil, err
		}
		n = join(And, n, right)
	}
	return n, nil
}

// unary parses a term, a group or a negation of one.
func (p *parser) unary(after *token) (*Node, error) {
	t := p.peek()
	switch {
	case t == nil || t.kind == tRParen || t.kind == tAnd || t.kind == tOr:
		return nil, missing(after, t)
	case t.kind == tTerm:
		p.next()
		return &Node{Kind: Term, Words: t.words, Pos: t.pos}, nil
	}
	if p.depth >= maxDepth {
		return nil, errorf(t.pos, "Too many nested groups")
	}
	p.depth++
	defer func() { p.depth-- }()
	open := p.next()
	if open.kind == tNot {
		child, err := p.unary(open)
		if err != nil {
			return nil, err
		}
		return &Node{Kind: Not, Children: []*Node{child}, Pos: open.pos}, nil
	}
	switch t := p.peek(); {
	case t == nil:
		return nil, errorf(open.pos, "Unmatched %q", "(")
	case t.kind == tRParen:
		return nil, errorf(open.pos, "Empty parentheses")
	}
	n, err := p.or(nil)
	if err != nil {
		return nil, err
	}
	if t := p.next(); t == nil || t.kind != tRParen {
		return nil, errorf(open.pos, "Unmatched %q", "(")
	}
	return n, nil
}

// missing explains why no operand follows after, the operator or "(" just
// read (nil at the start of the query), when the next token is t.
func missing(after, t *token) *Error {
	switch {
	case after != nil:
		return errorf(after.pos, "Missing term after %q", after.text)
	case t == nil:
		return errorf(0, "Empty query") // Parse checks this first
	case t.kind == tRParen:
		// Only at the start: a group's first token is checked as it opens.
		return errorf(t.pos, "Unmatched %q", t.text)
	}
	return errorf(t.pos, "Missing term before %q", t.text)
}

// join combines two operands, flattening "(a AND b) AND c" into one And.
func join(kind Kind, left, right *Node) *Node {
	var kids []*Node
	for _, n := range []*Node{left, right} {
		if n.Kind == kind {
			kids = append(kids, n.Children...)
		} else {
			kids = append(kids, n)
		}
	}
	return &Node{Kind: kind, Children: kids, Pos: left.Pos}
}
