package widgets

import (
	"fmt"
	"time"
	"xima/ui/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// SetVisible shows o when v, hides it otherwise.
func SetVisible(o fyne.CanvasObject, v bool) {
	if v {
		o.Show()
	} else {
		o.Hide()
	}
}

// SetEnabled enables w when on, disables it otherwise.
func SetEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// BoldLabel is a label in bold.
func BoldLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// FormatClock shows a clock's time left: "4:05", or "1:02:03" from an hour.
func FormatClock(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, s := int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d", h, m, s)
	}
	return fmt.Sprintf("%d:%02d", m, s)
}

// ShowProblem says what is wrong with a set-up (nothing when err is nil)
// and lets play be pressed only when nothing is.
func ShowProblem(problem *widget.Label, play *widget.Button, err error) {
	if err != nil {
		problem.SetText(err.Error())
		play.Disable()
		return
	}
	problem.SetText("")
	play.Enable()
}

// NewSelect is a choice among options, which reads "(Select one)" in the
// window's language while nothing is chosen.
func NewSelect(options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = lang.L("(Select one)")
	return s
}
