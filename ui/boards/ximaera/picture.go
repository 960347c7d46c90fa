package ximaera

import (
	"fmt"

	"fyne.io/fyne/v2"

	"xima/games/ximaera"
	"xima/ui/boards"
)

// Picture is the board on g's position for a rules page, drawn as the
// play screen draws it and taking no clicks: the piece on m.From selected
// with its legal destinations dotted, or m.Next's piece or reserve pile
// selected with only its destination dotted.
func Picture(g *ximaera.Game, m boards.Marks) (fyne.CanvasObject, error) {
	b := newBoard(g)
	b.still = true
	next, ok, err := m.Action(g)
	switch {
	case err != nil:
		return nil, err
	case ok:
		a := ximaera.Action(next)
		b.only = func(o ximaera.Action) bool { return o == a }
		if a.IsDrop() {
			b.sel(ximaera.NoCell, a.Piece())
		} else {
			b.sel(a.From(), ximaera.None)
		}
	case m.From != "":
		c, ok := ximaera.ParseCell(m.From)
		if !ok {
			return nil, fmt.Errorf("ximaera picture: no cell %q", m.From)
		}
		b.sel(c, ximaera.None)
	}
	return b, nil
}
