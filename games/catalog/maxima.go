package catalog

import (
	"fmt"

	"xima/games/core"
	"xima/games/maxima"
)

// Maxima is the kind of Maxima: two players, chess-like pieces.
func Maxima() Kind {
	k := Kind{
		Name:  maxima.GameName,
		Seats: []int{2},
		New: func(o Options) (core.Game, error) {
			if n := seatsOf(o, 2); n != 2 {
				return nil, fmt.Errorf("maxima: %d players: the game takes 2", n)
			}
			cfg := maxima.Config{}
			if len(o.Names) == 2 {
				cfg.White, cfg.Black = o.Names[0], o.Names[1]
			}
			return maxima.NewGame(cfg)
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return maxima.GameFromRecord(rec) },
		Extension:  ".maxima",
		WinScale:   157,
	}
	k.perft, k.divide = walker(func(g *maxima.Game) core.Position[maxima.Action, maxima.Undo] { return g.Line() })
	k.NewComputer = computer(func(g *maxima.Game) *maxima.Line { return g.Line() })
	return k
}
