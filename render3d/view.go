package render3d

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"xima/games/xima"
)

// doubleClick is the longest pause between the two clicks of a double click.
const doubleClick = 400 * time.Millisecond

// View is a Fyne widget showing the pyramid in 3D. A drag orbits, the
// wheel zooms, a right (or middle) drag pans, a double click off the board
// resets the camera. A click on a column calls OnTapCell, a click on a
// reserve pile OnTapReserve; the cell under the pointer is named in the
// view's corner. Blocks standing in front of a target are drawn
// see-through, and a click through them reaches the target. All its
// methods must be called on Fyne's goroutine; Close frees what it holds.
type View struct {
	widget.BaseWidget

	// OnTapCell is called with the cell whose column a click hit.
	OnTapCell func(c xima.Cell)
	// OnTapReserve is called when a click hits a reserve pile beside the
	// pyramid: player p's commons, or the special.
	OnTapReserve func(p xima.Player, special bool)

	r      *Renderer
	raster *canvas.Raster
	// hover names the cell under the pointer, over a plate that keeps it
	// readable on any colour.
	hover      *canvas.Text
	hoverPlate *canvas.Rectangle
	closed     bool
	sc         *scene // built in the GL context on the first frame
	fbo        fbo
	img        *image.RGBA  // the last frame
	want       image.Point  // the raster's size in pixels
	frames     atomic.Int64 // frames rendered; read from any goroutine

	cam Camera
	top bool // the home camera is the top view
	// homed: the camera is the home view, framed to the scene at every
	// frame (a resize, a longer reserve); the user's drag, wheel or pan
	// leave it where they put it.
	homed   bool
	state   xima.State
	marks   Marks
	anim    *animation
	teacher bool
	trail   []Vec3     // the teacher's trail of the last move
	trailTo xima.State // the position that move led to
	// played is the last action animated and the position before it:
	// what the last move's marks show it captured.
	played       xima.Action
	playedBefore xima.State
	dirty        bool

	button    desktop.MouseButton // held since MouseDown
	panFrom   fyne.Position
	lastClick time.Time
}

// NewView returns a view of the opening position drawn by r, from the
// three-quarter camera.
func NewView(r *Renderer) *View {
	v := &View{r: r, cam: ThreeQuarterView(4.0 / 3), homed: true, dirty: true}
	v.state, _ = xima.NewState(xima.Sport, xima.Sport)
	v.img = image.NewRGBA(image.Rect(0, 0, 1, 1))
	v.img.SetRGBA(0, 0, backgroundRGBA())
	v.raster = canvas.NewRaster(v.generate)
	// The frame has the raster's size in pixels: no filtering to pay for.
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.hover = canvas.NewText("", color.White)
	v.hover.TextStyle.Bold = true
	v.hover.TextSize = 18
	v.hoverPlate = canvas.NewRectangle(color.NRGBA{A: 0xa0})
	v.hoverPlate.CornerRadius = 4
	v.hover.Hide()
	v.hoverPlate.Hide()
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer is Fyne's hook: the view registers with its Renderer.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.attach()
	return &viewRenderer{v: v}
}

func (v *View) attach() {
	if v.closed {
		return
	}
	for _, o := range v.r.views {
		if o == v {
			return
		}
	}
	v.r.views = append(v.r.views, v)
	v.invalidate()
}

// detach stops rendering the view and frees its framebuffer.
func (v *View) detach() {
	v.r.views = slices.DeleteFunc(v.r.views, func(o *View) bool { return o == v })
	if !v.r.closed.Load() {
		_ = v.r.ctx.use(func() error { v.fbo.release(); return nil })
	}
}

// Close stops rendering the view for good and frees what it holds: its
// framebuffer, its scene's textures, buffers and nodes, its last frame
// (issue 28: every 3D game closed kept about 48 MiB). The view then shows
// the background and draws nothing more. Closing twice does nothing.
func (v *View) Close() {
	if v.closed {
		return
	}
	v.closed = true
	v.anim, v.trail = nil, nil
	v.detach()
	if v.sc != nil && !v.r.closed.Load() {
		_ = v.r.ctx.use(func() error { v.sc.dispose(); return nil })
	}
	v.sc = nil
	v.img = image.NewRGBA(image.Rect(0, 0, 1, 1))
	v.img.SetRGBA(0, 0, backgroundRGBA())
	v.raster.Refresh()
	trimHeap()
}

// Closed reports whether Close was called.
func (v *View) Closed() bool { return v.closed }

// Marks returns the marks on show (a copy).
func (v *View) Marks() Marks {
	m := v.marks
	m.Targets, m.StepOnly = slices.Clone(m.Targets), slices.Clone(m.StepOnly)
	return m
}

// backgroundRGBA is the background as a colour.
func backgroundRGBA() color.RGBA {
	return color.RGBA{uint8(background[0] * 255), uint8(background[1] * 255), uint8(background[2] * 255), 255}
}

// generate is the raster's generator: it is told the size in pixels
// (HiDPI included) and returns the last frame, asking for one at the new
// size when it changed.
func (v *View) generate(w, h int) image.Image {
	if p := (image.Point{w, h}); p != v.want {
		v.want = p
		v.invalidate()
	}
	return v.img
}

// invalidate asks for a new frame.
func (v *View) invalidate() {
	v.dirty = true
	v.r.request()
}

// SetPosition shows s with the marks. A running animation goes on when s
// is the position it ends in (the marks apply after it); any other
// position ends it. The same position with the same marks draws nothing.
func (v *View) SetPosition(s xima.State, m Marks) {
	if s == v.state && sameMarks(&m, &v.marks) {
		return
	}
	if v.anim != nil && !samePosition(&s, &v.anim.after) {
		v.anim = nil
	}
	if v.trail != nil && !samePosition(&s, &v.trailTo) {
		v.trail = nil
	}
	v.state = s
	v.marks = Marks{Selected: m.Selected, HasSelected: m.HasSelected,
		Targets: append([]xima.Cell(nil), m.Targets...), StepOnly: append([]xima.Cell(nil), m.StepOnly...),
		Last: m.Last, HasLast: m.HasLast}
	v.invalidate()
}

// Animate shows a, played from before, move by move: the block travels
// its path (Path), captured blocks vanish and the rest fall. The view then
// shows before.Apply(a) without marks. Input goes on meanwhile; clicks
// pick on the final position. A running animation is skipped first.
func (v *View) Animate(before xima.State, a xima.Action) {
	v.SkipAnimation()
	slow := 1.0
	if v.teacher {
		slow = teacherSlow
	}
	if len(Path(before, a)) == 0 { // a pass: nothing moves
		v.state, v.marks = before, Marks{}
		v.state.Apply(a)
		v.invalidate()
		return
	}
	v.played, v.playedBefore = a, before
	v.anim = newAnimation(before, a, time.Now(), slow)
	v.state, v.marks = v.anim.after, Marks{}
	v.trail = nil
	if v.teacher {
		v.trail, v.trailTo = v.anim.points(), v.anim.after
	}
	v.invalidate()
}

// sameMarks reports whether a and b mark the same cells.
func sameMarks(a, b *Marks) bool {
	return a.HasSelected == b.HasSelected && (!a.HasSelected || a.Selected == b.Selected) &&
		a.HasLast == b.HasLast && (!a.HasLast || a.Last == b.Last) && slices.Equal(a.Earlier, b.Earlier) &&
		slices.Equal(a.Targets, b.Targets) && slices.Equal(a.StepOnly, b.StepOnly)
}

// samePosition reports whether a and b are the same moment of a game.
func samePosition(a, b *xima.State) bool { return a.Hash() == b.Hash() && a.Ply() == b.Ply() }

// SkipAnimation jumps to the end of the running animation, if any.
func (v *View) SkipAnimation() {
	if v.anim != nil {
		v.anim = nil
		v.invalidate()
	}
}

// Animating reports whether an animation is running.
func (v *View) Animating() bool { return v.anim != nil }

// SetTeacher turns the teacher mode on or off: animations 4 times slower,
// the path drawn as a trail.
func (v *View) SetTeacher(on bool) {
	v.teacher = on
	if !on && v.trail != nil {
		v.trail = nil
		v.invalidate()
	}
}

// TopView turns the camera to look straight down, as the 2D notation,
// framing the whole scene.
func (v *View) TopView() {
	v.top = true
	v.home()
}

// ThreeQuarterView turns the camera to the three-quarter view, framing
// the whole scene.
func (v *View) ThreeQuarterView() {
	v.top = false
	v.home()
}

// home puts the camera back to the home view, framed to the scene.
func (v *View) home() {
	if v.top {
		v.cam = TopView(v.cam.Aspect)
	} else {
		v.cam = ThreeQuarterView(v.cam.Aspect)
	}
	v.cam.Frame(&v.state)
	v.homed = true
	v.invalidate()
}

// Frames returns how many frames the view has drawn (an idle view draws
// none). Unlike the other methods it may be called from any goroutine.
func (v *View) Frames() int { return int(v.frames.Load()) }

// Camera returns the view's camera (its aspect is the last frame's).
func (v *View) Camera() Camera { return v.cam }

// render draws a frame if one is needed, with the context current; it
// reports whether it drew and whether it wants another frame.
func (v *View) render(now time.Time) (drawn, more bool) {
	if v.anim != nil && v.anim.done(now) {
		v.anim = nil
		v.dirty = true
	}
	if !v.dirty && v.anim == nil {
		return false, false
	}
	size := v.want
	if size.X <= 0 || size.Y <= 0 {
		s := v.Size()
		size = image.Point{int(math.Ceil(float64(s.Width))), int(math.Ceil(float64(s.Height)))}
	}
	if size.X <= 0 || size.Y <= 0 {
		return false, false
	}
	if v.sc == nil {
		v.sc = newScene()
	}
	spec, ok := frameSpec{}, false
	if v.anim != nil {
		// The last action's marks wait for its end: they frame the
		// tops it leaves.
		during := v.marks
		during.HasLast = false
		spec, ok = v.anim.spec(now, &during)
	}
	v.cam.Aspect = float64(size.X) / float64(size.Y)
	if v.homed {
		v.cam.Frame(&v.state)
	}
	if !ok {
		spec = newFrameSpec(&v.state, &v.marks)
		if see, any := v.seeThrough(); any {
			spec.seeThrough = &see
		}
		spec.taken = v.taken()
	}
	v.sc.setTrail(v.trail)
	v.sc.draw(&spec)
	if v.img.Rect.Size() != size {
		v.img = image.NewRGBA(image.Rectangle{Max: size})
	}
	if err := v.r.ctx.render(v.sc, &v.cam, &v.fbo, v.img); err != nil {
		fyne.LogError("render3d: frame", err)
		return false, false
	}
	v.frames.Add(1)
	v.dirty = false
	return true, v.anim != nil
}

// frac returns a position in the widget as fractions of its size.
func (v *View) frac(p fyne.Position) (x, y float64) {
	s := v.Size()
	if s.Width <= 0 || s.Height <= 0 {
		return -1, -1
	}
	return float64(p.X / s.Width), float64(p.Y / s.Height)
}

// taken returns the blocks the last move captured, to draw see-through
// over its destination, when the marks show the last action and it is the
// one this view animated into the position on show (the view knows the
// position before no other action).
func (v *View) taken() []placed {
	if !v.marks.HasLast || v.marks.Last != v.played || v.played.Kind() != xima.KindMove {
		return nil
	}
	after := v.playedBefore
	after.Apply(v.played)
	if !samePosition(&after, &v.state) {
		return nil
	}
	return takenBlocks(&v.playedBefore, &v.state, v.played)
}

// destinations are the cells the marks offer as a selection's destination.
func (v *View) destinations() []xima.Cell {
	return append(slices.Clip(v.marks.Targets), v.marks.StepOnly...)
}

// seeThrough returns the columns drawn see-through: those hiding part of
// a destination from the camera.
func (v *View) seeThrough() ([xima.Cells]bool, bool) {
	return seeThrough(&v.cam, &v.state, v.destinations())
}

// under returns what is under the picture's point (x, y): a destination
// behind see-through columns, else what the ray meets first.
func (v *View) under(x, y float64) hit {
	see, _ := v.seeThrough()
	return pickThrough(&v.cam, &v.state, x, y, v.destinations(), &see)
}

// Tapped picks what is under the pointer: a column, a reserve pile, or
// nothing (two clicks on nothing reset the camera).
func (v *View) Tapped(e *fyne.PointEvent) {
	x, y := v.frac(e.Position)
	h := v.under(x, y)
	switch h.kind {
	case hitCell:
		if v.OnTapCell != nil {
			v.OnTapCell(h.cell)
		}
	case hitReserve:
		if v.OnTapReserve != nil {
			v.OnTapReserve(h.player, h.special)
		}
	default:
		now := time.Now()
		if now.Sub(v.lastClick) < doubleClick {
			v.home()
			now = time.Time{}
		}
		v.lastClick = now
	}
}

// Dragged orbits the camera (pans with the middle button).
func (v *View) Dragged(e *fyne.DragEvent) {
	s := v.Size()
	if s.Width <= 0 || s.Height <= 0 {
		return
	}
	dx, dy := float64(e.Dragged.DX/s.Width), float64(e.Dragged.DY/s.Height)
	if v.button == desktop.MouseButtonTertiary {
		v.cam.Pan(dx, dy)
	} else {
		v.cam.Orbit(-dx*math.Pi, dy*math.Pi/2)
	}
	v.homed = false
	v.invalidate()
}

// DragEnd ends an orbit.
func (v *View) DragEnd() {}

// Scrolled zooms.
func (v *View) Scrolled(e *fyne.ScrollEvent) {
	v.cam.Zoom(math.Exp(-float64(e.Scrolled.DY) / 200))
	v.homed = false
	v.invalidate()
}

// MouseDown notes the button, for panning with the right one.
func (v *View) MouseDown(e *desktop.MouseEvent) {
	v.button = e.Button
	v.panFrom = e.Position
}

// MouseUp ends a pan.
func (v *View) MouseUp(*desktop.MouseEvent) { v.button = 0 }

// MouseIn is part of desktop.Hoverable.
func (v *View) MouseIn(*desktop.MouseEvent) {}

// MouseMoved names the cell under the pointer, and pans while the right
// button is held (Fyne sends no drags for it).
func (v *View) MouseMoved(e *desktop.MouseEvent) {
	v.showHover(e.Position)
	if v.button != desktop.MouseButtonSecondary {
		return
	}
	s := v.Size()
	if s.Width > 0 && s.Height > 0 {
		v.cam.Pan(float64((e.Position.X-v.panFrom.X)/s.Width), float64((e.Position.Y-v.panFrom.Y)/s.Height))
		v.homed = false
		v.invalidate()
	}
	v.panFrom = e.Position
}

// MouseOut ends a pan and the cell's name.
func (v *View) MouseOut() {
	v.button = 0
	v.hover.Hide()
	v.hoverPlate.Hide()
}

// showHover names the cell under the point p of the widget (the one a
// click there would pick) in the view's top left corner, or nothing off
// the board.
func (v *View) showHover(p fyne.Position) {
	x, y := v.frac(p)
	h := v.under(x, y)
	if h.kind != hitCell {
		v.MouseOut()
		return
	}
	if name := h.cell.String(); name != v.hover.Text || v.hover.Hidden {
		v.hover.Text = name
		v.hover.Show()
		v.hoverPlate.Show()
		v.layoutHover()
		v.hover.Refresh()
	}
}

// HoverCell returns the cell named in the view's corner, false when none.
func (v *View) HoverCell() (string, bool) { return v.hover.Text, !v.hover.Hidden }

// layoutHover sizes the plate round the cell's name, in the corner.
func (v *View) layoutHover() {
	const pad = 6
	sz := fyne.MeasureText(v.hover.Text, v.hover.TextSize, v.hover.TextStyle)
	v.hover.Move(fyne.NewPos(2*pad, 2*pad))
	v.hover.Resize(sz)
	v.hoverPlate.Move(fyne.NewPos(pad, pad))
	v.hoverPlate.Resize(sz.AddWidthHeight(2*pad, 2*pad))
	v.hoverPlate.Refresh()
}

// viewRenderer lays the raster over the whole widget.
type viewRenderer struct{ v *View }

func (r *viewRenderer) Layout(s fyne.Size) {
	r.v.raster.Resize(s)
	r.v.layoutHover()
}
func (r *viewRenderer) MinSize() fyne.Size { return fyne.NewSize(160, 120) }

// Refresh draws nothing: Fyne refreshes a widget whenever a container
// round it refreshes its children (a pause's notice shown, a panel
// rebuilt) or the theme changes, and none of that changes the scene. The
// scene's own changes (position, marks, camera, size) ask for frames.
func (r *viewRenderer) Refresh() {}
func (r *viewRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.v.raster, r.v.hoverPlate, r.v.hover}
}
func (r *viewRenderer) Destroy() { r.v.detach() }
