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
		if d, ok := g.(interface {
			NeedsRoll() bool
			Roll() ([]uint8, error)
		}); ok && d.NeedsRoll() {
			if _, err := d.Roll(); err != nil {
				t.Fatal(err)
			}
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

// BenchmarkThink measures each game's search speed in positions per second,
// level 6 with a fixed number of positions from a position 20 random
// actions in.
func BenchmarkThink(b *testing.B) {
	for _, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		for _, seats := range k.Seats {
			b.Run(k.Name+"/"+string(rune('0'+seats)), func(b *testing.B) {
				g := midgame(b, k, seats, 20, 3)
				if g.Result().Over {
					b.Skip("the random game ended")
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
