package xoliba

import "testing"

// perftCounts are the leaves 1, 2 and 3 actions deep from the two-player
// openings shuffled from seeds 1, 2 and 3; TestPerftMatchesNaive checks them
// against the naive implementation.
var perftCounts = map[uint64][3]uint64{
	1: {56, 1696, 79751},
	2: {55, 2802, 112261},
	3: {51, 2828, 128181},
}

func TestPerftSeeds(t *testing.T) {
	for seed, want := range perftCounts {
		s, err := NewState(2, seed)
		if err != nil {
			t.Fatal(err)
		}
		l := NewLine(s)
		for d, w := range want {
			if got := Perft(l, d+1); got != w {
				t.Errorf("seed %d: perft(%d) = %d, want %d", seed, d+1, got, w)
			}
		}
		if l.State != s || len(l.hist) != 0 || len(l.undo) != 0 {
			t.Fatalf("seed %d: perft changed the line", seed)
		}
		var sum uint64
		for _, e := range Divide(l, 2) {
			sum += e.Leaves
		}
		if sum != want[1] {
			t.Fatalf("seed %d: divide(2) sums to %d", seed, sum)
		}
	}
}

func TestPerftMatchesNaive(t *testing.T) {
	for seed, want := range perftCounts {
		n := naiveStart(2, seed)
		for d, w := range want {
			if d == 2 && testing.Short() {
				break
			}
			if got := n.perft(d + 1); got != w {
				t.Errorf("seed %d: naive perft(%d) = %d, the table says %d", seed, d+1, got, w)
			}
		}
	}
}

func TestPerftOtherPlayerCountsMatchNaive(t *testing.T) {
	for _, players := range []int{1, 3} {
		for seed := uint64(1); seed <= 3; seed++ {
			s, err := NewState(players, seed)
			if err != nil {
				t.Fatal(err)
			}
			n := naiveStart(players, seed)
			for d := 1; d <= 2; d++ {
				if got, want := Perft(NewLine(s), d), n.perft(d); got != want {
					t.Errorf("%d players, seed %d: perft(%d) = %d, naive %d", players, seed, d, got, want)
				}
			}
		}
	}
}
