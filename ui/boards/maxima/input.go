package maxima

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/boards"
	"xima/ui/lang"
)

// board is the Maxima board, White at the bottom: the 8x9 board and
// the four goal squares in light and dark squares, files a-h and ranks 0-10
// on the edges, the pieces as chess images (docs/maxima-pieces.md), the last
// move, check and frozen pieces marked. A click on a piece of the side to
// move selects it and marks its legal destinations and the squares its moves
// would capture on; a click on a destination plays the move, a second click
// on a frozen piece its suicide, a click on another piece of the side to
// move selects it. Any other click keeps the selection and tells the screen
// why the engine refuses it (not your piece, a frozen piece, check, not
// that piece's way); a second click on the selected piece clears. The line
// under the board names the piece under the pointer, or says check or how
// to commit suicide.
type board struct {
	widget.BaseWidget
	game *maxima.Game
	boards.Clicks
	selected maxima.Square   // NoSquare when none
	targets  []maxima.Action // the selected piece's legal actions
	hover    maxima.Square   // the square under the pointer, NoSquare when none
	images   [2][maxima.King + 1]image.Image
	still    bool // a rules page's picture, which takes no clicks
	// hinted is the hinted action (ShowHint); taken the squares the last
	// move captured on, for the position at (lastCaptures).
	hinted boards.Hint[maxima.State]
	taken  struct {
		at      position
		ok      bool
		squares []maxima.Square
	}
}

var _ desktop.Hoverable = (*board)(nil)

func newBoard(g *maxima.Game) *board {
	b := &board{game: g, Clicks: boards.NewClicks(g.Play), selected: maxima.NoSquare, hover: maxima.NoSquare, images: pieceImageSet()}
	b.ExtendBaseWidget(b)
	return b
}

// reset clears the selection and redraws from the game.
func (b *board) reset() {
	b.selected, b.targets = maxima.NoSquare, nil
	b.Refresh()
}

// squareAt returns the board square under p.
func (b *board) squareAt(p fyne.Position) (maxima.Square, bool) {
	cell, o := geometry(b.Size())
	if p.X < o.X || p.Y < o.Y {
		return maxima.NoSquare, false
	}
	f, r := int((p.X-o.X)/cell), maxima.Ranks-1-int((p.Y-o.Y)/cell)
	if f >= maxima.Files || r < 0 {
		return maxima.NoSquare, false
	}
	q := maxima.MakeSquare(f, r)
	return q, q.Valid()
}

// Tapped selects, plays, explains or clears, as the type's comment says.
func (b *board) Tapped(e *fyne.PointEvent) {
	if b.still {
		return
	}
	q, ok := b.squareAt(e.Position)
	if !ok || b.game.Over() {
		b.reset()
		b.Explain(nil)
		return
	}
	s := b.game.State()
	if b.selected != maxima.NoSquare {
		for _, a := range b.targets {
			if a.To() == q {
				b.play(a)
				return
			}
		}
		if q == b.selected {
			// A frozen King's second click asks for its suicide: say why not.
			if s.Immobilized(q) {
				b.Explain(b.game.Why(maxima.MoveAction(q, q)))
				return
			}
			b.reset()
			b.Explain(nil)
			return
		}
	}
	if p := s.At(q); p != maxima.Empty && p.Color() == s.ToMove() {
		b.selectSquare(q)
		b.Explain(b.stuck(q, p))
		return
	}
	from := b.selected
	if from == maxima.NoSquare {
		from = q // nothing selected: why the piece there cannot be picked
	}
	b.Explain(b.game.Why(maxima.MoveAction(from, q)))
}

// selectSquare selects the piece on q, one of the side to move's, and
// marks its legal actions: none for a piece that cannot move, whose
// clicks then say why.
func (b *board) selectSquare(q maxima.Square) {
	b.selected, b.targets = q, nil
	for _, ca := range b.game.Legal() {
		if a := maxima.Action(ca); a.From() == q {
			b.targets = append(b.targets, a)
		}
	}
	b.Refresh()
}

// stuck says that the selected piece p on q has no legal move, for a
// click that marks nothing; nil when it has one.
func (b *board) stuck(q maxima.Square, p maxima.Piece) error {
	if len(b.targets) > 0 {
		return nil
	}
	r := core.Refuse(lang.NoMove, "the %s on %s has no legal move", p.Kind(), q)
	r.Cell, r.Piece = q.String(), core.PieceCode(p.Kind().String())
	return r
}

// play plays a through the game and tells the screen.
func (b *board) play(a maxima.Action) {
	b.Clicks.Play(core.Action(a), b.reset)
}

// MouseIn tracks the pointer, to name the piece under it and show the
// captures of the move to the square under it.
func (b *board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved tracks the pointer; it redraws when it enters another square.
func (b *board) MouseMoved(e *desktop.MouseEvent) {
	if b.still {
		return
	}
	q, ok := b.squareAt(e.Position)
	if !ok {
		q = maxima.NoSquare
	}
	if q != b.hover {
		b.hover = q
		b.Refresh()
	}
}

// MouseOut forgets the pointer.
func (b *board) MouseOut() {
	b.hover = maxima.NoSquare
	b.Refresh()
}

// isTarget reports whether q is a destination of the selection.
func (b *board) isTarget(q maxima.Square) bool {
	for _, a := range b.targets {
		if a.To() == q && q != maxima.NoSquare {
			return true
		}
	}
	return false
}

// captureMarks returns the squares to mark as captured: those of the move
// to the square under the pointer, else those of every move of the
// selection.
func (b *board) captureMarks() map[maxima.Square]bool {
	marks := map[maxima.Square]bool{}
	hovered := b.isTarget(b.hover)
	for _, a := range b.targets {
		if hovered && a.To() != b.hover {
			continue
		}
		for _, q := range b.game.Captures(a) {
			marks[q] = true
		}
	}
	return marks
}
