package ximaera

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkPerft(b *testing.B) {
	l := NewLine(NewState())
	var leaves uint64
	b.ReportAllocs()
	for b.Loop() {
		leaves += Perft(l, 4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftFullBoard counts from a position with every piece on the
// board, where the tree is all moves.
func BenchmarkPerftFullBoard(b *testing.B) {
	s := build(b, "Pa1 Pc3 Pe5 Ra3 Rb1 Rd5 Gc1 Ge3 Gb4 Bd2 Ba2 Bc5", "")
	l := NewLine(s)
	var leaves uint64
	b.ReportAllocs()
	for b.Loop() {
		leaves += Perft(l, 4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]Action, 0, MaxActions)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		l := NewLine(NewState())
		for ply := 0; ply < 60 && !l.Over(); ply++ {
			buf = l.Legal(buf[:0])
			l.Apply(buf[rng.IntN(len(buf))])
			plies++
		}
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
}
