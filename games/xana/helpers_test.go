package xana

import (
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// position builds a state of side size from "cell=symbol" pairs ('#' a
// wall, 'A'.. a White stack of that height, 'a'.. a Black one), both
// colours past their first turn, the reserves holding the stones not on
// the board, and mover to play at the start of its turn.
func position(t testing.TB, size int, mover Colour, cells string) State {
	t.Helper()
	s, err := NewState(size)
	if err != nil {
		t.Fatal(err)
	}
	for _, item := range strings.Fields(cells) {
		name, sym, ok := strings.Cut(item, "=")
		c, okCell := s.ParseCell(name)
		if !ok || !okCell || len(sym) != 1 {
			t.Fatalf("bad cell %q", item)
		}
		switch b := sym[0]; {
		case b == '#':
			s.cells[c] = wallCell
		case b >= 'A' && b <= 'Z':
			s.cells[c] = stackCell(White, int(b-'A'+1))
		case b >= 'a' && b <= 'z':
			s.cells[c] = stackCell(Black, int(b-'a'+1))
		default:
			t.Fatalf("bad symbol %q", item)
		}
	}
	for col := range Colour(2) {
		s.reserve[col] = uint8(2*size - s.OnBoard(col))
	}
	s.toMove, s.played = mover, 3
	s.hash = s.computeHash()
	return s
}

// legalNames returns the notation of s's legal parts, sorted.
func legalNames(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, FormatAction(s, a))
	}
	slices.Sort(out)
	return out
}

// play applies parts written in the notation, failing on an illegal one.
func play(t testing.TB, s *State, parts ...string) {
	t.Helper()
	for _, p := range parts {
		a, err := ParseAction(s, p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		s.Apply(a)
	}
}

// cell reads a cell name of s's board.
func cell(t testing.TB, s *State, name string) Cell {
	t.Helper()
	c, ok := s.ParseCell(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}

// names writes cells as a sorted, space-separated list.
func names(s *State, cells []Cell) string {
	var out []string
	for _, c := range cells {
		out = append(out, s.CellName(c))
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// gameLegal returns g's legal parts as the package's own Actions.
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

func contains(list []string, x string) bool { return slices.Contains(list, x) }
