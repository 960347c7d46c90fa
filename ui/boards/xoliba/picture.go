package xoliba

import (
	"fmt"

	"fyne.io/fyne/v2"

	"xima/games/xoliba"
	"xima/ui/boards"
)

// Picture is the board on g's position for a rules page, drawn as the
// play screen draws it and taking no clicks: the piece on m.From selected
// with the white pieces it may swap with marked, or m.Next shown as the
// board shows a move's triangle before it is taken (the piece on its
// destination, the triangle drawn, a cross on each piece it turns white).
func Picture(g *xoliba.Game, m boards.Marks) (fyne.CanvasObject, error) {
	b := newBoard(g)
	b.still = true
	next, ok, err := m.Action(g)
	switch {
	case err != nil:
		return nil, err
	case ok:
		a := xoliba.Action(next)
		b.from = a.From()
		for _, o := range b.optionsTo(a.To()) {
			if o.action == a {
				b.to, b.options = a.To(), []option{o}
			}
		}
		if b.options == nil {
			return nil, fmt.Errorf("xoliba picture: %s is not legal here", m.Next)
		}
	case m.From != "":
		p, ok := xoliba.ParsePoint(m.From)
		if !ok {
			return nil, fmt.Errorf("xoliba picture: no point %q", m.From)
		}
		b.from = p
	}
	b.refresh()
	return b, nil
}
