package maxima

import (
	"math/rand/v2"
	"testing"

	"xima/games/core"
)

// invariants checks what every position keeps: counts and Kings agree with
// the board, the hash equals a fresh computation, neither side fills its
// own goal squares.
func invariants(t *testing.T, s *State) {
	t.Helper()
	var count [2]int
	kings := [2]Square{NoSquare, NoSquare}
	for _, q := range allSquares {
		if p := s.At(q); p != Empty {
			count[p.Color()]++
			if p.Kind() == King {
				kings[p.Color()] = q
			}
		}
	}
	for c := range Color(2) {
		if count[c] != s.Count(c) || kings[c] != s.King(c) || kings[c] == NoSquare {
			t.Fatalf("%s: %d pieces (Count %d), King %v (King() %v)", c, count[c], s.Count(c), kings[c], s.King(c))
		}
		if s.filled(c, palace[c]) {
			t.Fatalf("%s fills its own goal squares", c)
		}
	}
	if s.Hash() != s.computeHash() {
		t.Fatal("incremental hash differs from a fresh one")
	}
	if s.KingAttacked(s.toMove^1) && !s.filled(s.toMove^1, palace[s.toMove]) {
		t.Fatal("the side that just moved is in check")
	}
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(1, 2))
	ends := map[core.Reason]int{}
	for range games {
		g, err := NewGame(Config{})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 300 && !g.Over(); ply++ {
			s := g.State()
			invariants(t, &s)
			legal := gameLegal(g)
			for _, a := range legal {
				// Every legal move formats and parses back to itself (every
				// fourth ply, parsing being slow), and Apply then Unapply
				// restores the exact state.
				text := FormatAction(&s, a)
				if ply%4 == 0 {
					if b, err := ParseAction(&s, text); err != nil || b != a {
						t.Fatalf("%s parses back as %v, %v", text, b, err)
					}
				}
				before := s
				u := s.Apply(a)
				if s.Hash() != s.computeHash() {
					t.Fatalf("%s: hash drifts", text)
				}
				s.Unapply(u)
				if s != before {
					t.Fatalf("%s: undo does not restore the position", text)
				}
			}
			playAction(t, g, pickMove(rng, &s, legal))
		}
		ends[g.Result().Reason]++
		// Undo all the way back gives the opening.
		for len(g.Moves()) > 0 {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if s := g.State(); s != NewState() || g.Over() {
			t.Fatal("undoing every move does not give the opening")
		}
	}
	t.Logf("endings: %v", ends)
}
