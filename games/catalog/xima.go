package catalog

import (
	"xima/games/core"
	"xima/games/xima"
)

// Xima is the kind of Xima: 2 to 4 players on the pyramid. A game from
// New plays the sport style at every seat (the Xima set-up screen chooses
// styles itself); its tree is counted in the sport style too, since dice
// would make it depend on rolls.
func Xima() Kind {
	k := Kind{
		Name:  xima.GameName,
		Seats: []int{2, 3, 4},
		New: func(o Options) (core.Game, error) {
			return xima.NewGame(xima.Config{Styles: make([]xima.Style, seatsOf(o, 2)), Names: o.Names, Seed: o.Seed, HasSeed: true})
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return xima.GameFromRecord(rec) },
	}
	k.perft, k.divide = walker(func(g *xima.Game) core.Position[xima.Action, xima.Undo] {
		l := g.Line()
		l.State = l.State.AsSport()
		return l
	})
	return k
}
