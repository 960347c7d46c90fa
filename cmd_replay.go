package main

import (
	"bufio"
	"context"
	"flag"
	"io"

	"xima/games/catalog"
	"xima/games/core"
)

func runReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print one JSON object (docs/xima-json.md, docs/<game>-record.md)")
	every := fs.Bool("every", false, "also give the magnitudes after every action (docs/xima-magnitudes.md)")
	rec, kind, err := parseGameArgs(fs, args, stdin, stderr, false)
	if err != nil {
		return err
	}
	return replay(kind, rec, *asJSON, *every, stdout)
}

// replay replays rec, a record of kind's game, and writes the game's
// report of where it ends: text, or one JSON object when asJSON; every
// adds the figures after every action (Xima's magnitudes).
func replay(kind catalog.Kind, rec *core.Record, asJSON, every bool, stdout io.Writer) error {
	g, err := kind.FromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	report, err := kind.Report(rec, g, every)
	if err != nil {
		return err
	}
	// A long game's --every writes a line or an object per action.
	out := bufio.NewWriter(stdout)
	if asJSON {
		err = report.WriteJSON(out)
	} else {
		err = report.WriteText(out)
	}
	if err != nil {
		return err
	}
	return out.Flush()
}
