package ximaera

import (
	"slices"
	"strings"
	"testing"
)

// rules/other-games.md, Ximaera: the opening has 76 actions, 4 kinds x 19 cells.
func TestOpeningHas76Drops(t *testing.T) {
	s := NewState()
	legal := s.Legal(nil)
	if len(legal) != 76 {
		t.Fatalf("%d actions, want 76", len(legal))
	}
	seen := map[Action]bool{}
	for _, a := range legal {
		if !a.IsDrop() || seen[a] {
			t.Fatalf("%s: not a fresh drop", FormatAction(&s, a))
		}
		seen[a] = true
	}
	if _, ok := s.Barred(); ok {
		t.Fatal("something is barred on the first turn")
	}
}

func TestDropsOnlyKindsLeftOnEmptyCells(t *testing.T) {
	s := build(t, "Pa1 Pb1 Pc1 Rc3", "")
	texts := legalTexts(&s)
	for _, text := range texts {
		if strings.HasPrefix(text, "P@") || strings.HasSuffix(text, "@c3") || strings.HasSuffix(text, "@a1") {
			t.Fatalf("%s offered", text)
		}
	}
	drops := 0
	for _, text := range texts {
		if strings.Contains(text, "@") {
			drops++
		}
	}
	if drops != 3*15 {
		t.Fatalf("%d drops, want 45", drops)
	}
}

func TestSlidesRunOverEmptyCellsInSixDirections(t *testing.T) {
	s := build(t, "Rc3", "")
	want := []string{"c3-a1", "c3-a3", "c3-b2", "c3-b3", "c3-c1", "c3-c2", "c3-c4", "c3-c5", "c3-d3", "c3-d4", "c3-e3", "c3-e5"}
	if got := movesFrom(t, &s, "c3"); !slices.Equal(got, want) {
		t.Fatalf("got %v\nwant %v", got, want)
	}
	// A piece in the way stops the slide before it; there are no captures.
	s = build(t, "Rc3 Gd3 Bc5", "")
	got := movesFrom(t, &s, "c3")
	for _, bad := range []string{"c3-d3", "c3-e3", "c3-c5"} {
		if slices.Contains(got, bad) {
			t.Fatalf("%s offered: %v", bad, got)
		}
	}
	if !slices.Contains(got, "c3-c4") || len(got) != 9 {
		t.Fatalf("got %v", got)
	}
}

func TestPivotJumpsOverANeighbourOnly(t *testing.T) {
	// The pivot on c3 may jump the red on d3 to e3; the red, next to the
	// pivot, is frozen.
	s := build(t, "Pc3 Rd3", "")
	got := movesFrom(t, &s, "c3")
	if !slices.Contains(got, "c3-e3") || slices.Contains(got, "c3-d3") {
		t.Fatalf("pivot moves %v", got)
	}
	if n := len(movesFrom(t, &s, "d3")); n != 0 {
		t.Fatalf("the frozen red has %d moves", n)
	}
	// No jump off the board: the pivot on d4 next to e5 keeps its slides only.
	s = build(t, "Pd4 Re5", "")
	want := []string{"d4-a1", "d4-b2", "d4-b4", "d4-c3", "d4-c4", "d4-d2", "d4-d3", "d4-d5", "d4-e4"}
	if got := movesFrom(t, &s, "d4"); !slices.Equal(got, want) {
		t.Fatalf("got %v\nwant %v", got, want)
	}
	// No jump onto a piece, nor over two.
	for _, tc := range []struct{ pieces, from, bad string }{
		{"Pc3 Rd3 Ge3", "c3", "c3-e3"},
		{"Pa3 Rb3 Gc3", "a3", "a3-c3"},
		{"Pa3 Rb3 Gc3", "a3", "a3-d3"},
	} {
		s := build(t, tc.pieces, "")
		if slices.Contains(movesFrom(t, &s, tc.from), tc.bad) {
			t.Fatalf("%s: %s offered", tc.pieces, tc.bad)
		}
	}
	// A pip never jumps.
	s = build(t, "Rc3 Gd3", "")
	if slices.Contains(movesFrom(t, &s, "c3"), "c3-e3") {
		t.Fatal("a pip jumped")
	}
	// A jump is the only way past a neighbour; a far piece is not jumped.
	s = build(t, "Pa3 Rc3", "")
	if got := movesFrom(t, &s, "a3"); slices.Contains(got, "a3-d3") || !slices.Contains(got, "a3-b3") {
		t.Fatalf("pivot moves %v", got)
	}
}

func TestPiecesNextToAPivotAreFrozen(t *testing.T) {
	// Two neighbouring pivots freeze each other and every piece next to
	// them; a pivot next to pips only still moves.
	s := build(t, "Pc3 Pd3 Rb2 Ge4 Pa1 Ba2 Rd5", "")
	for name, frozen := range map[string]bool{"c3": true, "d3": true, "b2": true, "e4": true, "a2": true, "a1": false, "d5": false, "b1": false} {
		c := cell(t, name)
		if s.Frozen(c) != frozen {
			t.Errorf("Frozen(%s) = %v", name, !frozen)
		}
		if frozen && len(movesFrom(t, &s, name)) != 0 {
			t.Errorf("frozen %s moves", name)
		}
	}
	if len(movesFrom(t, &s, "a1")) == 0 || len(movesFrom(t, &s, "d5")) == 0 {
		t.Fatal("a free piece cannot move")
	}
}

// rules/other-games.md, Ximaera, Decision: the piece where the opponent's
// last action ended may not move; a jumped-over piece was not moved.
func TestBarredCellIsTheLastDestination(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5")
	s := g.State()
	if c, ok := s.Barred(); !ok || c.String() != "e5" {
		t.Fatalf("barred %v %v", c, ok)
	}
	if len(movesFrom(t, &s, "e5")) != 0 || len(movesFrom(t, &s, "a1")) == 0 {
		t.Fatal("the barred piece moves, or the free one does not")
	}
	if _, err := g.PlayText("e5-d5"); err == nil || !strings.Contains(err.Error(), "e5") {
		t.Fatalf("moving the barred piece: %v", err)
	}
	mustPlay(t, g, "a1-a3")
	s = g.State()
	if c, _ := s.Barred(); c.String() != "a3" || len(movesFrom(t, &s, "e5")) == 0 {
		t.Fatal("the bar did not move on")
	}
	// A jump bars its landing cell, not the piece jumped over.
	s = build(t, "Pc3 Rd3", "")
	s.Apply(MoveAction(cell(t, "c3"), cell(t, "e3")))
	if c, _ := s.Barred(); c.String() != "e3" {
		t.Fatalf("barred %s after a jump", c)
	}
}

func TestMaxActionsBoundsEveryPosition(t *testing.T) {
	// Seven pieces spread so that nearly every empty cell is reached by each.
	s := build(t, "Ra1 Gc1 Ba3 Re3 Gc5 Be5 Rc3", "")
	if n := len(s.Legal(nil)); n > MaxActions {
		t.Fatalf("%d actions > MaxActions", n)
	}
}
