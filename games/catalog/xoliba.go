package catalog

import (
	"xima/games/core"
	"xima/games/search"
	"xima/games/xoliba"
)

// Xoliba is the kind of Xoliba: 2 or 3 players, or one alone (a patience),
// on the 45-point octagon, shuffled from the seed.
func Xoliba() Kind {
	k := Kind{
		Name:  xoliba.GameName,
		Seats: []int{2, 3, 1},
		New: func(o Options) (core.Game, error) {
			return xoliba.NewGame(xoliba.Config{Players: seatsOf(o, 2), Seed: o.Seed, Names: o.Names})
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return xoliba.GameFromRecord(rec) },
		Extension:  ".xoliba",
		WinScale:   444,
	}
	k.perft, k.divide = walker(func(g *xoliba.Game) core.Position[xoliba.Action, xoliba.Undo] { return g.Line() })
	k.NewComputer = erring(&xolibaMistakes, computer(func(g *xoliba.Game) *xoliba.Line { return g.Line() }))
	return k
}

// xolibaMistakes are higher than the search's usual rates: a game lasts
// about seven moves a side and the shuffle decides much of it, so a level's
// extra depth shows only over a match, and only with more mistakes below
// it (docs/ai-ladder.md).
var xolibaMistakes = search.Mistakes{1: 40, 2: 25, 3: 15, 4: 8, 5: 4}
