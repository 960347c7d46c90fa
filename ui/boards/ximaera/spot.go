package ximaera

import (
	"strings"

	"fyne.io/fyne/v2"

	"xima/games/ximaera"
)

// Spot returns where on the window's canvas a person clicks for name: a
// cell ("c3"), or a reserve pile by its piece's letter ("reserve P"). For
// tests that play by clicks from outside this package (ui/lessons).
func (x *adapter) Spot(name string) (fyne.Position, bool) {
	g := newGeometry(x.view.Size())
	var at fyne.Position
	if letter, ok := strings.CutPrefix(name, "reserve "); ok {
		i := strings.Index("PRGB", letter)
		if len(letter) != 1 || i < 0 {
			return fyne.Position{}, false
		}
		at = g.slots[i].AddXY(g.slotS.Width/2, g.slotS.Height/2)
	} else if c, ok := ximaera.ParseCell(name); ok {
		at = g.cell(c)
	} else {
		return fyne.Position{}, false
	}
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(x.view).Add(at), true
}
