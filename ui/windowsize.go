package ui

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// preferredWindow is the window's first size on a screen with room for it.
var preferredWindow = fyne.NewSize(1280, 800)

// titleBar is what a window manager's frame and title take beyond a
// window's content, so that a window sized to the work area less it opens
// inside the screen.
const titleBar = 40

// firstWindowSize is the window's first size: the preferred one, no
// larger than the primary screen's work area (the screen less task bars
// and the title bar: a 1024x600 netbook's), in Fyne's units of the
// canvas' scale; a larger screen's window manager maximises it at will.
// It asks GLFW, which the first window has started, on the main thread,
// before the app runs.
func firstWindowSize(scale float32) fyne.Size {
	m := glfw.GetPrimaryMonitor()
	if m == nil || scale <= 0 {
		return preferredWindow
	}
	_, _, w, h := m.GetWorkarea()
	return windowFor(float32(w)/scale, float32(h-titleBar)/scale)
}

// windowFor is the first window for a work area of width by height: the
// preferred size, no larger than the area (a work area of 0 is not known
// and limits nothing).
func windowFor(width, height float32) fyne.Size {
	size := preferredWindow
	if width > 0 {
		size.Width = min(size.Width, width)
	}
	if height > 0 {
		size.Height = min(size.Height, height)
	}
	return size
}
