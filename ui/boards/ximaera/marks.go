package ximaera

import (
	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/boards"
)

// The play screen's optional faces this board has.
var (
	_ boards.Hints = (*adapter)(nil)
	_ boards.Keys  = (*adapter)(nil)
)

// ShowHint marks the hinted action on the board, an arrow from the piece
// to where it goes or a ring where a drop lands, until the next action
// (boards.Hints).
func (x *adapter) ShowHint(a core.Action) {
	x.view.hinted.Show(a, x.game.State(), x.game.Plies())
	x.view.Refresh()
}

// shownHint returns the hint of the position on the board, if any.
func (b *board) shownHint() (ximaera.Action, bool) {
	a, ok := b.hinted.At(b.game.State(), b.game.Plies())
	return ximaera.Action(a), ok
}

// TypedKey clears the selection and the problem line on Esc (boards.Keys).
func (x *adapter) TypedKey(k *fyne.KeyEvent) bool { return x.view.Escape(k, x.view.clear) }
