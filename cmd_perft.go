package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"

	"xima/games/xima"
)

func runPerft(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	depth := fs.Int("depth", 1, "actions deep")
	divide := fs.Bool("divide", false, "print the leaves under each root action first")
	rec, err := parseXimaArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	if *depth < 0 || *depth > 8 {
		return usageError("--depth %d: want 0 to 8", *depth)
	}
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	s := g.State()
	line := g.Line()
	line.State = s.AsSport()
	if *divide {
		var rows []string
		for _, e := range xima.Divide(line, *depth) {
			rows = append(rows, fmt.Sprintf("%s %d", xima.FormatLong(&line.State, e.Action), e.Leaves))
		}
		slices.Sort(rows)
		for _, r := range rows {
			fmt.Fprintln(stdout, r)
		}
	}
	_, err = fmt.Fprintln(stdout, xima.Perft(line, *depth))
	return err
}
