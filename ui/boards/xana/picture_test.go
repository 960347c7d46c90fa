package xana

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xana"
	"xima/ui/boards"
)

// pictureOf draws the position after parts on a board of side 4 with
// marks, in a test window.
func pictureOf(t *testing.T, m boards.Marks, parts ...string) (*xana.Game, *board) {
	t.Helper()
	test.NewTempApp(t)
	g, err := xana.NewGame(xana.Config{Size: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		if _, err := g.PlayText(p); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	obj, err := Picture(g, m)
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempWindow(t, obj).Resize(fyne.NewSize(600, 420))
	return g, obj.(*board)
}

// A rules picture marks what a click would and takes no clicks: a
// stack's circle, or one wall alone, faint on its cell.
func TestPictureMarksAndTakesNoClicks(t *testing.T) {
	g, b := pictureOf(t, boards.Marks{From: "f3"}, "2@f3", "e2", "c2", "2@k4", "end", "-", "f1", "end", "1@k4", "end")
	s := g.State()
	f3, _ := s.ParseCell("f3")
	want := legalCells(g, func(a xana.Action) bool { return a.Kind() == xana.KindMove && a.From() == f3 && a.Stones() == 2 })
	if got := markedCells(b); len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("marked %v, want the stack's moves %v", got, want)
	}
	for _, c := range s.Circle(f3, 2) {
		if b.fill[c] != circle && b.fill[c] != targetFill {
			t.Errorf("%s, in the circle, is not tinted", s.CellName(c))
		}
	}
	tapXanaCell(t, b, want[0])
	if len(g.Moves()) != 10 || b.pick != pickStack {
		t.Errorf("a click on the picture played or cleared: moves %v", g.Moves())
	}

	g, b = pictureOf(t, boards.Marks{Next: "l5"}, "2@i4", "end", "1@m4", "end", "-", "k4", "l3", "1@f3", "end", "-")
	s = g.State()
	l5, _ := s.ParseCell("l5")
	r := test.WidgetRenderer(b).(*renderer)
	for i, co := range r.cells {
		if ghost := !co.wall.Hidden && !s.Wall(xana.Cell(i)); ghost != (xana.Cell(i) == l5) {
			t.Errorf("%s: a faint wall %v, want one on l5 alone", s.CellName(xana.Cell(i)), ghost)
		}
	}
}
