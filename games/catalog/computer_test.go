package catalog_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// midgame returns a game of kind k after n random actions from seed
// (dice rolled from the game's own seed).
func midgame(t testing.TB, k catalog.Kind, seats, n int, seed uint64) core.Game {
	t.Helper()
	g, err := k.New(catalog.Options{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	for range n {
		if err := rollIfNeeded(g); err != nil {
			t.Fatal(err)
		}
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if err := g.Play(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// rollIfNeeded rolls the dice of a dice player to move.
func rollIfNeeded(g core.Game) error {
	if d, ok := g.(interface {
		NeedsRoll() bool
		Roll() ([]uint8, error)
	}); ok && d.NeedsRoll() {
		_, err := d.Roll()
		return err
	}
	return nil
}

// BenchmarkThink measures each game's search speed in positions per second
// (in Xana a position is a whole turn: docs/ai-xana.md), level 6 with
// 20,000 positions a search. It searches 8 positions of 8 games in turn,
// so that no search finds the one before's answers in its table.
func BenchmarkThink(b *testing.B) {
	lim, _ := search.Level(6, search.Budget{Nodes: 20000}, 1)
	for _, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		for _, seats := range k.Seats {
			b.Run(k.Name+"/"+string(rune('0'+seats)), func(b *testing.B) {
				positions := searchedPositions(b, k, seats, 8)
				c := k.NewComputer()
				var nodes int64
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; b.Loop(); i++ {
					ch, err := c.Think(context.Background(), positions[i%len(positions)], lim)
					if err != nil {
						b.Fatal(err)
					}
					nodes += ch.Nodes
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}

// searchedPositions returns n positions of k, each up to 20 random actions
// into a game of its own, where the computer searches: not a game it sees
// the end of within two plies (Ximaera's random games end within 20
// actions), nor the rest of a turn it plays without a search (Xana's walls
// after the turn's stack part).
func searchedPositions(b *testing.B, k catalog.Kind, seats, n int) []core.Game {
	b.Helper()
	var out []core.Game
	c := k.NewComputer()
	for seed := uint64(1); len(out) < n && seed <= uint64(4*n); seed++ {
		for m := 20; m >= 0; m -= 4 {
			if g := searchedFrom(b, c, midgame(b, k, seats, m, seed)); g != nil {
				out = append(out, g)
				break
			}
		}
	}
	if len(out) < n {
		b.Fatalf("%s: %d positions where the computer searches, want %d", k.Name, len(out), n)
	}
	return out
}

// searchedFrom returns g, or g a few of the computer's own actions on,
// where the computer searches a game whose end is not in sight; nil if
// there is none.
func searchedFrom(b *testing.B, c catalog.Computer, g core.Game) core.Game {
	for range 4 {
		if err := rollIfNeeded(g); err != nil {
			b.Fatal(err)
		}
		if len(g.Legal()) < 4 {
			return nil // over, or no real choice
		}
		ch, err := c.Think(context.Background(), g, search.Limits{Depth: 2})
		switch {
		case err != nil:
			b.Fatal(err)
		case ch.Score >= search.MaxEval || ch.Score <= -search.MaxEval:
			return nil // the end is in sight
		case ch.Nodes > 0:
			return g
		}
		if err := g.Play(ch.Action); err != nil {
			b.Fatal(err)
		}
	}
	return nil
}

// winsAtOnce reports whether action a ends g with the mover the winner.
func winsAtOnce(t *testing.T, g core.Game, a core.Action) bool {
	mover := g.ToMove()
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	r := g.Result()
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	return r.Over && r.Winner == mover
}

// Every game's computer, at every level from 3, takes a win that is one
// action away, found along random games.
func TestComputerTakesAWinInOne(t *testing.T) {
	for _, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		found := 0
		for seed := uint64(1); seed < 40 && found < 3; seed++ {
			g := midgame(t, k, k.Seats[0], 0, seed)
			r := rand.New(rand.NewPCG(seed, 2))
			for ply := 0; ply < 2000 && !g.Result().Over && found < 3; ply++ {
				if err := rollIfNeeded(g); err != nil {
					t.Fatal(err)
				}
				legal := g.Legal()
				var win, other []core.Action
				for _, a := range legal {
					if winsAtOnce(t, g, a) {
						win = append(win, a)
					} else {
						other = append(other, a)
					}
				}
				if len(win) > 0 {
					found++
					checkTakesTheWin(t, k, g, seed)
				}
				if len(other) == 0 {
					break
				}
				if err := g.Play(other[r.IntN(len(other))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if found == 0 {
			t.Errorf("%s: no position with a win in one along 40 random games", k.Name)
		}
	}
}

func checkTakesTheWin(t *testing.T, k catalog.Kind, g core.Game, seed uint64) {
	t.Helper()
	for level := 3; level <= 6; level++ {
		lim, _ := search.Level(level, search.Budget{Nodes: 20000}, seed)
		lim.Level, lim.Random = 0, 0 // the level's search, not its deliberate mistakes (a game's own rates go by Level)
		ch, err := k.NewComputer().Think(context.Background(), g, lim)
		if err != nil {
			t.Fatal(err)
		}
		if !winsAtOnce(t, g, ch.Action) && !biggerWin(ch.Score) {
			t.Errorf("%s seed %d level %d: played %s (score %d), not a win in one", k.Name, seed, level, g.Format(ch.Action), ch.Score)
		}
	}
}

// biggerWin reports whether score is a forced win scored below a win by
// the most in as many plies: one by a margin (search.Margined), which a
// game whose wins are worth more or less (Xoliba) may take over a smaller
// win in one.
func biggerWin(score int) bool {
	return score > search.MaxEval && score < search.Win-search.Plies(score)
}

// TestComputersErrAtTheirGamesRates counts the random moves of level 1 over
// many seeds: Xoliba's computer errs at its own rate (40%), Maxima's at the
// search's usual one (25%), and level 6 never.
func TestComputersErrAtTheirGamesRates(t *testing.T) {
	for _, tc := range []struct {
		game        string
		level, want int // percent
	}{{"Xoliba", 1, 40}, {"Maxima", 1, 25}, {"Xoliba", 6, 0}} {
		k, _ := catalog.Find(tc.game)
		g := midgame(t, k, 2, 2, 7)
		c := k.NewComputer()
		const n = 600
		random := 0
		for seed := range uint64(n) {
			lim, _ := search.Level(tc.level, search.Budget{Nodes: 50}, seed)
			ch, err := c.Think(context.Background(), g, lim)
			if err != nil {
				t.Fatal(err)
			}
			if ch.Random {
				random++
			}
		}
		if got := 100 * random / n; got < tc.want-6 || got > tc.want+6 {
			t.Errorf("%s level %d: %d%% of its moves at random, want about %d%%", tc.game, tc.level, got, tc.want)
		}
	}
}
