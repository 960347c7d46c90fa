// Package analysis is the computer's account of a finished game, for any
// game of the catalog: every position searched, each move classed by how
// much it lowered its player's chance of winning against the search's best
// move, with the better move and its line, and a summary per player. The
// chances come from the search's scores by the game's scale
// (catalog.Kind.WinScale), fitted on self-play (docs/analysis.md).
package analysis

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// Version is the layout of an Analysis as stored; a stored analysis of
// another version is made again.
const Version = 1

// DefaultMoveTime is the search's time per position when Options give none.
const DefaultMoveTime = 300 * time.Millisecond

// Options say how hard the computer looks at each position: a time or a
// number of positions (results that repeat exactly for a seed).
type Options struct {
	MoveTime time.Duration
	Nodes    int64
	Seed     uint64
}

func (o Options) limits() (search.Limits, error) {
	b := search.Budget{Time: o.MoveTime, Nodes: o.Nodes}
	if b.Time <= 0 && b.Nodes <= 0 {
		b.Time = DefaultMoveTime
	}
	lim, err := search.Level(search.MaxLevel, b, o.Seed)
	lim.Value = true // a forced move's position is valued as deep as the others
	return lim, err
}

// Move is one analysed move.
type Move struct {
	Ply    int    `json:"ply"`
	Seat   int    `json:"seat"`
	Played string `json:"played"`
	// Best is the search's choice and Line its expected continuation,
	// Best first, in the game's notation.
	Best string   `json:"best"`
	Line []string `json:"line"`
	// Before is every seat's chance with the best move, After with the
	// move played; Loss what the mover lost by it, 0 to 1.
	Before []float64 `json:"before"`
	After  []float64 `json:"after"`
	Loss   float64   `json:"loss"`
	Class  Class     `json:"class"`
	Score  int       `json:"score"` // the search's score of Best, for the mover
	Depth  int       `json:"depth"`
}

// Analysis is a game's analysis.
type Analysis struct {
	Game    string  `json:"game"`
	Version int     `json:"version"`
	Seats   int     `json:"seats"`
	MoveMS  int64   `json:"movetime_ms,omitempty"`
	Nodes   int64   `json:"nodes,omitempty"`
	Seed    uint64  `json:"seed"`
	Scale   float64 `json:"scale"`
	Moves   []Move  `json:"moves"`
	// End is every seat's chance at the end: its share of the result, or
	// the search's chances for a game left unfinished.
	End     []float64 `json:"end"`
	Summary []Summary `json:"summary"`
}

// Chances are every seat's chance at each step of the game: step i < len
// (Moves) before move i (with the best move), the last at the end.
func (a *Analysis) Chances() [][]float64 {
	out := make([][]float64, 0, len(a.Moves)+1)
	for _, m := range a.Moves {
		out = append(out, m.Before)
	}
	return append(out, a.End)
}

// Errors are the moves of seat classed an inaccuracy or worse, in order.
func (a *Analysis) Errors(seat int) []Move {
	var out []Move
	for _, m := range a.Moves {
		if m.Seat == seat && m.Class.Erred() {
			out = append(out, m)
		}
	}
	return out
}

// ErrNotAnalysed marks a game with no move to analyse.
var ErrNotAnalysed = errors.New("analysis: the game has no move")

// Analyse searches every position of g, a game of kind, and classes each
// move by what its player's chance was with the best move and is in the
// position it led to, searched in turn (as lichess does: the next
// position's search looks a move further down the line played). A move
// whose next position waits for dice is valued by a search of that move
// alone, which weighs every roll. progress, when not nil, hears how many
// of the moves are done. Analyse stops with ctx's error when ctx ends;
// under Options.Nodes two runs give the same analysis.
func Analyse(ctx context.Context, kind catalog.Kind, g core.Game, opt Options, progress func(done, total int)) (*Analysis, error) {
	lim, err := opt.limits()
	if err != nil {
		return nil, err
	}
	record, err := core.RecordText(g)
	if err != nil {
		return nil, err
	}
	moves := g.Moves()
	if len(moves) == 0 {
		return nil, ErrNotAnalysed
	}
	a := &Analysis{Game: kind.Name, Version: Version, Seats: g.Seats(), MoveMS: opt.MoveTime.Milliseconds(),
		Nodes: opt.Nodes, Seed: opt.Seed, Scale: kind.WinScale}
	comp := kind.NewComputer()
	for ply := range moves {
		at, err := Position(kind, record, ply)
		if err != nil {
			return nil, err
		}
		m, err := analyseMove(ctx, comp, at, ply, moves[ply], lim, kind.WinScale)
		if err != nil {
			return nil, fmt.Errorf("analysis of move %d (%s): %w", ply+1, moves[ply], err)
		}
		a.Moves = append(a.Moves, m)
		if progress != nil {
			progress(ply+1, len(moves))
		}
	}
	for i := range a.Moves {
		if m := &a.Moves[i]; m.Class == Part {
			m.Before, m.After = a.Moves[i-1].Before, a.Moves[i-1].Before
		}
	}
	if r := g.Result(); r.Over {
		a.End = Final(r, a.Seats)
	} else {
		end, err := Position(kind, record, len(moves))
		if err != nil {
			return nil, err
		}
		c, err := think(ctx, comp, end, lim)
		if err != nil {
			return nil, fmt.Errorf("analysis of the last position: %w", err)
		}
		a.End = Chances(c.Scores, kind.WinScale)
		if len(c.Scores) == 0 { // the game stopped within a turn judged whole
			a.End = a.Moves[len(a.Moves)-1].Before
		}
	}
	for i := range a.Moves {
		m := &a.Moves[i]
		if m.After == nil { // valued by the next position searched
			m.After = a.End
			for _, next := range a.Moves[i+1:] {
				if next.Class != Part {
					m.After = next.Before
					break
				}
			}
		}
		if m.Class == "" {
			m.Loss = max(0, m.Before[m.Seat]-m.After[m.Seat])
			m.Class = Classify(m.Loss, false)
		}
	}
	a.Summary = summarise(a.Moves, a.Seats)
	return a, nil
}

// Position is the game of record (a game of kind) taken back to ply
// actions played.
func Position(kind catalog.Kind, record string, ply int) (core.Game, error) {
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		return nil, err
	}
	for range len(g.Moves()) - ply {
		if err := g.Undo(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// roller is a game with dice (Xima's): NeedsRoll tells that the player to
// move rolls before acting.
type roller interface{ NeedsRoll() bool }

// analyseMove searches g's position, where played is played next: the
// best move, its line and the chances with it. A move off the best whose
// next position waits for dice is valued here by a search of it alone;
// Analyse values the others by the next position.
func analyseMove(ctx context.Context, comp catalog.Computer, g core.Game, ply int, played string, lim search.Limits, scale float64) (m Move, err error) {
	m = Move{Ply: ply, Seat: g.ToMove(), Played: played}
	act, err := g.Parse(played)
	if err != nil {
		return m, err
	}
	legal := g.Legal()
	best, err := think(ctx, comp, g, lim)
	if err != nil {
		return m, err
	}
	if len(best.Scores) == 0 && m.Ply > 0 {
		m.Class = Part // the computer judges the turn whole, at its first part
		return m, nil
	}
	m.Score, m.Depth = best.Score, best.Depth
	m.Before = Chances(best.Scores, scale)
	m.Best = g.Format(best.Action)
	defer func() { // last: it plays the line on g
		if err == nil {
			m.Line = lineNames(g, best.Line)
		}
	}()
	switch {
	case len(legal) == 1:
		m.After, m.Class = m.Before, Forced
		return m, nil
	case act == best.Action:
		m.After, m.Class = m.Before, Best
		return m, nil
	case !waitsForDice(g, act):
		return m, nil
	}
	only := lim
	for _, l := range legal {
		if l != act {
			only.Exclude = append(only.Exclude, l)
		}
	}
	it, err := think(ctx, comp, g, only)
	if err != nil {
		return m, err
	}
	m.After = Chances(it.Scores, scale)
	return m, nil
}

// waitsForDice reports whether playing act in g leaves the next player to
// roll, leaving g as it was.
func waitsForDice(g core.Game, act core.Action) bool {
	if _, ok := g.(roller); !ok || g.Play(act) != nil {
		return false
	}
	defer g.Undo()
	return g.(roller).NeedsRoll()
}

// think is the computer's search, with ctx's error once it ended: a
// search cut short is no analysis.
func think(ctx context.Context, comp catalog.Computer, g core.Game, lim search.Limits) (catalog.Choice, error) {
	c, err := comp.Think(ctx, g, lim)
	if err == nil {
		err = ctx.Err()
	}
	return c, err
}

// lineNames writes line, a line of actions from g's position, in the
// game's notation, playing it on g: as far as it stays legal.
func lineNames(g core.Game, line []core.Action) []string {
	var out []string
	for _, a := range line {
		if !slices.Contains(g.Legal(), a) {
			break
		}
		name := g.Format(a)
		if g.Play(a) != nil {
			break
		}
		out = append(out, name)
	}
	return out
}
