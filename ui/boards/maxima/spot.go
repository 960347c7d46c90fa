package maxima

import (
	"fyne.io/fyne/v2"

	"xima/games/maxima"
)

// Spot returns where on the window's canvas a person clicks for the
// square named ("e2"): for tests that play by clicks from outside this
// package (ui/lessons).
func (m *adapter) Spot(name string) (fyne.Position, bool) {
	q, ok := maxima.ParseSquare(name)
	if !ok {
		return fyne.Position{}, false
	}
	cell, o := geometry(m.b.Size())
	at := squarePos(q, cell, o).AddXY(cell/2, cell/2)
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(m.b).Add(at), true
}
