package maxima

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkPerft(b *testing.B) {
	l := NewLine(NewState())
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += Perft(l, 3)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// midgame returns the position after 30 random moves of a seeded game.
func midgame(b *testing.B) State {
	g, _ := NewGame(Config{})
	rng := rand.New(rand.NewPCG(5, 6))
	for range 30 {
		legal := g.Legal()
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return g.State()
}

func BenchmarkLegalMidgame(b *testing.B) {
	s := midgame(b)
	buf := make([]Action, 0, 320)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}
