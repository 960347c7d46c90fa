package ui

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

// Clock choices in minutes per player; 0 is none, -1 custom.
var clockChoices = []struct {
	label   string
	minutes int
}{{"No clock", 0}, {"5 min", 5}, {"10 min", 10}, {"30 min", 30}, {"60 min", 60}, {"Custom", -1}}

// Increment choices, in seconds added after each turn.
var incrementChoices = []int{0, 2, 5, 10, 30}

// timeControlPicker is the clock choice of every set-up screen: the agreed
// minutes per player (none, a usual value or custom) and the increment.
type timeControlPicker struct {
	clock     *widget.Select
	minutes   *widget.Entry
	custom    *fyne.Container
	increment *widget.Select
	root      fyne.CanvasObject
}

// newTimeControlPicker makes the picker; onChange runs after every change.
func newTimeControlPicker(onChange func()) *timeControlPicker {
	p := &timeControlPicker{minutes: widget.NewEntry()}
	p.minutes.SetText("15")
	p.minutes.OnChanged = func(string) { onChange() }
	p.custom = container.NewHBox(container.NewGridWrap(fyne.NewSize(70, 36), p.minutes), widget.NewLabel(lang.L("minutes per player")))
	var labels []string
	for _, c := range clockChoices {
		labels = append(labels, lang.L(c.label))
	}
	var incs []string
	for _, s := range incrementChoices {
		incs = append(incs, lang.L("+{{.Seconds}} s per turn", map[string]any{"Seconds": s}))
	}
	p.increment = widget.NewSelect(incs, func(string) { onChange() })
	p.increment.SetSelectedIndex(0)
	p.clock = widget.NewSelect(labels, func(string) {
		setVisible(p.custom, p.chosenMinutes() < 0)
		setVisible(p.increment, p.chosenMinutes() != 0)
		onChange()
	})
	p.clock.SetSelectedIndex(0)
	p.root = container.NewHBox(p.clock, p.custom, p.increment)
	return p
}

// chosenMinutes is the chosen clock: 0 none, -1 custom.
func (p *timeControlPicker) chosenMinutes() int {
	if i := p.clock.SelectedIndex(); i >= 0 {
		return clockChoices[i].minutes
	}
	return 0
}

// value returns the chosen time control, or says what is wrong with it.
func (p *timeControlPicker) value() (session.TimeControl, error) {
	var tc session.TimeControl
	switch m := p.chosenMinutes(); {
	case m == 0:
		return tc, nil
	case m > 0:
		tc.Agreed = time.Duration(m) * time.Minute
	default:
		v, err := strconv.ParseFloat(strings.TrimSpace(p.minutes.Text), 64)
		if err != nil || v < 1 || v > 600 {
			return tc, errors.New(lang.L("custom clock: give the minutes per player, 1 to 600"))
		}
		tc.Agreed = time.Duration(v * float64(time.Minute))
	}
	if i := p.increment.SelectedIndex(); i > 0 {
		tc.Increment = time.Duration(incrementChoices[i]) * time.Second
	}
	return tc, nil
}
