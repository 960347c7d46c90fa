package xana

import (
	"math/rand/v2"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/xana"
)

// crossed returns the cells the board crosses out: the stacks the last
// turn captured.
func crossed(t *testing.T, b *board) []xana.Cell {
	t.Helper()
	r := test.WidgetRenderer(b).(*renderer)
	var out []xana.Cell
	for i := range r.cells {
		if r.cells[i].cross.Shown() {
			out = append(out, xana.Cell(i))
		}
	}
	return out
}

// lostStones is both colours' captured stones.
func lostStones(s *xana.State) int { return s.Lost(xana.White) + s.Lost(xana.Black) }

// Along a game that captures whenever it can, played part by part as
// people and the computer play (through the game, then a refresh), the
// board crosses out the cells whose stacks the latest turn captured:
// some exactly when stones were lost in that turn, no more cells than
// stones, each now empty or walled.
func TestXanaMarksWhatTheLastTurnCaptured(t *testing.T) {
	x, _ := newTest(t, "5")
	g := x.game
	rng := rand.New(rand.NewPCG(28, 5))
	lostAtStart, captures := 0, 0
	for part := 0; part < 300 && !g.Over(); part++ {
		s := g.State()
		if s.Step() == xana.StepStart {
			lostAtStart = lostStones(&s)
		}
		legal := g.Legal()
		a := legal[rng.IntN(len(legal))]
		for _, ca := range legal {
			after := s
			after.Apply(xana.Action(ca))
			if lostStones(&after) > lostStones(&s) {
				a = ca
				break
			}
		}
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		x.Refresh()
		now := g.State()
		lost := lostStones(&now) - lostAtStart
		got := crossed(t, x.view)
		if (len(got) > 0) != (lost > 0) || len(got) > lost {
			t.Fatalf("part %d (%s): %d stones lost this turn, crossed %d cells", part, g.Moves()[part], lost, len(got))
		}
		for _, c := range got {
			if !now.Empty(c) && !now.Wall(c) {
				t.Fatalf("part %d: crossed %s holds a stack", part, now.CellName(c))
			}
		}
		if lost > 0 && now.Step() == xana.StepStart {
			captures++
		}
	}
	if captures < 3 {
		t.Errorf("only %d turns captured", captures)
	}
}

// The move list has a row a turn, the turn under way included, its parts
// written as the record writes them.
func TestXanaMoveRowsATurnARow(t *testing.T) {
	x, _ := newTest(t, "8", "3@o8", "end", "1@a8")
	if got, want := x.MoveRows(), []string{"1. White: 3@o8", "2. Black: 1@a8"}; !slices.Equal(got, want) {
		t.Fatalf("rows %q, want %q", got, want)
	}
	var wall xana.Action
	for _, ca := range x.game.Legal() {
		if a := xana.Action(ca); a.Kind() == xana.KindWall {
			wall = a
			break
		}
	}
	s := x.game.State()
	name := s.CellName(wall.To())
	for _, p := range []string{name, "end", "pass"} {
		if err := x.PlayText(p); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	want := []string{"1. White: 3@o8", "2. Black: 1@a8 + " + name, "3. White: pass"}
	if got := x.MoveRows(); !slices.Equal(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
	if got := x.RowPlies(); !slices.Equal(got, []int{2, 5, 6}) || len(x.Moves()) != 6 {
		t.Errorf("rows end after parts %v of %v", got, x.Moves())
	}
}

// A hint is drawn, an arrow for a move and a ring for a drop or a wall,
// until the next part.
func TestXanaHintOnTheBoard(t *testing.T) {
	x, _ := newTest(t, "8", "3@o8", "end", "1@a8", "end")
	r := test.WidgetRenderer(x.view).(*renderer)
	s := x.game.State()
	g := newGeom(s.Size(), x.view.Size())
	// The first legal move and drop.
	var hints []core.Action
	for _, k := range []xana.Kind{xana.KindMove, xana.KindDrop} {
		for _, a := range x.game.Legal() {
			if xana.Action(a).Kind() == k {
				hints = append(hints, a)
				break
			}
		}
	}
	if len(hints) != 2 {
		t.Fatalf("no move and drop to hint: %v", hints)
	}
	for _, a := range hints {
		text := x.game.Format(a)
		x.ShowHint(a)
		x.Refresh()
		from, to := r.arrow.Ends()
		act := xana.Action(a)
		wantFrom := g.cellCentre(&s, act.To())
		if act.Kind() == xana.KindMove {
			wantFrom = g.cellCentre(&s, act.From())
		}
		if !r.arrow.Shown() || from != wantFrom || to != g.cellCentre(&s, act.To()) {
			t.Errorf("%s: hint drawn %v from %v to %v", text, r.arrow.Shown(), from, to)
		}
	}
	if err := x.game.Play(hints[1]); err != nil {
		t.Fatal(err)
	}
	x.Refresh()
	if r.arrow.Shown() {
		t.Error("the hint outlived the part")
	}
}

// Esc clears the pick and the problem line; other keys are the screen's.
func TestXanaEscClearsThePick(t *testing.T) {
	x, _ := newTest(t, "8", "3@o8", "end")
	var why error = core.Refuse("x", "not cleared")
	x.SetOnRefused(func(err error) { why = err })
	tapXanaReserve(x.view, xana.Black)
	if x.view.pick != pickReserve || len(x.view.targets) == 0 {
		t.Fatalf("pick %v, %d targets", x.view.pick, len(x.view.targets))
	}
	if x.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab}) {
		t.Error("the board took Tab")
	}
	if !x.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("the board did not take Esc")
	}
	if x.view.pick != pickNone || why != nil {
		t.Errorf("after Esc: pick %v, reason %v", x.view.pick, why)
	}
	if len(x.view.targets) != 0 {
		t.Errorf("after Esc %d cells are still marked", len(x.view.targets))
	}
}
