package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
)

// runAdmin handles `hirekit admin create --email E`: it creates a platform
// admin and prints a one-time link to set the password.
func runAdmin(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New("usage: hirekit admin create --email EMAIL")
	}
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "the platform admin's email")
	// Unknown flags (such as --data-dir) go on to the config.
	var rest []string
	for i := 1; i < len(args); i++ {
		if args[i] == "--email" || args[i] == "-email" {
			if i+1 < len(args) {
				*email = args[i+1]
				i++
			}
			continue
		}
		rest = append(rest, args[i])
	}
	if *email == "" {
		fs.Usage()
		return errors.New("--email is required")
	}
	a, _, err := openApp(ctx, "admin", rest, getenv, stderr, false)
	if err != nil {
		return err
	}
	defer a.DB.Close()
	link, err := a.Auth.CreatePlatformAdmin(ctx, *email)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Platform admin %s is ready. Set the password within 24 hours at:\n%s\n", *email, link)
	return nil
}
