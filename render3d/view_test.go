package render3d

import (
	"image"
	"image/color"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xima"
)

// newTestRenderer returns a renderer in a test app, whose frames the test
// draws itself (renderer.frame).
func newTestRenderer(t *testing.T) *Renderer {
	t.Helper()
	test.NewTempApp(t)
	r, err := newRenderer()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); r.ctx.destroy() })
	return r
}

// newTestView returns a view in a test window of w x h, with a renderer
// whose frames the test draws itself.
func newTestView(t *testing.T, w, h float32) (*Renderer, *View) {
	t.Helper()
	r := newTestRenderer(t)
	v := NewView(r)
	win := test.NewTempWindow(t, v)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	v.Resize(fyne.NewSize(w, h))
	return r, v
}

// mean returns the average colour of the 9x9 pixels round a point of the
// picture given as fractions.
func mean(img *image.RGBA, x, y float64) [3]float64 {
	cx, cy := int(x*float64(img.Rect.Dx())), int(y*float64(img.Rect.Dy()))
	var m [3]float64
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			c := img.RGBAAt(cx+dx, cy+dy)
			m[0] += float64(c.R) / 81
			m[1] += float64(c.G) / 81
			m[2] += float64(c.B) / 81
		}
	}
	return m
}

func TestViewMarks(t *testing.T) {
	r, v := newTestView(t, 800, 600) // cells about 30 pixels wide
	v.TopView()
	s := position(t, stackRecord)
	g2, b2, c2 := cell(t, "G2"), cell(t, "B2"), cell(t, "C2")
	r.frame(time.Now())
	if v.Frames() != 1 {
		t.Fatalf("no first frame (frames %d)", v.Frames())
	}
	v.SetPosition(s, Marks{})
	r.frame(time.Now())
	plain := clone(v.img)
	v.SetPosition(s, Marks{Selected: g2, HasSelected: true, Targets: []xima.Cell{b2}, StepOnly: []xima.Cell{c2}})
	r.frame(time.Now())
	marked := v.img
	defer func() { writeFailed(t, plain, "plain"); writeFailed(t, marked, "marked") }()
	if v.Frames() != 3 || v.img.Rect.Dx() != 800 || v.img.Rect.Dy() != 600 {
		t.Fatalf("frames %d, picture %v", v.Frames(), v.img.Rect)
	}
	if r.frame(time.Now()) || v.Frames() != 3 {
		t.Errorf("an idle view drew again (frames %d)", v.Frames())
	}
	cam := v.Camera()
	at := func(img *image.RGBA, p Vec3) [3]float64 { x, y := cam.Project(p); return mean(img, x, y) }
	// A target glows cyan: blue rises over red.
	before, after := at(plain, CellCentre(b2, 0)), at(v.img, CellCentre(b2, 0))
	if !(after[2]-after[0] > before[2]-before[0]+25) {
		t.Errorf("target B2: %v without the mark, %v with it; want a cyan glow", before, after)
	}
	// A step-only target is cyan too, dashed (orange is the last move's):
	// blue rises over red.
	edge := CellCentre(c2, 0).Add(Vec3{0, 0, 0.44})
	before, after = at(plain, edge), at(v.img, edge)
	if !(after[2]-after[0] > before[2]-before[0]+25) {
		t.Errorf("step-only C2: %v without the mark, %v with it; want cyan", before, after)
	}
	// The selection frames the top of G2 in yellow.
	edge = CellCentre(g2, s.Surface(g2)).Add(Vec3{0.44, 0, 0})
	before, after = at(plain, edge), at(v.img, edge)
	if yellow := func(c [3]float64) float64 { return c[0] + c[1] - 2*c[2] }; yellow(after) < yellow(before)+100 {
		t.Errorf("selected G2's edge: %v without the mark, %v with it; want yellow", before, after)
	}
}

func clone(img *image.RGBA) *image.RGBA {
	c := *img
	c.Pix = append([]byte(nil), img.Pix...)
	return &c
}

func TestViewTaps(t *testing.T) {
	r, v := newTestView(t, 800, 600)
	s := position(t, stackRecord)
	v.SetPosition(s, Marks{})
	r.frame(time.Now())
	var cells []xima.Cell
	var reserves []xima.Player
	v.OnTapCell = func(c xima.Cell) { cells = append(cells, c) }
	v.OnTapReserve = func(p xima.Player, special bool) {
		if !special {
			reserves = append(reserves, p)
		}
	}
	cam := v.Camera()
	size := v.Size()
	tap := func(p Vec3) {
		x, y := cam.Project(p)
		test.TapAt(v, fyne.NewPos(float32(x)*size.Width, float32(y)*size.Height))
	}
	want := []xima.Cell{cell(t, "G2"), cell(t, "B2"), cell(t, "E5"), xima.Summit}
	for _, c := range want {
		tap(CellCentre(c, s.Surface(c)))
	}
	lo, hi, _ := reserveBox(&s, xima.Red, false)
	tap(lo.Add(hi).Scale(0.5))
	if len(cells) != len(want) || len(reserves) != 1 || reserves[0] != xima.Red {
		t.Fatalf("tapped cells %v, reserves %v; want %v and Red", cells, reserves, want)
	}
	for i := range want {
		if cells[i] != want[i] {
			t.Errorf("tap %d picked %s, want %s", i, cells[i], want[i])
		}
	}
	// Orbit, zoom and a double click off the board back home.
	home := v.Camera()
	v.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 80, DY: -40}})
	v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: 100}})
	moved := v.Camera()
	if moved.Yaw == home.Yaw || moved.Pitch == home.Pitch || moved.Distance >= home.Distance {
		t.Errorf("drag and wheel left the camera at %+v (home %+v)", moved, home)
	}
	off := offBoard(t, v)
	test.TapAt(v, off)
	test.TapAt(v, off)
	if got := v.Camera(); got.Yaw != home.Yaw || got.Distance != home.Distance {
		t.Errorf("double click off the board: camera %+v, want home %+v", got, home)
	}
}

// offBoard returns a point of the view where a click hits nothing, with
// its camera as it stands.
func offBoard(t *testing.T, v *View) fyne.Position {
	t.Helper()
	cam, size := v.Camera(), v.Size()
	for y := 0.01; y < 1; y += 0.02 {
		for x := 0.01; x < 1; x += 0.02 {
			if pick(&cam, &v.state, x, y).kind == hitNone {
				return fyne.NewPos(float32(x)*size.Width, float32(y)*size.Height)
			}
		}
	}
	t.Fatal("the board and its piles fill the whole view")
	return fyne.Position{}
}

// levelOf returns the level (0 = on the terrain) a block's base point
// stands at on a cell, from its height in the scene.
func levelOf(p Vec3) float64 { return p.Y / Unit }

func TestAnimationFollowsThePath(t *testing.T) {
	before := position(t, "1. -G2 -G4 2. -G1 -A13")
	a := xima.MoveAction(cell(t, "G1"), cell(t, "G6"))
	start := time.Now()
	an := newAnimation(before, a, start, 1)
	path := Path(before, a)
	for i, p := range path {
		got := an.moverAt(float64(i) * stepTime)
		if want := CellCentre(p.Cell, p.Height); got.Sub(want).Len() > 1e-9 {
			t.Errorf("step %d: the block is at %v, want %v (%s at height %d)", i, got, want, p.Cell, p.Height)
		}
	}
	// Between a cell and a higher one the block rises before it crosses.
	mid := an.moverAt(stepTime * 2.5) // G3 (height 1) to G4 (height 2)
	if levelOf(mid) < 1.5 {
		t.Errorf("half way onto G4 the block is at level %.2f, want it risen", levelOf(mid))
	}
	if an.done(start.Add(time.Duration(an.total*0.99*float64(time.Second)))) || !an.done(start.Add(time.Duration(an.total*1.01*float64(time.Second)))) {
		t.Errorf("animation of %d steps does not end at %.2fs", len(path)-1, an.total)
	}
	slow := newAnimation(before, a, start, teacherSlow)
	if slow.done(start.Add(time.Duration(an.total * 3 * float64(time.Second)))) {
		t.Errorf("the teacher's animation is not 4 times slower")
	}
}

func TestAnimationDrop(t *testing.T) {
	before := position(t, "1. -G2")
	a := xima.DropAction(false, cell(t, "G4"))
	start := time.Now()
	an := newAnimation(before, a, start, 1)
	commons, _ := reserveSlots(xima.Blue, before.Reserve(xima.Blue), true)
	if got := an.moverAt(0); got != commons[len(commons)-1] {
		t.Errorf("the new block starts at %v, want the top of blue's pile %v", got, commons[len(commons)-1])
	}
	for i, p := range an.path {
		if got, want := an.moverAt(enterTime+float64(i)*stepTime), CellCentre(p.Cell, p.Height); got.Sub(want).Len() > 1e-9 {
			t.Errorf("step %d at %v, want %v", i, got, want)
		}
	}
	f, ok := an.spec(start.Add(time.Duration(enterTime/2*float64(time.Second))), nil)
	if !ok || f.reserveLess[xima.Blue][0] != 1 || len(f.extra) != 1 {
		t.Errorf("mid-flight: reserve less %v, extra %v", f.reserveLess, f.extra)
	}
}

func TestAnimateAPassMovesNothing(t *testing.T) {
	_, v := newTestView(t, 160, 120)
	g, err := xima.NewGame(xima.Config{Styles: []xima.Style{xima.Luck, xima.Sport}, Seed: 1, HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	before := g.State()
	if err := before.Roll(6); err != nil {
		t.Fatal(err)
	}
	v.Animate(before, xima.PassAction)
	if v.Animating() || v.state.ToMove() != xima.Blue {
		t.Errorf("a pass: animating %v, %s to move", v.Animating(), v.state.ToMove())
	}
}

func TestAnimationCaptureAndFall(t *testing.T) {
	// Red lands on G2 (blue under red): blue is captured, red falls.
	before := position(t, "1. -H2 -G2 2. H2G2 -A13 3. -F2 -A12")
	g2 := cell(t, "G2")
	a := xima.MoveAction(cell(t, "F2"), g2)
	start := time.Now()
	an := newAnimation(before, a, start, 1)
	at := func(t float64) time.Time { return start.Add(time.Duration(t * float64(time.Second))) }
	// Landed, the blue block shrinking.
	f, ok := an.spec(at(an.moveEnd+vanishTime/2), nil)
	if !ok || len(f.extra) != 3 || f.extra[0].scale >= 1 || f.extra[0].block.Owner() != xima.Blue {
		t.Fatalf("mid-vanish: %+v", f.extra)
	}
	// The red blocks fall: lower than where they stood, above where they land.
	f, _ = an.spec(at(an.moveEnd+vanishTime+0.02), nil)
	if len(f.extra) != 2 {
		t.Fatalf("mid-fall: %+v", f.extra)
	}
	for i, e := range f.extra {
		level := levelOf(e.bottom) - float64(g2.Terrain())
		if !(level < float64(i+1) && level > float64(i)) {
			t.Errorf("mid-fall block %d at level %.2f, want between %d and %d", i, level, i, i+1)
		}
	}
	if _, ok := an.spec(at(an.total+0.01), nil); ok {
		t.Errorf("the animation goes on after %.2fs", an.total)
	}
}

func TestViewAnimateAndSkip(t *testing.T) {
	r, v := newTestView(t, 320, 240)
	before := position(t, "1. -G2 -G4 2. -G1 -A13")
	a := xima.MoveAction(cell(t, "G1"), cell(t, "G6"))
	after := before
	after.Apply(a)
	v.SetTeacher(true)
	v.Animate(before, a)
	if !v.Animating() || len(v.trail) != 6 {
		t.Fatalf("animating %v, trail %v", v.Animating(), v.trail)
	}
	// The play screen shows the new position at once: the animation goes on.
	v.SetPosition(after, Marks{})
	if !r.frame(time.Now()) || !v.Animating() {
		t.Fatalf("the animation stopped at the position it leads to")
	}
	v.SkipAnimation()
	if r.frame(time.Now()) || v.Animating() || !samePosition(&v.state, &after) {
		t.Errorf("skipped: still animating %v", v.Animating())
	}
	if v.trail == nil {
		t.Errorf("the teacher's trail went with the skip")
	}
	v.SetPosition(before, Marks{})
	if v.trail != nil {
		t.Errorf("the trail stays on another position")
	}
	// Without the teacher the animation ends by itself.
	v.SetTeacher(false)
	v.Animate(before, a)
	end := time.Now().Add(2 * time.Second)
	if r.frame(end) || v.Animating() {
		t.Errorf("the animation runs past its end")
	}
}

// A frame whose clock was read before the move began (the frame loop
// reads it, then waits for a lagging UI thread that animates a move) shows
// the move's start (issue 15: it panicked).
func TestViewFrameBeforeAnimationStart(t *testing.T) {
	r, v := newTestView(t, 320, 240)
	before := position(t, "1. -G2 -G4 2. -G1 -A13")
	a := xima.MoveAction(cell(t, "G1"), cell(t, "G6"))
	v.Animate(before, a)
	start := v.anim.start
	for _, early := range []time.Duration{time.Millisecond, 170 * time.Millisecond, time.Second, time.Hour} {
		v.dirty = true
		if !r.frame(start.Add(-early)) || !v.Animating() {
			t.Errorf("%v before the start: no frame, or the animation ended", early)
		}
	}
	f, ok := v.anim.spec(start.Add(-time.Second), nil)
	if !ok || len(f.extra) != 1 || f.extra[0].bottom != v.anim.origin {
		t.Errorf("before the start the block is drawn at %+v, want at its origin %v", f.extra, v.anim.origin)
	}
}

func TestFrameLoopStopsOnClose(t *testing.T) {
	test.NewTempApp(t)
	r, err := newRenderer()
	if err != nil {
		t.Fatal(err)
	}
	defer r.ctx.destroy()
	v := NewView(r)
	drawn := make(chan struct{})
	var once sync.Once
	r.do = func(f func()) { // Fyne's test driver runs it at once
		f()
		if v.Frames() > 0 {
			once.Do(func() { close(drawn) })
		}
	}
	v.Resize(fyne.NewSize(200, 150))
	v.attach()
	go r.loop()
	await(t, drawn, "a first frame")
	r.Close()
	r.Close()
	await(t, r.done, "the frame loop to stop")
	if v.Frames() == 0 || v.img.Rect.Dx() != 200 || v.img.RGBAAt(100, 75) == (color.RGBA{}) {
		t.Errorf("the loop drew %d frames, picture %v", v.Frames(), v.img.Rect)
	}
	if r.frame(time.Now()) {
		t.Errorf("a closed renderer still draws")
	}
}
