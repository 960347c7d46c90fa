package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/maxima"
)

// maximaOnBoard returns a Maxima game from the kind (from position pos
// when not "") and its board in a test window.
func maximaOnBoard(t *testing.T, pos string) (*maximaGame, *maximaBoard) {
	t.Helper()
	test.NewTempApp(t)
	var m *maximaGame
	if pos == "" {
		g, err := maximaKind().newGame(2, "", 1)
		if err != nil {
			t.Fatal(err)
		}
		m = g.(*maximaGame)
	} else {
		g, err := maxima.NewGame(maxima.Config{Position: pos})
		if err != nil {
			t.Fatal(err)
		}
		m = newMaximaGame(g)
	}
	b := m.board().(*maximaBoard)
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(560, 760))
	return m, b
}

// maximaTap clicks the middle of the square named name.
func maximaTap(t *testing.T, b *maximaBoard, name string) {
	t.Helper()
	q, ok := maxima.ParseSquare(name)
	if !ok {
		t.Fatalf("no square %s", name)
	}
	cell, o := maximaGeometry(b.Size())
	test.TapAt(b, maximaSquarePos(q, cell, o).AddXY(cell/2, cell/2))
}

// maximaMarked returns the squares whose mark pick says is shown.
func maximaMarked(b *maximaBoard, pick func(*maximaSquareObjects) bool) []maxima.Square {
	r := test.WidgetRenderer(b).(*maximaBoardRenderer)
	var qs []maxima.Square
	for i := range r.squares {
		if maxima.Square(i).Valid() && pick(&r.squares[i]) {
			qs = append(qs, maxima.Square(i))
		}
	}
	return qs
}

func maximaDots(b *maximaBoard) []maxima.Square {
	return maximaMarked(b, func(sq *maximaSquareObjects) bool { return !sq.dot.Hidden })
}

func TestMaximaClickToPlay(t *testing.T) {
	m, b := maximaOnBoard(t, "")
	played := 0
	m.setOnPlayed(func() { played++ })

	maximaTap(t, b, "d3")
	if b.selected.String() != "d3" || len(maximaDots(b)) == 0 {
		t.Fatalf("after a click on d3: selected %v, %d destinations", b.selected, len(maximaDots(b)))
	}
	// h9 is no destination of the d3 Pawn: the click clears and plays nothing.
	maximaTap(t, b, "h9")
	if b.selected != maxima.NoSquare || len(maximaDots(b)) != 0 || played != 0 || len(m.moves()) != 0 {
		t.Fatalf("an illegal click: selected %v, %d dots, %d played", b.selected, len(maximaDots(b)), played)
	}
	// Black's piece is not White's to select.
	maximaTap(t, b, "d8")
	if b.selected != maxima.NoSquare {
		t.Errorf("a click on Black's d8 selected %v with White to move", b.selected)
	}

	maximaTap(t, b, "d3")
	maximaTap(t, b, "d5")
	if played != 1 || !slices.Equal(m.moves(), []string{"d3-d5"}) || m.toMove() != 1 {
		t.Fatalf("after d3, d5: played %d, moves %v, to move %d", played, m.moves(), m.toMove())
	}
	if b.selected != maxima.NoSquare {
		t.Errorf("the selection %v survived the move", b.selected)
	}
	st := m.g.State()
	if p := st.At(mustMaximaSquare("d5")); p != maxima.MakePiece(maxima.White, maxima.Pawn) {
		t.Errorf("d5 holds %v", p)
	}
	last := maximaMarked(b, func(sq *maximaSquareObjects) bool { return sq.tint.FillColor == maximaLast })
	if want := []maxima.Square{mustMaximaSquare("d3"), mustMaximaSquare("d5")}; !slices.Equal(last, want) {
		t.Errorf("last move marked on %v, want %v", last, want)
	}
}

func mustMaximaSquare(name string) maxima.Square {
	q, ok := maxima.ParseSquare(name)
	if !ok {
		panic("no square " + name)
	}
	return q
}

// TestMaximaBoardShowsTheEngine selects every piece of the side to move
// along a game and compares the marks with the engine's legal moves and
// captures, and the frozen marks with the engine's.
func TestMaximaBoardShowsTheEngine(t *testing.T) {
	m, b := maximaOnBoard(t, "")
	g := m.g
	sawCapture, sawFrozen := false, false
	for ply := 0; ply < 30 && !g.Over(); ply++ {
		var legal []maxima.Action
		for _, a := range g.Legal() {
			legal = append(legal, maxima.Action(a))
		}
		st := g.State()
		froze := maximaMarked(b, func(sq *maximaSquareObjects) bool { return !sq.frostMark.Hidden })
		var wantFrozen []maxima.Square
		for q := maxima.Square(0); q < maxima.Squares; q++ {
			if st.Immobilized(q) {
				wantFrozen = append(wantFrozen, q)
			}
		}
		if !slices.Equal(froze, wantFrozen) {
			t.Fatalf("ply %d: frozen marks on %v, engine %v", ply, froze, wantFrozen)
		}
		sawFrozen = sawFrozen || len(froze) > 0
		for q := maxima.Square(0); q < maxima.Squares; q++ {
			if p := st.At(q); p == maxima.Empty || p.Color() != st.ToMove() {
				continue
			}
			var dests, caps []maxima.Square
			for _, a := range legal {
				if a.From() != q {
					continue
				}
				if !a.Suicide() {
					dests = append(dests, a.To())
				}
				caps = append(caps, g.Captures(a)...)
			}
			slices.Sort(dests)
			slices.Sort(caps)
			caps = slices.Compact(caps)
			maximaTap(t, b, q.String())
			if len(dests) > 0 && b.selected != q {
				t.Fatalf("ply %d: a click on %v with moves selected %v", ply, q, b.selected)
			}
			if got := maximaDots(b); !slices.Equal(got, dests) {
				t.Fatalf("ply %d: %v shows destinations %v, engine %v", ply, q, got, dests)
			}
			got := maximaMarked(b, func(sq *maximaSquareObjects) bool { return !sq.capture.Hidden })
			if !slices.Equal(got, caps) {
				t.Fatalf("ply %d: %v shows captures on %v, engine %v", ply, q, got, caps)
			}
			sawCapture = sawCapture || len(caps) > 0
			b.reset()
		}
		if err := g.Play(core.Action(legal[(ply*37+11)%len(legal)])); err != nil {
			t.Fatal(err)
		}
		m.refresh()
	}
	if !sawCapture || !sawFrozen {
		t.Errorf("the game showed no capture (%v) or no frozen piece (%v)", sawCapture, sawFrozen)
	}
}

func TestMaximaSuicideByClickingAgain(t *testing.T) {
	// White's d3 Pawn is frozen by Black's Immobilizer on d4.
	m, b := maximaOnBoard(t, "2/4k3/8/8/8/8/3i4/3P4/8/4K3/2 w")
	played := 0
	m.setOnPlayed(func() { played++ })
	r := test.WidgetRenderer(b).(*maximaBoardRenderer)
	if r.squares[mustMaximaSquare("d3")].frostMark.Hidden {
		t.Error("the frozen d3 Pawn is not marked")
	}
	maximaTap(t, b, "d3")
	if b.selected.String() != "d3" || r.hint.Text != "Click the piece again for its suicide" {
		t.Fatalf("selected %v, hint %q", b.selected, r.hint.Text)
	}
	maximaTap(t, b, "d3")
	if played != 1 || !slices.Equal(m.moves(), []string{"d3S"}) {
		t.Fatalf("played %d, moves %v", played, m.moves())
	}
	// The King may not commit suicide: a second click on it clears.
	m2, b2 := maximaOnBoard(t, "2/4k3/8/8/8/8/8/8/3i4/4K3/2 w")
	maximaTap(t, b2, "e1")
	maximaTap(t, b2, "e1")
	if len(m2.moves()) != 0 || b2.selected != maxima.NoSquare {
		t.Errorf("two clicks on the King: moves %v, selected %v", m2.moves(), b2.selected)
	}
}

func TestMaximaShowsCheck(t *testing.T) {
	// Black's d3 Pawn can reach d0 beside the e0 Pawn: White's palace is
	// threatened.
	m, b := maximaOnBoard(t, "2/4k3/8/8/8/8/8/3p4/8/K6P/1p w")
	r := test.WidgetRenderer(b).(*maximaBoardRenderer)
	if r.hint.Text != "White is in check" {
		t.Errorf("hint %q", r.hint.Text)
	}
	red := maximaMarked(b, func(sq *maximaSquareObjects) bool { return sq.tint.FillColor == maximaCheck })
	if want := []maxima.Square{mustMaximaSquare("d0"), mustMaximaSquare("e0")}; !slices.Equal(red, want) {
		t.Errorf("check marked on %v, want %v", red, want)
	}
	if s := m.status(0); !strings.Contains(s, "goal squares threatened") {
		t.Errorf("White's status %q", s)
	}
}

func TestMaximaRecordRoundTrip(t *testing.T) {
	m, _ := maximaOnBoard(t, "")
	for _, mv := range []string{"d3-d5", "d7-d6", "d2-d3"} {
		if err := m.playText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	if err := m.playText("a1-a2"); err == nil {
		t.Error("a1-a2 (no piece) was played")
	}
	rec := m.record()
	back, err := maximaKind().read(strings.NewReader(rec))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.moves(), m.moves()) || back.record() != rec || back.toMove() != m.toMove() {
		t.Errorf("read back %v to move %d, want %v to move %d\n%s", back.moves(), back.toMove(), m.moves(), m.toMove(), back.record())
	}
	if err := back.undo(); err != nil || len(back.moves()) != 2 {
		t.Errorf("undo: %v, %v", err, back.moves())
	}
}

func TestMaximaFinishedGame(t *testing.T) {
	// White's d7 Pawn slides to d10 beside the e10 Pawn: palace invaded.
	m, b := maximaOnBoard(t, "1P/k7/8/3P4/8/8/8/8/8/7K/2 w")
	played := 0
	m.setOnPlayed(func() { played++ })
	maximaTap(t, b, "d7")
	maximaTap(t, b, "d10")
	over, winner, reason := m.result()
	if played != 1 || !over || winner != 0 || reason != "palace invaded" {
		t.Fatalf("played %d; result %v %d %q", played, over, winner, reason)
	}
	if m.seatName(winner) != "White" {
		t.Errorf("the winner's seat is %q", m.seatName(winner))
	}
	if got := m.status(0); got != "Pieces 3 · captured 0 · frozen 0" {
		t.Errorf("White's status %q", got)
	}
	if got := m.status(1); got != "Pieces 1 · captured 0 · frozen 0" {
		t.Errorf("Black's status %q", got)
	}
	maximaTap(t, b, "h1")
	if b.selected != maxima.NoSquare {
		t.Errorf("a click after the end selected %v", b.selected)
	}
	if !strings.Contains(m.record(), `[Termination "palace"]`) {
		t.Errorf("record:\n%s", m.record())
	}

	r, _ := maximaOnBoard(t, "")
	if err := r.resign(0); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := r.result(); !over || winner != 1 || reason != "resignation" {
		t.Errorf("after White resigns: %v %d %q", over, winner, reason)
	}
	if got := r.status(1); got != "Pieces 18 · captured 0 · frozen 0" {
		t.Errorf("Black's status %q", got)
	}
}

func TestMaximaKind(t *testing.T) {
	k := maximaKind()
	if k.name != "Maxima" || !slices.Equal(k.seatCounts, []int{2}) || k.variants != nil || k.about == "" {
		t.Errorf("kind %+v", k)
	}
	g, err := k.newGame(2, "", 7)
	if err != nil {
		t.Fatal(err)
	}
	if g.seats() != 2 || g.seatName(0) != "White" || g.seatName(1) != "Black" || g.toMove() != 0 {
		t.Errorf("new game: %d seats %q %q, to move %d", g.seats(), g.seatName(0), g.seatName(1), g.toMove())
	}
	if _, err := k.read(strings.NewReader("[Game \"Maxima\"]\n\n1. a1-a9\n")); err == nil {
		t.Error("a bad record was read")
	}
}
