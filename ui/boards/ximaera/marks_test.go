package ximaera

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/ximaera"
)

// A hint is drawn, an arrow for a move and a ring for a drop, until the
// next action; the screen's refresh and a click meanwhile keep it.
func TestXimaeraHintOnTheBoard(t *testing.T) {
	x := newOnScreen(t, "R@a1", "G@c3")
	r := test.WidgetRenderer(x.board).(*renderer)
	g := x.geometry()
	for _, text := range []string{"a1-a3", "P@e5"} {
		a, err := x.game.game.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		x.game.ShowHint(a)
		x.game.Refresh()
		x.tapCell("c3")
		act := ximaera.Action(a)
		wantFrom := g.cell(act.To())
		if !act.IsDrop() {
			wantFrom = g.cell(act.From())
		}
		if from, to := r.arrow.Ends(); !r.arrow.Shown() || from != wantFrom || to != g.cell(act.To()) {
			t.Errorf("%s: hint drawn %v from %v to %v", text, r.arrow.Shown(), from, to)
		}
	}
	if err := x.game.PlayText("P@e5"); err != nil {
		t.Fatal(err)
	}
	x.game.Refresh()
	if r.arrow.Shown() {
		t.Error("the hint outlived the action")
	}
}

// Esc clears the selection and the problem line; other keys are the
// screen's.
func TestXimaeraEscClearsTheSelection(t *testing.T) {
	x := newOnScreen(t, "R@a3", "G@b3")
	x.tapCell("a3")
	x.tapCell("d3") // refused: the selection stays
	if from, _ := x.board.selection(); from != cell("a3") || x.why == nil {
		t.Fatalf("selected %v, reason %v", from, x.why)
	}
	if x.game.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) {
		t.Error("the board took Space")
	}
	if !x.game.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("the board did not take Esc")
	}
	if from, kind := x.board.selection(); from != ximaera.NoCell || kind != ximaera.None || x.why != nil || shownTargets(t, x.board) != nil {
		t.Errorf("after Esc: selection %v %v, reason %v", from, kind, x.why)
	}
}

// Along a game, every click with nothing selected either selects or says
// why: on a frozen or barred piece too.
func TestXimaeraEveryIdleClickSaysWhy(t *testing.T) {
	x := newOnScreen(t, "P@c3", "R@c4", "G@b3", "P@d3")
	g := x.game.game
	sawFrozen, sawBarred := false, false
	for ply := 0; ply < 12 && !g.Over(); ply++ {
		for c := range ximaera.Cell(ximaera.Cells) {
			s := g.State()
			unset := core.Refuse("unset", "no word")
			x.why = unset
			x.tapCell(c.String())
			if g.Plies() != ply+4 {
				t.Fatalf("a click on %s played", c)
			}
			from, _ := x.board.selection()
			if x.why == unset || (x.why == nil && from != c) {
				t.Errorf("ply %d: a click on %s selected %v and said %v", ply, c, from, x.why)
			}
			sawFrozen = sawFrozen || (s.At(c) != ximaera.None && s.Frozen(c))
			if b, ok := s.Barred(); ok && b == c {
				sawBarred = true
			}
			x.game.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		}
		legal := g.Legal()
		if err := g.Play(legal[(ply*7+3)%len(legal)]); err != nil {
			t.Fatal(err)
		}
		x.game.Refresh()
	}
	if !sawFrozen || !sawBarred {
		t.Errorf("no frozen (%v) or barred (%v) piece clicked", sawFrozen, sawBarred)
	}
	if moves := g.Moves(); !slices.Equal(moves[:4], []string{"P@c3", "R@c4", "G@b3", "P@d3"}) {
		t.Errorf("moves %v", moves)
	}
}
