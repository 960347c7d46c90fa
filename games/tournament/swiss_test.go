package tournament

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// A Swiss of 7 over 4 rounds, every pairing worked out by hand from the
// rules of pairTwo (P: points after the round; colour: first seats minus
// second seats).
//
// Round 1, all on 0: the bye to the last, 6; the top half meets the
// bottom half, 0-3 1-4 2-5, the first seat alternating by table.
// Results: 0 beats 3, 1 beats 4, 2 and 5 draw.
// P: 0 1, 1 1, 6 1, 2 ½, 5 ½, 3 0, 4 0. Colour: 0 2 4 +1; 1 3 5 -1.
//
// Round 2: the bye to the last, 4. 0 meets 1 (middle of the group of
// 0 1 6); 6 would meet 2, but 5 and 3 are both due the first seat: 6-5,
// 2-3. The first seats go to those due them: 1, 5, 3.
// Results: 0 beats 1, 5 beats 6, 3 beats 2.
// P: 0 2, 5 1½, 1 1, 3 1, 4 1, 6 1, 2 ½.
//
// Round 3: ranking 0 5 1 3 4 6 2; the bye to 2. 0-5; 1 would meet 4
// (middle of 1 3 4 6) but met it: 1-6; 3-4. First seats: 0 (had the
// second last), 6 (colour -1), 3 (equal dues, an odd table).
// Results: 0 beats 5, 6 and 1 draw, 3 beats 4.
// P: 0 3, 3 2, 1 1½, 2 1½, 5 1½, 6 1½, 4 1.
//
// Round 4: ranking 0 3 1 2 5 6 4; 4, 6 and 2 had byes: the bye to 5.
// 0 met 3 and 1: 0-2; 3-1; 6-4. First seats: 2, 1, 4.
// Results: 2 beats 0, 1 beats 3, 6 beats 4.
func TestSwissOfSeven(t *testing.T) {
	e, err := New(Config{Format: Swiss, Members: 7, TableSize: 2, Rounds: 4})
	if err != nil {
		t.Fatal(err)
	}
	got := play(t, e, [][]int{{0, 1, -1}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}})
	sameLines(t, "pairings", got, []string{
		"0-3, 4-1, 2-5, bye 6",
		"1-0, 5-6, 3-2, bye 4",
		"0-5, 6-1, 3-4, bye 2",
		"2-0, 1-3, 4-6, bye 5",
	})
	// Games: 0 W3 W1 W5 L2; 1 W4 L0 D6 W3; 2 D5 L3 bye W0; 3 L0 W2 W4 L1;
	// 4 L1 bye L3 L6; 5 D2 W6 L0 bye; 6 bye L5 D1 W4.
	// Points: 0 3; 1 2.5; 2 2.5; 3 2; 4 1; 5 2.5; 6 2.5 (16 in all).
	// Buchholz: 0 2+2.5+2.5+2.5 = 9.5; 1 1+3+2.5+2 = 8.5;
	// 2 2.5+2+3 = 7.5; 3 3+2.5+1+2.5 = 9; 4 2.5+2+2.5 = 7;
	// 5 2.5+2.5+3 = 8; 6 2.5+2.5+1 = 6.
	// Sonneborn-Berger: 0 2+2.5+2.5 = 7; 1 1+2.5/2+2 = 4.25;
	// 2 2.5/2+3 = 4.25; 3 2.5+1 = 3.5; 4 0; 5 2.5/2+2.5 = 3.75;
	// 6 2.5/2+1 = 2.25.
	sameLines(t, "standings", standingsText(e.Standings()), []string{
		"1. 0: 3 pts, B 9.5, SB 7, H2H 0",
		"2. 1: 2.5 pts, B 8.5, SB 4.25, H2H 0",
		"3. 5: 2.5 pts, B 8, SB 3.75, H2H 0",
		"4. 2: 2.5 pts, B 7.5, SB 4.25, H2H 0",
		"5. 6: 2.5 pts, B 6, SB 2.25, H2H 0",
		"6. 3: 2 pts, B 9, SB 3.5, H2H 0",
		"7. 4: 1 pts, B 7, SB 0, H2H 0",
	})
	firstSeatsWithin(t, e, 1)
	if !e.Over() {
		t.Error("not over after 4 rounds")
	}
	if _, err := e.PairNext(); !errors.Is(err, ErrRound) {
		t.Errorf("a fifth round: %v", err)
	}
}

// A Swiss of 6 at tables of three over 2 rounds: placement points (a
// drawn table shares its point in thirds) and the tie-breaks' means over
// two table-mates.
//
// Round 1: 0 1 2 and 3 4 5 (the ranking in order). 0 wins; 3 4 5 draw.
// P: 0 1, 3 ⅓, 4 ⅓, 5 ⅓, 1 0, 2 0.
// Round 2: the first table opens with 0. Every split repeats two pairs
// (0 met 1 and 2; 3, 4 and 5 met each other), so the least spread of
// ranks wins: 0 3 4 (ranks 1-3) and 5 1 2 (4-6). 4 has had no first seat:
// it sits first. 0 wins again; 2 wins the other table.
func TestSwissAtTablesOfThree(t *testing.T) {
	e, err := New(Config{Format: Swiss, Members: 6, TableSize: 3, Rounds: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := play(t, e, [][]int{{0, -1}, {1, 2}})
	sameLines(t, "pairings", got, []string{"0-1-2, 3-4-5", "4-0-3, 5-1-2"})
	// Points: 0 2; 2 1; 3 4 5 ⅓; 1 0.
	// Buchholz, the mean of the table-mates' points a round:
	// 0 (0+1)/2 + (⅓+⅓)/2 = ⅚; 1 (2+1)/2 + (⅓+1)/2 = 2⅙;
	// 2 (2+0)/2 + (⅓+0)/2 = 1⅙; 3 (⅓+⅓)/2 + (⅓+2)/2 = 1½; 4 the same;
	// 5 (⅓+⅓)/2 + (0+1)/2 = ⅚.
	// Sonneborn-Berger, points times that mean: 0 1·½ + 1·⅓ = ⅚;
	// 2 1·⅙ = ⅙; 3, 4 and 5 ⅓·⅓ = 1/9; 1 0.
	// 3 and 4 are equal on everything: at the two tables they shared each
	// scored ⅓ (the draw) and 0, so they share third place.
	sameLines(t, "standings", standingsText(e.Standings()), []string{
		"1. 0: 2 pts, B 0.83, SB 0.83, H2H 0",
		"2. 2: 1 pts, B 1.17, SB 0.17, H2H 0",
		"3. 3: 0.33 pts, B 1.5, SB 0.11, H2H 0.33",
		"3. 4: 0.33 pts, B 1.5, SB 0.11, H2H 0.33",
		"5. 5: 0.33 pts, B 0.83, SB 0.11, H2H 0",
		"6. 1: 0 pts, B 2.17, SB 0, H2H 0",
	})
	st := e.Standings()
	if st[0].Buchholz != 5*Point/6 || st[2].SonnebornBerger != Point/9 || st[1].Buchholz != 7*Point/6 {
		t.Errorf("exact values: B %d, SB %d, B %d", st[0].Buchholz, st[2].SonnebornBerger, st[1].Buchholz)
	}
}

// Random results over many Swiss events at tables of two never give a
// rematch or a second bye; every member sits once a round. A pairing can
// fail (ErrNoPairing) only past the rounds that always pair: half the
// members, rounded up, with the bye counted as one.
func TestSwissNeverRepeatsAGameNorABye(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 5))
	events := 400
	if testing.Short() {
		events = 100
	}
	stuck := 0
	for ev := range events {
		n := 2 + rng.IntN(19)
		rounds := 1 + rng.IntN(MaxSwissRounds(n))
		e, err := New(Config{Format: Swiss, Members: n, TableSize: 2, Rounds: rounds})
		if err != nil {
			t.Fatal(err)
		}
		met := map[[2]int]bool{}
		byes := make([]int, n)
		for r := range rounds {
			tables, err := e.PairNext()
			if errors.Is(err, ErrNoPairing) && r+1 > (n+1)/2 {
				stuck++
				break
			}
			if err != nil {
				t.Fatalf("event %d (%d members, %d rounds), round %d: %v", ev, n, rounds, r+1, err)
			}
			seated := make([]bool, n)
			for i, tb := range tables {
				for _, m := range tb.Seats {
					if seated[m] {
						t.Fatalf("event %d, round %d: member %d seated twice", ev, r+1, m)
					}
					seated[m] = true
				}
				if tb.Bye() {
					if byes[tb.Seats[0]]++; byes[tb.Seats[0]] > 1 {
						t.Fatalf("event %d, round %d: member %d has a second bye", ev, r+1, tb.Seats[0])
					}
					continue
				}
				pair := [2]int{min(tb.Seats[0], tb.Seats[1]), max(tb.Seats[0], tb.Seats[1])}
				if met[pair] {
					t.Fatalf("event %d, round %d: %v meet again", ev, r+1, pair)
				}
				met[pair] = true
				if err := e.SetResult(r, i, rng.IntN(3)-1); err != nil {
					t.Fatal(err)
				}
			}
			for m, ok := range seated {
				if !ok {
					t.Fatalf("event %d, round %d: member %d not seated", ev, r+1, m)
				}
			}
		}
	}
	t.Logf("%d events, %d stopped by ErrNoPairing late", events, stuck)
}

// A Swiss is deterministic: the same results give the same pairings.
func TestSwissIsDeterministic(t *testing.T) {
	results := [][]int{{0, 1, -1, 0, 1}, {1, 0, 0, -1, 0}, {0, 0, 1, 1, -1}}
	var first []string
	for range 3 {
		e, _ := New(Config{Format: Swiss, Members: 10, TableSize: 2, Rounds: 3})
		got := play(t, e, results)
		if first == nil {
			first = got
		}
		sameLines(t, "pairings", got, first)
	}
}

// Tables of three or four seat everyone once a round, at the sizes
// tableSizes gives, with no bye.
func TestSwissGroupsEveryoneAtTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 60 {
		n, k := 3+rng.IntN(14), 3+rng.IntN(2)
		e, _ := New(Config{Format: Swiss, Members: n, TableSize: k, Rounds: 1 + rng.IntN(MaxSwissRounds(n))})
		for r := range e.Config().Rounds {
			tables, err := e.PairNext()
			if err != nil {
				t.Fatal(err)
			}
			sizes := tableSizes(n, k)
			seated := 0
			for i, tb := range tables {
				if len(tb.Seats) != sizes[i] {
					t.Fatalf("%d at tables of %d: table %d has %d seats, want %d", n, k, i+1, len(tb.Seats), sizes[i])
				}
				seated += len(tb.Seats)
				e.SetResult(r, i, rng.IntN(len(tb.Seats)+1)-1)
			}
			if seated != n {
				t.Fatalf("%d seated of %d", seated, n)
			}
		}
	}
}
