package render3d

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"xima/games/xima"
)

// hiddenRecord leaves Red to move with its block on top of a column of
// three on B2, which stands in front of C3 from the three-quarter view
// (the lesson's B2C3, issue 28).
const hiddenRecord = "1. -B2 -M13 2. -A1 -M12 3. A1B2 -M11 4. -A1 -L13 5. -A2 -K13 6. A2A1 -L12 7. A1B2 -K12"

// selectionMarks returns the marks of the block on from selected: its
// legal destinations in s.
func selectionMarks(s *xima.State, from xima.Cell) Marks {
	m := Marks{Selected: from, HasSelected: true}
	for _, a := range s.Legal(nil) {
		if a.Kind() == xima.KindMove && a.From() == from {
			m.Targets = append(m.Targets, a.To())
		}
	}
	return m
}

func TestSeeThroughTargetsClickable(t *testing.T) {
	r, v := newTestView(t, 800, 600)
	s := position(t, hiddenRecord)
	b2, c3 := cell(t, "B2"), cell(t, "C3")
	m := selectionMarks(&s, b2)
	if len(m.Targets) < 3 {
		t.Fatalf("B2 has %d destinations, want several", len(m.Targets))
	}
	v.SetPosition(s, m)
	r.frame(time.Now())
	ghosted := clone(v.img)
	cam := v.Camera()
	see, any := seeThrough(&cam, &s, m.Targets)
	if !any || !see[b2] {
		t.Fatalf("B2 is not drawn see-through (any %v)", any)
	}
	var tapped []xima.Cell
	v.OnTapCell = func(c xima.Cell) { tapped = append(tapped, c) }
	sz := v.Size()
	hidden := 0
	// Each target's top is clicked at its centre and near its four
	// corners: a point only non-targets hide reaches the target; a point
	// under another target's top (its mark drawn in front) reaches that
	// one; every target is reached somewhere.
	for _, c := range m.Targets {
		reached := false
		for _, d := range [5][2]float64{{0, 0}, {-0.4, -0.4}, {-0.4, 0.4}, {0.4, -0.4}, {0.4, 0.4}} {
			x, y := cam.Project(CellCentre(c, s.Surface(c)).Add(Vec3{d[0], 0, d[1]}))
			plain := pick(&cam, &s, x, y)
			if plain.cell != c {
				hidden++
			}
			tapped = tapped[:0]
			v.Tapped(&fyne.PointEvent{Position: fyne.NewPos(float32(x)*sz.Width, float32(y)*sz.Height)})
			reached = reached || len(tapped) == 1 && tapped[0] == c
			if len(tapped) == 1 && tapped[0] == c || len(tapped) == 1 && slices.Contains(m.Targets, tapped[0]) && plain.cell == tapped[0] {
				continue
			}
			t.Errorf("a click on target %s's top at %v picked %v (plain pick %+v)", c, d, tapped, plain)
		}
		if !reached {
			t.Errorf("target %s cannot be clicked", c)
		}
	}
	// At the default camera B2's column hides part of C3's top from a
	// plain pick: the case this is about.
	x, y := cam.Project(CellCentre(c3, s.Surface(c3)).Add(Vec3{-0.4, 0, 0.4}))
	if h := pick(&cam, &s, x, y); h.kind != hitCell || h.cell != b2 || hidden == 0 {
		t.Fatalf("plain pick at C3's near corner = %+v (%d hidden points), want B2 in front of it", h, hidden)
	}
	// A click on a solid column picks it.
	m13 := cell(t, "M13")
	x, y = cam.Project(CellCentre(m13, s.Surface(m13)))
	if see[m13] || v.under(x, y).cell != m13 {
		t.Errorf("a click on M13's block picked %+v (see-through %v), want M13", v.under(x, y), see[m13])
	}
	// The target's glow shows through B2: the picture at C3's centre is
	// cyan with the block see-through, the block's colour without.
	v.SetPosition(s, Marks{Selected: b2, HasSelected: true, Targets: []xima.Cell{cell(t, "A1")}})
	r.frame(time.Now())
	solid := v.img
	defer func() { writeFailed(t, ghosted, "ghosted"); writeFailed(t, solid, "solid") }()
	cyan := func(c [3]float64) float64 { return c[1] + c[2] - 2*c[0] }
	x, y = cam.Project(CellCentre(c3, s.Surface(c3)).Add(Vec3{-0.3, 0, 0.3}))
	if g, s := mean(ghosted, x, y), mean(solid, x, y); cyan(g) < cyan(s)+60 {
		t.Errorf("C3 through B2: %v see-through, %v solid; want the target's cyan to show", g, s)
	}
}

func TestHoverNamesCell(t *testing.T) {
	r, v := newTestView(t, 800, 600)
	s := position(t, hiddenRecord)
	v.SetPosition(s, selectionMarks(&s, cell(t, "B2")))
	r.frame(time.Now())
	cam, sz := v.Camera(), v.Size()
	at := func(x, y float64) *desktop.MouseEvent {
		return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(x)*sz.Width, float32(y)*sz.Height)}}
	}
	for _, name := range []string{"C3", "G7", "E2"} {
		c := cell(t, name)
		v.MouseMoved(at(cam.Project(CellCentre(c, s.Surface(c)))))
		if got, ok := v.HoverCell(); !ok || got != name {
			t.Errorf("over %s the view names %q (%v)", name, got, ok)
		}
	}
	v.MouseMoved(at(0.01, 0.01))
	if got, ok := v.HoverCell(); ok {
		t.Errorf("off the board the view names %q", got)
	}
}
