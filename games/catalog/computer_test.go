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

// BenchmarkThink measures each game's search speed in positions per second,
// level 6 with a fixed number of positions from a position 20 random
// actions in (fewer where that leaves no real choice).
func BenchmarkThink(b *testing.B) {
	for _, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		for _, seats := range k.Seats {
			b.Run(k.Name+"/"+string(rune('0'+seats)), func(b *testing.B) {
				g := midgame(b, k, seats, 20, 3)
				for n := 16; n >= 0 && len(g.Legal()) < 4; n -= 4 { // a short game: fewer random actions
					g = midgame(b, k, seats, n, 3)
				}
				lim, _ := search.Level(6, search.Budget{Nodes: 100000}, 1)
				c := k.NewComputer()
				var nodes int64
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					ch, err := c.Think(context.Background(), g, lim)
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
		if !winsAtOnce(t, g, ch.Action) {
			t.Errorf("%s seed %d level %d: played %s, not a win in one", k.Name, seed, level, g.Format(ch.Action))
		}
	}
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
