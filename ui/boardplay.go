package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
)

// boardSetup is a game of one of the other games as its set-up screen
// chose it.
type boardSetup struct {
	kind    boardGameKind
	seats   []seatSetup // the style field is unused
	variant string
	rated   bool
}

// boardSetupScreen sets up a game of kind: how many players, the variant,
// who sits where, rated or casual.
type boardSetupScreen struct {
	shell   *Shell
	kind    boardGameKind
	root    fyne.CanvasObject
	picker  *seatPicker
	count   *widget.RadioGroup
	variant *widget.Select
	seatBox *fyne.Container
	rated   *widget.Check
	problem *widget.Label
	play    *widget.Button
}

func (b *boardSetupScreen) title() string              { return L("New game") }
func (b *boardSetupScreen) content() fyne.CanvasObject { return b.root }
func (b *boardSetupScreen) close()                     {}

// showBoardSetup shows the set-up screen of kind.
func (s *Shell) showBoardSetup(kind boardGameKind) {
	b := &boardSetupScreen{shell: s, kind: kind}
	b.picker = newSeatPicker(s, b.check)
	maxSeats := 0
	var counts []string
	for _, n := range kind.seatCounts {
		counts = append(counts, strconv.Itoa(n))
		maxSeats = max(maxSeats, n)
	}
	for i := range maxSeats {
		b.picker.add(i)
	}
	b.seatBox = container.NewVBox()
	b.count = widget.NewRadioGroup(counts, func(string) { b.layoutSeats() })
	b.count.Horizontal = true
	b.rated = widget.NewCheck(L("Rated (no undo)"), func(bool) { b.check() })
	b.problem = widget.NewLabel("")
	b.problem.Importance = widget.DangerImportance
	b.play = widget.NewButtonWithIcon(L("Play"), theme.MediaPlayIcon(), b.start)
	b.play.Importance = widget.HighImportance
	form := widget.NewForm(widget.NewFormItem(L("Players"), b.count), widget.NewFormItem(L("Seats"), b.seatBox))
	if len(kind.variants) > 0 {
		b.variant = widget.NewSelect(kind.variants, nil)
		b.variant.SetSelectedIndex(0)
		form.Append(L(kind.variantLabel), b.variant)
	}
	form.Append(L("Game"), b.rated)
	b.count.SetSelected(counts[0])
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), s.showHome)
	b.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		boldLabel(L("New {{.Game}} game", map[string]any{"Game": kind.name})), form, b.problem,
		container.NewHBox(home, layout.NewSpacer(), b.play))))
	s.show(b)
}

func (b *boardSetupScreen) seats() int {
	n, _ := strconv.Atoi(b.count.Selected)
	return max(n, 1)
}

// sideNames returns the seats' sides for n players, from a sample game.
func (b *boardSetupScreen) sideNames(n int) []string {
	names := make([]string, n)
	g, err := b.kind.newGame(n, b.variantChoice(), 1)
	for i := range names {
		names[i] = fmt.Sprintf("%d", i+1)
		if err == nil {
			names[i] = g.seatName(i)
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
			container.NewGridWrap(fyne.NewSize(220, 36), b.picker.selects[i])))
	}
	b.check()
}

func (b *boardSetupScreen) check() {
	if b.play == nil || b.count.Selected == "" {
		return
	}
	err := b.picker.check(b.seats(), b.rated.Checked)
	if err == nil && b.rated.Checked && b.seats() == 1 {
		err = errors.New(L("a game for one player is not rated"))
	}
	showProblem(b.problem, b.play, err)
}

func (b *boardSetupScreen) start() {
	n := b.seats()
	st := boardSetup{kind: b.kind, variant: b.variantChoice(), rated: b.rated.Checked}
	for i, side := range b.sideNames(n) {
		var seat seatSetup
		seat.profileID, seat.name = b.picker.seat(i, side)
		st.seats = append(st.seats, seat)
	}
	g, err := b.kind.newGame(n, st.variant, b.shell.opt.Seed())
	if err != nil {
		b.shell.showError(err)
		return
	}
	b.shell.show(newBoardPlayScreen(b.shell, st, g, nil))
}

// boardPlayScreen is a game of one of the other games in play.
type boardPlayScreen struct {
	shell   *Shell
	setup   boardSetup
	game    boardGame
	savedID int64
	started time.Time
	ended   bool
	root    fyne.CanvasObject
	status  []*widget.Label
	names   []*widget.Label
	moves   *moveList
	entry   *widget.Entry
	problem *widget.Label
	undo    *widget.Button
	resign  *widget.Button
	// endContent is the end dialog's body, the figures tests read.
	endContent fyne.CanvasObject
}

func newBoardPlayScreen(s *Shell, st boardSetup, g boardGame, saved *storage.SavedGame) *boardPlayScreen {
	p := &boardPlayScreen{shell: s, setup: st, game: g, started: s.opt.Now()}
	if saved != nil {
		p.savedID, p.started = saved.ID, saved.Started
	}
	g.setOnPlayed(p.afterMove)
	seats := container.NewVBox()
	for i, seat := range st.seats {
		name := boldLabel(seatLabel(seat.name, g.seatName(i)))
		status := widget.NewLabel("")
		status.Wrapping = fyne.TextWrapWord
		p.names = append(p.names, name)
		p.status = append(p.status, status)
		seats.Add(container.NewVBox(name, status))
	}
	p.moves = newMoveList()
	p.entry = widget.NewEntry()
	p.entry.SetPlaceHolder(L("Type a move"))
	p.entry.OnSubmitted = p.submit
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	p.undo = widget.NewButtonWithIcon(L("Undo"), theme.ContentUndoIcon(), p.undoMove)
	p.resign = widget.NewButtonWithIcon(L("Resign"), theme.CancelIcon(), p.confirmResign)
	if st.rated {
		p.undo.Hide()
	}
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), s.showHome)
	side := container.NewBorder(container.NewVBox(seats,
		container.NewBorder(nil, nil, nil, widget.NewButton(L("Play"), func() { p.submit(p.entry.Text) }), p.entry),
		p.problem, container.NewGridWithColumns(3, p.undo, p.resign, home),
		boldLabel(L("Moves"))), nil, nil, nil, p.moves.list)
	split := container.NewHSplit(g.board(), side)
	split.Offset = 0.62
	p.root = split
	p.refresh()
	return p
}

func (p *boardPlayScreen) title() string              { return p.setup.kind.name }
func (p *boardPlayScreen) content() fyne.CanvasObject { return p.root }

func (p *boardPlayScreen) close() {
	if !p.ended && len(p.game.moves()) > 0 {
		p.save()
	}
}

func (p *boardPlayScreen) refresh() {
	over, _, _ := p.game.result()
	for i := range p.status {
		p.status[i].SetText(p.game.status(i))
		p.names[i].Importance = widget.MediumImportance
		if !over && i == p.game.toMove() {
			p.names[i].Importance = widget.HighImportance
		}
		p.names[i].Refresh()
	}
	var rows []string
	for i, m := range p.game.moves() {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, m))
	}
	p.moves.set(rows, len(rows)-1)
	setEnabled(p.undo, !over && !p.setup.rated && len(rows) > 0)
	setEnabled(p.resign, !over)
	setEnabled(p.entry, !over)
	p.game.refresh()
}

func (p *boardPlayScreen) submit(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if err := p.game.playText(text); err != nil {
		p.problem.SetText(fmt.Sprintf("%s: %v", text, err))
		return
	}
	p.entry.SetText("")
	p.afterMove()
}

// afterMove saves the game, or records it when it ended.
func (p *boardPlayScreen) afterMove() {
	p.problem.SetText("")
	p.refresh()
	if over, _, _ := p.game.result(); over {
		p.finish()
		return
	}
	p.save()
}

func (p *boardPlayScreen) undoMove() {
	if p.setup.rated {
		return
	}
	if err := p.game.undo(); err != nil {
		p.problem.SetText(err.Error())
		return
	}
	p.afterMove()
}

func (p *boardPlayScreen) confirmResign() {
	who := p.game.toMove()
	dialog.ShowConfirm(L("Resign"), L("{{.Player}} resigns the game?", map[string]any{"Player": p.setup.seats[who].name}), func(ok bool) {
		if !ok {
			return
		}
		if err := p.game.resign(who); err != nil {
			p.problem.SetText(err.Error())
			return
		}
		p.afterMove()
	}, p.shell.win)
}

// save writes the game to the store, to resume.
func (p *boardPlayScreen) save() {
	sv := storage.SavedGame{ID: p.savedID, Game: p.setup.kind.name, Mode: "hotseat", Rated: p.setup.rated,
		Record: p.game.record(), Actions: len(p.game.moves()), ToMove: p.game.toMove(), Started: p.started}
	for _, seat := range p.setup.seats {
		sv.Seats = append(sv.Seats, storage.SavedSeat{ProfileID: seat.profileID, Name: seat.name})
	}
	id, err := p.shell.db.Autosave(p.shell.ctx, sv)
	if err != nil {
		p.shell.showError(fmt.Errorf("%s: %w", L("autosave"), err))
		return
	}
	p.savedID = id
}

// finish records the game with Elo changes when rated and shows the end.
func (p *boardPlayScreen) finish() {
	p.ended = true
	_, winner, reason := p.game.result()
	fg := storage.FinishedGame{Game: p.setup.kind.name, Mode: "hotseat", Rated: p.setup.rated, Result: "draw",
		Record: p.game.record(), Started: p.started, Duration: p.shell.opt.Now().Sub(p.started)}
	if winner >= 0 {
		fg.Result = p.game.seatName(winner)
	}
	var before, changes []float64
	if p.setup.rated {
		for _, seat := range p.setup.seats {
			pr, err := p.shell.db.Profile(p.shell.ctx, seat.profileID)
			if err != nil {
				p.shell.showError(err)
				return
			}
			before = append(before, pr.Rating(p.setup.kind.name).Rating)
		}
		changes = core.EloChanges(before, winner)
	}
	for i, seat := range p.setup.seats {
		st := storage.Seat{ProfileID: seat.profileID, Name: seat.name, Outcome: storage.Loss}
		switch {
		case i == winner:
			st.Outcome = storage.Win
		case winner < 0 && len(p.setup.seats) > 1:
			st.Outcome = storage.Draw
		}
		if changes != nil {
			st.Rating = storage.RatingChange{Before: before[i], After: before[i] + changes[i], Delta: changes[i]}
		}
		fg.Seats = append(fg.Seats, st)
	}
	if _, err := p.shell.db.RecordGame(p.shell.ctx, fg, p.savedID); err != nil {
		p.shell.showError(fmt.Errorf("%s: %w", L("saving the finished game"), err))
	}
	p.savedID = 0
	head := L("Draw: {{.Reason}}", map[string]any{"Reason": reason})
	if len(p.setup.seats) == 1 {
		head = L("Not solved: {{.Reason}}", map[string]any{"Reason": reason})
	}
	if winner >= 0 {
		head = L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": seatLabel(p.setup.seats[winner].name, p.game.seatName(winner)), "Reason": reason})
	}
	body := container.NewVBox(boldLabel(head))
	for i, seat := range p.setup.seats {
		line := seatLabel(seat.name, p.game.seatName(i)) + ": " + p.game.status(i)
		if changes != nil {
			line += fmt.Sprintf(" · %s %.1f → %.1f (%+.1f)", L("Rating"), before[i], before[i]+changes[i], changes[i])
		}
		body.Add(widget.NewLabel(line))
	}
	p.endContent = body
	var d dialog.Dialog
	rematch := widget.NewButtonWithIcon(L("Rematch"), theme.ViewRefreshIcon(), func() {
		d.Hide()
		g, err := p.setup.kind.newGame(len(p.setup.seats), p.setup.variant, p.shell.opt.Seed())
		if err != nil {
			p.shell.showError(err)
			return
		}
		p.shell.show(newBoardPlayScreen(p.shell, p.setup, g, nil))
	})
	rematch.Importance = widget.HighImportance
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), func() {
		d.Hide()
		p.shell.showHome()
	})
	d = dialog.NewCustomWithoutButtons(L("Game over"), container.NewVBox(body, container.NewHBox(layout.NewSpacer(), home, rematch)), p.shell.win)
	d.Show()
}
