package xoliba

import (
	"strings"
	"testing"
)

// pt parses a point name or fails the test.
func pt(t testing.TB, name string) Point {
	t.Helper()
	p, ok := ParsePoint(name)
	if !ok {
		t.Fatalf("bad point %q", name)
	}
	return p
}

// build makes a position: the points listed for each colour (space
// separated), white pieces everywhere else, first to move and the others
// after it in seat order.
func build(t testing.TB, players int, first Color, pieces map[Color]string) State {
	t.Helper()
	var board [Points]Color
	for c, list := range pieces {
		for _, name := range strings.Fields(list) {
			board[pt(t, name)] = c
		}
	}
	lot := []int{0, 1, 2}[:players]
	s, err := newState(players, board, lot)
	if err != nil {
		t.Fatal(err)
	}
	for i := range players {
		s.order[i] = uint8((int(first) - 1 + i) % players)
	}
	s.toMove = s.order[0]
	s.hash = s.computeHash()
	return s
}

// play parses and applies an action, failing the test if it is not legal.
func play(t testing.TB, s *State, text string) Action {
	t.Helper()
	a, err := ParseAction(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	legal := false
	for _, b := range s.Legal(nil) {
		legal = legal || a == b
	}
	if !legal {
		t.Fatalf("%s parses but is not generated", text)
	}
	s.Apply(a)
	return a
}

// legalNames returns the sorted notation of the legal actions.
func legalNames(s *State) []string { return names(s, s.Legal(nil)) }

func has(list []string, x string) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
