package xana

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/xana"
	"xima/ui/boards"
	"xima/ui/widgets"
)

// The play screen's optional faces this board has.
var (
	_ boards.Hints    = (*adapter)(nil)
	_ boards.Keys     = (*adapter)(nil)
	_ boards.MoveRows = (*adapter)(nil)
	_ boards.RowPlies = (*adapter)(nil)
)

// part is one part of a turn as played: the action and the position
// before it.
type part struct {
	action xana.Action
	before xana.State
}

// turn is a colour's turn: its parts so far, "end" included (the last
// turn may still be under way).
type turn struct {
	colour xana.Colour
	parts  []part
}

// turns replays g's parts from the empty board and groups them into
// turns: a part played at the start of a turn (State.Step) begins one.
func turns(g *xana.Game) []turn {
	s, err := xana.NewState(g.Config().Size)
	if err != nil {
		return nil
	}
	var out []turn
	for _, a := range g.Actions() {
		if len(out) == 0 || s.Step() == xana.StepStart {
			out = append(out, turn{colour: s.Mover()})
		}
		t := &out[len(out)-1]
		t.parts = append(t.parts, part{action: a, before: s})
		s.Apply(a)
	}
	return out
}

// text writes the turn as the record does: the stack part, "-" for none,
// then " + " and the walls; "end" left out.
func (t turn) text() string {
	var words []string
	for _, p := range t.parts {
		switch k := p.action.Kind(); {
		case k == xana.KindEnd:
		case k == xana.KindWall && p.before.Step() != xana.StepWall:
			words = append(words, "+", xana.FormatAction(&p.before, p.action))
		default:
			words = append(words, widgets.MoveWords(xana.FormatAction(&p.before, p.action)))
		}
	}
	return strings.Join(words, " ")
}

// MoveRows writes the move list a turn a row: "3. Black: k4-k2 + i4 o4"
// (boards.MoveRows), the turn under way too.
func (x *adapter) MoveRows() []string {
	var rows []string
	for i, t := range turns(x.game) {
		rows = append(rows, fmt.Sprintf("%d. %s: %s", i+1, colourName(t.colour), t.text()))
	}
	return rows
}

// RowPlies are the parts played by the end of each row of MoveRows
// (boards.RowPlies).
func (x *adapter) RowPlies() []int {
	var ends []int
	n := 0
	for _, t := range turns(x.game) {
		n += len(t.parts)
		ends = append(ends, n)
	}
	return ends
}

// lastTurn is what the board marks of the latest turn with a part played
// (the mover's own, once begun): where its stack part went from and to,
// the walls it built and the cells whose stacks it captured.
type lastTurn struct {
	from, to xana.Cell // NoCell when none: a drop has no from
	walls    []xana.Cell
	captured []xana.Cell
}

// lastOf works out g's last turn (see lastTurn).
func lastOf(g *xana.Game) lastTurn {
	last := lastTurn{from: xana.NoCell, to: xana.NoCell}
	all := turns(g)
	if len(all) == 0 {
		return last
	}
	t := all[len(all)-1]
	after := g.State()
	for i, p := range t.parts {
		next := after
		if i+1 < len(t.parts) {
			next = t.parts[i+1].before
		}
		a := p.action
		switch a.Kind() {
		case xana.KindDrop:
			last.to = a.To()
		case xana.KindMove:
			last.from, last.to = a.From(), a.To()
		case xana.KindWall:
			last.walls = append(last.walls, a.To())
		}
		last.captured = append(last.captured, captured(&p.before, &next, a)...)
	}
	return last
}

// captured returns the cells whose stacks the part a captured, between
// the positions before and after it: the stacks gone, but the one a
// whole-stack move took away.
func captured(before, after *xana.State, a xana.Action) []xana.Cell {
	var out []xana.Cell
	for c := range xana.Cell(before.Cells()) {
		gone := before.Height(c) > 0 && after.Height(c) == 0
		moved := a.Kind() == xana.KindMove && c == a.From() && a.Stones() == before.Height(c)
		if gone && !moved {
			out = append(out, c)
		}
	}
	return out
}

// ShowHint marks the hinted part on the board until the next part
// (boards.Hints).
func (x *adapter) ShowHint(a core.Action) {
	x.view.hinted.Show(a, x.game.State(), len(x.game.Actions()))
	x.view.refresh()
}

// shownHint returns the hint of the position on the board, if any.
func (b *board) shownHint() (xana.Action, bool) {
	a, ok := b.hinted.At(b.game.State(), len(b.game.Actions()))
	return xana.Action(a), ok
}

// TypedKey clears the pick and the problem line on Esc (boards.Keys).
func (x *adapter) TypedKey(k *fyne.KeyEvent) bool {
	return x.view.Escape(k, func() {
		x.view.pick = pickNone
		x.view.refresh()
	})
}
