package xima

import (
	"context"
	"errors"
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/rules"
	"xima/ui/session"
	"xima/ui/widgets"
)

// seatSetup is one seat of a new game.
type seatSetup struct {
	profileID int64 // 0 for a guest or the computer
	name      string
	style     engine.Style
	computer  int // the computer's level; 0 for a person
}

// Setup is a Xima game as the new-game screen set it up.
type Setup struct {
	seats []seatSetup
	rated bool
	clock session.TimeControl
}

// selection is what the player to move has picked before choosing where
// it goes.
type selection uint8

const (
	selectNone    selection = iota
	selectBlock             // a block on the board (playScreen.from)
	selectCommon            // a common block from the reserve
	selectSpecial           // the special from the reserve
	selectRescue            // the floor-3 common to give up for the special
)

// playScreen is a Xima game in play.
type playScreen struct {
	host   Host
	ctx    context.Context
	cancel context.CancelFunc
	game   *engine.Game
	setup  Setup
	sess   *session.Session
	// ctl are the controls every game's play screen shares: actions, move
	// box, status, moves.
	ctl *widgets.PlayControls

	sel  selection
	from engine.Cell
	// refused is the column the last refused action ran into (a step too
	// high), outlined on the board while hasRefused.
	refused    engine.Cell
	hasRefused bool
	// banner says who plays and what they can do now (turnText).
	banner *widget.Label

	// boards is the board in 2D or 3D; full shows it alone, with the
	// turn and the last move over it (turnSwatch, turn, last).
	boards     *boardSwitch
	full       *widgets.FullScreen
	turnSwatch *canvas.Rectangle
	turn       *widget.Label
	last       *widget.Label
	seatCards  []*seatCard
	level      *widget.Label
	dice       [2]*canvas.Text
	// diceNote says which die a two-dice player's first action used and
	// which is left.
	diceNote *widget.Label
	diceRow  fyne.CanvasObject
	roll     *widget.Button
	pass     *widget.Button
	common   *widget.Button
	special  *widget.Button
	rescue   *widget.Button
	longForm *widget.Check
	root     fyne.CanvasObject
	// endContent is the end dialog's body, the figures tests read.
	endContent fyne.CanvasObject
}

// newPlayScreen starts a game from setup, or resumes saved when not nil.
// It plays through a play session: clocks, autosave in the background,
// and the finished game stored and rated by CIMAX.
func newPlayScreen(h Host, setup Setup, g *engine.Game, saved *storage.SavedGame) (*playScreen, error) {
	p := &playScreen{host: h, game: g, setup: setup}
	p.ctx, p.cancel = context.WithCancel(h.Context())
	seats := make([]session.Seat, len(setup.seats))
	for i, st := range setup.seats {
		seats[i] = session.Seat{ProfileID: st.profileID, Name: st.name, Computer: st.computer}
	}
	var err error
	p.sess, err = session.New(p.ctx, session.Config{
		Kind: session.Kind{Name: engine.GameName, Read: func(r io.Reader) (core.Game, error) { return engine.ReadGame(r) }, Rate: session.CIMAXRatings},
		Game: g, Seats: seats, Rated: setup.rated, Mode: session.Mode(seats), Clock: setup.clock,
		Store: h.DB(), Now: h.Now, Saved: saved, Post: h.Post,
		OnSaveError: func(err error) { host.SaveFailed(h, err) }, OnSaveRecovered: func() { host.SavedAgain(h) },
		OnFinished: p.finished, Computers: h.Computers(engine.GameName),
		OnComputer:      func(a core.Action) { p.play(engine.Action(a)) },
		OnComputerError: func(err error) { p.ctl.ComputerFailed(err) },
	})
	if err != nil {
		p.cancel()
		return nil, err
	}
	h.Track(p.sess)
	p.build()
	p.refresh()
	if setup.clock.Timed() && !h.NoTicker() {
		go widgets.RunClock(p.ctx, p.sess, p.tick)
	}
	return p, nil
}

func (p *playScreen) Title() string { return lang.L("Xima game") }

func (p *playScreen) Content() fyne.CanvasObject { return p.root }

// close stops the clock's ticker and has the session save the game where
// it stands (in the background).
func (p *playScreen) Close() {
	p.full.Set(false)
	p.cancel()
	p.sess.Close()
}

func (p *playScreen) build() {
	p.boards = newBoardSwitch(p.host, p.tapCell, p.tapReserve, p.refreshBoard)
	p.ctl = widgets.NewPlayControls(widgets.PlayConfig{
		Host: p.host, Session: p.sess, Board: p.boards.Holder,
		Hints:       p.host.Computers(engine.GameName).New != nil,
		Placeholder: lang.L("Type a move: -K3, B2C3, =G6"),
		SeatLabel:   p.seatLabel,
		InGame: func(seat int) bool {
			s := p.game.State()
			return s.Alive(engine.Player(seat))
		},
		Submit:  p.submitText,
		Changed: p.afterEvent,
		Refresh: p.refresh,
		OnHint:  p.showHint,
		Rules:   func() { rules.ShowOn(p.host, engine.GameName) },
	})

	cards := container.NewVBox()
	for i := range p.setup.seats {
		c := newSeatCard(engine.Player(i), p.setup.seats[i].name)
		p.seatCards = append(p.seatCards, c)
		cards.Add(c.root)
	}
	p.level = widget.NewLabel("")
	for i := range p.dice {
		p.dice[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		p.dice[i].TextSize = 30
	}
	p.diceNote = widget.NewLabel("")
	p.diceNote.Truncation = fyne.TextTruncateEllipsis
	p.roll = widget.NewButtonWithIcon(lang.L("Roll the dice"), theme.MediaPlayIcon(), p.rollDice)
	p.pass = widget.NewButton(lang.L("Pass"), func() { p.play(engine.PassAction) })
	p.common = widget.NewButton(lang.L("Common block"), func() { p.choose(selectCommon) })
	p.special = widget.NewButton(lang.L("Special block"), func() { p.choose(selectSpecial) })
	p.rescue = widget.NewButton(lang.L("Rescue special"), func() { p.choose(selectRescue) })
	p.longForm = widget.NewCheck(lang.L("Long notation"), func(bool) { p.refreshMoves() })

	// Only dice players roll and pass: a game of sport alone has no dice row.
	p.diceRow = container.NewBorder(nil, nil, container.NewHBox(p.dice[0], p.dice[1]), container.NewHBox(p.roll, p.pass), p.diceNote)
	dice := false
	for _, st := range p.setup.seats {
		dice = dice || st.style != engine.Sport
	}
	widgets.SetVisible(p.diceRow, dice)
	reserve := container.NewHBox(widget.NewLabel(lang.L("Reserve:")), p.common, p.special, p.rescue)
	p.banner = widgets.BoldLabel("")
	p.banner.Wrapping = fyne.TextWrapWord
	p.turnSwatch = canvas.NewRectangle(playerColour(0))
	p.turnSwatch.SetMinSize(fyne.NewSize(14, 14))
	p.turn = widgets.BoldLabel("")
	p.last = widget.NewLabel("")
	overlay := container.NewVBox(container.NewHBox(container.NewCenter(p.turnSwatch), p.turn), p.last)
	p.full = widgets.NewFullScreen(p.host.Window(), p.ctl.BoardArea, overlay)
	view := container.NewHBox(p.boards.Check, p.full.Button)
	side := p.ctl.Panel([]fyne.CanvasObject{cards, widgets.Compact(p.level), p.diceRow, reserve, p.banner}, container.NewHBox(view, p.longForm))
	split := container.NewHSplit(p.full.Slot(), side)
	split.Offset = 0.6
	p.root = p.full.Root(split)
}

// refresh redraws everything from the game.
func (p *playScreen) refresh() {
	g := p.game
	s := g.State()
	over := g.Over()
	m := engine.Measure(g)
	toMove := s.ToMove()
	for i, c := range p.seatCards {
		pl := engine.Player(i)
		c.update(&s, pl, m, !over && pl == toMove)
	}
	p.showClocks()
	p.level.SetText(lang.L("Game level: {{.Level}}   Round {{.Round}}", map[string]any{"Level": fmt.Sprintf("%.2f", m.Level), "Round": g.Round()}))
	p.showDice(&s)

	legal := p.legal()
	has := func(k engine.Kind) bool {
		for _, a := range legal {
			if a.Kind() == k {
				return true
			}
		}
		return false
	}
	widgets.SetEnabled(p.pass, has(engine.KindPass))
	widgets.SetEnabled(p.common, has(engine.KindDropCommon))
	widgets.SetEnabled(p.special, has(engine.KindDropSpecial))
	widgets.SetEnabled(p.rescue, has(engine.KindRescue))
	p.ctl.Update()
	p.refreshBoard()
	p.refreshMoves()
}

// showDice shows the roll of the player to move: the dice, and for a
// two-dice player which die the turn's first action used (greyed) and
// which is left.
func (p *playScreen) showDice(s *engine.State) {
	over := p.game.Over()
	needsRoll := !over && p.game.NeedsRoll() && !p.sess.ComputerToMove()
	widgets.SetVisible(p.roll, needsRoll)
	style := s.Style(s.ToMove())
	roll := s.Dice()
	for i, d := range p.dice {
		d.Text = ""
		d.Color = theme.Color(theme.ColorNameForeground)
		if style != engine.Sport && !s.NeedsRoll() && !over && (i == 0 || style == engine.TwoDice) {
			d.Text = dieFace(roll[i])
		}
	}
	note := ""
	if style == engine.TwoDice && !s.NeedsRoll() && !over {
		note = lang.L("two actions, a die each")
		if s.MidTurn() {
			note = lang.L("either die is left")
			if used, ok := usedDie(roll, s.DiceLeft()); ok {
				p.dice[used].Color = theme.Color(theme.ColorNameDisabled)
				note = lang.L("{{.Used}} used, {{.Left}} left", map[string]any{"Used": dieFace(roll[used]), "Left": dieFace(roll[1-used])})
			}
		}
	}
	p.diceNote.SetText(note)
	for _, d := range p.dice {
		d.Refresh()
	}
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
// the game is paused, over, or waiting for a roll).
func (p *playScreen) legal() []engine.Action {
	if p.sess.Paused() || p.game.Over() || p.game.NeedsRoll() || p.sess.ComputerToMove() {
		return nil
	}
	legal := p.game.Legal()
	out := make([]engine.Action, len(legal))
	for i, a := range legal {
		out[i] = engine.Action(a)
	}
	return out
}

func (p *playScreen) refreshBoard() {
	s := p.game.State()
	m := Marks{}
	if last, ok := lastAction(p.game); ok {
		m.Last, m.HasLast = last, true
	}
	if p.sel == selectBlock {
		m.Selected, m.HasSelected = p.from, true
	}
	m.Refused, m.HasRefused = p.refused, p.hasRefused
	m.Targets = p.targets()
	board := p.boards.Board()
	board.SetPosition(s, m)
	if o, ok := board.(refusalOutliner); ok {
		o.OutlineRefused(s, m)
	}
	p.banner.SetText(p.turnText())
}

// turnText says who plays and what they can do now ("Ana (Red): click a
// block or a reserve pile"); "" while nobody here is to act (the game
// over or paused, the computer to move).
func (p *playScreen) turnText() string {
	g := p.game
	if g.Over() || p.sess.Paused() || p.sess.ComputerToMove() {
		return ""
	}
	s := g.State()
	legal := p.legal()
	var doing string
	switch {
	case g.NeedsRoll():
		doing = lang.L("roll the dice")
	case p.sel == selectBlock:
		doing = lang.L("click where the block on {{.Cell}} goes", map[string]any{"Cell": p.from.String()})
	case p.sel == selectCommon, p.sel == selectSpecial:
		doing = lang.L("click where the new block comes to rest")
	case p.sel == selectRescue:
		doing = lang.L("click a common block of yours on floor 3 to give it up")
	case len(legal) == 1 && legal[0].Kind() == engine.KindPass:
		doing = lang.L("nothing fits the roll: pass")
	case s.MidTurn():
		doing = lang.L("second action: another block, or pass")
	default:
		doing = lang.L("click a block or a reserve pile")
	}
	return p.seatLabel(int(s.ToMove())) + ": " + doing
}

// targets are the cells where the selection may go.
func (p *playScreen) targets() []engine.Cell {
	var out []engine.Cell
	for _, a := range p.legal() {
		switch {
		case p.sel == selectBlock && a.Kind() == engine.KindMove && a.From() == p.from,
			p.sel == selectCommon && a.Kind() == engine.KindDropCommon,
			p.sel == selectSpecial && a.Kind() == engine.KindDropSpecial,
			p.sel == selectRescue && a.Kind() == engine.KindRescue:
			out = append(out, a.To())
		}
	}
	return out
}

// actionTo returns the action that takes the selection to c.
func (p *playScreen) actionTo(c engine.Cell) (engine.Action, bool) {
	var a engine.Action
	switch p.sel {
	case selectBlock:
		a = engine.MoveAction(p.from, c)
	case selectCommon:
		a = engine.DropAction(false, c)
	case selectSpecial:
		a = engine.DropAction(true, c)
	case selectRescue:
		a = engine.RescueAction(c)
	default:
		return 0, false
	}
	for _, l := range p.legal() {
		if l == a {
			return a, true
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
func (p *playScreen) tapCell(c engine.Cell) {
	if a, ok := p.actionTo(c); ok {
		p.play(a)
		return
	}
	if p.sess.ComputerToMove() {
		p.ctl.Fail(session.ErrComputerTurn)
		return
	}
	s := p.game.State()
	err := p.game.Why(blockAt(&s, c), c)
	var r *core.Refusal
	if errors.As(err, &r) && r.Code == core.SameCell {
		// Only the target was wrong: the block itself may move.
		p.sel, p.from, p.hasRefused = selectBlock, c, false
		p.ctl.Explain(nil)
		p.refreshBoard()
		return
	}
	if p.sel != selectNone {
		err = p.game.Why(p.source(&s), c)
	}
	p.refuse(err)
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
func (p *playScreen) source(s *engine.State) engine.Source {
	switch p.sel {
	case selectBlock:
		return engine.BlockSource(p.from, s.Height(p.from)-1)
	case selectCommon, selectSpecial:
		return engine.PileSource(s.ToMove(), p.sel == selectSpecial)
	}
	return engine.RescueSource()
}

// refuse shows why the engine refused an action (nil: nothing to say) and
// outlines the column it ran into when a step was too high; the selection
// stays, so the player can click elsewhere.
func (p *playScreen) refuse(err error) {
	p.ctl.Explain(err)
	p.hasRefused = false
	var r *core.Refusal
	if errors.As(err, &r) && (r.Code == engine.TooHigh || r.Code == engine.BareStep) {
		p.refused, p.hasRefused = engine.ParseCell(r.Cell)
	}
	p.refreshBoard()
}

// tapReserve selects a block of the mover's reserve; another's pile is
// refused with the reason.
func (p *playScreen) tapReserve(pl engine.Player, special bool) {
	if p.sess.ComputerToMove() {
		p.ctl.Fail(session.ErrComputerTurn)
		return
	}
	if s := p.game.State(); pl != s.ToMove() {
		p.refuse(p.game.Why(engine.PileSource(pl, special), 0))
		return
	}
	if special {
		p.choose(selectSpecial)
	} else {
		p.choose(selectCommon)
	}
}

// choose selects a reserve block or the rescue; choosing it again clears.
func (p *playScreen) choose(sel selection) {
	if p.sel == sel {
		sel = selectNone
	}
	p.sel, p.hasRefused = sel, false
	p.ctl.Explain(nil)
	p.refreshBoard()
}

// typedKey switches the full-screen board on F11 and leaves it on Esc, or
// else cancels the selection on Esc.
func (p *playScreen) TypedKey(k *fyne.KeyEvent) {
	if p.full.TypedKey(k) {
		return
	}
	if k.Name == fyne.KeyEscape {
		p.sel, p.hasRefused = selectNone, false
		p.ctl.Explain(nil)
		p.refreshBoard()
	}
}

func (p *playScreen) rollDice() {
	if _, err := p.sess.Roll(); err != nil {
		p.ctl.Fail(err)
		return
	}
	p.afterEvent()
}

// submitText plays a move typed in notation; a refused one outlines the
// column it ran into, as a click does (the move box shows the reason).
func (p *playScreen) submitText(text string) error {
	a, err := p.game.Parse(text)
	if err != nil {
		p.refuse(err)
		return err
	}
	return p.play(engine.Action(a))
}

// play plays a through the session, which charges the mover's clock.
func (p *playScreen) play(a engine.Action) error {
	before := p.game.State()
	if err := p.sess.Play(core.Action(a)); err != nil {
		p.ctl.Fail(err)
		return err
	}
	p.boards.Board().Animate(before, a)
	p.afterEvent()
	return nil
}

// afterEvent clears the selection and shows the game as it stands; the
// session has saved it, or is storing it when it ended.
func (p *playScreen) afterEvent() {
	p.sel, p.hasRefused = selectNone, false
	p.ctl.Clear()
	p.refresh()
}

// showHint selects the hinted action's block, or its reserve block, on
// the board.
func (p *playScreen) showHint(a core.Action) {
	act := engine.Action(a)
	switch act.Kind() {
	case engine.KindMove:
		p.sel, p.from = selectBlock, act.From()
	case engine.KindDropCommon:
		p.sel = selectCommon
	case engine.KindDropSpecial:
		p.sel = selectSpecial
	case engine.KindRescue:
		p.sel = selectRescue
	default:
		p.sel = selectNone
	}
}

// showClocks shows each seat's time left, the low ones in red.
func (p *playScreen) showClocks() {
	if !p.sess.Clock().Timed() {
		return
	}
	for i, c := range p.seatCards {
		widgets.ShowClock(c.clock, p.sess.Remaining(i), p.sess.LowTime(i))
	}
}

// tick shows the clocks and makes a player whose time ran out lose: a flag
// fall is a resignation.
func (p *playScreen) tick() {
	if p.ctx.Err() != nil {
		return
	}
	if p.sess.Tick() {
		p.afterEvent()
		return
	}
	p.showClocks()
}

func (p *playScreen) seatLabel(i int) string {
	return seatTitle(p.setup.seats[i].name, engine.Player(i))
}

// finished shows the end dialog once the session has stored the game
// (with the rating changes of a rated one).
func (p *playScreen) finished(f session.Finished) {
	if f.Err != nil {
		p.host.ShowError(fmt.Errorf("%s: %w", lang.L("saving the finished game"), f.Err))
	}
	p.refresh()
	r := p.game.Result()
	m := engine.Measure(p.game)
	res := endResult{winner: r.Winner, reason: r.Reason, powers: m.Powers, level: m.Level, ratings: f.Ratings, stored: f.Game}
	for _, force := range m.Forces {
		res.forces = append(res.forces, force.Total())
	}
	p.showEnd(res)
}

// endResult is what the end dialog shows.
type endResult struct {
	winner  int // seat
	reason  core.Reason
	forces  []float64
	powers  []float64
	level   float64
	ratings []storage.RatingChange // rated games only
	stored  storage.FinishedGame   // the game as stored (ID 0 when it could not be)
}

func (p *playScreen) showEnd(res endResult) {
	head := lang.L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": p.seatLabel(res.winner), "Reason": reason(res.reason)})
	grid := container.NewGridWithColumns(4,
		widgets.BoldLabel(lang.L("Player")), widgets.BoldLabel(lang.L("Force")), widgets.BoldLabel(lang.L("Power")), widgets.BoldLabel(lang.L("CIMAX")))
	for i := range p.setup.seats {
		rating := "-"
		if res.ratings != nil {
			rc := res.ratings[i]
			rating = fmt.Sprintf("%.2f → %.2f (%+.2f)", rc.Before, rc.After, rc.Delta)
		}
		grid.Add(widget.NewLabel(p.seatLabel(i)))
		grid.Add(widget.NewLabel(fmt.Sprintf("%.2f", res.forces[i])))
		grid.Add(widget.NewLabel(fmt.Sprintf("%.3f", res.powers[i])))
		grid.Add(widget.NewLabel(rating))
	}
	p.endContent = container.NewVBox(widgets.BoldLabel(head), grid, widget.NewLabel(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", res.level)})))
	var names []string
	for _, st := range p.setup.seats {
		names = append(names, st.name)
	}
	ch := widgets.EndChoices{
		Replay:  func() { Replay(p.host, p.game, names) },
		Rematch: func() { startGame(p.host, p.setup) },
	}
	if res.stored.ID != 0 {
		ch.Export = func() { p.host.ExportRecord(res.stored) }
	}
	p.ctl.ShowEnd(head, p.endContent, ch)
}

// lastAction is the last action played.
func lastAction(g *engine.Game) (engine.Action, bool) {
	if acts := g.Actions(); len(acts) > 0 {
		return acts[len(acts)-1], true
	}
	return 0, false
}

// reason is how a Xima game ended, in words, translated.
func reason(why core.Reason) string {
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

func (p *playScreen) refreshMoves() {
	rows := moveRows(p.game.Events(), p.longForm.Checked)
	p.ctl.Moves.Set(rows, len(rows)-1)
	p.showTurn(rows)
}

// showTurn writes the full-screen board's essentials: who is to move (or
// the outcome) and the last move of rows.
func (p *playScreen) showTurn(rows []string) {
	s := p.game.State()
	if p.game.Over() {
		p.turnSwatch.Hide()
		p.turn.SetText(p.ctl.Status.Text)
	} else {
		p.turnSwatch.FillColor = playerColour(s.ToMove())
		p.turnSwatch.Show()
		p.turnSwatch.Refresh()
		p.turn.SetText(lang.L("{{.Player}} to move", map[string]any{"Player": p.seatLabel(int(s.ToMove()))}))
	}
	last := ""
	if len(rows) > 0 {
		last = lang.L("Last: {{.Move}}", map[string]any{"Move": rows[len(rows)-1]})
	}
	p.last.SetText(last)
}

// dieFace is the die's face as a glyph.
func dieFace(d uint8) string {
	if d < 1 || d > 6 {
		return ""
	}
	return string(rune('⚀' + rune(d-1)))
}
