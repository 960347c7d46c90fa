package main

import (
	"context"
	"encoding/json"
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
var errUnknownGame = errors.New("unknown game")

// headlessGame is what replay, actions and perft do for one game. Each
// game's functions live in its own cli_<game>.go file.
type headlessGame struct {
	name string
	// replay validates the whole record and prints the final position
	// (as one JSON object when opt.json).
	replay func(rec *core.Record, opt replayOptions, stdout io.Writer) error
	// actions, when not nil, lists the legal actions its own way instead
	// of printActionsOf (Xima: a dice player to move rolls from the
	// record's seed first, and the actions are written long).
	actions func(rec *core.Record, count bool, stdout io.Writer) error
	// perftName, when not nil, names perft's root actions instead of the
	// game's Format (Xima: long, in the sport style its tree is counted in).
	perftName func(g core.Game) func(core.Action) string
}

// replayOptions are replay's flags.
type replayOptions struct {
	json  bool // one JSON object instead of text
	every bool // also the figures after every action (games that have them)
}

// headlessGames lists the games the headless commands play.
var headlessGames = []headlessGame{ximaHeadless, ximaeraHeadless, xanaHeadless, xolibaHeadless, maximaHeadless}

// headlessFor returns the game named by the record's Game tag.
func headlessFor(rec *core.Record) (headlessGame, error) {
	name := gameName(rec)
	var names []string
	for _, g := range headlessGames {
		if strings.EqualFold(g.name, name) {
			return g, nil
		}
		names = append(names, g.name)
	}
	return headlessGame{}, fmt.Errorf("%w %q (this build plays %s)", errUnknownGame, name, strings.Join(names, ", "))
}

// moveError turns a record error into the replay's "move N: text: reason".
func moveError(err error) error {
	var pe *core.ParseError
	if errors.As(err, &pe) && pe.Move > 0 {
		return fmt.Errorf("move %d: %s: %w", pe.Move, pe.Text, pe.Err)
	}
	return err
}

// parseGameArgs parses a command's flags, reads its record argument and
// finds the game that plays it. --game names the game of an empty record
// (the opening position); a record's own Game tag must agree with it.
func parseGameArgs(fs *flag.FlagSet, args []string, stdin io.Reader, stderr io.Writer, allowEmpty bool) (*core.Record, headlessGame, error) {
	fs.SetOutput(stderr)
	game := fs.String("game", "", "the game of a record with no Game tag (default Xima)")
	if err := fs.Parse(args); err != nil {
		return nil, headlessGame{}, usageError("%v", err)
	}
	rec, err := readRecord(fs.Args(), stdin, allowEmpty)
	if err != nil {
		return nil, headlessGame{}, err
	}
	if tag, ok := rec.Get("Game"); *game != "" && !ok {
		rec.Tags = append(rec.Tags, core.Tag{Name: "Game", Value: *game})
	} else if *game != "" && !strings.EqualFold(strings.TrimSpace(tag), *game) {
		return nil, headlessGame{}, usageError("--game %s, but the record is a %s game", *game, tag)
	}
	g, err := headlessFor(rec)
	return rec, g, err
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
	return printActions(stdout, actionNames(g.Legal(), g.Format), count)
}

// printPerftOf prints the number of leaves depth actions deep after the
// record, preceded by "ACTION LEAVES" rows, sorted, when divide: "xima
// perft". It stops when ctx ends.
func printPerftOf(ctx context.Context, kind catalog.Kind, rec *core.Record, depth int, divide bool, name func(core.Game) func(core.Action) string, stdout io.Writer) error {
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
	format := g.Format
	if name != nil {
		format = name(g)
	}
	var rows []divideRow
	var total uint64
	for _, r := range split {
		rows = append(rows, divideRow{format(r.Action), r.Leaves})
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

// printJSON writes v as one indented JSON object: "replay --json" for
// every game.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// actionNames writes every legal action in its game's notation.
func actionNames[A any](legal []A, format func(A) string) []string {
	names := make([]string, 0, len(legal))
	for _, a := range legal {
		names = append(names, format(a))
	}
	return names
}
