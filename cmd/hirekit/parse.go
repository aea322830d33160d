package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"

	"hirekit/internal/resume"
)

// runParse prints one JSON line per file: the fields and tags of a
// screening candidate (name, email, phone_number, links, graduation_year,
// post_graduation_year, tags, error) with evidence and confidence, so an
// operator can check a resume by hand. It needs no database.
func runParse(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: hirekit parse FILE…")
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, path := range args {
		if err := enc.Encode(resume.ParseFile(ctx, path)); err != nil {
			return err
		}
	}
	return nil
}
