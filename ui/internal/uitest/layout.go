package uitest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// Placed is an object found on a window's canvas, where it lies in the
// window and whether a scroll holds it.
type Placed struct {
	Obj      fyne.CanvasObject
	Pos      fyne.Position
	Size     fyne.Size
	Scrolled bool
}

// Name says what the object is and what it reads.
func (p Placed) Name() string {
	switch v := p.Obj.(type) {
	case *widget.Button:
		return fmt.Sprintf("button %q", v.Text)
	case *widget.Label:
		return fmt.Sprintf("label %q", v.Text)
	case *widget.Check:
		return fmt.Sprintf("check %q", v.Text)
	case *widget.Entry:
		return fmt.Sprintf("entry %q", v.PlaceHolder)
	}
	return fmt.Sprintf("%T", p.Obj)
}

// Controls are the visible controls on w's canvas (buttons, entries,
// checks, selects, radio groups) and the labels with text, with their
// places. It does not go into lists and tables, which scroll by design.
func Controls(w fyne.Window) []Placed {
	var out []Placed
	var walk func(o fyne.CanvasObject, at fyne.Position, scrolled bool)
	walk = func(o fyne.CanvasObject, at fyne.Position, scrolled bool) {
		if o == nil || !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		here := Placed{Obj: o, Pos: pos, Size: o.Size(), Scrolled: scrolled}
		switch v := o.(type) {
		case *widget.Button, *widget.Entry, *widget.Check, *widget.Select, *widget.RadioGroup:
			out = append(out, here)
			return
		case *widget.Label:
			if v.Text != "" {
				out = append(out, here)
			}
			return
		case *widget.List, *widget.Table:
			return
		case *container.Scroll:
			walk(v.Content, pos, true)
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, pos, scrolled)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c, pos, scrolled)
			}
		}
	}
	walk(w.Canvas().Content(), fyne.Position{}, false)
	return out
}

// CheckFits fails t when w's content needs more room than size, or for any
// control of it that lies outside the window, sits in a scroll (below the
// fold until scrolled to), has less than its least size (clipped, or drawn
// over its neighbours) or overlaps another. Truncating and wrapping labels
// may be narrower than their text.
func CheckFits(t testing.TB, w fyne.Window, size fyne.Size) {
	t.Helper()
	content := w.Canvas().Content()
	Relayout(content)
	need := content.MinSize().Add(fyne.NewSquareSize(2 * theme.Padding()))
	if got := w.Canvas().Size(); got.Width > size.Width || got.Height > size.Height || need.Width > size.Width || need.Height > size.Height {
		t.Errorf("the content needs %v, more than the window's %v", need.Max(got), size)
	}
	placed := Controls(w)
	if len(placed) == 0 {
		t.Fatal("no control found on the window")
	}
	for i, p := range placed {
		end := p.Pos.Add(p.Size)
		if p.Pos.X < 0 || p.Pos.Y < 0 || end.X > size.Width+0.5 || end.Y > size.Height+0.5 {
			t.Errorf("%s at %v size %v lies outside the %v window", p.Name(), p.Pos, p.Size, size)
		}
		if p.Scrolled {
			t.Errorf("%s sits in a scroll", p.Name())
		}
		if min := p.Obj.MinSize(); !shrinks(p.Obj) && (p.Size.Width+0.5 < min.Width || p.Size.Height+0.5 < min.Height) {
			t.Errorf("%s has %v, less than its least size %v", p.Name(), p.Size, min)
		}
		for _, q := range placed[i+1:] {
			if overlap(p, q) {
				t.Errorf("%s at %v size %v overlaps %s at %v size %v", p.Name(), p.Pos, p.Size, q.Name(), q.Pos, q.Size)
			}
		}
	}
}

// shrinks reports whether o may be drawn smaller than its text: a label
// that truncates or wraps.
func shrinks(o fyne.CanvasObject) bool {
	l, ok := o.(*widget.Label)
	return ok && (l.Truncation != fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff)
}

// overlap reports whether p and q share more than a pixel's width.
func overlap(p, q Placed) bool {
	const slack = 1
	return p.Pos.X+p.Size.Width > q.Pos.X+slack && q.Pos.X+q.Size.Width > p.Pos.X+slack &&
		p.Pos.Y+p.Size.Height > q.Pos.Y+slack && q.Pos.Y+q.Size.Height > p.Pos.Y+slack
}

// UseLanguage switches the window's words to code ("es") for the test,
// and back to English after it.
func UseLanguage(t testing.TB, code string) {
	t.Helper()
	l := lang.NewLanguages()
	if err := l.Use(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Use("en") })
}

// Relayout lays o and everything in it out again, parents first, as the
// window does when a control's least size changes (a button's text); the
// test driver does not.
func Relayout(o fyne.CanvasObject) {
	switch v := o.(type) {
	case *fyne.Container:
		if v.Layout != nil {
			v.Layout.Layout(v.Objects, v.Size())
		}
		for _, c := range v.Objects {
			Relayout(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(v)
		r.Layout(v.Size())
		for _, c := range r.Objects() {
			Relayout(c)
		}
	}
}
