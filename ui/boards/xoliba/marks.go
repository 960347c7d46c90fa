package xoliba

import (
	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
)

// The play screen's optional faces this board has.
var (
	_ boards.Hints = (*adapter)(nil)
	_ boards.Keys  = (*adapter)(nil)
)

// ShowHint marks the hinted move on the board, an arrow from the piece to
// the white piece it swaps with, until the next action (boards.Hints).
func (x *adapter) ShowHint(a core.Action) {
	x.view.hinted.Show(a, x.game.State(), len(x.game.Actions()))
	x.view.refresh()
}

// shownHint returns the hint of the position on the board, if any.
func (b *board) shownHint() (xoliba.Action, bool) {
	a, ok := b.hinted.At(b.game.State(), len(b.game.Actions()))
	return xoliba.Action(a), ok
}

// TypedKey clears the selection and the problem line on Esc (boards.Keys).
func (x *adapter) TypedKey(k *fyne.KeyEvent) bool { return x.view.Escape(k, x.view.clear) }
