package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTheWindowOpensInsideTheScreen: the first size keeps within a small
// screen's work area and is the preferred one where it fits.
func TestTheWindowOpensInsideTheScreen(t *testing.T) {
	for _, tc := range []struct {
		w, h float32
		want fyne.Size
	}{
		{1024, 600 - titleBar, fyne.NewSize(1024, 560)},
		{1280, 800 - titleBar, fyne.NewSize(1280, 760)},
		{1920, 1200 - titleBar, preferredWindow},
		{0, 0, preferredWindow},
	} {
		if got := windowFor(tc.w, tc.h); got != tc.want {
			t.Errorf("work area %vx%v: %v, want %v", tc.w, tc.h, got, tc.want)
		}
	}
}
