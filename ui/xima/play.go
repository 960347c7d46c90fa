package xima

import (
	"context"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/lang"
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

	sel  selection
	from engine.Cell

	board     Board
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
	step      *widget.Button
	hint      *widget.Button
	// status says who is thinking, or the hint found.
	status    *widget.Label
	hintText  string
	entry     *widget.Entry
	problem   *widget.Label
	moves     *widgets.MoveList
	longForm  *widget.Check
	root      fyne.CanvasObject
	endDialog dialog.Dialog
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
		Kind: session.Kind{Name: engine.GameName, Read: func(r io.Reader) (core.Game, error) { return engine.ReadGame(r) }, Rate: ratings},
		Game: g, Seats: seats, Rated: setup.rated, Mode: session.Mode(seats), Clock: setup.clock,
		Store: h.DB(), Now: h.Now, Saved: saved, OnSaveError: h.ShowError, Post: h.Post,
		OnFinished: p.finished, Computers: h.Computers(engine.GameName),
		OnComputer:      func(a core.Action) { p.play(engine.Action(a)) },
		OnComputerError: p.computerFailed,
	})
	if err != nil {
		p.cancel()
		return nil, err
	}
	h.Track(p.sess)
	p.build()
	p.refresh()
	if setup.clock.Timed() && !h.NoTicker() {
		go widgets.RunClock(p.ctx, p.tick)
	}
	return p, nil
}

// ratings rates a finished Xima game by CIMAX, keeping each player's
// game force and power and the game level beside the change.
func ratings(g core.Game, before []float64) ([]storage.RatingChange, error) {
	xg := g.(*engine.Game)
	changes, err := engine.CIMAX(before, xg)
	if err != nil {
		return nil, err
	}
	m := engine.Measure(xg)
	out := make([]storage.RatingChange, len(changes))
	for i, rc := range changes {
		out[i] = storage.RatingChange{Before: rc.Before, After: rc.After, Delta: rc.Delta,
			Force: m.Forces[i].Total(), Power: m.Powers[i], Level: m.Level, Experience: rc.Experience}
	}
	return out, nil
}

func (p *playScreen) Title() string { return lang.L("Xima game") }

func (p *playScreen) Content() fyne.CanvasObject { return p.root }

// close stops the clock's ticker and has the session save the game where
// it stands (in the background).
func (p *playScreen) Close() {
	p.cancel()
	p.sess.Close()
}

func (p *playScreen) build() {
	if p.board = p.host.Board3D(); p.board == nil {
		p.board = newBoard2D()
	}
	p.board.SetOnTapCell(p.tapCell)
	p.board.SetOnTapReserve(p.tapReserve)

	n := len(p.setup.seats)
	cards := container.NewVBox()
	for i := range n {
		c := newSeatCard(engine.Player(i), p.setup.seats[i].name)
		p.seatCards = append(p.seatCards, c)
		cards.Add(c.root)
	}
	p.level = widget.NewLabel("")
	p.dice = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p.dice.TextSize = 40
	p.roll = widget.NewButtonWithIcon(lang.L("Roll the dice"), theme.MediaPlayIcon(), p.rollDice)
	p.pass = widget.NewButton(lang.L("Pass"), func() { p.play(engine.PassAction) })
	p.common = widget.NewButton(lang.L("Common from reserve"), func() { p.choose(selectCommon) })
	p.special = widget.NewButton(lang.L("Special from reserve"), func() { p.choose(selectSpecial) })
	p.rescue = widget.NewButton(lang.L("Rescue the special"), func() { p.choose(selectRescue) })
	p.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), p.undoAction)
	p.pause = widget.NewButtonWithIcon(lang.L("Pause"), theme.MediaPauseIcon(), p.togglePause)
	p.resign = widget.NewButtonWithIcon(lang.L("Resign"), theme.CancelIcon(), p.confirmResign)
	p.step = widget.NewButtonWithIcon(lang.L("Step"), theme.MediaSkipNextIcon(), p.stepComputer)
	p.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.QuestionIcon(), p.askHint)
	p.status = widget.NewLabel("")
	p.status.Importance = widget.HighImportance
	p.status.Wrapping = fyne.TextWrapWord
	p.entry = widget.NewEntry()
	p.entry.SetPlaceHolder(lang.L("Type a move: -K3, B2C3, =G6"))
	p.entry.OnSubmitted = p.submitText
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	p.moves = widgets.NewMoveList()
	p.longForm = widget.NewCheck(lang.L("Long notation"), func(bool) { p.refreshMoves() })
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), p.host.ShowHome)

	if p.setup.rated {
		p.undo.Hide()
		p.pause.Hide()
	}
	if p.setup.rated || p.host.Computers(engine.GameName).New == nil {
		p.hint.Hide()
	}

	side := container.NewVBox(
		cards,
		p.level,
		container.NewHBox(p.dice, layout.NewSpacer(), container.NewVBox(p.roll, p.pass)),
		container.NewGridWithColumns(3, p.common, p.special, p.rescue),
		container.NewBorder(nil, nil, nil, widget.NewButton(lang.L("Play"), func() { p.submitText(p.entry.Text) }), p.entry),
		p.problem,
		container.NewBorder(nil, nil, nil, container.NewHBox(p.hint, p.step), p.status),
		container.NewGridWithColumns(4, p.undo, p.pause, p.resign, home),
	)
	movesBox := container.NewBorder(container.NewHBox(widget.NewLabelWithStyle(lang.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), layout.NewSpacer(), p.longForm), nil, nil, nil, p.moves.List)
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
	m := engine.Measure(g)
	toMove := s.ToMove()
	for i, c := range p.seatCards {
		pl := engine.Player(i)
		c.update(&s, pl, m, !over && pl == toMove, p.clockText(i))
	}
	p.level.SetText(lang.L("Game level: {{.Level}}   Round {{.Round}}", map[string]any{"Level": fmt.Sprintf("%.2f", m.Level), "Round": g.Round()}))

	computer := p.sess.ComputerToMove()
	needsRoll := !over && g.NeedsRoll() && !computer
	dice := s.Dice()
	p.dice.Text = ""
	if s.Style(toMove) != engine.Sport && !needsRoll && !over {
		p.dice.Text = dieFace(dice[0])
		if s.Style(toMove) == engine.TwoDice {
			p.dice.Text += " " + dieFace(dice[1])
		}
	}
	p.dice.Refresh()
	widgets.SetVisible(p.roll, needsRoll)

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
	widgets.SetEnabled(p.undo, !over && !p.setup.rated && g.Round() > 0 && hasAction(g))
	widgets.SetEnabled(p.resign, !over)
	widgets.SetEnabled(p.entry, !over && !needsRoll && !p.sess.Paused() && !computer)
	if p.sess.Paused() {
		p.pause.SetText(lang.L("Resume"))
	} else {
		p.pause.SetText(lang.L("Pause"))
	}
	widgets.SetVisible(p.step, p.sess.Paused() && p.sess.HasComputer())
	widgets.SetEnabled(p.step, computer && p.sess.Thinking() < 0)
	widgets.SetEnabled(p.hint, !over && !computer && !p.sess.Paused() && !g.NeedsRoll() && !p.sess.HintPending())
	p.status.SetText(p.statusText())
	p.refreshBoard()
	p.refreshMoves()
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
	m.Targets = p.targets()
	p.board.SetPosition(s, m)
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
// block on c when it can move, else clears the selection.
func (p *playScreen) tapCell(c engine.Cell) {
	if a, ok := p.actionTo(c); ok {
		p.play(a)
		return
	}
	p.sel = selectNone
	for _, a := range p.legal() {
		if a.Kind() == engine.KindMove && a.From() == c {
			p.sel, p.from = selectBlock, c
			break
		}
	}
	p.refreshBoard()
}

// tapReserve selects a block of the mover's reserve.
func (p *playScreen) tapReserve(pl engine.Player, special bool) {
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
func (p *playScreen) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		p.sel = selectNone
		p.refreshBoard()
	}
}

func (p *playScreen) rollDice() {
	if _, err := p.sess.Roll(); err != nil {
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
	if p.sess.ComputerToMove() {
		p.problem.SetText(lang.L("the computer is to move"))
		return
	}
	a, err := p.game.Parse(text)
	if err != nil {
		p.problem.SetText(fmt.Sprintf("%s: %v", text, err))
		return
	}
	p.play(engine.Action(a))
}

// play plays a through the session, which charges the mover's clock.
func (p *playScreen) play(a engine.Action) {
	before := p.game.State()
	if err := p.sess.Play(core.Action(a)); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.board.Animate(before, a)
	p.entry.SetText("")
	p.afterEvent()
}

// afterEvent clears the selection and shows the game as it stands; the
// session has saved it, or is storing it when it ended.
func (p *playScreen) afterEvent() {
	p.sel = selectNone
	p.hintText = ""
	p.problem.SetText("")
	p.refresh()
}

// statusText says whose computer is thinking, that a hint is being
// looked for, or the hint found.
func (p *playScreen) statusText() string {
	if seat := p.sess.Thinking(); seat >= 0 {
		return lang.L("{{.Player}} is thinking…", map[string]any{"Player": p.seatLabel(seat)})
	}
	if p.sess.HintPending() {
		return lang.L("Looking for a hint…")
	}
	return p.hintText
}

// computerFailed tells that a computer could not move.
func (p *playScreen) computerFailed(err error) {
	p.refresh()
	p.problem.SetText(err.Error())
}

// stepComputer has the computer to move play one action while paused.
func (p *playScreen) stepComputer() {
	if err := p.sess.Step(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.refresh()
}

// askHint has the strongest level look for the mover's action, off the
// screen's goroutine, then shows it.
func (p *playScreen) askHint() {
	if err := p.sess.Hint(p.showHint); err != nil {
		p.problem.SetText(err.Error())
	}
	p.refresh()
}

// showHint selects the hinted action's block on the board and names the
// action in the status line: "Hint: B2C3".
func (p *playScreen) showHint(a core.Action, err error) {
	if err != nil {
		p.problem.SetText(err.Error())
		p.refresh()
		return
	}
	act := engine.Action(a)
	p.hintText = lang.L("Hint: {{.Move}}", map[string]any{"Move": p.game.Format(a)})
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
	p.refresh()
}

func (p *playScreen) clockText(seat int) string {
	if !p.sess.Clock().Timed() {
		return ""
	}
	return widgets.FormatClock(p.sess.Remaining(seat))
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
	if !p.sess.Clock().Timed() {
		return
	}
	for i, c := range p.seatCards {
		widgets.ShowClock(c.clock, p.sess.Remaining(i), p.sess.LowTime(i))
	}
}

func (p *playScreen) togglePause() {
	if p.sess.Paused() {
		p.sess.Resume()
	} else if err := p.sess.Pause(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.sel = selectNone
	p.refresh()
}

// undoAction takes back the last action; rated games have no undo. Time
// spent is not given back.
func (p *playScreen) undoAction() {
	if err := p.sess.Undo(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.afterEvent()
}

func (p *playScreen) confirmResign() {
	s := p.game.State()
	who := s.ToMove()
	dialog.ShowConfirm(lang.L("Resign"), lang.L("{{.Player}} resigns the game?", map[string]any{"Player": p.seatLabel(int(who))}), func(ok bool) {
		if ok {
			p.resignSeat(who)
		}
	}, p.host.Window())
}

func (p *playScreen) resignSeat(who engine.Player) {
	if err := p.sess.Resign(int(who)); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.afterEvent()
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
	res := endResult{winner: r.Winner, reason: r.Reason, powers: m.Powers, level: m.Level, ratings: f.Ratings}
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
	p.endContent = container.NewVBox(widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		grid, widget.NewLabel(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", res.level)})))
	rematch := widget.NewButtonWithIcon(lang.L("Rematch"), theme.ViewRefreshIcon(), func() {
		p.endDialog.Hide()
		startGame(p.host, p.setup)
	})
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), func() {
		p.endDialog.Hide()
		p.host.ShowHome()
	})
	rematch.Importance = widget.HighImportance
	p.endDialog = dialog.NewCustomWithoutButtons(lang.L("Game over"), container.NewVBox(p.endContent, container.NewHBox(layout.NewSpacer(), home, rematch)), p.host.Window())
	p.endDialog.Show()
}

// countActions is the number of actions played.
func countActions(g *engine.Game) int {
	n := 0
	for _, ev := range g.Events() {
		if ev.Kind == engine.EventAction {
			n++
		}
	}
	return n
}

func hasAction(g *engine.Game) bool { return countActions(g) > 0 }

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
	p.moves.Set(rows, len(rows)-1)
}

// dieFace is the die's face as a glyph.
func dieFace(d uint8) string {
	if d < 1 || d > 6 {
		return ""
	}
	return string(rune('⚀' + rune(d-1)))
}
