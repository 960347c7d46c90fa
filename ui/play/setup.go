package play

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// SetupScreen sets up a game of one kind: how many players, the variant,
// who sits where (and each seat's option, where the game has one), rated
// or casual, the clock. The defaults make "Play" one click away.
type SetupScreen struct {
	host Host
	kind boards.Kind
	root fyne.CanvasObject
	// The screen's choices, which tests set as a user would.
	Picker  *widgets.SeatPicker
	Count   *widget.RadioGroup
	Variant *widget.Select
	// Options are each seat's pick of the kind's SeatOptions (none when
	// it has none); SeatBox holds the rows of the seats in play.
	Options    []*widget.Select
	SeatBox    *fyne.Container
	Rated      *widget.Check
	Clock      *widgets.TimeControlPicker
	Problem    *widget.Label
	PlayButton *widget.Button
}

func (b *SetupScreen) Title() string              { return lang.L("New game") }
func (b *SetupScreen) Content() fyne.CanvasObject { return b.root }
func (b *SetupScreen) Close()                     { b.Picker.Close() }

// ShowSetup shows the set-up screen of kind.
func ShowSetup(h Host, kind boards.Kind) {
	h.Show(NewSetup(h, kind))
}

// NewSetup makes the set-up screen of kind.
func NewSetup(h Host, kind boards.Kind) *SetupScreen {
	b := &SetupScreen{host: h, kind: kind}
	b.Picker = widgets.NewSeatPicker(h, h.ClubReader(), h.Computers(kind.Name).New != nil, b.check)
	// The counts in order (Xoliba's 1, 2, 3), the usual one chosen.
	sizes := slices.Sorted(slices.Values(kind.Seats))
	maxSeats := sizes[len(sizes)-1]
	var counts []string
	for _, n := range sizes {
		counts = append(counts, strconv.Itoa(n))
	}
	var options []string
	for _, o := range kind.SeatOptions {
		options = append(options, lang.L(o))
	}
	for i := range maxSeats {
		b.Picker.Add(i)
		if options != nil {
			sel := widget.NewSelect(options, nil)
			sel.SetSelectedIndex(0)
			b.Options = append(b.Options, sel)
		}
	}
	b.SeatBox = container.NewVBox()
	b.Count = widget.NewRadioGroup(counts, func(string) { b.layoutSeats() })
	b.Count.Horizontal = true
	b.Count.Required = true // a second click on the chosen count keeps it
	b.Rated = widget.NewCheck(lang.L("Rated ({{.Rating}}; no undo, no pause)", map[string]any{"Rating": kind.Rating.String()}), func(bool) { b.check() })
	b.Clock = widgets.NewTimeControlPicker(b.check)
	b.Problem = widget.NewLabel("")
	b.Problem.Importance = widget.DangerImportance
	b.PlayButton = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), b.start)
	b.PlayButton.Importance = widget.HighImportance
	// A game of one table size says it; a lone radio button offers nothing.
	var players fyne.CanvasObject = b.Count
	if len(counts) == 1 {
		players = widget.NewLabel(counts[0])
	}
	form := widget.NewForm(widget.NewFormItem(lang.L("Players"), players), widget.NewFormItem(lang.L("Seats"), b.SeatBox))
	if len(kind.Variants) > 0 {
		b.Variant = widget.NewSelect(kind.Variants, nil)
		b.Variant.SetSelectedIndex(0)
		form.Append(lang.L(kind.VariantLabel), container.NewGridWrap(fyne.NewSize(optionWidth, 36), b.Variant))
	}
	form.Append(lang.L("Game"), b.Rated)
	form.Append(lang.L("Clock"), b.Clock.Root)
	b.Count.SetSelected(strconv.Itoa(kind.Seats[0]))
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	b.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		widgets.BoldLabel(lang.L("New {{.Game}} game", map[string]any{"Game": kind.Name})), form, b.Problem,
		container.NewHBox(home, layout.NewSpacer(), b.PlayButton))))
	return b
}

func (b *SetupScreen) Seats() int {
	n, _ := strconv.Atoi(b.Count.Selected)
	return max(n, 1)
}

// sideLabels are the seats' sides for n players, from a sample game, each
// with its colour where the game has colours.
func (b *SetupScreen) sideLabels(n int) []fyne.CanvasObject {
	g, err := b.kind.NewGame(n, b.variantChoice(), 1)
	labels := make([]fyne.CanvasObject, n)
	for i := range labels {
		name := fmt.Sprintf("%d", i+1)
		if err == nil {
			name = g.SeatName(i)
		}
		labels[i] = container.NewGridWrap(fyne.NewSize(110, 36), widget.NewLabel(name))
		if c, ok := g.(boards.SeatColours); ok && err == nil {
			labels[i] = widgets.SeatSwatch(c.SeatColour(i), name)
		}
	}
	return labels
}

func (b *SetupScreen) variantChoice() string {
	if b.Variant == nil {
		return ""
	}
	return b.Variant.Selected
}

// seatPickWidth fits a seat's longest choice, "Ordenador (nivel 3: jugador
// de club)", at 100% text size; optionWidth a seat's style or the
// variant ("Board size" 8, Xima's "two dice").
const (
	seatPickWidth = 320
	optionWidth   = 170
)

func (b *SetupScreen) layoutSeats() {
	b.SeatBox.RemoveAll()
	for i, side := range b.sideLabels(b.Seats()) {
		row := container.NewHBox(side, container.NewGridWrap(fyne.NewSize(seatPickWidth, 36), b.Picker.Selects[i]))
		if b.Options != nil {
			row.Add(container.NewGridWrap(fyne.NewSize(optionWidth, 36), b.Options[i]))
		}
		b.SeatBox.Add(row)
	}
	b.check()
}

// setup reads the choices, or says what is wrong with them.
func (b *SetupScreen) setup() (Setup, error) {
	n := b.Seats()
	st := Setup{Kind: b.kind, Variant: b.variantChoice(), Rated: b.Rated.Checked}
	if err := b.Picker.Check(n, st.Rated); err != nil {
		return st, err
	}
	if st.Rated && n == 1 {
		return st, errors.New(lang.L("a game for one player is not rated"))
	}
	tc, err := b.Clock.Value()
	if err != nil {
		return st, err
	}
	st.Clock = tc
	for i := range n {
		seat := Seat{Computer: b.Picker.Computer(i)}
		seat.ProfileID, seat.Name = b.Picker.Seat(i)
		st.Seats = append(st.Seats, seat)
		if b.Options != nil {
			st.SeatOptions = append(st.SeatOptions, max(b.Options[i].SelectedIndex(), 0))
		}
	}
	return st, nil
}

func (b *SetupScreen) check() {
	if b.PlayButton == nil || b.Count.Selected == "" {
		return
	}
	_, err := b.setup()
	widgets.ShowProblem(b.Problem, b.PlayButton, err)
}

func (b *SetupScreen) start() {
	st, err := b.setup()
	if err != nil {
		b.Problem.SetText(err.Error())
		return
	}
	Start(b.host, st)
}
