package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// Compact draws o with less padding and slightly smaller text, so that a
// play screen's seat panels take a few lines each: four players' figures,
// clocks and the moves fit beside the board without scrolling.
func Compact(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewThemeOverride(o, compactTheme{})
}

// compactTheme is the app's theme, whichever is chosen now, with tighter
// sizes.
type compactTheme struct{}

func (compactTheme) current() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t compactTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.current().Color(n, v)
}

func (t compactTheme) Font(s fyne.TextStyle) fyne.Resource { return t.current().Font(s) }

func (t compactTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.current().Icon(n) }

func (t compactTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInnerPadding, theme.SizeNamePadding, theme.SizeNameLineSpacing:
		return 1
	case theme.SizeNameText:
		return t.current().Size(n) - 1
	}
	return t.current().Size(n)
}

// The layouts inside a compact panel set their spacing themselves: Fyne
// lays a container out again, when a child's least size changes, under
// the window's theme rather than the panel's, so a layout that read the
// theme's padding would space its rows apart from what it asked room for.

// CompactColumn stacks objects one above the other, 1 apart.
func CompactColumn(objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(layout.NewCustomPaddedVBoxLayout(1), objects...)
}

// CompactRow lays lead, fill and trail out left to right, 4 apart: lead
// and trail at their least widths, fill taking the rest; lead or trail
// may be nil.
func CompactRow(lead, fill, trail fyne.CanvasObject) *fyne.Container {
	var objects []fyne.CanvasObject
	for _, o := range []fyne.CanvasObject{lead, fill, trail} {
		if o != nil {
			objects = append(objects, o)
		}
	}
	return container.New(rowLayout{lead: lead != nil, trail: trail != nil}, objects...)
}

// rowLayout is CompactRow's layout.
type rowLayout struct{ lead, trail bool }

const rowGap = 4

func (r rowLayout) parts(objects []fyne.CanvasObject) (lead, fill, trail fyne.CanvasObject) {
	i := 0
	if r.lead {
		lead, i = objects[0], 1
	}
	fill = objects[i]
	if r.trail {
		trail = objects[i+1]
	}
	return lead, fill, trail
}

func (r rowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	lead, fill, trail := r.parts(objects)
	x, right := float32(0), size.Width
	if lead != nil {
		w := lead.MinSize().Width
		lead.Move(fyne.NewPos(0, 0))
		lead.Resize(fyne.NewSize(w, size.Height))
		x = w + rowGap
	}
	if trail != nil {
		w := trail.MinSize().Width
		right -= w
		trail.Move(fyne.NewPos(right, 0))
		trail.Resize(fyne.NewSize(w, size.Height))
		right -= rowGap
	}
	fill.Move(fyne.NewPos(x, 0))
	fill.Resize(fyne.NewSize(max(right-x, 0), size.Height))
}

func (r rowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		s.Width += m.Width
		if i > 0 {
			s.Width += rowGap
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}
