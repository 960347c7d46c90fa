package maxima

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"

	"xima/games/maxima"
	"xima/ui/boards"
)

// Picture is the board on g's position for a rules page, drawn as the
// play screen draws it and taking no clicks: the piece on m.From selected
// with its legal destinations and the squares its moves capture on
// marked, or m.Next's piece selected with only that move marked.
func Picture(g *maxima.Game, m boards.Marks) (fyne.CanvasObject, error) {
	b := newBoard(g)
	b.still = true
	next, ok, err := m.Action(g)
	switch {
	case err != nil:
		return nil, err
	case ok:
		a := maxima.Action(next)
		b.selectSquare(a.From())
		if !slices.Contains(b.targets, a) {
			return nil, fmt.Errorf("maxima picture: %s is not legal here", m.Next)
		}
		b.targets = []maxima.Action{a}
	case m.From != "":
		q, ok := maxima.ParseSquare(m.From)
		if !ok {
			return nil, fmt.Errorf("maxima picture: no square %q", m.From)
		}
		b.selectSquare(q)
	}
	return b, nil
}
