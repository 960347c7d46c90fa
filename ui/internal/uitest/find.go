package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Walk calls visit on o and on everything visible in it, widgets' insides
// included, parents first; visit returns false to skip what lies inside.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !o.Visible() || !visit(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			Walk(c, visit)
		}
	}
}

// FindButton returns the visible button in o whose text starts with
// prefix, or nil.
func FindButton(o fyne.CanvasObject, prefix string) *widget.Button {
	var found *widget.Button
	Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && found == nil && strings.HasPrefix(b.Text, prefix) {
			found = b
		}
		return found == nil
	})
	return found
}

// AllLabels joins by "|" the texts of the visible labels in o, widgets'
// insides (tabs, cards) included.
func AllLabels(o fyne.CanvasObject) string {
	var labels []string
	Walk(o, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok {
			labels = append(labels, l.Text)
			return false
		}
		return true
	})
	return strings.Join(labels, "|")
}

// TapOverlay taps the button whose text starts with prefix on the top
// overlay of w (a dialog), failing the test when there is none.
func TapOverlay(t testing.TB, w fyne.Window, prefix string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog to press %q on", prefix)
	}
	b := FindButton(top, prefix)
	if b == nil {
		t.Fatalf("no button %q on the dialog", prefix)
	}
	test.Tap(b)
}

// MenuItems are the labels of the pop-up menu on top of w, or nil when
// none is.
func MenuItems(w fyne.Window) []string {
	var out []string
	for _, it := range menuItems(w) {
		Walk(it, func(o fyne.CanvasObject) bool {
			if t, ok := o.(*canvas.Text); ok && t.Text != "" {
				out = append(out, t.Text)
				return false
			}
			return true
		})
	}
	return out
}

// TapMenuItem taps item i of the pop-up menu on top of w.
func TapMenuItem(t testing.TB, w fyne.Window, i int) {
	t.Helper()
	items := menuItems(w)
	if i >= len(items) {
		t.Fatalf("no menu item %d of %d", i, len(items))
	}
	test.Tap(items[i].(fyne.Tappable))
}

// menuItems are the items of the pop-up menu on top of w, if any.
func menuItems(w fyne.Window) []fyne.CanvasObject {
	var items []fyne.CanvasObject
	Walk(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if m, ok := o.(*widget.PopUpMenu); ok {
			items = m.Items
			return false
		}
		return items == nil
	})
	return items
}
