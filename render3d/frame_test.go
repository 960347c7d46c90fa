package render3d

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xima"
)

// aspects are the shapes the board's area takes: a narrow side panel in
// portrait, square, 4:3, 16:10 and a wide window with a narrow panel.
var aspects = []float64{0.6, 1.0, 1.33, 1.6, 2.4}

// startOf returns the start of a game of n players.
func startOf(t testing.TB, n int) xima.State {
	t.Helper()
	styles := make([]xima.Style, n)
	s, err := xima.NewState(styles...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// shownPoints returns points of everything s shows, worked out from the
// drawing's own measures: the corners of the pyramid's base, every
// coordinate's glyph box, the bottom and top corners of every reserve
// block and the top corners of every column of blocks.
func shownPoints(s *xima.State) map[string]Vec3 {
	pts := map[string]Vec3{}
	for _, x := range []float64{-6.5, 6.5} {
		for _, z := range []float64{-6.5, 6.5} {
			pts[fmt.Sprintf("base corner %+.1f,%+.1f", x, z)] = Vec3{x, tableLevel, z}
		}
	}
	const gw, gh = 0.3, 0.3 // a glyph's half width and half height on the table (26 points of 48 a cell)
	for i := range xima.Size {
		along := float64(i - 6)
		for _, side := range []float64{-1, 1} {
			for _, d := range [4][2]float64{{-gw, -gh}, {-gw, gh}, {gw, -gh}, {gw, gh}} {
				pts[fmt.Sprintf("letter %c side %+.0f %v", 'A'+i, side, d)] = Vec3{along + d[0], tableLevel, side*stripOffset + d[1]}
				pts[fmt.Sprintf("number %d side %+.0f %v", 13-i, side, d)] = Vec3{side*stripOffset + d[1], tableLevel, along + d[0]}
			}
		}
	}
	const r = BlockSize / 2
	corners := func(name string, bottom Vec3, height float64) {
		for _, d := range [4][2]float64{{-r, -r}, {-r, r}, {r, -r}, {r, r}} {
			pts[fmt.Sprintf("%s bottom %v", name, d)] = bottom.Add(Vec3{d[0], 0, d[1]})
			pts[fmt.Sprintf("%s top %v", name, d)] = bottom.Add(Vec3{d[0], height, d[1]})
		}
	}
	for p := range xima.Player(s.Players()) {
		commons, sp := reserveSlots(p, s.Reserve(p), true)
		for i, q := range commons {
			corners(fmt.Sprintf("%s reserve block %d", p, i), q, Unit)
		}
		corners(fmt.Sprintf("%s special", p), sp, Unit)
	}
	for c := xima.Cell(0); c < xima.Cells; c++ {
		if s.Height(c) > 0 {
			corners(fmt.Sprintf("column %s", c), CellCentre(c, c.Terrain()), float64(s.Height(c))*Unit)
		}
	}
	return pts
}

// outside returns the points s shows that lie outside cam's picture
// (NDC beyond ±1), by name, and how near the edge the scene comes (the
// largest NDC coordinate).
func outside(cam *Camera, s *xima.State) (out []string, edge float64) {
	for name, p := range shownPoints(s) {
		x, y := cam.Project(p)
		nx, ny := 2*x-1, 1-2*y
		if math.Abs(nx) > 1 || math.Abs(ny) > 1 {
			out = append(out, fmt.Sprintf("%s at NDC (%.3f, %.3f)", name, nx, ny))
		}
		edge = max(edge, math.Abs(nx), math.Abs(ny))
	}
	return out, edge
}

// checkFramed fails unless every point s shows is inside cam's picture
// and the picture is filled: some point within the margin's reach of its
// edge.
func checkFramed(t *testing.T, what string, cam *Camera, s *xima.State) {
	t.Helper()
	out, edge := outside(cam, s)
	for _, o := range out {
		t.Errorf("%s: %s, outside the picture", what, o)
	}
	if edge < 0.9 {
		t.Errorf("%s: the scene reaches only %.2f of the way to the picture's edge", what, edge)
	}
}

func TestFrameHoldsTheWholeScene(t *testing.T) {
	positions := map[string]xima.State{
		"2 players": startOf(t, 2), "3 players": startOf(t, 3), "4 players": startOf(t, 4),
		"stacks": position(t, stackRecord), "crowded": crowded(t, 40, 3),
	}
	for _, view := range []string{"top", "iso"} {
		for _, aspect := range aspects {
			for name, s := range positions {
				cam, err := NewCamera(view, aspect)
				if err != nil {
					t.Fatal(err)
				}
				cam.Frame(&s)
				checkFramed(t, fmt.Sprintf("%s view, aspect %.2f, %s", view, aspect, name), &cam, &s)
			}
		}
	}
}

// grownReserves returns a two-player position whose reserves grew past
// the start's by reinforcements (rules/xima.md, rule 14: twenty rounds
// that raise no block): both players shuffle blocks round floor 1.
func grownReserves(t *testing.T, over int) xima.State {
	t.Helper()
	s := startOf(t, 2)
	for range 4000 {
		if s.Reserve(xima.Red) >= over && s.Reserve(xima.Blue) >= over {
			return s
		}
		var drop, shuffle xima.Action
		for _, a := range s.Legal(nil) {
			if s.Captures(a) || a.To().Terrain() > 0 {
				continue
			}
			switch a.Kind() {
			case xima.KindMove:
				if s.Height(a.To()) == 0 && shuffle == 0 {
					shuffle = a
				}
			case xima.KindDropCommon:
				if drop == 0 {
					drop = a
				}
			}
		}
		a := shuffle
		if a == 0 || s.OnBoard(s.ToMove()) == 0 {
			a = drop
		}
		if a == 0 {
			break
		}
		s.Apply(a)
	}
	t.Fatalf("reserves %d and %d, want %d", s.Reserve(xima.Red), s.Reserve(xima.Blue), over)
	return s
}

// Reserves grown past the start's still fit, where the start's framing
// would cut them.
func TestFrameFollowsALongReserve(t *testing.T) {
	s := grownReserves(t, 18)
	start := startOf(t, 2)
	cut := 0
	for _, view := range []string{"top", "iso"} {
		for _, aspect := range aspects {
			cam, _ := NewCamera(view, aspect)
			cam.Frame(&start)
			if out, _ := outside(&cam, &s); len(out) > 0 {
				cut++
			}
			cam.Frame(&s)
			checkFramed(t, fmt.Sprintf("%s view, aspect %.2f, reserves %d", view, aspect, s.Reserve(xima.Red)), &cam, &s)
		}
	}
	if cut == 0 {
		t.Errorf("reserves of %d fit every framing of the start: no test of a longer pile", s.Reserve(xima.Red))
	}
}

// The view frames the scene whatever shape its area takes, after a
// resize and after the double click that resets a moved camera.
func TestViewFramesEveryShapeAndReset(t *testing.T) {
	r, v := newTestView(t, 800, 600)
	s := startOf(t, 4)
	v.SetPosition(s, Marks{})
	for _, top := range []bool{false, true} {
		if top {
			v.TopView()
		}
		for _, aspect := range aspects {
			size := fyne.NewSize(float32(math.Round(480*aspect)), 480)
			v.Resize(size)
			v.generate(int(size.Width), int(size.Height)) // as the raster asks at its new size
			r.frame(time.Now())
			cam := v.Camera()
			what := fmt.Sprintf("top %v, %vx%v", top, size.Width, size.Height)
			checkFramed(t, what, &cam, &s)

			v.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 60, DY: -30}})
			v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -300}})
			r.frame(time.Now())
			if moved := v.Camera(); moved.Yaw == cam.Yaw && moved.Distance == cam.Distance {
				t.Fatalf("%s: drag and wheel did not move the camera", what)
			}
			off := offBoard(t, v)
			test.TapAt(v, off)
			test.TapAt(v, off)
			r.frame(time.Now())
			reset := v.Camera()
			checkFramed(t, what+" after reset", &reset, &s)
			if reset.Yaw != cam.Yaw || math.Abs(reset.Distance-cam.Distance) > 1e-9 {
				t.Errorf("%s: reset to %+v, want the framed home %+v", what, reset, cam)
			}
		}
	}
}

// The reserve piles stand where no default view sees them in front of a
// cell or a coordinate: a click anywhere on a cell's top never picks a
// pile, and the line of sight to every glyph of the coordinates passes
// clear of the piles.
func TestPilesCoverNoCell(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := startOf(t, n)
		for _, view := range []string{"top", "iso"} {
			for _, aspect := range aspects {
				cam, _ := NewCamera(view, aspect)
				cam.Frame(&s)
				what := fmt.Sprintf("%d players, %s view, aspect %.2f", n, view, aspect)
				for c := xima.Cell(0); c < xima.Cells; c++ {
					centre := CellCentre(c, s.Surface(c))
					for _, d := range [5][2]float64{{0, 0}, {-0.49, -0.49}, {-0.49, 0.49}, {0.49, -0.49}, {0.49, 0.49}} {
						x, y := cam.Project(centre.Add(Vec3{d[0], 0, d[1]}))
						if p, special, ok := PickReserve(&cam, &s, x, y); ok {
							t.Errorf("%s: %s's pile (special %v) covers %s at %v", what, p, special, c, d)
						}
					}
				}
				eye := cam.Eye()
				for name, p := range shownPoints(&s) {
					if !strings.HasPrefix(name, "letter") && !strings.HasPrefix(name, "number") {
						continue
					}
					dir := p.Sub(eye)
					dist := dir.Len()
					for q := range xima.Player(n) {
						for _, special := range []bool{false, true} {
							lo, hi, _ := reserveBox(&s, q, special)
							if at, ok := rayBox(eye, dir.Norm(), lo, hi); ok && at < dist {
								t.Errorf("%s: %s's pile (special %v) covers %s", what, q, special, name)
							}
						}
					}
				}
			}
		}
	}
}

// From the default view, a click on E1, F1, G1 or H1 (the row the red
// pile faces) picks that cell.
func TestDefaultViewPicksRowOne(t *testing.T) {
	for _, n := range []int{2, 4} {
		s := startOf(t, n)
		for _, aspect := range aspects {
			cam := ThreeQuarterView(aspect)
			cam.Frame(&s)
			for _, name := range []string{"E1", "F1", "G1", "H1"} {
				c := cell(t, name)
				x, y := cam.Project(CellCentre(c, s.Surface(c)))
				if got, ok := Pick(&cam, &s, x, y); !ok || got != c {
					t.Errorf("%d players, aspect %.2f: a click on %s picks %s (%v)", n, aspect, name, got, ok)
				}
			}
		}
	}
}
