// Package xana is Xana's board in the window and its adapter to boards.Game,
// made from the engine's game (xima/games/xana, imported under the same
// name).
package xana

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/xana"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// about is Xana's line on the home screen, in English: the home screen
// translates it.
const about = "Two players drop and move stacks of stones on a hexagon and build grey walls: a stack shut in with no empty cell beside it is captured, and whoever alone reaches the most empty ground wins."

// Kind is Xana for the home and set-up screens: two players, a board
// size to pick. The engine needs no randomness, so the seed goes unused.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:         catalog.Xana(),
		About:        about,
		VariantLabel: "Board size",
		Adapt:        func(g core.Game) boards.Game { return newAdapter(g.(*xana.Game)) },
	}
}

// adapter is a Xana game as the shell plays it: the engine's Game and the
// board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	game *xana.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *xana.Game) *adapter {
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, game: g, view: newBoard(g)}
}

// seatName is the colour the seat plays now: seat 0 begins as White, and
// a swap turns the seats' colours round.
func (x *adapter) SeatName(seat int) string {
	s := x.game.State()
	return colourName(s.ColourOf(seat))
}

// result gives the engine's result with the final scores in the reason.
func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	switch {
	case !r.Over:
		return false, -1, ""
	case r.Reason == core.Resigned:
		return true, r.Winner, lang.L("resignation")
	case r.Reason == core.Flagged:
		return true, r.Winner, lang.L("flag fall")
	}
	s := x.game.State()
	hi, lo := s.Score(xana.White), s.Score(xana.Black)
	if lo > hi {
		hi, lo = lo, hi
	}
	scores := map[string]any{"High": hi, "Low": lo}
	reason = lang.L("both players passed, {{.High}} to {{.Low}}", scores)
	if r.Reason == core.Repetition {
		reason = lang.L("a position came back a third time, {{.High}} to {{.Low}}", scores)
	}
	if hi == lo {
		reason += "; " + lang.L("equal scores go to White")
	}
	return true, r.Winner, reason
}

// moves are the parts played, each as the notation writes it ("3@k4",
// "i4", "end"), so that each one is undone by one undo.

func (x *adapter) PlayText(text string) error {
	_, err := x.game.PlayText(text)
	return err
}

// status is the seat's colour and running score, split into territory and
// captured stones, then its stones off and on the board.
func (x *adapter) Status(seat int) string {
	s := x.game.State()
	c := s.ColourOf(seat)
	return lang.L("{{.Colour}} ({{.Letter}}): score {{.Score}} = territory {{.Territory}} + captured {{.Captured}} · reserve {{.Reserve}} · on board {{.Board}}", map[string]any{
		"Colour": colourName(c), "Letter": letter(c), "Score": s.Score(c), "Territory": s.Territory(c),
		"Captured": s.Lost(c ^ 1), "Reserve": s.Reserve(c), "Board": s.OnBoard(c)})
}

func (x *adapter) Board() fyne.CanvasObject { return x.view.content }

func (x *adapter) SetOnPlayed(f func()) { x.view.onPlayed = f }

func (x *adapter) SetPlay(f func(core.Action) error) { x.view.playAction = f }

func (x *adapter) SetOnRefused(f func(error)) { x.view.SetOnRefused(f) }

// Turn says what the player to move does at this step of the turn: the
// stack part then walls, walls, or a wall or the end.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	s := x.game.State()
	switch s.Step() {
	case xana.StepStart:
		return lang.L("drop or move a stack, then up to two walls")
	case xana.StepSkip:
		return lang.L("build a wall in a circle of your stacks")
	}
	return lang.L("build a wall, or end the turn")
}

func (x *adapter) Refresh() { x.view.refresh() }

// colourName is the colour's name, translated.
func colourName(c xana.Colour) string {
	if c == xana.White {
		return lang.L("White")
	}
	return lang.L("Black")
}

// letter marks the colour's stacks beside the colour itself: the first
// letter of its translated name ("W", "B"; "B", "N" in Spanish).
func letter(c xana.Colour) string {
	r, _ := utf8.DecodeRuneInString(colourName(c))
	return string(r)
}

// pick is what the player picked before clicking where it goes.
type pick uint8

const (
	pickNone    pick = iota
	pickReserve      // stones from the mover's reserve
	pickStack        // the mover's stack on board.from
)

// The board's colours: sand cells, a lighter tint for White's territory
// and a darker one for Black's, so that they differ in lightness too.
var (
	cell         = color.NRGBA{R: 0xe4, G: 0xcf, B: 0xa4, A: 0xff}
	edge         = color.NRGBA{R: 0x8a, G: 0x6c, B: 0x45, A: 0xff}
	whiteLand    = color.NRGBA{R: 0xf7, G: 0xef, B: 0xde, A: 0xff}
	blackLand    = color.NRGBA{R: 0xb0, G: 0x98, B: 0x70, A: 0xff}
	circle       = color.NRGBA{R: 0xc4, G: 0xec, B: 0xf2, A: 0xff}
	targetFill   = color.NRGBA{R: 0x7c, G: 0xd6, B: 0xea, A: 0xff}
	stone        = [2]color.NRGBA{{R: 0xfa, G: 0xfa, B: 0xf5, A: 0xff}, {R: 0x22, G: 0x22, B: 0x22, A: 0xff}}
	stoneInk     = [2]color.NRGBA{{R: 0x10, G: 0x10, B: 0x10, A: 0xff}, {R: 0xff, G: 0xff, B: 0xff, A: 0xff}}
	wall         = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	wallEdge     = color.NRGBA{R: 0x48, G: 0x48, B: 0x48, A: 0xff}
	targetStroke = color.NRGBA{R: 0x00, G: 0x6e, B: 0x8a, A: 0xff}
)

// board is the hexagon with each colour's reserve beside it, and under
// it the turn's controls: how many stones, walls only, end turn, pass and
// swap. A click on the mover's reserve or on one of its stacks picks it;
// the cells where the engine lets it go are marked, and a click on one
// plays the part. Walls need no pick: after the stack part the legal wall
// cells are marked. A click on a cell that plays nothing, or on the
// reserve when no drop is allowed, keeps the pick and tells the screen
// the engine's reason; a click off the board and the reserve, or on the
// pick again, clears it. Under the pointer it names the cell and the part
// a click there plays.
type board struct {
	widget.BaseWidget
	game     *xana.Game
	onPlayed func()
	// playAction makes an action the board chose: the engine's Play, or
	// the play session's on a play screen.
	playAction func(core.Action) error
	boards.Refusals
	// content is the board with its controls, what boards.Game.board shows.
	content fyne.CanvasObject

	// The pick, made in the position shown; it lapses when the game moves
	// on. drop is the stones a drop takes, kept between turns; part the
	// stones of the picked stack to move.
	shown xana.State
	pick  pick
	from  xana.Cell
	drop  int
	part  int

	// Worked out by update from the game, for the renderer and clicks.
	targets map[xana.Cell]xana.Action // the parts a click on a cell plays
	fill    []color.NRGBA             // each cell's hexagon
	legal   []xana.Action

	// The pointer, while over the board, and what it points at: "k4 3@k4".
	pointer   fyne.Position
	pointerIn bool
	hover     *canvas.Text

	hint                  *widget.Label
	count                 *widget.Label
	less, more            *widget.Button
	skip, end, pass, swap *widget.Button
}

func newBoard(g *xana.Game) *board {
	b := &board{game: g, drop: 1}
	b.ExtendBaseWidget(b)
	b.playAction = g.Play
	b.hint = widget.NewLabel("")
	b.hint.Wrapping = fyne.TextWrapWord
	b.hover = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	b.hover.TextStyle.Bold = true
	b.count = widget.NewLabelWithStyle("1", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	b.less = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { b.step(-1) })
	b.more = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { b.step(1) })
	b.skip = widget.NewButton(lang.L("Walls only"), func() { b.play(xana.SkipAction) })
	b.end = widget.NewButton(lang.L("End turn"), func() { b.play(xana.EndAction) })
	b.pass = widget.NewButton(lang.L("Pass"), func() { b.play(xana.PassAction) })
	b.swap = widget.NewButton(lang.L("Swap"), func() { b.play(xana.SwapAction) })
	// Every control keeps its place from turn to turn: the count has room
	// for two digits and Swap is greyed, not hidden, when it is not offered.
	count := container.NewGridWrap(fyne.NewSize(32, b.less.MinSize().Height), b.count)
	controls := container.NewVBox(b.hint, container.NewHBox(widget.NewLabel(lang.L("Stones")), b.less, count, b.more,
		layout.NewSpacer(), b.skip, b.end, b.pass, b.swap))
	b.content = container.NewBorder(nil, controls, nil, nil, b)
	b.refresh()
	return b
}

// refresh works the marks out afresh from the game and redraws.
func (b *board) refresh() {
	b.update()
	b.Refresh()
}

// update clears a pick the game has moved past, lists the cells a click
// plays a part on (from the engine's legal parts), tints the cells and
// sets the controls.
func (b *board) update() {
	s := b.game.State()
	if s != b.shown {
		b.shown, b.pick = s, pickNone
	}
	me := s.Mover()
	b.legal = b.legal[:0]
	for _, a := range b.game.Legal() {
		b.legal = append(b.legal, xana.Action(a))
	}
	b.drop = max(1, min(b.drop, s.Reserve(me)))
	b.targets = map[xana.Cell]xana.Action{}
	for _, a := range b.legal {
		switch k := a.Kind(); {
		case k == xana.KindWall,
			k == xana.KindDrop && b.pick == pickReserve && a.Stones() == b.drop,
			k == xana.KindMove && b.pick == pickStack && a.From() == b.from && a.Stones() == b.part:
			b.targets[a.To()] = a
		}
	}
	b.fill = make([]color.NRGBA, s.Cells())
	for i := range b.fill {
		b.fill[i] = cell
	}
	for col, tint := range [2]color.NRGBA{whiteLand, blackLand} {
		for _, c := range s.TerritoryCells(xana.Colour(col)) {
			b.fill[c] = tint
		}
	}
	if b.pick == pickStack {
		for _, c := range s.Circle(b.from, b.part) {
			b.fill[c] = circle
		}
	}
	for c, a := range b.targets {
		if s.Empty(c) && a.Kind() != xana.KindWall {
			b.fill[c] = targetFill
		}
	}
	b.setControls(&s)
	b.setHover()
}

// MouseIn follows the pointer onto the board.
func (b *board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved names the cell under the pointer.
func (b *board) MouseMoved(e *desktop.MouseEvent) {
	b.pointer, b.pointerIn = e.Position, true
	b.setHover()
}

// MouseOut clears the name.
func (b *board) MouseOut() {
	b.pointerIn = false
	b.setHover()
}

// setHover writes the cell under the pointer and, when a click there
// plays a part, the part as the notation writes it.
func (b *board) setHover() {
	text := ""
	if b.pointerIn {
		s := b.game.State()
		g := newGeom(s.Size(), b.Size())
		if c := g.cellAt(&s, b.pointer); c != xana.NoCell {
			text = s.CellName(c)
			if a, ok := b.targets[c]; ok {
				text += "   " + b.game.Format(core.Action(a))
			}
		}
	}
	if text != b.hover.Text {
		b.hover.Text = text
		b.hover.Refresh()
	}
}

// setControls sets the stepper, the buttons and the hint for the position.
func (b *board) setControls(s *xana.State) {
	has := func(a xana.Action) bool {
		for _, l := range b.legal {
			if l == a {
				return true
			}
		}
		return false
	}
	n, most := b.drop, s.Reserve(s.Mover())
	if b.pick == pickStack {
		n, most = b.part, s.Height(b.from)
	}
	start := !b.game.Over() && s.Step() == xana.StepStart
	b.count.SetText(strconv.Itoa(n))
	widgets.SetEnabled(b.less, start && n > 1)
	widgets.SetEnabled(b.more, start && n < most)
	widgets.SetEnabled(b.skip, has(xana.SkipAction))
	widgets.SetEnabled(b.end, has(xana.EndAction))
	widgets.SetEnabled(b.pass, has(xana.PassAction))
	widgets.SetEnabled(b.swap, has(xana.SwapAction))
	who := map[string]any{"Colour": colourName(s.Mover()), "N": n, "Cell": s.CellName(b.from)}
	var hint string
	switch {
	case b.game.Over():
		hint = lang.L("The game is over.")
	case s.Step() == xana.StepSkip:
		hint = lang.L("{{.Colour}}: click a marked cell to build a wall.", who)
	case s.Step() != xana.StepStart:
		hint = lang.L("{{.Colour}}: click a marked cell to build a wall, or end the turn.", who)
	case b.pick == pickReserve && n == 1:
		hint = lang.L("{{.Colour}} drops 1 stone: click a marked cell (− and + change how many).", who)
	case b.pick == pickReserve:
		hint = lang.L("{{.Colour}} drops {{.N}} stones: click a marked cell (− and + change how many).", who)
	case b.pick == pickStack && n == 1:
		hint = lang.L("{{.Colour}} moves 1 stone from {{.Cell}}: click a marked cell in its circle (− and + change how many).", who)
	case b.pick == pickStack:
		hint = lang.L("{{.Colour}} moves {{.N}} stones from {{.Cell}}: click a marked cell in its circle (− and + change how many).", who)
	default:
		hint = lang.L("{{.Colour}} to play: click your reserve to drop stones or one of your stacks to move it, or build walls only, or pass.", who)
	}
	b.hint.SetText(hint)
}

// step changes by d the stones to drop, or to move from the picked stack.
func (b *board) step(d int) {
	s := b.game.State()
	if b.pick == pickStack {
		b.part = max(1, min(b.part+d, s.Height(b.from)))
	} else {
		b.drop = max(1, min(b.drop+d, s.Reserve(s.Mover())))
	}
	b.refresh()
}

// play plays the part a through the engine, then tells the screen.
func (b *board) play(a xana.Action) {
	if err := b.playAction(core.Action(a)); err != nil {
		return
	}
	b.refresh()
	if b.onPlayed != nil {
		b.onPlayed()
	}
}

// Tapped plays the part marked on the cell under the pointer, or picks the
// mover's reserve or stack there, or says why the engine refuses the
// click, or clears the pick.
func (b *board) Tapped(e *fyne.PointEvent) {
	s := b.game.State()
	g := newGeom(s.Size(), b.Size())
	c := g.cellAt(&s, e.Position)
	if a, ok := b.targets[c]; ok {
		b.play(a)
		return
	}
	me := s.Mover()
	start := !b.game.Over() && s.Step() == xana.StepStart
	reserve := !b.game.Over() && g.onReserve(me, e.Position)
	own := start && c != xana.NoCell && s.Height(c) > 0 && ownedBy(&s, c, me)
	var why error
	switch {
	case reserve && b.pick != pickReserve && start && s.Reserve(me) > 0:
		b.pick = pickReserve
	case reserve && b.pick != pickReserve:
		// No drop now: the turn is at its walls, or the reserve is empty.
		why = b.game.Why(xana.DropAction(0, b.drop))
	case own && (b.pick != pickStack || b.from != c):
		b.pick, b.from, b.part = pickStack, c, s.Height(c)
	case reserve || own || c == xana.NoCell || b.game.Over():
		b.pick = pickNone
	case !start:
		why = b.game.Why(xana.WallAction(c))
	case b.pick == pickReserve:
		why = b.game.Why(xana.DropAction(c, b.drop))
	case b.pick == pickStack:
		why = b.game.Why(xana.MoveAction(b.from, c, b.part))
	default:
		why = b.game.Why(xana.MoveAction(c, c, 1)) // nothing picked: why the cell holds nothing to move
	}
	b.refresh()
	b.Explain(why)
}

func ownedBy(s *xana.State, c xana.Cell, col xana.Colour) bool {
	o, ok := s.Owner(c)
	return ok && o == col
}

// geom places a board of side n in a widget: pointy-topped hexagons of
// circumradius r, the centre of cell (x, row) at (ox + (x+1)·w/2,
// oy + r + 1.5·r·(row-1)), column letters above and below, row numbers on
// both sides, and a reserve disc on each side: White's left, Black's right.
type geom struct {
	n      int
	r, w   float32
	ox, oy float32
	res    [2]fyne.Position
}

const (
	sqrt3     = 1.7320508
	sideStrip = 3.2 // the width of a reserve's strip, in r
	rowLabel  = 0.8 // room for the row numbers, in r
	letterRow = 0.9 // room for the column letters, in r
)

func newGeom(n int, sz fyne.Size) geom {
	unitsW := float32(2*n-1)*sqrt3 + 2*(sideStrip+rowLabel)
	unitsH := float32(3*n-1) + 2*letterRow
	r := max(1, min(sz.Width/unitsW, sz.Height/unitsH))
	g := geom{n: n, r: r, w: r * sqrt3}
	bw, bh := float32(2*n-1)*g.w, float32(3*n-1)*r
	g.ox, g.oy = (sz.Width-bw)/2, (sz.Height-bh)/2
	y := g.oy + bh*0.3
	g.res[xana.White] = fyne.NewPos(g.ox-(rowLabel+sideStrip/2)*r, y)
	g.res[xana.Black] = fyne.NewPos(g.ox+bw+(rowLabel+sideStrip/2)*r, y)
	return g
}

// centre is the centre of the lattice point (x, row), on the board or not.
func (g *geom) centre(x, row int) fyne.Position {
	return fyne.NewPos(g.ox+float32(x+1)*g.w/2, g.oy+g.r+1.5*g.r*float32(row-1))
}

// nearest returns the lattice point whose hexagon holds (px, py): the
// nearest centre of the two nearest rows.
func (g *geom) nearest(px, py float32) (x, row int) {
	rowF := (py-g.oy-g.r)/(1.5*g.r) + 1
	xF := (px-g.ox)/(g.w/2) - 1
	best := float32(math.MaxFloat32)
	r0 := int(math.Floor(float64(rowF)))
	for rr := r0; rr <= r0+1; rr++ {
		x0 := int(math.Floor(float64(xF)))
		if ((x0+rr-g.n)%2+2)%2 != 0 {
			x0--
		}
		for xx := x0; xx <= x0+2; xx += 2 {
			c := g.centre(xx, rr)
			dx, dy := px-c.X, py-c.Y
			if d := dx*dx + dy*dy; d < best {
				best, x, row = d, xx, rr
			}
		}
	}
	return x, row
}

// cellAt returns the cell under p, or NoCell.
func (g *geom) cellAt(s *xana.State, p fyne.Position) xana.Cell {
	x, row := g.nearest(p.X, p.Y)
	return s.CellAt(x, row)
}

// cellCentre is where cell c is drawn.
func (g *geom) cellCentre(s *xana.State, c xana.Cell) fyne.Position {
	x, row := s.XR(c)
	return g.centre(x, row)
}

// reserveRadius is the radius of a reserve's disc.
func (g *geom) reserveRadius() float32 { return 1.05 * g.r }

// onReserve reports whether p is on col's reserve disc.
func (g *geom) onReserve(col xana.Colour, p fyne.Position) bool {
	dx, dy := p.X-g.res[col].X, p.Y-g.res[col].Y
	rr := 1.3 * g.reserveRadius()
	return dx*dx+dy*dy <= rr*rr
}

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
		}
		co.wall.StrokeColor, co.wall.CornerRadius = wallEdge, 3
		co.text.Alignment = fyne.TextAlignCenter
		co.text.TextStyle.Bold = true
		r.cells[i] = co
		r.objects = append(r.objects, co.wall, co.stone, co.text, co.ring)
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
	r.objects = append([]fyne.CanvasObject{r.raster}, r.objects...)
	r.objects = append(r.objects, b.hover)
	return r
}

// cellObjects draw what stands on a cell.
type cellObjects struct {
	wall  *canvas.Rectangle // a grey block
	stone *canvas.Circle    // the stack, in its colour
	text  *canvas.Text      // the colour's letter and the height: "W3"
	ring  *canvas.Circle    // a target, or the picked stack
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

// placeText sizes t to size and centres it on p.
func placeText(t *canvas.Text, p fyne.Position, size float32) {
	t.TextSize = size
	m := fyne.MeasureText(t.Text, size, t.TextStyle)
	t.Resize(fyne.NewSize(m.Width+4, m.Height))
	t.Move(fyne.NewPos(p.X-(m.Width+4)/2, p.Y-m.Height/2))
}

// placeCircle sets c to the circle of radius rad around p.
func placeCircle(c *canvas.Circle, p fyne.Position, rad float32) {
	c.Move(fyne.NewPos(p.X-rad, p.Y-rad))
	c.Resize(fyne.NewSquareSize(2 * rad))
}

// draw sets every object from the board's marks for the widget's size.
func (r *renderer) draw() {
	b := r.b
	s := &b.shown
	g := newGeom(s.Size(), b.Size())
	me := s.Mover()
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
		if ghost {
			co.wall.FillColor, co.wall.StrokeColor = widgets.WithAlpha(wall, 0x60), widgets.WithAlpha(wallEdge, 0x90)
		}
		side := 1.05 * g.r
		co.wall.Move(fyne.NewPos(p.X-side/2, p.Y-side/2))
		co.wall.Resize(fyne.NewSquareSize(side))
		co.wall.StrokeWidth = max(1, 0.08*g.r)
		co.stone.Hidden, co.text.Hidden = h == 0, h == 0
		if h > 0 {
			co.stone.FillColor, co.stone.StrokeColor = stone[col], stoneInk[0]
			co.stone.StrokeWidth = max(1, 0.06*g.r)
			placeCircle(co.stone, p, 0.74*g.r)
			co.text.Text, co.text.Color = letter(col)+strconv.Itoa(h), stoneInk[col]
			size := 0.7 * g.r
			if len(co.text.Text) > 2 {
				size = 0.56 * g.r
			}
			placeText(co.text, p, size)
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
			placeCircle(co.ring, p, 0.18*g.r)
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
		placeCircle(rs.disc, p, rad)
		rs.disc.StrokeWidth = max(1, 0.06*g.r)
		rs.count.Text = letter(c) + strconv.Itoa(s.Reserve(c))
		placeText(rs.count, p, 0.7*g.r)
		rs.name.Text = colourName(c)
		rs.name.Color = theme.Color(theme.ColorNameForeground)
		placeText(rs.name, fyne.NewPos(p.X, p.Y-rad-0.6*g.r), 0.55*g.r)
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
		placeText(rs.score, fyne.NewPos(p.X, p.Y+rad+0.6*g.r), 0.5*g.r)
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
	placeCircle(ring, p, rad)
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
			placeText(t, fyne.NewPos(cx, y), size)
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
			placeText(t, p, size)
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
				dx, dy := abs(x-p.X), abs(y-p.Y)
				if max(dx, dx/2+dy*sqrt3/2) > inner-line {
					v += edgePixel
				}
			}
			r.pixels[py*w+px] = v
		}
	}
}

func abs(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}
