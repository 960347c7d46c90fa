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

// firstWindowSize is the window's first size: most of the primary
// screen's work area (the screen less task bars and the title bar), at
// least the preferred size where there is room for it, never more than
// the work area (a 1024x600 netbook's), in Fyne's units of the canvas'
// scale. It asks GLFW, which the first window has started, on the main
// thread, before the app runs.
func firstWindowSize(scale float32) fyne.Size {
	m := glfw.GetPrimaryMonitor()
	if m == nil || scale <= 0 {
		return preferredWindow
	}
	_, _, w, h := m.GetWorkarea()
	return windowFor(float32(w)/scale, float32(h-titleBar)/scale)
}

// windowFor is the first window for a work area of width by height: nine
// tenths of it, but at least the preferred size and at most the area (a
// work area of 0 is not known: the preferred size).
func windowFor(width, height float32) fyne.Size {
	if width <= 0 || height <= 0 {
		return preferredWindow
	}
	return fyne.NewSize(min(width, max(preferredWindow.Width, width*0.9)),
		min(height, max(preferredWindow.Height, height*0.9)))
}
