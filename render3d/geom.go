package render3d

import (
	"math"

	"xima/games/xima"
)

// Scene dimensions, in world units: a cell is 1 wide.
const (
	// Unit is the height of a block and of each step of the pyramid.
	Unit = 0.8
	// BlockSize is the width of a block (cells keep a gap between blocks).
	BlockSize = 0.8
	// baseDepth is how far the floor-1 slab reaches below height 0.
	baseDepth = 0.4
)

// Vec3 is a point or a direction in the scene.
type Vec3 struct{ X, Y, Z float64 }

// Add returns v + w.
func (v Vec3) Add(w Vec3) Vec3 { return Vec3{v.X + w.X, v.Y + w.Y, v.Z + w.Z} }

// Sub returns v - w.
func (v Vec3) Sub(w Vec3) Vec3 { return Vec3{v.X - w.X, v.Y - w.Y, v.Z - w.Z} }

// Scale returns v * k.
func (v Vec3) Scale(k float64) Vec3 { return Vec3{v.X * k, v.Y * k, v.Z * k} }

// Dot returns the dot product of v and w.
func (v Vec3) Dot(w Vec3) float64 { return v.X*w.X + v.Y*w.Y + v.Z*w.Z }

// Cross returns the cross product v x w.
func (v Vec3) Cross(w Vec3) Vec3 {
	return Vec3{v.Y*w.Z - v.Z*w.Y, v.Z*w.X - v.X*w.Z, v.X*w.Y - v.Y*w.X}
}

// Len returns the length of v.
func (v Vec3) Len() float64 { return math.Sqrt(v.Dot(v)) }

// Norm returns v scaled to length 1 (v itself when it is zero).
func (v Vec3) Norm() Vec3 {
	if l := v.Len(); l > 0 {
		return v.Scale(1 / l)
	}
	return v
}

// cellXZ returns the centre of cell c on the ground plane.
func cellXZ(c xima.Cell) (x, z float64) {
	return float64(c.Col() - 6), float64(6 - c.Row())
}

// CellCentre returns the centre of the top face of a column of cell c
// whose surface is at height (in block heights, terrain included): the
// point a block resting at that height stands on.
func CellCentre(c xima.Cell, height int) Vec3 {
	x, z := cellXZ(c)
	return Vec3{x, float64(height) * Unit, z}
}

// Camera is an orbit camera around Target: Yaw turns it round the vertical
// axis (0 looks from row 1's side toward row 13), Pitch is its elevation
// (pi/2 looks straight down), Distance its distance from Target, FovY the
// vertical field of view and Aspect the image's width over its height.
// It implements g3n's camera.ICamera, so Project agrees with the pictures.
type Camera struct {
	Target     Vec3
	Yaw, Pitch float64 // radians
	Distance   float64
	FovY       float64 // radians
	Aspect     float64
}

// Camera limits: how close, far and flat the user may orbit. The clipping
// planes follow the distance (clipPlanes).
const (
	minDistance = 6
	maxDistance = 300
	minPitch    = 0.12
	maxPitch    = math.Pi / 2
)

// TopView returns the camera looking straight down on the whole board,
// row 13 at the top, as in the 2D notation, framing a four-player game
// (Frame fits it to a position). Its narrow field of view keeps stacks
// near the edges from leaning outward.
func TopView(aspect float64) Camera {
	c := Camera{Pitch: maxPitch, FovY: 12 * math.Pi / 180, Aspect: aspect}
	four := fourSeats()
	c.Frame(&four)
	return c
}

// ThreeQuarterView returns the camera looking at the pyramid from row 1's
// side, turned a little toward column A and raised about 40 degrees,
// framing a four-player game (Frame fits it to a position).
func ThreeQuarterView(aspect float64) Camera {
	c := Camera{Yaw: -0.45, Pitch: 0.72, FovY: 30 * math.Pi / 180, Aspect: aspect}
	four := fourSeats()
	c.Frame(&four)
	return c
}

// fourSeats returns the start of a four-player game: the most the table
// holds before a reinforcement.
func fourSeats() xima.State {
	s, _ := xima.NewState(xima.Sport, xima.Sport, xima.Sport, xima.Sport)
	return s
}

// Eye returns the camera's position.
func (c *Camera) Eye() Vec3 {
	cp := math.Cos(c.Pitch)
	return c.Target.Add(Vec3{math.Sin(c.Yaw) * cp, math.Sin(c.Pitch), math.Cos(c.Yaw) * cp}.Scale(c.Distance))
}

// basis returns the camera's right, up and forward unit vectors. Right
// depends only on the yaw, so looking straight down stays well defined.
func (c *Camera) basis() (right, up, fwd Vec3) {
	fwd = c.Target.Sub(c.Eye()).Norm()
	right = Vec3{math.Cos(c.Yaw), 0, -math.Sin(c.Yaw)}
	up = right.Cross(fwd)
	return right, up, fwd
}

// Project returns where point p appears in the picture, as fractions of
// its width and height from the top left corner (0..1 inside the picture).
func (c *Camera) Project(p Vec3) (x, y float64) {
	right, up, fwd := c.basis()
	d := p.Sub(c.Eye())
	depth := d.Dot(fwd)
	t := math.Tan(c.FovY / 2)
	nx := d.Dot(right) / (depth * t * c.Aspect)
	ny := d.Dot(up) / (depth * t)
	return (nx + 1) / 2, (1 - ny) / 2
}

// Ray returns the origin and direction (unit length) of the ray through
// the picture's point (x, y), given as fractions like Project's.
func (c *Camera) Ray(x, y float64) (origin, dir Vec3) {
	right, up, fwd := c.basis()
	t := math.Tan(c.FovY / 2)
	nx, ny := (2*x-1)*t*c.Aspect, (1-2*y)*t
	return c.Eye(), fwd.Add(right.Scale(nx)).Add(up.Scale(ny)).Norm()
}

// viewMatrix returns the world-to-camera matrix, column-major as OpenGL wants.
func (c *Camera) viewMatrix() [16]float64 {
	r, u, f := c.basis()
	e := c.Eye()
	return [16]float64{
		r.X, u.X, -f.X, 0,
		r.Y, u.Y, -f.Y, 0,
		r.Z, u.Z, -f.Z, 0,
		-r.Dot(e), -u.Dot(e), f.Dot(e), 1,
	}
}

// projMatrix returns the perspective projection, column-major.
func (c *Camera) projMatrix() [16]float64 {
	f := 1 / math.Tan(c.FovY/2)
	near, far := c.clipPlanes()
	return [16]float64{
		f / c.Aspect, 0, 0, 0,
		0, f, 0, 0,
		0, 0, (far + near) / (near - far), -1,
		0, 0, 2 * far * near / (near - far), 0,
	}
}

// clipPlanes returns the near and far clipping distances: a slab round
// the target deep enough for the table and the tallest stack, so the
// depth buffer keeps its precision from the top view's long distance too.
func (c *Camera) clipPlanes() (near, far float64) {
	return max(0.5, c.Distance-60), c.Distance + 100
}

// Orbit turns the camera by dyaw and dpitch radians, keeping the pitch
// between a grazing angle and straight down.
func (c *Camera) Orbit(dyaw, dpitch float64) {
	c.Yaw = math.Mod(c.Yaw+dyaw, 2*math.Pi)
	c.Pitch = min(max(c.Pitch+dpitch, minPitch), maxPitch)
}

// Zoom multiplies the distance by factor, within limits.
func (c *Camera) Zoom(factor float64) {
	c.Distance = min(max(c.Distance*factor, minDistance), maxDistance)
}

// Pan moves the target by fractions of the picture (dx right, dy down),
// on the horizontal plane, so the board slides under the pointer.
func (c *Camera) Pan(dx, dy float64) {
	right, _, _ := c.basis()
	ahead := Vec3{-math.Sin(c.Yaw), 0, -math.Cos(c.Yaw)}
	h := 2 * c.Distance * math.Tan(c.FovY/2)
	c.Target = c.Target.Add(right.Scale(-dx * h * c.Aspect)).Add(ahead.Scale(dy * h))
	c.Target.X = min(max(c.Target.X, -9), 9)
	c.Target.Z = min(max(c.Target.Z, -9), 9)
}

// rayBox returns the distance along the ray to the box [lo, hi] and
// whether the ray hits it (slab method).
func rayBox(o, d, lo, hi Vec3) (float64, bool) {
	tmin, tmax := 0.0, math.Inf(1)
	for _, ax := range [3][4]float64{{o.X, d.X, lo.X, hi.X}, {o.Y, d.Y, lo.Y, hi.Y}, {o.Z, d.Z, lo.Z, hi.Z}} {
		if ax[1] == 0 {
			if ax[0] < ax[2] || ax[0] > ax[3] {
				return 0, false
			}
			continue
		}
		t1, t2 := (ax[2]-ax[0])/ax[1], (ax[3]-ax[0])/ax[1]
		if t1 > t2 {
			t1, t2 = t2, t1
		}
		tmin, tmax = max(tmin, t1), min(tmax, t2)
		if tmin > tmax {
			return 0, false
		}
	}
	return tmin, true
}

// columnBox returns the box a cell's column fills: the cell's square, from
// the bottom of the base up to its surface.
func columnBox(c xima.Cell, surface int) (lo, hi Vec3) {
	x, z := cellXZ(c)
	return Vec3{x - 0.5, -baseDepth, z - 0.5}, Vec3{x + 0.5, float64(surface) * Unit, z + 0.5}
}

// Pick returns the cell whose column (terrain and blocks) the ray through
// the picture's point (x, y) hits first; ok is false off the board.
func Pick(cam *Camera, s *xima.State, x, y float64) (c xima.Cell, ok bool) {
	h := pick(cam, s, x, y)
	return h.cell, h.kind == hitCell
}

// PickReserve returns the reserve pile beside the pyramid under the
// picture's point (x, y), unless a column stands in front of it.
func PickReserve(cam *Camera, s *xima.State, x, y float64) (p xima.Player, special, ok bool) {
	h := pick(cam, s, x, y)
	return h.player, h.special, h.kind == hitReserve
}

type hitKind uint8

const (
	hitNone hitKind = iota
	hitCell
	hitReserve
)

// hit is what a ray met first.
type hit struct {
	kind    hitKind
	cell    xima.Cell
	player  xima.Player
	special bool
}

func pick(cam *Camera, s *xima.State, x, y float64) hit {
	o, d := cam.Ray(x, y)
	best, h := math.Inf(1), hit{}
	for c := xima.Cell(0); c < xima.Cells; c++ {
		lo, hi := columnBox(c, s.Surface(c))
		if t, ok := rayBox(o, d, lo, hi); ok && t < best {
			best, h = t, hit{kind: hitCell, cell: c}
		}
	}
	for p := range xima.Player(s.Players()) {
		for _, special := range [2]bool{false, true} {
			lo, hi, ok := reserveBox(s, p, special)
			if !ok {
				continue
			}
			if t, ok := rayBox(o, d, lo, hi); ok && t < best {
				best, h = t, hit{kind: hitReserve, player: p, special: special}
			}
		}
	}
	return h
}
