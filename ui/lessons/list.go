package lessons

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// List is the lessons, one row per lesson in the catalog's order of
// games: its game and title, a line about it, how far the club got, and
// a button that starts it, resumes it at the step reached, or starts it
// again once done. It is a host.Screen.
type List struct {
	root fyne.CanvasObject
	// open are the rows' buttons, by lesson ID.
	open map[string]*widget.Button
}

// NewList makes the list of lessons, in the window's language; Home goes
// back to the home screen.
func NewList(h Host, opt Options) *List {
	ls := &List{open: map[string]*widget.Button{}}
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	heading := widget.NewLabelWithStyle(lang.L("Lessons"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	top := container.NewBorder(nil, nil, home, nil, heading)
	lessons, err := Load(Language())
	if err != nil {
		ls.root = container.NewBorder(top, nil, nil, nil, widget.NewLabel(err.Error()))
		return ls
	}
	// The rows are at least this wide: a wrapped label's least height
	// follows the width it was last given, and the window grows to fit a
	// list laid out at its least width once.
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(640, 0))
	rows := container.NewVBox(width)
	for i := range lessons {
		l := &lessons[i]
		title := widget.NewLabelWithStyle(l.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		about := widget.NewLabel(l.About)
		about.Wrapping = fyne.TextWrapWord
		state, action := progressWords(opt, l)
		open := widget.NewButton(action, func() {
			s, err := newScreen(h, opt, l)
			if err != nil {
				h.ShowError(err)
				return
			}
			h.Show(s)
		})
		ls.open[l.ID] = open
		right := container.NewVBox(widget.NewLabelWithStyle(state, fyne.TextAlignTrailing, fyne.TextStyle{Italic: true}), open)
		rows.Add(container.NewBorder(nil, nil, nil, right, container.NewVBox(title, about)))
		rows.Add(widget.NewSeparator())
	}
	// No scroll: the five lessons fit at 1024x600 (the layout test).
	ls.root = container.NewBorder(top, nil, nil, nil, rows)
	return ls
}

// progressWords say how far the club got in lesson l, and what its
// button does.
func progressWords(opt Options, l *Lesson) (state, action string) {
	step, done := opt.progress(l)
	switch {
	case done:
		return lang.L("Done"), lang.L("Again")
	case opt.Setting(progressKey(l.ID)) == "":
		return lang.L("Not started"), lang.L("Start")
	}
	return lang.L("Step {{.Step}} of {{.Steps}}", map[string]any{"Step": step + 1, "Steps": len(l.Steps)}), lang.L("Resume")
}

// Title is "Lessons", translated.
func (ls *List) Title() string { return lang.L("Lessons") }

// Content is the screen's content.
func (ls *List) Content() fyne.CanvasObject { return ls.root }

// Close does nothing: the list starts no goroutine and saves nothing.
func (ls *List) Close() {}
