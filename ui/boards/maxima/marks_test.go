package maxima

import (
	"image"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

// crossed returns the squares marked as captured by the last move.
func crossed(b *board) []maxima.Square {
	return marked(b, func(sq *squareObjects) bool { return sq.cross.Shown() })
}

// withdrawal is White's Withdrawer on d4 beside Black's Pawn on e5:
// stepping away to c3 takes the Pawn by withdrawal (a Pawn on a9 keeps
// Black more than its King).
const withdrawal = "2/p6k/8/8/8/4p3/3W4/8/8/K7/2 w"

// A capture by withdrawal, whether clicked or played as the computer
// plays (through the game, then a refresh), is marked on the square the
// Pawn stood on, besides the move's own squares; the next move clears it.
func TestMaximaMarksWhatTheLastMoveCaptured(t *testing.T) {
	for _, by := range []string{"click", "computer"} {
		t.Run(by, func(t *testing.T) {
			m, b := onBoard(t, withdrawal)
			if got := crossed(b); got != nil {
				t.Fatalf("captures marked %v before any move", got)
			}
			if by == "click" {
				tap(t, b, "d4")
				tap(t, b, "c3")
			} else {
				if err := m.PlayText("d4-c3"); err != nil {
					t.Fatal(err)
				}
				m.Refresh()
			}
			if st := m.g.State(); st.At(mustMaximaSquare("e5")) != maxima.Empty || len(m.Moves()) != 1 {
				t.Fatalf("the withdrawal took nothing: moves %v", m.Moves())
			}
			if got, want := crossed(b), []maxima.Square{mustMaximaSquare("e5")}; !slices.Equal(got, want) {
				t.Errorf("captures marked on %v, want %v", got, want)
			}
			last := marked(b, func(sq *squareObjects) bool { return sq.tint.FillColor == lastColour })
			if want := []maxima.Square{mustMaximaSquare("c3"), mustMaximaSquare("d4")}; !slices.Equal(last, want) {
				t.Errorf("last move on %v, want %v", last, want)
			}
			if err := m.PlayText("a9-a8"); err != nil {
				t.Fatal(err)
			}
			m.Refresh()
			if got := crossed(b); got != nil {
				t.Errorf("a quiet move left captures marked on %v", got)
			}
		})
	}
}

// Along a game, the squares marked after each move are those the engine
// says the move captured on, found before it was played.
func TestMaximaCaptureMarksFollowTheEngine(t *testing.T) {
	m, b := onBoard(t, "")
	g := m.g
	saw := 0
	for ply := 0; ply < 60 && !g.Over(); ply++ {
		legal := g.Legal()
		a := maxima.Action(legal[(ply*37+11)%len(legal)])
		// Prefer a capture, to see many.
		for _, ca := range legal {
			if len(g.Captures(maxima.Action(ca))) > 0 {
				a = maxima.Action(ca)
				break
			}
		}
		want := g.Captures(a)
		slices.Sort(want)
		if err := g.Play(core.Action(a)); err != nil {
			t.Fatal(err)
		}
		m.Refresh()
		if got := crossed(b); !slices.Equal(got, want) {
			t.Fatalf("ply %d (%s): captures marked on %v, engine %v", ply, g.Moves()[ply], got, want)
		}
		saw += len(want)
	}
	if saw == 0 {
		t.Error("the game captured nothing")
	}
}

// A hint is drawn as an arrow from the piece to its square until the next
// move, and survives the screen's refresh meanwhile.
func TestMaximaHintOnTheBoard(t *testing.T) {
	m, b := onBoard(t, withdrawal)
	r := test.WidgetRenderer(b).(*boardRenderer)
	a, err := m.g.Parse("d4-c3")
	if err != nil {
		t.Fatal(err)
	}
	m.ShowHint(a)
	m.Refresh()
	if !r.arrow.Shown() {
		t.Fatal("the hint is not drawn")
	}
	cell, o := geometry(b.Size())
	centre := func(name string) fyne.Position {
		return squarePos(mustMaximaSquare(name), cell, o).AddXY(cell/2, cell/2)
	}
	if from, to := r.arrow.Ends(); from != centre("d4") || to != centre("c3") {
		t.Errorf("the arrow goes from %v to %v, want d4 %v to c3 %v", from, to, centre("d4"), centre("c3"))
	}
	if err := m.PlayText("d4-c3"); err != nil {
		t.Fatal(err)
	}
	m.Refresh()
	if r.arrow.Shown() {
		t.Error("the hint outlived the move")
	}
}

// Esc clears the selection and the problem line; other keys are the
// screen's.
func TestMaximaEscClearsTheSelection(t *testing.T) {
	m, b := onBoard(t, "")
	why := error(core.Refuse("x", "not cleared"))
	m.SetOnRefused(func(err error) { why = err })
	tap(t, b, "d3")
	tap(t, b, "h9") // refused: the selection stays
	if b.selected != mustMaximaSquare("d3") || why == nil {
		t.Fatalf("selected %v, reason %v", b.selected, why)
	}
	if m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft}) {
		t.Error("the board took the Left key")
	}
	if !m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("the board did not take Esc")
	}
	if b.selected != maxima.NoSquare || len(dots(b)) != 0 || why != nil {
		t.Errorf("after Esc: selected %v, %d dots, reason %v", b.selected, len(dots(b)), why)
	}
}

// Each piece has its own drawing, none a chess piece's, and the legend
// beside the board names every piece in the player's language.
func TestMaximaPiecesTellApartAndLegend(t *testing.T) {
	imgs := pieceImageSet()
	for k := maxima.Pawn; k <= maxima.King; k++ {
		for j := k + 1; j <= maxima.King; j++ {
			if samePixels(imgs[maxima.White][k], imgs[maxima.White][j]) {
				t.Errorf("%v and %v are drawn alike", k, j)
			}
		}
		if samePixels(imgs[maxima.White][k], imgs[maxima.Black][k]) {
			t.Errorf("%v: White's and Black's are drawn alike", k)
		}
	}
	uitest.UseLanguage(t, "es")
	m, _ := onBoard(t, "")
	var names []string
	uitest.Walk(m.Board(), func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok {
			names = append(names, l.Text)
		}
		return true
	})
	want := []string{"Piezas", "Rey", "Guardia", "Peón", "Saltador largo", "Retirador", "Coordinador", "Inmovilizador", "Camaleón", "Mago"}
	if !slices.Equal(names, want) {
		t.Errorf("legend %q, want %q", names, want)
	}
}

func samePixels(a, b image.Image) bool {
	x, y := a.(*image.NRGBA), b.(*image.NRGBA)
	return slices.Equal(x.Pix, y.Pix)
}

// A click on a piece of the mover's that has no legal move (the King
// boxed in at the start) selects it and says so, in English and Spanish;
// one on a piece with moves says nothing.
func TestMaximaPieceWithNoMoveSaysWhy(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "The King on e1 has no legal move now: pick another of your pieces"},
		{"es", "Rey en e1: no tiene ninguna jugada legal ahora; elige otra de tus piezas"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			uitest.UseLanguage(t, tc.lang)
			m, b := onBoard(t, "")
			var why error
			m.SetOnRefused(func(err error) { why = err })
			tap(t, b, "e1")
			if b.selected != mustMaximaSquare("e1") || len(dots(b)) != 0 || why == nil || lang.Refusal(why) != tc.want {
				t.Errorf("selected %v, %d dots, reason %v, want %q", b.selected, len(dots(b)), why, tc.want)
			}
			tap(t, b, "d3")
			if why != nil || len(dots(b)) == 0 {
				t.Errorf("d3: reason %v, %d dots", why, len(dots(b)))
			}
		})
	}
}
