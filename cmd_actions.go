package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"

	"xima/games/core"
	"xima/games/xima"
)

func runActions(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("actions", flag.ContinueOnError)
	count := fs.Bool("count", false, "print only the number of legal actions")
	rec, err := parseXimaArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	g, err := ximaAfter(rec)
	if err != nil {
		return err
	}
	s := g.State()
	var names []string
	for _, a := range g.Legal() {
		names = append(names, xima.FormatLong(&s, a))
	}
	slices.Sort(names)
	if *count {
		_, err := fmt.Fprintln(stdout, len(names))
		return err
	}
	for _, n := range names {
		if _, err := fmt.Fprintln(stdout, n); err != nil {
			return err
		}
	}
	return nil
}

// ximaAfter replays a record; a dice player to move rolls from the record's
// seed, and without a seed gets the actions of any die value.
func ximaAfter(rec *core.Record) (*xima.Game, error) {
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return nil, moveError(err)
	}
	if g.NeedsRoll() && g.Config().HasSeed {
		if _, err := g.Roll(); err != nil {
			return nil, err
		}
	}
	return g, nil
}
