package ui

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
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
func (b *boardSetupScreen) Close()                     { b.picker.Close() }

// showBoardSetup shows the set-up screen of kind.
func (s *Shell) showBoardSetup(kind boards.Kind) {
	b := &boardSetupScreen{shell: s, kind: kind}
	b.picker = widgets.NewSeatPicker(s, s.reads, s.Computers(kind.Name).New != nil, b.check)
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
	b.count.Required = true // a second click on the chosen count keeps it
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
	// ctl are the controls every game's play screen shares: actions, move
	// box, status, moves.
	ctl    *widgets.PlayControls
	status []*widget.Label
	names  []*widget.Label
	clocks []*widget.Label
	// turn says who plays and what they can do (boards.Game.Turn).
	turn *widget.Label
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
		OnSaveError: func(err error) { host.SaveFailed(s, err) }, OnSaveRecovered: func() { host.SavedAgain(s) }, Post: s.Post,
		OnFinished: p.showEnd, Computers: s.Computers(kind.Name),
		OnComputer: p.playComputer, OnComputerError: func(err error) { p.ctl.ComputerFailed(err) },
	})
	if err != nil {
		p.cancel()
		return nil, err
	}
	s.Track(p.sess)
	g.SetPlay(p.playAction)
	g.SetOnPlayed(p.refresh)
	p.build()
	g.SetOnRefused(p.explain)
	p.refresh()
	if st.clock.Timed() && !s.opt.NoTicker {
		go widgets.RunClock(p.ctx, p.sess, p.tick)
	}
	return p, nil
}

func (p *boardPlayScreen) build() {
	g, st := p.game, p.setup
	p.ctl = widgets.NewPlayControls(widgets.PlayConfig{
		Host: p.shell, Session: p.sess, Board: g.Board(),
		Hints:       p.shell.Computers(st.kind.Name).New != nil,
		Placeholder: lang.L("Type a move"),
		SeatLabel:   p.seatLabel,
		Submit:      p.submit,
		Changed:     p.refresh,
		Refresh:     p.refresh,
		Rules:       func() { rules.ShowOn(p.shell, st.kind.Name) },
	})
	seats := container.NewVBox()
	for i, seat := range st.seats {
		name := widgets.BoldLabel(widgets.SeatLabel(seat.name, g.SeatName(i)))
		name.Truncation = fyne.TextTruncateEllipsis
		status := widget.NewLabel("")
		status.Wrapping = fyne.TextWrapWord
		clock := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true, Bold: true})
		p.names = append(p.names, name)
		p.status = append(p.status, status)
		p.clocks = append(p.clocks, clock)
		seats.Add(widgets.Compact(widgets.CompactColumn(widgets.CompactRow(nil, name, clock), status)))
	}
	p.turn = widgets.BoldLabel("")
	p.turn.Wrapping = fyne.TextWrapWord
	split := container.NewHSplit(p.ctl.BoardArea, p.ctl.Panel([]fyne.CanvasObject{seats, p.turn}, nil))
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
	turn := ""
	if doing := p.game.Turn(); doing != "" && !p.sess.Paused() && !p.sess.ComputerToMove() {
		turn = p.seatLabel(g.ToMove()) + ": " + doing
	}
	p.turn.SetText(turn)
	var rows []string
	for i, m := range g.Moves() {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, widgets.MoveWords(m)))
	}
	p.ctl.Moves.Set(rows, len(rows)-1)
	p.ctl.Update()
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
		p.ctl.Fail(session.ErrComputerTurn)
		return session.ErrComputerTurn
	}
	p.ctl.Clear()
	err := p.sess.Play(a)
	if err != nil {
		p.ctl.Fail(err)
	}
	return err
}

// explain shows why the board refused a click, or clears the problem line
// when it selected instead; on the computer's turn the clicks are not the
// player's, so that is the reason.
func (p *boardPlayScreen) explain(err error) {
	if err != nil && p.sess.ComputerToMove() {
		err = session.ErrComputerTurn
	}
	p.ctl.Explain(err)
}

// submit plays a move typed in the game's notation.
func (p *boardPlayScreen) submit(text string) error {
	if _, err := p.sess.PlayText(text); err != nil {
		return err
	}
	p.ctl.Clear()
	p.refresh()
	return nil
}

// playComputer plays the computer's action as a click on the board would.
func (p *boardPlayScreen) playComputer(a core.Action) {
	p.ctl.Clear()
	if err := p.sess.Play(a); err != nil {
		p.ctl.Fail(err)
	}
	p.refresh()
}

// seatLabel is seat's player and side: "Computer (level 3) (White)".
func (p *boardPlayScreen) seatLabel(seat int) string {
	return widgets.SeatLabel(p.setup.seats[seat].name, p.game.SeatName(seat))
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
		head = lang.L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": p.seatLabel(winner), "Reason": reason})
	}
	body := container.NewVBox(widgets.BoldLabel(head))
	var names []string
	for i, seat := range p.setup.seats {
		names = append(names, seat.name)
		line := p.seatLabel(i) + ": " + p.game.Status(i)
		if i < len(f.Ratings) {
			rc := f.Ratings[i]
			line += fmt.Sprintf(" · %s %.1f → %.1f (%+.1f)", lang.L("Rating"), rc.Before, rc.After, rc.Delta)
		}
		body.Add(widget.NewLabel(line))
	}
	p.endContent = body
	record := p.game.Record()
	ch := widgets.EndChoices{
		Replay: func() { p.shell.replayBoardGame(p.setup.kind, record, names) },
		Rematch: func() {
			g, err := p.setup.kind.NewGame(len(p.setup.seats), p.setup.variant, p.shell.opt.Seed())
			if err != nil {
				p.shell.ShowError(err)
				return
			}
			p.shell.startBoardGame(p.setup, g, nil)
		},
	}
	if f.Game.ID != 0 {
		ch.Export = func() { p.shell.exportRecord(f.Game) }
	}
	p.ctl.ShowEnd(head, body, ch)
}
