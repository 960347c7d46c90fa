package widgets

import (
	"image/color"
	"xima/ui/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeyStep is the replay step a key asks for, from step of 0..last: the
// arrows go back and forth, Home and End to the ends.
func KeyStep(k *fyne.KeyEvent, step, last int) (int, bool) {
	switch k.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		return step - 1, true
	case fyne.KeyRight, fyne.KeyDown:
		return step + 1, true
	case fyne.KeyHome:
		return 0, true
	case fyne.KeyEnd:
		return last, true
	}
	return 0, false
}

// ReplayBar is a replay's first/back/forward/last row, with pos telling
// where it stands and the ways out: the history and home; step is the
// step on show.
func ReplayBar(show func(int), step func() int, last int, pos *widget.Label, history, home func()) fyne.CanvasObject {
	return container.NewHBox(
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { show(0) }),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { show(step() - 1) }),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { show(step() + 1) }),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { show(last) }),
		pos, layout.NewSpacer(),
		widget.NewButtonWithIcon(lang.L("History"), theme.HistoryIcon(), history),
		widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), home))
}

// InputBlocker lies over a replayed board and takes its clicks: a replay
// is looked at, not played.
type InputBlocker struct{ widget.BaseWidget }

// NewInputBlocker makes the blocker.
func NewInputBlocker() *InputBlocker {
	b := &InputBlocker{}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped drops the click.
func (b *InputBlocker) Tapped(*fyne.PointEvent) {}

// CreateRenderer draws a transparent rectangle.
func (b *InputBlocker) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// ReplayOverlay is what a replay's full-screen board shows over it: back
// and forward, where the replay stands and the last move.
type ReplayOverlay struct {
	Root      fyne.CanvasObject
	pos, last *widget.Label
}

// NewReplayOverlay makes the overlay; show moves the replay to a step,
// step is the step on show.
func NewReplayOverlay(show func(int), step func() int) *ReplayOverlay {
	o := &ReplayOverlay{pos: BoldLabel(""), last: widget.NewLabel("")}
	o.Root = container.NewHBox(
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { show(step() - 1) }),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { show(step() + 1) }),
		o.pos, o.last)
	return o
}

// Set shows where the replay stands ("12 / 62") and the last move.
func (o *ReplayOverlay) Set(pos, last string) {
	o.pos.SetText(pos)
	o.last.SetText(last)
}
