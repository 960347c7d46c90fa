package maxima

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Perft from the opening (rules/other-games.md gives no counts for Maxima;
// these are this engine's, cross-checked at depths 1-2 by the naive reading).
var openingPerft = []uint64{1, 41, 1643, 78930}

func TestPerftOpening(t *testing.T) {
	l := NewLine(NewState())
	before := l.State
	for depth, want := range openingPerft {
		if testing.Short() && depth > 2 {
			break
		}
		if got := Perft(l, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
	if l.State != before || len(l.hist) != 1 {
		t.Fatal("perft changed the position or its history")
	}
	var sum uint64
	for _, e := range Divide(l, 2) {
		sum += e.Leaves
	}
	if sum != openingPerft[2] {
		t.Fatalf("divide(2) sums to %d", sum)
	}
}

func TestPerftMatchesNaiveGenerator(t *testing.T) {
	s := NewState()
	n := toNaive(&s)
	for depth := 1; depth <= 2; depth++ {
		if got, want := Perft(NewLine(s), depth), n.perft(depth); got != want {
			t.Errorf("perft(%d) = %d, naive %d", depth, got, want)
		}
	}
}

// TestLegalMatchesNaiveOnRandomGames compares the legal moves with the
// naive reading's along seeded random games, which reach captures, frozen
// pieces, suicides, checks and goal squares.
func TestLegalMatchesNaiveOnRandomGames(t *testing.T) {
	games, plies := 60, 160
	if testing.Short() {
		games = 10
	}
	rng := rand.New(rand.NewPCG(11, 12))
	positions := 0
	for range games {
		l := NewLine(NewState())
		for ply := 0; ply < plies; ply++ {
			got := legalNames(&l.State)
			n := toNaive(&l.State)
			if want := n.legal(); !slices.Equal(got, want) {
				t.Fatalf("ply %d, %s:\n%s\nengine %v\nnaive  %v", ply, l.Position(), l.Diagram(), got, want)
			}
			if l.InCheck() != n.inCheck(map[bool]int{true: 1, false: -1}[n.white]) {
				t.Fatalf("check differs at %s", l.Position())
			}
			positions++
			acts := l.Legal(nil)
			if len(acts) == 0 {
				break
			}
			l.Apply(pickMove(rng, &l.State, acts))
		}
	}
	t.Logf("%d positions compared", positions)
}

// pickMove prefers captures half of the time, so random games thin out and
// reach the goal squares and the end checks.
func pickMove(rng *rand.Rand, s *State, acts []Action) Action {
	if rng.IntN(2) == 0 {
		var caps []Action
		for _, a := range acts {
			if len(s.Captures(a)) > 0 {
				caps = append(caps, a)
			}
		}
		if len(caps) > 0 {
			return caps[rng.IntN(len(caps))]
		}
	}
	return acts[rng.IntN(len(acts))]
}

func TestApplyUndoAllocatesNothing(t *testing.T) {
	s := NewState()
	a, err := ParseAction(&s, "d3-d5")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]Action, 0, 320)
	allocs := testing.AllocsPerRun(100, func() {
		buf = s.Legal(buf[:0])
		u := s.Apply(a)
		buf = s.Legal(buf[:0])
		s.Unapply(u)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per legal+apply+legal+unapply", allocs)
	}
}
