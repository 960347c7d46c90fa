package xana

import (
	"strings"
	"testing"
)

// The rules page gives no perft counts; these were checked against a
// separate, plain implementation of the page written for the purpose (a
// slow one: every region found afresh, every capture by a whole-board scan).
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		size  int
		moves string
		want  []uint64
	}{
		{2, "", []uint64{1, 29, 208, 1781, 21471, 119960}},
		{3, "", []uint64{1, 115, 1832, 40081}},
		{8, "", []uint64{1, 2705, 293698}},
		{8, "1. 3@k4 + i4 o4", []uint64{1, 2658, 285169}},
		{8, "\n7.", []uint64{1, 745, 58664}},
		{8, "\n12.", []uint64{1, 277, 11632}},
		{8, " resign", []uint64{1, 160, 5493, 206277}},
	} {
		moves := tc.moves
		if strings.HasPrefix(moves, "\n") || strings.HasPrefix(moves, " ") {
			// The seed's sample game up to the start of move 7 or 12, or to
			// its end without the resignation.
			sample := readSample(t)
			moves = sample[strings.Index(sample, "\n1."):strings.Index(sample, tc.moves)]
		}
		g, err := ParseGame("[Size \"" + string(rune('0'+tc.size)) + "\"]\n" + moves)
		if err != nil {
			t.Fatal(err)
		}
		l := g.Line()
		before, seen := l.State, len(l.seen)
		for depth, want := range tc.want {
			if got := Perft(l, depth); got != want {
				t.Errorf("size %d up to %q: perft(%d) = %d, want %d", tc.size, tc.moves, depth, got, want)
			}
		}
		if l.State != before || len(l.seen) != seen || l.Result() != g.Result() {
			t.Fatal("perft changed the line")
		}
		var sum uint64
		for _, e := range Divide(l, 2) {
			sum += e.Leaves
		}
		if sum != tc.want[2] {
			t.Errorf("divide(2) sums to %d, want %d", sum, tc.want[2])
		}
	}
}

func TestPerftOpeningDepth3(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of counting")
	}
	g, _ := NewGame(Config{})
	if got := Perft(g.Line(), 3); got != 47833973 {
		t.Fatalf("perft(3) = %d", got)
	}
}

func TestPerftOfAFinishedGame(t *testing.T) {
	g, _ := NewGame(Config{Size: 3})
	playAll(t, g, "pass", "pass")
	if l := g.Line(); Perft(l, 0) != 1 || Perft(l, 1) != 0 || Divide(l, 1) != nil {
		t.Fatal("a finished game has parts")
	}
}

func TestLegalApplyUndoAllocateNothing(t *testing.T) {
	g, err := ParseGame(readSample(t))
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	buf := make([]Action, 0, 4096)
	acts := s.Legal(nil)
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		u := s.Apply(acts[i%len(acts)])
		buf = s.Legal(buf[:0])
		s.Unapply(u)
		i++
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per legal+apply+undo", allocs)
	}
}
