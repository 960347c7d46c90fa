package mistakes

import (
	"context"
	"time"

	"xima/games/analysis"
	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// Margin is how much less chance of winning than the best move's an
// answer may keep and still be accepted: 3 points in 100, under the least
// error the analysis classes (analysis.InaccuracyLoss, 5), so that an
// accepted answer would not have been called an error.
const Margin = 0.03

// Verdict is the computer's word on an answer: the chance of winning it
// keeps the mover, and whether that is within Margin of the best move's.
type Verdict struct {
	Chance float64
	Right  bool
}

// Judge searches g, the position where m was played, with only answer
// allowed, as hard as a searched each position, and compares the chance
// it keeps the mover with the best move's (m.Before). The analysis' own
// best move is right at once. It leaves g as it was.
func Judge(ctx context.Context, kind catalog.Kind, a *analysis.Analysis, m analysis.Move, g core.Game, answer core.Action) (Verdict, error) {
	best := m.Before[m.Seat]
	if g.Format(answer) == m.Best {
		return Verdict{Chance: best, Right: true}, nil
	}
	lim, err := search.Level(search.MaxLevel, search.Budget{Time: time.Duration(a.MoveMS) * time.Millisecond, Nodes: a.Nodes}, a.Seed)
	if err != nil {
		return Verdict{}, err
	}
	for _, l := range g.Legal() {
		if l != answer {
			lim.Exclude = append(lim.Exclude, l)
		}
	}
	c, err := kind.NewComputer().Think(ctx, g, lim)
	if err == nil {
		err = ctx.Err() // a search cut short judges nothing
	}
	if err != nil {
		return Verdict{}, err
	}
	chance := analysis.Chances(c.Scores, a.Scale)[m.Seat]
	return Verdict{Chance: chance, Right: chance >= best-Margin}, nil
}
