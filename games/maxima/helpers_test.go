package maxima

import (
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// build returns a position from pieces such as "Ke1 pd5 Mb1" (upper case
// White, lower case Black, letters as in kindLetters) and the side to move
// ("w" or "b").
func build(t testing.TB, toMove string, pieces string) State {
	t.Helper()
	var s State
	s.king = [2]Square{NoSquare, NoSquare}
	for _, w := range strings.Fields(pieces) {
		k := Kind(strings.IndexByte(kindLetters, w[0]&^0x20))
		q, ok := ParseSquare(w[1:])
		if !ok || k <= NoKind || k > King || s.board[q] != Empty {
			t.Fatalf("bad piece %q", w)
		}
		c := White
		if w[0] >= 'a' {
			c = Black
		}
		s.board[q] = MakePiece(c, k)
		s.count[c]++
		if k == King {
			s.king[c] = q
		}
	}
	if toMove == "b" {
		s.toMove = Black
	}
	s.hash = s.computeHash()
	return s
}

// sq parses a square name or fails the test.
func sq(t testing.TB, name string) Square {
	t.Helper()
	q, ok := ParseSquare(name)
	if !ok {
		t.Fatalf("bad square %q", name)
	}
	return q
}

// legalNames returns the notation of s's legal moves, sorted.
func legalNames(s *State) []string {
	var names []string
	for _, a := range s.Legal(nil) {
		names = append(names, FormatAction(s, a))
	}
	slices.Sort(names)
	return names
}

// fromPiece returns the moves in names that start on square from.
func fromPiece(names []string, from string) []string {
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, from+"-") || n == from+"S" {
			out = append(out, n)
		}
	}
	return out
}

// play plays a move that must be legal and returns the captured squares.
func play(t testing.TB, s *State, text string) []string {
	t.Helper()
	a, err := ParseAction(s, text)
	if err != nil {
		t.Fatalf("%s: %v\n%s", text, err, s.Diagram())
	}
	u := s.Apply(a)
	var caps []string
	for _, q := range u.Captured() {
		caps = append(caps, q.String())
	}
	slices.Sort(caps)
	return caps
}

// gameLegal returns g's legal moves as the package's own Actions.
func gameLegal(g *Game) []Action {
	var out []Action
	for _, a := range g.Legal() {
		out = append(out, Action(a))
	}
	return out
}

// playAction plays a, which must be legal, in g.
func playAction(t testing.TB, g *Game, a Action) {
	t.Helper()
	if err := g.Play(core.Action(a)); err != nil {
		t.Fatal(err)
	}
}

// has reports whether names lists name.
func has(names []string, name string) bool { return slices.Contains(names, name) }
