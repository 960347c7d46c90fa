package xoliba

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xoliba"
	"xima/ui/boards"
)

// pictureOf draws the rules pages' position (blue holds a corner, red
// moves first) with marks, in a test window.
func pictureOf(t *testing.T, m boards.Marks) (*xoliba.Game, *board) {
	t.Helper()
	test.NewTempApp(t)
	g, err := xoliba.NewGame(xoliba.Config{Players: 2, Setup: "wwwww/bwbwwww/bwwrwww/wwwwwwb/wwbbwww/wrwbrrw/wwwww"})
	if err != nil {
		t.Fatal(err)
	}
	obj, err := Picture(g, m)
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempWindow(t, obj).Resize(fyne.NewSize(500, 500))
	return g, obj.(*board)
}

// A rules picture marks what a click would and takes no clicks: a
// piece's swaps, or one move's triangle and captures.
func TestPictureMarksAndTakesNoClicks(t *testing.T) {
	g, b := pictureOf(t, boards.Marks{From: "d5"})
	d5, _ := xoliba.ParsePoint("d5")
	d4, _ := xoliba.ParsePoint("d4")
	if got := shownTargets(t, b); !slices.Equal(got, []xoliba.Point{d4}) || !slices.Equal(got, engineTargets(g, d5)) {
		t.Fatalf("dots on %v, want d5's one swap, with d4", got)
	}
	test.TapAt(b, newGeometry(b.Size()).point(d4))
	if len(g.Moves()) != 0 || b.from != d5 {
		t.Errorf("a click on the picture played or cleared: moves %v, selection %v", g.Moves(), b.from)
	}

	g, b = pictureOf(t, boards.Marks{Next: "d5-d4/b2,f2"})
	o, ok := b.shownOption()
	a, _ := g.Parse("d5-d4/b2,f2")
	if !ok || o.action != xoliba.Action(a) || o.captures.Len() != 4 {
		t.Fatalf("the move shown: %+v %v, want d5-d4/b2,f2 turning four pieces white", o, ok)
	}
	r := test.WidgetRenderer(b).(*renderer)
	for _, p := range o.captures.Points() {
		if r.points[p].cross[0].Hidden {
			t.Errorf("no cross on %v, which the triangle turns white", p)
		}
	}
	if _, err := Picture(g, boards.Marks{Next: "d5-c4/b2,f2"}); err == nil {
		t.Error("a picture of a move that is not legal")
	}
}
