package main

import (
	"context"
	"flag"
	"io"
)

func runPerft(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	depth := fs.Int("depth", 1, "actions deep")
	divide := fs.Bool("divide", false, "print the leaves under each root action first")
	rec, kind, err := parseGameArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	if *depth < 0 || *depth > 8 {
		return usageError("--depth %d: want 0 to 8", *depth)
	}
	return printPerftOf(ctx, kind, rec, *depth, *divide, stdout)
}
