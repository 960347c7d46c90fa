package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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

func unknownGame(rec *core.Record) error {
	return fmt.Errorf("%w %q (this build plays Xima)", errUnknownGame, gameName(rec))
}

// moveError turns a record error into the replay's "move N: text: reason".
func moveError(err error) error {
	var pe *core.ParseError
	if errors.As(err, &pe) && pe.Move > 0 {
		return fmt.Errorf("move %d: %s: %w", pe.Move, pe.Text, pe.Err)
	}
	return err
}

// parseXimaArgs parses a command's flags and reads its record argument,
// which must be a Xima record.
func parseXimaArgs(fs *flag.FlagSet, args []string, stdin io.Reader, stderr io.Writer, allowEmpty bool) (*core.Record, error) {
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return nil, usageError("%v", err)
	}
	rec, err := readRecord(fs.Args(), stdin, allowEmpty)
	if err != nil {
		return nil, err
	}
	if !strings.EqualFold(gameName(rec), "xima") {
		return nil, unknownGame(rec)
	}
	return rec, nil
}
