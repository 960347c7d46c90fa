// Package puzzles holds the shipped puzzles of every game, one file per
// game (its name in lower case, ".jsonl"): one JSON puzzle a line, made by
// `xima puzzles` (docs/puzzles.md). games/puzzles reads them.
package puzzles

import (
	"embed"
	"fmt"
)

// files are the puzzle files, one per game.
//
//go:embed *.jsonl
var files embed.FS

// File returns the text of the puzzle file name ("maxima.jsonl"), or an
// error wrapping fs.ErrNotExist for a game that ships none.
func File(name string) ([]byte, error) {
	b, err := files.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %w", err)
	}
	return b, nil
}
