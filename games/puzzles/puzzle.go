// Package puzzles finds, checks and ships the positions of any game of the
// catalog where one move wins clearly and no other does: the moment a win
// appears, usually after the opponent's error, cut from finished games and
// checked again by a deeper search (docs/puzzles.md). Each puzzle is graded
// by the shallowest search that finds its move, as an Elo rating.
package puzzles

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	shipped "xima/assets/puzzles"
	"xima/games/catalog"
	"xima/games/core"
)

// Puzzle is one position to solve.
type Puzzle struct {
	// ID is stable and unique within its game: a hash of the position
	// (its record's setup and moves).
	ID   string `json:"id"`
	Game string `json:"game"`
	// Record is the record of a game whose end is the puzzle's position.
	Record string `json:"record"`
	// Solution is the one winning move, in the game's notation
	// (core.Game.Format); Line the winning line, Solution first.
	Solution string   `json:"solution"`
	Line     []string `json:"line"`
	// Theme is an untranslated code of what wins: the core.Reason the
	// line ends the game by ("summit", "checkmate"), or Advantage.
	Theme string `json:"theme"`
	// Rating is the difficulty as an Elo rating (RatingOf); Depth the
	// plies the search needed to find Solution.
	Rating int `json:"rating"`
	Depth  int `json:"depth"`
}

// Advantage is the Theme of a puzzle whose line wins decisively short of
// the game's end.
const Advantage = "advantage"

// Position returns the game at the puzzle's position, kind being its game's:
// the record replayed, and a game with dice rolled from the record's seed.
func (p Puzzle) Position(kind catalog.Kind) (core.Game, error) {
	g, err := kind.Read(strings.NewReader(p.Record))
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if err := kind.ReadyToList(g); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if g.Result().Over {
		return nil, fmt.Errorf("puzzle %s: the game is over", p.ID)
	}
	return g, nil
}

// Solves reports whether move, in any form the game parses, is the
// puzzle's solution. A move the position does not take (illegal, or no
// move at all) is a wrong answer, not an error; the error is for a puzzle
// that does not load.
func (p Puzzle) Solves(kind catalog.Kind, move string) (bool, error) {
	g, err := p.Position(kind)
	if err != nil {
		return false, err
	}
	want, err := g.Parse(p.Solution)
	if err != nil {
		return false, fmt.Errorf("puzzle %s: solution %s: %w", p.ID, p.Solution, err)
	}
	got, err := g.Parse(strings.TrimSpace(move))
	if err != nil {
		return false, nil
	}
	return got == want, nil
}

// Shipped returns the puzzles shipped for the game named game
// (catalog.Kind.Name), easiest first; none for a game that ships none.
func Shipped(game string) ([]Puzzle, error) {
	b, err := shipped.File(strings.ToLower(game) + ".jsonl")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ps, err := Read(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("puzzles of %s: %w", game, err)
	}
	Sort(ps)
	return ps, nil
}

// Sort orders puzzles easiest first: by rating, then by ID.
func Sort(ps []Puzzle) {
	slices.SortStableFunc(ps, func(a, b Puzzle) int {
		if a.Rating != b.Rating {
			return a.Rating - b.Rating
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// Read reads puzzles written one JSON object a line (Write); blank lines
// are skipped.
func Read(r io.Reader) ([]Puzzle, error) {
	var out []Puzzle
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var p Puzzle
		if err := json.Unmarshal(line, &p); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// Write writes puzzles one JSON object a line.
func Write(w io.Writer, ps []Puzzle) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, p := range ps {
		if err := enc.Encode(p); err != nil {
			return err
		}
	}
	return nil
}
