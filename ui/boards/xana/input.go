package xana

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/xana"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// pick is what the player picked before clicking where it goes.
type pick uint8

const (
	pickNone    pick = iota
	pickReserve      // stones from the mover's reserve
	pickStack        // the mover's stack on board.from
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
	game *xana.Game
	boards.Clicks
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
	last    lastTurn // the last turn's marks, worked out with shown

	// hinted is the hinted part (ShowHint), shown until the next part.
	hinted boards.Hint[xana.State]

	// The pointer, while over the board, and what it points at: "k4 3@k4".
	pointer   fyne.Position
	pointerIn bool
	hover     *canvas.Text

	hint                  *widget.Label
	count                 *widget.Label
	less, more            *widget.Button
	skip, end, pass, swap *widget.Button

	// A rules page's picture: still takes no clicks; only, when not nil,
	// keeps the one part it shows.
	still bool
	only  func(xana.Action) bool
}

func newBoard(g *xana.Game) *board {
	b := &board{game: g, Clicks: boards.NewClicks(g.Play), drop: 1}
	b.ExtendBaseWidget(b)
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
		b.last = lastOf(b.game)
	}
	me := s.Mover()
	b.legal = b.legal[:0]
	for _, a := range b.game.Legal() {
		b.legal = append(b.legal, xana.Action(a))
	}
	b.drop = max(1, min(b.drop, s.Reserve(me)))
	b.targets = map[xana.Cell]xana.Action{}
	for _, a := range b.legal {
		if b.only != nil && !b.only(a) {
			continue
		}
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
	if b.still {
		return
	}
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
	b.Clicks.Play(core.Action(a), b.refresh)
}

// Tapped plays the part marked on the cell under the pointer, or picks the
// mover's reserve or stack there, or says why the engine refuses the
// click, or clears the pick.
func (b *board) Tapped(e *fyne.PointEvent) {
	if b.still {
		return
	}
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
