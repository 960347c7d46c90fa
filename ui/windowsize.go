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

// firstWindowSize is the window's first size: the preferred one, or the
// primary screen's work area (the screen less task bars) less the title
// bar where that is smaller, a 1024x600 netbook's, in Fyne's units of the
// canvas' scale. It asks GLFW, which the first window has started, on the
// main thread, before the app runs.
func firstWindowSize(scale float32) fyne.Size {
	m := glfw.GetPrimaryMonitor()
	if m == nil || scale <= 0 {
		return preferredWindow
	}
	_, _, w, h := m.GetWorkarea()
	return fitWindow(preferredWindow, float32(w)/scale, float32(h-titleBar)/scale)
}

// fitWindow is want, no wider than width and no taller than height (a
// work area of 0 is not known and limits nothing).
func fitWindow(want fyne.Size, width, height float32) fyne.Size {
	if width > 0 {
		want.Width = min(want.Width, width)
	}
	if height > 0 {
		want.Height = min(want.Height, height)
	}
	return want
}
