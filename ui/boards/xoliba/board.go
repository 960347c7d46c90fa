// Package xoliba is Xoliba's board in the window and its adapter to boards.Game,
// made from the engine's game (xima/games/xoliba, imported under the same
// name).
package xoliba

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// about is Xoliba's line on the home screen, in English: the home
// screen translates it.
const about = "Swap your pieces with white ones on an octagon of 45 points to make triangles of three of your own: each triangle turns every piece inside it white, and the biggest triangle left at the end scores."

// Kind is Xoliba for the home and set-up screens: two or three
// players, or one for the patience; no variants. The seed shuffles the
// starting position.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:  catalog.Xoliba(),
		About: about,
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*xoliba.Game)) },
	}
}

// adapter is a Xoliba game as the shell plays it: the engine's Game and
// the board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	game *xoliba.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *xoliba.Game) *adapter {
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, game: g, view: newBoard(g)}
}

// colourName is the seat's colour, translated.
func colourName(seat int) string { return lang.L(xoliba.SeatColor(seat).String()) }

func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	if !r.Over {
		return false, -1, ""
	}
	s := x.game.State()
	return true, r.Winner, reasonText(&s)
}

// reasonText is how a finished game ended, translated; a two-player game
// adds the biggest triangles, which decide it.
func reasonText(s *xoliba.State) string {
	mover := map[string]any{"Colour": colourName(s.ToMove())}
	var why string
	switch s.End() {
	case xoliba.NoMove:
		why = lang.L("{{.Colour}} passed twice in a row", mover)
		if s.Players() == 1 {
			why = lang.L("no triangle left to form")
		}
	case xoliba.FewPieces:
		why = lang.L("fewer than three pieces")
		for seat := range min(s.Players(), 2) {
			if s.Count(xoliba.SeatColor(seat)) < 3 {
				why = lang.L("{{.Colour}} has fewer than three pieces", map[string]any{"Colour": colourName(seat)})
				break
			}
		}
	case core.Repetition:
		why = lang.L("third repetition of a position")
	case xoliba.QuietTurns:
		why = lang.L("thirty turns without a capture")
	case xoliba.LastPlayer:
		why = lang.L("only one player left")
	case xoliba.AllCaptured:
		why = lang.L("all blue pieces captured")
	case core.Agreement:
		why = lang.L("agreement")
	case core.Flagged:
		return lang.L("flag fall")
	default:
		return lang.L("resignation")
	}
	if s.Players() != 2 {
		return why
	}
	return lang.L("{{.Why}}; biggest triangles: red {{.Red}}, blue {{.Blue}}", map[string]any{
		"Why": why, "Red": shapeName(s.Biggest(xoliba.Red)), "Blue": shapeName(s.Biggest(xoliba.Blue))})
}

// shapeName names a triangle's size, translated.
func shapeName(sh xoliba.Shape) string {
	switch sh {
	case xoliba.Small:
		return lang.L("small")
	case xoliba.Medium:
		return lang.L("medium")
	case xoliba.Large:
		return lang.L("large")
	}
	return lang.L("none")
}

func (x *adapter) PlayText(text string) error {
	_, err := x.game.PlayText(text)
	return err
}

// status gives the seat's pieces, the enemy pieces it captured, its biggest
// triangle and its score as the game stands (final once it is over).
func (x *adapter) Status(seat int) string {
	s := x.game.State()
	c := xoliba.SeatColor(seat)
	score := x.game.Scores()[seat]
	if s.Players() == 3 && !s.In(seat) {
		return lang.L("Out · captured {{.Took}} · score {{.Score}}", map[string]any{"Took": s.Took(seat), "Score": score})
	}
	data := map[string]any{"Pieces": s.Count(c), "Took": s.Took(seat), "Shape": shapeName(s.Biggest(c)), "Score": score}
	line := lang.L("Pieces {{.Pieces}} · captured {{.Took}} · biggest triangle {{.Shape}} · score {{.Score}}", data)
	if s.Players() == 1 {
		data["Blue"], data["Initial"] = s.Count(xoliba.Blue), s.Initial(xoliba.Blue)
		line = lang.L("Pieces {{.Pieces}} · blue left {{.Blue}} of {{.Initial}} · biggest triangle {{.Shape}}", data)
	}
	if !s.Over() && s.Passed(seat) {
		line += " · " + lang.L("passed")
	}
	return line
}

func (x *adapter) Board() fyne.CanvasObject { return x.view.content }

func (x *adapter) SetOnPlayed(f func()) { x.view.onPlayed = f }

func (x *adapter) SetPlay(f func(core.Action) error) { x.view.playAction = f }

func (x *adapter) SetOnRefused(f func(error)) { x.view.SetOnRefused(f) }

// Turn says what the player to move does: swap a piece with a white one
// to form a triangle, or pass when no move can.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	if legal := x.game.Legal(); len(legal) == 1 && xoliba.Action(legal[0]).IsPass() {
		return lang.L("no move forms a triangle: pass")
	}
	return lang.L("swap a piece of yours with a white one to form a triangle")
}

func (x *adapter) Refresh() { x.view.refresh() }

// option is one of the actions a move from one point to another may
// be, drawn as the triangle that names it and the pieces it turns white.
type option struct {
	action   xoliba.Action
	corners  [3]xoliba.Point
	captures xoliba.Set
}

// last is the last move played, for the board to mark.
type last struct {
	ok       bool
	from, to xoliba.Point
	corners  [3]xoliba.Point
}

// board is the octagon of 45 points with every line, a disc on each
// point, and under it a hint and the turn's buttons. A click on one of the
// mover's pieces that can move selects it and marks the white pieces it may
// swap with; a click on one plays the move through the engine. When the
// move forms triangles that capture different pieces, the board shows them
// one at a time: the arrows step through them, and a second click on the
// destination (or Take) plays the one shown. A click on another piece of
// the mover's selects it; a click on a point the selection cannot go to,
// or with no selection on a piece that is not the mover's, is refused with
// the engine's reason and keeps the selection; a click off the points
// clears it. Pass is enabled when passing is the only legal action.
type board struct {
	widget.BaseWidget
	game     *xoliba.Game
	onPlayed func()
	// playAction makes an action the board chose: the engine's Play, or
	// the play session's on a play screen.
	playAction func(core.Action) error
	boards.Refusals
	// content is the board with its hint and buttons, what boards.Game.board
	// shows.
	content fyne.CanvasObject

	// The selection, made in the position shown; it lapses when the game
	// moves on. from is the selected piece (NoPoint for none); to the
	// destination whose options are shown, one at a time (NoPoint for none).
	shown   xoliba.State
	from    xoliba.Point
	to      xoliba.Point
	options []option
	pick    int

	// Worked out by update from the game, for the renderer and clicks.
	legal   []xoliba.Action
	movable xoliba.Set // the mover's pieces that have a move
	targets xoliba.Set // where the selected piece may go
	last    last

	hint                   *widget.Label
	prev, next, take, pass *widget.Button
	buttons                *fyne.Container // the row of buttons, laid out again when some show or hide
}

func newBoard(g *xoliba.Game) *board {
	b := &board{game: g, from: xoliba.NoPoint, to: xoliba.NoPoint}
	b.ExtendBaseWidget(b)
	b.playAction = g.Play
	b.hint = widget.NewLabel("")
	b.hint.Wrapping = fyne.TextWrapWord
	b.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { b.step(-1) })
	b.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { b.step(1) })
	b.take = widget.NewButtonWithIcon(lang.L("Take this triangle"), theme.ConfirmIcon(), func() { b.playPick() })
	b.take.Importance = widget.HighImportance
	b.pass = widget.NewButton(lang.L("Pass"), func() { b.play(xoliba.Pass) })
	b.buttons = container.NewHBox(b.prev, b.next, b.take, layout.NewSpacer(), b.pass)
	controls := container.NewVBox(b.hint, b.buttons)
	b.content = container.NewBorder(nil, controls, nil, nil, b)
	b.refresh()
	return b
}

// refresh works the marks out afresh from the game and redraws.
func (b *board) refresh() {
	b.update()
	b.Refresh()
}

// update clears a selection the game has moved past, lists the legal
// actions, the pieces that can move and the selection's destinations, and
// sets the hint and the buttons.
func (b *board) update() {
	s := b.game.State()
	if s != b.shown {
		b.shown, b.from, b.to, b.options = s, xoliba.NoPoint, xoliba.NoPoint, nil
		b.last = lastMove(b.game)
	}
	b.legal = b.legal[:0]
	for _, a := range b.game.Legal() {
		b.legal = append(b.legal, xoliba.Action(a))
	}
	b.movable, b.targets = 0, 0
	for _, a := range b.legal {
		if a.IsPass() {
			continue
		}
		b.movable |= xoliba.Bit(a.From())
		if a.From() == b.from {
			b.targets |= xoliba.Bit(a.To())
		}
	}
	b.setControls(&s)
}

// lastMove is the last action played, when it is a move: the piece's
// two points and the corners of the triangle it chose.
func lastMove(g *xoliba.Game) last {
	played := g.Actions()
	if len(played) == 0 || played[len(played)-1].IsPass() {
		return last{}
	}
	a := played[len(played)-1]
	c := a.Corners().Points()
	return last{ok: true, from: a.From(), to: a.To(), corners: [3]xoliba.Point{c[0], c[1], c[2]}}
}

// cornerSet is the set of a triangle's corners.
func cornerSet(c [3]xoliba.Point) xoliba.Set {
	return xoliba.Bit(c[0]) | xoliba.Bit(c[1]) | xoliba.Bit(c[2])
}

// setControls sets the hint and the buttons for the position.
func (b *board) setControls(s *xoliba.State) {
	onlyPass := len(b.legal) == 1 && b.legal[0].IsPass()
	widgets.SetEnabled(b.pass, onlyPass)
	if s.Players() == 1 {
		b.pass.Hide()
	} else {
		b.pass.Show()
	}
	for _, w := range []*widget.Button{b.prev, b.next, b.take} {
		if b.options != nil {
			w.Show()
		} else {
			w.Hide()
		}
	}
	b.buttons.Refresh()
	me := s.ToMove()
	data := map[string]any{"Colour": colourName(me), "Point": b.from.String(), "N": s.QuietMoves(), "Limit": xoliba.QuietLimit}
	var hint string
	switch {
	case b.game.Over():
		hint = lang.L("The game is over.")
	case onlyPass && s.Passed(me) && s.Players() == 2:
		hint = lang.L("{{.Colour}} cannot form a triangle again: passing now ends the game.", data)
	case onlyPass && s.Passed(me):
		hint = lang.L("{{.Colour}} cannot form a triangle again: passing now puts {{.Colour}} out.", data)
	case onlyPass:
		hint = lang.L("{{.Colour}} cannot form a triangle: press Pass.", data)
	case b.options != nil:
		o := b.options[b.pick]
		data["I"], data["Of"], data["K"], data["Point"] = b.pick+1, len(b.options), o.captures.Len(), b.to.String()
		switch o.captures.Len() {
		case 0:
			hint = lang.L("Triangle {{.I}} of {{.Of}} captures nothing.", data)
		case 1:
			hint = lang.L("Triangle {{.I}} of {{.Of}} turns 1 piece white.", data)
		default:
			hint = lang.L("Triangle {{.I}} of {{.Of}} turns {{.K}} pieces white.", data)
		}
		hint += " " + lang.L("Click {{.Point}} again or Take to play it; the arrows show the others.", data)
	case b.from != xoliba.NoPoint:
		hint = lang.L("{{.Colour}}: click a marked white piece to swap it with {{.Point}}.", data)
	default:
		hint = lang.L("{{.Colour}} to move: click one of your pieces, then a marked white piece to swap it with.", data)
	}
	if !b.game.Over() && s.Players() > 1 && s.QuietMoves() > 0 {
		hint += " " + lang.L("Turns without a capture: {{.N}} of {{.Limit}}.", data)
	}
	b.hint.SetText(hint)
}

// Tapped plays, selects or clears, by the point under the pointer.
func (b *board) Tapped(e *fyne.PointEvent) {
	b.update()
	p, ok := newGeometry(b.Size()).pointAt(e.Position)
	if !ok || b.game.Over() {
		b.clear()
		b.Explain(nil)
		return
	}
	if b.options != nil {
		if p == b.to {
			b.playPick()
			return
		}
		for i := range b.options {
			j := (b.pick + 1 + i) % len(b.options)
			if cornerSet(b.options[j].corners).Has(p) {
				b.pick = j
				b.refresh()
				return
			}
		}
	}
	if b.from != xoliba.NoPoint && b.targets.Has(p) {
		b.choose(p)
		return
	}
	s := b.game.State()
	mine := s.At(p) == xoliba.SeatColor(s.ToMove())
	switch {
	case p == b.from:
		b.clear()
		b.Explain(nil)
	case mine:
		// A piece with no move is selected too: its clicks then say why.
		b.from, b.to, b.options = p, xoliba.NoPoint, nil
		b.refresh()
		b.Explain(nil)
	case b.from != xoliba.NoPoint:
		b.Explain(b.game.Why(b.from, p))
	default:
		b.Explain(b.game.Why(p, p)) // not a piece of the mover's
	}
}

// choose plays the selected piece's move to to when it is one action, or
// shows its options one at a time.
func (b *board) choose(to xoliba.Point) {
	s := b.game.State()
	tris := s.Triangles(b.from, to)
	var opts []option
	for _, a := range b.legal {
		if a.IsPass() || a.From() != b.from || a.To() != to {
			continue
		}
		for _, t := range tris {
			if t.Action == a && cornerSet(t.Corners) == a.Corners() {
				opts = append(opts, option{action: a, corners: t.Corners, captures: t.Captures})
				break
			}
		}
	}
	switch len(opts) {
	case 0:
		b.clear()
	case 1:
		b.play(opts[0].action)
	default:
		b.to, b.options, b.pick = to, opts, 0
		b.refresh()
	}
}

// step shows the next (d 1) or previous (d -1) option.
func (b *board) step(d int) {
	if n := len(b.options); n > 0 {
		b.pick = (b.pick + d + n) % n
	}
	b.refresh()
}

// playPick plays the option shown.
func (b *board) playPick() {
	if b.options != nil {
		b.play(b.options[b.pick].action)
	}
}

func (b *board) clear() {
	b.from, b.to, b.options = xoliba.NoPoint, xoliba.NoPoint, nil
	b.refresh()
}

// play makes a, one of the engine's legal actions, and tells the screen.
func (b *board) play(a xoliba.Action) {
	err := b.playAction(core.Action(a))
	b.clear()
	if err == nil && b.onPlayed != nil {
		b.onPlayed()
	}
}

// shownOption returns the option the board shows, if any.
func (b *board) shownOption() (option, bool) {
	if b.options == nil {
		return option{}, false
	}
	return b.options[b.pick], true
}

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
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", lineInk)
		r.labels[i].Alignment = fyne.TextAlignCenter
		r.labels[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.labels[i])
	}
	r.draw(b.Size())
	return r
}

// The board's colours: light wood and brown lines; the seats' colours are
// the shell's red, blue and green, each piece also carrying its initial.
var (
	wood      = color.NRGBA{R: 0xea, G: 0xd6, B: 0xac, A: 0xff}
	woodEdge  = color.NRGBA{R: 0x9c, G: 0x74, B: 0x44, A: 0xff}
	lineInk   = color.NRGBA{R: 0x6e, G: 0x50, B: 0x2e, A: 0xff}
	white     = color.NRGBA{R: 0xfc, G: 0xfc, B: 0xf8, A: 0xff}
	whiteRim  = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	chosen    = color.NRGBA{R: 0xff, G: 0xd7, B: 0x00, A: 0xff}
	target    = color.NRGBA{R: 0x20, G: 0xc8, B: 0xe8, A: 0xff}
	targetInk = color.NRGBA{R: 0x0b, G: 0x5e, B: 0x70, A: 0xff}
	pickInk   = color.NRGBA{R: 0x9a, G: 0x20, B: 0xb0, A: 0xff}
	pieces    = [xoliba.MaxPlayers + 1]color.NRGBA{
		xoliba.White: white,
		xoliba.Red:   widgets.PlayerColours[0],
		xoliba.Blue:  widgets.PlayerColours[1],
		xoliba.Green: widgets.PlayerColours[3],
	}
	letters = [xoliba.MaxPlayers + 1]string{"", "R", "B", "G"}
)

// segment is one line of the board between two neighbouring points.
type segment struct{ a, b xoliba.Point }

// segments are the board's lines: every point joined to its
// orthogonal and diagonal neighbours, each pair once.
var segments = func() []segment {
	var out []segment
	for p := range xoliba.Point(xoliba.Points) {
		for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
			if q, ok := xoliba.PointAt(p.Col()+d[0], p.Row()+d[1]); ok {
				out = append(out, segment{p, q})
			}
		}
	}
	return out
}()

// geometry is where the board lies in a widget of a given size:
// points s apart, column a on the left and row 1 at the bottom, with room
// for the letters and numbers around.
type geometry struct {
	s      float32
	origin fyne.Position // the centre of the point a1 would have (column a, row 1)
}

// The board's extent in s: 6 between the outer points, a margin of
// margin around them, and a band for the labels.
const (
	margin = 0.55
	band   = 0.45
	span   = 6 + 2*margin + 2*band
)

func newGeometry(sz fyne.Size) geometry {
	pad := 2 * theme.Padding()
	s := max(0, min(sz.Width-pad, sz.Height-pad)/span)
	side := span * s
	o := fyne.NewPos((sz.Width-side)/2, (sz.Height-side)/2)
	return geometry{s: s, origin: o.AddXY((band+margin)*s, (band+margin+6)*s)}
}

// at returns the centre of column c, row r (on the board or not).
func (g geometry) at(c, r float32) fyne.Position {
	return g.origin.AddXY(c*g.s, -r*g.s)
}

func (g geometry) point(p xoliba.Point) fyne.Position {
	return g.at(float32(p.Col()), float32(p.Row()))
}

// pointAt returns the point whose disc holds pos.
func (g geometry) pointAt(pos fyne.Position) (xoliba.Point, bool) {
	if g.s <= 0 {
		return xoliba.NoPoint, false
	}
	c := int(math.Round(float64((pos.X - g.origin.X) / g.s)))
	r := int(math.Round(float64((g.origin.Y - pos.Y) / g.s)))
	p, ok := xoliba.PointAt(c, r)
	if !ok {
		return xoliba.NoPoint, false
	}
	o := g.point(p)
	if dx, dy := pos.X-o.X, pos.Y-o.Y; dx*dx+dy*dy > hit*hit*g.s*g.s {
		return xoliba.NoPoint, false
	}
	return p, true
}

// The discs' sizes in s: a piece, the ring that marks it, what a click
// takes for it.
const (
	disc = 0.34
	halo = 0.47
	hit  = 0.48
)

// inOctagon reports whether pos lies on the wood: the octagon through the
// outer points, widened by the margin.
func (g geometry) inOctagon(pos fyne.Position) bool {
	x := math.Abs(float64((pos.X-g.origin.X)/g.s - 3))
	y := math.Abs(float64((g.origin.Y-pos.Y)/g.s - 3))
	m := float64(margin)
	return x <= 3+m && y <= 3+m && x+y <= 5+m*math.Sqrt2
}

type pointObjects struct {
	halo   *canvas.Circle // the ring that marks a selected piece, a destination, the last move
	disc   *canvas.Circle
	letter *canvas.Text
	dot    *canvas.Circle  // a destination of the selected piece
	cross  [2]*canvas.Line // a piece the triangle shown turns white
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
		placeCircle(po.disc, o, disc*s)
		po.disc.FillColor = pieces[c]
		po.disc.StrokeColor, po.disc.StrokeWidth = color.NRGBA{A: 0xa0}, max(1, 0.03*s)
		if c == xoliba.White {
			po.disc.StrokeColor = whiteRim
		}
		po.letter.Text = letters[c]
		po.letter.Color = widgets.PaperColour
		placeText(po.letter, o, 0.38*s, 0.6*s)

		placeCircle(po.halo, o, halo*s)
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
		placeCircle(po.dot, o, 0.11*s)

		arm := disc * s * 0.75
		for j, l := range po.cross {
			l.Hidden = !captured.Has(p)
			l.StrokeColor, l.StrokeWidth = widgets.InkColour, max(1.5, 0.07*s)
			dy := arm
			if j == 1 {
				dy = -arm
			}
			l.Position1, l.Position2 = o.AddXY(-arm, -dy), o.AddXY(arm, dy)
		}
	}

	for i := range 7 {
		col, row := r.labels[i], r.labels[7+i]
		col.Text, row.Text = string(rune('a'+i)), strconv.Itoa(i+1)
		col.Color, row.Color = theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameForeground)
		// In a row under the octagon and a column left of it.
		placeText(col, g.at(float32(i), -margin-0.2), 0.32*s, s)
		placeText(row, g.at(-margin-0.2, float32(i)), 0.32*s, s)
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

// placeCircle makes obj a square of radius rad centred on c.
func placeCircle(obj fyne.CanvasObject, c fyne.Position, rad float32) {
	obj.Move(c.SubtractXY(rad, rad))
	obj.Resize(fyne.NewSquareSize(2 * rad))
}

// placeText sets t's size and centres it on c in a box of width w.
func placeText(t *canvas.Text, c fyne.Position, size, w float32) {
	t.TextSize = size
	h := fyne.MeasureText(t.Text, size, t.TextStyle).Height
	t.Move(fyne.NewPos(c.X-w/2, c.Y-h/2))
	t.Resize(fyne.NewSize(w, h))
}
