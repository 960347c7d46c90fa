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

// ximaeraMistakes are lower than the search's usual rates from level 4 up:
// a Ximaera game is lost by one careless move among fifty, and at the usual
// rates level 4's extra ply barely showed (docs/ai-ladder.md).
var ximaeraMistakes = search.Mistakes{1: 20, 2: 12, 3: 8, 4: 2, 5: 1}
