package xana

import (
	"image/color"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"xima/games/xana"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

// newTest starts a game of side size through the kind, shows its board
// in a test window and plays parts on it.
func newTest(t *testing.T, size string, parts ...string) (*adapter, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	g, err := Kind().NewGame(2, size, 1)
	if err != nil {
		t.Fatal(err)
	}
	x := g.(*adapter)
	w := test.NewTempWindow(t, x.Board())
	w.Resize(fyne.NewSize(900, 800))
	for _, p := range parts {
		if err := x.PlayText(p); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	x.Refresh()
	return x, w
}

// tapXanaCell clicks the centre of the named cell.
func tapXanaCell(t *testing.T, b *board, name string) {
	t.Helper()
	c := cellOf(t, b, name)
	s := b.game.State()
	g := newGeom(s.Size(), b.Size())
	test.TapAt(b, g.cellCentre(&s, c))
}

// tapXanaReserve clicks col's reserve disc.
func tapXanaReserve(b *board, col xana.Colour) {
	s := b.game.State()
	g := newGeom(s.Size(), b.Size())
	test.TapAt(b, g.res[col])
}

// markedCells are the cells the board marks for a click, sorted.
func markedCells(b *board) []string {
	s := b.game.State()
	var out []string
	for c := range b.targets {
		out = append(out, s.CellName(c))
	}
	slices.Sort(out)
	return out
}

// legalCells are the destinations of the engine's legal parts that keep.
func legalCells(g *xana.Game, keep func(xana.Action) bool) []string {
	s := g.State()
	var out []string
	for _, ca := range g.Legal() {
		if a := xana.Action(ca); keep(a) {
			out = append(out, s.CellName(a.To()))
		}
	}
	slices.Sort(out)
	return out
}

func TestXanaClickToPlay(t *testing.T) {
	x, _ := newTest(t, "8")
	b := x.view
	played := 0
	x.SetOnPlayed(func() { played++ })

	tapXanaCell(t, b, "o8")
	if len(x.Moves()) != 0 || played != 0 || len(b.targets) != 0 {
		t.Fatalf("a click on an empty cell with nothing picked played %v", x.Moves())
	}
	tapXanaReserve(b, xana.White)
	if b.pick != pickReserve {
		t.Fatal("a click on White's reserve picked nothing")
	}
	test.Tap(b.more)
	test.Tap(b.more)
	if b.count.Text != "3" {
		t.Fatalf("stones after + + = %s, want 3", b.count.Text)
	}
	want := legalCells(x.game, func(a xana.Action) bool { return a.Kind() == xana.KindDrop && a.Stones() == 3 })
	if got := markedCells(b); !slices.Equal(got, want) || len(got) != cells(x.game) {
		t.Fatalf("marked drops %d cells, engine %d", len(got), len(want))
	}
	tapXanaCell(t, b, "o8")
	if got := x.Moves(); !slices.Equal(got, []string{"3@o8"}) || played != 1 {
		t.Fatalf("moves %v after the drop (played %d)", got, played)
	}

	// Now walls: the marks are the engine's walls, a8 is out of the circle.
	want = legalCells(x.game, func(a xana.Action) bool { return a.Kind() == xana.KindWall })
	if got := markedCells(b); !slices.Equal(got, want) {
		t.Fatalf("marked walls %v, engine %v", got, want)
	}
	tapXanaCell(t, b, "a8")
	tapXanaReserve(b, xana.White)
	if len(x.Moves()) != 1 || played != 1 {
		t.Fatalf("illegal clicks played: %v", x.Moves())
	}
	tapXanaCell(t, b, "m8")
	if b.end.Disabled() {
		t.Fatal("End turn is disabled after a wall")
	}
	test.Tap(b.end)
	if got := x.Moves(); !slices.Equal(got, []string{"3@o8", "m8", "end"}) || played != 3 {
		t.Fatalf("moves %v (played %d)", got, played)
	}
	if x.ToMove() != 1 || b.swap.Disabled() {
		t.Fatalf("Black to move with swap offered: to move %d, swap disabled %v", x.ToMove(), b.swap.Disabled())
	}
	test.Tap(b.swap)
	if x.SeatName(0) != "Black" || x.SeatName(1) != "White" || x.ToMove() != 0 {
		t.Fatalf("after the swap: seat 0 %s, seat 1 %s, to move %d", x.SeatName(0), x.SeatName(1), x.ToMove())
	}
}

// TestXanaBarKeepsItsPlaces checks that the turn's buttons stay where
// they are from turn to turn, Swap offered or not, one stone or twelve.
func TestXanaBarKeepsItsPlaces(t *testing.T) {
	x, w := newTest(t, "8")
	b := x.view
	places := func() []fyne.Position {
		uitest.Relayout(w.Content())
		var out []fyne.Position
		for _, o := range []fyne.CanvasObject{b.less, b.more, b.skip, b.end, b.pass, b.swap} {
			out = append(out, fyne.CurrentApp().Driver().AbsolutePositionForObject(o))
		}
		return out
	}
	before := places()
	if !b.swap.Disabled() {
		t.Fatal("swap offered at the first turn")
	}
	tapXanaReserve(b, xana.White)
	for range 11 {
		test.Tap(b.more)
	}
	if b.count.Text != "12" {
		t.Fatalf("count %s after eleven +", b.count.Text)
	}
	if got := places(); !slices.Equal(got, before) {
		t.Errorf("with 12 stones the bar moved: %v, was %v", got, before)
	}
	for _, p := range []string{"3@o8", "end"} {
		if err := x.PlayText(p); err != nil {
			t.Fatal(err)
		}
	}
	x.Refresh()
	if b.swap.Disabled() {
		t.Fatal("swap not offered to Black")
	}
	if got := places(); !slices.Equal(got, before) {
		t.Errorf("with Swap offered the bar moved: %v, was %v", got, before)
	}
}

func TestXanaPickedStackMarksEngineMoves(t *testing.T) {
	x, _ := newTest(t, "8", "3@o8", "end", "3@e8", "end")
	b := x.view
	tapXanaCell(t, b, "e8")
	if b.pick == pickStack {
		t.Fatal("a click on Black's stack picked it for White")
	}
	tapXanaCell(t, b, "o8")
	if b.pick != pickStack || b.part != 3 {
		t.Fatalf("pick %d part %d after a click on White's stack of 3", b.pick, b.part)
	}
	s := x.game.State()
	o8, _ := s.ParseCell("o8")
	for _, n := range []int{3, 2} {
		want := legalCells(x.game, func(a xana.Action) bool {
			return a.Kind() == xana.KindMove && a.From() == o8 && a.Stones() == n
		})
		if got := markedCells(b); !slices.Equal(got, want) || len(got) == 0 {
			t.Fatalf("%d stones: marked %v, engine %v", n, got, want)
		}
		for _, c := range s.Circle(o8, n) {
			if f := b.fill[c]; f != circle && f != targetFill {
				t.Fatalf("%d stones: %s in the circle is not tinted", n, s.CellName(c))
			}
		}
		test.Tap(b.less)
	}
	if b.part != 1 {
		t.Fatalf("part %d after two −", b.part)
	}
	test.Tap(b.more)
	q8, _ := s.ParseCell("q8")
	g := newGeom(s.Size(), b.Size())
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.cellCentre(&s, q8)}})
	if b.hover.Text != "q8   o8>2q8" {
		t.Fatalf("the pointer on q8 reads %q", b.hover.Text)
	}
	tapXanaCell(t, b, "q8")
	if got := x.Moves(); got[len(got)-1] != "o8>2q8" {
		t.Fatalf("moves %v, want o8>2q8 last", got)
	}
	s = x.game.State()
	if h := s.Height(o8); h != 1 {
		t.Fatalf("o8 holds %d stones after moving 2 of 3", h)
	}
	if b.pick != pickNone || b.hover.Text != "q8" {
		t.Fatalf("after the move: pick %d, pointer reads %q", b.pick, b.hover.Text)
	}
	b.MouseOut()
	if b.hover.Text != "" {
		t.Fatalf("the pointer off the board reads %q", b.hover.Text)
	}
}

// TestXanaTintsMatchTerritory plays random parts on a small board and
// checks the tinted cells against the engine's territory counts.
func TestXanaTintsMatchTerritory(t *testing.T) {
	x, _ := newTest(t, "5")
	rng := rand.New(rand.NewPCG(5, 9))
	checked := 0
	for range 200 {
		var legal []xana.Action
		for _, a := range x.game.Legal() {
			legal = append(legal, xana.Action(a))
		}
		if len(legal) == 0 {
			break
		}
		var a xana.Action
		for a = legal[rng.IntN(len(legal))]; a == xana.PassAction && len(legal) > 1; a = legal[rng.IntN(len(legal))] {
		}
		x.view.play(a)
		s := x.game.State()
		if s.Step() != xana.StepStart {
			continue
		}
		land := map[color2]int{}
		for _, f := range x.view.fill {
			land[color2{f.R, f.G, f.B}]++
		}
		if w, b := land[color2{whiteLand.R, whiteLand.G, whiteLand.B}], land[color2{blackLand.R, blackLand.G, blackLand.B}]; w != s.Territory(xana.White) || b != s.Territory(xana.Black) {
			t.Fatalf("after %v: tinted %d and %d, territory %d and %d\n%s", x.Moves(), w, b,
				s.Territory(xana.White), s.Territory(xana.Black), s.Diagram())
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("checked only %d positions", checked)
	}
}

// color2 is a colour without its alpha, to count tints.
type color2 struct{ r, g, b uint8 }

func TestXanaRecordRoundTrip(t *testing.T) {
	x, _ := newTest(t, "6", "3@k6", "i6", "end", "2@c6", "end", "k6>2m6", "end", "-", "e6", "end")
	y, err := Kind().ReadGame(strings.NewReader(x.Record()))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(y.Moves(), x.Moves()) || y.ToMove() != x.ToMove() {
		t.Fatalf("read back %v, to move %d; want %v, %d", y.Moves(), y.ToMove(), x.Moves(), x.ToMove())
	}
	for seat := range 2 {
		if y.Status(seat) != x.Status(seat) {
			t.Errorf("seat %d: %q, want %q", seat, y.Status(seat), x.Status(seat))
		}
	}
	if y.(*adapter).game.State() != x.game.State() {
		t.Fatal("the position read back differs")
	}
	if over, _, _ := y.Result(); over {
		t.Fatal("a game in progress read back over")
	}
}

func TestXanaFinishedGame(t *testing.T) {
	x, _ := newTest(t, "8", "3@o8", "end", "pass", "pass")
	over, winner, reason := x.Result()
	if !over || winner != 0 || reason != "both players passed, 168 to 0" {
		t.Fatalf("result %v %d %q", over, winner, reason)
	}
	if got := x.Status(0); !strings.Contains(got, "White (W): score 168 = territory 168 + captured 0 · reserve 13 · on board 3") {
		t.Errorf("status of White %q", got)
	}
	if got := x.Status(1); !strings.Contains(got, "Black (B): score 0") {
		t.Errorf("status of Black %q", got)
	}
	b := x.view
	if !b.pass.Disabled() || !b.end.Disabled() || len(b.targets) != 0 {
		t.Fatal("the board still offers parts after the end")
	}
	tapXanaReserve(b, xana.White)
	if b.pick != pickNone {
		t.Fatal("a finished game's reserve can still be picked")
	}

	y, _ := newTest(t, "4", "pass", "pass")
	if over, winner, reason := y.Result(); !over || winner != 0 || !strings.HasSuffix(reason, "equal scores go to White") {
		t.Fatalf("equal scores: %v %d %q", over, winner, reason)
	}
	z, _ := newTest(t, "8", "3@o8", "end")
	if err := z.Resign(1); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := z.Result(); !over || winner != 0 || reason != "resignation" {
		t.Fatalf("resignation: %v %d %q", over, winner, reason)
	}
	if !strings.Contains(z.Record(), `[Termination "resign"]`) {
		t.Errorf("record:\n%s", z.Record())
	}
	f, _ := newTest(t, "8", "3@o8")
	if err := f.game.Flag(0); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := f.Result(); !over || winner != 1 || reason != "flag fall" {
		t.Fatalf("flag: %v %d %q", over, winner, reason)
	}
	// Issue 14: the third time White's stack stands alone on c3 with
	// Black to move ends the game, the first time included.
	r, _ := newTest(t, "3", "1@c3", "end", "pass", "c3-e3", "end", "pass", "e3-c3", "end", "pass", "c3-e3", "end", "pass", "e3-c3", "end")
	if over, winner, reason := r.Result(); !over || winner != 0 || reason != "a position came back a third time, 18 to 0" {
		t.Fatalf("repetition: %v %d %q", over, winner, reason)
	}
	if !strings.Contains(r.Record(), `[Termination "repetition"]`) {
		t.Errorf("record:\n%s", r.Record())
	}
}

func TestXanaKind(t *testing.T) {
	k := Kind()
	if k.Variants[0] != "8" || len(k.Variants) != 10 || k.VariantLabel != "Board size" {
		t.Fatalf("variants %v %q", k.Variants, k.VariantLabel)
	}
	for _, bad := range []struct {
		seats   int
		variant string
	}{{3, "8"}, {2, "big"}, {2, "20"}} {
		if _, err := k.NewGame(bad.seats, bad.variant, 1); err == nil {
			t.Errorf("%d players on %q: no error", bad.seats, bad.variant)
		}
	}
	for _, v := range []string{"", "5", "13"} {
		g, err := k.NewGame(2, v, 1)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"": 8, "5": 5, "13": 13}[v]
		if s := g.(*adapter).game.State(); s.Size() != want {
			t.Errorf("variant %q: side %d", v, s.Size())
		}
	}
	if _, err := k.ReadGame(strings.NewReader("[Game \"Xana\"]\n\n1. 3@A1\n")); err == nil {
		t.Error("a record with no such cell read without error")
	}
}

// cells is the number of cells of g's board.
func cells(g *xana.Game) int {
	s := g.State()
	return s.Cells()
}

// TestXanaBoardDrawsEverySize captures the board of each size: the middle
// cell shows the tint of White's territory and a stack's cell its stone.
func TestXanaBoardDrawsEverySize(t *testing.T) {
	for _, v := range Kind().Variants {
		x, w := newTest(t, v)
		s := x.game.State()
		n := s.Size()
		mid := s.CellAt(2*n-2, n)
		side := s.CellAt(2*n-4, n)
		for _, p := range []string{"2@" + s.CellName(side), "end"} {
			if err := x.PlayText(p); err != nil {
				t.Fatal(err)
			}
		}
		x.Refresh()
		img := w.Canvas().Capture()
		g := newGeom(n, x.view.Size())
		for _, c := range []struct {
			cell xana.Cell
			want color.NRGBA
		}{{mid, whiteLand}, {side, stone[xana.White]}} {
			p := g.cellCentre(&s, c.cell).Add(x.view.Position())
			// Below the stack's text, within its disc.
			got := color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y+0.55*g.r))).(color.NRGBA)
			if got != c.want {
				t.Errorf("side %d: %s shows %v, want %v", n, s.CellName(c.cell), got, c.want)
			}
		}
	}
}

// TestXanaClicksSayWhyTheyAreRefused clicks what the rules refuse, a
// kind at a time, and reads the reason as the problem line shows it; the
// pick made before stays.
func TestXanaClicksSayWhyTheyAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name   string
		parts  []string
		clicks func(t *testing.T, b *board)
		want   string
	}{
		{"wall off the circles", []string{"3@o8"}, func(t *testing.T, b *board) { tapXanaCell(t, b, "a8") },
			"The cell a8 is in no circle of your stacks"},
		{"a drop during walls", []string{"3@o8"}, func(t *testing.T, b *board) { tapXanaReserve(b, xana.White) },
			"Now place a wall or end the turn"},
		{"outside the circle", []string{"3@o8", "end", "1@a8", "end"}, func(t *testing.T, b *board) {
			tapXanaCell(t, b, "o8")
			tapXanaCell(t, b, "c8")
		}, "The cell c8 is outside the circle of 3 stones from o8"},
		{"not your stack", []string{"3@o8", "end"}, func(t *testing.T, b *board) { tapXanaCell(t, b, "o8") },
			"The stack on o8 is White's"},
		{"a wall", []string{"3@o8", "m8", "end"}, func(t *testing.T, b *board) { tapXanaCell(t, b, "m8") },
			"There is a wall on m8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := newTest(t, "8", tc.parts...)
			var why error
			x.SetOnRefused(func(err error) { why = err })
			tc.clicks(t, x.view)
			if why == nil || lang.Refusal(why) != tc.want {
				t.Errorf("reason %v, want %q", why, tc.want)
			}
			if len(x.Moves()) != len(tc.parts) {
				t.Errorf("a refused click played: %v", x.Moves())
			}
		})
	}
	t.Run("pick kept", func(t *testing.T) {
		x, _ := newTest(t, "8", "3@o8", "end", "1@a8", "end")
		tapXanaCell(t, x.view, "o8")
		tapXanaCell(t, x.view, "c8")
		if x.view.pick != pickStack || x.view.from != cellOf(t, x.view, "o8") || len(x.view.targets) == 0 {
			t.Errorf("after a refused click: pick %v from %v, %d targets", x.view.pick, x.view.from, len(x.view.targets))
		}
	})
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		x, _ := newTest(t, "8", "3@o8")
		var why error
		x.SetOnRefused(func(err error) { why = err })
		tapXanaCell(t, x.view, "a8")
		if want := "La casilla a8 no está en ningún círculo de tus pilas"; why == nil || lang.Refusal(why) != want {
			t.Errorf("reason %v, want %q", why, want)
		}
	})
}

// cellOf is the cell named name on b's board.
func cellOf(t *testing.T, b *board, name string) xana.Cell {
	t.Helper()
	s := b.game.State()
	c, ok := s.ParseCell(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}
