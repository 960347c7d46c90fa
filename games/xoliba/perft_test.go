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
		if l.State != s || len(l.hist) != 0 {
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

// TestPerftSecondPass counts the action trees of positions where a player
// has no move, so that the second pass in a row is played (rules/other-games.md,
// Xoliba, No legal move, 3 players), with the engine and the naive
// implementation.
func TestPerftSecondPass(t *testing.T) {
	for _, c := range []struct {
		players int
		first   Color
		pieces  map[Color]string
		want    []uint64
	}{
		{2, Blue, map[Color]string{Red: "c3 e3 c5 e5 d6", Blue: "a2 g2 d7"}, []uint64{1, 16, 16, 0, 0}},
		{3, Green, map[Color]string{Red: "c3 e3 c5 e5 d6", Blue: "a2 g2 d7", Green: "a3 c7 g4"}, []uint64{1, 13, 13, 13, 102}},
	} {
		s := build(t, c.players, c.first, c.pieces)
		for d, want := range c.want {
			got, naive := Perft(NewLine(s), d+1), naiveFrom(&s).perft(d+1)
			if got != want || naive != want {
				t.Errorf("%d players: perft(%d) = %d, naive %d, want %d", c.players, d+1, got, naive, want)
			}
		}
	}
}
