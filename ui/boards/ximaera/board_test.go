package ximaera

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

// onScreen is a new Ximaera game with its board in a test window,
// counting the board's calls to onPlayed and keeping the last refusal it
// told.
type onScreen struct {
	game   *adapter
	board  *board
	window fyne.Window
	played int
	why    error
}

func newOnScreen(t *testing.T, moves ...string) *onScreen {
	t.Helper()
	test.NewTempApp(t)
	bg, err := Kind().NewGame(2, "", 1)
	if err != nil {
		t.Fatal(err)
	}
	x := &onScreen{game: bg.(*adapter)}
	for _, m := range moves {
		if err := x.game.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	x.board = x.game.Board().(*board)
	x.game.SetOnPlayed(func() { x.played++ })
	x.game.SetOnRefused(func(err error) { x.why = err })
	x.window = test.NewTempWindow(t, x.board)
	x.window.Resize(fyne.NewSize(800, 600))
	return x
}

func (x *onScreen) geometry() geometry { return newGeometry(x.board.Size()) }

// reason is the last refusal the board told, as the problem line words
// it; "" once a click was taken.
func (x *onScreen) reason() string {
	if x.why == nil {
		return ""
	}
	return lang.Refusal(x.why)
}

// tapCell clicks the centre of the cell named name.
func (x *onScreen) tapCell(name string) {
	test.TapAt(x.board, x.geometry().cell(cell(name)))
}

// tapPile clicks the middle of the reserve pile of kind p.
func (x *onScreen) tapPile(p ximaera.Piece) {
	g := x.geometry()
	test.TapAt(x.board, g.slots[p-ximaera.Pivot].AddXY(g.slotS.Width/2, g.slotS.Height/2))
}

func cell(name string) ximaera.Cell {
	c, ok := ximaera.ParseCell(name)
	if !ok {
		panic("no cell " + name)
	}
	return c
}

// engineTargets are the destinations the engine allows the piece on from
// (or, for from NoCell, a drop of kind), a1 to e5.
func engineTargets(g *ximaera.Game, from ximaera.Cell, kind ximaera.Piece) []ximaera.Cell {
	var out []ximaera.Cell
	for _, ca := range g.Legal() {
		a := ximaera.Action(ca)
		if (from == ximaera.NoCell && a.IsDrop() && a.Piece() == kind) || (from != ximaera.NoCell && !a.IsDrop() && a.From() == from) {
			out = append(out, a.To())
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// shownTargets are the cells whose destination dot the renderer shows.
func shownTargets(t *testing.T, b *board) []ximaera.Cell {
	t.Helper()
	r := test.WidgetRenderer(b).(*renderer)
	var out []ximaera.Cell
	for i, co := range r.cells {
		if !co.dot.Hidden {
			out = append(out, ximaera.Cell(i))
		}
	}
	return out
}

func TestXimaeraClickToPlay(t *testing.T) {
	x := newOnScreen(t)
	g := x.game.game

	x.tapPile(ximaera.Pivot)
	if want := engineTargets(g, ximaera.NoCell, ximaera.Pivot); !slices.Equal(x.board.targets(), want) || len(want) != ximaera.Cells {
		t.Fatalf("pivot pile targets %v, want %v", x.board.targets(), want)
	}
	x.tapCell("c3")
	if got := g.Moves(); !slices.Equal(got, []string{"P@c3"}) || x.played != 1 {
		t.Fatalf("after the drop: moves %v, onPlayed %d times", got, x.played)
	}
	if x.board.targets() != nil {
		t.Error("the selection outlived the move")
	}

	x.tapPile(ximaera.Red)
	x.tapCell("c3") // the pivot, barred: refused
	if g.Plies() != 1 || x.played != 1 {
		t.Fatalf("a drop on an occupied cell was played: %v", g.Moves())
	}
	if _, kind := x.board.selection(); kind != ximaera.Red {
		t.Error("a refused click lost the red pile's selection")
	}
	if want := "The pivot on c3 ended your opponent's last action and cannot move this turn"; x.reason() != want {
		t.Errorf("reason %q, want %q", x.reason(), want)
	}
	x.tapCell("d3")
	// d3 is barred and next to the pivot: a click selects nothing.
	x.tapCell("d3")
	if x.board.targets() != nil {
		t.Errorf("the barred, frozen red on d3 took the selection: %v", x.board.targets())
	}
	x.tapPile(ximaera.Green)
	x.tapCell("a1")
	// The pivot on c3 is free (pips only beside it): its slides and jump.
	x.tapCell("c3")
	want := engineTargets(g, cell("c3"), ximaera.None)
	if got := x.board.targets(); !slices.Equal(got, want) || !slices.Contains(got, cell("e3")) {
		t.Fatalf("pivot c3 targets %v, want %v with the jump to e3", got, want)
	}
	if got := shownTargets(t, x.board); !slices.Equal(got, want) {
		t.Errorf("dots on %v, want %v", got, want)
	}
	x.tapCell("b1") // not on a line with c3
	if g.Plies() != 3 || !slices.Equal(x.board.targets(), want) {
		t.Fatalf("an unreachable cell: plies %d, targets %v", g.Plies(), x.board.targets())
	}
	if want := "No straight line joins c3 and b1"; x.reason() != want {
		t.Errorf("reason %q, want %q", x.reason(), want)
	}
	x.tapCell("e3")
	if got := g.Moves(); !slices.Equal(got, []string{"P@c3", "R@d3", "G@a1", "c3-e3"}) || x.played != 4 {
		t.Fatalf("moves %v, onPlayed %d times", got, x.played)
	}
	test.TapAt(x.board, fyne.NewPos(2, 2)) // off the board: clears
	if x.board.targets() != nil {
		t.Error("a click off the board kept the selection")
	}
	x.tapPile(ximaera.Blue)
	if err := x.game.Undo(); err != nil {
		t.Fatal(err)
	}
	x.game.Refresh()
	if x.board.targets() != nil || shownTargets(t, x.board) != nil {
		t.Error("the selection outlived an undo")
	}
}

// TestXimaeraClickRandomGames plays random games by clicks only: before
// each click on a destination, the marked cells are the engine's.
func TestXimaeraClickRandomGames(t *testing.T) {
	x := newOnScreen(t)
	rng := rand.New(rand.NewPCG(7, 11))
	plies, moves := 0, 0
	for game := range 12 {
		g, _ := ximaera.NewGame(ximaera.Config{})
		x.board.game, x.game.game = g, g
		x.board.SetPlay(g.Play)
		for ply := 0; ply < 80 && !g.Over(); ply++ {
			legal := g.Legal()
			ca := legal[rng.IntN(len(legal))]
			a := ximaera.Action(ca)
			from, kind := a.From(), a.Piece()
			if a.IsDrop() {
				x.tapPile(kind)
			} else {
				x.tapCell(from.String())
			}
			want := engineTargets(g, from, kind)
			if got := x.board.targets(); !slices.Equal(got, want) {
				t.Fatalf("game %d ply %d, %s: targets %v, want %v", game, ply, g.Format(ca), got, want)
			}
			if got := shownTargets(t, x.board); !slices.Equal(got, want) {
				t.Fatalf("game %d ply %d, %s: dots on %v, want %v", game, ply, g.Format(ca), got, want)
			}
			if !a.IsDrop() {
				moves++
			}
			plies++
			text, before := g.Format(ca), x.played
			x.tapCell(a.To().String())
			if got := g.Moves(); len(got) != ply+1 || got[ply] != text || x.played != before+1 {
				t.Fatalf("game %d ply %d: clicked %s, moves end %v", game, ply, text, got[max(0, len(got)-2):])
			}
		}
	}
	if plies < 100 || moves < 20 {
		t.Errorf("only %d actions clicked, %d of them moves", plies, moves)
	}
	t.Logf("%d actions clicked, %d of them moves", plies, moves)
}

// TestXimaeraBoardShowsThePosition reads the renderer's objects back: the
// letters, the frozen and barred marks, the reserve counts.
func TestXimaeraBoardShowsThePosition(t *testing.T) {
	x := newOnScreen(t, "P@c3", "R@d3", "G@a1", "R@b2", "c3-e3", "B@c4", "P@b4", "G@e5")
	s := x.game.game.State()
	r := test.WidgetRenderer(x.board).(*renderer)
	barred, _ := s.Barred()
	for i, co := range r.cells {
		c := ximaera.Cell(i)
		p := s.At(c)
		if p != ximaera.None && (co.piece.Hidden || co.letter.Text != string(p.Letter())) || p == ximaera.None && !co.piece.Hidden {
			t.Errorf("%s: piece shown %v letter %q, engine has %s", c, !co.piece.Hidden, co.letter.Text, p)
		}
		if frozen := !co.frozen.disc.Hidden; frozen != s.Frozen(c) {
			t.Errorf("%s: frozen mark %v, engine %v", c, frozen, s.Frozen(c))
		}
		if mark := !co.barred.disc.Hidden; mark != (c == barred) {
			t.Errorf("%s: barred mark %v, barred cell %s", c, mark, barred)
		}
	}
	for i, po := range r.piles {
		p := ximaera.Pivot + ximaera.Piece(i)
		if want := "× " + strconv.Itoa(s.Reserve(p)); po.count.Text != want {
			t.Errorf("%s pile says %q, want %q", p, po.count.Text, want)
		}
	}
	if got := x.game.Status(0); got != "Drops 3 · moves 1 · legal actions: "+strconv.Itoa(len(x.game.game.Legal())) {
		t.Errorf("status of the player to move: %q", got)
	}
	if got := x.game.Status(1); got != "Drops 4 · moves 0" {
		t.Errorf("status of the other: %q", got)
	}
}

func TestXimaeraFinishedGame(t *testing.T) {
	x := newOnScreen(t, "P@c3", "R@d3", "G@a1", "R@b2", "c3-e3", "R@c2")
	over, winner, reason := x.game.Result()
	if !over || winner != 1 || reason != "three red pips in a bent line: b2 c2 d3" || x.game.game.Result().Reason != ximaera.Group {
		t.Fatalf("result %v %d %q", over, winner, reason)
	}
	r := test.WidgetRenderer(x.board).(*renderer)
	for i, co := range r.cells {
		inGroup := slices.Contains([]string{"b2", "c2", "d3"}, ximaera.Cell(i).String())
		if (co.hex.FillColor == cellWin) != inGroup {
			t.Errorf("%s: winning fill %v", ximaera.Cell(i), co.hex.FillColor == cellWin)
		}
	}
	x.tapCell("e3")
	x.tapCell("e4")
	x.tapPile(ximaera.Blue)
	if x.board.targets() != nil || x.played != 0 || x.game.game.Plies() != 6 {
		t.Errorf("clicks after the end: targets %v, onPlayed %d", x.board.targets(), x.played)
	}
	if got := x.game.Status(0); got != "Drops 2 · moves 1" {
		t.Errorf("status at the end: %q", got)
	}

	if err := x.game.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := x.game.Resign(0); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := x.game.Result(); !over || winner != 1 || reason != "resignation" {
		t.Errorf("after a resignation: %v %d %q", over, winner, reason)
	}
	if err := x.game.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := x.game.game.Flag(1); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := x.game.Result(); !over || winner != 0 || reason != "flag fall" {
		t.Errorf("after a flag fall: %v %d %q", over, winner, reason)
	}
}

func TestXimaeraRecordRoundTrip(t *testing.T) {
	x := newOnScreen(t, "P@c3", "R@d3", "G@a1", "R@b2", "c3-e3", "B@c4")
	rec := x.game.Record()
	back, err := Kind().ReadGame(strings.NewReader(rec))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves(), x.game.Moves()) || back.Record() != rec || back.ToMove() != x.game.ToMove() {
		t.Errorf("read back %v to move %d, want %v to move %d", back.Moves(), back.ToMove(), x.game.Moves(), x.game.ToMove())
	}
	if over, _, _ := back.Result(); over {
		t.Error("an unfinished game read back as over")
	}

	won := "[Game \"Ximaera\"]\n[Result \"0-1\"]\n\n1. P@c3 R@d3 2. G@a1 R@b2 3. c3-e3 R@c2\n"
	g, err := Kind().ReadGame(strings.NewReader(won))
	if err != nil {
		t.Fatal(err)
	}
	if over, winner, _ := g.Result(); !over || winner != 1 {
		t.Errorf("finished record: over %v winner %d", over, winner)
	}
	_, err = Kind().ReadGame(strings.NewReader("1. P@c3 c3-c4\n"))
	var pe *core.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegal) {
		t.Errorf("illegal record: %v", err)
	}
	if _, err := Kind().NewGame(3, "", 1); err == nil {
		t.Error("a three-player Ximaera game started")
	}
}

// TestXimaeraClicksSayWhyTheyAreRefused clicks what the rules refuse, a
// kind at a time, and reads the reason as the problem line shows it; the
// selection made before stays.
func TestXimaeraClicksSayWhyTheyAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name   string
		moves  []string
		clicks func(x *onScreen)
		want   string
	}{
		{"frozen", []string{"P@c3", "R@c4"}, func(x *onScreen) { x.tapCell("c4") },
			"The red pip on c4 is next to the pivot on c3 and cannot move"},
		{"barred", []string{"P@c3"}, func(x *onScreen) { x.tapCell("c3") },
			"The pivot on c3 ended your opponent's last action and cannot move this turn"},
		{"only a pivot jumps", []string{"R@a1", "G@a2"}, func(x *onScreen) { x.tapCell("a1"); x.tapCell("a3") },
			"Only a pivot jumps: the red pip on a1 cannot get over a2 to a3"},
		{"blocked", []string{"R@a3", "G@b3"}, func(x *onScreen) { x.tapCell("a3"); x.tapCell("d3") },
			"The red pip on a3 cannot get to d3: b3 is in the way"},
		{"none left", []string{"R@a1", "R@c1", "R@e5"}, func(x *onScreen) { x.tapPile(ximaera.Red) },
			"No red pip is left to place"},
		{"nothing there", nil, func(x *onScreen) { x.tapCell("c3") },
			"There is nothing to move on c3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newOnScreen(t, tc.moves...)
			tc.clicks(x)
			if x.reason() != tc.want {
				t.Errorf("reason %q, want %q", x.reason(), tc.want)
			}
			if x.game.game.Plies() != len(tc.moves) {
				t.Errorf("a refused click played: %v", x.game.Moves())
			}
		})
	}
	t.Run("selection kept", func(t *testing.T) {
		x := newOnScreen(t, "R@a3", "G@b3")
		x.tapCell("a3")
		x.tapCell("d3")
		if from, _ := x.board.selection(); from != cell("a3") {
			t.Errorf("selection %v after a refused click, want a3", from)
		}
		x.tapCell("a2")
		if got := x.game.Moves(); !slices.Equal(got, []string{"R@a3", "G@b3", "a3-a2"}) {
			t.Errorf("the kept selection played %v", got)
		}
	})
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		x := newOnScreen(t, "P@c3", "R@c4")
		x.tapCell("c4")
		if want := "Ficha roja en c4: está junto al pivote de c3 y no puede moverse"; x.reason() != want {
			t.Errorf("reason %q, want %q", x.reason(), want)
		}
	})
}
