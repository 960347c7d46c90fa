package xoliba

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/widgets"
)

// CreateRenderer builds the board's canvas objects.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{b: b}
	r.wood = canvas.NewRaster(r.woodImage)
	r.objects = append(r.objects, r.wood)
	for range segments {
		l := canvas.NewLine(lineInk)
		r.lines = append(r.lines, l)
		r.objects = append(r.objects, l)
	}
	for i := range r.lastTri {
		r.lastTri[i] = canvas.NewLine(widgets.WithAlpha(widgets.LastColour, 0xc0))
		r.objects = append(r.objects, r.lastTri[i])
	}
	for i := range r.points {
		po := &r.points[i]
		po.halo = canvas.NewCircle(nil)
		po.disc = canvas.NewCircle(nil)
		po.letter = canvas.NewText("", widgets.PaperColour)
		po.letter.Alignment = fyne.TextAlignCenter
		po.letter.TextStyle.Bold = true
		po.dot = canvas.NewCircle(targetInk)
		r.objects = append(r.objects, po.halo, po.disc, po.letter, po.dot)
	}
	for i := range r.pickTri {
		r.pickTri[i] = canvas.NewLine(widgets.WithAlpha(pickInk, 0xa0))
		r.objects = append(r.objects, r.pickTri[i])
	}
	for i := range r.points {
		po := &r.points[i]
		for j := range po.cross {
			po.cross[j] = canvas.NewLine(widgets.InkColour)
			r.objects = append(r.objects, po.cross[j])
		}
	}
	r.arrow = boards.NewArrow()
	r.objects = append(r.objects, r.arrow.Objects()...)
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", lineInk)
		r.labels[i].Alignment = fyne.TextAlignCenter
		r.labels[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.labels[i])
	}
	r.draw(b.Size())
	return r
}

type pointObjects struct {
	halo   *canvas.Circle // the ring that marks a selected piece, a destination, the last move
	disc   *canvas.Circle
	letter *canvas.Text
	dot    *canvas.Circle  // a destination of the selected piece
	cross  [2]*canvas.Line // a piece the triangle shown turns white, or the last move turned white
}

type renderer struct {
	b       *board
	wood    *canvas.Raster
	woodImg *image.NRGBA // the wood painted for the widget's size woodFor
	woodFor fyne.Size
	lines   []*canvas.Line // one per segment
	lastTri [3]*canvas.Line
	pickTri [3]*canvas.Line
	points  [xoliba.Points]pointObjects
	labels  [14]*canvas.Text // columns a-g, then rows 1-7
	arrow   *boards.Arrow    // the hinted move
	objects []fyne.CanvasObject
}

func (r *renderer) Layout(sz fyne.Size) { r.draw(sz) }

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(280, 280) }

func (r *renderer) Refresh() {
	r.draw(r.b.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Destroy() {}

// woodImage paints the octagon, with a darker rim, in an image of w x h
// pixels covering the widget. The image is kept while the widget's size
// stays, so a click does not paint it again.
func (r *renderer) woodImage(w, h int) image.Image {
	sz := r.b.Size()
	if r.woodImg != nil && r.woodImg.Bounds().Dx() == w && r.woodImg.Bounds().Dy() == h && r.woodFor == sz {
		return r.woodImg
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	g := newGeometry(sz)
	if w == 0 || h == 0 || g.s <= 0 {
		return img
	}
	rim := g
	rim.s *= 0.97 // a thin rim: the octagon a little smaller, about the same centre
	rim.origin = rim.origin.AddXY(3*(g.s-rim.s), -3*(g.s-rim.s))
	for y := range h {
		for x := range w {
			pos := fyne.NewPos((float32(x)+0.5)*sz.Width/float32(w), (float32(y)+0.5)*sz.Height/float32(h))
			switch {
			case rim.inOctagon(pos):
				img.SetNRGBA(x, y, wood)
			case g.inOctagon(pos):
				img.SetNRGBA(x, y, woodEdge)
			}
		}
	}
	r.woodImg, r.woodFor = img, sz
	return img
}

// draw places and styles every object for a widget of size sz, from the
// game's position and the selection.
func (r *renderer) draw(sz fyne.Size) {
	g := newGeometry(sz)
	s := g.s
	b := r.b
	st := b.game.State()
	r.wood.Move(fyne.NewPos(0, 0))
	r.wood.Resize(sz)

	for i, seg := range segments {
		l := r.lines[i]
		l.Position1, l.Position2 = g.point(seg.a), g.point(seg.b)
		l.StrokeWidth = max(1, 0.035*s)
	}

	opt, picking := b.shownOption()
	var captured xoliba.Set
	if picking {
		captured = opt.captures
	}
	placeTriangle(r.pickTri, g, opt.corners, 0.06*s, picking)
	last := b.last
	placeTriangle(r.lastTri, g, last.corners, 0.06*s, last.ok && !picking)

	for i := range r.points {
		p := xoliba.Point(i)
		po := &r.points[i]
		o := g.point(p)
		c := st.At(p)
		if picking { // the move shown as if played: the piece on its destination
			switch p {
			case b.from:
				c = xoliba.White
			case b.to:
				c = xoliba.SeatColor(st.ToMove())
			}
		}
		boards.PlaceCircle(po.disc, o, disc*s)
		po.disc.FillColor = pieces[c]
		po.disc.StrokeColor, po.disc.StrokeWidth = color.NRGBA{A: 0xa0}, max(1, 0.03*s)
		if c == xoliba.White {
			po.disc.StrokeColor = whiteRim
		}
		po.letter.Text = letters[c]
		po.letter.Color = widgets.PaperColour
		boards.PlaceText(po.letter, o, 0.38*s, 0.6*s)

		boards.PlaceCircle(po.halo, o, halo*s)
		po.halo.FillColor, po.halo.StrokeColor, po.halo.StrokeWidth = nil, nil, 0
		po.halo.Hidden = false
		switch {
		case p == b.from:
			po.halo.FillColor = chosen
			po.disc.StrokeColor, po.disc.StrokeWidth = widgets.InkColour, 0.07*s
		case picking && p == b.to:
			po.halo.FillColor = target
			po.disc.StrokeColor, po.disc.StrokeWidth = widgets.InkColour, 0.07*s
		case picking && cornerSet(opt.corners).Has(p):
			po.halo.StrokeColor, po.halo.StrokeWidth = pickInk, 0.08*s
		case b.targets.Has(p) && !picking:
			po.halo.FillColor = widgets.WithAlpha(target, 0xb0)
		case last.ok && (p == last.from || p == last.to):
			po.halo.StrokeColor, po.halo.StrokeWidth = widgets.LastColour, 0.08*s
		default:
			po.halo.Hidden = true
		}
		po.dot.Hidden = !b.targets.Has(p) || picking
		boards.PlaceCircle(po.dot, o, 0.11*s)

		// Crosses preview what the triangle shown captures, or else show
		// in red what the last move captured.
		crossed, ink := captured.Has(p), color.Color(widgets.InkColour)
		if !picking && last.captured.Has(p) {
			crossed, ink = true, boards.CapturedColour
		}
		arm := disc * s * 0.75
		for j, l := range po.cross {
			l.Hidden = !crossed
			l.StrokeColor, l.StrokeWidth = ink, max(1.5, 0.07*s)
			dy := arm
			if j == 1 {
				dy = -arm
			}
			l.Position1, l.Position2 = o.AddXY(-arm, -dy), o.AddXY(arm, dy)
		}
	}

	r.arrow.Hide()
	if a, ok := b.shownHint(); ok && !a.IsPass() {
		r.arrow.Place(g.point(a.From()), g.point(a.To()), true, halo*s, 0.08*s)
	}

	for i := range 7 {
		col, row := r.labels[i], r.labels[7+i]
		col.Text, row.Text = string(rune('a'+i)), strconv.Itoa(i+1)
		col.Color, row.Color = theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameForeground)
		// In a row under the octagon and a column left of it.
		boards.PlaceText(col, g.at(float32(i), -margin-0.2), 0.32*s, s)
		boards.PlaceText(row, g.at(-margin-0.2, float32(i)), 0.32*s, s)
	}
}

// placeTriangle draws a triangle's sides through its corners, or hides
// them.
func placeTriangle(ls [3]*canvas.Line, g geometry, corners [3]xoliba.Point, width float32, show bool) {
	for i, l := range ls {
		l.Hidden = !show
		if !show {
			continue
		}
		l.Position1, l.Position2 = g.point(corners[i]), g.point(corners[(i+1)%3])
		l.StrokeWidth = max(2, width)
	}
}
