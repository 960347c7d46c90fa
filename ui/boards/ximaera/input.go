package ximaera

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/boards"
)

// board is the hexagon of 19 cells with the reserve beside it. A
// click on a piece, or on a reserve pile, selects it and marks its legal
// destinations; a click on one of them plays the action through the
// engine. A piece or pile that may not be picked (a frozen piece, the
// barred one, an empty pile), or a cell the selection may not go to, is
// refused with the engine's reason and keeps the selection; a click off
// the board and piles clears it.
type board struct {
	widget.BaseWidget
	game *ximaera.Game
	boards.Clicks

	// The selection: the piece on from, or the reserve pile of kind, made
	// in the position with hash and plies; it lapses when the game moves on.
	from  ximaera.Cell
	kind  ximaera.Piece
	hash  uint64
	plies int

	// hinted is the hinted action (ShowHint), shown until the next one.
	hinted boards.Hint[ximaera.State]

	// A rules page's picture: still takes no clicks; only, when not nil,
	// keeps the one action of the selection it shows.
	still bool
	only  func(ximaera.Action) bool
}

func newBoard(g *ximaera.Game) *board {
	b := &board{game: g, Clicks: boards.NewClicks(g.Play), from: ximaera.NoCell}
	b.ExtendBaseWidget(b)
	return b
}

// selection returns the selected piece's cell (NoCell for none) or
// reserve pile (None for none), once checked to be of this position.
func (b *board) selection() (from ximaera.Cell, kind ximaera.Piece) {
	s := b.game.State()
	if s.Over() || b.plies != b.game.Plies() || b.hash != s.Hash() {
		return ximaera.NoCell, ximaera.None
	}
	return b.from, b.kind
}

func (b *board) sel(from ximaera.Cell, kind ximaera.Piece) {
	s := b.game.State()
	b.from, b.kind, b.hash, b.plies = from, kind, s.Hash(), b.game.Plies()
	b.Refresh()
}

func (b *board) clear() { b.sel(ximaera.NoCell, ximaera.None) }

// legal returns the engine's legal actions in the game's position.
func (b *board) legal() []ximaera.Action {
	s := b.game.State()
	return s.Legal(nil)
}

// choices returns the engine's legal actions for the selection: the
// piece's moves or the pile's drops.
func (b *board) choices() []ximaera.Action {
	from, kind := b.selection()
	if from == ximaera.NoCell && kind == ximaera.None {
		return nil
	}
	var out []ximaera.Action
	for _, a := range b.legal() {
		if b.only != nil && !b.only(a) {
			continue
		}
		if (a.IsDrop() && a.Piece() == kind) || (!a.IsDrop() && a.From() == from) {
			out = append(out, a)
		}
	}
	return out
}

// targets returns the cells the selection may go to, a1 to e5.
func (b *board) targets() []ximaera.Cell {
	var m uint32
	for _, a := range b.choices() {
		m |= 1 << a.To()
	}
	var out []ximaera.Cell
	for c := range ximaera.Cell(ximaera.Cells) {
		if m&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// Tapped plays, selects, explains or clears, by what lies under the
// pointer.
func (b *board) Tapped(e *fyne.PointEvent) {
	if b.still {
		return
	}
	g := newGeometry(b.Size())
	if c, ok := g.cellAt(e.Position); ok {
		b.tapCell(c)
		return
	}
	if p, ok := g.pileAt(e.Position); ok {
		b.tapPile(p)
		return
	}
	b.clear()
	b.Explain(nil)
}

// tapCell plays the selection to c when the engine allows it; else a
// click on a piece selects it, or a second click clears it, unless the
// piece may not move (frozen, barred: the engine says why); a click on an
// empty cell says why the selection cannot go there.
func (b *board) tapCell(c ximaera.Cell) {
	for _, a := range b.choices() {
		if a.To() == c {
			b.play(a)
			return
		}
	}
	from, kind := b.selection()
	s := b.game.State()
	switch {
	case s.At(c) != ximaera.None && c == from:
		b.clear()
		b.Explain(nil)
	case s.At(c) != ximaera.None:
		b.pick(c, ximaera.None, ximaera.MoveAction(c, c))
	case kind != ximaera.None:
		b.Explain(b.game.Why(ximaera.DropAction(kind, c)))
	case from != ximaera.NoCell:
		b.Explain(b.game.Why(ximaera.MoveAction(from, c)))
	default:
		b.Explain(b.game.Why(ximaera.MoveAction(c, c))) // nothing there to move
	}
}

// tapPile selects the reserve pile of kind p, unless the engine refuses
// its drops (none left: it says why); a second tap clears.
func (b *board) tapPile(p ximaera.Piece) {
	if _, kind := b.selection(); kind == p {
		b.clear()
		b.Explain(nil)
		return
	}
	s := b.game.State()
	to := ximaera.Cell(0)
	for to < ximaera.Cells-1 && s.At(to) != ximaera.None {
		to++ // a drop's own rules are the pile's; any empty cell asks them
	}
	b.pick(ximaera.NoCell, p, ximaera.DropAction(p, to))
}

// pick selects the piece on from or the pile of kind when probe, an
// action with it that only its own rules can refuse (a piece's move to its
// own cell, a drop on an empty cell), is refused for nothing but that, and
// otherwise says why it may not be picked, keeping the selection.
func (b *board) pick(from ximaera.Cell, kind ximaera.Piece, probe ximaera.Action) {
	var r *core.Refusal
	if err := b.game.Why(probe); err != nil && (!errors.As(err, &r) || r.Code != core.SameCell) {
		b.Explain(err)
		return
	}
	b.sel(from, kind)
	b.Explain(nil)
}

// play makes a, one of the engine's legal actions, and tells the screen.
func (b *board) play(a ximaera.Action) {
	b.Clicks.Play(core.Action(a), b.clear)
}
