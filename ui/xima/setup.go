package xima

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/widgets"
)

// newGameScreen sets up a Xima game: 2-4 seats, each with a profile (or a
// guest, or a profile created on the spot) and a style; rated or casual; the
// clock. The defaults make "Play" one click away.
type newGameScreen struct {
	host    Host
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

var styleChoices = []engine.Style{engine.Sport, engine.Luck, engine.TwoDice}

func styleLabel(st engine.Style) string {
	switch st {
	case engine.Luck:
		return lang.L("Luck (one die)")
	case engine.TwoDice:
		return lang.L("Two dice")
	}
	return lang.L("Sport")
}

func (n *newGameScreen) Title() string              { return lang.L("New game") }
func (n *newGameScreen) Content() fyne.CanvasObject { return n.root }
func (n *newGameScreen) Close()                     { n.picker.Close() }

// ShowSetup shows the Xima set-up screen.
func ShowSetup(h Host) {
	n := &newGameScreen{host: h}
	n.picker = widgets.NewSeatPicker(h, h.ClubReader(), h.Computers(engine.GameName).New != nil, n.check)
	n.build()
	h.Show(n)
}

func (n *newGameScreen) build() {
	n.seatBox = container.NewVBox()
	for i := range engine.MaxPlayers {
		n.seats = append(n.seats, n.newSeatRow(engine.Player(i)))
	}
	n.players = widget.NewRadioGroup([]string{"2", "3", "4"}, func(string) { n.layoutSeats() })
	n.players.Horizontal = true
	n.players.Required = true // a second click on the chosen count keeps it
	n.players.SetSelected("2")

	n.rated = widget.NewCheck(lang.L("Rated (CIMAX; no undo, no pause)"), func(bool) { n.check() })
	n.clock = widgets.NewTimeControlPicker(n.check)
	n.problem = widget.NewLabel("")
	n.problem.Importance = widget.DangerImportance
	n.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), n.start)
	n.play.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), n.host.ShowHome)

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

func (n *newGameScreen) newSeatRow(p engine.Player) *seatRow {
	r := &seatRow{profile: n.picker.Add(int(p))}
	var styles []string
	for _, st := range styleChoices {
		styles = append(styles, styleLabel(st))
	}
	r.style = widget.NewSelect(styles, nil)
	r.style.SetSelectedIndex(0)
	r.root = container.NewHBox(widgets.SeatSwatch(playerColour(p), fmt.Sprintf("%s %s", playerInitial(p), playerName(p))),
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
func (n *newGameScreen) setup() (Setup, error) {
	st := Setup{rated: n.rated.Checked}
	if err := n.picker.Check(n.count(), st.rated); err != nil {
		return st, err
	}
	for i := range n.count() {
		seat := seatSetup{style: styleChoices[max(n.seats[i].style.SelectedIndex(), 0)], computer: n.picker.Computer(i)}
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
	startGame(n.host, st)
}

// startGame starts a game set up as st.
func startGame(h Host, st Setup) {
	cfg := engine.Config{Seed: h.Seed(), HasSeed: true, Clock: st.clock.Agreed, Date: h.Now().Format("2006.01.02")}
	for _, seat := range st.seats {
		cfg.Styles = append(cfg.Styles, seat.style)
		cfg.Names = append(cfg.Names, seat.name)
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		h.ShowError(err)
		return
	}
	playGame(h, st, g, nil)
}

// playGame shows the play screen of g, a new game or a saved one being
// resumed, or says why it cannot start.
func playGame(h Host, st Setup, g *engine.Game, saved *storage.SavedGame) {
	p, err := newPlayScreen(h, st, g, saved)
	if err != nil {
		h.ShowError(err)
		return
	}
	h.Show(p)
}

// Resume reopens a saved Xima game where it stood, clocks included.
func Resume(h Host, sv storage.SavedGame) {
	g, err := engine.ParseGame(sv.Record)
	if err != nil {
		h.ShowError(fmt.Errorf("%s %d: %w", lang.L("saved game"), sv.ID, err))
		return
	}
	st := g.State()
	setup := Setup{rated: sv.Rated, clock: session.TimeControl{Agreed: sv.TimeControl, Increment: sv.Increment}}
	for i, seat := range sv.Seats {
		setup.seats = append(setup.seats, newSeatSetup(seat.ProfileID, seat.Name, st.Style(engine.Player(i))))
	}
	playGame(h, setup, g, &sv)
}

// PlayOn plays on from a record's unfinished game g, its players as
// guests named by the record.
func PlayOn(h Host, g *engine.Game) {
	st := g.State()
	setup := Setup{clock: session.TimeControl{Agreed: g.Config().Clock}}
	for i, n := range g.Names() {
		setup.seats = append(setup.seats, newSeatSetup(0, n, st.Style(engine.Player(i))))
	}
	playGame(h, setup, g, nil)
}

// newSeatSetup is a seat as a saved game or a record names it: a
// computer's code ("computer:3") seats the computer again.
func newSeatSetup(profileID int64, name string, style engine.Style) seatSetup {
	seat := seatSetup{profileID: profileID, name: name, style: style}
	if profileID == 0 {
		seat.computer, _ = session.ComputerLevel(name)
	}
	return seat
}
