package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/xima"
	"xima/storage"
)

// seatSetup is one seat of a new game.
type seatSetup struct {
	profileID int64 // 0 for a guest
	name      string
	style     xima.Style
}

// ximaSetup is a Xima game as the new-game screen set it up.
type ximaSetup struct {
	seats []seatSetup
	rated bool
	clock time.Duration // agreed time per player; 0 untimed
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
	shell   *Shell
	ctx     context.Context
	cancel  context.CancelFunc
	game    *xima.Game
	setup   ximaSetup
	clocks  *clocks // nil when untimed
	paused  bool
	savedID int64
	started time.Time
	saver   *autosaver
	ended   bool

	sel  selection
	from xima.Cell

	board     XimaBoard
	seatCards []*seatCard
	level     *widget.Label
	dice      *canvas.Text
	roll      *widget.Button
	pass      *widget.Button
	common    *widget.Button
	special   *widget.Button
	rescue    *widget.Button
	undo      *widget.Button
	pause     *widget.Button
	resign    *widget.Button
	entry     *widget.Entry
	problem   *widget.Label
	moves     *moveList
	longForm  *widget.Check
	root      fyne.CanvasObject
	endDialog dialog.Dialog
	// endContent is the end dialog's body, the figures tests read.
	endContent fyne.CanvasObject
}

// newPlayScreen starts a game from setup, or resumes saved when not nil.
func newPlayScreen(s *Shell, setup ximaSetup, g *xima.Game, saved *storage.SavedGame) *playScreen {
	p := &playScreen{shell: s, game: g, setup: setup, started: s.opt.Now()}
	p.ctx, p.cancel = context.WithCancel(s.ctx)
	p.saver = newAutosaver(p.ctx, s.db, s.showErrorLater)
	if setup.clock > 0 {
		left := make([]time.Duration, len(setup.seats))
		for i := range left {
			left[i] = setup.clock
		}
		if saved != nil {
			for i, st := range saved.Seats {
				left[i] = st.Left
			}
		}
		p.clocks = newClocks(s.opt.Now, setup.clock, left)
	}
	if saved != nil {
		p.savedID, p.started = saved.ID, saved.Started
	}
	p.build()
	p.refresh()
	p.startClock()
	if p.clocks != nil && !s.opt.NoTicker {
		go p.tickLoop()
	}
	return p
}

func (p *playScreen) title() string { return L("Xima game") }

func (p *playScreen) content() fyne.CanvasObject { return p.root }

// close saves the game where it stands and stops the clock's ticker.
func (p *playScreen) close() {
	if !p.ended && len(p.game.Events()) > 0 {
		p.save()
	}
	p.saver.flush()
	p.cancel()
}

func (p *playScreen) build() {
	if p.shell.opt.Board3D != nil {
		p.board = p.shell.opt.Board3D()
	} else {
		p.board = newBoard2D()
	}
	p.board.SetOnTapCell(p.tapCell)
	p.board.SetOnTapReserve(p.tapReserve)

	n := len(p.setup.seats)
	cards := container.NewVBox()
	for i := range n {
		c := newSeatCard(xima.Player(i), p.setup.seats[i].name)
		p.seatCards = append(p.seatCards, c)
		cards.Add(c.root)
	}
	p.level = widget.NewLabel("")
	p.dice = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p.dice.TextSize = 40
	p.roll = widget.NewButtonWithIcon(L("Roll the dice"), theme.MediaPlayIcon(), p.rollDice)
	p.pass = widget.NewButton(L("Pass"), func() { p.play(xima.PassAction) })
	p.common = widget.NewButton(L("Common from reserve"), func() { p.choose(selectCommon) })
	p.special = widget.NewButton(L("Special from reserve"), func() { p.choose(selectSpecial) })
	p.rescue = widget.NewButton(L("Rescue the special"), func() { p.choose(selectRescue) })
	p.undo = widget.NewButtonWithIcon(L("Undo"), theme.ContentUndoIcon(), p.undoAction)
	p.pause = widget.NewButtonWithIcon(L("Pause"), theme.MediaPauseIcon(), p.togglePause)
	p.resign = widget.NewButtonWithIcon(L("Resign"), theme.CancelIcon(), p.confirmResign)
	p.entry = widget.NewEntry()
	p.entry.SetPlaceHolder(L("Type a move: -K3, B2C3, =G6"))
	p.entry.OnSubmitted = p.submitText
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	p.moves = newMoveList()
	p.longForm = widget.NewCheck(L("Long notation"), func(bool) { p.refreshMoves() })
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), p.shell.showHome)

	if p.setup.rated {
		p.undo.Hide()
		p.pause.Hide()
	}
	if p.clocks == nil {
		p.pause.Hide()
	}

	side := container.NewVBox(
		cards,
		p.level,
		container.NewHBox(p.dice, layout.NewSpacer(), container.NewVBox(p.roll, p.pass)),
		container.NewGridWithColumns(3, p.common, p.special, p.rescue),
		container.NewBorder(nil, nil, nil, widget.NewButton(L("Play"), func() { p.submitText(p.entry.Text) }), p.entry),
		p.problem,
		container.NewGridWithColumns(4, p.undo, p.pause, p.resign, home),
	)
	movesBox := container.NewBorder(container.NewHBox(widget.NewLabelWithStyle(L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), layout.NewSpacer(), p.longForm), nil, nil, nil, p.moves.list)
	right := container.NewVSplit(container.NewVScroll(side), movesBox)
	right.Offset = 0.68
	split := container.NewHSplit(p.board.Object(), right)
	split.Offset = 0.6
	p.root = split
}

// refresh redraws everything from the game.
func (p *playScreen) refresh() {
	g := p.game
	s := g.State()
	over := g.Over()
	m := xima.Measure(g)
	toMove := s.ToMove()
	for i, c := range p.seatCards {
		pl := xima.Player(i)
		c.update(&s, pl, m, !over && pl == toMove, p.clockText(i))
	}
	p.level.SetText(L("Game level: {{.Level}}   Round {{.Round}}", map[string]any{"Level": fmt.Sprintf("%.2f", m.Level), "Round": g.Round()}))

	needsRoll := !over && g.NeedsRoll()
	dice := s.Dice()
	p.dice.Text = ""
	if s.Style(toMove) != xima.Sport && !needsRoll && !over {
		p.dice.Text = dieFace(dice[0])
		if s.Style(toMove) == xima.TwoDice {
			p.dice.Text += " " + dieFace(dice[1])
		}
	}
	p.dice.Refresh()
	setVisible(p.roll, needsRoll)

	legal := p.legal()
	has := func(k xima.Kind) bool {
		for _, a := range legal {
			if a.Kind() == k {
				return true
			}
		}
		return false
	}
	setEnabled(p.pass, has(xima.KindPass))
	setEnabled(p.common, has(xima.KindDropCommon))
	setEnabled(p.special, has(xima.KindDropSpecial))
	setEnabled(p.rescue, has(xima.KindRescue))
	setEnabled(p.undo, !over && !p.setup.rated && g.Round() > 0 && hasAction(g))
	setEnabled(p.resign, !over)
	setEnabled(p.entry, !over && !needsRoll && !p.paused)
	if p.paused {
		p.pause.SetText(L("Resume"))
	} else {
		p.pause.SetText(L("Pause"))
	}
	p.refreshBoard()
	p.refreshMoves()
}

// legal returns the actions the player to move may take now (none while
// the game is paused, over, or waiting for a roll).
func (p *playScreen) legal() []xima.Action {
	if p.paused || p.game.Over() || p.game.NeedsRoll() {
		return nil
	}
	legal := p.game.Legal()
	out := make([]xima.Action, len(legal))
	for i, a := range legal {
		out[i] = xima.Action(a)
	}
	return out
}

func (p *playScreen) refreshBoard() {
	s := p.game.State()
	m := BoardMarks{}
	if last, ok := lastAction(p.game); ok {
		m.Last, m.HasLast = last, true
	}
	if p.sel == selectBlock {
		m.Selected, m.HasSelected = p.from, true
	}
	m.Targets = p.targets()
	p.board.SetPosition(s, m)
}

// targets are the cells where the selection may go.
func (p *playScreen) targets() []xima.Cell {
	var out []xima.Cell
	for _, a := range p.legal() {
		switch {
		case p.sel == selectBlock && a.Kind() == xima.KindMove && a.From() == p.from,
			p.sel == selectCommon && a.Kind() == xima.KindDropCommon,
			p.sel == selectSpecial && a.Kind() == xima.KindDropSpecial,
			p.sel == selectRescue && a.Kind() == xima.KindRescue:
			out = append(out, a.To())
		}
	}
	return out
}

// actionTo returns the action that takes the selection to c.
func (p *playScreen) actionTo(c xima.Cell) (xima.Action, bool) {
	var a xima.Action
	switch p.sel {
	case selectBlock:
		a = xima.MoveAction(p.from, c)
	case selectCommon:
		a = xima.DropAction(false, c)
	case selectSpecial:
		a = xima.DropAction(true, c)
	case selectRescue:
		a = xima.RescueAction(c)
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
// block on c when it can move, else clears the selection.
func (p *playScreen) tapCell(c xima.Cell) {
	if a, ok := p.actionTo(c); ok {
		p.play(a)
		return
	}
	p.sel = selectNone
	for _, a := range p.legal() {
		if a.Kind() == xima.KindMove && a.From() == c {
			p.sel, p.from = selectBlock, c
			break
		}
	}
	p.refreshBoard()
}

// tapReserve selects a block of the mover's reserve.
func (p *playScreen) tapReserve(pl xima.Player, special bool) {
	if s := p.game.State(); pl != s.ToMove() {
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
	p.sel = sel
	p.refreshBoard()
}

// typedKey cancels the selection on Esc.
func (p *playScreen) typedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		p.sel = selectNone
		p.refreshBoard()
	}
}

func (p *playScreen) rollDice() {
	if _, err := p.game.Roll(); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.afterEvent()
}

// submitText plays a move typed in notation.
func (p *playScreen) submitText(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	a, err := p.game.Parse(text)
	if err != nil {
		p.problem.SetText(fmt.Sprintf("%s: %v", text, err))
		return
	}
	p.play(xima.Action(a))
}

// play plays a, charging the mover's clock.
func (p *playScreen) play(a xima.Action) {
	if p.paused {
		return
	}
	before := p.game.State()
	mover := int(before.ToMove())
	var err error
	if p.clocks != nil {
		p.clocks.stop()
		err = p.game.PlayClocked(core.Action(a), p.clocks.left[mover])
	} else {
		err = p.game.Play(core.Action(a))
	}
	if err != nil {
		p.problem.SetText(err.Error())
		p.startClock()
		return
	}
	p.board.Animate(before, a)
	p.entry.SetText("")
	p.afterEvent()
}

// afterEvent clears the selection, saves, and ends the game or starts the
// next clock.
func (p *playScreen) afterEvent() {
	p.sel = selectNone
	p.problem.SetText("")
	if p.game.Over() {
		p.finish()
		return
	}
	p.save()
	p.startClock()
	p.refresh()
}

// startClock runs the clock of the player to move.
func (p *playScreen) startClock() {
	if p.clocks == nil || p.paused || p.game.Over() {
		return
	}
	s := p.game.State()
	p.clocks.start(int(s.ToMove()))
}

func (p *playScreen) clockText(seat int) string {
	if p.clocks == nil {
		return ""
	}
	return xima.FormatClock(p.clocks.remaining(seat).Round(time.Second))
}

// tickLoop updates the clocks ten times a second until the screen closes.
func (p *playScreen) tickLoop() {
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-p.ctx.Done():
			return
		case <-t.C:
			fyne.Do(p.tick)
		}
	}
}

// tick shows the clocks and makes a player whose time ran out lose: a flag
// fall is a resignation.
func (p *playScreen) tick() {
	if p.clocks == nil || p.ended || p.ctx.Err() != nil {
		return
	}
	if p.clocks.flagged() {
		seat := p.clocks.running
		p.clocks.stop()
		if err := p.game.Flag(seat); err != nil {
			p.shell.showError(err)
			return
		}
		p.afterEvent()
		return
	}
	for i, c := range p.seatCards {
		c.clock.SetText(p.clockText(i))
	}
}

func (p *playScreen) togglePause() {
	if p.clocks == nil || p.setup.rated {
		return
	}
	p.paused = !p.paused
	if p.paused {
		p.clocks.stop()
	} else {
		p.startClock()
	}
	p.sel = selectNone
	p.refresh()
}

// undoAction takes back the last action; rated games have no undo. Time
// spent is not given back.
func (p *playScreen) undoAction() {
	if p.setup.rated || p.game.Over() {
		return
	}
	if p.clocks != nil {
		p.clocks.stop()
	}
	if err := p.game.Undo(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.afterEvent()
}

func (p *playScreen) confirmResign() {
	s := p.game.State()
	who := s.ToMove()
	dialog.ShowConfirm(L("Resign"), L("{{.Player}} resigns the game?", map[string]any{"Player": p.seatLabel(int(who))}), func(ok bool) {
		if ok {
			p.resignSeat(who)
		}
	}, p.shell.win)
}

func (p *playScreen) resignSeat(who xima.Player) {
	if p.clocks != nil {
		p.clocks.stop()
	}
	if err := p.game.Resign(int(who)); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.afterEvent()
}

func (p *playScreen) seatLabel(i int) string {
	return seatTitle(p.setup.seats[i].name, xima.Player(i))
}

// save queues an autosave of the game as it stands.
func (p *playScreen) save() {
	s := p.game.State()
	sv := storage.SavedGame{
		ID: p.savedID, Game: "Xima", Mode: "hotseat", Rated: p.setup.rated,
		Record: p.game.Record(), Actions: countActions(p.game), ToMove: int(s.ToMove()),
		TimeControl: p.setup.clock, Started: p.started,
	}
	for i, st := range p.setup.seats {
		seat := storage.SavedSeat{ProfileID: st.profileID, Name: st.name}
		if p.clocks != nil {
			seat.Left, seat.Used = p.clocks.remaining(i), p.clocks.used(i)
		}
		sv.Seats = append(sv.Seats, seat)
	}
	if p.savedID == 0 {
		// The first save must return its id before the next one, so that
		// every later save updates the same row.
		id, err := p.shell.db.Autosave(p.ctx, sv)
		if err != nil {
			p.shell.showError(fmt.Errorf("%s: %w", L("autosave"), err))
			return
		}
		p.savedID = id
		return
	}
	p.saver.save(sv)
}

// finish records the ended game (with the rating changes of a rated one)
// and shows the end dialog.
func (p *playScreen) finish() {
	p.ended = true
	if p.clocks != nil {
		p.clocks.stop()
	}
	p.saver.flush()
	p.refresh()
	res, err := p.record()
	if err != nil {
		p.shell.showError(err)
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
	ratings []xima.RatingChange // rated games only
}

func (p *playScreen) record() (endResult, error) {
	g := p.game
	r := g.Result()
	m := xima.Measure(g)
	res := endResult{winner: r.Winner, reason: r.Reason, powers: m.Powers, level: m.Level}
	for _, f := range m.Forces {
		res.forces = append(res.forces, f.Total())
	}
	fg := storage.FinishedGame{
		Game: "Xima", Mode: "hotseat", Rated: p.setup.rated, Result: g.SeatCode(r.Winner),
		Record: g.Record(), Started: p.started, Duration: p.shell.opt.Now().Sub(p.started),
	}
	if p.setup.rated {
		before := make([]float64, len(p.setup.seats))
		for i, st := range p.setup.seats {
			pr, err := p.shell.db.Profile(p.ctx, st.profileID)
			if err != nil {
				return res, err
			}
			before[i] = pr.Rating("Xima").Rating
		}
		changes, err := xima.CIMAX(before, g)
		if err != nil {
			return res, err
		}
		res.ratings = changes
	}
	for i, st := range p.setup.seats {
		seat := storage.Seat{ProfileID: st.profileID, Name: st.name, Outcome: storage.Loss}
		if i == r.Winner {
			seat.Outcome = storage.Win
		}
		if res.ratings != nil {
			rc := res.ratings[i]
			seat.Rating = storage.RatingChange{Before: rc.Before, After: rc.After, Delta: rc.Delta,
				Force: res.forces[i], Power: res.powers[i], Level: res.level, Experience: rc.Experience}
		}
		fg.Seats = append(fg.Seats, seat)
	}
	if _, err := p.shell.db.RecordGame(p.ctx, fg, p.savedID); err != nil {
		return res, fmt.Errorf("%s: %w", L("saving the finished game"), err)
	}
	p.savedID = 0
	return res, nil
}

func (p *playScreen) showEnd(res endResult) {
	head := L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": p.seatLabel(res.winner), "Reason": ximaReason(res.reason)})
	grid := container.NewGridWithColumns(4,
		boldLabel(L("Player")), boldLabel(L("Force")), boldLabel(L("Power")), boldLabel(L("CIMAX")))
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
	p.endContent = container.NewVBox(widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		grid, widget.NewLabel(L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", res.level)})))
	rematch := widget.NewButtonWithIcon(L("Rematch"), theme.ViewRefreshIcon(), func() {
		p.endDialog.Hide()
		p.shell.startXima(p.setup)
	})
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), func() {
		p.endDialog.Hide()
		p.shell.showHome()
	})
	rematch.Importance = widget.HighImportance
	p.endDialog = dialog.NewCustomWithoutButtons(L("Game over"), container.NewVBox(p.endContent, container.NewHBox(layout.NewSpacer(), home, rematch)), p.shell.win)
	p.endDialog.Show()
}

// countActions is the number of actions played.
func countActions(g *xima.Game) int {
	n := 0
	for _, ev := range g.Events() {
		if ev.Kind == xima.EventAction {
			n++
		}
	}
	return n
}

func hasAction(g *xima.Game) bool { return countActions(g) > 0 }

// lastAction is the last action played.
func lastAction(g *xima.Game) (xima.Action, bool) {
	if acts := g.Actions(); len(acts) > 0 {
		return acts[len(acts)-1], true
	}
	return 0, false
}

// ximaReason is how a Xima game ended, in words, translated.
func ximaReason(why core.Reason) string {
	switch why {
	case xima.SummitReached:
		return L("summit")
	case xima.Drowned:
		return L("drowned")
	case xima.OutOfBlocks:
		return L("out of blocks")
	case core.Resigned:
		return L("resignation")
	case core.Flagged:
		return L("flag fall")
	}
	return string(why)
}

func (p *playScreen) refreshMoves() {
	rows := moveRows(p.game.Events(), p.longForm.Checked)
	p.moves.set(rows, len(rows)-1)
}

// dieFace is the die's face as a glyph.
func dieFace(d uint8) string {
	if d < 1 || d > 6 {
		return ""
	}
	return string(rune('⚀' + rune(d-1)))
}

func setVisible(o fyne.CanvasObject, v bool) {
	if v {
		o.Show()
	} else {
		o.Hide()
	}
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

func boldLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
