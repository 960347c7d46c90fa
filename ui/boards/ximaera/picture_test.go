package ximaera

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/ximaera"
	"xima/ui/boards"
)

// pictureOf draws the position after moves with marks, in a test window.
func pictureOf(t *testing.T, m boards.Marks, moves ...string) (*ximaera.Game, *board) {
	t.Helper()
	test.NewTempApp(t)
	g, err := ximaera.NewGame(ximaera.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	obj, err := Picture(g, m)
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempWindow(t, obj).Resize(fyne.NewSize(640, 480))
	return g, obj.(*board)
}

// A rules picture marks what a click would and takes no clicks.
func TestPictureMarksAndTakesNoClicks(t *testing.T) {
	g, b := pictureOf(t, boards.Marks{From: "c3"}, "R@c4", "P@c3", "G@e4")
	c3 := cell("c3")
	want := engineTargets(g, c3, ximaera.None)
	if got := shownTargets(t, b); len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("dots on %v, want the pivot's moves %v", got, want)
	}
	test.TapAt(b, newGeometry(b.Size()).cell(want[0]))
	if len(g.Moves()) != 3 || !slices.Equal(shownTargets(t, b), want) {
		t.Errorf("a click on the picture played or cleared: moves %v", g.Moves())
	}

	_, b = pictureOf(t, boards.Marks{Next: "R@c3"}, "R@a1", "G@e5", "R@b2", "B@d5")
	if _, kind := b.selection(); kind != ximaera.Red || !slices.Equal(shownTargets(t, b), []ximaera.Cell{c3}) {
		t.Errorf("the drop R@c3: pile %v selected, dots on %v", kind, shownTargets(t, b))
	}
	if _, err := Picture(g, boards.Marks{From: "z9"}); err == nil {
		t.Error("a picture of a cell that is not on the board")
	}
}
