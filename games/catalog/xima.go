package catalog

import (
	"fmt"

	"xima/games/core"
	"xima/games/search"
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
		Rating:     CIMAX,
		Extension:  ".xima",
		WinScale:   377,
		report: func(rec *core.Record, g core.Game, every bool) (core.Report, error) {
			return xima.NewReport(rec, g.(*xima.Game), every)
		},
		longName: func(g core.Game, a core.Action) string { return g.(*xima.Game).LongName(a) },
		ready:    func(g core.Game) error { return g.(*xima.Game).RollFromSeed() },
	}
	k.perft, k.divide = walker(func(g *xima.Game) core.Position[xima.Action, xima.Undo] {
		l := g.Line()
		l.State = l.State.AsSport()
		return l
	})
	k.cimax = func(g core.Game, before []float64) ([]Change, error) {
		xg, ok := g.(*xima.Game)
		if !ok {
			return nil, fmt.Errorf("cimax: a %s game is not a Xima game", g.Name())
		}
		changes, err := xima.CIMAX(before, xg)
		if err != nil {
			return nil, err
		}
		m := xima.Measure(xg)
		out := make([]Change, len(changes))
		for i, rc := range changes {
			out[i] = Change{Before: rc.Before, After: rc.After, Delta: rc.Delta,
				Force: m.Forces[i].Total(), Power: m.Powers[i], Level: m.Level, Experience: rc.Experience}
		}
		return out, nil
	}
	k.NewComputer = erring(&sameDepthMistakes, computer(func(g *xima.Game) xima.DiceLine { return xima.DiceLine{Line: g.Line()} }))
	return k
}

// sameDepthMistakes are higher than the search's usual rates below level
// 5, for the games where levels 4 and 5 search the same depth at the node
// budgets of a measured ladder (three plies of Xima cost about 90,000
// positions; three whole turns of Xana about 2000 turns): what parts them
// is how often level 4 errs (docs/ai-ladder.md).
var sameDepthMistakes = search.Mistakes{1: 40, 2: 20, 3: 14, 4: 10, 5: 3}
