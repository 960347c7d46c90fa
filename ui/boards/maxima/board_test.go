package maxima

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

// onBoard returns a Maxima game from the kind (from position pos
// when not "") and its board in a test window.
func onBoard(t *testing.T, pos string) (*adapter, *board) {
	t.Helper()
	test.NewTempApp(t)
	var m *adapter
	if pos == "" {
		g, err := Kind().NewGame(2, "", 1)
		if err != nil {
			t.Fatal(err)
		}
		m = g.(*adapter)
	} else {
		g, err := maxima.NewGame(maxima.Config{Position: pos})
		if err != nil {
			t.Fatal(err)
		}
		m = newAdapter(g)
	}
	b := m.b
	w := test.NewTempWindow(t, m.Board())
	w.Resize(fyne.NewSize(560, 760))
	return m, b
}

// tap clicks the middle of the square named name.
func tap(t *testing.T, b *board, name string) {
	t.Helper()
	q, ok := maxima.ParseSquare(name)
	if !ok {
		t.Fatalf("no square %s", name)
	}
	cell, o := geometry(b.Size())
	test.TapAt(b, squarePos(q, cell, o).AddXY(cell/2, cell/2))
}

// marked returns the squares whose mark pick says is shown.
func marked(b *board, pick func(*squareObjects) bool) []maxima.Square {
	r := test.WidgetRenderer(b).(*boardRenderer)
	var qs []maxima.Square
	for i := range r.squares {
		if maxima.Square(i).Valid() && pick(&r.squares[i]) {
			qs = append(qs, maxima.Square(i))
		}
	}
	return qs
}

func dots(b *board) []maxima.Square {
	return marked(b, func(sq *squareObjects) bool { return !sq.dot.Hidden })
}

func TestMaximaClickToPlay(t *testing.T) {
	m, b := onBoard(t, "")
	played := 0
	m.SetOnPlayed(func() { played++ })

	tap(t, b, "d3")
	if b.selected.String() != "d3" || len(dots(b)) == 0 {
		t.Fatalf("after a click on d3: selected %v, %d destinations", b.selected, len(dots(b)))
	}
	// h9 is no destination of the d3 Pawn: the click plays nothing, says
	// why and keeps the selection.
	var why error
	m.SetOnRefused(func(err error) { why = err })
	tap(t, b, "h9")
	if b.selected.String() != "d3" || len(dots(b)) == 0 || played != 0 || len(m.Moves()) != 0 {
		t.Fatalf("an illegal click: selected %v, %d dots, %d played", b.selected, len(dots(b)), played)
	}
	if want := "The Pawn on d3 does not move that way: it cannot reach h9"; why == nil || lang.Refusal(why) != want {
		t.Errorf("reason %v, want %q", why, want)
	}
	// Black's piece is not White's to select.
	tap(t, b, "d3")
	tap(t, b, "d8")
	if b.selected != maxima.NoSquare {
		t.Errorf("a click on Black's d8 selected %v with White to move", b.selected)
	}
	if want := "The piece on d8 is Black's, not yours"; why == nil || lang.Refusal(why) != want {
		t.Errorf("reason %v, want %q", why, want)
	}

	tap(t, b, "d3")
	tap(t, b, "d5")
	if played != 1 || !slices.Equal(m.Moves(), []string{"d3-d5"}) || m.ToMove() != 1 {
		t.Fatalf("after d3, d5: played %d, moves %v, to move %d", played, m.Moves(), m.ToMove())
	}
	if b.selected != maxima.NoSquare {
		t.Errorf("the selection %v survived the move", b.selected)
	}
	st := m.g.State()
	if p := st.At(mustMaximaSquare("d5")); p != maxima.MakePiece(maxima.White, maxima.Pawn) {
		t.Errorf("d5 holds %v", p)
	}
	last := marked(b, func(sq *squareObjects) bool { return sq.tint.FillColor == lastColour })
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
	m, b := onBoard(t, "")
	g := m.g
	sawCapture, sawFrozen := false, false
	for ply := 0; ply < 30 && !g.Over(); ply++ {
		var legal []maxima.Action
		for _, a := range g.Legal() {
			legal = append(legal, maxima.Action(a))
		}
		st := g.State()
		froze := marked(b, func(sq *squareObjects) bool { return !sq.frostMark.Hidden })
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
			tap(t, b, q.String())
			if len(dests) > 0 && b.selected != q {
				t.Fatalf("ply %d: a click on %v with moves selected %v", ply, q, b.selected)
			}
			if got := dots(b); !slices.Equal(got, dests) {
				t.Fatalf("ply %d: %v shows destinations %v, engine %v", ply, q, got, dests)
			}
			got := marked(b, func(sq *squareObjects) bool { return !sq.capture.Hidden })
			if !slices.Equal(got, caps) {
				t.Fatalf("ply %d: %v shows captures on %v, engine %v", ply, q, got, caps)
			}
			sawCapture = sawCapture || len(caps) > 0
			b.reset()
		}
		if err := g.Play(core.Action(legal[(ply*37+11)%len(legal)])); err != nil {
			t.Fatal(err)
		}
		m.Refresh()
	}
	if !sawCapture || !sawFrozen {
		t.Errorf("the game showed no capture (%v) or no frozen piece (%v)", sawCapture, sawFrozen)
	}
}

func TestMaximaSuicideByClickingAgain(t *testing.T) {
	// White's d3 Pawn is frozen by Black's Immobilizer on d4.
	m, b := onBoard(t, "2/4k3/8/8/8/8/3i4/3P4/8/4K3/2 w")
	played := 0
	m.SetOnPlayed(func() { played++ })
	r := test.WidgetRenderer(b).(*boardRenderer)
	if r.squares[mustMaximaSquare("d3")].frostMark.Hidden {
		t.Error("the frozen d3 Pawn is not marked")
	}
	tap(t, b, "d3")
	if b.selected.String() != "d3" || r.line.Text != "Click the piece again for its suicide" {
		t.Fatalf("selected %v, hint %q", b.selected, r.line.Text)
	}
	tap(t, b, "d3")
	if played != 1 || !slices.Equal(m.Moves(), []string{"d3S"}) {
		t.Fatalf("played %d, moves %v", played, m.Moves())
	}
	// The King may not commit suicide: a second click on it says so.
	m2, b2 := onBoard(t, "2/4k3/8/8/8/8/8/P7/3i4/4K3/2 w")
	var why error
	m2.SetOnRefused(func(err error) { why = err })
	tap(t, b2, "e1")
	tap(t, b2, "e1")
	if len(m2.Moves()) != 0 || b2.selected.String() != "e1" {
		t.Errorf("two clicks on the King: moves %v, selected %v", m2.Moves(), b2.selected)
	}
	if want := "The King on e1 may not commit suicide"; why == nil || lang.Refusal(why) != want {
		t.Errorf("reason %v, want %q", why, want)
	}
}

func TestMaximaShowsCheck(t *testing.T) {
	// Black's d3 Pawn can reach d0 beside the e0 Pawn: White's palace is
	// threatened.
	m, b := onBoard(t, "2/4k3/8/8/8/8/8/3p4/8/K6P/1p w")
	r := test.WidgetRenderer(b).(*boardRenderer)
	if r.line.Text != "White is in check" {
		t.Errorf("hint %q", r.line.Text)
	}
	red := marked(b, func(sq *squareObjects) bool { return sq.tint.FillColor == checkColour })
	if want := []maxima.Square{mustMaximaSquare("d0"), mustMaximaSquare("e0")}; !slices.Equal(red, want) {
		t.Errorf("check marked on %v, want %v", red, want)
	}
	if s := m.Status(0); !strings.Contains(s, "goal squares threatened") {
		t.Errorf("White's status %q", s)
	}
}

func TestMaximaRecordRoundTrip(t *testing.T) {
	m, _ := onBoard(t, "")
	for _, mv := range []string{"d3-d5", "d7-d6", "d2-d3"} {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	if err := m.PlayText("a1-a2"); err == nil {
		t.Error("a1-a2 (no piece) was played")
	}
	rec := m.Record()
	back, err := Kind().ReadGame(strings.NewReader(rec))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves(), m.Moves()) || back.Record() != rec || back.ToMove() != m.ToMove() {
		t.Errorf("read back %v to move %d, want %v to move %d\n%s", back.Moves(), back.ToMove(), m.Moves(), m.ToMove(), back.Record())
	}
	if err := back.Undo(); err != nil || len(back.Moves()) != 2 {
		t.Errorf("undo: %v, %v", err, back.Moves())
	}
}

func TestMaximaFinishedGame(t *testing.T) {
	// White's d7 Pawn slides to d10 beside the e10 Pawn: palace invaded.
	m, b := onBoard(t, "1P/k7/8/3P4/8/8/8/8/8/7K/2 w")
	played := 0
	m.SetOnPlayed(func() { played++ })
	tap(t, b, "d7")
	tap(t, b, "d10")
	over, winner, reason := m.Result()
	if played != 1 || !over || winner != 0 || reason != "palace invaded" {
		t.Fatalf("played %d; result %v %d %q", played, over, winner, reason)
	}
	if m.SeatName(winner) != "White" {
		t.Errorf("the winner's seat is %q", m.SeatName(winner))
	}
	if got := m.Status(0); got != "Pieces 3 · captured 0 · frozen 0" {
		t.Errorf("White's status %q", got)
	}
	if got := m.Status(1); got != "Pieces 1 · captured 0 · frozen 0" {
		t.Errorf("Black's status %q", got)
	}
	tap(t, b, "h1")
	if b.selected != maxima.NoSquare {
		t.Errorf("a click after the end selected %v", b.selected)
	}
	if !strings.Contains(m.Record(), `[Termination "palace"]`) {
		t.Errorf("record:\n%s", m.Record())
	}

	r, _ := onBoard(t, "")
	if err := r.Resign(0); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := r.Result(); !over || winner != 1 || reason != "resignation" {
		t.Errorf("after White resigns: %v %d %q", over, winner, reason)
	}
	if got := r.Status(1); got != "Pieces 18 · captured 0 · frozen 0" {
		t.Errorf("Black's status %q", got)
	}
}

func TestMaximaKind(t *testing.T) {
	k := Kind()
	if k.Name != "Maxima" || !slices.Equal(k.Seats, []int{2}) || k.Variants != nil || k.About == "" {
		t.Errorf("kind %+v", k)
	}
	g, err := k.NewGame(2, "", 7)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seats() != 2 || g.SeatName(0) != "White" || g.SeatName(1) != "Black" || g.ToMove() != 0 {
		t.Errorf("new game: %d seats %q %q, to move %d", g.Seats(), g.SeatName(0), g.SeatName(1), g.ToMove())
	}
	if _, err := k.ReadGame(strings.NewReader("[Game \"Maxima\"]\n\n1. a1-a9\n")); err == nil {
		t.Error("a bad record was read")
	}
}

// TestMaximaClicksSayWhyTheyAreRefused selects a piece and clicks where
// the rules refuse it, a kind at a time, and reads the reason as the
// problem line shows it; the selection stays.
func TestMaximaClicksSayWhyTheyAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name, pos, from, to, want string
	}{
		{"frozen", "2/4k3/8/8/8/8/3i4/3P4/8/4K3/2 w", "d3", "d5",
			"The Pawn on d3 is immobilized by the enemy on d4"},
		{"check", "2/k7/8/8/8/8/6g1/8/P7/4K3/2 w", "e1", "f3",
			"That would leave your King on f3 in check"},
		{"goal squares", "2/4k3/8/8/8/8/8/3p4/8/K6P/1p w", "h1", "h2",
			"That would leave your goal squares d0 and e0 open to invasion"},
		{"blocked", "", "d2", "d5",
			"The Immobilizer on d2 cannot get to d5: d3 is in the way"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, b := onBoard(t, tc.pos)
			var why error
			m.SetOnRefused(func(err error) { why = err })
			tap(t, b, tc.from)
			tap(t, b, tc.to)
			if why == nil || lang.Refusal(why) != tc.want {
				t.Errorf("reason %v, want %q", why, tc.want)
			}
			if len(m.Moves()) != 0 || b.selected.String() != tc.from {
				t.Errorf("moves %v, selected %v", m.Moves(), b.selected)
			}
		})
	}
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		m, b := onBoard(t, "2/4k3/8/8/8/8/3i4/3P4/8/4K3/2 w")
		var why error
		m.SetOnRefused(func(err error) { why = err })
		tap(t, b, "d3")
		tap(t, b, "d5")
		if want := "Peón en d3: lo inmoviliza la pieza enemiga de d4"; why == nil || lang.Refusal(why) != want {
			t.Errorf("reason %v, want %q", why, want)
		}
	})
}

// Every way a Maxima game ends has its own words in both languages: the
// Spanish are not the English (nor the untranslated code).
func TestEveryEndInWords(t *testing.T) {
	ends := []core.Reason{maxima.Palace, maxima.BareKing, maxima.Checkmate, maxima.Stalemate}
	english := make(map[core.Reason]string)
	for _, why := range ends {
		english[why] = reasonText(why)
		if english[why] == "" {
			t.Errorf("%s: words %q", why, english[why])
		}
	}
	uitest.UseLanguage(t, "es")
	for _, why := range ends {
		if es := reasonText(why); es == english[why] {
			t.Errorf("%s: no Spanish words, %q", why, es)
		}
	}
}
