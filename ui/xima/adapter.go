package xima

import (
	"errors"
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/widgets"
)

// selection is what the player to move has picked before choosing where
// it goes.
type selection uint8

const (
	selectNone    selection = iota
	selectBlock             // a block on the board (adapter.from)
	selectCommon            // a common block from the reserve
	selectSpecial           // the special from the reserve
	selectRescue            // the floor-3 common to give up for the special
)

// adapter is a Xima game as the play screen plays it: the pyramid in 2D
// or 3D taking clicks (a block, then where it goes), the seats' score
// panels, and the panels only Xima has: the game level, the dice and the
// reserve.
type adapter struct {
	boards.EngineMoves
	boards.Refusals
	host  Host
	game  *engine.Game
	table boards.Table
	play  func(core.Action) error

	sel  selection
	from engine.Cell
	// hint is the computer's hint, drawn as the selection with its one
	// destination while hinted.
	hint   engine.Action
	hinted bool
	// refused is the column the last refused action ran into (a step too
	// high), outlined on the board while hasRefused.
	refused    engine.Cell
	hasRefused bool
	// shown is the position last drawn, after shownActions actions: the
	// next action is animated from it.
	shown        engine.State
	shownActions int

	boards    *boardSwitch
	seatCards []*seatCard
	level     *widget.Label
	dice      [2]*canvas.Text
	// diceNote says which die a two-dice player's first action used and
	// which is left.
	diceNote *widget.Label
	diceRow  fyne.CanvasObject
	roll     *widget.Button
	pass     *widget.Button
	common   *widget.Button
	special  *widget.Button
	rescue   *widget.Button
	reserve  fyne.CanvasObject
	longForm *widget.Check
}

var (
	_ boards.Game          = (*adapter)(nil)
	_ boards.SeatPanels    = (*adapter)(nil)
	_ boards.Panels        = (*adapter)(nil)
	_ boards.MoveRows      = (*adapter)(nil)
	_ boards.Hints         = (*adapter)(nil)
	_ boards.Keys          = (*adapter)(nil)
	_ boards.Seated        = (*adapter)(nil)
	_ boards.SeatColours   = (*adapter)(nil)
	_ boards.EndTable      = (*adapter)(nil)
	_ boards.AtTable       = (*adapter)(nil)
	_ boards.Placeholder   = (*adapter)(nil)
	_ boards.TypedRefusals = (*adapter)(nil)
	_ boards.Clocked       = (*adapter)(nil)
)

// newAdapter puts g on the board, in 3D where the club wants it.
func newAdapter(h Host, g *engine.Game) *adapter {
	a := &adapter{EngineMoves: boards.EngineMoves{E: g}, host: h, game: g, shown: g.State(), shownActions: len(g.Actions())}
	a.play = g.Play
	a.boards = newBoardSwitch(h, a.tapCell, a.tapReserve, a.Refresh)
	a.level = widget.NewLabel("")
	for i := range a.dice {
		a.dice[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		// Large enough to read across the table, as real dice are.
		a.dice[i].TextSize = 56
	}
	a.diceNote = widget.NewLabel("")
	a.diceNote.Wrapping = fyne.TextWrapWord
	a.roll = widget.NewButtonWithIcon(lang.L("Roll the dice"), theme.MediaPlayIcon(), a.rollDice)
	a.pass = widget.NewButton(lang.L("Pass"), func() { a.playAction(engine.PassAction) })
	a.common = widget.NewButton(lang.L("Common block"), func() { a.choose(selectCommon) })
	a.special = widget.NewButton(lang.L("Special block"), func() { a.choose(selectSpecial) })
	a.rescue = widget.NewButton(lang.L("Rescue special"), func() { a.choose(selectRescue) })
	a.longForm = widget.NewCheck(lang.L("Long notation"), func(bool) { a.table.Changed() })
	// Only dice players roll and pass: a game of sport alone has no dice row.
	a.diceRow = container.NewBorder(nil, nil, container.NewHBox(a.dice[0], a.dice[1]), container.NewHBox(a.roll, a.pass), a.diceNote)
	s := g.State()
	dice := false
	for seat := range g.Seats() {
		dice = dice || s.Style(engine.Player(seat)) != engine.Sport
	}
	widgets.SetVisible(a.diceRow, dice)
	a.reserve = container.NewHBox(widget.NewLabel(lang.L("Reserve:")), a.common, a.special, a.rescue)
	return a
}

// Close gives back the 3D view's resources (boards.Closer).
func (a *adapter) Close() { a.boards.Close() }

// SetTable lends the adapter the play screen's session (boards.AtTable).
func (a *adapter) SetTable(t boards.Table) { a.table = t }

// SetPlay sets what plays an action a click or a button chose.
func (a *adapter) SetPlay(play func(core.Action) error) { a.play = play }

// SetOnPlayed is unused: the play screen refreshes after every action.
func (a *adapter) SetOnPlayed(func()) {}

// Board is the pyramid, in 2D or 3D.
func (a *adapter) Board() fyne.CanvasObject { return a.boards.Holder }

// SeatName is a seat's colour, translated: "Red".
func (a *adapter) SeatName(seat int) string { return playerName(engine.Player(seat)) }

// SeatColour is a seat's colour.
func (a *adapter) SeatColour(seat int) color.Color { return playerColour(engine.Player(seat)) }

// Placeholder is the move box's example.
func (a *adapter) Placeholder() string { return lang.L("Type a move: -K3, B2C3, =G6") }

// PlayText plays an action typed in notation.
func (a *adapter) PlayText(text string) error {
	_, err := a.game.PlayText(text)
	return err
}

// Result says whether the game is over, who won and how, in words.
func (a *adapter) Result() (over bool, winner int, reason string) {
	r := a.game.Result()
	if !r.Over {
		return false, -1, ""
	}
	return true, r.Winner, reasonText(r.Reason)
}

// Status is the seat's blocks and force on one line.
func (a *adapter) Status(seat int) string {
	s := a.game.State()
	m := engine.Measure(a.game)
	return blocksText(&s, engine.Player(seat)) + " · " + forceText(m, engine.Player(seat))
}

// InGame reports whether the seat still plays (boards.Seated).
func (a *adapter) InGame(seat int) bool {
	s := a.game.State()
	return s.Alive(engine.Player(seat))
}

// SeatPanel is the seat's score panel (boards.SeatPanels).
func (a *adapter) SeatPanel(seat int, player string) (fyne.CanvasObject, *widget.Label) {
	c := newSeatCard(engine.Player(seat), player)
	a.seatCards = append(a.seatCards, c)
	return c.root, c.clock
}

// Panels are the game level, the dice and the reserve; Tools the 2D/3D
// switch and the long notation (boards.Panels).
func (a *adapter) Panels() []fyne.CanvasObject {
	return []fyne.CanvasObject{widgets.Compact(a.level), a.diceRow, a.reserve}
}

func (a *adapter) Tools() []fyne.CanvasObject {
	return []fyne.CanvasObject{a.boards.Check, a.longForm}
}

// MoveRows are the events as rows: "12. Red -G2" (boards.MoveRows).
func (a *adapter) MoveRows() []string { return moveRows(a.game.Events(), a.longForm.Checked) }

// Refresh shows the game as it stands: a new action animated from the
// position drawn before it, the selection dropped once the game moved on
// or nobody here may act.
func (a *adapter) Refresh() {
	g := a.game
	s := g.State()
	if acts := g.Actions(); len(acts) != a.shownActions {
		if len(acts) == a.shownActions+1 {
			a.boards.Board().Animate(a.shown, acts[len(acts)-1])
		}
		a.sel, a.hasRefused, a.hinted = selectNone, false, false
	}
	if !a.canAct() {
		a.sel, a.hinted = selectNone, false
	}
	a.shown, a.shownActions = s, len(g.Actions())
	over := g.Over()
	m := engine.Measure(g)
	for i, c := range a.seatCards {
		pl := engine.Player(i)
		c.update(&s, pl, m, !over && pl == s.ToMove())
	}
	a.level.SetText(lang.L("Game level: {{.Level}}   Round {{.Round}}", map[string]any{"Level": fmt.Sprintf("%.2f", m.Level), "Round": g.Round()}))
	legal := a.legal()
	has := func(k engine.Kind) bool {
		for _, act := range legal {
			if act.Kind() == k {
				return true
			}
		}
		return false
	}
	widgets.SetEnabled(a.pass, has(engine.KindPass))
	widgets.SetEnabled(a.common, has(engine.KindDropCommon))
	widgets.SetEnabled(a.special, has(engine.KindDropSpecial))
	widgets.SetEnabled(a.rescue, has(engine.KindRescue))
	a.showDice(&s, has(engine.KindRescue))
	a.refreshBoard()
}

// canAct reports whether a person may act now.
func (a *adapter) canAct() bool { return a.table == nil || a.table.CanAct() }

// showDice shows the roll of the player to move, large, with what it
// allows; for a two-dice player which die the turn's first action used
// (greyed) and which is left. A one-die player rolls "the die".
func (a *adapter) showDice(s *engine.State, canRescue bool) {
	over := a.game.Over()
	style := s.Style(s.ToMove())
	widgets.SetVisible(a.roll, a.game.NeedsRoll() && a.canAct())
	if style == engine.Luck {
		a.roll.SetText(lang.L("Roll the die"))
	} else {
		a.roll.SetText(lang.L("Roll the dice"))
	}
	roll := s.Dice()
	for i, d := range a.dice {
		d.Text = ""
		d.Color = theme.Color(theme.ColorNameForeground)
		if style != engine.Sport && !s.NeedsRoll() && !over && (i == 0 || style == engine.TwoDice) {
			d.Text = dieFace(roll[i])
		}
	}
	note := ""
	switch {
	case style == engine.Sport || s.NeedsRoll() || over:
	case style == engine.Luck:
		note = luckWords(roll[0], canRescue)
	case !s.MidTurn():
		note = lang.L("{{.A}} and {{.B}}: two actions with two different blocks, a die each; a drop or a rescue uses up a die; you may stop after one.", map[string]any{"A": roll[0], "B": roll[1]})
	default:
		note = lang.L("either die is left")
		if used, ok := usedDie(roll, s.DiceLeft()); ok {
			a.dice[used].Color = theme.Color(theme.ColorNameDisabled)
			note = lang.L("{{.Used}} used: one more action with the {{.Left}} (another block), or pass.", map[string]any{"Used": roll[used], "Left": roll[1-used]})
		}
	}
	a.diceNote.SetText(note)
	for _, d := range a.dice {
		d.Refresh()
	}
}

// luckWords say what a luck player's roll of n allows.
func luckWords(n uint8, canRescue bool) string {
	words := lang.L("A {{.N}}: move a block exactly {{.N}} cells, or drop a block (going on exactly {{.N}} cells if it goes on).", map[string]any{"N": n})
	if n == 1 {
		words = lang.L("A 1: move a block one cell, or drop a block (going on one cell if it goes on).")
	}
	if canRescue {
		words += " " + lang.L("Or rescue your special.")
	}
	return words
}

// usedDie tells which of a two-dice roll the turn's first action used,
// from the die values the engine leaves to the second (left, bit d for
// value d); false while either die may still be used.
func usedDie(roll [2]uint8, left uint8) (int, bool) {
	has := func(i int) bool { return left&(1<<roll[i]) != 0 }
	switch {
	case roll[0] == roll[1]:
		return 0, true
	case has(0) && has(1):
		return 0, false
	case has(1):
		return 0, true
	}
	return 1, true
}

// legal returns the actions the player to move may take now (none while
// nobody here may act, or the dice are still to roll).
func (a *adapter) legal() []engine.Action {
	if !a.canAct() || a.game.Over() || a.game.NeedsRoll() {
		return nil
	}
	legal := a.game.Legal()
	out := make([]engine.Action, len(legal))
	for i, act := range legal {
		out[i] = engine.Action(act)
	}
	return out
}

func (a *adapter) refreshBoard() {
	s := a.game.State()
	m := Marks{}
	if turn := lastTurn(a.game); len(turn) > 0 {
		m.Last, m.HasLast, m.Earlier = turn[len(turn)-1], true, turn[:len(turn)-1]
	}
	if a.sel == selectBlock {
		m.Selected, m.HasSelected = a.from, true
	}
	m.Refused, m.HasRefused = a.refused, a.hasRefused
	m.Targets = a.targets()
	board := a.boards.Board()
	board.SetPosition(s, m)
	if o, ok := board.(refusalOutliner); ok {
		o.OutlineRefused(s, m)
	}
}

// Turn says what the player to move can do now ("click a block or a
// reserve pile"); "" once the game is over.
func (a *adapter) Turn() string {
	g := a.game
	if g.Over() {
		return ""
	}
	s := g.State()
	legal := a.legal()
	switch {
	case g.NeedsRoll() && s.Style(s.ToMove()) == engine.Luck:
		return lang.L("roll the die")
	case g.NeedsRoll():
		return lang.L("roll the dice")
	case a.sel == selectBlock:
		return lang.L("click where the block on {{.Cell}} goes", map[string]any{"Cell": a.from.String()})
	case a.sel == selectCommon, a.sel == selectSpecial:
		return lang.L("click where the new block comes to rest")
	case a.sel == selectRescue:
		return lang.L("click a common block of yours on floor 3 to give it up")
	case len(legal) == 1 && legal[0].Kind() == engine.KindPass:
		return lang.L("nothing fits the roll: pass")
	case s.MidTurn():
		return lang.L("second action: another block, or pass")
	}
	return lang.L("click a block or a reserve pile")
}

// targets are the cells where the selection may go: the hint's one
// destination while the hint is shown.
func (a *adapter) targets() []engine.Cell {
	if a.hinted && a.sel != selectNone {
		return []engine.Cell{a.hint.To()}
	}
	var out []engine.Cell
	for _, act := range a.legal() {
		switch {
		case a.sel == selectBlock && act.Kind() == engine.KindMove && act.From() == a.from,
			a.sel == selectCommon && act.Kind() == engine.KindDropCommon,
			a.sel == selectSpecial && act.Kind() == engine.KindDropSpecial,
			a.sel == selectRescue && act.Kind() == engine.KindRescue:
			out = append(out, act.To())
		}
	}
	return out
}

// actionTo returns the action that takes the selection to c.
func (a *adapter) actionTo(c engine.Cell) (engine.Action, bool) {
	var act engine.Action
	switch a.sel {
	case selectBlock:
		act = engine.MoveAction(a.from, c)
	case selectCommon:
		act = engine.DropAction(false, c)
	case selectSpecial:
		act = engine.DropAction(true, c)
	case selectRescue:
		act = engine.RescueAction(c)
	default:
		return 0, false
	}
	for _, l := range a.legal() {
		if l == act {
			return act, true
		}
	}
	return 0, false
}

// tapCell plays the selection to c when it may go there, else selects the
// mover's block on c when the rules let it move at all. Any other click
// keeps the selection and the problem line says why the engine refuses
// it: the selection's way to c, or with nothing selected why the block on
// c cannot be picked (not the mover's, dominated, the two-dice turn's
// first block, none there).
func (a *adapter) tapCell(c engine.Cell) {
	if act, ok := a.actionTo(c); ok {
		a.playAction(act)
		return
	}
	if !a.canAct() && !a.game.Over() {
		a.Explain(session.ErrComputerTurn)
		return
	}
	s := a.game.State()
	err := a.game.Why(blockAt(&s, c), c)
	var r *core.Refusal
	if errors.As(err, &r) && r.Code == core.SameCell {
		// Only the target was wrong: the block itself may move.
		a.sel, a.from, a.hasRefused, a.hinted = selectBlock, c, false, false
		a.Explain(nil)
		a.table.Changed()
		return
	}
	if a.sel != selectNone {
		err = a.game.Why(a.source(&s), c)
	}
	a.ShowRefusal(err)
}

// blockAt is the block a click on c picks: the mover's highest there (a
// dominated one when others lie on it), else the top block.
func blockAt(s *engine.State, c engine.Cell) engine.Source {
	h := s.Height(c)
	for i := h - 1; i >= 0; i-- {
		if s.At(c, i).Owner() == s.ToMove() {
			return engine.BlockSource(c, i)
		}
	}
	return engine.BlockSource(c, h-1)
}

// source is what the selection picked, for the engine's Why.
func (a *adapter) source(s *engine.State) engine.Source {
	switch a.sel {
	case selectBlock:
		return engine.BlockSource(a.from, s.Height(a.from)-1)
	case selectCommon, selectSpecial:
		return engine.PileSource(s.ToMove(), a.sel == selectSpecial)
	}
	return engine.RescueSource()
}

// ShowRefusal shows why the engine refused an action (nil: nothing to
// say) and outlines the column it ran into when a step was too high; the
// selection stays, so the player can click elsewhere.
func (a *adapter) ShowRefusal(err error) {
	a.Explain(err)
	a.hasRefused = false
	var r *core.Refusal
	if errors.As(err, &r) && (r.Code == engine.TooHigh || r.Code == engine.BareStep) {
		a.refused, a.hasRefused = engine.ParseCell(r.Cell)
	}
	a.refreshBoard()
}

// tapReserve selects a block of the mover's reserve; another's pile is
// refused with the reason.
func (a *adapter) tapReserve(pl engine.Player, special bool) {
	if !a.canAct() && !a.game.Over() {
		a.Explain(session.ErrComputerTurn)
		return
	}
	if s := a.game.State(); pl != s.ToMove() {
		a.ShowRefusal(a.game.Why(engine.PileSource(pl, special), 0))
		return
	}
	if special {
		a.choose(selectSpecial)
	} else {
		a.choose(selectCommon)
	}
}

// choose selects a reserve block or the rescue; choosing it again clears.
func (a *adapter) choose(sel selection) {
	if a.sel == sel {
		sel = selectNone
	}
	a.sel, a.hasRefused, a.hinted = sel, false, false
	a.Explain(nil)
	a.table.Changed()
}

// TypedKey cancels the selection on Esc (boards.Keys).
func (a *adapter) TypedKey(k *fyne.KeyEvent) bool {
	if k.Name != fyne.KeyEscape {
		return false
	}
	a.sel, a.hasRefused, a.hinted = selectNone, false, false
	a.Explain(nil)
	a.table.Changed()
	return true
}

func (a *adapter) rollDice() {
	if err := a.table.Roll(); err != nil {
		a.Explain(err)
	}
}

// playAction plays act through the play screen, which charges the
// mover's clock and shows the game after it.
func (a *adapter) playAction(act engine.Action) {
	a.play(core.Action(act))
}

// ShowHint selects the hinted action's block, or its reserve block, on
// the board, with the hint's destination its only target (boards.Hints).
func (a *adapter) ShowHint(h core.Action) {
	act := engine.Action(h)
	a.hint, a.hinted = act, true
	switch act.Kind() {
	case engine.KindMove:
		a.sel, a.from = selectBlock, act.From()
	case engine.KindDropCommon:
		a.sel = selectCommon
	case engine.KindDropSpecial:
		a.sel = selectSpecial
	case engine.KindRescue:
		a.sel = selectRescue
	default:
		a.sel = selectNone
	}
}

// EndTable is each player's force, power and CIMAX change, and the game
// level (boards.EndTable).
func (a *adapter) EndTable(seatLabel func(int) string, ratings []storage.RatingChange) fyne.CanvasObject {
	m := engine.Measure(a.game)
	grid := container.NewGridWithColumns(4,
		widgets.BoldLabel(lang.L("Player")), widgets.BoldLabel(lang.L("Force")), widgets.BoldLabel(lang.L("Power")), widgets.BoldLabel(lang.L("CIMAX")))
	for i := range a.game.Seats() {
		rating := "-"
		if ratings != nil {
			rc := ratings[i]
			rating = fmt.Sprintf("%.2f → %.2f (%+.2f)", rc.Before, rc.After, rc.Delta)
		}
		grid.Add(widget.NewLabel(seatLabel(i)))
		grid.Add(widget.NewLabel(fmt.Sprintf("%.2f", m.Forces[i].Total())))
		grid.Add(widget.NewLabel(fmt.Sprintf("%.3f", m.Powers[i])))
		grid.Add(widget.NewLabel(rating))
	}
	return container.NewVBox(grid, widget.NewLabel(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", m.Level)})))
}

// lastTurn are the actions of the last turn played, in order: one, or a
// two-dice turn's two (the same player's, in the same round, after one
// roll).
func lastTurn(g *engine.Game) []engine.Action {
	var turn []engine.Action
	var last engine.Event
	evs := g.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		ev := evs[i]
		if ev.Kind != engine.EventAction {
			if len(turn) > 0 {
				break // the turn's roll, or a resignation between turns
			}
			continue
		}
		if len(turn) == 0 {
			last = ev
		} else if ev.Player != last.Player || ev.Round != last.Round {
			break
		}
		turn = append([]engine.Action{ev.Action}, turn...)
	}
	return turn
}

// reasonText is how a Xima game ended, in words, translated.
func reasonText(why core.Reason) string {
	switch why {
	case engine.SummitReached:
		return lang.L("summit")
	case engine.Drowned:
		return lang.L("drowned")
	case engine.OutOfBlocks:
		return lang.L("out of blocks")
	case core.Resigned:
		return lang.L("resignation")
	case core.Flagged:
		return lang.L("flag fall")
	}
	return string(why)
}

// dieFace is the die's face as a glyph.
func dieFace(d uint8) string {
	if d < 1 || d > 6 {
		return ""
	}
	return string(rune('⚀' + rune(d-1)))
}

// AgreedClock is the record's agreed time per player (boards.Clocked).
func (a *adapter) AgreedClock() time.Duration { return a.game.Config().Clock }
