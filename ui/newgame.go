package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/xima"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// newGameScreen sets up a Xima game: 2-4 seats, each with a profile (or a
// guest, or a profile created on the spot) and a style; rated or casual; the
// clock. The defaults make "Play" one click away.
type newGameScreen struct {
	shell   *Shell
	root    fyne.CanvasObject
	picker  *widgets.SeatPicker
	players *widget.RadioGroup
	seats   []*seatRow
	seatBox *fyne.Container
	rated   *widget.Check
	clock   *widgets.TimeControlPicker
	problem *widget.Label
	play    *widget.Button
}

// seatRow is one seat's choices.
type seatRow struct {
	root    fyne.CanvasObject
	profile *widget.Select
	style   *widget.Select
}

var styleChoices = []xima.Style{xima.Sport, xima.Luck, xima.TwoDice}

func styleLabel(st xima.Style) string {
	switch st {
	case xima.Luck:
		return lang.L("Luck (one die)")
	case xima.TwoDice:
		return lang.L("Two dice")
	}
	return lang.L("Sport")
}

func (n *newGameScreen) Title() string              { return lang.L("New game") }
func (n *newGameScreen) Content() fyne.CanvasObject { return n.root }
func (n *newGameScreen) Close()                     {}

// showNewGame shows the Xima set-up screen.
func (s *Shell) showNewGame() {
	n := &newGameScreen{shell: s}
	n.picker = widgets.NewSeatPicker(s, n.check)
	n.build()
	s.Show(n)
}

func (n *newGameScreen) build() {
	n.seatBox = container.NewVBox()
	for i := range xima.MaxPlayers {
		n.seats = append(n.seats, n.newSeatRow(xima.Player(i)))
	}
	n.players = widget.NewRadioGroup([]string{"2", "3", "4"}, func(string) { n.layoutSeats() })
	n.players.Horizontal = true
	n.players.SetSelected("2")

	n.rated = widget.NewCheck(lang.L("Rated (CIMAX; no undo, no pause)"), func(bool) { n.check() })
	n.clock = widgets.NewTimeControlPicker(n.check)
	n.problem = widget.NewLabel("")
	n.problem.Importance = widget.DangerImportance
	n.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), n.start)
	n.play.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), n.shell.ShowHome)

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Players"), n.players),
		widget.NewFormItem(lang.L("Seats"), n.seatBox),
		widget.NewFormItem(lang.L("Game"), n.rated),
		widget.NewFormItem(lang.L("Clock"), n.clock.Root),
	)
	n.layoutSeats()
	n.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		widgets.BoldLabel(lang.L("New Xima game")), form, n.problem,
		container.NewHBox(back, layout.NewSpacer(), n.play))))
}

func (n *newGameScreen) newSeatRow(p xima.Player) *seatRow {
	r := &seatRow{profile: n.picker.Add(int(p))}
	var styles []string
	for _, st := range styleChoices {
		styles = append(styles, styleLabel(st))
	}
	r.style = widget.NewSelect(styles, nil)
	r.style.SetSelectedIndex(0)
	r.root = container.NewHBox(widgets.SeatSwatch(playerColour(p), fmt.Sprintf("%s %s", playerInitials[p], playerName(p))),
		container.NewGridWrap(fyne.NewSize(220, 36), r.profile), container.NewGridWrap(fyne.NewSize(170, 36), r.style))
	return r
}

func (n *newGameScreen) count() int {
	c, _ := strconv.Atoi(n.players.Selected)
	return max(c, 2)
}

func (n *newGameScreen) layoutSeats() {
	n.seatBox.RemoveAll()
	for i := range n.count() {
		n.seatBox.Add(n.seats[i].root)
	}
	n.check()
}

// setup reads the choices, or says what is wrong with them.
func (n *newGameScreen) setup() (ximaSetup, error) {
	st := ximaSetup{rated: n.rated.Checked}
	if err := n.picker.Check(n.count(), st.rated); err != nil {
		return st, err
	}
	for i := range n.count() {
		seat := seatSetup{style: styleChoices[max(n.seats[i].style.SelectedIndex(), 0)]}
		seat.profileID, seat.name = n.picker.Seat(i)
		st.seats = append(st.seats, seat)
	}
	tc, err := n.clock.Value()
	if err != nil {
		return st, err
	}
	st.clock = tc
	return st, nil
}

func (n *newGameScreen) check() {
	if n.play == nil {
		return
	}
	_, err := n.setup()
	widgets.ShowProblem(n.problem, n.play, err)
}

func (n *newGameScreen) start() {
	st, err := n.setup()
	if err != nil {
		n.problem.SetText(err.Error())
		return
	}
	n.shell.startXima(st)
}

// startXima starts a game set up as st.
func (s *Shell) startXima(st ximaSetup) {
	cfg := xima.Config{Seed: s.opt.Seed(), HasSeed: true, Clock: st.clock.Agreed, Date: s.opt.Now().Format("2006.01.02")}
	for _, seat := range st.seats {
		cfg.Styles = append(cfg.Styles, seat.style)
		cfg.Names = append(cfg.Names, seat.name)
	}
	g, err := xima.NewGame(cfg)
	if err != nil {
		s.ShowError(err)
		return
	}
	s.playXima(st, g, nil)
}

// playXima shows the play screen of g, a new game or a saved one being
// resumed, or says why it cannot start.
func (s *Shell) playXima(st ximaSetup, g *xima.Game, saved *storage.SavedGame) {
	p, err := newPlayScreen(s, st, g, saved)
	if err != nil {
		s.ShowError(err)
		return
	}
	s.Show(p)
}
