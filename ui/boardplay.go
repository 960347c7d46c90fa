package ui

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/widgets"
)

// seatSetup is one seat of a new game.
type seatSetup struct {
	profileID int64 // 0 for a guest or the computer
	name      string
	computer  int // the computer's level; 0 for a person
}

// storedSeat is a seat as a saved game names it: a computer's code
// ("computer:3") seats the computer again.
func storedSeat(profileID int64, name string) seatSetup {
	seat := seatSetup{profileID: profileID, name: name}
	if profileID == 0 {
		seat.computer, _ = session.ComputerLevel(name)
	}
	return seat
}

// boardSetup is a game of one of the other games as its set-up screen
// chose it.
type boardSetup struct {
	kind    boards.Kind
	seats   []seatSetup
	variant string
	rated   bool
	clock   session.TimeControl
}

// boardSetupScreen sets up a game of kind: how many players, the variant,
// who sits where, rated or casual.
type boardSetupScreen struct {
	shell   *Shell
	kind    boards.Kind
	root    fyne.CanvasObject
	picker  *widgets.SeatPicker
	count   *widget.RadioGroup
	variant *widget.Select
	seatBox *fyne.Container
	rated   *widget.Check
	clock   *widgets.TimeControlPicker
	problem *widget.Label
	play    *widget.Button
}

func (b *boardSetupScreen) Title() string              { return lang.L("New game") }
func (b *boardSetupScreen) Content() fyne.CanvasObject { return b.root }
func (b *boardSetupScreen) Close()                     {}

// showBoardSetup shows the set-up screen of kind.
func (s *Shell) showBoardSetup(kind boards.Kind) {
	b := &boardSetupScreen{shell: s, kind: kind}
	b.picker = widgets.NewSeatPicker(s, s.Computers(kind.Name).New != nil, b.check)
	maxSeats := 0
	var counts []string
	for _, n := range kind.Seats {
		counts = append(counts, strconv.Itoa(n))
		maxSeats = max(maxSeats, n)
	}
	for i := range maxSeats {
		b.picker.Add(i)
	}
	b.seatBox = container.NewVBox()
	b.count = widget.NewRadioGroup(counts, func(string) { b.layoutSeats() })
	b.count.Horizontal = true
	b.rated = widget.NewCheck(lang.L("Rated (no undo)"), func(bool) { b.check() })
	b.clock = widgets.NewTimeControlPicker(b.check)
	b.problem = widget.NewLabel("")
	b.problem.Importance = widget.DangerImportance
	b.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), b.start)
	b.play.Importance = widget.HighImportance
	form := widget.NewForm(widget.NewFormItem(lang.L("Players"), b.count), widget.NewFormItem(lang.L("Seats"), b.seatBox))
	if len(kind.Variants) > 0 {
		b.variant = widget.NewSelect(kind.Variants, nil)
		b.variant.SetSelectedIndex(0)
		form.Append(lang.L(kind.VariantLabel), b.variant)
	}
	form.Append(lang.L("Game"), b.rated)
	form.Append(lang.L("Clock"), b.clock.Root)
	b.count.SetSelected(counts[0])
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	b.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		widgets.BoldLabel(lang.L("New {{.Game}} game", map[string]any{"Game": kind.Name})), form, b.problem,
		container.NewHBox(home, layout.NewSpacer(), b.play))))
	s.Show(b)
}

func (b *boardSetupScreen) seats() int {
	n, _ := strconv.Atoi(b.count.Selected)
	return max(n, 1)
}

// sideNames returns the seats' sides for n players, from a sample game.
func (b *boardSetupScreen) sideNames(n int) []string {
	names := make([]string, n)
	g, err := b.kind.NewGame(n, b.variantChoice(), 1)
	for i := range names {
		names[i] = fmt.Sprintf("%d", i+1)
		if err == nil {
			names[i] = g.SeatName(i)
		}
	}
	return names
}

func (b *boardSetupScreen) variantChoice() string {
	if b.variant == nil {
		return ""
	}
	return b.variant.Selected
}

func (b *boardSetupScreen) layoutSeats() {
	b.seatBox.RemoveAll()
	for i, side := range b.sideNames(b.seats()) {
		b.seatBox.Add(container.NewHBox(container.NewGridWrap(fyne.NewSize(110, 36), widget.NewLabel(side)),
			container.NewGridWrap(fyne.NewSize(220, 36), b.picker.Selects[i])))
	}
	b.check()
}

func (b *boardSetupScreen) check() {
	if b.play == nil || b.count.Selected == "" {
		return
	}
	err := b.picker.Check(b.seats(), b.rated.Checked)
	if err == nil {
		_, err = b.clock.Value()
	}
	if err == nil && b.rated.Checked && b.seats() == 1 {
		err = errors.New(lang.L("a game for one player is not rated"))
	}
	widgets.ShowProblem(b.problem, b.play, err)
}

func (b *boardSetupScreen) start() {
	n := b.seats()
	tc, err := b.clock.Value()
	if err != nil {
		b.problem.SetText(err.Error())
		return
	}
	st := boardSetup{kind: b.kind, variant: b.variantChoice(), rated: b.rated.Checked, clock: tc}
	for i := range n {
		seat := seatSetup{computer: b.picker.Computer(i)}
		seat.profileID, seat.name = b.picker.Seat(i)
		st.seats = append(st.seats, seat)
	}
	g, err := b.kind.NewGame(n, st.variant, b.shell.opt.Seed())
	if err != nil {
		b.shell.ShowError(err)
		return
	}
	b.shell.startBoardGame(st, g, nil)
}

// boardPlayScreen is a game of one of the other games in play: the board,
// the seats with their figures and clocks, the moves, and the controls. It
// plays through a play session, which keeps the clocks, saves every action
// in the background and stores the finished game.
type boardPlayScreen struct {
	shell  *Shell
	setup  boardSetup
	game   boards.Game
	sess   *session.Session
	ctx    context.Context
	cancel context.CancelFunc
	root   fyne.CanvasObject
	// boardArea holds the board, or a notice while the game is paused.
	boardArea *fyne.Container
	status    []*widget.Label
	names     []*widget.Label
	clocks    []*widget.Label
	moves     *widgets.MoveList
	entry     *widget.Entry
	problem   *widget.Label
	undo      *widget.Button
	pause     *widget.Button
	resign    *widget.Button
	step      *widget.Button
	hint      *widget.Button
	// note says who is thinking, or the hint found.
	note     *widget.Label
	hintText string
	// endContent is the end dialog's body, the figures tests read.
	endContent fyne.CanvasObject
}

// startBoardGame shows a new play screen for g, or the saved game being
// resumed, or says why it cannot start.
func (s *Shell) startBoardGame(st boardSetup, g boards.Game, saved *storage.SavedGame) {
	p, err := newBoardPlayScreen(s, st, g, saved)
	if err != nil {
		s.ShowError(err)
		return
	}
	s.Show(p)
}

func newBoardPlayScreen(s *Shell, st boardSetup, g boards.Game, saved *storage.SavedGame) (*boardPlayScreen, error) {
	kind := st.kind
	p := &boardPlayScreen{shell: s, setup: st, game: g}
	p.ctx, p.cancel = context.WithCancel(s.ctx)
	seats := make([]session.Seat, len(st.seats))
	for i, seat := range st.seats {
		seats[i] = session.Seat{ProfileID: seat.profileID, Name: seat.name, Computer: seat.computer}
	}
	var err error
	p.sess, err = session.New(p.ctx, session.Config{
		Kind: session.Kind{Name: kind.Name, Read: kind.Read}, Game: g.Engine(), Seats: seats,
		Rated: st.rated, Mode: session.Mode(seats), Clock: st.clock, Store: s.db, Now: s.opt.Now, Saved: saved,
		OnSaveError: s.ShowError, Post: s.Post,
		OnFinished: p.showEnd, Computers: s.Computers(kind.Name),
		OnComputer: p.playComputer, OnComputerError: p.computerFailed,
	})
	if err != nil {
		p.cancel()
		return nil, err
	}
	s.Track(p.sess)
	g.SetPlay(p.playAction)
	g.SetOnPlayed(p.refresh)
	p.build()
	p.refresh()
	if st.clock.Timed() && !s.opt.NoTicker {
		go widgets.RunClock(p.ctx, p.tick)
	}
	return p, nil
}

func (p *boardPlayScreen) build() {
	g, st := p.game, p.setup
	seats := container.NewVBox()
	for i, seat := range st.seats {
		name := widgets.BoldLabel(widgets.SeatLabel(seat.name, g.SeatName(i)))
		status := widget.NewLabel("")
		status.Wrapping = fyne.TextWrapWord
		clock := widget.NewLabel("")
		p.names = append(p.names, name)
		p.status = append(p.status, status)
		p.clocks = append(p.clocks, clock)
		seats.Add(container.NewVBox(container.NewBorder(nil, nil, nil, clock, name), status))
	}
	p.moves = widgets.NewMoveList()
	p.entry = widget.NewEntry()
	p.entry.SetPlaceHolder(lang.L("Type a move"))
	p.entry.OnSubmitted = p.submit
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	p.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), p.undoMove)
	p.pause = widget.NewButtonWithIcon(lang.L("Pause"), theme.MediaPauseIcon(), p.togglePause)
	p.resign = widget.NewButtonWithIcon(lang.L("Resign"), theme.CancelIcon(), p.confirmResign)
	p.step = widget.NewButtonWithIcon(lang.L("Step"), theme.MediaSkipNextIcon(), p.stepComputer)
	p.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.QuestionIcon(), p.askHint)
	p.note = widget.NewLabel("")
	p.note.Importance = widget.HighImportance
	p.note.Wrapping = fyne.TextWrapWord
	if st.rated {
		p.undo.Hide()
		p.pause.Hide()
	}
	if st.rated || p.shell.Computers(st.kind.Name).New == nil {
		p.hint.Hide()
	}
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), p.shell.ShowHome)
	side := container.NewBorder(container.NewVBox(seats,
		container.NewBorder(nil, nil, nil, widget.NewButton(lang.L("Play"), func() { p.submit(p.entry.Text) }), p.entry),
		p.problem, container.NewBorder(nil, nil, nil, container.NewHBox(p.hint, p.step), p.note),
		container.NewGridWithColumns(4, p.undo, p.pause, p.resign, home),
		widgets.BoldLabel(lang.L("Moves"))), nil, nil, nil, p.moves.List)
	p.boardArea = container.NewStack(g.Board())
	split := container.NewHSplit(p.boardArea, side)
	split.Offset = 0.62
	p.root = split
}

func (p *boardPlayScreen) Title() string              { return p.setup.kind.Name }
func (p *boardPlayScreen) Content() fyne.CanvasObject { return p.root }

// close stops the clock's ticker and has the session save the game where
// it stands (in the background).
func (p *boardPlayScreen) Close() {
	p.cancel()
	p.sess.Close()
}

// refresh shows the game as it stands.
func (p *boardPlayScreen) refresh() {
	g := p.sess.Game()
	over := g.Result().Over
	for i := range p.status {
		p.status[i].SetText(p.game.Status(i))
		p.names[i].Importance = widget.MediumImportance
		if !over && i == g.ToMove() {
			p.names[i].Importance = widget.HighImportance
		}
		p.names[i].Refresh()
	}
	p.refreshClocks()
	var rows []string
	for i, m := range g.Moves() {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, m))
	}
	p.moves.Set(rows, len(rows)-1)
	paused, computer := p.sess.Paused(), p.sess.ComputerToMove()
	widgets.SetEnabled(p.undo, !over && (!paused || p.sess.Demo()) && len(rows) > 0)
	widgets.SetEnabled(p.pause, !over)
	widgets.SetEnabled(p.resign, !over)
	widgets.SetEnabled(p.entry, !over && !paused && !computer)
	widgets.SetVisible(p.step, paused && p.sess.HasComputer())
	widgets.SetEnabled(p.step, computer && p.sess.Thinking() < 0)
	widgets.SetEnabled(p.hint, !over && !paused && !computer && !p.sess.HintPending())
	p.note.SetText(p.statusText())
	if paused {
		p.pause.SetText(lang.L("Resume"))
		p.pause.SetIcon(theme.MediaPlayIcon())
		p.boardArea.Objects = []fyne.CanvasObject{container.NewCenter(widgets.BoldLabel(lang.L("Paused")))}
	} else {
		p.pause.SetText(lang.L("Pause"))
		p.pause.SetIcon(theme.MediaPauseIcon())
		p.boardArea.Objects = []fyne.CanvasObject{p.game.Board()}
	}
	p.boardArea.Refresh()
	p.game.Refresh()
}

// refreshClocks shows each seat's time left, the low ones in red.
func (p *boardPlayScreen) refreshClocks() {
	if !p.sess.Clock().Timed() {
		return
	}
	for i, l := range p.clocks {
		widgets.ShowClock(l, p.sess.Remaining(i), p.sess.LowTime(i))
	}
}

// tick makes a player whose time ran out lose, and shows the clocks.
func (p *boardPlayScreen) tick() {
	if p.ctx.Err() != nil {
		return
	}
	if p.sess.Tick() {
		p.refresh()
		return
	}
	p.refreshClocks()
}

// playAction plays an action the board chose; on a computer's turn the
// board's clicks play nothing.
func (p *boardPlayScreen) playAction(a core.Action) error {
	if p.sess.ComputerToMove() {
		err := errors.New(lang.L("the computer is to move"))
		p.problem.SetText(err.Error())
		return err
	}
	p.hintText = ""
	err := p.sess.Play(a)
	p.problem.SetText("")
	if err != nil {
		p.problem.SetText(err.Error())
	}
	return err
}

func (p *boardPlayScreen) submit(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if p.sess.ComputerToMove() {
		p.problem.SetText(lang.L("the computer is to move"))
		return
	}
	p.hintText = ""
	if _, err := p.sess.PlayText(text); err != nil {
		p.problem.SetText(fmt.Sprintf("%s: %v", text, err))
		return
	}
	p.entry.SetText("")
	p.problem.SetText("")
	p.refresh()
}

func (p *boardPlayScreen) undoMove() {
	if err := p.sess.Undo(); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.hintText = ""
	p.problem.SetText("")
	p.refresh()
}

// playComputer plays the computer's action as a click on the board would.
func (p *boardPlayScreen) playComputer(a core.Action) {
	p.hintText = ""
	if err := p.sess.Play(a); err != nil {
		p.problem.SetText(err.Error())
	} else {
		p.problem.SetText("")
	}
	p.refresh()
}

// statusText says whose computer is thinking, that a hint is being
// looked for, or the hint found.
func (p *boardPlayScreen) statusText() string {
	if seat := p.sess.Thinking(); seat >= 0 {
		return lang.L("{{.Player}} is thinking…", map[string]any{"Player": p.seatLabel(seat)})
	}
	if p.sess.HintPending() {
		return lang.L("Looking for a hint…")
	}
	return p.hintText
}

// seatLabel is seat's player and side: "Computer (level 3) (White)".
func (p *boardPlayScreen) seatLabel(seat int) string {
	return widgets.SeatLabel(p.setup.seats[seat].name, p.game.SeatName(seat))
}

// computerFailed tells that a computer could not move.
func (p *boardPlayScreen) computerFailed(err error) {
	p.refresh()
	p.problem.SetText(err.Error())
}

// stepComputer has the computer to move play one action while paused.
func (p *boardPlayScreen) stepComputer() {
	if err := p.sess.Step(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.refresh()
}

// askHint has the strongest level look for the mover's action, off the
// screen's goroutine, then names it in the status line: "Hint: c3-c1".
func (p *boardPlayScreen) askHint() {
	err := p.sess.Hint(func(a core.Action, err error) {
		if err != nil {
			p.problem.SetText(err.Error())
		} else {
			p.hintText = lang.L("Hint: {{.Move}}", map[string]any{"Move": p.sess.Game().Format(a)})
		}
		p.refresh()
	})
	if err != nil {
		p.problem.SetText(err.Error())
	}
	p.refresh()
}

func (p *boardPlayScreen) togglePause() {
	if p.sess.Paused() {
		p.sess.Resume()
	} else if err := p.sess.Pause(); err != nil {
		p.problem.SetText(err.Error())
	}
	p.refresh()
}

// confirmResign asks which player leaves (the one to move, unless another
// is picked: anyone may resign at any time) and takes them out.
func (p *boardPlayScreen) confirmResign() {
	var labels []string
	for i, seat := range p.setup.seats {
		labels = append(labels, widgets.SeatLabel(seat.name, p.game.SeatName(i)))
	}
	who := widget.NewSelect(labels, nil)
	who.SetSelectedIndex(p.sess.Game().ToMove())
	dialog.ShowCustomConfirm(lang.L("Resign"), lang.L("Resign"), lang.L("Cancel"),
		container.NewVBox(widget.NewLabel(lang.L("Who resigns the game?")), who), func(ok bool) {
			if ok && who.SelectedIndex() >= 0 {
				p.resignSeat(who.SelectedIndex())
			}
		}, p.shell.win)
}

// resignSeat takes seat's player out of the game.
func (p *boardPlayScreen) resignSeat(seat int) {
	if err := p.sess.Resign(seat); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.refresh()
}

// showEnd shows how the game ended and the rating changes, once the
// session has stored it.
func (p *boardPlayScreen) showEnd(f session.Finished) {
	if f.Err != nil {
		p.shell.ShowError(fmt.Errorf("%s: %w", lang.L("saving the finished game"), f.Err))
	}
	_, winner, reason := p.game.Result()
	head := lang.L("Draw: {{.Reason}}", map[string]any{"Reason": reason})
	if len(p.setup.seats) == 1 {
		head = lang.L("Not solved: {{.Reason}}", map[string]any{"Reason": reason})
	}
	if winner >= 0 {
		head = lang.L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": widgets.SeatLabel(p.setup.seats[winner].name, p.game.SeatName(winner)), "Reason": reason})
	}
	body := container.NewVBox(widgets.BoldLabel(head))
	for i, seat := range p.setup.seats {
		line := widgets.SeatLabel(seat.name, p.game.SeatName(i)) + ": " + p.game.Status(i)
		if i < len(f.Ratings) {
			rc := f.Ratings[i]
			line += fmt.Sprintf(" · %s %.1f → %.1f (%+.1f)", lang.L("Rating"), rc.Before, rc.After, rc.Delta)
		}
		body.Add(widget.NewLabel(line))
	}
	p.endContent = body
	var d dialog.Dialog
	rematch := widget.NewButtonWithIcon(lang.L("Rematch"), theme.ViewRefreshIcon(), func() {
		d.Hide()
		g, err := p.setup.kind.NewGame(len(p.setup.seats), p.setup.variant, p.shell.opt.Seed())
		if err != nil {
			p.shell.ShowError(err)
			return
		}
		p.shell.startBoardGame(p.setup, g, nil)
	})
	rematch.Importance = widget.HighImportance
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), func() {
		d.Hide()
		p.shell.ShowHome()
	})
	d = dialog.NewCustomWithoutButtons(lang.L("Game over"), container.NewVBox(body, container.NewHBox(layout.NewSpacer(), home, rematch)), p.shell.win)
	d.Show()
}
