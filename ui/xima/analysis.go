package xima

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// levelColour draws the game level, which belongs to no player.
var levelColour = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}

// measure is what the analysis chart shows for each player.
type measure int

const (
	measureForce measure = iota // F_G, book 11.2
	measurePower                // P_G, book 11.5
)

// analysis is a replay's chart of the book's magnitudes after every
// action (engine.MeasureEvery, what `xima replay --every` prints): each
// player's force or power in the player's colour, and the game level
// against its own scale. A click jumps the replay to that action.
type analysis struct {
	frames  []frame
	seats   int
	chart   *widgets.StepChart
	measure *widget.RadioGroup
	root    fyne.CanvasObject
}

func newAnalysis(frames []frame, seats int, jump func(step int)) *analysis {
	a := &analysis{frames: frames, seats: seats, chart: widgets.NewStepChart(jump)}
	force, power := lang.L("Force"), lang.L("Power")
	a.measure = widget.NewRadioGroup([]string{force, power}, func(string) { a.show() })
	a.measure.Horizontal = true
	a.measure.Required = true
	a.measure.SetSelected(force)
	legend := container.NewHBox()
	for p := range engine.Player(seats) {
		legend.Add(legendEntry(playerColour(p), playerName(p)))
	}
	legend.Add(legendEntry(levelColour, lang.L("game level (right)")))
	head := container.NewBorder(nil, nil, widgets.BoldLabel(lang.L("Analysis")), nil, container.NewHBox(a.measure))
	a.root = container.NewBorder(container.NewVBox(head, legend), nil, nil, nil, a.chart)
	return a
}

// shown is the measure chosen.
func (a *analysis) shown() measure {
	if a.measure.Selected == lang.L("Power") {
		return measurePower
	}
	return measureForce
}

// show draws the chosen measure of every player and the game level.
func (a *analysis) show() {
	left := make([]widgets.Series, a.seats)
	for p := range left {
		left[p] = widgets.Series{Colour: playerColour(engine.Player(p)), Values: seatFigures(a.frames, p, a.shown())}
	}
	level := widgets.Series{Colour: levelColour}
	for _, f := range a.frames {
		level.Values = append(level.Values, f.mags.Level)
	}
	a.chart.Set(left, level)
}

// seatFigures is seat p's force or power at every frame.
func seatFigures(frames []frame, p int, m measure) []float64 {
	out := make([]float64, len(frames))
	for i, f := range frames {
		if m == measurePower {
			out[i] = f.mags.Powers[p]
		} else {
			out[i] = f.mags.Forces[p].Total()
		}
	}
	return out
}

// legendEntry is a colour's swatch and what it stands for.
func legendEntry(c color.Color, text string) fyne.CanvasObject {
	swatch := canvas.NewRectangle(c)
	swatch.SetMinSize(fyne.NewSize(14, 4))
	return container.NewHBox(container.NewCenter(swatch), widget.NewLabel(text))
}
