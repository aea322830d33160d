package boolquery_test

import (
	"strings"
	"testing"

	"hirekit/internal/boolquery"
)

// A resume is some 5,000 characters; the whole corpus repeated is about 10,000.
var resume = strings.Repeat(strings.Join(corpus, "\n"), 6)

func BenchmarkNormalizeText(b *testing.B) {
	b.SetBytes(int64(len(resume)))
	for b.Loop() {
		boolquery.NormalizeText(resume)
	}
}

func BenchmarkParseAndCompile(b *testing.B) {
	const q = `(java OR kotlin OR "spring boot") AND (c++ OR .net) -"machine learning" NOT (go OR rust)`
	for b.Loop() {
		query, err := boolquery.Parse(q)
		if err != nil {
			b.Fatal(err)
		}
		query.FTS5()
		query.TSQuery()
	}
}
