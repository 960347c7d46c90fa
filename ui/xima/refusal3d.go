package xima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/render3d"
)

// refusalOutliner is a board that outlines Marks.Refused apart from
// SetPosition: the 3D view, whose scene has no such mark yet.
type refusalOutliner interface {
	OutlineRefused(s engine.State, m Marks)
}

var _ refusalOutliner = (*board3D)(nil)

// OutlineRefused draws the column m.Refused names (a step too high) as a
// red wireframe box over the 3D view while m.HasRefused, and takes it away
// otherwise. The scene has no such mark of its own yet (render3d.Marks),
// nor a word when its camera moves, so the box lies over the picture and
// is placed again for the camera after everything that moves it: the
// clicks, drags and wheel it passes on to the view, the view's buttons,
// a resize, a redraw of the marks.
func (b *board3D) OutlineRefused(s engine.State, m Marks) {
	box := b.refusalBox()
	if box == nil {
		return
	}
	if !m.HasRefused {
		box.Hide()
		return
	}
	c := m.Refused
	box.cell, box.floor, box.surface = c, c.Terrain(), s.Surface(c)
	box.Move(b.view.Position())
	box.Resize(b.view.Size())
	box.Show()
	box.Refresh()
}

// refusalBox returns the box laid over the view, made on first use: the
// view's border container lays every object that is not on a border over
// the view.
func (b *board3D) refusalBox() *refusalBox {
	holder, ok := b.root.(*fyne.Container)
	if !ok {
		return nil
	}
	for _, o := range holder.Objects {
		if box, ok := o.(*refusalBox); ok {
			return box
		}
	}
	box := &refusalBox{view: b.view}
	box.ExtendBaseWidget(box)
	box.Hide()
	holder.Add(box)
	follow(holder, box)
	return box
}

// follow has every button round the view (its camera's presets) place box
// again once it has done its own work.
func follow(o fyne.CanvasObject, box *refusalBox) {
	switch v := o.(type) {
	case *widget.Button:
		tapped := v.OnTapped
		v.OnTapped = func() {
			if tapped != nil {
				tapped()
			}
			box.Refresh()
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			follow(c, box)
		}
	}
}

// refusalBox is the red box round one column, drawn over the 3D view from
// the view's camera. It takes the view's clicks, drags and wheel, passes
// them on and redraws.
type refusalBox struct {
	widget.BaseWidget
	view           *render3d.View
	cell           engine.Cell
	floor, surface int // the column's bottom and top, in block heights
}

var (
	_ fyne.Tappable   = (*refusalBox)(nil)
	_ fyne.Draggable  = (*refusalBox)(nil)
	_ fyne.Scrollable = (*refusalBox)(nil)
)

// Tapped clicks the view (a column, a pile, or a reset of the camera), and
// the box follows.
func (r *refusalBox) Tapped(e *fyne.PointEvent) {
	r.view.Tapped(e)
	r.Refresh()
}

// Dragged orbits or pans the view, and the box with it.
func (r *refusalBox) Dragged(e *fyne.DragEvent) {
	r.view.Dragged(e)
	r.Refresh()
}

// DragEnd ends the view's drag.
func (r *refusalBox) DragEnd() { r.view.DragEnd() }

// Scrolled zooms the view, and the box with it.
func (r *refusalBox) Scrolled(e *fyne.ScrollEvent) {
	r.view.Scrolled(e)
	r.Refresh()
}

func (r *refusalBox) CreateRenderer() fyne.WidgetRenderer {
	rr := &refusalBoxRenderer{box: r}
	for i := range rr.edges {
		rr.edges[i] = canvas.NewLine(refusedColour)
		rr.edges[i].StrokeWidth = 3
	}
	return rr
}

type refusalBoxRenderer struct {
	box   *refusalBox
	edges [12]*canvas.Line
}

// Layout projects the column's eight corners (a cell wide, from its floor
// to its surface) with the view's camera and joins them.
func (rr *refusalBoxRenderer) Layout(sz fyne.Size) {
	r := rr.box
	cam := r.view.Camera()
	var corners [8]fyne.Position
	for i := range corners {
		h := r.floor
		if i >= 4 {
			h = r.surface
		}
		p := render3d.CellCentre(r.cell, h).Add(render3d.Vec3{X: float64(i&1) - 0.5, Z: float64(i>>1&1) - 0.5})
		x, y := cam.Project(p)
		corners[i] = fyne.NewPos(float32(x)*sz.Width, float32(y)*sz.Height)
	}
	// Each face's square, bottom then top, and the four uprights.
	ring := [4]int{0, 1, 3, 2}
	for i := range 4 {
		a, b := ring[i], ring[(i+1)%4]
		rr.join(i, corners[a], corners[b])
		rr.join(4+i, corners[4+a], corners[4+b])
		rr.join(8+i, corners[a], corners[4+a])
	}
}

func (rr *refusalBoxRenderer) join(i int, a, b fyne.Position) {
	rr.edges[i].Position1, rr.edges[i].Position2 = a, b
}

func (rr *refusalBoxRenderer) MinSize() fyne.Size { return fyne.Size{} }

func (rr *refusalBoxRenderer) Refresh() {
	rr.Layout(rr.box.Size())
	for _, e := range rr.edges {
		e.Refresh()
	}
}

func (rr *refusalBoxRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(rr.edges))
	for i, e := range rr.edges {
		objs[i] = e
	}
	return objs
}

func (rr *refusalBoxRenderer) Destroy() {}
