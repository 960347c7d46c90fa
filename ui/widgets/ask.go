package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// AskName asks for a name in a dialog titled title, starting from initial:
// the name box has the focus and Enter submits. done gets the name, its
// spaces trimmed, or ok false when the dialog was cancelled.
func AskName(win fyne.Window, title, confirm, initial string, done func(name string, ok bool)) *dialog.FormDialog {
	name := widget.NewEntry()
	name.SetText(initial)
	d := dialog.NewForm(title, confirm, lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)}, func(ok bool) {
		done(strings.TrimSpace(name.Text), ok)
	}, win)
	name.OnSubmitted = func(string) { d.Submit() }
	d.Show()
	win.Canvas().Focus(name)
	return d
}
