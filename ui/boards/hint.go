package boards

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"xima/games/core"
)

// The marks every board draws the same way over its own: a hinted action
// as an arrow (Arrow, in HintColour, a pink no board's own marks use) and
// a piece the last move captured as a cross where it stood (Cross, in
// CapturedColour).
var (
	HintColour     = color.NRGBA{R: 0xe0, G: 0x1e, B: 0x90, A: 0xff}
	CapturedColour = color.NRGBA{R: 0xd0, G: 0x10, B: 0x10, A: 0xff}
)

// Hint is the hinted action a board shows (the Hints face) while the game
// stands where it was hinted, told by the engine's state, S, and the
// actions played: it lapses with the next action or an undo.
type Hint[S comparable] struct {
	action core.Action
	state  S
	plies  int
	set    bool
}

// Show keeps a as the hint of the position s after plies actions.
func (h *Hint[S]) Show(a core.Action, s S, plies int) {
	*h = Hint[S]{action: a, state: s, plies: plies, set: true}
}

// At returns the hint when the game still stands at s after plies
// actions.
func (h *Hint[S]) At(s S, plies int) (core.Action, bool) {
	if !h.set || h.state != s || h.plies != plies {
		return 0, false
	}
	return h.action, true
}

// Cross is the mark of a captured piece: two red strokes over the place
// where it stood.
type Cross struct{ lines [2]*canvas.Line }

// NewCross makes a hidden cross.
func NewCross() *Cross {
	c := &Cross{}
	for i := range c.lines {
		c.lines[i] = canvas.NewLine(CapturedColour)
		c.lines[i].Hidden = true
	}
	return c
}

// Objects are the cross's canvas objects, to add to a renderer's.
func (c *Cross) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{c.lines[0], c.lines[1]}
}

// Shown reports whether the cross is drawn.
func (c *Cross) Shown() bool { return !c.lines[0].Hidden }

// Place centres the cross, rad from its middle to each end, on p and
// shows or hides it.
func (c *Cross) Place(p fyne.Position, rad float32, show bool) {
	d := rad / math.Sqrt2
	ends := [2][2]fyne.Position{
		{p.SubtractXY(d, d), p.AddXY(d, d)},
		{p.AddXY(-d, d), p.AddXY(d, -d)},
	}
	for i, l := range c.lines {
		l.Hidden = !show
		l.StrokeColor, l.StrokeWidth = CapturedColour, max(2, 0.28*rad)
		l.Position1, l.Position2 = ends[i][0], ends[i][1]
	}
}

// Arrow is the mark of a hinted action: a ring round where the piece
// goes and an arrow to it from a thinner ring round where the piece
// stands, or the ring alone for a piece that comes from a reserve.
type Arrow struct {
	shaft *canvas.Line
	head  [2]*canvas.Line
	ring  *canvas.Circle
	start *canvas.Circle
	// from and to are the centres Place was given, for Ends.
	from, to fyne.Position
}

// NewArrow makes a hidden arrow.
func NewArrow() *Arrow {
	a := &Arrow{shaft: canvas.NewLine(HintColour), ring: canvas.NewCircle(color.Transparent), start: canvas.NewCircle(color.Transparent)}
	for i := range a.head {
		a.head[i] = canvas.NewLine(HintColour)
	}
	a.Hide()
	return a
}

// Objects are the arrow's canvas objects, to add to a renderer's.
func (a *Arrow) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{a.shaft, a.head[0], a.head[1], a.ring, a.start}
}

// Hide hides the arrow.
func (a *Arrow) Hide() {
	for _, o := range a.Objects() {
		o.Hide()
	}
}

// Shown reports whether the arrow is drawn.
func (a *Arrow) Shown() bool { return a.ring.Visible() }

// Ends are the centres of the places the arrow joins, from and to (both
// its target's for a ring alone): for tests.
func (a *Arrow) Ends() (from, to fyne.Position) { return a.from, a.to }

// Place draws the ring of radius rad round to and, when hasFrom, the
// arrow to it from the piece on from, with strokes width wide.
func (a *Arrow) Place(from, to fyne.Position, hasFrom bool, rad, width float32) {
	width = max(2, width)
	a.ring.Hidden = false
	a.ring.FillColor, a.ring.StrokeColor, a.ring.StrokeWidth = color.Transparent, HintColour, width
	PlaceCircle(a.ring, to, rad)
	a.from, a.to = to, to
	n := math.Hypot(float64(to.X-from.X), float64(to.Y-from.Y))
	show := hasFrom && n > float64(2*rad)
	a.shaft.Hidden, a.head[0].Hidden, a.head[1].Hidden, a.start.Hidden = !show, !show, !show, !show
	if !show {
		return
	}
	a.from = from
	a.start.FillColor, a.start.StrokeColor, a.start.StrokeWidth = color.Transparent, HintColour, width*0.6
	PlaceCircle(a.start, from, rad)
	ux, uy := (to.X-from.X)/float32(n), (to.Y-from.Y)/float32(n)
	// From ring to ring, so both pieces stay in sight, and a head at the
	// target's.
	tip := to.SubtractXY(ux*rad, uy*rad)
	a.shaft.Position1, a.shaft.Position2 = from.AddXY(ux*rad, uy*rad), tip
	a.shaft.StrokeWidth = width
	barb := rad * 0.5
	for i, side := range [2]float32{1, -1} {
		// The barbs lean back from the tip at 30 degrees either side.
		bx := -ux*0.866 - side*uy*0.5
		by := -uy*0.866 + side*ux*0.5
		a.head[i].Position1, a.head[i].Position2 = tip, tip.AddXY(bx*barb, by*barb)
		a.head[i].StrokeWidth = width
	}
}
