package render3d

import (
	"slices"
	"testing"

	"xima/games/xima"
)

func cell(t *testing.T, name string) xima.Cell {
	t.Helper()
	c, ok := xima.ParseCell(name)
	if !ok {
		t.Fatalf("bad cell %q", name)
	}
	return c
}

// restsAt plays a on a copy of s and returns the height the moved block
// rests at, as the engine says: the top of its destination column.
func restsAt(s xima.State, a xima.Action) int {
	s.Apply(a)
	return s.Surface(a.To()) - 1
}

func TestPathClimbingMove(t *testing.T) {
	// Red's G1 climbs onto its G2, walks G3, climbs onto blue's G4 and
	// walks floor 3 to G6.
	s := position(t, "1. -G2 -G4 2. -G1 -A13")
	from, to := cell(t, "G1"), cell(t, "G6")
	a := xima.MoveAction(from, to)
	legal := s.Legal(nil)
	if !slices.Contains(legal, a) {
		t.Fatalf("G1G6 is not legal here")
	}
	path := Path(s, a)
	want := []PathPoint{{from, 0}, {cell(t, "G2"), 1}, {cell(t, "G3"), 1}, {cell(t, "G4"), 2}, {cell(t, "G5"), 2}, {to, 2}}
	if !slices.Equal(path, want) {
		t.Fatalf("Path = %v, want %v", path, want)
	}
	// Every cell on the way is a legal stop, and the engine puts the block
	// at the height the path says.
	for _, p := range path[1:] {
		b := xima.MoveAction(from, p.Cell)
		if !slices.Contains(legal, b) {
			t.Errorf("%s is on the path but not a legal stop", p.Cell)
			continue
		}
		if h := restsAt(s, b); h != p.Height {
			t.Errorf("at %s the path says height %d, the engine %d", p.Cell, p.Height, h)
		}
	}
}

func TestPathDrop(t *testing.T) {
	s := position(t, "1. -G2")
	// Blue's -G4 enters at G1 and passes over red's G2 (rules/xima.md,
	// figures from the book).
	a := xima.DropAction(false, cell(t, "G4"))
	if !slices.Contains(s.Legal(nil), a) {
		t.Fatalf("-G4 is not legal")
	}
	path := Path(s, a)
	want := []PathPoint{{cell(t, "G1"), 0}, {cell(t, "G2"), 1}, {cell(t, "G3"), 1}, {cell(t, "G4"), 1}}
	if !slices.Equal(path, want) {
		t.Errorf("Path(-G4) = %v, want %v", path, want)
	}
	if h := restsAt(s, a); h != path[len(path)-1].Height {
		t.Errorf("-G4 rests at %d, the path ends at %d", h, path[len(path)-1].Height)
	}
	plain := Path(s, xima.DropAction(true, cell(t, "B2")))
	if !slices.Equal(plain, []PathPoint{{cell(t, "B2"), 0}}) {
		t.Errorf("Path(=B2) = %v, want a plain drop", plain)
	}
}

func TestSettleMatchesEngine(t *testing.T) {
	// Red moves G2 onto blue's H2... build a column blue-red, then red
	// lands a second red on it: red 2 against blue 1 captures blue.
	s := position(t, "1. -H2 -G2 2. H2G2 -A13 3. -F2")
	g2 := cell(t, "G2")
	if s.Height(g2) != 2 || s.At(g2, 0).Owner() != xima.Blue {
		t.Fatalf("G2 is not blue under red: %s", s.ColumnText(g2))
	}
	s2 := position(t, "1. -H2 -G2 2. H2G2 -A13 3. -F2 -A12")
	a := xima.MoveAction(cell(t, "F2"), g2)
	if !s2.Captures(a) {
		t.Fatalf("F2G2 does not capture")
	}
	captured, falls := settle(s2, a)
	if !slices.Equal(captured, []int{0}) {
		t.Errorf("captured levels %v, want [0]", captured)
	}
	after := s2
	after.Apply(a)
	if after.Height(g2) != 2 || len(falls) != 2 {
		t.Fatalf("after the capture G2 holds %d, falls %v", after.Height(g2), falls)
	}
	for _, f := range falls {
		if f.to != f.from-1 || after.At(g2, f.to) != f.block {
			t.Errorf("fall %v does not match the engine's column %s", f, after.ColumnText(g2))
		}
	}
	if c, f := settle(s2, xima.MoveAction(cell(t, "F2"), cell(t, "F3"))); c != nil || f != nil {
		t.Errorf("a move without capture settles %v %v", c, f)
	}
}
