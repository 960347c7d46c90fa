// Package ximaera is Ximaera's board in the window and its adapter to boards.Game,
// made from the engine's game (xima/games/ximaera, imported under the same
// name).
package ximaera

import (
	"errors"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// about is Ximaera's line on the home screen, in English: the home
// screen translates it.
const about = "Two players share twelve pieces of four kinds on a honeycomb of 19 cells: each turn drop one or slide one, and whoever first connects three of a kind wins."

// Kind is Ximaera for the home and set-up screens: two players, no
// variants. The engine needs no randomness, so the seed goes unused.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:  catalog.Ximaera(),
		About: about,
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*ximaera.Game)) },
	}
}

// adapter is a Ximaera game as the shell plays it: the engine's Game
// and the board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	game *ximaera.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *ximaera.Game) *adapter {
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, game: g, view: newBoard(g)}
}

func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	if !r.Over {
		return false, -1, ""
	}
	s := x.game.State()
	return true, r.Winner, reasonText(&s, r.Reason)
}

// reasonText is how a game ended, translated: a group's kind, shape and
// cells, or the rule or the player that ended it.
func reasonText(s *ximaera.State, why core.Reason) string {
	switch why {
	case ximaera.Group:
		cells, shape, _ := s.WinningGroup()
		return lang.L("three {{.Pieces}} in a {{.Shape}}: {{.Cells}}", map[string]any{
			"Pieces": plural(s.At(cells[0])),
			"Shape":  shapeName(shape),
			"Cells":  cells[0].String() + " " + cells[1].String() + " " + cells[2].String(),
		})
	case core.Repetition:
		return lang.L("third repetition of a position")
	case ximaera.NoMove:
		return lang.L("no legal move for the player to move")
	case core.Flagged:
		return lang.L("flag fall")
	}
	return lang.L("resignation")
}

// plural names three pieces of kind p: "pivots", "red pips".
func plural(p ximaera.Piece) string {
	switch p {
	case ximaera.Pivot:
		return lang.L("pivots")
	case ximaera.Red:
		return lang.L("red pips")
	case ximaera.Green:
		return lang.L("green pips")
	}
	return lang.L("blue pips")
}

// shapeName names a group's shape.
func shapeName(sh ximaera.Shape) string {
	switch sh {
	case ximaera.Straight:
		return lang.L("line")
	case ximaera.Bent:
		return lang.L("bent line")
	}
	return lang.L("triangle")
}

func (x *adapter) PlayText(text string) error {
	_, err := x.game.PlayText(text)
	return err
}

// status counts the seat's drops and moves; the player to move also sees
// how many legal actions there are.
func (x *adapter) Status(seat int) string {
	drops, moves := 0, 0
	for i, m := range x.game.Moves() {
		switch {
		case i%ximaera.Seats != seat:
		case strings.Contains(m, "@"):
			drops++
		default:
			moves++
		}
	}
	line := lang.L("Drops {{.Drops}} · moves {{.Moves}}", map[string]any{"Drops": drops, "Moves": moves})
	if !x.game.Over() && seat == x.game.ToMove() {
		line += " · " + lang.L("legal actions: {{.N}}", map[string]any{"N": len(x.game.Legal())})
	}
	return line
}

func (x *adapter) Board() fyne.CanvasObject { return x.view }

func (x *adapter) SetOnPlayed(f func()) { x.view.onPlayed = f }

func (x *adapter) SetPlay(f func(core.Action) error) { x.view.playAction = f }

func (x *adapter) SetOnRefused(f func(error)) { x.view.SetOnRefused(f) }

// Turn says what the player to move does: drop a piece or move one.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	return lang.L("drop a piece from the reserve, or move one on the board")
}

func (x *adapter) Refresh() { x.view.Refresh() }

// board is the hexagon of 19 cells with the reserve beside it. A
// click on a piece, or on a reserve pile, selects it and marks its legal
// destinations; a click on one of them plays the action through the
// engine. A piece or pile that may not be picked (a frozen piece, the
// barred one, an empty pile), or a cell the selection may not go to, is
// refused with the engine's reason and keeps the selection; a click off
// the board and piles clears it.
type board struct {
	widget.BaseWidget
	game     *ximaera.Game
	onPlayed func()
	// playAction makes an action the board chose: the engine's Play, or
	// the play session's on a play screen.
	playAction func(core.Action) error
	boards.Refusals

	// The selection: the piece on from, or the reserve pile of kind, made
	// in the position with hash and plies; it lapses when the game moves on.
	from  ximaera.Cell
	kind  ximaera.Piece
	hash  uint64
	plies int
}

func newBoard(g *ximaera.Game) *board {
	b := &board{game: g, from: ximaera.NoCell}
	b.ExtendBaseWidget(b)
	b.playAction = g.Play
	return b
}

// selection returns the selected piece's cell (NoCell for none) or
// reserve pile (None for none), once checked to be of this position.
func (b *board) selection() (from ximaera.Cell, kind ximaera.Piece) {
	s := b.game.State()
	if s.Over() || b.plies != b.game.Plies() || b.hash != s.Hash() {
		return ximaera.NoCell, ximaera.None
	}
	return b.from, b.kind
}

func (b *board) sel(from ximaera.Cell, kind ximaera.Piece) {
	s := b.game.State()
	b.from, b.kind, b.hash, b.plies = from, kind, s.Hash(), b.game.Plies()
	b.Refresh()
}

func (b *board) clear() { b.sel(ximaera.NoCell, ximaera.None) }

// legal returns the engine's legal actions in the game's position.
func (b *board) legal() []ximaera.Action {
	s := b.game.State()
	return s.Legal(nil)
}

// choices returns the engine's legal actions for the selection: the
// piece's moves or the pile's drops.
func (b *board) choices() []ximaera.Action {
	from, kind := b.selection()
	if from == ximaera.NoCell && kind == ximaera.None {
		return nil
	}
	var out []ximaera.Action
	for _, a := range b.legal() {
		if (a.IsDrop() && a.Piece() == kind) || (!a.IsDrop() && a.From() == from) {
			out = append(out, a)
		}
	}
	return out
}

// targets returns the cells the selection may go to, a1 to e5.
func (b *board) targets() []ximaera.Cell {
	var m uint32
	for _, a := range b.choices() {
		m |= 1 << a.To()
	}
	var out []ximaera.Cell
	for c := range ximaera.Cell(ximaera.Cells) {
		if m&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// Tapped plays, selects, explains or clears, by what lies under the
// pointer.
func (b *board) Tapped(e *fyne.PointEvent) {
	g := newGeometry(b.Size())
	if c, ok := g.cellAt(e.Position); ok {
		b.tapCell(c)
		return
	}
	if p, ok := g.pileAt(e.Position); ok {
		b.tapPile(p)
		return
	}
	b.clear()
	b.Explain(nil)
}

// tapCell plays the selection to c when the engine allows it; else a
// click on a piece selects it, or a second click clears it, unless the
// piece may not move (frozen, barred: the engine says why); a click on an
// empty cell says why the selection cannot go there.
func (b *board) tapCell(c ximaera.Cell) {
	for _, a := range b.choices() {
		if a.To() == c {
			b.play(a)
			return
		}
	}
	from, kind := b.selection()
	s := b.game.State()
	switch {
	case s.At(c) != ximaera.None && c == from:
		b.clear()
		b.Explain(nil)
	case s.At(c) != ximaera.None:
		b.pick(c, ximaera.None, ximaera.MoveAction(c, c))
	case kind != ximaera.None:
		b.Explain(b.game.Why(ximaera.DropAction(kind, c)))
	case from != ximaera.NoCell:
		b.Explain(b.game.Why(ximaera.MoveAction(from, c)))
	default:
		b.Explain(b.game.Why(ximaera.MoveAction(c, c))) // nothing there to move
	}
}

// tapPile selects the reserve pile of kind p, unless the engine refuses
// its drops (none left: it says why); a second tap clears.
func (b *board) tapPile(p ximaera.Piece) {
	if _, kind := b.selection(); kind == p {
		b.clear()
		b.Explain(nil)
		return
	}
	s := b.game.State()
	to := ximaera.Cell(0)
	for to < ximaera.Cells-1 && s.At(to) != ximaera.None {
		to++ // a drop's own rules are the pile's; any empty cell asks them
	}
	b.pick(ximaera.NoCell, p, ximaera.DropAction(p, to))
}

// pick selects the piece on from or the pile of kind when probe, an
// action with it that only its own rules can refuse (a piece's move to its
// own cell, a drop on an empty cell), is refused for nothing but that, and
// otherwise says why it may not be picked, keeping the selection.
func (b *board) pick(from ximaera.Cell, kind ximaera.Piece, probe ximaera.Action) {
	var r *core.Refusal
	if err := b.game.Why(probe); err != nil && (!errors.As(err, &r) || r.Code != core.SameCell) {
		b.Explain(err)
		return
	}
	b.sel(from, kind)
	b.Explain(nil)
}

// play makes a, one of the engine's legal actions, and tells the screen.
func (b *board) play(a ximaera.Action) {
	err := b.playAction(core.Action(a))
	b.clear()
	if err == nil && b.onPlayed != nil {
		b.onPlayed()
	}
}

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

// The board's colours: wood for the frame and the cells, a colour per
// piece kind (each piece also carries its letter).
var (
	frame      = color.NRGBA{R: 0x6b, G: 0x4a, B: 0x2b, A: 0xff}
	cream      = color.NRGBA{R: 0xf6, G: 0xe8, B: 0xc8, A: 0xff}
	cellPlain  = color.NRGBA{R: 0xee, G: 0xd9, B: 0xb0, A: 0xff}
	cellTarget = color.NRGBA{R: 0xb9, G: 0xe6, B: 0xee, A: 0xff}
	dot        = color.NRGBA{R: 0x0b, G: 0x6e, B: 0x80, A: 0xff}
	cellChosen = color.NRGBA{R: 0xff, G: 0xf2, B: 0xa8, A: 0xff}
	cellWin    = color.NRGBA{R: 0xff, G: 0xcc, B: 0x33, A: 0xff}
	winEdge    = color.NRGBA{R: 0xb3, G: 0x4b, B: 0x00, A: 0xff}
	ice        = color.NRGBA{R: 0xd8, G: 0xf4, B: 0xff, A: 0xff}
	iceInk     = color.NRGBA{R: 0x10, G: 0x4a, B: 0x8c, A: 0xff}
	noEntry    = color.NRGBA{R: 0xc8, G: 0x1e, B: 0x1e, A: 0xff}
	pieces     = [ximaera.Kinds + 1]color.NRGBA{
		ximaera.Pivot: {R: 0x33, G: 0x33, B: 0x33, A: 0xff},
		ximaera.Red:   {R: 0xd6, G: 0x27, B: 0x28, A: 0xff},
		ximaera.Green: {R: 0x1e, G: 0x8c, B: 0x2a, A: 0xff},
		ximaera.Blue:  {R: 0x1f, G: 0x6f, B: 0xc4, A: 0xff},
	}
)

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
	placeCircle(bd.disc, c, rad)
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

// geometry is where the board's parts lie in a widget of a given
// size. Lengths are in s, the distance between neighbouring cell centres:
// the frame is a flat-topped hexagon 6.6 s wide, the reserve a panel beside
// it (below it in a tall widget), the legend two lines under both.
type geometry struct {
	s      float32
	centre fyne.Position // the centre of c3, and of the frame
	panel  fyne.Position // the reserve panel's top-left corner
	panelS fyne.Size
	slots  [ximaera.Kinds]fyne.Position // each pile's top-left corner, pivots first
	slotS  fyne.Size
	legend fyne.Position // the legend's top-left corner
	width  float32       // the width of all the parts together
}

// The frame's size and the legend's height, in s.
const (
	sqrt3   = 1.7320508075688772
	frameR  = 3.3 // the frame's outer radius
	frameW  = 2 * frameR
	frameH  = sqrt3 * frameR
	legendH = 0.9
	pileH   = 1.15 // a pile's slot
)

func newGeometry(sz fyne.Size) geometry {
	// Wide: the reserve panel (2.4 s) to the right; tall: a row below (1.75 s).
	wideW, wideH := float32(frameW+0.2+2.4), float32(frameH+legendH)
	tallW, tallH := float32(frameW), float32(frameH+0.2+1.75+legendH)
	pad := 2 * theme.Padding() // a margin all round
	sWide := min((sz.Width-pad)/wideW, (sz.Height-pad)/wideH)
	sTall := min((sz.Width-pad)/tallW, (sz.Height-pad)/tallH)
	var g geometry
	wide := sWide >= sTall
	w, h := wideW, wideH
	g.s = sWide
	if !wide {
		w, h, g.s = tallW, tallH, sTall
	}
	g.s = max(g.s, 0) // no room: nothing to click
	s := g.s
	o := fyne.NewPos((sz.Width-w*s)/2, (sz.Height-h*s)/2)
	g.centre = o.AddXY(frameR*s, frameH/2*s)
	if wide {
		g.panel = o.AddXY((frameW+0.2)*s, 0)
		g.panelS = fyne.NewSize(2.4*s, frameH*s)
		g.slotS = fyne.NewSize(2.2*s, pileH*s)
		for i := range g.slots {
			g.slots[i] = g.panel.AddXY(0.1*s, (0.62+float32(i)*1.25)*s)
		}
	} else {
		g.panel = o.AddXY(0, (frameH+0.2)*s)
		g.panelS = fyne.NewSize(frameW*s, 1.75*s)
		g.slotS = fyne.NewSize(1.55*s, pileH*s)
		for i := range g.slots {
			g.slots[i] = g.panel.AddXY((0.1+float32(i)*1.625)*s, 0.55*s)
		}
	}
	g.legend = fyne.NewPos(o.X, o.Y+(h-legendH)*s)
	g.width = w * s
	return g
}

// at returns the centre of the cell on file f and rank r (on the board or
// not): rank 5 at the top, c3 in the middle, each rank half a cell to the
// right of the one above.
func (g geometry) at(f, r int) fyne.Position {
	x := float32(f-3) - float32(r-3)/2
	y := -float32(r-3) * sqrt3 / 2
	return g.centre.AddXY(x*g.s, y*g.s)
}

func (g geometry) cell(c ximaera.Cell) fyne.Position { return g.at(c.File(), c.Rank()) }

// cellAt returns the cell whose hexagon holds p.
func (g geometry) cellAt(p fyne.Position) (ximaera.Cell, bool) {
	for c := range ximaera.Cell(ximaera.Cells) {
		o := g.cell(c)
		dx, dy := abs(p.X-o.X)/g.s, abs(p.Y-o.Y)/g.s
		if dx <= 0.5 && dx/2+dy*sqrt3/2 <= 0.5 {
			return c, true
		}
	}
	return ximaera.NoCell, false
}

// pileAt returns the kind of the reserve pile whose slot holds p.
func (g geometry) pileAt(p fyne.Position) (ximaera.Piece, bool) {
	for i, o := range g.slots {
		if p.X >= o.X && p.Y >= o.Y && p.X < o.X+g.slotS.Width && p.Y < o.Y+g.slotS.Height {
			return ximaera.Pivot + ximaera.Piece(i), true
		}
	}
	return ximaera.None, false
}

// disc returns the centre of a pile's j-th piece from the bottom: a low
// stack at the slot's left.
func (g geometry) disc(slot, j int) fyne.Position {
	o := g.slots[slot]
	return o.AddXY(0.5*g.s, (pileH-0.5-0.13*float32(j))*g.s)
}

func abs(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
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

	placeCircle(r.frame, g.centre, frameR*s)
	r.frame.CornerRadius = 0.25 * s
	for i := range ximaera.Files {
		file, rank := r.labels[i], r.labels[ximaera.Files+i]
		f, lo := i+1, max(1, i-1) // file f's lowest rank
		file.Text = string(rune('a' + i))
		placeText(file, lerp(g.at(f, lo), g.at(f, lo-1), 0.8), 0.34*s, s)
		rk, left := i+1, max(1, i-1) // rank rk's leftmost file
		rank.Text = strconv.Itoa(rk)
		placeText(rank, lerp(g.at(left, rk), g.at(left-1, rk), 0.8), 0.34*s, s)
	}

	for i := range r.cells {
		c := ximaera.Cell(i)
		co := &r.cells[i]
		o := g.cell(c)
		placeCircle(co.hex, o, s/sqrt3-0.03*s)
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
		placeCircle(co.dot, o, 0.12*s)
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

	r.panel.Move(g.panel)
	r.panel.Resize(g.panelS)
	r.panel.CornerRadius = 0.2 * s
	r.title.Text = lang.L("Reserve")
	placeText(r.title, g.panel.AddXY(g.panelS.Width/2, 0.32*s), 0.3*s, g.panelS.Width)
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
		placeText(po.count, g.slots[i].AddXY(0.95*s, pileH/2*s), 0.36*s, 0)
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
		placeText(e.text, fyne.NewPos(g.legend.X+0.55*s, y), size, 0)
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
	placeCircle(d, o, 0.36*s)
	d.FillColor = pieces[p]
	d.StrokeColor, d.StrokeWidth = color.NRGBA{A: 0x90}, max(1, 0.03*s)
	if p == ximaera.Pivot {
		d.StrokeColor, d.StrokeWidth = color.NRGBA{R: 0xc8, G: 0xc8, B: 0xc8, A: 0xff}, 0.07*s
	}
}

// styleLetter writes kind p's letter centred on o.
func styleLetter(t *canvas.Text, p ximaera.Piece, o fyne.Position, s float32, ink color.Color) {
	t.Text, t.Color = string(p.Letter()), ink
	placeText(t, o, 0.42*s, 0.72*s)
}

// placeCircle makes obj a square of radius rad centred on c.
func placeCircle(obj fyne.CanvasObject, c fyne.Position, rad float32) {
	obj.Move(c.SubtractXY(rad, rad))
	obj.Resize(fyne.NewSquareSize(2 * rad))
}

// placeText sets t's size and centres it vertically on c: horizontally
// centred in a box of width w, or starting at c when w is 0.
func placeText(t *canvas.Text, c fyne.Position, size, w float32) {
	t.TextSize = size
	h := fyne.MeasureText(t.Text, size, t.TextStyle).Height
	x := c.X
	if w > 0 {
		x -= w / 2
	} else {
		w = fyne.MeasureText(t.Text, size, t.TextStyle).Width
	}
	t.Move(fyne.NewPos(x, c.Y-h/2))
	t.Resize(fyne.NewSize(w, h))
}

// lerp returns the point a fraction t of the way from a to b.
func lerp(a, b fyne.Position, t float32) fyne.Position {
	return fyne.NewPos(a.X+(b.X-a.X)*t, a.Y+(b.Y-a.Y)*t)
}
