package xoliba

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/search"
)

// randomStates returns the positions, not over, of seeded random games.
func randomStates(t *testing.T, players, games, plies int) []State {
	t.Helper()
	rng := rand.New(rand.NewPCG(16, uint64(players)))
	var out []State
	for g := range games {
		s, err := NewState(players, uint64(100+g))
		if err != nil {
			t.Fatal(err)
		}
		l := NewLine(s)
		for range plies {
			if l.State.Over() {
				break
			}
			out = append(out, l.State)
			acts := l.Legal(nil)
			l.Apply(acts[rng.IntN(len(acts))])
		}
	}
	return out
}

// swapped returns s with red and blue exchanged, the other seat to move.
func swapped(s State) State {
	m := s
	m.pieces[0], m.pieces[1] = s.pieces[1], s.pieces[0]
	m.lost[0], m.lost[1] = s.lost[1], s.lost[0]
	m.took[0], m.took[1] = s.took[1], s.took[0]
	m.toMove = 1 - s.toMove
	m.hash = m.computeHash()
	return m
}

func TestEvaluateSign(t *testing.T) {
	for _, c := range []struct {
		name     string
		red, blu string
	}{
		// Red has a large triangle b2 d4 f2, blue a small one.
		{"a bigger triangle", "b2 d4 f2 a4", "c6 d7 e6 g4"},
		{"more pieces", "b2 c3 d2 e5 f5 c5", "a4 b6 g4"},
		// Red's open triangle c3 e3 (d4 white) surrounds blue's d3.
		{"a capture to make", "c3 e3 c6 e7 f6", "d3 g2 a5 b6 d6"},
	} {
		s := build(t, 2, Red, map[Color]string{Red: c.red, Blue: c.blu})
		l := NewLine(s)
		r, b := l.Evaluate(0), l.Evaluate(1)
		if r <= 0 || b >= 0 {
			t.Errorf("%s: red %d, blue %d; want red ahead", c.name, r, b)
		}
		// Colours swapped, blue is as well off.
		if got := NewLine(swapped(s)).Evaluate(1); got != r {
			t.Errorf("%s: swapped, blue %d; want %d", c.name, got, r)
		}
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	for _, s := range randomStates(t, 2, 8, 60) {
		l := NewLine(s)
		r, b := l.Evaluate(0), l.Evaluate(1)
		if r != -b {
			t.Fatalf("%s: red %d, blue %d", s.Setup(), r, b)
		}
		if got := NewLine(swapped(s)).Evaluate(1); got != r {
			t.Fatalf("%s: red %d, swapped blue %d", s.Setup(), r, got)
		}
		if r > search.MaxEval || r < -search.MaxEval {
			t.Fatalf("%s: %d out of range", s.Setup(), r)
		}
	}
}

// Three players: the seat that captured most leads, and no two seats both
// lead; one player: never at or below a failed patience's 0.
func TestEvaluateThreeAndOnePlayers(t *testing.T) {
	for _, s := range randomStates(t, 3, 6, 60) {
		l := NewLine(s)
		ahead := 0
		for seat := range 3 {
			if l.Evaluate(seat) > 0 {
				ahead++
			}
		}
		if ahead > 1 {
			t.Fatalf("%s: %d seats ahead", s.Setup(), ahead)
		}
	}
	s := build(t, 3, Red, map[Color]string{Red: "b2 c3 d2", Blue: "a4 b5 a6", Green: "f5 g4 f3"})
	s.took = [MaxPlayers]uint8{4, 1, 0}
	if v := NewLine(s).Evaluate(0); v <= 0 {
		t.Fatalf("red took 4, scores %d", v)
	}
	if v := NewLine(s).Evaluate(1); v >= 0 {
		t.Fatalf("blue took 1, scores %d", v)
	}
	for _, s := range randomStates(t, 1, 6, 40) {
		if v := NewLine(s).Evaluate(0); v <= 0 {
			t.Fatalf("%s: patience scores %d", s.Setup(), v)
		}
	}
}

// Hint is positive exactly for the moves that turn enemy pieces white.
func TestHintMarksCaptures(t *testing.T) {
	seen := 0
	for _, players := range []int{1, 2, 3} {
		for _, s := range randomStates(t, players, 4, 60) {
			l := NewLine(s)
			for _, a := range l.Legal(nil) {
				h := l.Hint(a)
				c := s
				c.Apply(a)
				me := s.toMove
				took := 0
				for p := range s.pieces {
					if p != int(me) {
						took += (s.pieces[p] &^ c.pieces[p]).Len()
					}
				}
				if out := c.out &^ s.out; out != 0 {
					continue // a seat dropped: its pieces turn white uncaptured
				}
				if (took > 0) != (h > 0) {
					t.Fatalf("%d players %s: Hint(%s) = %d, took %d", players, s.Setup(), FormatAction(&s, a), h, took)
				}
				if took > 0 {
					seen++
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no capture met")
	}
}

func TestEvaluateAndHintAllocateNothing(t *testing.T) {
	for _, players := range []int{1, 2, 3} {
		states := randomStates(t, players, 1, 20)
		s := states[len(states)/2]
		l := NewLine(s)
		acts := l.Legal(nil)
		n := testing.AllocsPerRun(100, func() {
			_ = l.Evaluate(0)
			for _, a := range acts {
				_ = l.Hint(a)
			}
		})
		if n != 0 {
			t.Fatalf("%d players: %v allocations", players, n)
		}
	}
}

// The searcher sees the forced win: the capture that leaves blue two
// pieces and red a triangle wins at once by a point, and it finds the win
// by two, three plies on, that its match adds up (search.Margined).
func TestSearchTakesTheBiggestWin(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 c6 e7 f6 a4", Blue: "d3 g3 b6"})
	sr := search.New[*Line, Action, Undo]()
	lim, err := search.Level(search.MaxLevel, search.Budget{Nodes: 5000}, 1)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLine(s)
	rep, err := sr.Think(context.Background(), l, lim)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Score <= search.MaxEval || search.Plies(rep.Score) != len(rep.Line) {
		t.Fatalf("score %d, line %d actions: want a forced win along the line", rep.Score, len(rep.Line))
	}
	for _, a := range rep.Line {
		l.Apply(a)
	}
	if r := l.Result(); !r.Over || r.Winner != 0 || l.Margin() < 2 {
		t.Fatalf("the line %v ends in %+v, won by %d: want red's win by 2 or more", rep.Line, r, l.Margin())
	}
}

// The search's key tells apart positions that the repetition rule's
// position does not (Line.Hash): each count changes the one and not the
// other. (The contract test's walks check that taking back restores it.)
func TestSearchHashTellsCountsApart(t *testing.T) {
	s, err := NewState(2, 1)
	if err != nil {
		t.Fatal(err)
	}
	base := NewLine(s)
	for name, change := range map[string]func(*State){
		"quiet":  func(s *State) { s.quiet++ },
		"took":   func(s *State) { s.took[1]++ },
		"passed": func(s *State) { s.passed |= 1 },
	} {
		other := NewLine(s)
		change(&other.State)
		if other.State.Hash() != base.State.Hash() {
			t.Fatalf("%s: the repetition rule's hash changed too", name)
		}
		if other.Hash() == base.Hash() {
			t.Errorf("%s: the search's hash does not tell the positions apart", name)
		}
	}
}
