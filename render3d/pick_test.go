package render3d

import (
	"math"
	"testing"

	"xima/games/xima"
)

func TestPickProjectedCentres(t *testing.T) {
	s := position(t, stackRecord)
	opening := position(t, "")
	for _, tc := range []struct {
		name string
		cam  Camera
		s    xima.State
		half bool // only the quarter that faces the camera
	}{
		{"top", TopView(16.0 / 9), s, false},
		{"top-portrait", TopView(0.6), s, false},
		{"iso", ThreeQuarterView(16.0 / 9), opening, true},
		{"iso-stacks", ThreeQuarterView(4.0 / 3), s, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			for c := xima.Cell(0); c < xima.Cells; c++ {
				if tc.half && !facesCamera(&tc.s, c) {
					continue
				}
				x, y := tc.cam.Project(CellCentre(c, tc.s.Surface(c)))
				if x < 0 || x > 1 || y < 0 || y > 1 {
					t.Errorf("%s projects outside the picture: (%.3f, %.3f)", c, x, y)
					continue
				}
				got, ok := Pick(&tc.cam, &tc.s, x, y)
				if !ok || got != c {
					t.Errorf("Pick at %s's centre (%.3f, %.3f) = %s, %v", c, x, y, got, ok)
				}
				n++
			}
			if n < 40 {
				t.Errorf("only %d cells sampled", n)
			}
		})
	}
}

// facesCamera reports whether the three-quarter view sees cell c's centre
// for sure: the view looks from beyond A1, so the terraces of the quarter
// A1-G7 rise away from it, and only a stack on the cell's south, west or
// south-west neighbour can stand in front.
func facesCamera(s *xima.State, c xima.Cell) bool {
	if c.Col() > 6 || c.Row() > 6 {
		return false
	}
	for _, d := range [3][2]int{{0, -1}, {-1, 0}, {-1, -1}} {
		col, row := c.Col()+d[0], c.Row()+d[1]
		if col >= 0 && row >= 0 && s.Height(xima.MakeCell(col, row)) > 0 {
			return false
		}
	}
	return true
}

func TestPickOffBoardAndReserve(t *testing.T) {
	s := position(t, "1. -G2 -G12")
	cam := TopView(1)
	if c, ok := Pick(&cam, &s, 0.01, 0.01); ok {
		t.Errorf("Pick in the corner = %s, want none", c)
	}
	for p := range xima.Player(2) {
		for _, special := range []bool{false, true} {
			lo, hi, ok := reserveBox(&s, p, special)
			if !ok {
				t.Fatalf("%s has no reserve pile (special %v)", p, special)
			}
			x, y := cam.Project(lo.Add(hi).Scale(0.5).Add(Vec3{0, (hi.Y - lo.Y) / 2, 0}))
			gp, gs, ok := PickReserve(&cam, &s, x, y)
			if !ok || gp != p || gs != special {
				t.Errorf("PickReserve on %s's pile (special %v) = %s, %v, %v", p, special, gp, gs, ok)
			}
			if c, ok := Pick(&cam, &s, x, y); ok {
				t.Errorf("Pick on a reserve pile = %s, want no cell", c)
			}
		}
	}
}

func TestProjectRayAgree(t *testing.T) {
	cam := ThreeQuarterView(1.5)
	cam.Orbit(0.7, 0.2)
	cam.Pan(0.1, -0.05)
	for _, p := range []Vec3{{0, 0, 0}, {-6, 0, 6}, {3, 2.4, -1}, {5.5, -0.4, -6}} {
		x, y := cam.Project(p)
		o, d := cam.Ray(x, y)
		// The ray through p's picture point passes through p.
		v := p.Sub(o)
		if off := v.Sub(d.Scale(v.Dot(d))).Len(); off > 1e-9 {
			t.Errorf("ray through Project(%v) misses it by %g", p, off)
		}
	}
	top := TopView(1)
	ax, ay := top.Project(CellCentre(xima.MakeCell(0, 0), 0))   // A1
	mx, my := top.Project(CellCentre(xima.MakeCell(12, 12), 0)) // M13
	if !(ax < 0.5 && ay > 0.5 && mx > 0.5 && my < 0.5) {
		t.Errorf("top view: A1 at (%.2f, %.2f), M13 at (%.2f, %.2f); want A1 bottom left, M13 top right", ax, ay, mx, my)
	}
	if math.Abs(ax+mx-1) > 1e-9 || math.Abs(ay+my-1) > 1e-9 {
		t.Errorf("top view is not centred: A1 (%.3f, %.3f), M13 (%.3f, %.3f)", ax, ay, mx, my)
	}
}
