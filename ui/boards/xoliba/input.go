package xoliba

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// option is one of the actions a move from one point to another may
// be, drawn as the triangle that names it and the pieces it turns white.
type option struct {
	action   xoliba.Action
	corners  [3]xoliba.Point
	captures xoliba.Set
}

// last is the last move played, for the board to mark: the piece's two
// points, the triangle it chose and the pieces it turned white.
type last struct {
	ok       bool
	from, to xoliba.Point
	corners  [3]xoliba.Point
	captured xoliba.Set
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
	game *xoliba.Game
	boards.Clicks
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

	// hinted is the hinted action (ShowHint), shown until the next one.
	hinted boards.Hint[xoliba.State]

	still bool // a rules page's picture, which takes no clicks

	hint                   *widget.Label
	prev, next, take, pass *widget.Button
	buttons                *fyne.Container // the row of buttons, laid out again when some show or hide
}

func newBoard(g *xoliba.Game) *board {
	b := &board{game: g, Clicks: boards.NewClicks(g.Play), from: xoliba.NoPoint, to: xoliba.NoPoint}
	b.ExtendBaseWidget(b)
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
// two points, the corners of the triangle it chose, and what that
// triangle captured in the position before it, which the actions from
// the start give.
func lastMove(g *xoliba.Game) last {
	played := g.Actions()
	if len(played) == 0 || played[len(played)-1].IsPass() {
		return last{}
	}
	a := played[len(played)-1]
	c := a.Corners().Points()
	l := last{ok: true, from: a.From(), to: a.To(), corners: [3]xoliba.Point{c[0], c[1], c[2]}}
	s := g.Start()
	for _, p := range played[:len(played)-1] {
		s.Apply(p)
	}
	for _, t := range s.Triangles(a.From(), a.To()) {
		if t.Action == a && cornerSet(t.Corners) == a.Corners() {
			l.captured = t.Captures
		}
	}
	return l
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
	case b.from != xoliba.NoPoint && b.targets == 0:
		hint = lang.L("{{.Colour}}: the piece on {{.Point}} has no swap that forms a triangle; click another of your pieces.", data)
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
	if b.still {
		return
	}
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
		// A piece with no move is selected too, and says so: its clicks
		// on white pieces then say why each swap is refused.
		b.from, b.to, b.options = p, xoliba.NoPoint, nil
		b.refresh()
		b.Explain(noSwap(p, b.movable))
	case b.from != xoliba.NoPoint:
		b.Explain(b.game.Why(b.from, p))
	default:
		b.Explain(b.game.Why(p, p)) // not a piece of the mover's
	}
}

// noSwap says why the mover's piece on p, selected, does nothing: none
// of its swaps forms a triangle (it is not in movable); nil when some do.
func noSwap(p xoliba.Point, movable xoliba.Set) error {
	if movable.Has(p) {
		return nil
	}
	r := core.Refuse(lang.NoSwap, "the piece on %s has no swap that forms a triangle", p)
	r.Cell = p.String()
	return r
}

// choose plays the selected piece's move to to when it is one action, or
// shows its options one at a time.
func (b *board) choose(to xoliba.Point) {
	opts := b.optionsTo(to)
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

// optionsTo lists the selected piece's legal moves to to, each with the
// triangle it forms and the pieces that triangle captures.
func (b *board) optionsTo(to xoliba.Point) []option {
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
	return opts
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
	b.Clicks.Play(core.Action(a), b.clear)
}

// shownOption returns the option the board shows, if any.
func (b *board) shownOption() (option, bool) {
	if b.options == nil {
		return option{}, false
	}
	return b.options[b.pick], true
}
