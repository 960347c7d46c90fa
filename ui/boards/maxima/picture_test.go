package maxima

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/maxima"
	"xima/ui/boards"
)

// A rules picture marks what a click would and takes no clicks: the
// Immobilizer's moves, and the black Pawn it freezes.
func TestPictureMarksAndTakesNoClicks(t *testing.T) {
	test.NewTempApp(t)
	// Ka1 kh9 Id4 pe5, White to move.
	g, err := maxima.NewGame(maxima.Config{Position: "2/7k/8/8/8/4p3/3I4/8/8/K7/2 w"})
	if err != nil {
		t.Fatal(err)
	}
	obj, err := Picture(g, boards.Marks{From: "d4"})
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempWindow(t, obj).Resize(fyne.NewSize(400, 560))
	b := obj.(*board)
	d4, _ := maxima.ParseSquare("d4")
	var want []maxima.Square
	for _, ca := range g.Legal() {
		if a := maxima.Action(ca); a.From() == d4 {
			want = append(want, a.To())
		}
	}
	slices.Sort(want)
	if got := dots(b); len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("dots on %v, want the Immobilizer's moves %v", got, want)
	}
	e5, _ := maxima.ParseSquare("e5")
	if frozen := marked(b, func(sq *squareObjects) bool { return !sq.frostMark.Hidden }); !slices.Equal(frozen, []maxima.Square{e5}) {
		t.Errorf("frozen marks on %v, want e5", frozen)
	}
	tap(t, b, want[0].String())
	if len(g.Moves()) != 0 || b.selected != d4 {
		t.Errorf("a click on the picture played or cleared: moves %v", g.Moves())
	}
}
