package ximaera

import "testing"

// rules/other-games.md, Ximaera gives the opening's 76 actions. Depth 2 is
// 76 x 72 (the dropped piece is barred, so the reply is one of 4 kinds on
// 18 cells); depths 1-3 are checked against the plain reading too.
var openingPerft = []uint64{1, 76, 5472, 413634, 31258392}

func TestPerftOpening(t *testing.T) {
	l := NewLine(NewState())
	before := *l
	for depth, want := range openingPerft {
		if got := Perft(l, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
	if l.State != before.State || len(l.seen) != 1 {
		t.Fatal("perft changed the line")
	}
	x := newRef(&l.State)
	for depth := 1; depth <= 3; depth++ {
		if got := x.perft(depth); got != openingPerft[depth] {
			t.Errorf("plain perft(%d) = %d", depth, got)
		}
	}
	var sum uint64
	entries := Divide(l, 3)
	for _, e := range entries {
		sum += e.Leaves
	}
	if len(entries) != 76 || sum != openingPerft[3] {
		t.Fatalf("divide(3): %d entries, %d leaves", len(entries), sum)
	}
}

// Perft stops at ended games: after the stalemating move nothing follows,
// and a line one repetition short ends on the repeating move.
func TestPerftStopsAtTheEnd(t *testing.T) {
	s := build(t, stalemating, "")
	l := NewLine(s)
	var total uint64
	for _, e := range Divide(l, 2) {
		if FormatAction(&s, Action(e.Action)) == "c1-a1" && e.Leaves != 0 {
			t.Fatalf("c1-a1 has %d leaves", e.Leaves)
		}
		total += e.Leaves
	}
	if total != Perft(l, 2) {
		t.Fatal("divide and perft disagree")
	}
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5 a1-b1 e5-d5 b1-a1 d5-e5 a1-b1 e5-d5 b1-a1")
	for _, e := range Divide(g.Line(), 2) {
		if FormatAction(ptr(g.State()), Action(e.Action)) == "d5-e5" && e.Leaves != 0 {
			t.Fatalf("the third repetition has %d leaves", e.Leaves)
		}
	}
}

func TestLegalApplyUnapplyAllocateNothing(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "P@c3 R@d3 G@a1 c3-e3")
	s := g.State()
	a := s.Legal(nil)[0]
	buf := make([]Action, 0, MaxActions)
	allocs := testing.AllocsPerRun(200, func() {
		buf = s.Legal(buf[:0])
		u := s.Apply(a)
		s.Unapply(u)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per legal+apply+unapply", allocs)
	}
	l := g.Line()
	l.seen = append(make([]uint64, 0, 64), l.seen...)
	allocs = testing.AllocsPerRun(200, func() {
		buf = l.Legal(buf[:0])
		u := l.Apply(a)
		l.Unapply(u)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per line legal+apply+unapply", allocs)
	}
}
