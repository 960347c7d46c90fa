package xana

import (
	"math"

	"fyne.io/fyne/v2"

	"xima/games/xana"
	"xima/ui/boards"
)

// geom places a board of side n in a widget: pointy-topped hexagons of
// circumradius r, the centre of cell (x, row) at (ox + (x+1)·w/2,
// oy + r + 1.5·r·(row-1)), column letters above and below, row numbers on
// both sides, and a reserve disc on each side: White's left, Black's right.
type geom struct {
	n      int
	r, w   float32
	ox, oy float32
	res    [2]fyne.Position
}

const (
	sideStrip = 3.2 // the width of a reserve's strip, in r
	rowLabel  = 0.8 // room for the row numbers, in r
	letterRow = 0.9 // room for the column letters, in r
)

func newGeom(n int, sz fyne.Size) geom {
	unitsW := float32(2*n-1)*boards.Sqrt3 + 2*(sideStrip+rowLabel)
	unitsH := float32(3*n-1) + 2*letterRow
	r := max(1, min(sz.Width/unitsW, sz.Height/unitsH))
	g := geom{n: n, r: r, w: r * boards.Sqrt3}
	bw, bh := float32(2*n-1)*g.w, float32(3*n-1)*r
	g.ox, g.oy = (sz.Width-bw)/2, (sz.Height-bh)/2
	y := g.oy + bh*0.3
	g.res[xana.White] = fyne.NewPos(g.ox-(rowLabel+sideStrip/2)*r, y)
	g.res[xana.Black] = fyne.NewPos(g.ox+bw+(rowLabel+sideStrip/2)*r, y)
	return g
}

// centre is the centre of the lattice point (x, row), on the board or not.
func (g *geom) centre(x, row int) fyne.Position {
	return fyne.NewPos(g.ox+float32(x+1)*g.w/2, g.oy+g.r+1.5*g.r*float32(row-1))
}

// nearest returns the lattice point whose hexagon holds (px, py): the
// nearest centre of the two nearest rows.
func (g *geom) nearest(px, py float32) (x, row int) {
	rowF := (py-g.oy-g.r)/(1.5*g.r) + 1
	xF := (px-g.ox)/(g.w/2) - 1
	best := float32(math.MaxFloat32)
	r0 := int(math.Floor(float64(rowF)))
	for rr := r0; rr <= r0+1; rr++ {
		x0 := int(math.Floor(float64(xF)))
		if ((x0+rr-g.n)%2+2)%2 != 0 {
			x0--
		}
		for xx := x0; xx <= x0+2; xx += 2 {
			c := g.centre(xx, rr)
			dx, dy := px-c.X, py-c.Y
			if d := dx*dx + dy*dy; d < best {
				best, x, row = d, xx, rr
			}
		}
	}
	return x, row
}

// cellAt returns the cell under p, or NoCell.
func (g *geom) cellAt(s *xana.State, p fyne.Position) xana.Cell {
	x, row := g.nearest(p.X, p.Y)
	return s.CellAt(x, row)
}

// cellCentre is where cell c is drawn.
func (g *geom) cellCentre(s *xana.State, c xana.Cell) fyne.Position {
	x, row := s.XR(c)
	return g.centre(x, row)
}

// reserveRadius is the radius of a reserve's disc.
func (g *geom) reserveRadius() float32 { return 1.05 * g.r }

// onReserve reports whether p is on col's reserve disc.
func (g *geom) onReserve(col xana.Colour, p fyne.Position) bool {
	dx, dy := p.X-g.res[col].X, p.Y-g.res[col].Y
	rr := 1.3 * g.reserveRadius()
	return dx*dx+dy*dy <= rr*rr
}
