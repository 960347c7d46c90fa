package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"xima/games/catalog"
	"xima/games/core"
)

// readRecord reads the record named by the only positional argument ("-"
// for standard input). With no argument it returns an empty record (the
// initial position) when allowEmpty, else a usage error.
func readRecord(fs []string, stdin io.Reader, allowEmpty bool) (*core.Record, error) {
	switch {
	case len(fs) > 1:
		return nil, usageError("one record at a time, got %d", len(fs))
	case len(fs) == 0 && allowEmpty:
		return &core.Record{}, nil
	case len(fs) == 0:
		return nil, usageError("name a record file, or - for standard input")
	}
	var r io.Reader = stdin
	if fs[0] != "-" {
		f, err := os.Open(fs[0])
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return core.Read(r)
}

// gameName returns the record's game tag, "Xima" when it has none.
func gameName(rec *core.Record) string {
	if g, ok := rec.Get("Game"); ok && strings.TrimSpace(g) != "" {
		return strings.TrimSpace(g)
	}
	return "Xima"
}

// errUnknownGame is returned for a Game tag no engine plays.
var errUnknownGame = catalog.ErrUnknownGame

// moveError turns a record error into the replay's "move N: text: reason".
func moveError(err error) error {
	var pe *core.ParseError
	if errors.As(err, &pe) && pe.Move > 0 {
		return fmt.Errorf("move %d: %s: %w", pe.Move, pe.Text, pe.Err)
	}
	return err
}

// parseGameArgs parses a command's flags, reads its record argument and
// finds the game that plays it in the catalog. --game names the game of
// an empty record (the opening position); a record's own Game tag must
// agree with it.
func parseGameArgs(fs *flag.FlagSet, args []string, stdin io.Reader, stderr io.Writer, allowEmpty bool) (*core.Record, catalog.Kind, error) {
	fs.SetOutput(stderr)
	game := fs.String("game", "", "the game of a record with no Game tag (default Xima)")
	if err := fs.Parse(args); err != nil {
		return nil, catalog.Kind{}, usageError("%v", err)
	}
	rec, err := readRecord(fs.Args(), stdin, allowEmpty)
	if err != nil {
		return nil, catalog.Kind{}, err
	}
	if tag, ok := rec.Get("Game"); *game != "" && !ok {
		rec.Tags = append(rec.Tags, core.Tag{Name: "Game", Value: *game})
	} else if *game != "" && !strings.EqualFold(strings.TrimSpace(tag), *game) {
		return nil, catalog.Kind{}, usageError("--game %s, but the record is a %s game", *game, tag)
	}
	kind, err := catalog.Find(gameName(rec))
	return rec, kind, err
}

// printActions prints action names sorted, one per line, or only their
// number when count: the output of "xima actions" for every game.
func printActions(w io.Writer, names []string, count bool) error {
	if count {
		_, err := fmt.Fprintln(w, len(names))
		return err
	}
	slices.Sort(names)
	for _, n := range names {
		if _, err := fmt.Fprintln(w, n); err != nil {
			return err
		}
	}
	return nil
}

// printActionsOf prints the legal actions after the record, one per line
// and sorted, or only their number when count: "xima actions".
func printActionsOf(kind catalog.Kind, rec *core.Record, count bool, stdout io.Writer) error {
	g, err := kind.FromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if err := kind.ReadyToList(g); err != nil {
		return err
	}
	legal := g.Legal()
	names := make([]string, 0, len(legal))
	for _, a := range legal {
		names = append(names, kind.ActionName(g, a))
	}
	return printActions(stdout, names, count)
}

// printPerftOf prints the number of leaves depth actions deep after the
// record, preceded by "ACTION LEAVES" rows, sorted, when divide: "xima
// perft". It stops when ctx ends.
func printPerftOf(ctx context.Context, kind catalog.Kind, rec *core.Record, depth int, divide bool, stdout io.Writer) error {
	g, err := kind.FromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if !divide || depth <= 0 {
		n, err := kind.Perft(ctx, g, depth)
		if err != nil {
			return err
		}
		return printPerft(stdout, nil, n)
	}
	split, err := kind.Divide(ctx, g, depth)
	if err != nil {
		return err
	}
	var rows []divideRow
	var total uint64
	for _, r := range split {
		rows = append(rows, divideRow{kind.ActionName(g, r.Action), r.Leaves})
		total += r.Leaves
	}
	return printPerft(stdout, rows, total)
}

// divideRow is one root action of "perft --divide" and its leaves.
type divideRow struct {
	action string
	leaves uint64
}

// printPerft prints the divide rows sorted by action, then the total: the
// output of "xima perft" for every game.
func printPerft(w io.Writer, rows []divideRow, total uint64) error {
	slices.SortFunc(rows, func(a, b divideRow) int { return strings.Compare(a.action, b.action) })
	for _, r := range rows {
		if _, err := fmt.Fprintf(w, "%s %d\n", r.action, r.leaves); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, total)
	return err
}
