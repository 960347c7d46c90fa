package xana

import (
	"image"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"xima/games/xana"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// CreateRenderer makes the board's canvas objects: the hexagons' raster,
// per cell a wall, a stack and a mark, the edge labels and the reserves.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	s := b.game.State()
	n := s.Cells()
	r := &renderer{b: b, cells: make([]cellObjects, n)}
	r.raster = canvas.NewRaster(r.paint)
	for i := range r.cells {
		co := cellObjects{
			wall:  canvas.NewRectangle(wall),
			stone: canvas.NewCircle(stone[0]),
			text:  canvas.NewText("", stoneInk[0]),
			ring:  canvas.NewCircle(color.Transparent),
			last:  canvas.NewCircle(color.Transparent),
			cross: boards.NewCross(),
		}
		co.wall.StrokeColor, co.wall.CornerRadius = wallEdge, 3
		co.text.Alignment = fyne.TextAlignCenter
		co.text.TextStyle.Bold = true
		r.cells[i] = co
		r.objects = append(append(r.objects, co.wall, co.stone, co.text, co.ring, co.last), co.cross.Objects()...)
	}
	width := 4*s.Size() - 3
	for range 2*width + 2*(2*s.Size()-1) {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.Alignment = fyne.TextAlignCenter
		r.labels = append(r.labels, t)
		r.objects = append(r.objects, t)
	}
	for col := range r.reserves {
		rs := reserveObjects{
			name:  canvas.NewText("", theme.Color(theme.ColorNameForeground)),
			disc:  canvas.NewCircle(stone[col]),
			count: canvas.NewText("", stoneInk[col]),
			score: canvas.NewText("", theme.Color(theme.ColorNameForeground)),
			ring:  canvas.NewCircle(color.Transparent),
			badge: canvas.NewRectangle(theme.Color(theme.ColorNamePrimary)),
		}
		for _, t := range []*canvas.Text{rs.name, rs.count, rs.score} {
			t.Alignment = fyne.TextAlignCenter
			t.TextStyle.Bold = true
		}
		rs.disc.StrokeColor = stoneInk[0]
		r.reserves[col] = rs
		r.objects = append(r.objects, rs.badge, rs.name, rs.disc, rs.count, rs.score, rs.ring)
	}
	r.arrow = boards.NewArrow()
	r.objects = append([]fyne.CanvasObject{r.raster}, r.objects...)
	r.objects = append(append(r.objects, r.arrow.Objects()...), b.hover)
	return r
}

// cellObjects draw what stands on a cell.
type cellObjects struct {
	wall  *canvas.Rectangle // a grey block
	stone *canvas.Circle    // the stack, in its colour
	text  *canvas.Text      // the colour's letter and the height: "W3"
	ring  *canvas.Circle    // a target, or the picked stack
	last  *canvas.Circle    // where the last turn's stack part went from and to
	cross *boards.Cross     // a stack the last turn captured
}

// reserveObjects draw a colour's reserve beside the board.
type reserveObjects struct {
	name, count, score *canvas.Text
	disc, ring         *canvas.Circle
	badge              *canvas.Rectangle // behind the name of the colour to move
}

type renderer struct {
	b        *board
	raster   *canvas.Raster // the hexagons, tinted
	cells    []cellObjects
	labels   []*canvas.Text // column letters above, then below; row numbers left, then right
	reserves [2]reserveObjects
	arrow    *boards.Arrow // the hinted part
	objects  []fyne.CanvasObject

	// pixels maps each pixel of a raster of pixelSize, for a widget of
	// pixelsFor, to its cell, -1 off the board, with edgePixel added on
	// a hexagon's edge; only a new size makes it again.
	pixels    []int32
	pixelSize image.Point
	pixelsFor fyne.Size
}

// edgePixel marks a pixel of a hexagon's edge in renderer.pixels.
const edgePixel = 1 << 20

func (r *renderer) Layout(sz fyne.Size) {
	r.raster.Move(fyne.NewPos(0, 0))
	r.raster.Resize(sz)
	r.draw()
}

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(420, 340) }

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Destroy() {}

func (r *renderer) Refresh() {
	r.draw()
	for _, o := range r.objects {
		o.Refresh()
	}
}

// draw sets every object from the board's marks for the widget's size.
func (r *renderer) draw() {
	b := r.b
	s := &b.shown
	g := newGeom(s.Size(), b.Size())
	me := s.Mover()
	last := b.last
	for i := range r.cells {
		c := xana.Cell(i)
		co := r.cells[i]
		p := g.cellCentre(s, c)
		h := s.Height(c)
		col, _ := s.Owner(c)
		_, target := b.targets[c]
		// A wall may go on a marked empty cell after the stack part: it
		// shows a faint wall there.
		ghost := target && h == 0 && s.Step() != xana.StepStart
		co.wall.Hidden = !s.Wall(c) && !ghost
		co.wall.FillColor, co.wall.StrokeColor = wall, wallEdge
		// A wall the last turn built is outlined as the last move is.
		built := slices.Contains(last.walls, c)
		if built {
			co.wall.StrokeColor = widgets.LastColour
		}
		if ghost {
			co.wall.FillColor, co.wall.StrokeColor = widgets.WithAlpha(wall, 0x60), widgets.WithAlpha(wallEdge, 0x90)
		}
		side := 1.05 * g.r
		co.wall.Move(fyne.NewPos(p.X-side/2, p.Y-side/2))
		co.wall.Resize(fyne.NewSquareSize(side))
		co.wall.StrokeWidth = max(1, 0.08*g.r)
		if built {
			co.wall.StrokeWidth = max(2, 0.16*g.r)
		}
		co.stone.Hidden, co.text.Hidden = h == 0, h == 0
		if h > 0 {
			co.stone.FillColor, co.stone.StrokeColor = stone[col], stoneInk[0]
			co.stone.StrokeWidth = max(1, 0.06*g.r)
			boards.PlaceCircle(co.stone, p, 0.74*g.r)
			co.text.Text, co.text.Color = letter(col)+strconv.Itoa(h), stoneInk[col]
			size := 0.7 * g.r
			if len(co.text.Text) > 2 {
				size = 0.56 * g.r
			}
			boards.CentreText(co.text, p, size)
		}
		co.ring.Hidden = true
		co.ring.FillColor = color.Transparent
		switch {
		case b.pick == pickStack && b.from == c:
			r.mark(co.ring, p, 0.9*g.r, widgets.SummitColour, 0.16*g.r)
		case target && h > 0:
			r.mark(co.ring, p, 0.9*g.r, targetStroke, 0.12*g.r)
		case target && !ghost:
			// A dot on a marked empty cell: the drop or move lands there.
			co.ring.Hidden = false
			co.ring.FillColor, co.ring.StrokeWidth = targetStroke, 0
			boards.PlaceCircle(co.ring, p, 0.18*g.r)
		}
		co.last.Hidden = c != last.from && c != last.to
		co.last.FillColor = color.Transparent
		if !co.last.Hidden {
			r.mark(co.last, p, 0.82*g.r, widgets.LastColour, 0.1*g.r)
		}
		co.cross.Place(p, 0.6*g.r, slices.Contains(last.captured, c))
	}
	r.arrow.Hide()
	if a, ok := b.shownHint(); ok {
		switch a.Kind() {
		case xana.KindDrop, xana.KindWall:
			r.arrow.Place(fyne.Position{}, g.cellCentre(s, a.To()), false, 0.9*g.r, 0.14*g.r)
		case xana.KindMove:
			r.arrow.Place(g.cellCentre(s, a.From()), g.cellCentre(s, a.To()), true, 0.9*g.r, 0.14*g.r)
		}
	}
	r.drawLabels(&g)
	// The pointer's cell, in the empty corner under White's reserve.
	b.hover.TextSize = 0.6 * g.r
	b.hover.Move(fyne.NewPos(g.res[xana.White].X-1.5*g.r, g.oy+float32(3*g.n-1)*g.r-1.2*g.r))
	b.hover.Resize(fyne.NewSize(6*g.r, g.r))
	for col := range r.reserves {
		rs := r.reserves[col]
		c := xana.Colour(col)
		p := g.res[col]
		rad := g.reserveRadius()
		boards.PlaceCircle(rs.disc, p, rad)
		rs.disc.StrokeWidth = max(1, 0.06*g.r)
		rs.count.Text = letter(c) + strconv.Itoa(s.Reserve(c))
		boards.CentreText(rs.count, p, 0.7*g.r)
		rs.name.Text = colourName(c)
		rs.name.Color = theme.Color(theme.ColorNameForeground)
		boards.CentreText(rs.name, fyne.NewPos(p.X, p.Y-rad-0.6*g.r), 0.55*g.r)
		// The colour to move has its name on a badge.
		rs.badge.Hidden = c != me || b.game.Over()
		if !rs.badge.Hidden {
			rs.name.Color = theme.Color(theme.ColorNameForegroundOnPrimary)
			rs.badge.FillColor = theme.Color(theme.ColorNamePrimary)
			rs.badge.CornerRadius = 0.25 * g.r
			rs.badge.Move(rs.name.Position().SubtractXY(0.15*g.r, 0.05*g.r))
			rs.badge.Resize(rs.name.Size().AddWidthHeight(0.3*g.r, 0.1*g.r))
		}
		rs.score.Text = lang.L("Score {{.N}}", map[string]any{"N": s.Score(c)})
		rs.score.Color = theme.Color(theme.ColorNameForeground)
		boards.CentreText(rs.score, fyne.NewPos(p.X, p.Y+rad+0.6*g.r), 0.5*g.r)
		rs.ring.Hidden = true
		if c == me && b.pick == pickReserve {
			r.mark(rs.ring, p, rad+0.2*g.r, widgets.SummitColour, 0.16*g.r)
		}
	}
}

// mark shows ring as a circle of radius rad around p, stroked in col.
func (r *renderer) mark(ring *canvas.Circle, p fyne.Position, rad float32, col color.Color, width float32) {
	ring.Hidden = false
	ring.StrokeColor, ring.StrokeWidth = col, max(2, width)
	boards.PlaceCircle(ring, p, rad)
}

// drawLabels writes the column letters above and below the board and the
// row numbers beside each row's end cells.
func (r *renderer) drawLabels(g *geom) {
	n := g.n
	width := 4*n - 3
	fg := theme.Color(theme.ColorNameForeground)
	size := min(0.5*g.r, 0.95*g.w/2)
	top, bottom := g.oy-0.45*g.r, g.oy+float32(3*n-1)*g.r+0.45*g.r
	for x := range width {
		letter := string("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[x])
		cx := g.centre(x, 1).X
		for k, y := range []float32{top, bottom} {
			t := r.labels[k*width+x]
			t.Text, t.Color = letter, fg
			boards.CentreText(t, fyne.NewPos(cx, y), size)
		}
	}
	for row := 1; row <= 2*n-1; row++ {
		off := row - n
		if off < 0 {
			off = -off
		}
		for k, x := range []int{off, 4*n - 4 - off} {
			t := r.labels[2*width+k*(2*n-1)+row-1]
			p := g.centre(x, row)
			p.X += float32(2*k-1) * (g.w/2 + 0.4*g.r)
			t.Text, t.Color = strconv.Itoa(row), fg
			boards.CentreText(t, p, size)
		}
	}
}

// paint draws the hexagons at the raster's pixel size: each cell in its
// tint with a darker edge, nothing off the board.
func (r *renderer) paint(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if r.b.Size().Width <= 0 || w <= 0 || h <= 0 {
		return img
	}
	if r.pixelSize != image.Pt(w, h) || r.pixelsFor != r.b.Size() {
		r.mapPixels(w, h)
	}
	fill := r.b.fill
	for i, v := range r.pixels {
		switch {
		case v < 0:
		case v >= edgePixel:
			img.SetNRGBA(i%w, i/w, edge)
		case int(v) < len(fill):
			img.SetNRGBA(i%w, i/w, fill[v])
		}
	}
	return img
}

// mapPixels finds the cell under each pixel of a w by h raster.
func (r *renderer) mapPixels(w, h int) {
	s := &r.b.shown
	sz := r.b.Size()
	scale := float32(w) / sz.Width
	g := newGeom(s.Size(), sz)
	inner := g.w / 2
	line := max(1/scale, 0.07*g.r)
	r.pixels, r.pixelSize, r.pixelsFor = make([]int32, w*h), image.Pt(w, h), sz
	for py := range h {
		y := (float32(py) + 0.5) / scale
		for px := range w {
			x := (float32(px) + 0.5) / scale
			cx, row := g.nearest(x, y)
			v := int32(-1)
			if c := s.CellAt(cx, row); c != xana.NoCell {
				v = int32(c)
				p := g.centre(cx, row)
				dx, dy := boards.Abs(x-p.X), boards.Abs(y-p.Y)
				if max(dx, dx/2+dy*boards.Sqrt3/2) > inner-line {
					v += edgePixel
				}
			}
			r.pixels[py*w+px] = v
		}
	}
}
