package tournament

import (
	"math/rand/v2"
	"testing"
)

// benchmarkSwiss pairs the rounds of a Swiss of 64 members at tables of
// size, with random results, once per iteration: the time a round's
// pairing takes, the worst rounds (the last, most constrained) included.
func benchmarkSwiss(b *testing.B, size, rounds int) {
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		e, err := New(Config{Format: Swiss, Members: MaxSwissMembers, TableSize: size, Rounds: rounds})
		if err != nil {
			b.Fatal(err)
		}
		for r := range rounds {
			tables, err := e.PairNext()
			if err != nil {
				b.Fatal(err)
			}
			for i, t := range tables {
				if !t.Bye() {
					e.SetResult(r, i, rng.IntN(len(t.Seats)+1)-1)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*rounds), "µs/round")
}

func BenchmarkSwiss64AtTwo(b *testing.B)  { benchmarkSwiss(b, 2, 9) }
func BenchmarkSwiss64AtFour(b *testing.B) { benchmarkSwiss(b, 4, 9) }
