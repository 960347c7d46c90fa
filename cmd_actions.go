package main

import (
	"context"
	"flag"
	"io"

	"xima/games/catalog"
)

func runActions(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("actions", flag.ContinueOnError)
	count := fs.Bool("count", false, "print only the number of legal actions")
	rec, g, err := parseGameArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	if g.actions != nil {
		return g.actions(rec, *count, stdout)
	}
	kind, err := catalog.Find(g.name)
	if err != nil {
		return err
	}
	return printActionsOf(kind, rec, *count, stdout)
}
