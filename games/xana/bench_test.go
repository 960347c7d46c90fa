package xana

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkPerft counts 3 parts deep from the seed's sample game before
// its 12th move: turns with moves, splits, walls and captures.
func BenchmarkPerft(b *testing.B) {
	g, err := ParseGame("1. 3@k4 + i4 o4 3@g8 + e6 e10 2. 3@j11 + g4 p3 5@o2 + j3 l3 3. k4-k2 + l1 f3 o2-t3 + m2 u2 " +
		"4. 2@y8 + y6 h9 t3>3r3 + w2 m4 5. 2@t13 + y10 n13 r3>2u4 + w4 y4 6. 1@v5 + w6 x7 1@z7 + x5 B7 " +
		"7. y8>1x9 + A8 v11 u4>1t5 + g10 u6 8. x9-w10 + x9 q14 2@z9 + w8 z11 9. 1@u12 + r13 r15 1@f7 + f5 d11 " +
		"10. t13-s12 + p13 i8 1@k14 + l13 j15 11. 1@i6 + h5 h7 1@i12 + h11 k12")
	if err != nil {
		b.Fatal(err)
	}
	l := g.Line()
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += Perft(l, 3)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftOpening counts 2 parts deep from the opening: every drop
// of the first turn, then its walls.
func BenchmarkPerftOpening(b *testing.B) {
	g, _ := NewGame(Config{})
	l := g.Line()
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += Perft(l, 2)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]Action, 0, 4096)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := NewState(DefaultSize)
		for ply := 0; ply < 600 && !s.Over(); ply++ {
			buf = s.Legal(buf[:0])
			s.Apply(buf[rng.IntN(len(buf))])
			plies++
		}
	}
	b.ReportMetric(float64(plies)/float64(b.N), "parts/playout")
}
