package widgets

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
	"xima/ui/session"
)

// clockChoice is a clock choice: its label, translated, and the minutes
// per player; 0 is none, -1 custom.
type clockChoice struct {
	label   string
	minutes int
}

// clockChoices are the clock choices, in the order offered.
func clockChoices() []clockChoice {
	return []clockChoice{{lang.L("No clock"), 0}, {lang.L("5 min"), 5}, {lang.L("10 min"), 10},
		{lang.L("30 min"), 30}, {lang.L("60 min"), 60}, {lang.L("Custom"), -1}}
}

// Increment choices, in seconds added after each turn.
var incrementChoices = []int{0, 2, 5, 10, 30}

// TimeControlPicker is the clock choice of every set-up screen: the agreed
// minutes per player (none, a usual value or custom) and the increment.
type TimeControlPicker struct {
	// Clock chooses the minutes per player.
	Clock *widget.Select
	// Minutes takes a custom clock's minutes per player.
	Minutes *widget.Entry
	custom  *fyne.Container
	// Increment chooses the seconds added after each turn.
	Increment *widget.Select
	// Root holds the picker's widgets.
	Root fyne.CanvasObject
}

// NewTimeControlPicker makes the picker; onChange runs after every change.
func NewTimeControlPicker(onChange func()) *TimeControlPicker {
	p := &TimeControlPicker{Minutes: widget.NewEntry()}
	p.Minutes.SetText("15")
	p.Minutes.OnChanged = func(string) { onChange() }
	p.custom = container.NewHBox(container.NewGridWrap(fyne.NewSize(70, 36), p.Minutes), widget.NewLabel(lang.L("minutes per player")))
	var labels []string
	for _, c := range clockChoices() {
		labels = append(labels, c.label)
	}
	var incs []string
	for _, s := range incrementChoices {
		if s == 0 {
			incs = append(incs, lang.L("No increment"))
			continue
		}
		incs = append(incs, lang.L("+{{.Seconds}} s per turn", map[string]any{"Seconds": s}))
	}
	p.Increment = widget.NewSelect(incs, func(string) { onChange() })
	p.Increment.SetSelectedIndex(0)
	// A select is as wide as its chosen text: each gets room for its
	// longest choice.
	h := p.Increment.MinSize().Height
	increment := container.NewGridWrap(fyne.NewSize(180, h), p.Increment)
	p.Clock = widget.NewSelect(labels, func(string) {
		SetVisible(p.custom, p.chosenMinutes() < 0)
		SetVisible(increment, p.chosenMinutes() != 0)
		onChange()
	})
	p.Clock.SetSelectedIndex(0)
	p.Root = container.NewHBox(container.NewGridWrap(fyne.NewSize(150, h), p.Clock), p.custom, increment)
	return p
}

// chosenMinutes is the chosen clock: 0 none, -1 custom.
func (p *TimeControlPicker) chosenMinutes() int {
	if i := p.Clock.SelectedIndex(); i >= 0 {
		return clockChoices()[i].minutes
	}
	return 0
}

// Value returns the chosen time control, or says what is wrong with it.
func (p *TimeControlPicker) Value() (session.TimeControl, error) {
	var tc session.TimeControl
	switch m := p.chosenMinutes(); {
	case m == 0:
		return tc, nil
	case m > 0:
		tc.Agreed = time.Duration(m) * time.Minute
	default:
		v, err := strconv.ParseFloat(strings.TrimSpace(p.Minutes.Text), 64)
		if err != nil || v < 1 || v > 600 {
			return tc, errors.New(lang.L("custom clock: give the minutes per player, 1 to 600"))
		}
		tc.Agreed = time.Duration(v * float64(time.Minute))
	}
	if i := p.Increment.SelectedIndex(); i > 0 {
		tc.Increment = time.Duration(incrementChoices[i]) * time.Second
	}
	return tc, nil
}
