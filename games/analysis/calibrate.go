package analysis

import (
	"context"
	"fmt"
	"sync"

	"xima/games/catalog"
	"xima/games/match"
	"xima/games/search"
)

// Calibration is a scale fitted on self-play and how well it predicts the
// results of games not used to fit it.
type Calibration struct {
	Game  string
	Scale float64
	// Fit and Test count the games and positions each half holds: the
	// even pairs of games (a pair shares its opening, the seats turned)
	// fit the scale, the odd ones test it.
	FitGames, TestGames     int
	FitSamples, TestSamples int
	Unfinished              int // games left out: they reached the action limit (not adjudicated)
	// On the test half: the log loss (bits; a coin's is 1) and Brier score
	// of the fitted scale, and of the game's present scale.
	LogLoss, Brier               float64
	PresentLogLoss, PresentBrier float64
	// Bins is the test half's reliability: positions by predicted chance
	// in tenths, with the mean predicted and the share won.
	Bins [10]Bin
}

// Bin is one tenth of the predicted chances.
type Bin struct {
	Positions          int
	Predicted, Results float64
}

// CalibrateOptions say which self-play games to fit on.
type CalibrateOptions struct {
	Games      int
	Nodes      int64 // level 6's positions a move: the scores' depth
	Seed       uint64
	Opening    int // random actions each game starts with
	MaxActions int
	// Adjudicate gives a game still going at MaxActions to the seat ahead
	// by the game's own count (Xana: match.Config.Adjudicate) instead of
	// leaving it out.
	Adjudicate bool
	Jobs       int
}

// Calibrate plays level 6 against itself at two seats and fits the scale
// that turns the players' own scores into the results (Fit), on the even
// pairs of games, and tests it on the odd ones.
func Calibrate(ctx context.Context, kind catalog.Kind, o CalibrateOptions) (Calibration, error) {
	c := Calibration{Game: kind.Name}
	six := match.Player{Level: search.MaxLevel}
	var mu sync.Mutex
	var fit, test []Sample
	cfg := match.Config{Kind: kind, Seats: 2, A: six, B: six, Games: o.Games, Budget: search.Budget{Nodes: o.Nodes},
		Seed: o.Seed, Opening: o.Opening, MaxActions: o.MaxActions, Jobs: o.Jobs, Adjudicate: o.Adjudicate,
		Game: func(g match.Game) {
			mu.Lock()
			defer mu.Unlock()
			if g.Unfinished && !o.Adjudicate {
				c.Unfinished++
				return
			}
			samples := samplesOf(g)
			if g.Index/2%2 == 0 { // by pair: a pair shares its opening
				c.FitGames++
				fit = append(fit, samples...)
			} else {
				c.TestGames++
				test = append(test, samples...)
			}
		}}
	if _, err := match.Run(ctx, cfg); err != nil {
		return c, err
	}
	if len(fit) == 0 || len(test) == 0 {
		return c, fmt.Errorf("calibrate %s: no finished game to fit or to test on", kind.Name)
	}
	c.FitSamples, c.TestSamples = len(fit), len(test)
	c.Scale = Fit(fit)
	c.LogLoss, c.Brier = LogLoss(test, c.Scale), Brier(test, c.Scale)
	c.PresentLogLoss, c.PresentBrier = LogLoss(test, kind.WinScale), Brier(test, kind.WinScale)
	for _, s := range test {
		p := Chances([]int{s.Score, -s.Score}, c.Scale)[0]
		b := &c.Bins[min(9, int(p*10))]
		b.Positions++
		b.Predicted += p
		b.Results += s.Result
	}
	for i := range c.Bins {
		if n := float64(c.Bins[i].Positions); n > 0 {
			c.Bins[i].Predicted /= n
			c.Bins[i].Results /= n
		}
	}
	return c, nil
}

// samplesOf are a two-player game's samples: each searched move's score
// with the mover's share of the outcome (adjudicated where it was).
func samplesOf(g match.Game) []Sample {
	var out []Sample
	for _, e := range g.Evals {
		share := g.Outcome // A's
		if e.Seat != g.ASeat {
			share = 1 - share
		}
		out = append(out, Sample{Score: e.Score, Result: share})
	}
	return out
}
