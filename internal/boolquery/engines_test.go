package boolquery_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"hirekit/internal/boolquery"
)

// corpus is indexed in both engines; document i has id i+1.
var corpus = []string{
	"Senior Java developer, Spring Boot and Kafka.",
	"Go engineer building gRPC services in Go and Rust.",
	"C++ and Python; machine learning at scale.",
	"C# / .NET developer, ASP.NET MVC, Azure.",
	"José García, data scientist: machine learning, Python.",
	"Frontend: React, Node.js, TypeScript.",
	"Learning machine operator: runs CNC machines. Java hobbyist.",
	"JavaScript and Java are different languages.",
	"F# and OCaml functional programmer; some C#.",
	"Embedded C and C++17 on ARM; no Java.",
	"Zoë Müller, DevOps: Kubernetes, Terraform, Go.",
	"Machine-learning researcher (PyTorch), published at NeurIPS.",
	"Golang backend developer, PostgreSQL, Redis.",
	"Project manager, agile, Scrum; no coding.",
	"Rust systems programmer; C++ background; Linux kernel.",
	"iOS developer: Swift, Objective-C.",
	"Android: Kotlin and Java, some Go.",
	"NodeJS microservices, Express, MongoDB.",
	"Data engineer: Spark, Scala, Java, Airflow.",
	"Résumé of François: .NET Core, C#, SQL Server.",
	"Deep learning and machine vision: OpenCV, C++.",
	"QA engineer; Selenium with Java and Python.",
	"Site reliability engineer, Go, Prometheus, on-call.",
	"Full-stack: Vue.js, Laravel, PHP.",
	"Machine learning engineer: TensorFlow, Go services.",
	"Recruiter note: strong communication; not technical; AND/OR logic.",
	"Erlang and Elixir; distributed systems; ØMQ; Łódź.",
	"Haskell, OCaml, F#; type theory; PhD 2019.",
	"中文 speaker; Java and Go; worked in 北京.",
	"Version 3e4x tested; v2.0 release; scored 9e9 points; x² ① ﬁle.",
}

// ids lists document ids; all returns every id except the given ones.
func ids(n ...int64) []int64 { return n }

func all(except ...int64) []int64 {
	var out []int64
	for id := int64(1); id <= int64(len(corpus)); id++ {
		if !slices.Contains(except, id) {
			out = append(out, id)
		}
	}
	return out
}

func TestEnginesReturnTheSameDocuments(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	lite := newSQLiteIndex(t, ctx)
	pg := newPostgresIndex(t, ctx)

	t.Run("BothEnginesSeeTheNormalizedTokens", func(t *testing.T) {
		want := make(map[int64][]string)
		for i, text := range corpus {
			want[int64(i+1)] = strings.Fields(boolquery.NormalizeText(text))
		}
		for name, got := range map[string]map[int64][]string{"sqlite": lite.tokens(t, ctx), "postgres": pg.tokens(t, ctx)} {
			for id, w := range want {
				if !slices.Equal(got[id], w) {
					t.Errorf("%s tokens of document %d: got %q, want %q", name, id, got[id], w)
				}
			}
		}
	})

	t.Run("EveryCharacterWeKeepIsAWordCharacterInBothEngines", func(t *testing.T) {
		words := wordsOfEveryCharacter()
		for name, ix := range map[string]*index{"sqlite": lite, "postgres": pg} {
			got := ix.tokenize(t, ctx, words)
			bad := 0
			for i, w := range words {
				if want := strings.Fields(w); !slices.Equal(got[i], want) && bad < 10 {
					bad++
					t.Errorf("%s tokens of %q (%U): got %q, want %q", name, w, []rune(w), got[i], want)
				}
			}
		}
	})

	tests := []struct {
		query string
		want  []int64 // nil: only compare the engines
	}{
		{"java", ids(1, 7, 8, 10, 17, 19, 22, 29)},
		{"JAVA", ids(1, 7, 8, 10, 17, 19, 22, 29)},
		{"go", ids(2, 11, 17, 23, 25, 29)},
		{`"machine learning"`, ids(3, 5, 12, 25)},
		{"machine-learning", ids(3, 5, 12, 25)},
		{"machine learning", ids(3, 5, 7, 12, 21, 25)},
		{`"learning machine"`, ids(7)},
		{"c++", ids(3, 10, 15, 21)},
		{"C#", ids(4, 9, 20)},
		{".NET", ids(4, 20)},
		{"asp.net", ids(4)},
		{"f#", ids(9, 28)},
		{"node.js", ids(6, 18)},
		{"nodejs OR vue.js", ids(6, 18, 24)},
		{"José", ids(5)},
		{"jose", ids(5)},
		{"zoe OR muller", ids(11)},
		{"francois resume", ids(20)},
		{"NOT java", all(1, 7, 8, 10, 17, 19, 22, 29)},
		{"-java", all(1, 7, 8, 10, 17, 19, 22, 29)},
		{"java NOT go", ids(1, 7, 8, 10, 19, 22)},
		{"java -go", ids(1, 7, 8, 10, 19, 22)},
		{"java OR NOT go", all(2, 11, 23, 25)},
		{"NOT java AND NOT go", nil},
		{"NOT java OR NOT go", all(17, 29)},
		{"NOT (java OR go OR python)", nil},
		{"java AND go", ids(17, 29)},
		{"java && (python || kafka)", ids(1, 22)},
		{"(c++ OR rust) AND NOT java", ids(2, 3, 15, 21)},
		{"c++ OR c# OR f# OR .net", ids(3, 4, 9, 10, 15, 20, 21, 28)},
		{`"machine learning" AND (python OR go)`, ids(3, 5, 25)},
		{`"machine learning" -python`, ids(12, 25)},
		{`(java OR go) AND NOT ("machine learning" OR c++)`, nil},
		{"engineer OR developer NOT java", nil},
		{"ocaml (f# OR haskell)", ids(9, 28)},
		{`"and" "or"`, ids(26)},
		{`"not"`, ids(26)},
		{"lodz OR ømq", nil},
		{"中文 java", ids(29)},
		{"北京", ids(29)},
		{"3e4x", ids(30)},
		{"x 3e4", ids(30)},
		{"v2.0", ids(30)},
		{"x2 AND 1 AND file", ids(30)},
		{"9e9", ids(30)},
		{"c++17", ids(10)},
		{"javascript -java", nil},
		{"NOT NOT java", ids(1, 7, 8, 10, 17, 19, 22, 29)},
		{"java NOT (go OR NOT python)", ids(22)},
		{"kotlin OR (scala NOT spark)", ids(17)},
		{strings.Repeat("java OR (go AND NOT (", 6) + "python" + strings.Repeat("))", 6), nil}, // 18 groups deep
		{"nothere", ids()},
		{"NOT nothere", all()},
	}
	for _, tt := range tests {
		q, err := boolquery.Parse(tt.query)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.query, err)
			continue
		}
		got := lite.search(t, ctx, q.FTS5())
		if pgGot := pg.search(t, ctx, q.TSQuery()); !slices.Equal(got, pgGot) {
			t.Errorf("%q: got %v from SQLite (%+v) but %v from PostgreSQL (%+v)", tt.query, got, q.FTS5(), pgGot, q.TSQuery())
		}
		if tt.want != nil && !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %v, want %v", tt.query, got, tt.want)
		}
	}

	t.Run("PostgreSQLUsesTheGINIndex", func(t *testing.T) {
		q, _ := boolquery.Parse(`java "machine learning"`)
		plan := pg.explain(t, ctx, q.TSQuery())
		if !strings.Contains(plan, "docs_tsv_idx") {
			t.Errorf("got plan %s, want a scan of docs_tsv_idx", plan)
		}
	})
}

// wordsOfEveryCharacter returns, for every character NormalizeText keeps in
// a word, a normalised word holding it, and words that mix digits, letters
// and punctuation the way PostgreSQL's parser might read as numbers.
func wordsOfEveryCharacter() []string {
	var words []string
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if w := boolquery.NormalizeText("a" + string(r) + "b"); w != "a b" && w != "ab" {
			words = append(words, w)
		}
	}
	alphabet := []rune("0123456789eaxß中٣〇+-._/@#:&'$%")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		var b strings.Builder
		for range 1 + rng.IntN(8) {
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		if w := boolquery.NormalizeText(b.String()); w != "" {
			words = append(words, w)
		}
	}
	return words
}

// index is one engine's copy of the corpus.
type index struct {
	db       *sql.DB
	conn     *sql.Conn // one connection, so session settings hold
	match    string    // the positive query, taking the compiled Expr
	negated  string    // the anti-join, taking the same Expr
	tokenSQL string    // rows of (document id, token, position) for the corpus
	posBase  int       // the first position: 0 in FTS5, 1 in PostgreSQL
	// tokenize returns the tokens the engine makes of each of words.
	tokenize func(t *testing.T, ctx context.Context, words []string) [][]string
}

func (ix *index) search(t *testing.T, ctx context.Context, p boolquery.Plan) []int64 {
	t.Helper()
	query := ix.match
	if p.Negated {
		query = ix.negated
	}
	rows, err := ix.conn.QueryContext(ctx, query, p.Expr)
	if err != nil {
		t.Fatalf("%s with %q: %v", query, p.Expr, err)
	}
	defer rows.Close()
	got := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		got = append(got, id)
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("%s with %q: %v", query, p.Expr, err)
	}
	return got
}

// tokens reads back, for each document, the tokens the engine indexed in
// the order of their positions.
func (ix *index) tokens(t *testing.T, ctx context.Context) map[int64][]string {
	t.Helper()
	return ix.readTokens(t, ctx, ix.tokenSQL)
}

// readTokens reads rows of (id, token, position) into each id's tokens in
// the order of their positions.
func (ix *index) readTokens(t *testing.T, ctx context.Context, query string, args ...any) map[int64][]string {
	t.Helper()
	rows, err := ix.conn.QueryContext(ctx, query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := make(map[int64][]string)
	for rows.Next() {
		var id int64
		var tok string
		var pos int
		if err := rows.Scan(&id, &tok, &pos); err != nil {
			t.Fatal(err)
		}
		pos -= ix.posBase
		for len(out[id]) <= pos {
			out[id] = append(out[id], "")
		}
		out[id][pos] = tok
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func (ix *index) explain(t *testing.T, ctx context.Context, p boolquery.Plan) string {
	t.Helper()
	// Without ORDER BY, which the primary key's index could serve instead.
	query := strings.TrimSuffix(ix.match, " ORDER BY id")
	rows, err := ix.conn.QueryContext(ctx, "EXPLAIN "+query, p.Expr)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

func newSQLiteIndex(t *testing.T, ctx context.Context) *index {
	t.Helper()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	conn, err := db.Conn(ctx) // an in-memory database lives in one connection
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	mustExec(t, ctx, conn,
		`CREATE TABLE docs (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`,
		`CREATE VIRTUAL TABLE docs_fts USING fts5(body, tokenize="unicode61 remove_diacritics 2")`,
		`CREATE VIRTUAL TABLE docs_vocab USING fts5vocab(docs_fts, instance)`,
	)
	for i, text := range corpus {
		mustExec(t, ctx, conn, fmt.Sprintf(`INSERT INTO docs (id, body) VALUES (%d, '')`, i+1))
		if _, err := conn.ExecContext(ctx, `INSERT INTO docs_fts (rowid, body) VALUES (?, ?)`, i+1, boolquery.NormalizeText(text)); err != nil {
			t.Fatal(err)
		}
	}
	ix := &index{
		db:       db,
		conn:     conn,
		match:    `SELECT rowid FROM docs_fts WHERE docs_fts MATCH ? ORDER BY rowid`,
		negated:  `SELECT id FROM docs WHERE id NOT IN (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?) ORDER BY id`,
		tokenSQL: `SELECT doc, term, offset FROM docs_vocab`,
	}
	ix.tokenize = func(t *testing.T, ctx context.Context, words []string) [][]string {
		t.Helper()
		mustExec(t, ctx, conn,
			`CREATE VIRTUAL TABLE words_fts USING fts5(word, tokenize="unicode61 remove_diacritics 2")`,
			`CREATE VIRTUAL TABLE words_vocab USING fts5vocab(words_fts, instance)`,
			`BEGIN`,
		)
		for i, w := range words {
			if _, err := conn.ExecContext(ctx, `INSERT INTO words_fts (rowid, word) VALUES (?, ?)`, i, w); err != nil {
				t.Fatal(err)
			}
		}
		mustExec(t, ctx, conn, `COMMIT`)
		byID := ix.readTokens(t, ctx, `SELECT doc, term, offset FROM words_vocab`)
		out := make([][]string, len(words))
		for i := range words {
			out[i] = byID[int64(i)]
		}
		return out
	}
	return ix
}

// newPostgresIndex indexes the corpus in a schema of its own, dropped when
// the test ends. An unreachable server fails the test: skipping would hide
// that half of the comparison never ran.
func newPostgresIndex(t *testing.T, ctx context.Context) *index {
	t.Helper()
	dsn := os.Getenv("HIREKIT_TEST_POSTGRES_URL")
	if dsn == "" {
		dsn = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.PingContext(ctx); err != nil {
		shown := dsn
		if u, err := url.Parse(dsn); err == nil {
			shown = u.Redacted()
		}
		t.Fatalf("PostgreSQL at %s (HIREKIT_TEST_POSTGRES_URL) is unreachable: %v", shown, err)
	}
	schema := fmt.Sprintf("boolquery_test_%x", rand.Uint64())
	mustExec(t, ctx, db, "CREATE SCHEMA "+schema)
	t.Cleanup(func() {
		if _, err := db.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	mustExec(t, ctx, conn,
		"SET search_path TO "+schema,
		// The corpus is tiny; without this the planner would never touch
		// the GIN index, and the test would not prove it answers.
		"SET enable_seqscan TO off",
		`CREATE TABLE docs (
			id bigint PRIMARY KEY,
			body text,
			tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(body, ''))) STORED
		)`,
		`CREATE INDEX docs_tsv_idx ON docs USING gin (tsv)`,
	)
	for i, text := range corpus {
		if _, err := conn.ExecContext(ctx, `INSERT INTO docs (id, body) VALUES ($1, $2)`, i+1, boolquery.NormalizeText(text)); err != nil {
			t.Fatal(err)
		}
	}
	mustExec(t, ctx, conn, "ANALYZE docs")
	ix := &index{
		db:       db,
		conn:     conn,
		match:    `SELECT id FROM docs WHERE tsv @@ to_tsquery('simple', $1) ORDER BY id`,
		negated:  `SELECT id FROM docs WHERE NOT (tsv @@ to_tsquery('simple', $1)) ORDER BY id`,
		tokenSQL: `SELECT d.id, u.lexeme, p FROM docs d, unnest(d.tsv) u, unnest(u.positions) p`,
		posBase:  1,
	}
	ix.tokenize = func(t *testing.T, ctx context.Context, words []string) [][]string {
		t.Helper()
		byID := ix.readTokens(t, ctx, `SELECT x.i - 1, u.lexeme, p
			FROM unnest($1::text[]) WITH ORDINALITY AS x(w, i),
				unnest(to_tsvector('simple', x.w)) AS u, unnest(u.positions) AS p`, words)
		out := make([][]string, len(words))
		for i := range words {
			out[i] = byID[int64(i)]
		}
		return out
	}
	return ix
}

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func mustExec(t *testing.T, ctx context.Context, db execer, stmts ...string) {
	t.Helper()
	for _, s := range stmts {
		if _, err := db.ExecContext(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}
