//go:build embed

// Package web holds the built single-page app. Built with the embed tag
// (make build) it serves web/dist; without it a stub page, so
// `go build ./cmd/hirekit` and `go test ./...` need no Node.
package web

import (
	"embed"
	"io/fs"
)

// all: keeps files whose names start with _ or . that Vite may emit.
//
//go:embed all:dist
var dist embed.FS

// Embedded reports whether the real app is inside this binary.
const Embedded = true

// Dist returns the built app, rooted at its index.html.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}
