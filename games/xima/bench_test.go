package xima

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/search"
)

func BenchmarkPerft3(b *testing.B) {
	s, _ := NewState(Sport, Sport)
	l := NewLine(s)
	var leaves uint64
	b.ReportAllocs()
	for b.Loop() {
		leaves += Perft(l, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// midgame returns the position after 40 random actions of a seeded game.
func midgame(b *testing.B) State {
	g, _ := NewGame(Config{Styles: []Style{Sport, Sport}})
	rng := rand.New(rand.NewPCG(5, 6))
	for range 40 {
		legal := g.Legal()
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return g.State()
}

func BenchmarkLegalMidgame(b *testing.B) {
	s := midgame(b)
	buf := make([]Action, 0, 1024)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}

func BenchmarkApplyUndo(b *testing.B) {
	s := midgame(b)
	acts := s.Legal(nil)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		u := s.Apply(acts[i])
		s.Unapply(u)
		i++
		if i == len(acts) {
			i = 0
		}
	}
}

func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	buf := make([]Action, 0, 1024)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := NewState(Sport, Sport)
		l := NewLine(s)
		for ply := 0; ply < 400 && !l.Over(); ply++ {
			buf = l.Legal(buf[:0])
			if len(buf) == 0 {
				break
			}
			l.Apply(buf[rng.IntN(len(buf))])
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkSearchMidgame measures the computer player's speed, its
// evaluation, hints and threat test included: a level-6 search of 20,000
// positions from the seeded midgame.
func BenchmarkSearchMidgame(b *testing.B) {
	l := NewLine(midgame(b))
	sr := search.New[*Line, Action, Undo]()
	lim, err := search.Level(search.MaxLevel, search.Budget{Nodes: 20000}, 1)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	b.ReportAllocs()
	for b.Loop() {
		rep, err := sr.Think(context.Background(), l, lim)
		if err != nil {
			b.Fatal(err)
		}
		nodes += rep.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
