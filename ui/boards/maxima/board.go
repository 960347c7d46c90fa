// Package maxima is Maxima's board in the window and its adapter to boards.Game,
// made from the engine's game (xima/games/maxima, imported under the same
// name).
package maxima

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// Kind is Maxima for the home and set-up screens: two players, no
// variants, no randomness.
func Kind() boards.Kind {
	return boards.Kind{
		Kind: catalog.Maxima(),
		About: "Chess with strange pieces on a longer board, each capturing in its own way (jumping, squeezing, " +
			"pulling away, freezing): checkmate the enemy King or put two pieces on the enemy's goal squares.",
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*maxima.Game)) },
	}
}

// adapter is a Maxima game as the shell plays it.
type adapter struct {
	boards.EngineMoves
	g     *maxima.Game
	b     *board
	start [2]int // each side's pieces in the start position
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *maxima.Game) *adapter {
	m := &adapter{EngineMoves: boards.EngineMoves{E: g}, g: g, b: newBoard(g)}
	pos := g.Config().Position
	if pos == "" {
		pos = maxima.Opening
	}
	if s, err := maxima.ParsePosition(pos); err == nil {
		m.start = [2]int{s.Count(maxima.White), s.Count(maxima.Black)}
	}
	return m
}

func (m *adapter) Result() (bool, int, string) {
	r := m.g.Result()
	if !r.Over {
		return false, -1, ""
	}
	return true, r.Winner, reasonText(r.Reason)
}

// reasonText is how a game ended, in words: translated where the words
// are shared with the other games; Maxima's own ends in English, as
// before, until the Spanish table has them.
func reasonText(why core.Reason) string {
	switch why {
	case core.Repetition:
		return lang.L("third repetition of a position")
	case core.Resigned:
		return lang.L("resignation")
	case core.Flagged:
		return lang.L("flag fall")
	case core.Agreement:
		return lang.L("agreement")
	case maxima.Palace:
		return "palace invaded"
	case maxima.BareKing:
		return "bare king"
	}
	return string(why) // checkmate, stalemate
}

func (m *adapter) PlayText(text string) error {
	_, err := m.g.PlayText(text)
	return err
}

func (m *adapter) Board() fyne.CanvasObject { return m.b }
func (m *adapter) SetOnPlayed(f func())     { m.b.onPlayed = f }

func (m *adapter) SetPlay(f func(core.Action) error) { m.b.playAction = f }
func (m *adapter) SetOnRefused(f func(error))        { m.b.SetOnRefused(f) }
func (m *adapter) Refresh()                          { m.b.reset() }

// Turn says what the side to move does: move a piece, out of check when
// in check.
func (m *adapter) Turn() string {
	switch {
	case m.g.Over():
		return ""
	case m.g.InCheck():
		return lang.L("you are in check: move a piece to parry it")
	}
	return lang.L("click a piece of yours, then where it goes")
}

// status gives the side's pieces on the board, the enemy pieces it has
// captured, its frozen pieces and, on its turn, check.
func (m *adapter) Status(seat int) string {
	s := m.g.State()
	c := maxima.Color(seat)
	frozen := 0
	for r := range maxima.Ranks {
		for f := range maxima.Files {
			q := maxima.MakeSquare(f, r)
			if p := s.At(q); p != maxima.Empty && p.Color() == c && s.Immobilized(q) {
				frozen++
			}
		}
	}
	line := lang.L("Pieces {{.Pieces}} · captured {{.Taken}} · frozen {{.Frozen}}", map[string]any{
		"Pieces": s.Count(c), "Taken": max(m.start[1-seat]-s.Count(1-c), 0), "Frozen": frozen})
	if !m.g.Over() && s.ToMove() == c {
		if s.KingAttacked(c) {
			line += " · " + lang.L("King in check")
		}
		if s.PalaceThreatened(c) {
			line += " · " + lang.L("goal squares threatened")
		}
	}
	return line
}

// sideName is side c's name, translated.
func sideName(c maxima.Color) string {
	if c == maxima.White {
		return lang.L("White")
	}
	return lang.L("Black")
}

// pieceName is the name of a piece type, translated.
func pieceName(k maxima.Kind) string {
	switch k {
	case maxima.Pawn:
		return lang.L("Pawn")
	case maxima.Guard:
		return lang.L("Guard")
	case maxima.LongLeaper:
		return lang.L("Long Leaper")
	case maxima.Mage:
		return lang.L("Mage")
	case maxima.Chameleon:
		return lang.L("Chameleon")
	case maxima.Immobilizer:
		return lang.L("Immobilizer")
	case maxima.Coordinator:
		return lang.L("Coordinator")
	case maxima.Withdrawer:
		return lang.L("Withdrawer")
	}
	return lang.L("King")
}

// Colours of the Maxima board: a chess board's squares, and marks that
// differ in shape as well as hue (dots for destinations, frames for
// captures, a snowflake for frozen pieces).
var (
	light          = color.NRGBA{R: 0xf0, G: 0xd9, B: 0xb5, A: 0xff}
	dark           = color.NRGBA{R: 0xb5, G: 0x88, B: 0x63, A: 0xff}
	goal           = color.NRGBA{R: 0x6a, G: 0x4a, B: 0x9c, A: 0xff}
	lastColour     = color.NRGBA{R: 0xf6, G: 0xe0, B: 0x3c, A: 0x80}
	checkColour    = color.NRGBA{R: 0xe0, G: 0x20, B: 0x20, A: 0xa0}
	selectedColour = color.NRGBA{R: 0x1a, G: 0x8c, B: 0x2e, A: 0xff}
	targetColour   = color.NRGBA{R: 0x1a, G: 0x8c, B: 0x2e, A: 0xb0}
	captureColour  = color.NRGBA{R: 0xd0, G: 0x10, B: 0x10, A: 0xff}
	frost          = color.NRGBA{R: 0x8c, G: 0xc8, B: 0xf0, A: 0xff}
	frostInk       = color.NRGBA{R: 0x10, G: 0x50, B: 0xc0, A: 0xff}
)

// board is the Maxima board, White at the bottom: the 8x9 board and
// the four goal squares in light and dark squares, files a-h and ranks 0-10
// on the edges, the pieces as chess images (docs/maxima-pieces.md), the last
// move, check and frozen pieces marked. A click on a piece of the side to
// move selects it and marks its legal destinations and the squares its moves
// would capture on; a click on a destination plays the move, a second click
// on a frozen piece its suicide, a click on another piece of the side to
// move selects it. Any other click keeps the selection and tells the screen
// why the engine refuses it (not your piece, a frozen piece, check, not
// that piece's way); a second click on the selected piece clears. The line
// under the board names the piece under the pointer, or says check or how
// to commit suicide.
type board struct {
	widget.BaseWidget
	game     *maxima.Game
	onPlayed func()
	// playAction makes an action the board chose: the engine's Play, or
	// the play session's on a play screen.
	playAction func(core.Action) error
	boards.Refusals
	selected maxima.Square   // NoSquare when none
	targets  []maxima.Action // the selected piece's legal actions
	hover    maxima.Square   // the square under the pointer, NoSquare when none
	images   [2][maxima.King + 1]image.Image
}

var _ desktop.Hoverable = (*board)(nil)

func newBoard(g *maxima.Game) *board {
	b := &board{game: g, selected: maxima.NoSquare, hover: maxima.NoSquare, images: pieceImages(160)}
	b.ExtendBaseWidget(b)
	b.playAction = g.Play
	return b
}

// reset clears the selection and redraws from the game.
func (b *board) reset() {
	b.selected, b.targets = maxima.NoSquare, nil
	b.Refresh()
}

// geometry returns the square size and the top-left corner of rank
// 10's row for a widget of size sz, leaving room for the rank numbers on
// the left, the file letters below and the hint line under them.
func geometry(sz fyne.Size) (cell float32, origin fyne.Position) {
	const wide, high = maxima.Files + 0.7, maxima.Ranks + 1.3
	cell = min(sz.Width/wide, sz.Height/high)
	origin = fyne.NewPos((sz.Width-cell*wide)/2+0.6*cell, (sz.Height-cell*high)/2+0.1*cell)
	return cell, origin
}

// squarePos is the top-left corner of q's square.
func squarePos(q maxima.Square, cell float32, o fyne.Position) fyne.Position {
	return fyne.NewPos(o.X+float32(q.File())*cell, o.Y+float32(maxima.Ranks-1-q.Rank())*cell)
}

// squareAt returns the board square under p.
func (b *board) squareAt(p fyne.Position) (maxima.Square, bool) {
	cell, o := geometry(b.Size())
	if p.X < o.X || p.Y < o.Y {
		return maxima.NoSquare, false
	}
	f, r := int((p.X-o.X)/cell), maxima.Ranks-1-int((p.Y-o.Y)/cell)
	if f >= maxima.Files || r < 0 {
		return maxima.NoSquare, false
	}
	q := maxima.MakeSquare(f, r)
	return q, q.Valid()
}

// Tapped selects, plays, explains or clears, as the type's comment says.
func (b *board) Tapped(e *fyne.PointEvent) {
	q, ok := b.squareAt(e.Position)
	if !ok || b.game.Over() {
		b.reset()
		b.Explain(nil)
		return
	}
	s := b.game.State()
	if b.selected != maxima.NoSquare {
		for _, a := range b.targets {
			if a.To() == q {
				b.play(a)
				return
			}
		}
		if q == b.selected {
			// A frozen King's second click asks for its suicide: say why not.
			if s.Immobilized(q) {
				b.Explain(b.game.Why(maxima.MoveAction(q, q)))
				return
			}
			b.reset()
			b.Explain(nil)
			return
		}
	}
	if p := s.At(q); p != maxima.Empty && p.Color() == s.ToMove() {
		b.selectSquare(q)
		b.Explain(nil)
		return
	}
	from := b.selected
	if from == maxima.NoSquare {
		from = q // nothing selected: why the piece there cannot be picked
	}
	b.Explain(b.game.Why(maxima.MoveAction(from, q)))
}

// selectSquare selects the piece on q, one of the side to move's, and
// marks its legal actions: none for a piece that cannot move, whose
// clicks then say why.
func (b *board) selectSquare(q maxima.Square) {
	b.selected, b.targets = q, nil
	for _, ca := range b.game.Legal() {
		if a := maxima.Action(ca); a.From() == q {
			b.targets = append(b.targets, a)
		}
	}
	b.Refresh()
}

// play plays a through the game and tells the screen.
func (b *board) play(a maxima.Action) {
	if err := b.playAction(core.Action(a)); err != nil {
		b.reset()
		return
	}
	b.reset()
	if b.onPlayed != nil {
		b.onPlayed()
	}
}

// MouseIn tracks the pointer, to name the piece under it and show the
// captures of the move to the square under it.
func (b *board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved tracks the pointer; it redraws when it enters another square.
func (b *board) MouseMoved(e *desktop.MouseEvent) {
	q, ok := b.squareAt(e.Position)
	if !ok {
		q = maxima.NoSquare
	}
	if q != b.hover {
		b.hover = q
		b.Refresh()
	}
}

// MouseOut forgets the pointer.
func (b *board) MouseOut() {
	b.hover = maxima.NoSquare
	b.Refresh()
}

// isTarget reports whether q is a destination of the selection.
func (b *board) isTarget(q maxima.Square) bool {
	for _, a := range b.targets {
		if a.To() == q && q != maxima.NoSquare {
			return true
		}
	}
	return false
}

// captureMarks returns the squares to mark as captured: those of the move
// to the square under the pointer, else those of every move of the
// selection.
func (b *board) captureMarks() map[maxima.Square]bool {
	marks := map[maxima.Square]bool{}
	hovered := b.isTarget(b.hover)
	for _, a := range b.targets {
		if hovered && a.To() != b.hover {
			continue
		}
		for _, q := range b.game.Captures(a) {
			marks[q] = true
		}
	}
	return marks
}

// CreateRenderer builds the board's canvas objects.
func (b *board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b, hint: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	r.hint.Alignment = fyne.TextAlignCenter
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
}

func (sq *squareObjects) objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{sq.ground, sq.tint, sq.frost, sq.piece, sq.frostMark, sq.capture, sq.dot, sq.frame}
}

type boardRenderer struct {
	b       *board
	squares [maxima.Squares]squareObjects
	labels  [maxima.Files + maxima.Ranks]*canvas.Text // a-h below, 0-10 on the left
	hint    *canvas.Text                              // check, or how to commit suicide
	cell    float32                                   // the square's side at the last layout
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
	r.hint.TextSize = cell * 0.34
	r.hint.Move(fyne.NewPos(o.X, o.Y+maxima.Ranks*cell+cell*0.55))
	r.hint.Resize(fyne.NewSize(maxima.Files*cell, cell*0.5))
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
	hint := ""
	if over := b.game.Over(); !over && s.InCheck() {
		c := s.ToMove()
		hint = lang.L("{{.Side}} is in check", map[string]any{"Side": sideName(c)})
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
			hint = lang.L("Click the piece again for its suicide")
			continue
		}
		targets[a.To()] = true
	}
	if p := s.At(b.hover); p != maxima.Empty {
		hint = lang.L("{{.Piece}} ({{.Side}}) on {{.Square}}", map[string]any{
			"Piece": pieceName(p.Kind()), "Side": sideName(p.Color()), "Square": b.hover.String()})
	}
	captures := b.captureMarks()
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
	r.hint.Text, r.hint.Color = hint, fg
	r.hint.Refresh()
}

func (r *boardRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 8*len(r.squares)+len(r.labels)+1)
	for i := range r.squares {
		objs = append(objs, r.squares[i].objects()...)
	}
	for _, l := range r.labels {
		objs = append(objs, l)
	}
	return append(objs, r.hint)
}

func (r *boardRenderer) Destroy() {}

// glyphs are the pieces' images (docs/maxima-pieces.md): outline
// glyphs of the monospace font, and whether each is drawn upside down, as
// fairy chess draws pieces related to the upright ones.
var glyphs = [maxima.King + 1]struct {
	glyph   string
	flipped bool
}{
	maxima.Pawn:        {"♙", false},
	maxima.Guard:       {"♔", true},
	maxima.LongLeaper:  {"♘", false},
	maxima.Mage:        {"☆", false},
	maxima.Chameleon:   {"♗", false},
	maxima.Immobilizer: {"♖", true},
	maxima.Coordinator: {"♖", false},
	maxima.Withdrawer:  {"♕", false},
	maxima.King:        {"♔", false},
}

// pieceImages draws every piece n pixels square: White's filled
// white with black lines, Black's filled black with light lines, so each
// stands out on either square.
func pieceImages(n int) [2][maxima.King + 1]image.Image {
	var imgs [2][maxima.King + 1]image.Image
	f, err := opentype.Parse(theme.DefaultTextMonospaceFont().Content())
	if err != nil {
		return imgs
	}
	// The biggest glyph fills nine tenths of the square.
	probe, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return imgs
	}
	biggest := 1
	for _, g := range glyphs {
		bounds, _ := font.BoundString(probe, g.glyph)
		biggest = max(biggest, (bounds.Max.X - bounds.Min.X).Ceil(), (bounds.Max.Y - bounds.Min.Y).Ceil())
	}
	probe.Close()
	size := 100 * 0.9 * float64(n) / float64(biggest)
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return imgs
	}
	defer face.Close()
	inks := [2][2]color.NRGBA{
		{{R: 0xff, G: 0xff, B: 0xff, A: 0xff}, {R: 0x10, G: 0x10, B: 0x10, A: 0xff}},
		{{R: 0x20, G: 0x20, B: 0x20, A: 0xff}, {R: 0xf4, G: 0xf4, B: 0xf4, A: 0xff}},
	}
	for k := maxima.Pawn; k <= maxima.King; k++ {
		mask := glyphMask(face, glyphs[k].glyph, n, glyphs[k].flipped)
		inside := inside(mask)
		for c := range imgs {
			img := image.NewNRGBA(mask.Rect)
			fill, line := inks[c][0], inks[c][1]
			for i, a := range mask.Pix {
				px := color.NRGBA{}
				if inside[i] {
					px = fill
				}
				if a > 0 {
					px = over(line, a, px)
				}
				img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = px.R, px.G, px.B, px.A
			}
			imgs[c][k] = img
		}
	}
	return imgs
}

// glyphMask draws glyph centred in an n-pixel square, turned half
// round when flipped.
func glyphMask(face font.Face, glyph string, n int, flipped bool) *image.Alpha {
	mask := image.NewAlpha(image.Rect(0, 0, n, n))
	bounds, _ := font.BoundString(face, glyph)
	w, h := (bounds.Max.X - bounds.Min.X).Ceil(), (bounds.Max.Y - bounds.Min.Y).Ceil()
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face,
		Dot: fixed.P((n-w)/2, (n-h)/2).Sub(bounds.Min)}
	d.DrawString(glyph)
	if flipped {
		p := mask.Pix
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	return mask
}

// inside marks the pixels the glyph's outline encloses: those a
// flood from the image's edge through unpainted pixels cannot reach.
func inside(mask *image.Alpha) []bool {
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	outside := make([]bool, w*h)
	var queue []int
	push := func(x, y int) {
		i := y*w + x
		if x < 0 || y < 0 || x >= w || y >= h || outside[i] || mask.Pix[i] >= 0x80 {
			return
		}
		outside[i] = true
		queue = append(queue, i)
	}
	for x := range w {
		push(x, 0)
		push(x, h-1)
	}
	for y := range h {
		push(0, y)
		push(w-1, y)
	}
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		x, y := i%w, i/w
		push(x+1, y)
		push(x-1, y)
		push(x, y+1)
		push(x, y-1)
	}
	inside := make([]bool, w*h)
	for i := range inside {
		inside[i] = !outside[i]
	}
	return inside
}

// over lays c with coverage a over under.
func over(c color.NRGBA, a uint8, under color.NRGBA) color.NRGBA {
	t := uint32(a)
	blend := func(x, y uint8) uint8 {
		if under.A == 0 {
			return x
		}
		return uint8((uint32(x)*t + uint32(y)*(255-t)) / 255)
	}
	alpha := uint8(t + uint32(under.A)*(255-t)/255)
	return color.NRGBA{R: blend(c.R, under.R), G: blend(c.G, under.G), B: blend(c.B, under.B), A: alpha}
}
