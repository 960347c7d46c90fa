package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTheWindowOpensInsideTheScreen: the first size keeps within a small
// screen's work area and is the preferred one on a large screen.
func TestTheWindowOpensInsideTheScreen(t *testing.T) {
	for _, tc := range []struct {
		w, h float32
		want fyne.Size
	}{
		{1024, 600 - titleBar, fyne.NewSize(1024, 560)},
		{1920, 1200 - titleBar, preferredWindow},
		{1280, 800 - titleBar, fyne.NewSize(1280, 760)},
		{0, 0, preferredWindow},
	} {
		if got := fitWindow(preferredWindow, tc.w, tc.h); got != tc.want {
			t.Errorf("work area %vx%v: %v, want %v", tc.w, tc.h, got, tc.want)
		}
	}
}
