package ximaera

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"xima/games/ximaera"
	"xima/ui/boards"
)

// geometry is where the board's parts lie in a widget of a given
// size. Lengths are in s, the distance between neighbouring cell centres:
// the frame is a flat-topped hexagon 6.6 s wide, the reserve a panel beside
// it (below it in a tall widget), the legend two lines under both.
type geometry struct {
	s      float32
	centre fyne.Position // the centre of c3, and of the frame
	panel  fyne.Position // the reserve panel's top-left corner
	panelS fyne.Size
	slots  [ximaera.Kinds]fyne.Position // each pile's top-left corner, pivots first
	slotS  fyne.Size
	legend fyne.Position // the legend's top-left corner
	width  float32       // the width of all the parts together
}

// The frame's size and the legend's height, in s.
const (
	frameR  = 3.3 // the frame's outer radius
	frameW  = 2 * frameR
	frameH  = boards.Sqrt3 * frameR
	legendH = 0.9
	pileH   = 1.15 // a pile's slot
)

func newGeometry(sz fyne.Size) geometry {
	// Wide: the reserve panel (2.4 s) to the right; tall: a row below (1.75 s).
	wideW, wideH := float32(frameW+0.2+2.4), float32(frameH+legendH)
	tallW, tallH := float32(frameW), float32(frameH+0.2+1.75+legendH)
	pad := 2 * theme.Padding() // a margin all round
	sWide := min((sz.Width-pad)/wideW, (sz.Height-pad)/wideH)
	sTall := min((sz.Width-pad)/tallW, (sz.Height-pad)/tallH)
	var g geometry
	wide := sWide >= sTall
	w, h := wideW, wideH
	g.s = sWide
	if !wide {
		w, h, g.s = tallW, tallH, sTall
	}
	g.s = max(g.s, 0) // no room: nothing to click
	s := g.s
	o := fyne.NewPos((sz.Width-w*s)/2, (sz.Height-h*s)/2)
	g.centre = o.AddXY(frameR*s, frameH/2*s)
	if wide {
		g.panel = o.AddXY((frameW+0.2)*s, 0)
		g.panelS = fyne.NewSize(2.4*s, frameH*s)
		g.slotS = fyne.NewSize(2.2*s, pileH*s)
		for i := range g.slots {
			g.slots[i] = g.panel.AddXY(0.1*s, (0.62+float32(i)*1.25)*s)
		}
	} else {
		g.panel = o.AddXY(0, (frameH+0.2)*s)
		g.panelS = fyne.NewSize(frameW*s, 1.75*s)
		g.slotS = fyne.NewSize(1.55*s, pileH*s)
		for i := range g.slots {
			g.slots[i] = g.panel.AddXY((0.1+float32(i)*1.625)*s, 0.55*s)
		}
	}
	g.legend = fyne.NewPos(o.X, o.Y+(h-legendH)*s)
	g.width = w * s
	return g
}

// at returns the centre of the cell on file f and rank r (on the board or
// not): rank 5 at the top, c3 in the middle, each rank half a cell to the
// right of the one above.
func (g geometry) at(f, r int) fyne.Position {
	x := float32(f-3) - float32(r-3)/2
	y := -float32(r-3) * boards.Sqrt3 / 2
	return g.centre.AddXY(x*g.s, y*g.s)
}

func (g geometry) cell(c ximaera.Cell) fyne.Position { return g.at(c.File(), c.Rank()) }

// cellAt returns the cell whose hexagon holds p.
func (g geometry) cellAt(p fyne.Position) (ximaera.Cell, bool) {
	for c := range ximaera.Cell(ximaera.Cells) {
		o := g.cell(c)
		dx, dy := boards.Abs(p.X-o.X)/g.s, boards.Abs(p.Y-o.Y)/g.s
		if dx <= 0.5 && dx/2+dy*boards.Sqrt3/2 <= 0.5 {
			return c, true
		}
	}
	return ximaera.NoCell, false
}

// pileAt returns the kind of the reserve pile whose slot holds p.
func (g geometry) pileAt(p fyne.Position) (ximaera.Piece, bool) {
	for i, o := range g.slots {
		if p.X >= o.X && p.Y >= o.Y && p.X < o.X+g.slotS.Width && p.Y < o.Y+g.slotS.Height {
			return ximaera.Pivot + ximaera.Piece(i), true
		}
	}
	return ximaera.None, false
}

// disc returns the centre of a pile's j-th piece from the bottom: a low
// stack at the slot's left.
func (g geometry) disc(slot, j int) fyne.Position {
	o := g.slots[slot]
	return o.AddXY(0.5*g.s, (pileH-0.5-0.13*float32(j))*g.s)
}

// lerp returns the point a fraction t of the way from a to b.
func lerp(a, b fyne.Position, t float32) fyne.Position {
	return fyne.NewPos(a.X+(b.X-a.X)*t, a.Y+(b.Y-a.Y)*t)
}
