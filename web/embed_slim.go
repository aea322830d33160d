//go:build !embed

// Package web holds the built single-page app. Built with the embed tag
// (make build) it serves web/dist; without it a stub page, so
// `go build ./cmd/hirekit` and `go test ./...` need no Node.
package web

import (
	"embed"
	"io/fs"
)

//go:embed stub
var stub embed.FS

// Embedded reports whether the real app is inside this binary.
const Embedded = false

// Dist returns a one-page stand-in that says how to build the real app.
func Dist() fs.FS {
	sub, err := fs.Sub(stub, "stub")
	if err != nil {
		panic(err)
	}
	return sub
}
