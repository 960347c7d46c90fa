package xana

import (
	"fmt"

	"fyne.io/fyne/v2"

	"xima/games/xana"
	"xima/ui/boards"
)

// Picture is the board on g's position for a rules page, drawn as the
// play screen draws it (without the turn's controls) and taking no
// clicks: the stack on m.From picked whole, its circle tinted and the
// cells it may go to dotted, or m.Next shown alone as a click would play
// it (a wall faint on its cell, a drop or move dotted).
func Picture(g *xana.Game, m boards.Marks) (fyne.CanvasObject, error) {
	b := newBoard(g)
	b.still = true
	// A picture marks what its caption names, not the record's last turn.
	b.last = lastTurn{from: xana.NoCell, to: xana.NoCell}
	s := g.State()
	next, ok, err := m.Action(g)
	switch {
	case err != nil:
		return nil, err
	case ok:
		a := xana.Action(next)
		b.only = func(o xana.Action) bool { return o == a }
		switch a.Kind() {
		case xana.KindDrop:
			b.pick, b.drop = pickReserve, a.Stones()
		case xana.KindMove:
			b.pick, b.from, b.part = pickStack, a.From(), a.Stones()
		}
	case m.From != "":
		c, ok := s.ParseCell(m.From)
		if !ok {
			return nil, fmt.Errorf("xana picture: no cell %q", m.From)
		}
		b.pick, b.from, b.part = pickStack, c, s.Height(c)
	}
	b.refresh()
	return b, nil
}
