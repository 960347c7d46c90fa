package catalog

import (
	"fmt"
	"strconv"

	"xima/games/core"
	"xima/games/xana"
)

// Xana is the kind of Xana: two players on a hexagonal board whose side
// is chosen, 8 by default (4 to 13 offered; the rules allow from 2).
func Xana() Kind {
	sizes := []string{strconv.Itoa(xana.DefaultSize)}
	for n := 4; n <= xana.MaxSize; n++ {
		if n != xana.DefaultSize {
			sizes = append(sizes, strconv.Itoa(n))
		}
	}
	k := Kind{
		Name:        xana.GameName,
		Seats:       []int{2},
		Variants:    sizes,
		VariantName: "board size",
		New: func(o Options) (core.Game, error) {
			if n := seatsOf(o, 2); n != 2 {
				return nil, fmt.Errorf("xana: %d players: the game takes 2", n)
			}
			cfg := xana.Config{}
			if o.Variant != "" {
				size, err := strconv.Atoi(o.Variant)
				if err != nil {
					return nil, fmt.Errorf("xana: board size %s: want a number", core.Quote(o.Variant))
				}
				cfg.Size = size
			}
			copy(cfg.Names[:], o.Names)
			return xana.NewGame(cfg)
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return xana.GameFromRecord(rec) },
		Extension:  ".xana",
		WinScale:   150,
	}
	k.perft, k.divide = walker(func(g *xana.Game) core.Position[xana.Action, xana.Undo] { return g.Line() })
	k.NewComputer = erring(&sameDepthMistakes, newXanaComputer)
	return k
}
