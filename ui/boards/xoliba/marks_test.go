package xoliba

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/internal/uitest"
)

// crossedRed returns the points crossed in red: what the last move
// captured.
func crossedRed(t *testing.T, b *board) xoliba.Set {
	t.Helper()
	r := test.WidgetRenderer(b).(*renderer)
	var out xoliba.Set
	for i, po := range r.points {
		if !po.cross[0].Hidden && po.cross[0].StrokeColor == boards.CapturedColour {
			out |= xoliba.Bit(xoliba.Point(i))
		}
	}
	return out
}

// Along two-player games, people's and the computer's alike (through the
// game, then a refresh), the pieces each move turned white are crossed in
// red where they stood: the coloured pieces before the move that are
// white after it, but the moved piece's own point.
func TestXolibaMarksWhatTheLastMoveCaptured(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{})
	rng := rand.New(rand.NewPCG(3, 28))
	captures := 0
	for range 4 {
		g, err := xoliba.NewGame(xoliba.Config{Players: 2, Seed: rng.Uint64()})
		if err != nil {
			t.Fatal(err)
		}
		x.game.game, x.board.game = g, g
		x.game.Refresh()
		for ply := 0; ply < 40 && !g.Over(); ply++ {
			legal := legal(g)
			a := legal[rng.IntN(len(legal))]
			before := g.State()
			if err := g.Play(core.Action(a)); err != nil {
				t.Fatal(err)
			}
			x.game.Refresh()
			after := g.State()
			var want xoliba.Set
			for p := range xoliba.Point(xoliba.Points) {
				if !a.IsPass() && p != a.From() && before.At(p) != xoliba.White && after.At(p) == xoliba.White {
					want |= xoliba.Bit(p)
				}
			}
			if got := crossedRed(t, x.board); got != want {
				t.Fatalf("ply %d (%s): crossed %v, want %v", ply, g.Moves()[ply], got.Points(), want.Points())
			}
			captures += want.Len()
		}
	}
	if captures == 0 {
		t.Error("the games captured nothing")
	}
}

// A hint is drawn from the piece to the white piece it swaps with until
// the next move; a selection made meanwhile does not hide it.
func TestXolibaHintOnTheBoard(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Seed: 7})
	g := x.game.game
	a := legal(g)[0]
	x.game.ShowHint(core.Action(a))
	r := test.WidgetRenderer(x.board).(*renderer)
	geo := newGeometry(x.board.Size())
	if from, to := r.arrow.Ends(); !r.arrow.Shown() || from != geo.point(a.From()) || to != geo.point(a.To()) {
		t.Fatalf("hint drawn %v from %v to %v, want %s", r.arrow.Shown(), from, to, g.Format(core.Action(a)))
	}
	x.tap(a.From().String())
	x.game.Refresh()
	if !r.arrow.Shown() {
		t.Error("a click hid the hint")
	}
	if err := g.Play(core.Action(a)); err != nil {
		t.Fatal(err)
	}
	x.game.Refresh()
	if r.arrow.Shown() {
		t.Error("the hint outlived the move")
	}
}

// Esc clears the selection and the problem line; other keys are the
// screen's.
func TestXolibaEscClearsTheSelection(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Setup: setup(map[xoliba.Color]string{xoliba.Red: "c3 e3 d6", xoliba.Blue: "a4 g4 b6"})})
	x.tap("d6")
	x.tap("f6") // refused: the selection stays
	if x.board.from.String() != "d6" || x.why == nil {
		t.Fatalf("selected %v, reason %v", x.board.from, x.why)
	}
	if x.game.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Error("the board took Return")
	}
	if !x.game.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("the board did not take Esc")
	}
	if x.board.from != xoliba.NoPoint || len(shownTargets(t, x.board)) != 0 || x.why != nil {
		t.Errorf("after Esc: selected %v, dots %v, reason %v", x.board.from, shownTargets(t, x.board), x.why)
	}
}

// A click on a piece of the mover's with no swap that forms a triangle
// says so, on the problem line and the hint, instead of asking for a
// marked white piece when none is marked.
func TestXolibaPieceWithNoSwapSaysWhy(t *testing.T) {
	// Red's b5 has no swap that makes a triangle, d6 has one (to d4, with
	// c3 and e3); Red, on no edge, moves first.
	pieces := setup(map[xoliba.Color]string{xoliba.Red: "c3 e3 b5 d6", xoliba.Blue: "a4 g4 b6"})
	x := newOnScreen(t, xoliba.Config{Setup: pieces})
	if want := engineTargets(x.game.game, mustPoint("b5")); len(want) != 0 {
		t.Fatalf("b5 has moves to %v: the position does not test this", want)
	}
	x.tap("b5")
	if want := "The piece on b5 has no swap that forms a triangle: pick another of your pieces"; x.reason() != want {
		t.Errorf("reason %q, want %q", x.reason(), want)
	}
	if want := "Red: the piece on b5 has no swap that forms a triangle; click another of your pieces."; x.board.hint.Text != want {
		t.Errorf("hint %q, want %q", x.board.hint.Text, want)
	}
	x.tap("d6") // a piece with moves: selected, no reason
	if x.why != nil || len(shownTargets(t, x.board)) == 0 {
		t.Errorf("d6: reason %v, dots %v", x.why, shownTargets(t, x.board))
	}
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		x := newOnScreen(t, xoliba.Config{Setup: pieces})
		x.tap("b5")
		if want := "La pieza de b5 no tiene ningún intercambio que forme un triángulo: elige otra de tus piezas"; x.reason() != want {
			t.Errorf("reason %q, want %q", x.reason(), want)
		}
	})
}

func mustPoint(name string) xoliba.Point {
	p, ok := xoliba.ParsePoint(name)
	if !ok {
		panic("no point " + name)
	}
	return p
}
