package xima

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/boards"
	"xima/ui/lang"
)

// pick is what the learner picked in Xima before clicking where it goes:
// a block on the board, a pile of the reserve, or the rescue.
type pick struct {
	ok  bool
	src engine.Source
}

// LessonBoard is Xima's board for a lesson (boards.LessonBoard), the
// club's 3D view or the 2D board, with the reserve's buttons under it. A click on a block of the
// learner's that can move picks it and marks where it may go; a click on
// one of those plays it; a click anywhere else says why the rules refuse
// it (Game.Why), keeping the pick. A legal action that misses the goal is
// marked on the board, as the last action, and not played.
type LessonBoard struct {
	board                   Board
	common, special, rescue *widget.Button
	root                    fyne.CanvasObject
	// try and refused are the lesson's (boards.Kind.Lesson).
	try     func(core.Action) error
	refused func(error)

	game   *engine.Game
	picked pick
	missed engine.Action // the last action tried that missed the goal, 0 for none
	// locked stops the clicks once the step reached its goal.
	locked bool
}

var _ boards.LessonBoard = (*LessonBoard)(nil)

// newLessonBoard makes a lesson's board: board3D, or the 2D board when
// nil; try and refused are the lesson's.
func newLessonBoard(board3D Board, try func(core.Action) error, refused func(error)) *LessonBoard {
	x := &LessonBoard{board: board3D, try: try, refused: refused}
	if x.board == nil {
		x.board = newBoard2D()
	}
	x.board.SetOnTapCell(x.tapCell)
	x.board.SetOnTapReserve(x.tapPile)
	x.common = widget.NewButton(lang.L("Common block"), func() { x.tapPile(x.mover(), false) })
	x.special = widget.NewButton(lang.L("Special block"), func() { x.tapPile(x.mover(), true) })
	x.rescue = widget.NewButton(lang.L("Rescue special"), x.tapRescue)
	reserve := container.NewHBox(widget.NewLabel(lang.L("Reserve:")), x.common, x.special, x.rescue)
	x.root = container.NewBorder(nil, reserve, nil, nil, x.board.Object())
	return x
}

// Show puts a step's game on the board.
func (x *LessonBoard) Show(g core.Game) fyne.CanvasObject {
	x.game = g.(*engine.Game)
	x.picked, x.missed, x.locked = pick{}, 0, false
	x.Refresh()
	return x.root
}

// Refresh draws the position with the pick's destinations, the last
// action played, and the action that missed the goal.
func (x *LessonBoard) Refresh() {
	s := x.game.State()
	var m Marks
	if acts := x.game.Actions(); len(acts) > 0 {
		m.Last, m.HasLast = acts[len(acts)-1], true
	}
	if x.missed != 0 {
		m.Last, m.HasLast = x.missed, true
	}
	if x.picked.ok && x.picked.src.Kind == engine.FromBoard {
		m.Selected, m.HasSelected = x.picked.src.Cell, true
	}
	for _, a := range x.choices(x.picked) {
		m.Targets = append(m.Targets, a.To())
	}
	x.board.SetPosition(s, m)
}

// mover is the player to move.
func (x *LessonBoard) mover() engine.Player {
	s := x.game.State()
	return s.ToMove()
}

// choices are the legal actions of pick p.
func (x *LessonBoard) choices(p pick) []engine.Action {
	if !p.ok || x.locked {
		return nil
	}
	src := p.src
	var out []engine.Action
	for _, c := range x.game.Legal() {
		a := engine.Action(c)
		switch k := a.Kind(); {
		case src.Kind == engine.FromBoard && k == engine.KindMove && a.From() == src.Cell,
			src.Kind == engine.FromReserve && k == engine.KindDropCommon,
			src.Kind == engine.FromSpecial && k == engine.KindDropSpecial,
			src.Kind == engine.FromRescue && k == engine.KindRescue:
			out = append(out, a)
		}
	}
	return out
}

// tapCell plays the pick to c when the rules allow it; else picks the
// block on c when it can move, or clears the pick on a second click;
// else says why the rules refuse the click.
func (x *LessonBoard) tapCell(c engine.Cell) {
	if x.locked {
		return
	}
	for _, a := range x.choices(x.picked) {
		if a.To() == c {
			x.act(a)
			return
		}
	}
	s := x.game.State()
	block := engine.BlockSource(c, max(s.Height(c)-1, 0))
	switch {
	case x.picked.ok && x.picked.src == block:
		x.pick(pick{}, nil)
	case x.movable(c):
		x.pick(pick{ok: true, src: block}, nil)
	case x.picked.ok:
		x.pick(x.picked, x.game.Why(x.picked.src, c))
	case s.Height(c) > 0:
		// Nothing picked: why the block there cannot be (the target, its
		// own cell, only asks about the block).
		err := x.game.Why(block, c)
		var r *core.Refusal
		if errors.As(err, &r) && r.Code == core.SameCell {
			err = nil
		}
		x.pick(pick{}, err)
	default:
		x.pick(pick{}, nil)
	}
}

// movable reports whether the block on top of c has a legal move.
func (x *LessonBoard) movable(c engine.Cell) bool {
	for _, l := range x.game.Legal() {
		if a := engine.Action(l); a.Kind() == engine.KindMove && a.From() == c {
			return true
		}
	}
	return false
}

// tapPile picks a block of p's reserve, or clears it on a second click;
// a pile with no legal drop says why.
func (x *LessonBoard) tapPile(p engine.Player, special bool) {
	x.tapSource(engine.PileSource(p, special))
}

// tapRescue picks the rescue, or says why there is none.
func (x *LessonBoard) tapRescue() { x.tapSource(engine.RescueSource()) }

// tapSource picks src, something off the board, when it has a legal
// action; else the rules say why, asked of its first target cell (the
// reasons about src come before any about the target).
func (x *LessonBoard) tapSource(src engine.Source) {
	next := pick{ok: true, src: src}
	switch {
	case x.locked:
	case x.picked == next:
		x.pick(pick{}, nil)
	case len(x.choices(next)) > 0:
		x.pick(next, nil)
	default:
		x.pick(x.picked, x.game.Why(src, engine.MakeCell(0, 0)))
	}
}

// pick sets the pick and tells the screen why a click was refused, or nil.
func (x *LessonBoard) pick(p pick, refused error) {
	x.picked = p
	x.Refresh()
	x.refused(refused)
}

// act passes a, a legal action, to the learner's try: played when it
// reached the goal (animated), else marked as the action that missed.
func (x *LessonBoard) act(a engine.Action) {
	before := x.game.State()
	err := x.try(core.Action(a))
	x.picked, x.missed = pick{}, 0
	switch {
	case err == nil:
		x.locked = true
		x.board.Animate(before, a)
	case errors.Is(err, boards.ErrMissed):
		x.missed = a
	}
	x.Refresh()
}

// Close gives back the 3D view's resources (boards.Closer).
func (x *LessonBoard) Close() {
	if c, ok := x.board.(boards.Closer); ok {
		c.Close()
	}
}

// Game is the step's game; Reserve the reserve's buttons; Spot where cell
// c lies on the window's canvas. Tests click through them.
func (x *LessonBoard) Game() *engine.Game { return x.game }
func (x *LessonBoard) Reserve() (common, special, rescue *widget.Button) {
	return x.common, x.special, x.rescue
}
func (x *LessonBoard) Spot(c engine.Cell) (fyne.Position, bool) { return Spot(x.board, c) }
