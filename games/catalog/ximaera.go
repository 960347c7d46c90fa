package catalog

import (
	"fmt"

	"xima/games/core"
	"xima/games/search"
	"xima/games/ximaera"
)

// Ximaera is the kind of Ximaera: two players on a hexagon of 19 cells.
func Ximaera() Kind {
	k := Kind{
		Name:  ximaera.GameName,
		Seats: []int{ximaera.Seats},
		New: func(o Options) (core.Game, error) {
			if n := seatsOf(o, ximaera.Seats); n != ximaera.Seats {
				return nil, fmt.Errorf("ximaera: %d players: the game takes %d", n, ximaera.Seats)
			}
			return ximaera.NewGame(ximaera.Config{Names: o.Names})
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return ximaera.GameFromRecord(rec) },
		Extension:  ".ximaera",
		WinScale:   100000, // its evaluation does not tell who wins (docs/analysis.md): only forced results count
	}
	k.perft, k.divide = walker(func(g *ximaera.Game) core.Position[ximaera.Action, ximaera.Undo] { return g.Line() })
	k.NewComputer = erring(&ximaeraMistakes, computer(func(g *ximaera.Game) *ximaera.Line { return g.Line() }))
	return k
}

// ximaeraMistakes are lower than the search's usual rates at level 4: a
// Ximaera game is lost by one careless move among fifty, and at the usual
// rates level 4's extra ply barely showed. Level 5 errs a little more than
// level 4: its deeper search keeps it clear of level 4 all the same, and
// level 6's four times the time buys nothing measurable in Ximaera, so at
// 1% the top rung was not clear (docs/ai-ladder.md, session 15).
var ximaeraMistakes = search.Mistakes{1: 20, 2: 12, 3: 8, 4: 2, 5: 3}
