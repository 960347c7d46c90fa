package render3d

import (
	"math"

	"xima/games/xima"
)

// seeThrough returns the columns whose blocks stand between cam's eye and
// some part of a target's top in s: they are drawn see-through, and a
// click through them reaches the target (issue 28: the lesson's C3
// behind B2 at the three-quarter view). any is false when no target is
// hidden.
func seeThrough(cam *Camera, s *xima.State, targets []xima.Cell) (set [xima.Cells]bool, any bool) {
	eye := cam.Eye()
	for _, t := range targets {
		top := CellCentre(t, s.Surface(t))
		// The top's centre and four points near its corners.
		for _, d := range [5][2]float64{{0, 0}, {-0.45, -0.45}, {-0.45, 0.45}, {0.45, -0.45}, {0.45, 0.45}} {
			p := top.Add(Vec3{d[0], 0, d[1]})
			dist := p.Sub(eye).Len()
			dir := p.Sub(eye).Scale(1 / dist)
			for c := xima.Cell(0); c < xima.Cells; c++ {
				if set[c] || c == t || s.Height(c) == 0 {
					continue
				}
				lo, hi := blocksBox(c, s)
				if at, ok := rayBox(eye, dir, lo, hi); ok && at < dist-1e-6 {
					set[c], any = true, true
				}
			}
		}
	}
	return set, any
}

// blocksBox returns the box the blocks on cell c fill in s, from the step
// they stand on to their top.
func blocksBox(c xima.Cell, s *xima.State) (lo, hi Vec3) {
	x, z := cellXZ(c)
	return Vec3{x - 0.5, float64(c.Terrain()) * Unit, z - 0.5}, Vec3{x + 0.5, float64(s.Surface(c)) * Unit, z + 0.5}
}

// topHit returns the distance along the ray (o, d) to the top face of
// cell c's column in s, and whether the ray meets it from above.
func topHit(o, d Vec3, c xima.Cell, s *xima.State) (float64, bool) {
	top := CellCentre(c, s.Surface(c))
	if d.Y >= 0 || o.Y <= top.Y {
		return 0, false
	}
	at := (top.Y - o.Y) / d.Y
	p := o.Add(d.Scale(at))
	return at, math.Abs(p.X-top.X) <= 0.5 && math.Abs(p.Z-top.Z) <= 0.5
}

// pickThrough is pick for a view showing targets with the columns in see
// drawn see-through: a ray that meets a target's top (where its mark is)
// behind nothing but see-through columns picks that target; any other
// ray what it hits first.
func pickThrough(cam *Camera, s *xima.State, x, y float64, targets []xima.Cell, see *[xima.Cells]bool) hit {
	h := pick(cam, s, x, y)
	if h.kind != hitCell || !see[h.cell] {
		return h
	}
	o, d := cam.Ray(x, y)
	best, target := math.Inf(1), hit{}
	for _, t := range targets {
		if at, ok := topHit(o, d, t, s); ok && at < best {
			best, target = at, hit{kind: hitCell, cell: t}
		}
	}
	if target.kind == hitNone {
		return h
	}
	// Only see-through columns may stand before the target's top.
	for c := xima.Cell(0); c < xima.Cells; c++ {
		if see[c] || c == target.cell {
			continue
		}
		lo, hi := columnBox(c, s.Surface(c))
		if at, ok := rayBox(o, d, lo, hi); ok && at < best-1e-9 {
			return h
		}
	}
	return target
}
