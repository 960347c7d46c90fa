package main

import (
	"context"
	"flag"
	"io"
)

func runActions(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("actions", flag.ContinueOnError)
	count := fs.Bool("count", false, "print only the number of legal actions")
	rec, kind, err := parseGameArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	return printActionsOf(kind, rec, *count, stdout)
}
