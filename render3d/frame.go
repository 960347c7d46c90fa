package render3d

import (
	"math"

	"xima/games/xima"
)

// frameMargin is the share of the picture's half width and half height
// left free round the framed scene.
const frameMargin = 0.04

// sceneBounds returns points whose hull holds everything position s shows
// on the table: the pyramid's corners, the top corners of every column
// with blocks, the coordinate strips, and each seat's reserve piles, taken
// at least as long as at the start (so the camera keeps still while the
// reserves shrink).
func sceneBounds(s *xima.State) []Vec3 {
	const half = xima.Size / 2.0
	pts := make([]Vec3, 0, 64)
	box := func(lo, hi Vec3) {
		for _, x := range [2]float64{lo.X, hi.X} {
			for _, y := range [2]float64{lo.Y, hi.Y} {
				for _, z := range [2]float64{lo.Z, hi.Z} {
					pts = append(pts, Vec3{x, y, z})
				}
			}
		}
	}
	box(Vec3{-half, tableLevel, -half}, Vec3{half, 0, half})
	for f, n := range [5]float64{0, 0, 9, 5, 1} {
		if n > 0 {
			top := float64(f-1) * Unit
			box(Vec3{-n / 2, top, -n / 2}, Vec3{n / 2, top, n / 2})
		}
	}
	for c := xima.Cell(0); c < xima.Cells; c++ {
		if s.Height(c) > 0 {
			p, r := CellCentre(c, s.Surface(c)), BlockSize/2
			box(Vec3{p.X - r, p.Y, p.Z - r}, Vec3{p.X + r, p.Y, p.Z + r})
		}
	}
	// The strips of letters run along rows 1 and 13, those of numbers
	// along columns A and M.
	in, out := stripOffset-stripWidth/2, stripOffset+stripWidth/2
	box(Vec3{-half, tableLevel, -out}, Vec3{half, tableLevel, -in})
	box(Vec3{-half, tableLevel, in}, Vec3{half, tableLevel, out})
	box(Vec3{-out, tableLevel, -half}, Vec3{-in, tableLevel, half})
	box(Vec3{in, tableLevel, -half}, Vec3{out, tableLevel, half})
	for p := range xima.Player(s.Players()) {
		commons, sp := reserveSlots(p, max(s.Reserve(p), xima.StartCommons), true)
		box(slotsBox(commons))
		box(slotsBox([]Vec3{sp}))
	}
	return pts
}

// Frame places the camera, keeping its direction and field of view, so
// that the whole scene of position s (sceneBounds) fits the picture at
// the camera's aspect, with a small margin: as close as the narrower fit
// of the horizontal and the vertical field of view allows, centred. The
// target goes where the picture's centre meets the board's plane, so an
// orbit turns round the board.
func (c *Camera) Frame(s *xima.State) {
	c.Distance = max(c.Distance, 1) // basis needs an eye apart from the target
	right, up, fwd := c.basis()
	ty := math.Tan(c.FovY/2) * (1 - frameMargin)
	tx := ty * c.Aspect
	// In the camera's axes a point (a, b, depth) is in the picture when
	// |a - ex| <= tx (depth - ez), and likewise b with ty: each side of
	// the frustum bounds the eye (ex, ey, ez) by one plane per point.
	lowX, highX := math.Inf(-1), math.Inf(1)
	lowY, highY := math.Inf(-1), math.Inf(1)
	near, far := math.Inf(1), math.Inf(-1)
	for _, p := range sceneBounds(s) {
		a, b, d := p.Dot(right), p.Dot(up), p.Dot(fwd)
		lowX, highX = max(lowX, a-tx*d), min(highX, a+tx*d)
		lowY, highY = max(lowY, b-ty*d), min(highY, b+ty*d)
		near, far = min(near, d), max(far, d)
	}
	// The closest eye: its depth ez as large as both sides allow.
	ez := min((highX-lowX)/(2*tx), (highY-lowY)/(2*ty))
	eye := right.Scale((lowX + highX) / 2).Add(up.Scale((lowY + highY) / 2)).Add(fwd.Scale(ez))
	if fwd.Y < -0.1 {
		c.Distance = -eye.Y / fwd.Y
	} else { // looking along the table: the target at the scene's middle depth
		c.Distance = (near+far)/2 - ez
	}
	c.Target = eye.Add(fwd.Scale(c.Distance))
}
