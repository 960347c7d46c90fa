package ximaera

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"xima/games/ximaera"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// CreateRenderer builds the board's canvas objects.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{b: b}
	r.frame = canvas.NewPolygon(6, frame)
	r.frame.Angle = 30
	r.objects = append(r.objects, r.frame)
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", cream)
		r.labels[i].Alignment = fyne.TextAlignCenter
		r.labels[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.labels[i])
	}
	r.panel = canvas.NewRectangle(frame)
	r.title = canvas.NewText(lang.L("Reserve"), cream)
	r.title.Alignment = fyne.TextAlignCenter
	r.title.TextStyle.Bold = true
	r.objects = append(r.objects, r.panel, r.title)
	for i := range r.piles {
		p := &r.piles[i]
		p.bg = canvas.NewRectangle(nil)
		r.objects = append(r.objects, p.bg)
		for j := range p.discs {
			p.discs[j] = canvas.NewCircle(nil)
			r.objects = append(r.objects, p.discs[j])
		}
		p.letter = newLetter()
		p.count = canvas.NewText("", cream)
		p.count.TextStyle.Bold = true
		r.objects = append(r.objects, p.letter, p.count)
	}
	for i := range r.cells {
		c := &r.cells[i]
		c.hex = canvas.NewPolygon(6, cellPlain)
		r.objects = append(r.objects, c.hex)
	}
	for i := range r.cells {
		c := &r.cells[i]
		c.dot = canvas.NewCircle(dot)
		c.piece = canvas.NewCircle(nil)
		c.letter = newLetter()
		c.frozen, c.barred = newFrozenBadge(), newBarredBadge()
		r.objects = append(r.objects, c.dot, c.piece, c.letter)
		r.objects = c.frozen.appendTo(r.objects)
		r.objects = c.barred.appendTo(r.objects)
	}
	r.arrow = boards.NewArrow()
	r.objects = append(r.objects, r.arrow.Objects()...)
	r.legend[0].badge, r.legend[1].badge = newFrozenBadge(), newBarredBadge()
	for i := range r.legend {
		r.legend[i].text = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.objects = r.legend[i].badge.appendTo(r.objects)
		r.objects = append(r.objects, r.legend[i].text)
	}
	r.draw(b.Size())
	return r
}

func newLetter() *canvas.Text {
	t := canvas.NewText("", cream)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle.Bold = true
	return t
}

// badge is a small disc with a sign on it: a snowflake for a frozen
// piece, a no-entry bar for the barred one.
type badge struct {
	disc   *canvas.Circle
	lines  []*canvas.Line
	angles []float64 // each line's angle, in degrees
}

func newFrozenBadge() *badge {
	return newBadge(ice, iceInk, 90, 30, 150)
}

func newBarredBadge() *badge {
	return newBadge(noEntry, cream, 0)
}

func newBadge(fill, ink color.Color, angles ...float64) *badge {
	bd := &badge{disc: canvas.NewCircle(fill), angles: angles}
	bd.disc.StrokeColor = ink
	for range angles {
		bd.lines = append(bd.lines, canvas.NewLine(ink))
	}
	return bd
}

func (bd *badge) appendTo(objs []fyne.CanvasObject) []fyne.CanvasObject {
	objs = append(objs, bd.disc)
	for _, l := range bd.lines {
		objs = append(objs, l)
	}
	return objs
}

// place centres the badge, of radius rad, on c and shows or hides it.
func (bd *badge) place(c fyne.Position, rad float32, show bool) {
	bd.disc.Hidden = !show
	boards.PlaceCircle(bd.disc, c, rad)
	bd.disc.StrokeWidth = max(1, rad*0.15)
	arm := float64(rad) * 0.62
	for i, l := range bd.lines {
		l.Hidden = !show
		a := bd.angles[i] * math.Pi / 180
		dx, dy := float32(arm*math.Cos(a)), float32(arm*math.Sin(a))
		l.Position1 = fyne.NewPos(c.X-dx, c.Y-dy)
		l.Position2 = fyne.NewPos(c.X+dx, c.Y+dy)
		l.StrokeWidth = rad * 0.22
		if len(bd.lines) == 1 {
			l.StrokeWidth = rad * 0.36
		}
	}
}

type cellObjects struct {
	hex    *canvas.Polygon
	dot    *canvas.Circle // a legal destination of the selection
	piece  *canvas.Circle
	letter *canvas.Text
	frozen *badge
	barred *badge
}

type pileObjects struct {
	bg     *canvas.Rectangle // marks the selected pile
	discs  [ximaera.PerKind]*canvas.Circle
	letter *canvas.Text
	count  *canvas.Text
}

type renderer struct {
	b      *board
	frame  *canvas.Polygon
	labels [2 * ximaera.Files]*canvas.Text // files a-e, then ranks 1-5
	panel  *canvas.Rectangle
	title  *canvas.Text
	piles  [ximaera.Kinds]pileObjects
	cells  [ximaera.Cells]cellObjects
	legend [2]struct {
		badge *badge
		text  *canvas.Text
	}
	arrow   *boards.Arrow // the hinted action
	objects []fyne.CanvasObject
}

func (r *renderer) Layout(sz fyne.Size) { r.draw(sz) }

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(320, 240) }

func (r *renderer) Refresh() {
	r.draw(r.b.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Destroy() {}

// draw places and styles every object for a widget of size sz, from the
// game's position and the selection.
func (r *renderer) draw(sz fyne.Size) {
	g := newGeometry(sz)
	s := g.s
	st := r.b.game.State()
	from, kind := r.b.selection()
	var targets uint32
	for _, a := range r.b.choices() {
		targets |= 1 << a.To()
	}
	var win uint32
	if st.Result().Reason == ximaera.Group {
		cells, _, _ := st.WinningGroup()
		for _, c := range cells {
			win |= 1 << c
		}
	}
	barred, hasBarred := st.Barred()
	last := r.lastOrigin()

	boards.PlaceCircle(r.frame, g.centre, frameR*s)
	r.frame.CornerRadius = 0.25 * s
	for i := range ximaera.Files {
		file, rank := r.labels[i], r.labels[ximaera.Files+i]
		f, lo := i+1, max(1, i-1) // file f's lowest rank
		file.Text = string(rune('a' + i))
		boards.PlaceText(file, lerp(g.at(f, lo), g.at(f, lo-1), 0.8), 0.34*s, s)
		rk, left := i+1, max(1, i-1) // rank rk's leftmost file
		rank.Text = strconv.Itoa(rk)
		boards.PlaceText(rank, lerp(g.at(left, rk), g.at(left-1, rk), 0.8), 0.34*s, s)
	}

	for i := range r.cells {
		c := ximaera.Cell(i)
		co := &r.cells[i]
		o := g.cell(c)
		boards.PlaceCircle(co.hex, o, s/boards.Sqrt3-0.03*s)
		co.hex.FillColor, co.hex.StrokeWidth, co.hex.StrokeColor = cellPlain, 0, nil
		bit := uint32(1) << c
		switch {
		case c == from:
			co.hex.FillColor, co.hex.StrokeColor, co.hex.StrokeWidth = cellChosen, widgets.InkColour, 0.07*s
		case targets&bit != 0:
			co.hex.FillColor = cellTarget
		case win&bit != 0:
			co.hex.FillColor, co.hex.StrokeColor, co.hex.StrokeWidth = cellWin, winEdge, 0.08*s
		case (hasBarred && c == barred) || c == last:
			co.hex.StrokeColor, co.hex.StrokeWidth = widgets.LastColour, 0.05*s
		}
		co.dot.Hidden = targets&bit == 0
		boards.PlaceCircle(co.dot, o, 0.12*s)
		p := st.At(c)
		co.piece.Hidden, co.letter.Hidden = p == ximaera.None, p == ximaera.None
		if p != ximaera.None {
			styleDisc(co.piece, p, o, s)
			styleLetter(co.letter, p, o, s, cream)
		}
		if win&bit != 0 {
			co.piece.StrokeColor, co.piece.StrokeWidth = cellWin, 0.07*s
		}
		badge := 0.36 * s / math.Sqrt2
		co.frozen.place(o.AddXY(badge, -badge), 0.14*s, p != ximaera.None && st.Frozen(c))
		co.barred.place(o.AddXY(-badge, -badge), 0.14*s, p != ximaera.None && hasBarred && c == barred && !st.Over())
	}

	r.arrow.Hide()
	if a, ok := r.b.shownHint(); ok {
		var from fyne.Position
		if !a.IsDrop() {
			from = g.cell(a.From())
		}
		r.arrow.Place(from, g.cell(a.To()), !a.IsDrop(), 0.45*s, 0.08*s)
	}

	r.panel.Move(g.panel)
	r.panel.Resize(g.panelS)
	r.panel.CornerRadius = 0.2 * s
	r.title.Text = lang.L("Reserve")
	boards.PlaceText(r.title, g.panel.AddXY(g.panelS.Width/2, 0.32*s), 0.3*s, g.panelS.Width)
	for i := range r.piles {
		p := ximaera.Pivot + ximaera.Piece(i)
		po := &r.piles[i]
		n := st.Reserve(p)
		po.bg.Move(g.slots[i])
		po.bg.Resize(g.slotS)
		po.bg.CornerRadius = 0.15 * s
		po.bg.FillColor, po.bg.StrokeWidth = nil, 0
		if p == kind {
			po.bg.FillColor, po.bg.StrokeColor, po.bg.StrokeWidth = cellChosen, widgets.InkColour, 0.05*s
		}
		for j, d := range po.discs {
			d.Hidden = j >= max(n, 1)
			styleDisc(d, p, g.disc(i, j), s)
		}
		ink := cream
		if n == 0 { // an empty pile: the piece's outline and letter, faded
			ink = widgets.WithAlpha(cream, 0x90)
			po.discs[0].FillColor, po.discs[0].StrokeColor = nil, ink
		}
		styleLetter(po.letter, p, g.disc(i, max(n, 1)-1), s, ink)
		po.count.Text = "× " + strconv.Itoa(n)
		po.count.Color = cream
		if p == kind {
			po.count.Color = widgets.InkColour
		}
		boards.PlaceText(po.count, g.slots[i].AddXY(0.95*s, pileH/2*s), 0.36*s, 0)
	}

	// The legend, in one text size small enough for the longer line.
	texts := [len(r.legend)]string{lang.L("frozen: next to a pivot, cannot move"), lang.L("barred: just played by the opponent, cannot move now")}
	size := min(0.26*s, theme.TextSize()*1.2)
	for i, text := range texts {
		if w := fyne.MeasureText(text, size, r.legend[i].text.TextStyle).Width; w > g.width-0.6*s {
			size *= (g.width - 0.6*s) / w
		}
	}
	fg := theme.Color(theme.ColorNameForeground)
	for i, text := range texts {
		e := &r.legend[i]
		y := g.legend.Y + (0.25+0.42*float32(i))*s
		e.badge.place(fyne.NewPos(g.legend.X+0.3*s, y), 0.14*s, true)
		e.text.Text, e.text.Color = text, fg
		boards.PlaceText(e.text, fyne.NewPos(g.legend.X+0.55*s, y), size, 0)
	}
}

// lastOrigin returns the cell the last action moved a piece from, NoCell
// after a drop or at the start.
func (r *renderer) lastOrigin() ximaera.Cell {
	if a, ok := r.b.game.LastAction(); ok && !a.IsDrop() {
		return a.From()
	}
	return ximaera.NoCell
}

// styleDisc draws a piece of kind p centred on o: a disc in the kind's
// colour with a thin dark rim, a pivot with a wide light one.
func styleDisc(d *canvas.Circle, p ximaera.Piece, o fyne.Position, s float32) {
	boards.PlaceCircle(d, o, 0.36*s)
	d.FillColor = pieces[p]
	d.StrokeColor, d.StrokeWidth = color.NRGBA{A: 0x90}, max(1, 0.03*s)
	if p == ximaera.Pivot {
		d.StrokeColor, d.StrokeWidth = color.NRGBA{R: 0xc8, G: 0xc8, B: 0xc8, A: 0xff}, 0.07*s
	}
}

// styleLetter writes kind p's letter centred on o.
func styleLetter(t *canvas.Text, p ximaera.Piece, o fyne.Position, s float32, ink color.Color) {
	t.Text, t.Color = string(p.Letter()), ink
	boards.PlaceText(t, o, 0.42*s, 0.72*s)
}
