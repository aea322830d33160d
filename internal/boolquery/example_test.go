package boolquery_test

import (
	"fmt"

	"hirekit/internal/boolquery"
)

func ExampleParse() {
	q, err := boolquery.Parse(`(Java OR C#) AND "machine learning" -José`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q)
	fmt.Printf("%+v\n", q.FTS5())
	fmt.Printf("%+v\n", q.TSQuery())
	// Output:
	// (java OR csharp) AND "machine learning" AND NOT jose
	// {Expr:(("java" OR "csharp") AND "machine learning") NOT "jose" Negated:false}
	// {Expr:(('java' | 'csharp') & ('machine' <-> 'learning')) & !'jose' Negated:false}
}

func ExampleParse_negated() {
	q, _ := boolquery.Parse("NOT java AND NOT go")
	p := q.FTS5()
	query := `SELECT rowid FROM resumes_fts WHERE resumes_fts MATCH ?`
	if p.Negated {
		query = `SELECT id FROM resumes WHERE id NOT IN (SELECT rowid FROM resumes_fts WHERE resumes_fts MATCH ?)`
	}
	fmt.Println(query)
	fmt.Println(p.Expr)
	// Output:
	// SELECT id FROM resumes WHERE id NOT IN (SELECT rowid FROM resumes_fts WHERE resumes_fts MATCH ?)
	// "java" OR "go"
}

func ExampleParse_error() {
	_, err := boolquery.Parse("java AND (go OR rust")
	fmt.Println(err)
	// Output:
	// Unmatched "(" at position 10
}

func ExampleNormalizeText() {
	fmt.Println(boolquery.NormalizeText("José: C++, C#, .NET and Node.js; machine-learning"))
	// Output:
	// jose cplusplus csharp dotnet and nodejs machine learning
}
