package catalog

import (
	"xima/games/core"
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
	}
	k.perft, k.divide = walker(func(g *xoliba.Game) core.Position[xoliba.Action, xoliba.Undo] { return g.Line() })
	k.NewComputer = computer(func(g *xoliba.Game) *xoliba.Line { return g.Line() })
	return k
}
