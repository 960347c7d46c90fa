package render3d

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"xima/games/xima"
)

// position replays a record's moves and returns the position after them;
// no moves is the opening of two players (a record may not be empty).
func position(t testing.TB, moves string) xima.State {
	t.Helper()
	if moves == "" {
		return startOf(t, 2)
	}
	g, err := xima.ParseGame(moves)
	if err != nil {
		t.Fatalf("%q: %v", moves, err)
	}
	return g.State()
}

// pixel returns the colour at the picture's fractional point (x, y).
func pixel(img *image.RGBA, x, y float64) color.RGBA {
	b := img.Rect
	return img.RGBAAt(b.Min.X+int(x*float64(b.Dx())), b.Min.Y+int(y*float64(b.Dy())))
}

// kind names what a colour looks like: a seat's colour, the gold of the
// summit's star, a light neutral (the floors) or something else.
func kind(c color.RGBA) string {
	r, g, b := float64(c.R), float64(c.G), float64(c.B)
	switch {
	case r > 180 && g > 90 && b < 0.35*g && r > 1.3*g && r < 2*g:
		return "gold"
	case r > 1.6*g && r > 1.6*b:
		return "red"
	case b > 1.4*r && b > 1.2*g:
		return "blue"
	case g > 1.3*r && g > 1.3*b:
		return "green"
	case r > 150 && g > 110 && b < 0.5*g:
		return "yellow"
	case min(r, g, b) > 110 && max(r, g, b)-min(r, g, b) < 90:
		return "floor"
	}
	return "other"
}

func lum(c color.RGBA) float64 { return 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B) }

// writeFailed saves a picture a test looked at when it has failed, under
// testdata/failed/ (ignored by git), named after the test.
func writeFailed(t *testing.T, img *image.RGBA, name string) {
	t.Helper()
	if !t.Failed() {
		return
	}
	path := filepath.Join("testdata", "failed", filepath.FromSlash(t.Name()), name+".png")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Logf("no picture: %v", err)
		return
	}
	f, err := os.Create(path)
	if err != nil {
		t.Logf("no picture: %v", err)
		return
	}
	err = png.Encode(f, img)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Logf("no picture: %v", err)
		return
	}
	t.Logf("picture in %s", path)
}

// A stacked column (red under blue on G2), a blue block on floor 2 (G4),
// a red one on floor 1, the rest empty.
const stackRecord = "1. -G2 -G4 2. -A1 -H2 3. -K1 H2G2"

func TestRenderColours(t *testing.T) {
	s := position(t, stackRecord)
	g2, _ := xima.ParseCell("G2")
	if s.Height(g2) != 2 {
		t.Fatalf("G2 holds %d blocks, want 2", s.Height(g2))
	}
	for _, view := range []string{"top", "iso"} {
		t.Run(view, func(t *testing.T) {
			const w, h = 800, 600
			img, err := RenderImage(s, view, w, h)
			if err != nil {
				t.Fatal(err)
			}
			if img.Rect.Dx() != w || img.Rect.Dy() != h {
				t.Fatalf("picture %v, want %dx%d", img.Rect, w, h)
			}
			cam, _ := NewCamera(view, float64(w)/h)
			cam.Frame(&s) // as RenderImage does
			at := func(p Vec3) color.RGBA { x, y := cam.Project(p); return pixel(img, x, y) }
			// Sample tops a little off centre: the pips sit in the middle.
			top := func(cell string) color.RGBA {
				c, _ := xima.ParseCell(cell)
				return at(CellCentre(c, s.Surface(c)).Add(Vec3{0, 0, 0.28}))
			}
			for _, tc := range []struct{ cell, want string }{
				{"B2", "floor"}, {"M13", "floor"}, {"E5", "floor"},
				{"G2", "blue"}, {"A1", "red"}, {"K1", "red"}, {"G4", "blue"},
			} {
				if got := kind(top(tc.cell)); got != tc.want {
					t.Errorf("top of %s looks %s (%v), want %s", tc.cell, got, top(tc.cell), tc.want)
				}
			}
			// The floors darken as the pyramid rises.
			if l1, l2, l3 := lum(top("B2")), lum(top("C3")), lum(top("E5")); !(l1 > l2 && l2 > l3) {
				t.Errorf("floors 1-3 lightness %.0f %.0f %.0f, want decreasing", l1, l2, l3)
			}
			summit := at(CellCentre(xima.Summit, 3))
			if kind(summit) != "gold" {
				t.Errorf("the summit's centre looks %s (%v), want the gold star", kind(summit), summit)
			}
			if view == "iso" {
				// The stack's lower block shows its red front face.
				front := CellCentre(g2, g2.Terrain()).Add(Vec3{0, Unit * 0.78, BlockSize/2 + 0.001})
				if got := at(front); kind(got) != "red" {
					t.Errorf("front of G2's bottom block looks %s (%v), want red", kind(got), got)
				}
			}
			writeFailed(t, img, view)
		})
	}
}

// areas are the sizes the 3D view takes in the play screen: its part of a
// 1024x600 and of a 1920x1200 window, and a narrow and a wide extreme.
var areas = []struct {
	name string
	w, h int
}{{"1024x600", 546, 513}, {"1920x1200", 1144, 1112}, {"narrow", 360, 600}, {"wide", 1200, 500}}

// sceneColour reports whether a pixel shows the scene itself: a seat's
// colour, the star, a floor or a coordinate (light and warm), not the
// table (dark) or the background (light and cool).
func sceneColour(c color.RGBA) bool {
	switch kind(c) {
	case "red", "blue", "green", "yellow", "gold":
		return true
	case "floor":
		return int(c.R) > int(c.B)+5
	}
	return false
}

// Drawn at the sizes the view takes, the four-player scene touches no
// edge of the picture and comes within the margin's reach of one.
func TestRenderAreasFrameTheScene(t *testing.T) {
	s := crowded(t, 30, 3)
	for _, a := range areas {
		for _, view := range []string{"top", "iso"} {
			img, err := RenderImage(s, view, a.w, a.h)
			if err != nil {
				t.Fatal(err)
			}
			cut, near := 0, false
			band := int(0.08 * float64(min(a.w, a.h)))
			for y := range a.h {
				for x := range a.w {
					edge := min(x, y, a.w-1-x, a.h-1-y)
					if edge > band || !sceneColour(img.RGBAAt(x, y)) {
						continue
					}
					near = true
					if edge == 0 {
						cut++
					}
				}
			}
			if cut > 0 {
				t.Errorf("%s, %s view: %d pixels of the scene on the picture's edge", a.name, view, cut)
			}
			if !near {
				t.Errorf("%s, %s view: the scene stays %d pixels clear of every edge", a.name, view, band)
			}
			writeFailed(t, img, a.name+"-"+view)
		}
	}
}

func TestRenderPNGErrors(t *testing.T) {
	s := position(t, "")
	for _, tc := range []struct {
		view string
		w, h int
	}{{"side", 10, 10}, {"top", 0, 10}, {"iso", 10, -1}} {
		if err := RenderPNG(s, tc.view, tc.w, tc.h, nil); err == nil {
			t.Errorf("RenderPNG(%q, %d, %d) gave no error", tc.view, tc.w, tc.h)
		}
	}
}

func ExampleRenderPNG() {
	g, err := xima.ParseGame("1. -G2 -G12")
	if err != nil {
		fmt.Println(err)
		return
	}
	f, err := os.CreateTemp("", "xima-*.png")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.Remove(f.Name())
	defer f.Close()
	if err := RenderPNG(g.State(), "iso", 640, 360, f); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("written")
	// Output: written
}
