package xoliba

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"xima/games/core"
	"xima/games/search"
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

// plain is a Line as the search saw it before threats were hinted (issue
// 31).
type plain struct{ l *Line }

func (p plain) Seats() int                  { return p.l.Seats() }
func (p plain) ToMove() int                 { return p.l.ToMove() }
func (p plain) Legal(dst []Action) []Action { return p.l.Legal(dst) }
func (p plain) Apply(a Action) Undo         { return p.l.Apply(a) }
func (p plain) Unapply(u Undo)              { p.l.Unapply(u) }
func (p plain) Hash() uint64                { return p.l.Hash() }
func (p plain) Result() core.Result         { return p.l.Result() }
func (p plain) Evaluate(seat int) int       { return p.l.Evaluate(seat) }
func (p plain) Hint(a Action) int           { return p.l.hint(a, false) }
func (p plain) Repeated() bool              { return p.l.Repeated() }

// TestMatchThreats measures the threat hints (issue 31,
// docs/ai-ladder.md): level 6 with them against level 6 without (plain),
// XOLIBA_THREAT_MATCH games of two players in pairs on one deal with the
// seats turned, 20,000 positions a move.
func TestMatchThreats(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("XOLIBA_THREAT_MATCH"))
	if games == 0 {
		t.Skip("a measurement: set XOLIBA_THREAT_MATCH to a number of games")
	}
	var won, lost, drawn, points int
	for g := range games {
		s, _ := NewState(2, uint64(1000+g/2))
		l := NewLine(s)
		withSeat := g % 2
		with, without := search.New[*Line, Action, Undo](), search.New[plain, Action, Undo]()
		lim, _ := search.Level(search.MaxLevel, search.Budget{Nodes: 20000}, uint64(g))
		for !l.Result().Over {
			var rep search.Report[Action]
			var err error
			if l.ToMove() == withSeat {
				rep, err = with.Think(context.Background(), l, lim)
			} else {
				rep, err = without.Think(context.Background(), plain{l}, lim)
			}
			if err != nil {
				t.Fatal(err)
			}
			l.Apply(rep.Best)
		}
		r, sc := l.Result(), l.State.Scores()
		points += sc[withSeat] - sc[1-withSeat]
		switch {
		case r.Winner < 0:
			drawn++
		case r.Winner == withSeat:
			won++
		default:
			lost++
		}
		t.Logf("game %d: hints at seat %d, %+v %v; hints %d-%d-%d, points %+d", g, withSeat, r, sc, won, lost, drawn, points)
	}
}
