// Package searchtest measures the search on a game's position, for the
// games' own benchmarks.
package searchtest

import (
	"context"
	"testing"

	"xima/games/core"
	"xima/games/search"
)

// Level6 runs level 6's search of 20,000 positions from p in b's loop and
// reports the positions searched a second: the computer player's speed,
// the game's evaluation, hints and threat test included.
func Level6[P search.Position[A, U], A core.ActionValue, U any](b *testing.B, p P) {
	b.Helper()
	sr := search.New[P, A, U]()
	lim, err := search.Level(search.MaxLevel, search.Budget{Nodes: 20000}, 1)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	b.ReportAllocs()
	for b.Loop() {
		rep, err := sr.Think(context.Background(), p, lim)
		if err != nil {
			b.Fatal(err)
		}
		nodes += rep.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
