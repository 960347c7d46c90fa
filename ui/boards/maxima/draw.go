package maxima

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"xima/games/maxima"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// CreateRenderer builds the board's canvas objects.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b, line: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	r.line.Alignment = fyne.TextAlignCenter
	r.arrow = boards.NewArrow()
	for i := range r.squares {
		sq := &r.squares[i]
		sq.ground = canvas.NewRectangle(light)
		sq.tint = canvas.NewRectangle(color.Transparent)
		sq.piece = canvas.NewImageFromImage(nil)
		sq.piece.FillMode = canvas.ImageFillContain
		sq.piece.ScaleMode = canvas.ImageScaleSmooth
		sq.frost = canvas.NewRectangle(frost)
		sq.frostMark = canvas.NewText("❄", frostInk)
		sq.frostMark.TextStyle.Monospace = true
		sq.capture = canvas.NewRectangle(widgets.WithAlpha(captureColour, 0x38))
		sq.capture.StrokeColor = captureColour
		sq.dot = canvas.NewCircle(targetColour)
		sq.frame = canvas.NewRectangle(color.Transparent)
		sq.cross = boards.NewCross()
		if !maxima.Square(i).Valid() {
			for _, o := range sq.objects() {
				o.Hide()
			}
		}
	}
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.labels[i].Alignment = fyne.TextAlignCenter
	}
	r.Refresh()
	return r
}

// squareObjects draw one square, bottom to top.
type squareObjects struct {
	ground    *canvas.Rectangle // light or dark; goal squares framed
	tint      *canvas.Rectangle // the last move, or check
	frost     *canvas.Rectangle // under a frozen piece
	piece     *canvas.Image
	frostMark *canvas.Text      // ❄ in the corner of a frozen piece
	capture   *canvas.Rectangle // a square a move of the selection captures on
	dot       *canvas.Circle    // a destination of the selection
	frame     *canvas.Rectangle // the selection
	cross     *boards.Cross     // a piece the last move captured here
}

func (sq *squareObjects) objects() []fyne.CanvasObject {
	return append([]fyne.CanvasObject{sq.ground, sq.tint, sq.frost, sq.piece, sq.frostMark, sq.capture, sq.dot, sq.frame},
		sq.cross.Objects()...)
}

type boardRenderer struct {
	b       *board
	squares [maxima.Squares]squareObjects
	labels  [maxima.Files + maxima.Ranks]*canvas.Text // a-h below, 0-10 on the left
	line    *canvas.Text                              // check, or how to commit suicide
	arrow   *boards.Arrow                             // the hinted move
	cell    float32                                   // the square's side at the last layout
	taken   map[maxima.Square]bool                    // the squares the last move captured on
}

func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSize(8.7*36, 12.3*36) }

func (r *boardRenderer) Layout(sz fyne.Size) {
	cell, o := geometry(sz)
	s := r.b.game.State()
	for i := range r.squares {
		q := maxima.Square(i)
		if !q.Valid() {
			continue
		}
		sq := &r.squares[i]
		p := squarePos(q, cell, o)
		sq.ground.Move(p)
		// One pixel more, so that rounding never leaves a seam.
		sq.ground.Resize(fyne.NewSquareSize(cell + 1))
		for _, obj := range []fyne.CanvasObject{sq.tint, sq.frost, sq.capture, sq.frame} {
			obj.Move(p)
			obj.Resize(fyne.NewSquareSize(cell))
		}
		sq.piece.Move(p.AddXY(cell*0.04, cell*0.04))
		sq.piece.Resize(fyne.NewSquareSize(cell * 0.92))
		sq.frostMark.TextSize = cell * 0.3
		sq.frostMark.Move(p.AddXY(cell*0.02, -cell*0.02))
		sq.frostMark.Resize(fyne.NewSquareSize(cell * 0.35))
		d := cell * 0.3
		if s.At(q) != maxima.Empty {
			d = cell * 0.92
		}
		sq.dot.Move(p.AddXY((cell-d)/2, (cell-d)/2))
		sq.dot.Resize(fyne.NewSquareSize(d))
		sq.cross.Place(p.AddXY(cell/2, cell/2), cell*0.42, r.taken[q])
	}
	r.arrow.Hide()
	if a, ok := r.b.shownHint(); ok {
		from, to := squarePos(a.From(), cell, o).AddXY(cell/2, cell/2), squarePos(a.To(), cell, o).AddXY(cell/2, cell/2)
		r.arrow.Place(from, to, !a.Suicide(), cell*0.46, cell*0.08)
	}
	r.cell = cell
	size := cell * 0.36
	for f := range maxima.Files {
		l := r.labels[f]
		l.TextSize = size
		l.Move(fyne.NewPos(o.X+float32(f)*cell, o.Y+maxima.Ranks*cell+cell*0.05))
		l.Resize(fyne.NewSize(cell, size*1.3))
	}
	for rank := range maxima.Ranks {
		l := r.labels[maxima.Files+rank]
		l.TextSize = size
		l.Move(fyne.NewPos(o.X-cell*0.62, o.Y+float32(maxima.Ranks-1-rank)*cell+(cell-size*1.3)/2))
		l.Resize(fyne.NewSize(cell*0.55, size*1.3))
	}
	r.line.TextSize = cell * 0.34
	r.line.Move(fyne.NewPos(o.X, o.Y+maxima.Ranks*cell+cell*0.55))
	r.line.Resize(fyne.NewSize(maxima.Files*cell, cell*0.5))
}

func (r *boardRenderer) Refresh() {
	b := r.b
	s := b.game.State()
	last := map[maxima.Square]bool{}
	if acts := b.game.Actions(); len(acts) > 0 {
		a := acts[len(acts)-1]
		last[a.From()], last[a.To()] = true, true
	}
	check := map[maxima.Square]bool{}
	note := ""
	if over := b.game.Over(); !over && s.InCheck() {
		c := s.ToMove()
		note = lang.L("{{.Side}} is in check", map[string]any{"Side": sideName(c)})
		if s.KingAttacked(c) {
			check[s.King(c)] = true
		}
		if s.PalaceThreatened(c) {
			goal := 0
			if c == maxima.Black {
				goal = maxima.Ranks - 1
			}
			check[maxima.MakeSquare(3, goal)], check[maxima.MakeSquare(4, goal)] = true, true
		}
	}
	targets := map[maxima.Square]bool{}
	for _, a := range b.targets {
		if a.Suicide() {
			note = lang.L("Click the piece again for its suicide")
			continue
		}
		targets[a.To()] = true
	}
	if p := s.At(b.hover); p != maxima.Empty {
		note = lang.L("{{.Piece}} ({{.Side}}) on {{.Square}}", map[string]any{
			"Piece": pieceName(p.Kind()), "Side": sideName(p.Color()), "Square": b.hover.String()})
	}
	captures := b.captureMarks()
	r.taken = map[maxima.Square]bool{}
	for _, q := range b.lastCaptures() {
		r.taken[q] = true
	}
	for i := range r.squares {
		q := maxima.Square(i)
		if !q.Valid() {
			continue
		}
		sq := &r.squares[i]
		sq.ground.FillColor = light
		if (q.File()+q.Rank())%2 == 1 {
			sq.ground.FillColor = dark
		}
		sq.ground.StrokeWidth = 0
		if q.Rank() == 0 || q.Rank() == maxima.Ranks-1 {
			sq.ground.StrokeColor, sq.ground.StrokeWidth = goal, 3
		}
		sq.tint.FillColor = color.Transparent
		switch {
		case check[q]:
			sq.tint.FillColor = checkColour
		case last[q]:
			sq.tint.FillColor = lastColour
		}
		p := s.At(q)
		sq.piece.Image = nil
		sq.piece.Hidden = p == maxima.Empty
		if p != maxima.Empty {
			sq.piece.Image = b.images[p.Color()][p.Kind()]
		}
		frozen := s.Immobilized(q)
		sq.frost.Hidden, sq.frostMark.Hidden = !frozen, !frozen
		sq.capture.Hidden = !captures[q]
		sq.capture.StrokeWidth = max(r.cell*0.07, 2)
		// A dot on an empty destination, a ring round an occupied one.
		sq.dot.Hidden = !targets[q]
		sq.dot.FillColor, sq.dot.StrokeWidth = targetColour, 0
		if p != maxima.Empty {
			sq.dot.FillColor, sq.dot.StrokeColor, sq.dot.StrokeWidth = color.Transparent, targetColour, max(r.cell*0.08, 2)
		}
		sq.frame.StrokeWidth = 0
		if q == b.selected {
			sq.frame.StrokeColor, sq.frame.StrokeWidth = selectedColour, max(r.cell*0.08, 3)
		}
		for _, o := range sq.objects() {
			o.Refresh()
		}
	}
	r.Layout(b.Size())
	fg := theme.Color(theme.ColorNameForeground)
	for f := range maxima.Files {
		r.labels[f].Text = string(rune('a' + f))
	}
	for rank := range maxima.Ranks {
		r.labels[maxima.Files+rank].Text = strconv.Itoa(rank)
	}
	for _, l := range r.labels {
		l.Color = fg
		l.Refresh()
	}
	r.line.Text, r.line.Color = note, fg
	r.line.Refresh()
	for _, o := range r.arrow.Objects() {
		o.Refresh()
	}
}

func (r *boardRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 10*len(r.squares)+len(r.labels)+4)
	for i := range r.squares {
		objs = append(objs, r.squares[i].objects()...)
	}
	for _, l := range r.labels {
		objs = append(objs, l)
	}
	return append(append(objs, r.line), r.arrow.Objects()...)
}

func (r *boardRenderer) Destroy() {}
