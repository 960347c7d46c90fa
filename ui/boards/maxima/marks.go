package maxima

import (
	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/boards"
)

// The play screen's optional faces this board has.
var (
	_ boards.Hints = (*adapter)(nil)
	_ boards.Keys  = (*adapter)(nil)
)

// position tells the positions of a game apart: the board and the moves
// played.
type position struct {
	state maxima.State
	plies int
}

func (b *board) position() position {
	return position{b.game.State(), len(b.game.Actions())}
}

// shownHint returns the hint of the position on the board, if any.
func (b *board) shownHint() (maxima.Action, bool) {
	a, ok := b.hinted.At(b.game.State(), len(b.game.Actions()))
	return maxima.Action(a), ok
}

// lastCaptures returns the squares the last move captured on: the
// engine's captures of that move in the position before it, which the
// moves from the start give; worked out once per position.
func (b *board) lastCaptures() []maxima.Square {
	now := b.position()
	if b.taken.ok && b.taken.at == now {
		return b.taken.squares
	}
	b.taken.at, b.taken.ok, b.taken.squares = now, true, nil
	acts := b.game.Actions()
	if len(acts) == 0 {
		return nil
	}
	start := b.game.Config().Position
	if start == "" {
		start = maxima.Opening
	}
	s, err := maxima.ParsePosition(start)
	if err != nil {
		return nil
	}
	for _, a := range acts[:len(acts)-1] {
		s.Apply(a)
	}
	b.taken.squares = s.Captures(acts[len(acts)-1])
	return b.taken.squares
}

// TypedKey clears the selection and the problem line on Esc (boards.Keys).
func (m *adapter) TypedKey(k *fyne.KeyEvent) bool { return m.b.Escape(k, m.b.reset) }

// ShowHint marks the hinted move on the board, an arrow from the piece to
// its square, until the next move (boards.Hints).
func (m *adapter) ShowHint(a core.Action) {
	m.b.hinted.Show(a, m.g.State(), len(m.g.Actions()))
	m.b.Refresh()
}
