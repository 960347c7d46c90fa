package render3d

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"xima/games/xima"
)

var screenshots = flag.String("screenshots", "", "write the documentation's pictures into this directory")

// bookBefore returns the position of the book's example game before ply
// n (0-based) and the action played there.
func bookBefore(t *testing.T, n int) (xima.State, xima.Action) {
	t.Helper()
	data, err := os.ReadFile("../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	g, err := xima.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := xima.NewState(xima.Sport, xima.Sport)
	for _, e := range g.Events() {
		if e.Kind != xima.EventAction {
			continue
		}
		if s.Ply() == n {
			return s, e.Action
		}
		s.Apply(e.Action)
	}
	t.Fatalf("the book game has no ply %d", n)
	return s, 0
}

// marksFor returns the marks of a selected block: its legal destinations,
// those whose path climbs drawn as reached over steps.
func marksFor(s xima.State, from xima.Cell) Marks {
	m := Marks{Selected: from, HasSelected: true}
	for _, a := range s.Legal(nil) {
		if a.Kind() != xima.KindMove || a.From() != from {
			continue
		}
		climbs := false
		path := Path(s, a)
		for i := 1; i < len(path); i++ {
			climbs = climbs || path[i].Height > path[i-1].Height
		}
		if climbs {
			m.StepOnly = append(m.StepOnly, a.To())
		} else {
			m.Targets = append(m.Targets, a.To())
		}
	}
	return m
}

// TestScreenshots writes docs/screenshots/3d-*.png when asked:
//
//	xvfb-run -a go test ./render3d -run Screenshots -screenshots ../docs/screenshots
func TestScreenshots(t *testing.T) {
	if *screenshots == "" {
		t.Skip("no -screenshots directory")
	}
	const w, h = 1280, 720
	// Ply 58 of the book's game (30. CxB2): stacks on floors 1, 2 and 3.
	s, capture := bookBefore(t, 58)
	type shot struct {
		name    string
		cam     Camera
		prepare func(sc *scene)
	}
	shots := []shot{
		{"3d-top.png", TopView(float64(w) / h), func(sc *scene) {
			f := newFrameSpec(&s, nil)
			sc.draw(&f)
		}},
		{"3d-iso.png", ThreeQuarterView(float64(w) / h), func(sc *scene) {
			m := marksFor(s, capture.From())
			f := newFrameSpec(&s, &m)
			sc.draw(&f)
		}},
		{"3d-capture-fall.png", closeUp(capture.To(), float64(w)/h), func(sc *scene) {
			start := time.Now()
			an := newAnimation(s, capture, start, 1)
			t0 := an.moveEnd + fallStart + 0.13 // blue half gone, red falling
			f, ok := an.spec(start.Add(time.Duration(t0*float64(time.Second))), nil)
			if !ok {
				t.Fatal("the capture's animation is over")
			}
			sc.setTrail(an.points())
			sc.draw(&f)
		}},
	}
	// The lesson's B2 selected, from the default angle nearer: the
	// columns in front of its targets (B2's, A1's) are see-through.
	hidden := position(t, hiddenRecord)
	near := ThreeQuarterView(float64(w) / h)
	near.Target, near.Distance = CellCentre(cell(t, "D4"), 1), 20
	shots = append(shots, shot{"3d-see-through.png", near, func(sc *scene) {
		m := selectionMarks(&hidden, cell(t, "B2"))
		f := newFrameSpec(&hidden, &m)
		see, _ := seeThrough(&near, &hidden, m.Targets)
		f.seeThrough = &see
		sc.draw(&f)
	}})
	for i := range shots[:2] {
		shots[i].cam.Frame(&s) // as the play screen frames its position
	}
	for _, shot := range shots {
		img, err := renderHeadless(shot.cam, w, h, shot.prepare)
		if err != nil {
			t.Fatal(err)
		}
		writePNG(t, filepath.Join(*screenshots, shot.name), img)
	}
	// A four-player game in the view's part of a 1024x600 and of a
	// 1920x1200 window, framed as the play screen frames it.
	four := crowded(t, 30, 3)
	for _, a := range areas[:2] {
		img, err := RenderImage(four, "iso", a.w, a.h)
		if err != nil {
			t.Fatal(err)
		}
		writePNG(t, filepath.Join(*screenshots, "3d-area-"+a.name+".png"), img)
	}
}

// closeUp returns a camera looking at cell c from nearby.
func closeUp(c xima.Cell, aspect float64) Camera {
	cam := ThreeQuarterView(aspect)
	cam.Target = CellCentre(c, c.Terrain()+1).Add(Vec3{1.5, 0, -1.5})
	cam.Distance = 14
	cam.Pitch = 0.55
	return cam
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
