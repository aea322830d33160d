package boolquery_test

import (
	"errors"
	"strings"
	"testing"

	"hirekit/internal/boolquery"
)

func TestParse(t *testing.T) {
	tests := []struct {
		query string
		want  string // the canonical form
	}{
		{"java", "java"},
		{"Java AND Go", "java AND go"},
		{"java and go", "java AND go"},
		{"java go", "java AND go"},
		{"java && go", "java AND go"},
		{"java&&go", "java AND go"},
		{"java OR go", "java OR go"},
		{"java or go || rust", "java OR go OR rust"},
		{"java AND go OR rust", "(java AND go) OR rust"},
		{"java OR go AND rust", "java OR (go AND rust)"},
		{"(java OR go) AND rust", "(java OR go) AND rust"},
		{"((java))", "java"},
		{"(java AND go) AND (rust AND c)", "java AND go AND rust AND c"},
		{"NOT java", "NOT java"},
		{"not java go", "NOT java AND go"},
		{"java NOT go", "java AND NOT go"},
		{"java -go", "java AND NOT go"},
		{`java -"machine learning"`, `java AND NOT "machine learning"`},
		{"java -(go OR rust)", "java AND NOT (go OR rust)"},
		{"NOT NOT java", "NOT NOT java"},
		{"NOT java OR go", "NOT java OR go"},
		{`"machine learning"`, `"machine learning"`},
		{`"Machine   Learning" engineer`, `"machine learning" AND engineer`},
		{`"java"`, "java"},
		{"“machine learning” OR „deep learning”", `"machine learning" OR "deep learning"`},
		{`"and" OR "not"`, `"and" OR "not"`},
		{"front-end", `"front end"`},
		{"C++ OR C# OR F# OR .NET", "cplusplus OR csharp OR fsharp OR dotnet"},
		{"Node.js", "nodejs"},
		{"José Müller", "jose AND muller"},
		{"java + go", "java AND go"},
		{"java -- go", "java AND go"},
		{`java "" go`, "java AND go"},
		{"a-b", `"a b"`},
		{"java - go", "java AND go"},
		{"v2.0", `"v2 0"`},
		{"-c++ -.net", "NOT cplusplus AND NOT dotnet"},
	}
	for _, tt := range tests {
		q, err := boolquery.Parse(tt.query)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.query, err)
			continue
		}
		if got := q.String(); got != tt.want {
			t.Errorf("Parse(%q): got %s, want %s", tt.query, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		query string
		pos   int
		want  string
	}{
		{"", 0, "Empty query"},
		{"   ", 0, "Empty query"},
		{`+ "" --`, 0, "Empty query"},
		{"java AND (go OR rust", 10, `Unmatched "(" at position 10`},
		{"(java", 1, `Unmatched "(" at position 1`},
		{"java (", 6, `Unmatched "(" at position 6`},
		{"java)", 5, `Unmatched ")" at position 5`},
		{")java", 1, `Unmatched ")" at position 1`},
		{"(java))", 7, `Unmatched ")" at position 7`},
		{"java)(go", 5, `Unmatched ")" at position 5`},
		{`java "machine`, 6, `Unterminated quote at position 6`},
		{`"`, 1, `Unterminated quote at position 1`},
		{"java AND", 6, `Missing term after "AND" at position 6`},
		{"java and", 6, `Missing term after "and" at position 6`},
		{"java AND OR go", 6, `Missing term after "AND" at position 6`},
		{"java OR", 6, `Missing term after "OR" at position 6`},
		{"java ||", 6, `Missing term after "||" at position 6`},
		{"java NOT", 6, `Missing term after "NOT" at position 6`},
		{"(java NOT)", 7, `Missing term after "NOT" at position 7`},
		{"NOT", 1, `Missing term after "NOT" at position 1`},
		{"-AND java", 1, `Missing term after "-" at position 1`},
		{"java -)", 7, `Unmatched ")" at position 7`},
		{"AND java", 1, `Missing term before "AND" at position 1`},
		{"(OR java)", 2, `Missing term before "OR" at position 2`},
		{"java ()", 6, `Empty parentheses at position 6`},
		{strings.Repeat("(", 21) + "a" + strings.Repeat(")", 21), 21, `Too many nested groups at position 21`},
		{strings.Repeat("a ", 1001), 0, "Query is too long (over 2000 characters)"},
		{"José )", 6, `Unmatched ")" at position 6`}, // positions count characters, not bytes
	}
	for _, tt := range tests {
		_, err := boolquery.Parse(tt.query)
		var perr *boolquery.Error
		if !errors.As(err, &perr) {
			t.Errorf("Parse(%q): got error %v, want %q", tt.query, err, tt.want)
			continue
		}
		if perr.Error() != tt.want || perr.Pos != tt.pos {
			t.Errorf("Parse(%q): got %q (Pos %d), want %q (Pos %d)", tt.query, perr.Error(), perr.Pos, tt.want, tt.pos)
		}
	}
}

func TestNestingUpToTheLimitParses(t *testing.T) {
	q := strings.Repeat("(", 20) + "a" + strings.Repeat(")", 20)
	if _, err := boolquery.Parse(q); err != nil {
		t.Fatalf("got %v, want no error", err)
	}
}

func TestCompile(t *testing.T) {
	tests := []struct {
		query   string
		fts5    string
		tsquery string
		negated bool
	}{
		{"java", `"java"`, `'java'`, false},
		{"java go", `"java" AND "go"`, `'java' & 'go'`, false},
		{"java OR go", `"java" OR "go"`, `'java' | 'go'`, false},
		{"java AND (go OR rust)", `"java" AND ("go" OR "rust")`, `'java' & ('go' | 'rust')`, false},
		{"java OR go AND rust", `"java" OR ("go" AND "rust")`, `'java' | ('go' & 'rust')`, false},
		{`"machine learning"`, `"machine learning"`, `'machine' <-> 'learning'`, false},
		{`"machine learning" OR ai`, `"machine learning" OR "ai"`, `('machine' <-> 'learning') | 'ai'`, false},
		{"c++ c#", `"cplusplus" AND "csharp"`, `'cplusplus' & 'csharp'`, false},
		{`"and"`, `"and"`, `'and'`, false},
		// FTS5's NOT is binary: a negation needs a positive term beside it.
		{"java NOT go", `"java" NOT "go"`, `'java' & !'go'`, false},
		{"java go NOT rust", `("java" AND "go") NOT "rust"`, `('java' & 'go') & !'rust'`, false},
		{"java -go -rust", `"java" NOT ("go" OR "rust")`, `'java' & !('go' | 'rust')`, false},
		{"java NOT (go OR rust)", `"java" NOT ("go" OR "rust")`, `'java' & !('go' | 'rust')`, false},
		{"java NOT (go NOT rust)", `"java" NOT ("go" NOT "rust")`, `'java' & !('go' & !'rust')`, false},
		{"NOT NOT java", `"java"`, `'java'`, false},
		{"java NOT (go OR NOT rust)", `"java" AND ("rust" NOT "go")`, `'java' & ('rust' & !'go')`, false},
		// Only negative: the caller runs an anti-join.
		{"NOT java", `"java"`, `'java'`, true},
		{"-java", `"java"`, `'java'`, true},
		{"NOT java AND NOT go", `"java" OR "go"`, `'java' | 'go'`, true},
		{"NOT java OR NOT go", `"java" AND "go"`, `'java' & 'go'`, true},
		{"NOT (java OR go)", `"java" OR "go"`, `'java' | 'go'`, true},
		{"java OR NOT go", `"go" NOT "java"`, `'go' & !'java'`, true},
		{"(a AND b) OR NOT c", `"c" NOT ("a" AND "b")`, `'c' & !('a' & 'b')`, true},
		{"(a NOT b) OR NOT c", `"c" NOT ("a" NOT "b")`, `'c' & !('a' & !'b')`, true},
	}
	for _, tt := range tests {
		q, err := boolquery.Parse(tt.query)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.query, err)
			continue
		}
		if got, want := q.FTS5(), (boolquery.Plan{Expr: tt.fts5, Negated: tt.negated}); got != want {
			t.Errorf("FTS5 of %q: got %+v, want %+v", tt.query, got, want)
		}
		if got, want := q.TSQuery(), (boolquery.Plan{Expr: tt.tsquery, Negated: tt.negated}); got != want {
			t.Errorf("TSQuery of %q: got %+v, want %+v", tt.query, got, want)
		}
	}
}

func TestNormalizeText(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Senior Java Developer", "senior java developer"},
		{"José Muñoz, Zürich", "jose munoz zurich"},
		{"ÉCOLE ﬁnance Ｆｕｌｌ", "ecole finance full"},
		{"C++, C#, F# and .NET", "cplusplus csharp fsharp and dotnet"},
		{"c++17 and C#7", "cplusplus 17 and csharp 7"},
		{"objective-c++", "objective cplusplus"},
		{"abc++ abc#", "abc abc"},
		{"ASP.NET and VB.NET", "asp net and vb net"},
		{".network .netting", "network netting"},
		{"(.NET)", "dotnet"},
		{"Node.js, Vue.js; NodeJS", "nodejs vuejs nodejs"},
		{"node.json", "node json"},
		{"front-end/back_end", "front end back end"},
		{"jane.doe@example.com https://x.io/a?b=1", "jane doe example com https x io a b 1"},
		{"v2.0 3.5 1e10 3e4x 12e", "v2 0 3 5 1e10 3e4 x 12e"},
		{"x² ①", "x2 1"},
		{"中文 日本語", "中文 日本語"},
		{"हिन्दी", "हनद"},
		{"Σωκράτης ΟΔΟΣ", "σωκρατησ οδοσ"},  // FTS5 folds the final sigma
		{"a৴b a\U0001DF25b 〇", "a b a b 〇"}, // not word characters in PostgreSQL
		{"a\u19B0b", "ab"},                  // a vowel sign in FTS5's Unicode 6.1
		{"a " + strings.Repeat("x", boolquery.MaxTokenLen+1) + " b", "a b"},
		{"", ""},
		{"x\xf1Ӗ", "x е"}, // found by FuzzParse: invalid UTF-8 stopped the decomposition
	}
	for _, tt := range tests {
		if got := boolquery.NormalizeText(tt.text); got != tt.want {
			t.Errorf("NormalizeText(%q): got %q, want %q", tt.text, got, tt.want)
		}
	}
}
