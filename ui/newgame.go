package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/xima"
	"xima/storage"
)

// newGameScreen sets up a Xima game: 2-4 seats, each with a profile (or a
// guest, or a profile created on the spot) and a style; rated or casual; the
// clock. The defaults make "Play" one click away.
type newGameScreen struct {
	shell    *Shell
	root     fyne.CanvasObject
	profiles []storage.Profile
	players  *widget.RadioGroup
	seats    []*seatRow
	seatBox  *fyne.Container
	rated    *widget.Check
	clock    *widget.Select
	minutes  *widget.Entry
	problem  *widget.Label
	play     *widget.Button
}

// seatRow is one seat's choices.
type seatRow struct {
	root    fyne.CanvasObject
	profile *widget.Select
	style   *widget.Select
}

// Clock choices in minutes per player; 0 is none, -1 custom.
var clockChoices = []struct {
	label   string
	minutes int
}{{"No clock", 0}, {"5 min", 5}, {"10 min", 10}, {"30 min", 30}, {"60 min", 60}, {"Custom", -1}}

var styleChoices = []xima.Style{xima.Sport, xima.Luck, xima.TwoDice}

func styleLabel(st xima.Style) string {
	switch st {
	case xima.Luck:
		return L("Luck (one die)")
	case xima.TwoDice:
		return L("Two dice")
	}
	return L("Sport")
}

func (n *newGameScreen) title() string              { return L("New game") }
func (n *newGameScreen) content() fyne.CanvasObject { return n.root }
func (n *newGameScreen) close()                     {}

// showNewGame shows the Xima set-up screen.
func (s *Shell) showNewGame() {
	n := &newGameScreen{shell: s}
	profiles, err := s.db.Profiles(s.ctx, false)
	if err != nil {
		s.showError(err)
	}
	n.profiles = profiles
	n.build()
	s.show(n)
}

const (
	guestOption      = "Guest"
	newProfileOption = "New profile…"
)

func (n *newGameScreen) build() {
	n.seatBox = container.NewVBox()
	for i := range xima.MaxPlayers {
		n.seats = append(n.seats, n.newSeatRow(xima.Player(i)))
	}
	n.players = widget.NewRadioGroup([]string{"2", "3", "4"}, func(string) { n.layoutSeats() })
	n.players.Horizontal = true
	n.players.SetSelected("2")

	n.rated = widget.NewCheck(L("Rated (CIMAX; no undo, no pause)"), func(bool) { n.check() })
	n.minutes = widget.NewEntry()
	custom := container.NewHBox(container.NewGridWrap(fyne.NewSize(70, 36), n.minutes), widget.NewLabel(L("minutes per player")))
	n.minutes.SetText("15")
	n.minutes.OnChanged = func(string) { n.check() }
	var labels []string
	for _, c := range clockChoices {
		labels = append(labels, L(c.label))
	}
	n.clock = widget.NewSelect(labels, func(string) {
		setVisible(custom, n.clockMinutes() < 0)
		n.check()
	})
	n.clock.SetSelectedIndex(0)
	n.problem = widget.NewLabel("")
	n.problem.Importance = widget.DangerImportance
	n.play = widget.NewButtonWithIcon(L("Play"), theme.MediaPlayIcon(), n.start)
	n.play.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), n.shell.showHome)

	form := widget.NewForm(
		widget.NewFormItem(L("Players"), n.players),
		widget.NewFormItem(L("Seats"), n.seatBox),
		widget.NewFormItem(L("Game"), n.rated),
		widget.NewFormItem(L("Clock"), container.NewHBox(n.clock, custom)),
	)
	n.layoutSeats()
	n.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		boldLabel(L("New Xima game")), form, n.problem,
		container.NewHBox(back, layout.NewSpacer(), n.play))))
}

func (n *newGameScreen) newSeatRow(p xima.Player) *seatRow {
	r := &seatRow{}
	options := []string{L(guestOption)}
	for _, pr := range n.profiles {
		options = append(options, pr.Name)
	}
	options = append(options, L(newProfileOption))
	r.profile = widget.NewSelect(options, nil)
	// Seat i defaults to the i-th profile, so a club's regulars are set.
	if int(p) < len(n.profiles) {
		r.profile.SetSelected(n.profiles[p].Name)
	} else {
		r.profile.SetSelectedIndex(0)
	}
	r.profile.OnChanged = func(v string) {
		if v == L(newProfileOption) {
			n.createProfile(r)
		}
		n.check()
	}
	var styles []string
	for _, st := range styleChoices {
		styles = append(styles, styleLabel(st))
	}
	r.style = widget.NewSelect(styles, nil)
	r.style.SetSelectedIndex(0)
	swatch := canvas.NewRectangle(playerColour(p))
	swatch.SetMinSize(fyne.NewSize(14, 14))
	swatch.CornerRadius = 3
	label := widget.NewLabel(fmt.Sprintf("%s %s", playerInitials[p], playerName(p)))
	r.root = container.NewHBox(swatch, container.NewGridWrap(fyne.NewSize(110, 36), label),
		container.NewGridWrap(fyne.NewSize(220, 36), r.profile), container.NewGridWrap(fyne.NewSize(170, 36), r.style))
	return r
}

// createProfile asks for a new profile's name and puts it on seat r.
func (n *newGameScreen) createProfile(r *seatRow) {
	name := widget.NewEntry()
	dialog.ShowForm(L("New profile"), L("Create"), L("Cancel"), []*widget.FormItem{widget.NewFormItem(L("Name"), name)}, func(ok bool) {
		if !ok {
			r.profile.SetSelectedIndex(0)
			return
		}
		pr, err := n.shell.db.CreateProfile(n.shell.ctx, strings.TrimSpace(name.Text), "")
		if err != nil {
			n.shell.showError(err)
			r.profile.SetSelectedIndex(0)
			return
		}
		n.profiles = append(n.profiles, pr)
		for _, s := range n.seats {
			opts := s.profile.Options
			s.profile.Options = append(append(opts[:len(opts)-1:len(opts)-1], pr.Name), opts[len(opts)-1])
		}
		r.profile.SetSelected(pr.Name)
	}, n.shell.win)
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

// clockMinutes is the chosen clock: 0 none, -1 custom.
func (n *newGameScreen) clockMinutes() int {
	i := n.clock.SelectedIndex()
	if i < 0 {
		return 0
	}
	return clockChoices[i].minutes
}

// setup reads the choices, or says what is wrong with them.
func (n *newGameScreen) setup() (ximaSetup, error) {
	st := ximaSetup{rated: n.rated.Checked}
	used := map[int64]bool{}
	for i := range n.count() {
		r := n.seats[i]
		seat := seatSetup{style: styleChoices[max(r.style.SelectedIndex(), 0)], name: L(guestOption) + " " + playerName(xima.Player(i))}
		for _, pr := range n.profiles {
			if pr.Name == r.profile.Selected {
				seat.profileID, seat.name = pr.ID, pr.Name
			}
		}
		if seat.profileID != 0 && used[seat.profileID] {
			return st, fmt.Errorf("%s: %s", seat.name, L("a profile can take one seat only"))
		}
		used[seat.profileID] = true
		if st.rated && seat.profileID == 0 {
			return st, errors.New(L("a rated game needs a profile on every seat"))
		}
		st.seats = append(st.seats, seat)
	}
	switch m := n.clockMinutes(); {
	case m > 0:
		st.clock = time.Duration(m) * time.Minute
	case m < 0:
		v, err := strconv.ParseFloat(strings.TrimSpace(n.minutes.Text), 64)
		if err != nil || v <= 0 || v > 600 {
			return st, errors.New(L("custom clock: give the minutes per player, 1 to 600"))
		}
		st.clock = time.Duration(v * float64(time.Minute))
	}
	return st, nil
}

func (n *newGameScreen) check() {
	if n.play == nil {
		return
	}
	_, err := n.setup()
	if err != nil {
		n.problem.SetText(err.Error())
		n.play.Disable()
		return
	}
	n.problem.SetText("")
	n.play.Enable()
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
	cfg := xima.Config{Seed: s.opt.Seed(), HasSeed: true, Clock: st.clock, Date: s.opt.Now().Format("2006.01.02")}
	for _, seat := range st.seats {
		cfg.Styles = append(cfg.Styles, seat.style)
		cfg.Names = append(cfg.Names, seat.name)
	}
	g, err := xima.NewGame(cfg)
	if err != nil {
		s.showError(err)
		return
	}
	s.show(newPlayScreen(s, st, g, nil))
}
