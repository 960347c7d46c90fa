package xoliba

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"xima/games/xoliba"
)

// segment is one line of the board between two neighbouring points.
type segment struct{ a, b xoliba.Point }

// segments are the board's lines: every point joined to its
// orthogonal and diagonal neighbours, each pair once.
var segments = func() []segment {
	var out []segment
	for p := range xoliba.Point(xoliba.Points) {
		for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
			if q, ok := xoliba.PointAt(p.Col()+d[0], p.Row()+d[1]); ok {
				out = append(out, segment{p, q})
			}
		}
	}
	return out
}()

// geometry is where the board lies in a widget of a given size:
// points s apart, column a on the left and row 1 at the bottom, with room
// for the letters and numbers around.
type geometry struct {
	s      float32
	origin fyne.Position // the centre of the point a1 would have (column a, row 1)
}

// The board's extent in s: 6 between the outer points, a margin of
// margin around them, and a band for the labels.
const (
	margin = 0.55
	band   = 0.45
	span   = 6 + 2*margin + 2*band
)

func newGeometry(sz fyne.Size) geometry {
	pad := 2 * theme.Padding()
	s := max(0, min(sz.Width-pad, sz.Height-pad)/span)
	side := span * s
	o := fyne.NewPos((sz.Width-side)/2, (sz.Height-side)/2)
	return geometry{s: s, origin: o.AddXY((band+margin)*s, (band+margin+6)*s)}
}

// at returns the centre of column c, row r (on the board or not).
func (g geometry) at(c, r float32) fyne.Position {
	return g.origin.AddXY(c*g.s, -r*g.s)
}

func (g geometry) point(p xoliba.Point) fyne.Position {
	return g.at(float32(p.Col()), float32(p.Row()))
}

// pointAt returns the point whose disc holds pos.
func (g geometry) pointAt(pos fyne.Position) (xoliba.Point, bool) {
	if g.s <= 0 {
		return xoliba.NoPoint, false
	}
	c := int(math.Round(float64((pos.X - g.origin.X) / g.s)))
	r := int(math.Round(float64((g.origin.Y - pos.Y) / g.s)))
	p, ok := xoliba.PointAt(c, r)
	if !ok {
		return xoliba.NoPoint, false
	}
	o := g.point(p)
	if dx, dy := pos.X-o.X, pos.Y-o.Y; dx*dx+dy*dy > hit*hit*g.s*g.s {
		return xoliba.NoPoint, false
	}
	return p, true
}

// The discs' sizes in s: a piece, the ring that marks it, what a click
// takes for it.
const (
	disc = 0.34
	halo = 0.47
	hit  = 0.48
)

// inOctagon reports whether pos lies on the wood: the octagon through the
// outer points, widened by the margin.
func (g geometry) inOctagon(pos fyne.Position) bool {
	x := math.Abs(float64((pos.X-g.origin.X)/g.s - 3))
	y := math.Abs(float64((g.origin.Y-pos.Y)/g.s - 3))
	m := float64(margin)
	return x <= 3+m && y <= 3+m && x+y <= 5+m*math.Sqrt2
}
