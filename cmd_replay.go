package main

import (
	"context"
	"flag"
	"io"
)

func runReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print one JSON object (docs/xima-json.md, docs/<game>-record.md)")
	every := fs.Bool("every", false, "also give the magnitudes after every action (docs/xima-magnitudes.md)")
	rec, g, err := parseGameArgs(fs, args, stdin, stderr, false)
	if err != nil {
		return err
	}
	return g.replay(rec, replayOptions{json: *asJSON, every: *every}, stdout)
}
