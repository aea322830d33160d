// Package boolquery reads a recruiter's boolean search and compiles it for
// SQLite FTS5 and PostgreSQL full-text search, so both engines return the
// same rows.
//
// The package opens no database. Index text through NormalizeText, parse the
// search box with Parse, and bind the Plan from Query.FTS5 or Query.TSQuery
// as a parameter; Plan's documentation shows the SQL.
package boolquery
