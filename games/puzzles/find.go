package puzzles

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"xima/games/analysis"
	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// The thresholds, in the mover's chance of winning (analysis.Chances by the
// game's WinScale; docs/puzzles.md). A puzzle's move reaches a forced win
// or WinChance: by the fitted scales a seat at 0.9 wins nine games in ten,
// a gain a player can be asked to find and a club player would call won.
// Every other move leaves at most OtherChance: at 0.6 a position is still
// open, so the puzzle has one answer, not one best of several good ones;
// the gap of 0.3 is more than a blunder costs (analysis.BlunderLoss 0.2),
// with room for the search's noise. Before the puzzle, at the position
// searched last (the opponent's move), the mover had less than
// BeforeChance, WinChance itself: the win is new, not one the mover
// already held (a lower bar found a tenth as many puzzles in Maxima,
// where a win mostly grows over several moves).
const (
	WinChance    = 0.9
	OtherChance  = 0.6
	BeforeChance = WinChance
)

// Options say how hard the search looks: positions per search (level 6's
// budget, search.Level), so results repeat exactly for a seed.
type Options struct {
	Nodes int64
	Seed  uint64
	// Sidelines makes Find look also at the position after each move the
	// opponent could have played instead of the game's (the errors a
	// computer game did not make): many more puzzles from each game, most
	// of them a piece left to be taken.
	Sidelines bool
}

// DefaultNodes is the search's budget when Options give none.
const DefaultNodes = 20000

func (o Options) limits() search.Limits {
	n := o.Nodes
	if n <= 0 {
		n = DefaultNodes
	}
	lim, _ := search.Level(search.MaxLevel, search.Budget{Nodes: n}, o.Seed) // MaxLevel is a level
	return lim
}

// Grading: the puzzle's depth is the least Depth (plies, no quiescence)
// at which a plain search chooses the solution with a winning chance, up
// to MaxGradeDepth; each search may visit GradeNodes positions. A puzzle
// no graded depth finds gets the last depth tried plus one.
const (
	MaxGradeDepth = 9
	GradeNodes    = 50000
)

// RatingOf maps a puzzle's depth to its Elo rating: 800 for a move whose
// gain shows one ply ahead (a capture, a goal reached at once), 200 more
// for each ply a solver must look further. 200 Elo is a 76% expected score:
// roughly what one more ply of reading costs a club player.
func RatingOf(depth int) int { return 600 + 200*max(depth, 1) }

// Find cuts puzzles from g, a game of kind: every position where the
// player to move has a move that wins clearly and no other does
// (WinChance, OtherChance), and had less than BeforeChance at the position
// searched before. Every position is first searched at a quarter of
// opt's budget; those where a win appears are searched again at the whole.
// The puzzles come in the game's order; under the same Options two runs
// find the same. Find stops with ctx's error when ctx ends.
func Find(ctx context.Context, kind catalog.Kind, g core.Game, opt Options) ([]Puzzle, error) {
	record, err := core.RecordText(g)
	if err != nil {
		return nil, err
	}
	lim := opt.limits()
	scan := lim // no depth past the budget: most positions are no puzzle
	scan.Nodes, scan.MinDepth = max(lim.Nodes/4, 1), 0
	comp := kind.NewComputer()
	var out []Puzzle
	var before []float64 // every seat's chance at the position searched last
	for ply := range len(g.Moves()) {
		at, err := analysis.Position(kind, record, ply)
		if err != nil {
			return nil, err
		}
		if err := kind.ReadyToList(at); err != nil {
			return nil, err
		}
		c, err := think(ctx, comp, at, scan)
		if errors.Is(err, search.ErrNoAction) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("puzzles: move %d: %w", ply+1, err)
		}
		if c.Scores == nil { // played without a search (Xana within a turn)
			continue
		}
		chances := analysis.Chances(c.Scores, kind.WinScale)
		prev := before
		before = chances
		if opt.Sidelines {
			ps, err := sidelines(ctx, kind, comp, record, ply, g.Moves()[ply], chances, lim)
			if err != nil {
				return nil, fmt.Errorf("puzzles: move %d: %w", ply+1, err)
			}
			out = append(out, ps...)
		}
		if prev == nil || prev[at.ToMove()] >= BeforeChance || !wins(c, chances[at.ToMove()]) {
			continue
		}
		p, ok, err := check(ctx, kind, comp, at, lim)
		if err != nil {
			return nil, fmt.Errorf("puzzles: move %d: %w", ply+1, err)
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}

// check searches g's position, a candidate, at the whole budget and makes
// its puzzle, graded, when one move wins and no other does.
func check(ctx context.Context, kind catalog.Kind, comp catalog.Computer, g core.Game, lim search.Limits) (Puzzle, bool, error) {
	if len(g.Legal()) < 2 {
		return Puzzle{}, false, nil
	}
	c, err := think(ctx, comp, g, lim)
	if err != nil || !wins(c, analysis.Chances(c.Scores, kind.WinScale)[g.ToMove()]) {
		return Puzzle{}, false, err
	}
	p, err := examine(ctx, kind, comp, g, c, lim)
	if errors.Is(err, errNotPuzzle) {
		return Puzzle{}, false, nil
	}
	if err != nil {
		return Puzzle{}, false, err
	}
	return p, true, grade(ctx, kind, &p, lim.Seed)
}

// onlyWin reports whether no move of g but win wins by a search of lim:
// the quick test a sideline passes before the whole budget is spent on it.
func onlyWin(ctx context.Context, kind catalog.Kind, comp catalog.Computer, g core.Game, win core.Action, lim search.Limits) bool {
	o, err := bestOther(ctx, kind, comp, g, win, lim)
	return err == nil && o.chance <= OtherChance
}

// sidelineNodes bounds the quick search of a sideline's position, enough
// to see a piece left to be taken.
const sidelineNodes = 200

// sidelines are the puzzles after the moves the player to move at ply of
// the game of record could have played instead of the game's (game), where that
// player had chances (every seat's): a move that hands the next player a
// win the next player did not have. Only moves after which another seat
// is to move are tried (not a part of a turn).
func sidelines(ctx context.Context, kind catalog.Kind, comp catalog.Computer, record string, ply int, game string, chances []float64, lim search.Limits) ([]Puzzle, error) {
	at, err := analysis.Position(kind, record, ply)
	if err != nil {
		return nil, err
	}
	if err := kind.ReadyToList(at); err != nil {
		return nil, err
	}
	quick := search.Limits{Depth: 1, Quiescence: lim.Quiescence, Nodes: sidelineNodes, Seed: lim.Seed}
	me := at.ToMove()
	var out []Puzzle
	for _, a := range at.Legal() {
		if at.Format(a) == game || at.Play(a) != nil {
			continue
		}
		next := at.ToMove()
		if next != me && !at.Result().Over && chances[next] < BeforeChance {
			c, err := think(ctx, comp, at, quick)
			switch {
			case errors.Is(err, search.ErrChance) || errors.Is(err, search.ErrNoAction):
			case err != nil:
				return nil, err
			case c.Scores != nil && wins(c, analysis.Chances(c.Scores, kind.WinScale)[next]) && onlyWin(ctx, kind, comp, at, c.Action, quick):
				p, ok, err := check(ctx, kind, comp, at, lim)
				if err != nil {
					return nil, err
				}
				if ok {
					out = append(out, p)
				}
			}
		}
		if err := at.Undo(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Verify checks p, a puzzle of kind, with a search of opt's budget (give
// it more than Find had): the search must choose p's solution and see it
// win clearly, and the best of the other moves must not. The error says
// what failed.
func Verify(ctx context.Context, kind catalog.Kind, p Puzzle, opt Options) error {
	g, err := p.Position(kind)
	if err != nil {
		return err
	}
	sol, err := g.Parse(p.Solution)
	if err != nil {
		return fmt.Errorf("puzzle %s: solution %s: %w", p.ID, p.Solution, err)
	}
	lim := opt.limits()
	comp := kind.NewComputer()
	c, err := think(ctx, comp, g, lim)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	mover := g.ToMove()
	chance := analysis.Chances(c.Scores, kind.WinScale)[mover]
	switch {
	case c.Action != sol:
		return fmt.Errorf("puzzle %s: the search prefers %s (chance %.2f) to %s", p.ID, g.Format(c.Action), chance, p.Solution)
	case !wins(c, chance):
		return fmt.Errorf("puzzle %s: %s wins only a chance of %.2f (want %.2f)", p.ID, p.Solution, chance, WinChance)
	}
	other, err := bestOther(ctx, kind, comp, g, sol, lim)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if other.chance > OtherChance {
		return fmt.Errorf("puzzle %s: %s wins too (chance %.2f, want at most %.2f)", p.ID, other.move, other.chance, OtherChance)
	}
	return nil
}

// errNotPuzzle is a position where more than one move wins.
var errNotPuzzle = errors.New("puzzles: not a puzzle")

// examine makes the puzzle of g's position, where the search's choice c
// wins: errNotPuzzle when another move wins too.
func examine(ctx context.Context, kind catalog.Kind, comp catalog.Computer, g core.Game, c catalog.Choice, lim search.Limits) (Puzzle, error) {
	other, err := bestOther(ctx, kind, comp, g, c.Action, lim)
	if err != nil {
		return Puzzle{}, err
	}
	if other.chance > OtherChance {
		return Puzzle{}, errNotPuzzle
	}
	record, err := core.RecordText(g)
	if err != nil {
		return Puzzle{}, err
	}
	id, err := positionID(g, record)
	if err != nil {
		return Puzzle{}, err
	}
	p := Puzzle{ID: id, Game: g.Name(), Record: record, Solution: g.Format(c.Action)}
	p.Line, p.Theme, err = winningLine(ctx, kind, comp, record, c, lim)
	return p, err
}

// other is the best of the moves but the solution, and the mover's
// chance with it.
type other struct {
	move   string
	chance float64
}

// bestOther searches g's position with sol left out: the best of the
// other moves and the mover's chance with it.
func bestOther(ctx context.Context, kind catalog.Kind, comp catalog.Computer, g core.Game, sol core.Action, lim search.Limits) (other, error) {
	lim.Exclude = []core.Action{sol}
	c, err := think(ctx, comp, g, lim)
	if errors.Is(err, search.ErrNoAction) {
		return other{}, errors.New("the solution is the only legal move")
	}
	if err != nil {
		return other{}, err
	}
	return other{move: g.Format(c.Action), chance: analysis.Chances(c.Scores, kind.WinScale)[g.ToMove()]}, nil
}

// wins reports whether a search's choice wins clearly: a forced win, or
// the mover's chance at least WinChance.
func wins(c catalog.Choice, chance float64) bool {
	return c.Score > search.MaxEval || chance >= WinChance
}

// maxLine bounds a puzzle's line: enough for the wins of these games'
// puzzles, short enough to show.
const maxLine = 12

// winningLine is the line the search expects after its choice c in the
// game of record, and the puzzle's theme: the reason the line ends the
// game by, with the mover winning, or Advantage. A forced win whose
// expected line stops short is played on by the search to the end.
func winningLine(ctx context.Context, kind catalog.Kind, comp catalog.Computer, record string, c catalog.Choice, lim search.Limits) ([]string, string, error) {
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		return nil, "", err
	}
	if err := kind.ReadyToList(g); err != nil {
		return nil, "", err
	}
	mover := g.ToMove()
	var line []string
	for _, a := range c.Line {
		if len(line) == maxLine || !slices.Contains(g.Legal(), a) {
			break
		}
		name := g.Format(a)
		if g.Play(a) != nil {
			break
		}
		line = append(line, name)
		if err := kind.ReadyToList(g); err != nil {
			return nil, "", err
		}
	}
	for c.Score > search.MaxEval && !g.Result().Over && len(line) < maxLine {
		next, err := think(ctx, comp, g, lim)
		if err != nil {
			return nil, "", err
		}
		name := g.Format(next.Action)
		if err := g.Play(next.Action); err != nil {
			return nil, "", err
		}
		line = append(line, name)
		if err := kind.ReadyToList(g); err != nil {
			return nil, "", err
		}
	}
	if len(line) == 0 {
		return nil, "", errors.New("the search's line is empty")
	}
	if r := g.Result(); r.Over && r.Winner == mover {
		return line, string(r.Reason), nil
	}
	return line, Advantage, nil
}

// grade sets p's Depth and Rating: the least depth at which a plain
// search, with a table of its own, chooses the solution and sees it win.
func grade(ctx context.Context, kind catalog.Kind, p *Puzzle, seed uint64) error {
	g, err := p.Position(kind)
	if err != nil {
		return err
	}
	sol, err := g.Parse(p.Solution)
	if err != nil {
		return err
	}
	comp := kind.NewComputer()
	depth := 1
	for ; depth <= MaxGradeDepth; depth++ {
		c, err := think(ctx, comp, g, search.Limits{Depth: depth, Nodes: GradeNodes, Seed: seed})
		if err != nil {
			return err
		}
		if c.Action == sol && wins(c, analysis.Chances(c.Scores, kind.WinScale)[g.ToMove()]) {
			break
		}
		if c.Depth < depth { // cut by the node budget: deeper than can be graded
			break
		}
	}
	p.Depth, p.Rating = depth, RatingOf(depth)
	return nil
}

// think is the computer's search, with ctx's error once it ended: a
// search cut short proves nothing.
func think(ctx context.Context, comp catalog.Computer, g core.Game, lim search.Limits) (catalog.Choice, error) {
	c, err := comp.Think(ctx, g, lim)
	if err == nil {
		err = ctx.Err()
	}
	return c, err
}

// positionID hashes what makes g's position, whose record is record: the
// game, the record's tags but the players' names and the result, and the
// moves. Two games that differ only in their players share their puzzles.
func positionID(g core.Game, record string) (string, error) {
	rec, err := core.Read(strings.NewReader(record))
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n", g.Name())
	for _, t := range rec.Tags {
		if slices.Contains(g.Names(), t.Value) || slices.Contains(resultTags, t.Name) {
			continue
		}
		fmt.Fprintf(h, "%s=%s\n", t.Name, t.Value)
	}
	fmt.Fprintf(h, "%s\n", strings.Join(g.Moves(), " "))
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// resultTags are the tags of how a game ended or was played, not of its
// position.
var resultTags = []string{"Result", "Termination", "Scores", "Date", "Event", "Site", "Round"}
