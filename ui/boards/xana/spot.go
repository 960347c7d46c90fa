package xana

import (
	"fyne.io/fyne/v2"
)

// Spot returns where on the window's canvas a person clicks for name: a
// cell ("g4"), or "reserve", the reserve of the side to move. For tests
// that play by clicks from outside this package (ui/lessons).
func (x *adapter) Spot(name string) (fyne.Position, bool) {
	s := x.game.State()
	g := newGeom(s.Size(), x.view.Size())
	var at fyne.Position
	if name == "reserve" {
		at = g.res[s.Mover()]
	} else if c, ok := s.ParseCell(name); ok {
		at = g.cellCentre(&s, c)
	} else {
		return fyne.Position{}, false
	}
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(x.view).Add(at), true
}
