package catalog

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"xima/games/core"
	"xima/games/search"
	"xima/games/xana"
)

// xanaComputer plays Xana part by part, as the game is played, while it
// searches whole turns (xana.TurnLine, docs/ai-xana.md): at the start of a
// turn it searches and plays the chosen turn's stack part; asked again
// within the turn, it plays at once the wall or the end that TurnLine's
// search assumed (GreedyPart). A level's random mistakes keep their
// meaning: with its probability, any call plays a random legal part.
type xanaComputer struct {
	turns Computer // the search of whole turns
	pcg   rand.PCG
}

func newXanaComputer() Computer {
	return &xanaComputer{turns: computer(func(g *xana.Game) *xana.TurnLine { return xana.NewTurnLine(g.Line()) })()}
}

func (c *xanaComputer) Think(ctx context.Context, g core.Game, lim search.Limits) (Choice, error) {
	game, ok := g.(*xana.Game)
	if !ok {
		return Choice{}, fmt.Errorf("catalog: a Xana computer player cannot play %s", g.Name())
	}
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	start := time.Now()
	s := game.State()
	if lim.Random > 0 {
		c.pcg.Seed(lim.Seed, s.Hash())
		rng := rand.New(&c.pcg)
		if rng.IntN(100) < lim.Random {
			legal := game.Legal()
			if len(legal) == 0 {
				return Choice{}, search.ErrNoAction
			}
			return Choice{Action: legal[rng.IntN(len(legal))], Random: true, Elapsed: time.Since(start)}, nil
		}
		lim.Random = 0
	}
	if s.Step() != xana.StepStart {
		return Choice{Action: core.Action(s.GreedyPart()), Elapsed: time.Since(start)}, nil
	}
	return c.turns.Think(ctx, g, lim)
}
