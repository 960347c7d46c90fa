package xoliba

import (
	"fyne.io/fyne/v2"

	"xima/games/xoliba"
)

// Spot returns where on the window's canvas a person clicks for the
// point named ("d4"): for tests that play by clicks from outside this
// package (ui/lessons).
func (x *adapter) Spot(name string) (fyne.Position, bool) {
	p, ok := xoliba.ParsePoint(name)
	if !ok {
		return fyne.Position{}, false
	}
	at := newGeometry(x.view.Size()).point(p)
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(x.view).Add(at), true
}
