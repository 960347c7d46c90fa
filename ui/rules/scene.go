package rules

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// scene is a picture in its own units: boards, pieces, arrows and labels,
// scaled to the widget's size when drawn. Xima's pictures build one from
// an engine position; the other games' are a scene of one object, their
// play screen's board on the position (boardScene). One widget draws them
// all.
type scene struct {
	w, h   float32 // the extent, in units
	shapes []shape
}

type shapeKind uint8

const (
	shapeRect shapeKind = iota
	shapeDisc
	shapeLine
	shapeText
	shapeObject // a canvas object of its own, a game's board
)

// shape is one thing drawn. Rectangles and objects span at..to; discs
// are centred on at with radius size; lines go from at to to, size wide;
// texts are centred on at, size high.
type shape struct {
	kind         shapeKind
	at, to       fyne.Position
	size         float32
	fill, stroke color.Color
	width        float32 // the outline's width
	text         string
	bold         bool
	object       fyne.CanvasObject
}

func (s *scene) rect(x, y, w, h float32, fill, stroke color.Color, width float32) {
	s.shapes = append(s.shapes, shape{kind: shapeRect, at: fyne.NewPos(x, y), to: fyne.NewPos(x+w, y+h), fill: fill, stroke: stroke, width: width})
}

func (s *scene) disc(c fyne.Position, r float32, fill, stroke color.Color, width float32) {
	s.shapes = append(s.shapes, shape{kind: shapeDisc, at: c, size: r, fill: fill, stroke: stroke, width: width})
}

func (s *scene) line(a, b fyne.Position, width float32, c color.Color) {
	s.shapes = append(s.shapes, shape{kind: shapeLine, at: a, to: b, size: width, stroke: c})
}

func (s *scene) text(c fyne.Position, size float32, ink color.Color, text string, bold bool) {
	s.shapes = append(s.shapes, shape{kind: shapeText, at: c, size: size, fill: ink, text: text, bold: bold})
}

// cross draws an X of half-side r centred on o.
func (s *scene) cross(o fyne.Position, r, width float32, c color.Color) {
	s.line(o.AddXY(-r, -r), o.AddXY(r, r), width, c)
	s.line(o.AddXY(-r, r), o.AddXY(r, -r), width, c)
}

// arrow draws a line from a to b with a head at b.
func (s *scene) arrow(a, b fyne.Position, width float32, c color.Color) {
	s.line(a, b, width, c)
	dx, dy := b.X-a.X, b.Y-a.Y
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	dx, dy = dx/n, dy/n
	head := 3.2 * width
	for _, side := range []float32{1, -1} {
		// Back along the line and out to one side, at about 30 degrees.
		end := fyne.NewPos(b.X-head*(dx*0.87-side*dy*0.5), b.Y-head*(dy*0.87+side*dx*0.5))
		s.line(b, end, width, c)
	}
}

// gridLabels writes a grid's column letters (from a) below its first row and its
// row numbers left of its first column, the first row numbered first:
// at gives a cell's centre, and takes the row -1 and the column -1.
func (s *scene) gridLabels(cols, rows, first int, a rune, at func(col, row int) fyne.Position) {
	for c := range cols {
		s.text(at(c, -1), 0.4, ink, string(a+rune(c)), false)
	}
	for r := range rows {
		s.text(at(-1, r), 0.4, ink, strconv.Itoa(r+first), false)
	}
}

// towards returns the point d units from a towards b.
func towards(a, b fyne.Position, d float32) fyne.Position {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return a
	}
	return fyne.NewPos(a.X+dx/n*d, a.Y+dy/n*d)
}

// path draws an arrow through the points, its head at the last.
func (s *scene) path(points []fyne.Position, width float32, c color.Color) {
	for i := 1; i < len(points); i++ {
		if i == len(points)-1 {
			s.arrow(points[i-1], points[i], width, c)
		} else {
			s.line(points[i-1], points[i], width, c)
		}
	}
}

// boardScene is a scene of a board's picture alone, its extent the
// board's least size, or err.
func boardScene(board fyne.CanvasObject, err error) (scene, error) {
	if err != nil {
		return scene{}, err
	}
	sz := board.MinSize()
	return scene{w: sz.Width, h: sz.Height, shapes: []shape{
		{kind: shapeObject, to: fyne.NewPos(sz.Width, sz.Height), object: board},
	}}, nil
}

// drawing shows a scene, as large as its size allows, centred.
type drawing struct {
	widget.BaseWidget
	scene scene
	// min is the least size of the drawing's longer side, in pixels.
	min float32
}

func newDrawing(sc scene, min float32) *drawing {
	d := &drawing{scene: sc, min: min}
	d.ExtendBaseWidget(d)
	return d
}

func (d *drawing) CreateRenderer() fyne.WidgetRenderer {
	r := &drawingRenderer{d: d}
	for _, sh := range d.scene.shapes {
		r.objects = append(r.objects, newObject(sh))
	}
	return r
}

// newObject makes the canvas object that draws sh; the renderer places it.
func newObject(sh shape) fyne.CanvasObject {
	switch sh.kind {
	case shapeRect:
		r := canvas.NewRectangle(sh.fill)
		r.StrokeColor = sh.stroke
		return r
	case shapeDisc:
		c := canvas.NewCircle(sh.fill)
		c.StrokeColor = sh.stroke
		return c
	case shapeObject:
		return sh.object
	case shapeLine:
		return canvas.NewLine(sh.stroke)
	default:
		t := canvas.NewText(sh.text, sh.fill)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Bold = sh.bold
		return t
	}
}

type drawingRenderer struct {
	d       *drawing
	objects []fyne.CanvasObject
}

func (r *drawingRenderer) Layout(sz fyne.Size) {
	sc := r.d.scene
	if sc.w <= 0 || sc.h <= 0 {
		return
	}
	k := min(sz.Width/sc.w, sz.Height/sc.h)
	o := fyne.NewPos((sz.Width-sc.w*k)/2, (sz.Height-sc.h*k)/2)
	at := func(p fyne.Position) fyne.Position { return fyne.NewPos(o.X+p.X*k, o.Y+p.Y*k) }
	for i, sh := range sc.shapes {
		obj := r.objects[i]
		if sh.kind == shapeObject {
			obj.Move(at(sh.at))
			obj.Resize(fyne.NewSize((sh.to.X-sh.at.X)*k, (sh.to.Y-sh.at.Y)*k))
			continue
		}
		switch v := obj.(type) {
		case *canvas.Rectangle:
			v.StrokeWidth = sh.width * k
			v.Move(at(sh.at))
			v.Resize(fyne.NewSize((sh.to.X-sh.at.X)*k, (sh.to.Y-sh.at.Y)*k))
		case *canvas.Circle:
			v.StrokeWidth = sh.width * k
			square(v, at(sh.at), sh.size*k)
		case *canvas.Line:
			v.StrokeWidth = max(1, sh.size*k)
			v.Position1, v.Position2 = at(sh.at), at(sh.to)
		case *canvas.Text:
			v.TextSize = sh.size * k
			tsz := fyne.MeasureText(v.Text, v.TextSize, v.TextStyle)
			v.Move(at(sh.at).SubtractXY(tsz.Width/2, tsz.Height/2))
			v.Resize(tsz)
		}
	}
}

// square places obj in the square of half-side rad centred on c.
func square(obj fyne.CanvasObject, c fyne.Position, rad float32) {
	obj.Move(c.SubtractXY(rad, rad))
	obj.Resize(fyne.NewSquareSize(2 * rad))
}

func (r *drawingRenderer) MinSize() fyne.Size {
	sc := r.d.scene
	if sc.w <= 0 || sc.h <= 0 {
		return fyne.Size{}
	}
	k := r.d.min / max(sc.w, sc.h)
	return fyne.NewSize(sc.w*k, sc.h*k)
}

func (r *drawingRenderer) Refresh() {
	r.Layout(r.d.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *drawingRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *drawingRenderer) Destroy()                     {}
