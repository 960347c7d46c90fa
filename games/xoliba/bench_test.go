package xoliba

import (
	"math/rand/v2"
	"testing"

	"xima/games/search/searchtest"
)

func BenchmarkPerft(b *testing.B) {
	s, _ := NewState(2, 1)
	l := NewLine(s)
	var leaves uint64
	b.ReportAllocs()
	for b.Loop() {
		leaves += Perft(l, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkLegal(b *testing.B) {
	s, _ := NewState(2, 2)
	buf := make([]Action, 0, 256)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}

func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]Action, 0, 256)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := NewState(2, rng.Uint64())
		l := NewLine(s)
		for ply := 0; ply < 400 && !l.State.Over(); ply++ {
			buf = l.Legal(buf[:0])
			l.Apply(buf[rng.IntN(len(buf))])
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

func TestLegalApplyUnapplyAllocateNothing(t *testing.T) {
	s, _ := NewState(2, 1)
	buf := make([]Action, 0, 256)
	buf = s.Legal(buf[:0])
	a := buf[0]
	allocs := testing.AllocsPerRun(100, func() {
		buf = s.Legal(buf[:0])
		u := s.Apply(a)
		buf = s.Legal(buf[:0])
		s.Unapply(u)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per legal+apply+unapply", allocs)
	}
}

// BenchmarkSearch measures the computer player's speed, its evaluation
// and hints included: a level-6 search of 20,000 positions from the
// position after four random moves of a seeded deal.
func BenchmarkSearch(b *testing.B) {
	s, _ := NewState(2, 3)
	l := NewLine(s)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 4 {
		acts := l.Legal(nil)
		l.Apply(acts[rng.IntN(len(acts))])
	}
	searchtest.Level6[*Line, Action, Undo](b, l)
}
