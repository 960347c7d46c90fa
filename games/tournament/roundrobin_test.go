package tournament

import (
	"errors"
	"fmt"
	"testing"
)

// A round robin of 4: FIDE's Berger table for four (1-4 2-3, 4-3 1-2,
// 2-4 3-1, members counted from 0 here), then the standings.
func TestRoundRobinOfFour(t *testing.T) {
	e, err := New(Config{Format: RoundRobin, Members: 4, TableSize: 2})
	if err != nil {
		t.Fatal(err)
	}
	if e.Config().Rounds != 3 {
		t.Fatalf("%d rounds, want 3", e.Config().Rounds)
	}
	got := play(t, e, [][]int{
		{0, -1}, // 0 beats 3; 1 and 2 draw
		{0, -1}, // 3 beats 2; 0 and 1 draw
		{0, 0},  // 1 beats 3; 2 beats 0
	})
	sameLines(t, "pairings", got, []string{"0-3, 1-2", "3-2, 0-1", "1-3, 2-0"})
	if !e.Over() || e.CanPair() {
		t.Error("the event is not over after its three rounds")
	}
	// Points: 0 ½+1+0 = 1.5, 1 ½+½+1 = 2, 2 ½+0+1 = 1.5, 3 0+1+0 = 1.
	// Everyone met everyone, so Buchholz is the 6 points less one's own:
	// 0 4.5, 1 4, 2 4.5, 3 5.
	// Sonneborn-Berger: 0 beat 3 (1) and drew 1 (2/2) = 2; 1 drew 2 (1.5/2)
	// and 0 (1.5/2) and beat 3 (1) = 2.5; 2 drew 1 (2/2) and beat 0 (1.5)
	// = 2.5; 3 beat 2 (1.5) = 1.5.
	// 0 and 2 are equal on points and Buchholz: 2's Sonneborn-Berger wins.
	sameLines(t, "standings", standingsText(e.Standings()), []string{
		"1. 1: 2 pts, B 4, SB 2.5, H2H 0",
		"2. 2: 1.5 pts, B 4.5, SB 2.5, H2H 0",
		"3. 0: 1.5 pts, B 4.5, SB 2, H2H 0",
		"4. 3: 1 pts, B 5, SB 1.5, H2H 0",
	})
	firstSeatsWithin(t, e, 1)
}

// A round robin of 5: five rounds, a bye each (a point), and a tie on
// points, Buchholz and Sonneborn-Berger that head-to-head breaks.
func TestRoundRobinOfFive(t *testing.T) {
	e, err := New(Config{Format: RoundRobin, Members: 5, TableSize: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := play(t, e, [][]int{
		{1, -1}, // 4 beats 1; 2 and 3 draw
		{0, 0},  // 4 beats 2; 0 beats 1
		{0, 0},  // 2 beats 0; 3 beats 4
		{1, 0},  // 3 beats 0; 1 beats 2
		{1, 1},  // 1 beats 3; 0 beats 4
	})
	// Berger for five: the sixth member is the bye.
	sameLines(t, "pairings", got, []string{
		"1-4, 2-3, bye 0",
		"4-2, 0-1, bye 3",
		"2-0, 3-4, bye 1",
		"0-3, 1-2, bye 4",
		"3-1, 4-0, bye 2",
	})
	// Points (a bye is 1): 0 W1 L2 L3 W4 +1 = 3; 1 L4 L0 W2 W3 +1 = 3;
	// 2 D3 L4 W0 L1 +1 = 2.5; 3 D2 W4 W0 L1 +1 = 3.5; 4 W1 W2 L3 L0 +1 = 3.
	// The 15 points less one's own is Buchholz (byes add nothing):
	// 0 12, 1 12, 2 12.5, 3 11.5, 4 12.
	// Sonneborn-Berger: 0 beat 1 (3) and 4 (3) = 6; 1 beat 2 (2.5) and 3
	// (3.5) = 6; 4 beat 1 (3) and 2 (2.5) = 5.5; 3 drew 2 (2.5/2), beat 4
	// (3) and 0 (3) = 7.25; 2 drew 3 (3.5/2), beat 0 (3) = 4.75.
	// 0 and 1 are equal on points, Buchholz and Sonneborn-Berger: 0 beat 1,
	// so head-to-head is 1 to 0. 4, equal on points, is behind on SB.
	sameLines(t, "standings", standingsText(e.Standings()), []string{
		"1. 3: 3.5 pts, B 11.5, SB 7.25, H2H 0",
		"2. 0: 3 pts, B 12, SB 6, H2H 1",
		"3. 1: 3 pts, B 12, SB 6, H2H 0",
		"4. 4: 3 pts, B 12, SB 5.5, H2H 0",
		"5. 2: 2.5 pts, B 12.5, SB 4.75, H2H 0",
	})
	firstSeatsWithin(t, e, 0) // four games each
	st := e.Standings()
	if s := st[0]; s.Games != 4 || s.Wins != 2 || s.Draws != 1 || s.Losses != 1 || s.Byes != 1 {
		t.Errorf("member 3's counts %+v", s)
	}
}

// Berger tables for six, FIDE's: 1-6 2-5 3-4, 6-4 5-3 1-2, 2-6 3-1 4-5,
// 6-5 1-4 2-3, 3-6 4-2 5-1 (counted from 1 there).
func TestBergerTablesForSix(t *testing.T) {
	var got []string
	for _, round := range berger(6) {
		got = append(got, roundText(round))
	}
	sameLines(t, "rounds", got, []string{
		"0-5, 1-4, 2-3", "5-3, 4-2, 0-1", "1-5, 2-0, 3-4", "5-4, 0-3, 1-2", "2-5, 3-1, 4-0"})
}

// A double round robin plays the plan twice, the first seats turned.
func TestDoubleRoundRobinTurnsTheSeats(t *testing.T) {
	e, err := New(Config{Format: DoubleRoundRobin, Members: 4, TableSize: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := play(t, e, [][]int{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}})
	sameLines(t, "pairings", got, []string{"0-3, 1-2", "3-2, 0-1", "1-3, 2-0", "3-0, 2-1", "2-3, 1-0", "3-1, 0-2"})
	firstSeatsWithin(t, e, 0)
}

// Rotating tables of three for six members: everyone shares a table with
// everyone at least once, and the first seats go round.
func TestRotatingTablesSeatEveryPair(t *testing.T) {
	for _, c := range []struct{ members, size, rounds int }{{6, 3, 4}, {5, 3, 3}, {6, 4, 4}, {5, 4, 3}, {4, 4, 1}, {3, 3, 1}, {4, 3, 3}} {
		e, err := New(Config{Format: RoundRobin, Members: c.members, TableSize: c.size})
		if err != nil {
			t.Fatal(err)
		}
		if got := e.Config().Rounds; got != c.rounds {
			t.Errorf("%d at tables of %d: %d rounds, want %d", c.members, c.size, got, c.rounds)
		}
		met := map[[2]int]bool{}
		firsts := make([]int, c.members)
		for r := range e.Config().Rounds {
			tables, err := e.PairNext()
			if err != nil {
				t.Fatal(err)
			}
			for i, tb := range tables {
				if tb.Bye() {
					t.Errorf("%d at tables of %d: a bye in round %d", c.members, c.size, r+1)
				}
				for x, a := range tb.Seats {
					for _, b := range tb.Seats[x+1:] {
						met[[2]int{min(a, b), max(a, b)}] = true
					}
				}
				firsts[tb.Seats[0]]++
				if err := e.SetResult(r, i, -1); err != nil {
					t.Fatal(err)
				}
			}
		}
		if want := c.members * (c.members - 1) / 2; len(met) != want {
			t.Errorf("%d at tables of %d: %d pairs met, want %d", c.members, c.size, len(met), want)
		}
		lo, hi := firsts[0], firsts[0]
		for _, f := range firsts {
			lo, hi = min(lo, f), max(hi, f)
		}
		if hi-lo > 1 {
			t.Errorf("%d at tables of %d: first seats %v", c.members, c.size, firsts)
		}
	}
}

func TestTableSizes(t *testing.T) {
	for _, c := range []struct {
		n, k int
		want string
	}{{7, 2, "[2 2 2 1]"}, {6, 2, "[2 2 2]"}, {7, 3, "[3 2 2]"}, {6, 3, "[3 3]"}, {5, 4, "[3 2]"}, {7, 4, "[4 3]"}, {9, 4, "[3 3 3]"}, {2, 4, "[2]"}} {
		if got := fmt.Sprint(tableSizes(c.n, c.k)); got != c.want {
			t.Errorf("%d at tables of %d: %s, want %s", c.n, c.k, got, c.want)
		}
	}
}

func TestBadConfigurationsSayWhat(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Format: RoundRobin, Members: 7, TableSize: 2}, "invalid event: a round robin of 7 members: want 2 to 6"},
		{Config{Format: RoundRobin, Members: 1, TableSize: 2}, "invalid event: a round robin of 1 members: want 2 to 6"},
		{Config{Format: Swiss, Members: 8, TableSize: 2, Rounds: 8}, "invalid event: 8 rounds for 8 members: want 1 to 7"},
		{Config{Format: Swiss, Members: 8, TableSize: 2}, "invalid event: 0 rounds for 8 members: want 1 to 7"},
		{Config{Format: Swiss, Members: 8, TableSize: 5, Rounds: 3}, "invalid event: tables of 5: want 2 to 4 players"},
		{Config{Members: 4, TableSize: 2}, "invalid event: format 0"},
	} {
		_, err := New(c.cfg)
		if !errors.Is(err, ErrConfig) || err.Error() != c.want {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
	if _, err := ParseFormat("knockout"); !errors.Is(err, ErrConfig) {
		t.Errorf("knockout: %v", err)
	}
	for _, f := range []Format{RoundRobin, DoubleRoundRobin, Swiss} {
		if back, err := ParseFormat(f.String()); err != nil || back != f {
			t.Errorf("%v: %v %v", f, back, err)
		}
	}
}

// Results go only to the last round, and a round only after the last is
// decided; a restored round must seat everyone once.
func TestRoundsAndResultsInTurn(t *testing.T) {
	e, _ := New(Config{Format: RoundRobin, Members: 4, TableSize: 2})
	if _, err := e.PairNext(); err != nil {
		t.Fatal(err)
	}
	if _, err := e.PairNext(); !errors.Is(err, ErrRound) {
		t.Errorf("a round paired over an undecided one: %v", err)
	}
	for _, c := range []struct{ r, t, w int }{{0, 2, 0}, {1, 0, 0}, {0, 0, 2}, {0, 0, -2}} {
		if err := e.SetResult(c.r, c.t, c.w); !errors.Is(err, ErrRound) {
			t.Errorf("result %+v: %v", c, err)
		}
	}
	e.SetResult(0, 0, 0)
	e.SetResult(0, 1, -1)
	if _, err := e.PairNext(); err != nil {
		t.Fatal(err)
	}
	if err := e.SetResult(0, 0, 1); !errors.Is(err, ErrRound) {
		t.Errorf("a result changed in a round followed by another: %v", err)
	}

	back, _ := New(Config{Format: RoundRobin, Members: 4, TableSize: 2})
	for _, bad := range [][]Table{
		{{Seats: []int{0, 1}}, {Seats: []int{2, 2}}},
		{{Seats: []int{0, 1}}, {Seats: []int{2}}},
		{{Seats: []int{0, 1, 2}}, {Seats: []int{3}}},
		{{Seats: []int{0, 1}}, {Seats: []int{2, 4}}},
	} {
		if err := back.AddRound(bad); !errors.Is(err, ErrRound) {
			t.Errorf("round %v restored: %v", bad, err)
		}
	}
	if err := back.AddRound(e.Round(0)); err != nil {
		t.Fatal(err)
	}
	if back.Decided(0) {
		t.Error("a restored round came decided")
	}
}
