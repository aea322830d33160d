// Command hirekit is the whole of Hirekit in one binary: the API, the web
// app, the job workers and the operator commands.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	_ "time/tzdata" // IANA zones even on hosts without them
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "hirekit:", err)
		os.Exit(1)
	}
}
