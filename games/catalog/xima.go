package catalog

import (
	"fmt"

	"xima/games/core"
	"xima/games/xima"
)

// Xima is the kind of Xima: 2 to 4 players on the pyramid. A game from
// New plays one style at every seat, sport unless the variant names
// another (the Xima set-up screen chooses styles seat by seat itself); its
// tree is counted in the sport style, since dice would make it depend on
// rolls.
func Xima() Kind {
	k := Kind{
		Name:        xima.GameName,
		Seats:       []int{2, 3, 4},
		Variants:    []string{xima.Sport.String(), xima.Luck.String(), xima.TwoDice.String()},
		VariantName: "style",
		New: func(o Options) (core.Game, error) {
			styles := make([]xima.Style, seatsOf(o, 2))
			if o.Variant != "" {
				st, err := xima.ParseStyle(o.Variant)
				if err != nil {
					return nil, fmt.Errorf("xima: %w", err)
				}
				for i := range styles {
					styles[i] = st
				}
			}
			return xima.NewGame(xima.Config{Styles: styles, Names: o.Names, Seed: o.Seed, HasSeed: true})
		},
		FromRecord: func(rec *core.Record) (core.Game, error) { return xima.GameFromRecord(rec) },
	}
	k.perft, k.divide = walker(func(g *xima.Game) core.Position[xima.Action, xima.Undo] {
		l := g.Line()
		l.State = l.State.AsSport()
		return l
	})
	k.NewComputer = computer(func(g *xima.Game) xima.DiceLine { return xima.DiceLine{Line: g.Line()} })
	return k
}
