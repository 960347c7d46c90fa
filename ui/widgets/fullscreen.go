package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// FullScreen is a screen's board alone in the window, for a projector:
// the window goes full screen and the screen's layout gives way to the
// board with a small overlay (the screen's essentials and a way out).
// F11 and the Full screen button switch it; Esc leaves it.
type FullScreen struct {
	win     fyne.Window
	board   fyne.CanvasObject
	slot    *fyne.Container   // the board's place in the screen's layout
	full    *fyne.Container   // the board and the overlay
	corner  fyne.CanvasObject // the overlay in its corner
	root    *fyne.Container   // what the screen shows: its layout, or full
	normal  fyne.CanvasObject
	on      bool
	wasFull bool // the window was full screen before
	// Button switches the mode.
	Button *widget.Button
}

// NewFullScreen makes the mode for board in window w, with overlay over
// it while on.
func NewFullScreen(w fyne.Window, board, overlay fyne.CanvasObject) *FullScreen {
	f := &FullScreen{win: w, board: board, slot: container.NewStack(board)}
	exit := widget.NewButtonWithIcon(lang.L("Exit full screen (Esc)"), theme.ViewRestoreIcon(), func() { f.Set(false) })
	panel := OverlayPanel(container.NewVBox(overlay, exit))
	// The bottom right corner: the 3D view's buttons are along the top,
	// and the 2D board leaves the sides free.
	f.corner = container.NewVBox(layout.NewSpacer(), container.NewHBox(layout.NewSpacer(), panel))
	f.full = container.NewStack()
	f.Button = widget.NewButtonWithIcon(lang.L("Full screen"), theme.ViewFullScreenIcon(), f.Toggle)
	f.root = container.NewStack()
	return f
}

// Slot is the board's place in the screen's own layout.
func (f *FullScreen) Slot() fyne.CanvasObject { return f.slot }

// Root is what the screen shows: normal, its layout (which holds Slot),
// or the board alone while the mode is on.
func (f *FullScreen) Root(normal fyne.CanvasObject) fyne.CanvasObject {
	f.normal = normal
	f.root.Objects = []fyne.CanvasObject{normal}
	return f.root
}

// On reports whether the board is shown alone.
func (f *FullScreen) On() bool { return f.on }

// Toggle switches the mode.
func (f *FullScreen) Toggle() { f.Set(!f.on) }

// Set shows the board alone, or the screen's layout again; the window
// goes back to the size it had.
func (f *FullScreen) Set(on bool) {
	if on == f.on {
		return
	}
	f.on = on
	if on {
		f.wasFull = f.win.FullScreen()
		f.slot.Objects = nil
		f.full.Objects = []fyne.CanvasObject{f.board, f.corner}
		f.root.Objects = []fyne.CanvasObject{f.full}
		// Keys go to the screen, not to a box hidden with its panel.
		f.win.Canvas().Unfocus()
	} else {
		f.full.Objects = nil
		f.slot.Objects = []fyne.CanvasObject{f.board}
		f.root.Objects = []fyne.CanvasObject{f.normal}
	}
	f.win.SetFullScreen(on || f.wasFull)
	f.slot.Refresh()
	f.full.Refresh()
	f.root.Refresh()
}

// TypedKey switches the mode on F11 and leaves it on Esc; it reports
// whether it took the key.
func (f *FullScreen) TypedKey(k *fyne.KeyEvent) bool {
	switch {
	case k.Name == fyne.KeyF11:
		f.Toggle()
		return true
	case k.Name == fyne.KeyEscape && f.on:
		f.Set(false)
		return true
	}
	return false
}

// OverlayPanel is content on a translucent panel, to lie over a board.
func OverlayPanel(content fyne.CanvasObject) fyne.CanvasObject {
	bg := theme.Color(theme.ColorNameBackground)
	r, g, b, _ := bg.RGBA()
	back := canvas.NewRectangle(color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0xd8})
	back.CornerRadius = theme.InputRadiusSize()
	return container.NewStack(back, container.NewPadded(content))
}
