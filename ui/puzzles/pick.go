package puzzles

import (
	"math"

	"xima/games/core"
	"xima/games/puzzles"
	"xima/ui/boards"
	"xima/ui/lang"
)

// next picks the puzzle to offer a solver rated rating who tried the
// puzzles in tried (true: solved): of those not solved, the untried
// first, then the nearest in rating, then the easiest; skip (the puzzle
// just left) only when nothing else is left. ok is false once every
// puzzle is solved.
func next(all []puzzles.Puzzle, tried map[string]bool, rating float64, skip string) (p puzzles.Puzzle, ok bool) {
	best := math.Inf(1)
	for _, q := range all {
		solved, seen := tried[q.ID]
		if solved {
			continue
		}
		cost := math.Abs(float64(q.Rating) - rating)
		if seen {
			cost += 1e6 // a puzzle missed comes back after the new ones
		}
		if q.ID == skip {
			cost += 1e7
		}
		if cost < best {
			p, ok, best = q, true, cost
		}
	}
	return p, ok
}

// rated is the solver's rating after an answer to a puzzle of rating
// puzzle: Elo (core.EloChanges), the puzzle the opponent, the solver
// winning by solving it.
func rated(solver float64, puzzle int, solved bool) float64 {
	winner := 1
	if solved {
		winner = 0
	}
	return solver + core.EloChanges([]float64{solver, float64(puzzle)}, winner)[0]
}

// themeWords says what a puzzle's line wins by, translated: a decisive
// advantage (puzzles.Advantage), else how the board says the line ends
// the game (g, kind's game at the puzzle's position, is left after the
// line).
func themeWords(kind boards.Kind, g core.Game, theme string, line []string) string {
	if theme != puzzles.Advantage {
		for _, m := range line {
			if _, err := g.PlayText(m); err != nil {
				break
			}
		}
		if over, _, reason := kind.Adapt(g).Result(); over {
			return reason
		}
	}
	return lang.L("a decisive advantage, short of the game's end")
}
