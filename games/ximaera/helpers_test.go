package ximaera

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// cell parses a cell name or fails the test.
func cell(t testing.TB, name string) Cell {
	t.Helper()
	c, ok := ParseCell(name)
	if !ok {
		t.Fatalf("bad cell %q", name)
	}
	return c
}

// build returns a position from pieces written as kind letter and cell
// ("Pc3 Rd3"), seat 0 to move and nothing barred unless barred names a cell.
func build(t testing.TB, pieces string, barred string) State {
	t.Helper()
	s := NewState()
	for _, w := range strings.Fields(pieces) {
		p, ok := PieceOf(w[0])
		c := cell(t, w[1:])
		if !ok || s.board[c] != None || s.Reserve(p) == 0 {
			t.Fatalf("bad piece %q in %q", w, pieces)
		}
		s.board[c] = p
		s.kinds[p] |= bit(c)
	}
	s.key = s.computeKey()
	if barred != "" {
		s.barred = cell(t, barred)
	}
	return s
}

// legalTexts returns the notation of s's legal actions, sorted.
func legalTexts(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, FormatAction(s, a))
	}
	slices.Sort(out)
	return out
}

// movesFrom returns the sorted notation of the legal moves of the piece on from.
func movesFrom(t testing.TB, s *State, from string) []string {
	t.Helper()
	var out []string
	for _, text := range legalTexts(s) {
		if strings.HasPrefix(text, from+"-") {
			out = append(out, text)
		}
	}
	return out
}

// mustPlay applies actions written in the notation to a Game.
func mustPlay(t testing.TB, g *Game, moves string) {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// randomGame plays up to plies random legal actions from the opening,
// calling each (when not nil) before every action with the game and the
// action, and returns the game.
func randomGame(t testing.TB, rng *rand.Rand, plies int, each func(g *Game, a Action)) *Game {
	t.Helper()
	g, err := NewGame(Config{})
	if err != nil {
		t.Fatal(err)
	}
	for range plies {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		a := legal[rng.IntN(len(legal))]
		if each != nil {
			each(g, Action(a))
		}
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
