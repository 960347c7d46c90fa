package xima

import "testing"

// The book's counts (rules/xima.md, Figures from the book).
func TestBookActionCounts(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Sport}})
	if err != nil {
		t.Fatal(err)
	}
	want := []int{176, 194, 211, 235}
	for i, move := range []string{"", "-G2", "-G4", "-G12"} {
		if move != "" {
			if _, err := g.PlayText(move); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(g.Legal()); n != want[i] {
			t.Fatalf("after %d actions: %d legal, want %d", i, n, want[i])
		}
	}
}

func TestPerftOpening(t *testing.T) {
	s := newSport(t, 2)
	l := NewLine(s)
	before := l.State
	for depth, want := range []uint64{1, 176, 31968, 5038784} {
		if got := Perft(l, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
	if l.State != before || len(l.seen) != 1 {
		t.Fatal("perft changed the position or its history")
	}
	var sum uint64
	for _, e := range Divide(l, 2) {
		sum += e.Leaves
	}
	if sum != 31968 {
		t.Fatalf("divide(2) sums to %d", sum)
	}
}

func TestApplyUndoAllocatesNothing(t *testing.T) {
	s := newSport(t, 2)
	a := DropAction(false, MakeCell(6, 1))
	buf := make([]Action, 0, 512)
	allocs := testing.AllocsPerRun(100, func() {
		u := s.Apply(a)
		buf = s.Legal(buf[:0])
		s.Unapply(u)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per apply+legal+undo", allocs)
	}
}
