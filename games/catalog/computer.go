package catalog

import (
	"context"
	"fmt"
	"time"

	"xima/games/core"
	"xima/games/search"
)

// Computer is a computer player of one kind's games. It keeps its search
// tables from move to move; one goroutine uses it at a time.
type Computer interface {
	// Think returns the action the player to move in g should make within
	// lim, leaving g as it was. A game with dice must have rolled
	// (search.ErrChance otherwise).
	Think(ctx context.Context, g core.Game, lim search.Limits) (Choice, error)
}

// Choice is a computer's action and what the search saw.
type Choice struct {
	Action  core.Action
	Score   int // for the player to move: search.Win-n wins in n plies
	Depth   int
	Nodes   int64
	Elapsed time.Duration
	Random  bool // a level's mistake on purpose
	// Scores are every seat's score, each from its own side, by seat
	// (search.Report's); Line the continuation expected, Action first.
	Scores []int
	Line   []core.Action
}

// computer makes a kind's Computer from its search position: pos returns a
// copy of a game's position, history included.
func computer[G core.Game, P search.Position[A, U], A core.ActionValue, U any](pos func(G) P) func() Computer {
	return func() Computer { return &thinker[G, P, A, U]{s: search.New[P, A, U](), pos: pos} }
}

type thinker[G core.Game, P search.Position[A, U], A core.ActionValue, U any] struct {
	s   *search.Searcher[P, A, U]
	pos func(G) P
}

func (t *thinker[G, P, A, U]) Think(ctx context.Context, g core.Game, lim search.Limits) (Choice, error) {
	game, ok := g.(G)
	if !ok {
		return Choice{}, fmt.Errorf("catalog: a computer player of %T cannot play %s", game, g.Name())
	}
	rep, err := t.s.Think(ctx, t.pos(game), lim)
	if err != nil {
		return Choice{}, err
	}
	c := Choice{Action: core.Action(rep.Best), Score: rep.Score, Depth: rep.Depth,
		Nodes: rep.Nodes, Elapsed: rep.Elapsed, Random: rep.Random,
		Scores: append([]int(nil), rep.Scores[:g.Seats()]...)}
	for _, a := range rep.Line {
		c.Line = append(c.Line, core.Action(a))
	}
	return c, nil
}

// erring makes a kind's computers err at the game's own rates by level
// (search.Mistakes) instead of the search's usual ones.
func erring(m *search.Mistakes, newComputer func() Computer) func() Computer {
	return func() Computer { return mistaken{newComputer(), m} }
}

type mistaken struct {
	Computer
	m *search.Mistakes
}

func (c mistaken) Think(ctx context.Context, g core.Game, lim search.Limits) (Choice, error) {
	return c.Computer.Think(ctx, g, c.m.Apply(lim))
}
